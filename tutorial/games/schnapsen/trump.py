"""Naming trumps, the first decision of a Schnapsen deal (S3 §02, S4 "Dealing").

F names a suit among his first three cards, or turns up one of his unseen cards (Aufschlagen); in
Dreierschnapsen three Unters among the first three let him have the cards dealt again (the game
module offers that action). Then the auction starts.
"""

from __future__ import annotations

from typing import Any

from tutorial.games.base import Action
from tutorial.games.cards import SUITS, Card, Suit
from tutorial.games.reasons import Reason
from tutorial.games.schnapsen.actions import AUFSCHLAGEN, NAME_TRUMP
from tutorial.games.schnapsen.sections import section
from tutorial.games.schnapsen.state import SchnapsenState

_SUIT_OF: dict[str | None, Suit] = {s.value: s for s in SUITS}


def trump_actions(deal: SchnapsenState) -> list[Action]:
    """A suit of F's first three cards (each once), a blind card to turn up, a redeal if allowed."""
    acts: list[Action] = []
    named: list[Suit] = []
    for c in deal.first_three:
        if c.suit not in named:
            named.append(c.suit)
            acts.append(NAME_TRUMP[c.suit])
    acts.extend(AUFSCHLAGEN[: deal.blind_count])
    acts.extend(deal.redeal_actions())
    return acts


def _named_event(player: int, suit: Suit) -> dict[str, Any]:
    return {"type": "trump", "player": player, "suit": suit.value, "how": "named"}


def _turned_event(player: int, turned: Card) -> dict[str, Any]:
    return {"type": "trump", "player": player, "suit": turned.suit.value, "how": "aufschlagen",
            "card": turned.code}  # fmt: skip


def apply_trump(deal: SchnapsenState, seat: int, action: Action) -> None:
    """Fix trumps (or redeal), then open the auction."""
    if action.kind == "redeal":
        deal.redeal()
        return
    if action.kind == "trump":
        deal.trump = _SUIT_OF[action.value]
        deal.lean_events.append((_named_event, seat, deal.trump))
    else:
        turned = deal.blind_cards[int(action.value or 0)]
        deal.trump, deal.trump_card = turned.suit, turned
        deal.lean_events.append((_turned_event, seat, turned))
    deal.start_auction()


def trump_why(deal: SchnapsenState, action: Action) -> Reason:
    """Why a trump decision is not allowed: a suit not among the first three, a blind card that
    does not exist, a redeal without three Unters (or with the option off)."""
    game = deal.game
    sec = section(game, "trump")
    cards = " ".join(c.symbol for c in deal.first_three)
    if action.kind == "trump":
        suit = next((s for s in SUITS if action.value == s.value), None)
        if suit is None:
            return Reason("schnapsen.bad_suit", game, sec, {"value": str(action.value)})
        return Reason("schnapsen.trump_not_held", game, sec, {"suit": suit.symbol, "cards": cards})
    if action.kind == "aufschlagen":
        params = {"value": str(action.value), "count": deal.blind_count}
        return Reason("schnapsen.bad_blind", game, sec, params)
    if not getattr(deal.options, "three_unter_redeal", False):
        return Reason("schnapsen.redeal_off", game, sec, {}, "three_unter_redeal=false")
    return Reason("schnapsen.redeal_needs_unters", game, sec, {"cards": cards})
