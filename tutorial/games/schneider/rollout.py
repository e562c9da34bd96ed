"""A quick play-out of a Schneider deal with every card face up, to value the positions a
look-ahead search reaches long before the end (the strong player's evaluation).

Both players follow a greedy policy that sees all cards: lead a card the other cannot beat, the
richest in honours, else the poorest; answer by taking the trick with the poorest card that beats
the lead, else throw the poorest card that can no longer win. Which card beats which is the
engine's `responder_wins`. The deal is played to the end with `apply` and taken back with `undo`,
so the position is left as found.
"""

from __future__ import annotations

from functools import cache

from tutorial.games.base import PLAY, Deal
from tutorial.games.cards import PACK_32, Card
from tutorial.games.schneider.rules import (
    HONOUR_VALUE,
    ORDER,
    SchneiderDeal,
    SchneiderOptions,
    responder_wins,
)


def _poorest(cards: list[Card]) -> Card:
    return min(cards, key=lambda c: (HONOUR_VALUE[c], ORDER[c.rank]))


@cache
def _tables(
    opts: SchneiderOptions,
) -> tuple[dict[Card, frozenset[Card]], dict[Card, frozenset[Card]]]:
    """For every card, the leads it takes as the answer and the answers that take it as the lead
    (the engine's `responder_wins`, asked once per rule options: the greedy play asks the same
    questions thousands of times per decision)."""
    beats = {c: frozenset(x for x in PACK_32 if responder_wins(x, c, opts)) for c in PACK_32}
    beaten = {c: frozenset(x for x in PACK_32 if c in beats[x]) for c in PACK_32}
    return beats, beaten


def _choose(deal: SchneiderDeal) -> Card:
    seat = deal.to_move
    assert seat is not None
    opts = deal.options
    beats, beaten = _tables(opts)
    cards = [a.card for a in deal.legal_actions() if a.card is not None]
    other = deal.hands[1 - seat]
    if not deal.trick:
        safe = [c for c in cards if beaten[c].isdisjoint(other)]
        if safe:
            return max(safe, key=lambda c: (HONOUR_VALUE[c], ORDER[c.rank]))
        return _poorest(cards)
    lead = deal.trick[0]
    winners = [c for c in cards if lead in beats[c]]
    if winners:
        return _poorest(winners)
    still_out = other + deal.talon
    dead = [c for c in cards if beats[c].isdisjoint(still_out)]
    return _poorest(dead or cards)


def rollout_value(deal: Deal, seat: int) -> int:
    """The deal's end for `seat` (`SchneiderDeal.estimate`: 100 × victory points plus the honour
    margin) after both play on greedily with all cards face up; `deal` must have undo enabled."""
    assert isinstance(deal, SchneiderDeal)
    played = 0
    while not deal.is_over():
        deal.apply(PLAY[_choose(deal)])
        played += 1
    value = deal.estimate(seat)
    for _ in range(played):
        deal.undo()
    return value


HORIZON = 2  # plies searched ahead (then played out greedily) before the end is near
# With the talon empty and at most this many cards in each hand, search to the end: with 6 cards
# each (the most there can be once the talon is empty) an exact solve takes up to ~10,000 nodes.
EXACT_CARDS = 6
ESTIMATE_SCALE = 100  # `SchneiderDeal.estimate` counts hundredths of a victory point


def end_is_near(deal: Deal) -> bool:
    """The talon is empty and the hands are small: nothing is hidden, solve to the end."""
    assert isinstance(deal, SchneiderDeal)
    return not deal.talon and max(len(h) for h in deal.hands) <= EXACT_CARDS
