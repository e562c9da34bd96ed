"""Tactics puzzles with hidden hands (issue 21 §1): "which card is best?" asked of a player who
sees only their own cards and the cards played, as at the table.

The answer cannot be read off one deal. It is judged over `SAMPLES` deals of the cards the player
cannot see, each consistent with everything seen so far (`tutorial.solver.worlds`), each solved
exactly (`tutorial.solver.solve`): a position is a puzzle only when one card is best (or as good
as the best) in at least `SHARE` of them and, on average, leaves at least `MARGIN` more than any
other card. The samples are drawn from a generator seeded by the position, so the check, the
miner and the page always judge the same deals.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from tutorial.games.base import Deal
from tutorial.games.cards import Card
from tutorial.games.reasons import Reason
from tutorial.games.registry import spec_of
from tutorial.games.spec import VICTORY_POINTS
from tutorial.puzzles import bidding, doubling, tactics, talon, trumps
from tutorial.puzzles.choices import said_at_table
from tutorial.puzzles.model import Puzzle, PuzzleError, Solution
from tutorial.puzzles.tactics import NoSingleBest, TooBig, card_choices, tactics_deal
from tutorial.solver.solve import NodeLimit, solve
from tutorial.solver.worlds import sample_worlds
from tutorial.words.card_names import Skin

SAMPLES = 200  # deals of the unseen cards a judgement rests on (issue 21: at least 200)
SHARE = 0.95  # the answer is best in at least this share of them
MARGIN = 0.5  # and better on average than every other card by at least this (game points)
MAX_NODES = 5_000  # per sampled deal; a position that needs more is not a puzzle (this keeps
# a judgement within about two seconds: `kartenschule check` judges every puzzle again)


@dataclass(frozen=True)
class Judged:
    """A position judged over sampled deals: per card the points it leaves the mover's side
    summed over the deals, and how many deals it was best (or as good as the best) in."""

    totals: dict[Card, int]
    best_in: dict[Card, int]
    samples: int

    @property
    def averages(self) -> dict[Card, float]:
        return {card: total / self.samples for card, total in self.totals.items()}

    @property
    def ranked(self) -> list[Card]:
        """The cards, best on average first (ties: more deals best in, then by name)."""
        return sorted(self.totals, key=lambda c: (-self.totals[c], -self.best_in[c], str(c)))

    @property
    def best(self) -> Card:
        return self.ranked[0]

    @property
    def second(self) -> Card:
        return self.ranked[1]

    @property
    def margin(self) -> float:
        return (self.totals[self.best] - self.totals[self.second]) / self.samples

    @property
    def share(self) -> float:
        return self.best_in[self.best] / self.samples

    @property
    def is_puzzle(self) -> bool:
        return self.samples >= SAMPLES and self.share >= SHARE and self.margin >= MARGIN

    def as_data(self) -> dict[str, Any]:
        """The judgement as a scenario file keeps it (`position.judged`)."""
        return {
            "samples": self.samples,
            "best_in": {str(card): self.best_in[card] for card in self.ranked},
            "totals": {str(card): self.totals[card] for card in self.ranked},
        }


def _rng(deal: Deal) -> random.Random:
    """A generator seeded by the position (its log), so every judgement draws the same deals."""
    return random.Random(repr([e.get("action", e.get("type")) for e in deal.events]))


def judged(deal: Deal, samples: int = SAMPLES, max_nodes: int = MAX_NODES) -> Judged | None:
    """The judgement of the mover's card choices, or None where the mover has no choice of
    cards. `NodeLimit` when a sampled deal needs more than `max_nodes` to solve."""
    cards = card_choices(deal)
    seat = deal.to_move
    if cards is None or seat is None or len(cards) < 2:
        return None
    worlds = sample_worlds(deal, seat, samples, _rng(deal))
    if not worlds:
        return None
    totals = dict.fromkeys(cards, 0)
    best_in = dict.fromkeys(cards, 0)
    for world in worlds:
        found = solve(world, seat, max_nodes, fair=True)
        values = {v.action.card: v.value for v in found.values if v.action.card is not None}
        top = max(values[c] for c in cards)
        for card in cards:
            totals[card] += values[card]
            best_in[card] += values[card] == top
    return Judged(totals, best_in, len(worlds))


def kept_judgement(puzzle: Puzzle, deal: Deal) -> Judged | None:
    """The judgement the file keeps (`position.judged`), None if it keeps none; `PuzzleError`
    naming the field when its cards are not the mover's choices."""
    data = puzzle.position.get("judged")
    if data is None:
        return None
    if data.samples < SAMPLES:
        raise puzzle.error("position.judged", f"samples: a judgement rests on {SAMPLES} deals")
    cards = card_choices(deal) or []
    by_code = {str(card): card for card in cards}
    best_in, totals = dict(data.best_in), dict(data.totals)
    if set(best_in) != set(by_code) or set(totals) != set(by_code):
        shown = ", ".join(by_code) or "none"
        raise puzzle.error(
            "position.judged", f"expected a value for each card the mover may play: {shown}"
        )
    return Judged(
        {by_code[c]: int(v) for c, v in totals.items()},
        {by_code[c]: int(v) for c, v in best_in.items()},
        int(data.samples),
    )


def verify(puzzle: Puzzle) -> None:
    """Judge a hidden-hands puzzle again and compare with the judgement its file keeps (for
    `kartenschule check`); `PuzzleError` naming `position.judged` on any difference."""
    deal = tactics_deal(puzzle)
    kept = kept_judgement(puzzle, deal)
    if kept is None:
        return
    key = (*tactics.position_key(puzzle), repr(kept.as_data()))
    if key in _VERIFIED:
        return
    try:
        found = judged(deal, kept.samples)
    except NodeLimit:
        found = None
    if found is None or found.samples != kept.samples:
        raise puzzle.error("position.judged", f"the engine cannot draw {kept.samples} deals here")
    for card in found.ranked:
        if (found.best_in[card], found.totals[card]) != (kept.best_in[card], kept.totals[card]):
            raise puzzle.error(
                "position.judged",
                f"{card}: the engine finds it best in {found.best_in[card]} deals with "
                f"{found.totals[card]} points in all; the file keeps {kept.best_in[card]} "
                f"and {kept.totals[card]}",
            )
    _VERIFIED.add(key)


_VERIFIED: set[tuple[Any, ...]] = set()  # positions whose kept judgement was found again


def _points(game: str, section: str, value: float, signed: bool) -> Reason:
    """An average in the deal's own unit, as the personal puzzles write it."""
    victory = spec_of(game).score_unit == VICTORY_POINTS
    code = "decision.victory_points" if victory else "decision.game_points"
    sign = ("+" if value > 0 else "−" if value < 0 else "") if signed else ""
    return Reason(code, game, section, {"value": abs(float(value)), "sign": sign})


def best_play(puzzle: Puzzle) -> Solution:
    """A tactics puzzle's answer: judged over sampled deals when its position hides the other
    hands (`position.hidden`), else with every hand open — a card or a claim
    (`tutorial.puzzles.tactics`), whether to double (`tutorial.puzzles.doubling`), which
    cards to lay away (`tutorial.puzzles.talon`), what to bid (`tutorial.puzzles.bidding`) or
    which trumps to name (`tutorial.puzzles.trumps`)."""
    if is_hidden(puzzle):
        return tactics.kept(puzzle, _hidden_best_play)
    return tactics.kept(puzzle, _open_best_play)


def _open_best_play(puzzle: Puzzle) -> Solution:
    deal = tactics_deal(puzzle)
    if doubling.doubling_choices(deal) is not None:
        return doubling.answer(puzzle, deal)
    if talon.first_lay_away(deal) is not None:
        return talon.answer(puzzle, deal)
    if bidding.bidding_choices(deal) is not None:
        return bidding.answer(puzzle, deal)
    if trumps.trump_choices(deal) is not None:
        return trumps.answer(puzzle, deal)
    return tactics.best_play(puzzle)


def is_hidden(puzzle: Puzzle) -> bool:
    """Whether the puzzle shows the player to move only their own cards."""
    return bool(puzzle.position.get("hidden"))


def _hidden_best_play(puzzle: Puzzle) -> Solution:
    """The card best in `SHARE` of the sampled deals by `MARGIN` on average; each card explained
    by its average and the deals it is best in. Refused (naming `position.steps`) otherwise."""
    deal = tactics_deal(puzzle)
    where = puzzle.line("position.steps")
    try:
        found = kept_judgement(puzzle, deal) or judged(deal)
    except NodeLimit:
        reason = f"a sampled deal needs more than {MAX_NODES:,} positions to solve"
        raise TooBig(puzzle.path, where, "position.steps", reason) from None
    if found is None:
        reason = "the player to move has no choice of cards here"
        raise PuzzleError(puzzle.path, where, "position.steps", reason)
    if not found.is_puzzle:
        reason = (
            f"no single best card over {found.samples} deals of the unseen cards: {found.best} "
            f"is best in {found.best_in[found.best]} and ahead of {found.second} by "
            f"{found.margin:.2f} on average (needed: {SHARE:.0%} and {MARGIN})"
        )
        error = NoSingleBest(puzzle.path, where, "position.steps", reason)
        error.tied = (str(found.best), str(found.second))
        raise error
    game, section = puzzle.game, puzzle.section
    best_value = found.averages[found.best]
    common = {"samples": found.samples, "n": found.samples}
    reason = Reason(
        "tactics.hidden_best",
        game,
        section,
        {
            **common,
            "card": found.best,
            "best_in": found.best_in[found.best],
            "value": _points(game, section, best_value, signed=True),
            "margin": _points(game, section, found.margin, signed=False),
            "second": found.second,
        },
    )
    why = {found.best.code: reason}
    for card, value in found.averages.items():
        if card != found.best:
            params = {
                **common,
                "card": card,
                "best": found.best,
                "best_in": found.best_in[card],
                "value": _points(game, section, value, signed=True),
                "loss": _points(game, section, best_value - value, signed=False),
            }
            why[card.code] = Reason("tactics.hidden_worse", game, section, params)
    choices = tuple(card.code for card in found.averages)
    return Solution(choices, frozenset({found.best.code}), reason, why)


def said_so_far(puzzle: Puzzle, lang: str, skin: Skin) -> list[str]:
    """What the player to move heard at the table before the moment: bids, trumps, Kontra and
    the like (`choices.said_at_table`); the cards played are on the table."""
    deal = tactics_deal(puzzle)
    seat = deal.to_move
    start = tactics_deal(replace(puzzle, position={**puzzle.position, "steps": []}))
    if seat is None:
        return []
    return said_at_table(start, deal.events[len(start.events) :], seat, lang, skin)
