"""A quick play-out of a Schneider deal with every card face up, to value the positions a
look-ahead search reaches long before the end (the strong player's evaluation).

Both players follow a greedy policy that sees all cards: lead a card the other cannot beat, the
richest in honours, else the poorest; answer by taking the trick with the poorest card that beats
the lead, else throw the poorest card that can no longer win. Which card beats which is the
engine's `responder_wins`. The deal is played to the end with `apply` and taken back with `undo`,
so the position is left as found.
"""

from __future__ import annotations

from tutorial.games.base import PLAY, Deal
from tutorial.games.cards import Card
from tutorial.games.schneider.rules import HONOUR_VALUE, ORDER, SchneiderDeal, responder_wins


def _poorest(cards: list[Card]) -> Card:
    return min(cards, key=lambda c: (HONOUR_VALUE[c], ORDER[c.rank]))


def _choose(deal: SchneiderDeal) -> Card:
    seat = deal.to_move
    assert seat is not None
    opts = deal.options
    cards = [a.card for a in deal.legal_actions() if a.card is not None]
    other = deal.hands[1 - seat]
    if not deal.trick:
        safe = [c for c in cards if not any(responder_wins(c, x, opts) for x in other)]
        if safe:
            return max(safe, key=lambda c: (HONOUR_VALUE[c], ORDER[c.rank]))
        return _poorest(cards)
    lead = deal.trick[0]
    winners = [c for c in cards if responder_wins(lead, c, opts)]
    if winners:
        return _poorest(winners)
    still_out = other + deal.talon
    dead = [c for c in cards if not any(responder_wins(x, c, opts) for x in still_out)]
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
