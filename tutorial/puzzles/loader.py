"""Reading scenario files (`scenarios/<game>/*.yaml`) into puzzles, with line numbers for messages.

A file holds one puzzle, or several separated by `---` lines. Every problem found while reading is
a `PuzzleError` naming the file, the line, the field and the reason; nothing here raises anything
else for bad input.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

from tutorial.games import GAMES
from tutorial.puzzles.model import LANGS, Puzzle, PuzzleError

SCENARIO_ROOT = Path(__file__).resolve().parents[2] / "scenarios"
REQUIRED = ("id", "game", "kind", "section", "prompt", "position", "answer")
OPTIONAL = ("options", "difficulty", "tags", "explanation")
ID_RE = re.compile(r"^[a-z0-9][a-z0-9-]*$")


def _lines(node: yaml.Node, prefix: str = "") -> dict[str, int]:
    """Line numbers of every mapping key, as dotted paths (`position.trick`)."""
    found: dict[str, int] = {}
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            name = f"{prefix}{key.value}"
            found[name] = key.start_mark.line + 1
            found.update(_lines(value, f"{name}."))
    return found


def _documents(path: Path, text: str) -> list[tuple[Any, dict[str, int], int]]:
    loader = yaml.SafeLoader(text)
    documents = []
    try:
        while loader.check_node():
            node = loader.get_node()
            documents.append(
                (loader.construct_document(node), _lines(node), node.start_mark.line + 1)
            )
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark else 0
        raise PuzzleError(
            str(path), line, "yaml", f"not valid YAML ({getattr(exc, 'problem', exc)})"
        ) from None
    finally:
        loader.dispose()
    return documents


def _text_by_language(
    where: str, line: int, name: str, value: Any, required: bool
) -> dict[str, str]:
    if not isinstance(value, dict):
        raise PuzzleError(where, line, name, "expected one text per language: en, de, ru, pt")
    unknown = sorted(set(map(str, value)) - set(LANGS))
    if unknown:
        raise PuzzleError(
            where, line, name, f"unknown language {unknown[0]!r}; expected en, de, ru, pt"
        )
    if required:
        missing = [lang for lang in LANGS if not str(value.get(lang) or "").strip()]
        if missing:
            raise PuzzleError(
                where, line, f"{name}.{missing[0]}", "missing: every prompt needs en, de, ru and pt"
            )
    return {str(k): str(v) for k, v in value.items()}


def puzzle_from_data(data: Any, lines: dict[str, int], where: str, start: int) -> Puzzle:
    """Check one puzzle's fields and build it (the answer is checked later, by the engine)."""
    if not isinstance(data, dict):
        raise PuzzleError(where, start, "puzzle", "expected 'name: value' lines")
    for name in data:
        if name not in REQUIRED and name not in OPTIONAL:
            allowed = ", ".join((*REQUIRED, *OPTIONAL))
            raise PuzzleError(
                where,
                lines.get(str(name), start),
                str(name),
                f"unknown field; expected one of {allowed}",
            )
    for name in REQUIRED:
        if data.get(name) in (None, ""):
            raise PuzzleError(where, start, name, "missing")
    at = lambda name: lines.get(name, start)  # noqa: E731
    puzzle_id = str(data["id"])
    if not ID_RE.match(puzzle_id):
        raise PuzzleError(
            where, at("id"), "id", f"{puzzle_id!r}: use lower-case letters, digits and '-'"
        )
    game = str(data["game"])
    if game not in GAMES:
        raise PuzzleError(where, at("game"), "game", f"{game!r} is not one of {', '.join(GAMES)}")
    if not isinstance(data["position"], dict):
        raise PuzzleError(where, at("position"), "position", "expected 'name: value' lines")
    options = data.get("options") or {}
    if not isinstance(options, dict):
        raise PuzzleError(where, at("options"), "options", "expected 'name: value' lines")
    difficulty = data.get("difficulty", 1)
    if difficulty not in (1, 2, 3):
        raise PuzzleError(
            where, at("difficulty"), "difficulty", f"{difficulty!r}: expected 1, 2 or 3"
        )
    tags = data.get("tags") or []
    if not isinstance(tags, list):
        raise PuzzleError(where, at("tags"), "tags", "expected a list, e.g. [beat-rule, honours]")
    return Puzzle(
        id=puzzle_id,
        game=game,
        kind=str(data["kind"]),
        section=str(data["section"]).zfill(2)
        if str(data["section"]).isdigit()
        else str(data["section"]),
        prompt=_text_by_language(where, at("prompt"), "prompt", data["prompt"], required=True),
        position=data["position"],
        answer=data["answer"],
        options=options,
        difficulty=int(difficulty),
        tags=tuple(str(t) for t in tags),
        explanation=_text_by_language(
            where, at("explanation"), "explanation", data["explanation"], False
        )
        if data.get("explanation")
        else {},
        path=where,
        lines=lines,
    )


def read_file(path: Path, root: Path | None = None) -> list[Puzzle]:
    """Every puzzle in one scenario file."""
    where = str(path.relative_to(root)) if root and path.is_relative_to(root) else str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise PuzzleError(where, 0, "file", f"cannot be read ({exc})") from None
    return [
        puzzle_from_data(data, lines, where, start)
        for data, lines, start in _documents(Path(where), text)
    ]


def scenario_files(paths: list[Path]) -> list[Path]:
    """The YAML files named, and those inside the folders named, in a stable order."""
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob("*.yaml") if p.is_file()))
        else:
            files.append(path)
    return files
