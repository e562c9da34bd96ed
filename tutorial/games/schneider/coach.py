"""The coach's part of Schneider: the cards a player might think of, when any card may be played,
and what a card does as the player sees it (`coach.schneider_*` reasons)."""

from __future__ import annotations

from tutorial.games.base import PLAY, Action, Deal
from tutorial.games.cards import PACK_32
from tutorial.games.reasons import Reason
from tutorial.games.schneider.rules import HONOUR_VALUE, SchneiderDeal, responder_wins
from tutorial.solver.worlds import seen_cards

COACH = "coach"
GAME = "schneider"


def _reason(code: str, params: dict[str, object]) -> Reason:
    return Reason(f"{COACH}.{code}", GAME, "04", params)


def candidates(deal: Deal, seat: int) -> list[Action]:
    """Every card in the hand."""
    assert isinstance(deal, SchneiderDeal)
    return [PLAY[c] for c in deal.hands[seat]]


def limit(deal: Deal, seat: int, legal: list[Action]) -> Reason | None:
    """Answering a lead with every card allowed: the card says any card will do (§04)."""
    assert isinstance(deal, SchneiderDeal)
    if deal.trick and len(legal) == len(deal.hands[seat]):
        return _reason("schneider_any_card", {"lead": deal.trick[0]})
    return None


def suggestion(deal: Deal, seat: int, action: Action) -> Reason:
    """A lead is safe or not (can any unseen card beat it?); an answer takes or gives honours."""
    assert isinstance(deal, SchneiderDeal)
    c = action.card
    assert c is not None
    if not deal.trick:
        unseen = set(PACK_32) - seen_cards(deal, seat)
        safe = not any(responder_wins(c, x, deal.options) for x in unseen)
        return _reason("schneider_safe_lead" if safe else "schneider_lead", {"card": c})
    lead = deal.trick[0]
    honours = HONOUR_VALUE[lead] + HONOUR_VALUE[c]
    if responder_wins(lead, c, deal.options):
        return _reason("schneider_takes", {"card": c, "honours": honours})
    return _reason("schneider_gives", {"card": c, "honours": honours})
