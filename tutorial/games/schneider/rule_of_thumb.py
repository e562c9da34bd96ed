"""The rule-of-thumb player of Böhmischer Schneider.

Leading: a card nothing unseen can beat, the richest in honours first; failing that, the least
valuable card. Answering: take the trick if a card can (the cheapest such card); otherwise throw
away what can no longer win a trick — a card is dead when the one card it could beat as an answer
is gone and, led, something unseen can still beat it — plain cards before honours. Which card beats
which is asked of the engine (`responder_wins`), so the variants play by their own rules.
"""

from __future__ import annotations

from tutorial.games.base import Action
from tutorial.games.cards import PACK_32, Card
from tutorial.games.schneider.rules import HONOUR_VALUE, ORDER, SchneiderDeal, responder_wins
from tutorial.solver.worlds import seen_cards


def _safe_lead(c: Card, unseen: set[Card], deal: SchneiderDeal) -> bool:
    return not any(responder_wins(c, x, deal.options) for x in unseen)


def _can_still_answer(c: Card, unseen: set[Card], deal: SchneiderDeal) -> bool:
    return any(responder_wins(x, c, deal.options) for x in unseen)


def choose(deal: SchneiderDeal, seat: int) -> Action:
    legal = deal.legal_actions()
    cards = [a.card for a in legal if a.card is not None]
    unseen = set(PACK_32) - seen_cards(deal, seat)
    if not deal.trick:
        safe = [c for c in cards if _safe_lead(c, unseen, deal)]
        if safe:
            pick = max(safe, key=lambda c: (HONOUR_VALUE[c], ORDER[c.rank]))
        else:
            pick = min(cards, key=lambda c: (HONOUR_VALUE[c], ORDER[c.rank]))
        return legal[cards.index(pick)]
    lead = deal.trick[0]
    winners = [c for c in cards if responder_wins(lead, c, deal.options)]
    if winners:
        pick = min(winners, key=lambda c: (HONOUR_VALUE[c], ORDER[c.rank]))
        return legal[cards.index(pick)]

    def discard_rank(c: Card) -> tuple[int, int, int]:
        alive = _safe_lead(c, unseen, deal) or _can_still_answer(c, unseen, deal)
        return (HONOUR_VALUE[c], int(alive), ORDER[c.rank])

    return legal[cards.index(min(cards, key=discard_rank))]
