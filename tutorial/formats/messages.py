"""Turning a pydantic validation error into one `path:line: field: reason` in plain words.

Pydantic reports where (`('checks', 0, 'trick')`) and what (`int_type`); a teacher needs the
dotted field as the file numbers it (`checks.1.trick`: list items count from 1), the line it is
on, and a reason such as "expected a whole number, got 'abc'".
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from tutorial.formats.file_problem import FileProblem
from tutorial.formats.shapes import shown

EXPECTED = {
    "int_type": "a whole number",
    "int_parsing": "a whole number",
    "int_from_float": "a whole number",
    "float_type": "a number",
    "float_parsing": "a number",
    "string_type": "text",
    "bool_type": "true or false",
    "bool_parsing": "true or false",
    "list_type": "a list",
    "dict_type": "'name: value' lines",
    "model_type": "'name: value' lines",
    "model_attributes_type": "'name: value' lines",
}
INTERNAL = ("[key]",)
M = TypeVar("M", bound=BaseModel)


def field_path(loc: tuple[int | str, ...]) -> str:
    """`('checks', 0, 'trick')` → `checks.1.trick`; pydantic's own markers are left out."""
    parts = []
    for part in loc:
        if isinstance(part, int):
            parts.append(str(part + 1))
        elif part not in INTERNAL and not part.startswith(("function-", "json-or-python")):
            parts.append(part)
    return ".".join(parts)


def reason_of(error: ErrorDetails) -> str:
    """What is wrong, in plain words."""
    kind = error["type"]
    ctx: dict[str, Any] = dict(error.get("ctx") or {})
    got = shown(error.get("input"))
    if kind == "missing":
        return "missing"
    if kind in EXPECTED:
        return f"expected {EXPECTED[kind]}, got {got}"
    if kind == "literal_error":
        return f"{got} is not one of {ctx.get('expected', '')}"
    if kind in ("greater_than_equal", "greater_than"):
        return f"expected at least {ctx.get('ge', ctx.get('gt'))}, got {got}"
    if kind in ("less_than_equal", "less_than"):
        return f"expected at most {ctx.get('le', ctx.get('lt'))}, got {got}"
    if kind == "too_short":
        return f"expected at least {items(ctx.get('min_length'))}, found {ctx.get('actual_length')}"
    if kind == "too_long":
        return f"expected at most {items(ctx.get('max_length'))}, found {ctx.get('actual_length')}"
    message = str(error.get("msg", kind))
    return message[:1].lower() + message[1:]


def line_of(path: str, lines: dict[str, int], start: int) -> int:
    """The line of a dotted path, or of its nearest written ancestor, or the document's start."""
    while path:
        if path in lines:
            return lines[path]
        path = path.rpartition(".")[0]
    return start


def first_problem(
    error: ValidationError, lines: dict[str, int], start: int
) -> tuple[int, str, str]:
    """The line, dotted field and reason of the error that comes first in the file."""
    found = []
    for details in error.errors(include_url=False):
        loc = tuple(details["loc"])
        sub = (details.get("ctx") or {}).get("field")
        if sub is not None:
            loc = (*loc, str(sub))
        path = field_path(loc)
        found.append((line_of(path, lines, start), path, reason_of(details)))
    return min(found, key=lambda item: item[0])


def validate(
    model: type[M],
    data: Any,
    where: str,
    lines: dict[str, int],
    start: int,
    cls: type[FileProblem] = FileProblem,
    whole: str = "file",
    games: Collection[str] | None = None,
) -> M:
    """`model` checked against `data`; a `FileProblem` (of class `cls`) naming the first thing
    in the file that does not fit. `whole` names the document itself, for a problem with its
    shape (`replay: expected 'name: value' lines`). `games`: the game names a `game:` field may
    take."""
    try:
        return model.model_validate(data, context={"games": games} if games is not None else None)
    except ValidationError as exc:
        line, path, reason = first_problem(exc, lines, start)
        raise cls(where, line, path or whole, reason) from None


def items(n: object) -> str:
    """`1 item`, `3 items`."""
    return "1 item" if n == 1 else f"{n} items"
