"""The question bank: every authored puzzle under `scenarios/`, by id, read once."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from tutorial.formats.file_problem import FileProblem
from tutorial.formats.files import yaml_files
from tutorial.puzzles.check import check_paths
from tutorial.puzzles.loader import SCENARIO_ROOT, read_file
from tutorial.puzzles.model import Puzzle

TACTICS = "tactics"  # scenarios/<game>/tactics/: the solver's puzzles, a bank of their own


@cache
def load_bank(root: Path = SCENARIO_ROOT) -> dict[str, Puzzle]:
    """Every rule puzzle that passes its check, by id (the tests fail on any that does not).
    The tactics puzzles are not in it: they are not a section's rules (`load_tactics`)."""
    paths = [p for p in yaml_files([root]) if not _in_tactics(p, root)]
    report = check_paths(paths, root.parent)
    return {puzzle.id: puzzle for puzzle in report.puzzles}


@cache
def load_tactics(root: Path = SCENARIO_ROOT) -> dict[str, Puzzle]:
    """Every tactics puzzle that reads, by id. Not solved here: a few hundred exact solves
    would hold up the page that opens first; each is solved when it is shown, and
    `kartenschule check` (and the tests) solve them all. A file that does not read is left
    out (the check names it)."""
    folders = sorted(root.glob(f"*/{TACTICS}")) if root.is_dir() else []
    found: dict[str, Puzzle] = {}
    for path in yaml_files(folders):
        try:
            puzzles = read_file(path, root.parent)
        except FileProblem:
            continue
        found.update((puzzle.id, puzzle) for puzzle in puzzles)
    return found


def _in_tactics(path: Path, root: Path) -> bool:
    return root.is_dir() and TACTICS in path.relative_to(root).parts[:-1]


def puzzle_exists(puzzle_id: str) -> bool:
    return puzzle_id in load_bank()
