"""What the Bauernschnapsen auction adds to the Schnapsen deal's public slice (`SchnapsenState`),
so the auction module takes the deal as this protocol and does not import the deal it serves."""

from __future__ import annotations

from typing import Protocol

from tutorial.games.base import Action
from tutorial.games.schnapsen.contracts import Contract
from tutorial.games.schnapsen.state import SchnapsenState


class BauernState(SchnapsenState, Protocol):
    """A Bauernschnapsen deal as its auction sees it (`BauernDeal`)."""

    bid_actions: list[list[Action]]  # per seat, the bids it may make this hand, in table order
    bid_ranks: list[list[int]]  # their ranks, for finding the bids above the high one
    high: Contract | None  # the highest bid so far (None before F opens)
    holder: int | None  # the seat holding it
    passed: set[int]  # the seats that have passed (a pass is final)
