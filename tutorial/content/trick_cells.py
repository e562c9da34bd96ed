""" "Try it" trick cells: the reader plays a card from a hand, the engine says what happens and why.

The same evaluation serves lessons (trick cells) and any page that asks "what if I play this?".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tutorial.content.cells import Cell, CellError, _cards
from tutorial.games.base import OptionError
from tutorial.games.cards import Card
from tutorial.games.reasons import Reason
from tutorial.games.schnapsen.checker import PositionCheck, PositionError, check_trick_position
from tutorial.games.schneider.rules import RULES as SCHNEIDER
from tutorial.games.schneider.rules import (
    explain_trick,
    honours_in,
    legal_responses,
    responder_wins,
)


@dataclass(frozen=True)
class TrickPosition:
    """A trick in progress and the hand of the player to move, under a game's options."""

    game: str
    trick: tuple[Card, ...]
    hand: tuple[Card, ...]
    options: Any
    contract: str | None = None
    trump: str | None = None


@dataclass(frozen=True)
class PlayVerdict:
    """What playing one card would do: legal or not (why), and whether it takes the trick (why)."""

    card: Card
    legal: bool
    takes_trick: bool
    reason: Reason
    honours: int | None = None


def position_of(cell: Cell) -> TrickPosition:
    """The position a trick cell describes; `CellError` if the game could not produce it."""
    data = cell.data
    game = str(data.get("game"))
    trick = tuple(_cards(data, "trick"))
    hand = tuple(_cards(data, "hand"))
    seen = list(trick) + list(hand)
    duplicates = sorted({c.symbol for c in seen if seen.count(c) > 1})
    if duplicates:
        raise CellError("hand", f"{duplicates[0]} appears twice; there is one of each card")
    if game == "schneider":
        try:
            options = SCHNEIDER.parse_options(data.get("options"))
        except OptionError as exc:
            raise CellError("options", str(exc)) from None
        if len(trick) != 1:
            raise CellError("trick", "a Schneider trick has the led card only: give one card")
        if not 1 <= len(hand) <= 6:
            raise CellError("hand", "a Schneider hand holds 1 to 6 cards")
        return TrickPosition(game, trick, hand, options)
    contract = str(data.get("contract", "normal"))
    trump = data.get("trump")
    position = TrickPosition(game, trick, hand, data.get("options") or {}, contract, trump)
    try:
        _schnapsen_check(position)
    except PositionError as exc:
        raise CellError("trick", str(exc)) from None
    return position


def _schnapsen_check(position: TrickPosition) -> PositionCheck:
    return check_trick_position(
        position.game,
        position.contract or "normal",
        None if position.trump in (None, "", "none") else str(position.trump),
        list(position.trick),
        list(position.hand),
        options=position.options,
    )


def evaluate(position: TrickPosition, card: Card) -> PlayVerdict:
    """The engine's verdict on playing `card` from the hand in this position."""
    if card not in position.hand:
        raise ValueError(f"{card.symbol} is not in the hand")
    if position.game != "schneider":
        check = _schnapsen_check(position)
        if card in check.illegal:
            return PlayVerdict(card, False, False, check.illegal[card])
        if card in check.winning:
            return PlayVerdict(card, True, True, check.winning[card])
        return PlayVerdict(card, True, False, check.best_reason or check.rule)
    lead = position.trick[0]
    opts = position.options
    legal = card in legal_responses(list(position.hand), lead, opts)
    if not legal:
        reason = Reason(
            "schneider.any_higher_must_follow",
            "schneider",
            "04",
            {"lead": lead, "card": card},
            "any_higher_same_suit",
        )
        return PlayVerdict(card, False, False, reason)
    return PlayVerdict(
        card,
        True,
        responder_wins(lead, card, opts),
        explain_trick(lead, card, opts),
        honours_in((lead, card)),
    )


def winning_cards(position: TrickPosition) -> list[Card]:
    """The cards of the hand that would take the trick (the answer a cell reveals)."""
    return [c for c in position.hand if (v := evaluate(position, c)).legal and v.takes_trick]
