"""The actions of a Schnapsen deal, made once and shared: the legal lists hand out these very
objects, so applying one is an identity check and the bots and the solver compare them cheaply."""

from __future__ import annotations

from tutorial.games.base import PLAY, Action
from tutorial.games.cards import PACK_20, SUITS, Card, Suit
from tutorial.games.schnapsen.cards import MARRIAGE_PARTNER

__all__ = ["PLAY"]

PASS = Action("pass")
CLAIM = Action("claim")
NO_CLAIM = Action("no_claim")
KONTRA = Action("kontra")
NO_KONTRA = Action("no_kontra")
REDEAL = Action("redeal")
NAME_TRUMP: dict[Suit, Action] = {s: Action("trump", value=s.value) for s in SUITS}
AUFSCHLAGEN: tuple[Action, ...] = tuple(Action("aufschlagen", value=str(i)) for i in range(3))
MARRIAGE_PLAY: dict[Card, Action] = {c: Action("play", c, flag=True) for c in MARRIAGE_PARTNER}
DISCARD: dict[Card, Action] = {c: Action("discard", c) for c in PACK_20}

_BIDS: dict[tuple[str, bool], Action] = {}


def bid_action(contract_id: str, without_talon: bool = False) -> Action:
    """The shared action of bidding a contract (with or without the talon)."""
    key = (contract_id, without_talon)
    action = _BIDS.get(key)
    if action is None:
        action = _BIDS[key] = Action("bid", value=contract_id, flag=without_talon)
    return action
