"""Tactics puzzle files written in a test's folder, read and checked as the app reads them (for
the tests of `tutorial.puzzles.doubling`, `talon` and `bidding`)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

from tutorial.formats.steps import step_data
from tutorial.games.base import Action
from tutorial.puzzles.check import CheckReport, check_paths
from tutorial.puzzles.loader import read_file
from tutorial.puzzles.model import Puzzle
from tutorial.words.i18n import LANGUAGES


def written_puzzle(folder: Path, game: str, seed: int, steps: list[Action], answer: Any) -> Puzzle:
    """A tactics puzzle at the moment after `steps` of deal `seed`, written as a file."""
    document = {
        "id": "t",
        "game": game,
        "kind": "best_play",
        "section": "11",
        "prompt": dict.fromkeys(LANGUAGES, "x"),
        "position": {"seed": seed, "steps": [step_data(a) for a in steps]},
        "answer": answer,
    }
    path = folder / "t.yaml"
    path.write_text(yaml.safe_dump(document, allow_unicode=True), encoding="utf-8")
    (puzzle,) = read_file(path)
    return puzzle


def checked_with_answer(puzzle: Puzzle, answer: str, folder: Path) -> CheckReport:
    """`kartenschule check` of a copy of `puzzle`'s file whose `answer:` (a line, or a list
    below it) is replaced by `answer`, the text of the new field's value."""
    source = Path(puzzle.path).read_text(encoding="utf-8")
    body = re.sub(r"^answer:( .*\n|\n(- .*\n)+)", f"answer:{answer}\n", source, flags=re.M)
    assert body != source
    games = folder / puzzle.game / "tactics"
    games.mkdir(parents=True)
    (games / "t.yaml").write_text(body, encoding="utf-8")
    return check_paths([games], folder)
