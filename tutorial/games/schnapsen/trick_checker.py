"""Both Schnapsen games in the trick checker and in the lessons' "try it" cells: a contract, trumps,
the trick so far and the hand to move, checked by `checker.check_trick_position`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutorial.games.cards import PACK_20, Card, Suit
from tutorial.games.parts import (
    ContractChoice,
    PlayVerdict,
    PositionChecker,
    TrickCells,
    TrickPosition,
)
from tutorial.games.schnapsen.checker import PositionCheck, check_trick_position
from tutorial.games.schnapsen.members import MEMBERS


def _check(position: TrickPosition) -> PositionCheck:
    return check_trick_position(
        position.game,
        position.contract or "normal",
        None if position.trump in (None, "", "none") else str(position.trump),
        list(position.trick),
        list(position.hand),
        options=position.options,
    )


def cell_position(
    game: str, data: Mapping[str, Any], trick: list[Card], hand: list[Card]
) -> TrickPosition:
    """The position a lesson cell describes (`PositionError` if the game cannot produce it)."""
    contract = str(data.get("contract", "normal"))
    position = TrickPosition(
        game, tuple(trick), tuple(hand), data.get("options") or {}, contract, data.get("trump")
    )
    _check(position)
    return position


def verdict(position: TrickPosition, card: Card) -> PlayVerdict:
    """Playing `card`: a duty it breaks, or whether it takes the trick and why."""
    check = _check(position)
    if card in check.illegal:
        return PlayVerdict(card, False, False, check.illegal[card])
    if card in check.winning:
        return PlayVerdict(card, True, True, check.winning[card])
    return PlayVerdict(card, True, False, check.best_reason or check.rule)


def checker(game: str) -> PositionChecker:
    """The trick checker of one member game."""

    def contracts() -> list[ContractChoice]:
        rows = MEMBERS[game].parse_options(None).table()
        return [ContractChoice(row.id, row.value, row.trumps) for row in rows]

    def check(contract: str, trump: Suit | None, trick: list[Card], hand: list[Card]) -> Any:
        return check_trick_position(game, contract, trump, trick, hand)

    return PositionChecker(PACK_20, contracts, check)


CELLS = TrickCells(cell_position, verdict)
