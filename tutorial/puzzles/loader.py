"""Reading scenario files (`scenarios/<game>/*.yaml`) into puzzles, with line numbers for messages.

A file holds one puzzle, or several separated by `---` lines. The shape of each is the
`formats.scenario` schema; every problem found while reading is a `FileProblem` (a `PuzzleError`
when it is about a puzzle's fields) naming the file, the line, the field and the reason; nothing
here raises anything else for bad input.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tutorial.formats.files import shown_path
from tutorial.formats.messages import line_of, validate
from tutorial.formats.reading import Document, read_text, yaml_documents
from tutorial.formats.scenario import Scenario
from tutorial.games.base import OptionError
from tutorial.games.registry import GAMES
from tutorial.puzzles.model import Puzzle, PuzzleError

SCENARIO_ROOT = Path(__file__).resolve().parents[2] / "scenarios"


def puzzle_from_data(data: Any, lines: dict[str, int], where: str, start: int) -> Puzzle:
    """Check one puzzle's fields and build it (the answer is checked later, by the engine)."""
    scenario = validate(Scenario, data, where, lines, start, PuzzleError, "puzzle", GAMES)
    try:
        GAMES[scenario.game].parse_options(dict(scenario.options))
    except OptionError as exc:
        raise PuzzleError(where, line_of("options", lines, start), "options", str(exc)) from None
    return Puzzle(
        id=scenario.id,
        game=scenario.game,
        kind=scenario.kind,
        section=scenario.section,
        prompt=scenario.prompt.texts(),
        position=scenario.position.as_dict(),
        answer=scenario.answer,
        options=dict(scenario.options),
        difficulty=scenario.difficulty,
        tags=tuple(scenario.tags),
        explanation=scenario.explanation.texts() if scenario.explanation else {},
        path=where,
        lines={**lines, "id": lines.get("id", start)},
    )


def puzzles_from_documents(documents: list[Document], where: str) -> list[Puzzle]:
    return [puzzle_from_data(d.data, d.lines, where, d.start) for d in documents]


def read_file(path: Path, root: Path | None = None) -> list[Puzzle]:
    """Every puzzle in one scenario file."""
    where = shown_path(path, root)
    return puzzles_from_documents(yaml_documents(read_text(path, where), where), where)
