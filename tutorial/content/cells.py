"""Notebook cells inside lessons: what each kind holds, and checking it against the engine.

Cells are fenced blocks whose info string names the kind; the body is YAML a teacher can edit:

    ```trick
    game: schneider
    trick: [9♠]          # the cards already played, in order
    hand: [10♠, J♠, Q♠]  # the player to move chooses one of these
    ```

- `trick`: a "try it" position: the reader plays a card from the hand and the engine says what
  happens and why.
- `fact`: a number or card list the text relies on, shown as computed by the engine (`facts.py`).
- `measured`: a figure of a strategy lesson, measured by playing many deals and read from the data
  file `scripts/strategy_figures.py` writes (`measured.py`).
- `puzzle ID` / `replay ID`: a scenario puzzle or a replay, by id; they must exist.
A cell that cannot be read or does not match the engine is a `CellError` naming the field.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import yaml

from tutorial.content.cell_model import Cell, CellError, cards_of
from tutorial.content.facts import FactError, compute_fact, same_value
from tutorial.content.measured import Figure, MeasuredError, figure
from tutorial.content.trick_cells import position_of
from tutorial.games.base import OptionError
from tutorial.games.cards import CardParseError
from tutorial.games.registry import GAMES


def _puzzle_exists(puzzle_id: str) -> bool:
    from tutorial.puzzles.bank import puzzle_exists

    return puzzle_exists(puzzle_id)


def _replay_exists(replay_id: str) -> bool:
    from tutorial.replays.loader import load_replays

    return replay_id in load_replays()


# How a puzzle or replay cell's id is looked up.
REFERENCE_CHECKS: dict[str, Callable[[str], bool]] = {
    "puzzle": _puzzle_exists,
    "replay": _replay_exists,
}


def parse_cell(kind: str, info: str, body: str, line: int) -> Cell:
    """Read a cell's YAML body (or its id, for puzzles and replays)."""
    words = info.split()
    if kind in ("puzzle", "replay"):
        if len(words) < 2:
            raise CellError("id", f"a {kind} cell names its id: ```{kind} ID```")
        return Cell(kind, line, ref=words[1])
    try:
        data = yaml.safe_load(body) if body.strip() else {}
    except yaml.YAMLError as exc:
        raise CellError("body", f"not valid YAML ({exc})") from None
    if not isinstance(data, dict):
        raise CellError("body", "expected 'name: value' lines")
    return Cell(kind, line, data={str(k): v for k, v in data.items()})


def _require(data: dict[str, Any], key: str, allowed: Iterable[str] | None = None) -> str:
    if key not in data:
        raise CellError(key, "missing")
    value = str(data[key])
    if allowed is not None and value not in allowed:
        raise CellError(key, f"{value!r} is not one of {', '.join(allowed)}")
    return value


def _reject_unknown(data: dict[str, Any], known: set[str]) -> None:
    unknown = sorted(set(data) - known)
    if unknown:
        raise CellError(unknown[0], f"unknown field; expected one of {', '.join(sorted(known))}")


def check_trick_cell(cell: Cell) -> None:
    """A trick position must be one the game can produce."""
    _reject_unknown(cell.data, {"game", "trick", "hand", "options", "contract", "trump", "note"})
    _require(cell.data, "game", GAMES)
    cards_of(cell.data, "trick")
    if not cards_of(cell.data, "hand"):
        raise CellError("hand", "give the cards the player to move may choose from")
    position_of(cell)


def check_fact_cell(cell: Cell) -> Any:
    """The declared value must be what the engine computes; returns the engine's value."""
    _reject_unknown(cell.data, {"game", "fact", "params", "expect"})
    game = _require(cell.data, "game", GAMES)
    name = _require(cell.data, "fact")
    if "expect" not in cell.data:
        raise CellError("expect", "missing: write the value the lesson states")
    params = cell.data.get("params") or {}
    if not isinstance(params, dict):
        raise CellError("params", "expected 'name: value' pairs")
    try:
        value = compute_fact(game, name, params)
    except (FactError, OptionError, CardParseError) as exc:
        raise CellError("fact", str(exc)) from None
    if not same_value(cell.data["expect"], value):
        raise CellError(
            "expect", f"the lesson says {cell.data['expect']!r}, the engine says {value!r}"
        )
    return value


def check_measured_cell(cell: Cell) -> Figure:
    """The figure must be one of the game's measures and stored in its data file; returns it."""
    _reject_unknown(cell.data, {"game", "figure"})
    game = _require(cell.data, "game", GAMES)
    try:
        return figure(game, _require(cell.data, "figure"))
    except MeasuredError as exc:
        raise CellError("figure", str(exc)) from None


def check_cell(cell: Cell) -> None:
    """Raise `CellError` unless the cell is well formed and agrees with the engine."""
    if cell.kind == "trick":
        check_trick_cell(cell)
    elif cell.kind == "fact":
        check_fact_cell(cell)
    elif cell.kind == "measured":
        check_measured_cell(cell)
    else:
        exists = REFERENCE_CHECKS.get(cell.kind)
        if exists is None or not exists(cell.ref or ""):
            raise CellError("id", f"no {cell.kind} with id {cell.ref!r}")
