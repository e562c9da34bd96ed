"""Puzzles as scenario file text, and an uploaded scenario file back into checked puzzles.

`to_yaml` writes what a teacher would write (`scenarios/README.md`): plain YAML in the README's
field order, cards as `A♥`, steps as replay files write them, puzzles separated by `---`.
`read_yaml` reads an upload exactly as `kartenschule check` reads a file (size, encoding, YAML
safety, schema, the engine's answer, reused ids) and returns the good puzzles with one problem
per bad one, each naming the upload, a line and a field; it never raises for bad input.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import yaml
from pydantic import BaseModel

from tutorial.formats.file_problem import FileProblem
from tutorial.formats.reading import decode, yaml_documents
from tutorial.formats.steps import Step
from tutorial.games.cards import Card
from tutorial.puzzles.check import check_puzzles
from tutorial.puzzles.loader import puzzle_from_data
from tutorial.puzzles.model import Puzzle
from tutorial.words.i18n import LANGUAGES


def plain(value: Any) -> Any:
    """A position's or answer's value as a file writes it: a step as `{play: 9♠}`, a dealt
    position as its fields, a card as its symbol."""
    if isinstance(value, Step):
        data: dict[str, Any] = {value.kind: value.value}
        if value.flag:
            data["flag"] = True
        if value.say is not None:
            data["say"] = value.say.texts()
        return data
    if isinstance(value, BaseModel):
        return plain(value.model_dump(exclude_none=True))
    if isinstance(value, Card):
        return value.symbol
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    return value


def document(puzzle: Puzzle) -> dict[str, Any]:
    """The puzzle's fields in the README's order (the explanation last, when there is one)."""
    data: dict[str, Any] = {
        "id": puzzle.id,
        "game": puzzle.game,
        "kind": puzzle.kind,
        "section": puzzle.section,
        "difficulty": puzzle.difficulty,
        "tags": list(puzzle.tags),
        "options": plain(puzzle.options),
        "prompt": {lang: puzzle.prompt[lang] for lang in LANGUAGES if lang in puzzle.prompt},
        "position": plain(puzzle.position),
        "answer": plain(puzzle.answer),
    }
    if puzzle.explanation:
        data["explanation"] = dict(puzzle.explanation)
    return data


def to_yaml(puzzles: Sequence[Puzzle]) -> str:
    """Scenario file text holding `puzzles`, separated by `---` lines."""
    return "---\n".join(
        yaml.safe_dump(document(p), allow_unicode=True, sort_keys=False, width=100) for p in puzzles
    )


def _named(problem: FileProblem) -> FileProblem:
    """A problem about the whole upload is placed on its first line, so every message reads
    `name:line: field: reason`."""
    if problem.line:
        return problem
    return FileProblem(problem.path, 1, problem.field, problem.reason)


def read_yaml(data: bytes | str, filename: str) -> tuple[list[Puzzle], list[FileProblem]]:
    """The puzzles of an uploaded scenario file that agree with the engine, and a problem for
    each thing `kartenschule check` would refuse. A document that does not read is one problem
    and the others are still read."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else bytes(data)
    try:
        documents = yaml_documents(decode(raw, filename), filename)
    except FileProblem as exc:
        return [], [_named(exc)]
    found: list[Puzzle] = []
    problems: list[FileProblem] = []
    for doc in documents:
        try:
            found.append(puzzle_from_data(doc.data, doc.lines, filename, doc.start))
        except FileProblem as exc:
            problems.append(exc)
    puzzles, wrong = check_puzzles(found)
    return puzzles, sorted(map(_named, problems + wrong), key=lambda p: p.line)
