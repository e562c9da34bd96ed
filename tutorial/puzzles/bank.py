"""The question bank: every authored puzzle under `scenarios/`, by id, read once."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from tutorial.puzzles.check import check_paths
from tutorial.puzzles.loader import SCENARIO_ROOT
from tutorial.puzzles.model import Puzzle


@cache
def load_bank(root: Path = SCENARIO_ROOT) -> dict[str, Puzzle]:
    """Every puzzle that passes its check, by id (the tests fail on any that does not)."""
    report = check_paths([root], root.parent)
    return {puzzle.id: puzzle for puzzle in report.puzzles}


def puzzle_exists(puzzle_id: str) -> bool:
    return puzzle_id in load_bank()
