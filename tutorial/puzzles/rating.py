"""A learner's rating per tactics motif (Elo), and the next puzzle chosen near it.

Each tactics puzzle has a rating from its difficulty; each first try of a puzzle is a game
between the learner's rating for that puzzle's motif and the puzzle's (right on one's own: a
win; wrong or revealed: a loss), as Lichess rates its puzzles. Elo rather than Glicko-2: a
learner's few dozen tries per motif do not need rating deviations, and Elo is four lines.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from tutorial.puzzles.model import Puzzle

START = 1500.0
K = 32.0
NEAREST = 5  # the next puzzle is one of this many unsolved ones nearest the rating


@dataclass(frozen=True)
class Rating:
    value: float
    tries: int


def puzzle_rating(puzzle: Puzzle) -> float:
    """1350, 1600 or 1850 for difficulty 1, 2, 3."""
    return 1100.0 + 250.0 * puzzle.difficulty


def expected(mine: float, theirs: float) -> float:
    """Elo's expected score of `mine` against `theirs`."""
    return 1.0 / (1.0 + 10.0 ** ((theirs - mine) / 400.0))


def ratings(
    tries: Iterable[tuple[str, bool]],
    puzzles: Mapping[str, Puzzle],
    motif_of: Callable[[Puzzle], str | None],
) -> dict[str, Rating]:
    """The rating per motif after these first tries (in time order), from `START`."""
    values: dict[str, Rating] = {}
    for key, right in tries:
        puzzle = puzzles.get(key)
        motif = motif_of(puzzle) if puzzle is not None else None
        if puzzle is None or motif is None:
            continue
        now = values.get(motif, Rating(START, 0))
        change = K * ((1.0 if right else 0.0) - expected(now.value, puzzle_rating(puzzle)))
        values[motif] = Rating(now.value + change, now.tries + 1)
    return values


def nearest(
    pool: Sequence[Puzzle],
    rated: Mapping[str, Rating],
    motif_of: Callable[[Puzzle], str | None],
    rng: random.Random,
) -> Puzzle | None:
    """One of the `NEAREST` puzzles whose rating is closest to the learner's for its motif."""
    if not pool:
        return None

    def distance(puzzle: Puzzle) -> float:
        motif = motif_of(puzzle)
        mine = rated[motif].value if motif in rated else START
        return abs(puzzle_rating(puzzle) - mine)

    ranked = sorted(pool, key=lambda p: (distance(p), p.id))
    return rng.choice(ranked[:NEAREST])
