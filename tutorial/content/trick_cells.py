""" "Try it" trick cells: the reader plays a card from a hand, the engine says what happens and why.

The same evaluation serves lessons (trick cells) and any page that asks "what if I play this?";
each game reads the position and judges a card itself (`GameParts.trick_cells`).
"""

from __future__ import annotations

from tutorial.content.cell_model import Cell, CellError, cards_of
from tutorial.games.cards import Card
from tutorial.games.parts import PlayVerdict, PositionError, TrickCells, TrickPosition
from tutorial.games.registry import SPECS

__all__ = ["PlayVerdict", "TrickPosition", "evaluate", "position_of", "winning_cards"]


def _cells(game: str) -> TrickCells:
    spec = SPECS.get(game)
    cells = spec.parts.trick_cells if spec is not None else None
    if cells is None:
        raise CellError("game", f"{game} has no trick cells")
    return cells


def position_of(cell: Cell) -> TrickPosition:
    """The position a trick cell describes; `CellError` if the game could not produce it."""
    data = cell.data
    game = str(data.get("game"))
    trick = cards_of(data, "trick")
    hand = cards_of(data, "hand")
    seen = list(trick) + list(hand)
    duplicates = sorted({c.symbol for c in seen if seen.count(c) > 1})
    if duplicates:
        raise CellError("hand", f"{duplicates[0]} appears twice; there is one of each card")
    try:
        return _cells(game).position(game, data, list(trick), list(hand))
    except PositionError as exc:
        raise CellError(exc.field, str(exc)) from None


def evaluate(position: TrickPosition, card: Card) -> PlayVerdict:
    """The engine's verdict on playing `card` from the hand in this position."""
    if card not in position.hand:
        raise ValueError(f"{card.symbol} is not in the hand")
    return _cells(position.game).verdict(position, card)


def winning_cards(position: TrickPosition) -> list[Card]:
    """The cards of the hand that would take the trick (the answer a cell reveals)."""
    return [c for c in position.hand if (v := evaluate(position, c)).legal and v.takes_trick]
