"""The same puzzle under the other rule variants: which ones would change the answer."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tutorial.games.registry import GAMES, SPECS
from tutorial.puzzles.check import solve
from tutorial.puzzles.model import Puzzle, PuzzleError, Solution


def canonical(game: str, options: dict[str, Any]) -> dict[str, Any]:
    """Options without the defaults, so equal rule sets compare equal."""
    defaults = GAMES[game].parse_options(None).to_dict()  # type: ignore[attr-defined]
    return {k: v for k, v in options.items() if str(defaults.get(k)).lower() != str(v).lower()}


def _other_rule_sets(puzzle: Puzzle) -> list[dict[str, Any]]:
    """The game's puzzle variants other than the puzzle's own, without their defaults."""
    if puzzle.kind == "variant_compare":
        return []
    mine = canonical(puzzle.game, puzzle.options)
    spec = SPECS.get(puzzle.game)
    variants = spec.puzzle_variants if spec is not None else ()
    changed = (canonical(puzzle.game, dict(options)) for options in variants)
    return [options for options in changed if options != mine]


def has_other_variants(puzzle: Puzzle) -> bool:
    """Whether the game offers a rule variant other than the puzzle's own (nothing solved)."""
    return bool(_other_rule_sets(puzzle))


def other_variants(puzzle: Puzzle) -> list[tuple[dict[str, Any], Solution]]:
    """Each other variant under which this position has a different answer, with that answer."""
    if puzzle.kind == "variant_compare":
        return []
    own = solve(puzzle).correct
    found = []
    for changed in _other_rule_sets(puzzle):
        try:
            solution = solve(replace(puzzle, options=changed))
        except PuzzleError:
            continue
        if solution.correct != own:
            found.append((changed, solution))
    return found
