"""What a notebook cell of a lesson is (`Cell`), how it says no (`CellError`, naming the field), and
reading the cards it lists; below both the cell checks (`cells`) and the trick cells."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tutorial.games.cards import Card, CardParseError, parse_card


class CellError(ValueError):
    """A cell that is malformed or disagrees with the engine; names the field and the reason."""

    def __init__(self, field_name: str, reason: str) -> None:
        super().__init__(f"field {field_name!r}: {reason}")
        self.field = field_name
        self.reason = reason


@dataclass(frozen=True)
class Cell:
    """One notebook cell of a lesson: its kind, an id for puzzles and replays, and its data."""

    kind: str
    line: int
    ref: str | None = None
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def game(self) -> str | None:
        return self.data.get("game")

    def cards(self) -> list[Card]:
        """The cards the cell shows, in a fixed order, for the language-parity checks."""
        return [parse_card(c) for key in ("trick", "hand") for c in self.data.get(key, [])]

    def signature(self) -> tuple[Any, ...]:
        """What must be identical in every language version of a lesson."""
        return (self.kind, self.ref, tuple(sorted((k, repr(v)) for k, v in self.data.items())))


def cards_of(data: dict[str, Any], key: str) -> list[Card]:
    """The cards a cell lists under `key` (one card may be written without brackets)."""
    value = data.get(key, [])
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        raise CellError(key, "expected a list of cards, e.g. [9♠, J♠]")
    try:
        return [parse_card(str(v)) for v in value]
    except CardParseError as exc:
        raise CellError(key, str(exc)) from None
