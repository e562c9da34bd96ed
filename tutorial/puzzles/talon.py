"""Tactics puzzles before the first card (issue 21 §1: "which cards to lay away"): the declarer
has taken the talon into his hand and lays two cards away (Dreierschnapsen S4 "Talon").

With every hand open each pair of cards has an exact value: the pair laid away, the defenders'
best answers (Spritzen and what follows, `tutorial.puzzles.doubling`), then best play of the
whole deal on the card core; in game points for the declarer's side — the engine's own rules,
nothing copied. The order of the two discards changes nothing, so the answer is the pair: a
position is a puzzle when one pair is better than every other by `tactics.MARGIN`. The reader
picks both cards (`Solution.multi`).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from tutorial.games.base import Action, Deal
from tutorial.games.cards import Card
from tutorial.games.reasons import Reason
from tutorial.puzzles import doubling, tactics
from tutorial.puzzles.doubling import DISCARD
from tutorial.puzzles.model import Puzzle, Solution
from tutorial.solver.search import INF
from tutorial.solver.solve import NodeLimit

PAIR = 2  # the cards laid away (S4 "Talon": two)


def first_lay_away(deal: Deal) -> list[Card] | None:
    """The mover's cards when he is about to lay the first of two cards away, else None."""
    if deal.is_over() or not doubling.laying_first(deal):
        return None
    return [a.card for a in deal.legal_actions() if a.card is not None]


@dataclass(frozen=True)
class LaidAway:
    """The pairs valued for the mover's side — for each card at least the best pair it is part
    of, exactly — the one best pair and its lead over the next."""

    values: dict[frozenset[Card], int]  # exact values; a pair worse for both its cards than a
    # pair already valued may be left out
    best: frozenset[Card]
    margin: int
    plays: dict[frozenset[Card], Deal]  # the pair → the first lead after it and the answers

    def best_with(self, card: Card) -> frozenset[Card]:
        """The best pair that lays `card` away (the first of equal ones in the hand's order)."""
        return max((p for p in self.values if card in p), key=lambda p: self.values[p])


def valued(deal: Deal, max_nodes: int = tactics.MAX_NODES) -> LaidAway | None:
    """The pairs of the mover's cards valued with best play after them; None if the mover is
    not about to lay cards away. `NodeLimit` if a card play needs more than `max_nodes`.

    What a puzzle needs is, for each card, its best pair (every card is explained by it): the
    best pair is the best of those, and the next best pair holds a card outside the best one,
    so it is that card's best. A pair is therefore searched in a window above the worse of
    its two cards' best pairs so far (`doubling.best_value`), and one that cannot beat it is
    left out, with its exact value unknown."""
    cards = first_lay_away(deal)
    seat = deal.to_move
    if cards is None or seat is None or len(cards) < PAIR + 1:
        return None
    side = deal.side_of(seat)
    best_of = dict.fromkeys(cards, -INF)
    values: dict[frozenset[Card], int] = {}
    plays: dict[frozenset[Card], Deal] = {}
    for first, second in combinations(cards, PAIR):
        child = deal.clone()
        child.apply(Action(DISCARD, card=first))
        child.apply(Action(DISCARD, card=second))
        floor = min(best_of[first], best_of[second])
        value, play = doubling.best_value(child, seat, side, max_nodes, floor, INF)
        if value <= floor:  # a bound: worse for both cards than a pair already valued
            continue
        pair = frozenset({first, second})
        values[pair], plays[pair] = value, play
        best_of[first], best_of[second] = max(best_of[first], value), max(best_of[second], value)
    best = max(values, key=lambda p: values[p])
    runner_up = max(best_of[c] for c in cards if c not in best)
    return LaidAway(values, best, values[best] - runner_up, plays)


def answer(puzzle: Puzzle, deal: Deal) -> Solution:
    """ "Which two cards do you lay away?": the one best pair by `tactics.MARGIN`; each card
    explained by the best pair it can be part of."""
    try:
        found = valued(deal)
    except NodeLimit:
        raise tactics.too_big(puzzle) from None
    assert found is not None
    game, section = puzzle.game, puzzle.section
    if found.margin < tactics.MARGIN:
        top = found.values[found.best]
        close = [p for p in found.values if found.values[p] > top - tactics.MARGIN]
        names = sorted(" ".join(sorted(map(str, p))) for p in close)
        shown = names[:6] + ([f"and {len(names) - 6} more"] if len(names) > 6 else [])
        raise tactics.tied(puzzle, shown, "pair")
    top = found.values[found.best]
    first, second = sorted(found.best, key=str)
    why: dict[str, Reason] = {}
    for card in first_lay_away(deal) or []:
        pair = found.best_with(card)
        value = found.values[pair]
        params: dict = {
            "card": card,
            "value": tactics.points_reason(game, section, value),
            "then": doubling.then_reason(puzzle, deal, found.plays[pair]),
        }
        if pair == found.best:
            params["other"] = next(c for c in pair if c != card)
            why[card.code] = Reason("tactics.lay_away_right", game, section, params)
        else:
            params.update(
                loss=tactics.points_reason(game, section, top - value, sign=False),
                other=next(c for c in pair if c != card),
                first=first,
                second=second,
            )
            why[card.code] = Reason("tactics.lay_away_worse", game, section, params)
    reason = why[first.code]
    choices = tuple(c.code for c in first_lay_away(deal) or [])
    return Solution(choices, frozenset(c.code for c in found.best), reason, why, multi=True)
