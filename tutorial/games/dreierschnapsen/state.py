"""What the Dreierschnapsen auction adds to the Schnapsen deal's public slice (`SchnapsenState`),
so the auction module takes the deal as this protocol and does not import the deal it serves."""

from __future__ import annotations

from typing import Protocol

from tutorial.games.base import Action
from tutorial.games.schnapsen.contracts import Contract
from tutorial.games.schnapsen.state import SchnapsenState


class DreierState(SchnapsenState, Protocol):
    """A Dreierschnapsen deal as its auction sees it (`DreierDeal`)."""

    @property
    def caller_first(self) -> bool: ...  # option: the regional auction, F announces first
    @property
    def gang_over_zehnergang(self) -> bool: ...  # option: Gang beats Zehnergang when both bid
    @property
    def spritzen_first(self) -> bool: ...  # option: the defenders double before the talon

    open_bids: list[list[Action]]  # per seat, pass and every bid it may make this hand
    auction_stage: int  # caller-first auction: how many have spoken
    bids: dict[int, tuple[Contract, bool] | None]  # per seat that spoke: (row, without talon)
