"""Practice puzzles drawn from real positions the engine deals, reproducible from a seed.

`generate(game, kind, seed)` asks the game's generator for that kind (`GameParts.generators`) for a
position from a seeded deal; positions whose answer is not clear-cut are skipped (the next attempt
uses a derived seed), so the same seed always gives the same puzzle, which makes a link like
`?seed=schneider-winning_card-42` shareable.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import replace

from tutorial.games.registry import SPECS
from tutorial.puzzles.check import solve
from tutorial.puzzles.model import Puzzle, PuzzleError

ATTEMPTS = 200


class GenerationError(ValueError):
    """A kind or game for which no practice puzzle can be made from this seed."""


class _Kinds(Mapping[str, tuple[str, ...]]):
    """Game → the kinds of practice puzzle it generates, read from the registry when asked."""

    def __getitem__(self, game: str) -> tuple[str, ...]:
        if game not in SPECS:
            raise KeyError(game)
        return tuple(SPECS[game].parts.generators)

    def __iter__(self) -> Iterator[str]:
        return iter([name for name, spec in SPECS.items() if spec.parts.generators])

    def __len__(self) -> int:
        return sum(1 for _ in self)


KINDS: Mapping[str, tuple[str, ...]] = _Kinds()


def clear_cut(puzzle: Puzzle) -> bool:
    """Keep only positions with one unambiguous answer worth asking about."""
    solution = solve(puzzle)
    if puzzle.kind == "variant_compare":
        first, second = solution.parts
        return first.correct != second.correct
    if puzzle.kind == "legal_cards":
        return 0 < len(solution.correct) < len(solution.choices)
    return len(solution.correct) == 1


def _kept(puzzle: Puzzle | None) -> Puzzle | None:
    if puzzle is None:
        return None
    try:
        return puzzle if clear_cut(puzzle) else None
    except PuzzleError:
        return None


def generate(game: str, kind: str, seed: int) -> Puzzle:
    """The practice puzzle for this game, kind and seed (always the same one)."""
    spec = SPECS.get(game)
    make = spec.parts.generators.get(kind) if spec is not None else None
    if make is None:
        raise GenerationError(f"no generated {kind!r} puzzles for {game!r}")
    rng = random.Random(f"{game}:{kind}:{seed}")
    for _ in range(ATTEMPTS):
        puzzle = _kept(make(rng, rng.randrange(2**31)))
        if puzzle is not None:
            return replace(puzzle, id=f"gen-{game}-{kind}-{seed}", seed=seed)
    raise GenerationError(f"no clear-cut {kind!r} position found for seed {seed}")
