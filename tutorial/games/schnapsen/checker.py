"""The trick checker for both Schnapsen games: given a contract, trumps, the cards already in the
trick and the hand of the player to move, which cards are legal, which would win, and why.

A position a user builds that cannot occur in the game (a card twice, a hand of the wrong size, a
trick longer than the table, a trump named for a no-trump contract, a card outside the 20-card pack)
raises `PositionError` with a message that names what is wrong.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutorial.games.base import OptionError
from tutorial.games.cards import Card, CardParseError, Suit, parse_card
from tutorial.games.parts import PositionError
from tutorial.games.reasons import Reason
from tutorial.games.schnapsen.cards import (
    PACK_SET,
    STRENGTH,
    RankOrder,
    best_index,
    illegal_reason,
    legal_cards,
    legal_rule,
    winning_reason,
)
from tutorial.games.schnapsen.contracts import Contract
from tutorial.games.schnapsen.members import MEMBERS
from tutorial.games.schnapsen.options import compulsion_for
from tutorial.games.schnapsen.sections import BAUERN, DREIER

TRICKS = {BAUERN: 5, DREIER: 6}
PLAYERS = {BAUERN: 4, DREIER: 3}


@dataclass(frozen=True)
class PositionCheck:
    """What the rules say about one position of a trick.

    `legal`: the cards of the hand that may be played; `illegal`: each other card with the duty it
    breaks; `winning`: the legal cards that would now take the trick, each with why; `best` and
    `best_reason`: the card currently taking the trick (None when leading); `rule`: the one duty
    that decides the legal set here; `table_size`: cards in a complete trick.
    """

    game: str
    contract: str
    trump: Suit | None
    order: RankOrder
    table_size: int
    position: int
    legal: tuple[Card, ...]
    illegal: Mapping[Card, Reason]
    winning: Mapping[Card, Reason]
    best: Card | None
    best_reason: Reason | None
    rule: Reason


def _options(game: str, options: Any) -> Any:
    rules = MEMBERS[game]
    try:
        return rules.parse_options(options)
    except OptionError as exc:
        raise PositionError(str(exc)) from None


def _card(value: Card | str, where: str) -> Card:
    if isinstance(value, Card):
        c = value
    else:
        try:
            c = parse_card(value)
        except CardParseError as exc:
            raise PositionError(f"{where}: {exc}") from None
    if c not in PACK_SET:
        raise PositionError(
            f"{where}: {c.symbol} is not in the 20-card Schnapsen pack "
            "(only A, 10, K, Q and J of each suit are used)"
        )
    return c


def _suit(value: Suit | str | None) -> Suit | None:
    if value is None or value == "":
        return None
    if isinstance(value, Suit):
        return value
    for s in Suit:
        if value.upper() == s.value or value == s.symbol:
            return s
    raise PositionError(f"{value!r} is not a suit: expected S/H/D/C or ♠♥♦♣")


def _check_duplicates(trick: list[Card], hand: list[Card]) -> None:
    seen: dict[Card, str] = {}
    for where, cards in (("the trick", trick), ("the hand", hand)):
        for c in cards:
            if c in seen:
                first = seen[c]
                place = f"twice in {where}" if first == where else f"in {first} and in {where}"
                raise PositionError(f"{c.symbol} appears {place}: each card exists only once")
            seen[c] = where


def _title(row: Contract) -> str:
    return "the Normal game" if row.id == "normal" else f"a {row.name}"


def _contract(game: str, contract: str, options: Any) -> Contract:
    table = {row.id: row for row in options.contract_table}
    row = table.get(contract)
    if row is None:
        raise PositionError(
            f"unknown contract {contract!r} for {game} with these options: "
            f"expected one of {', '.join(table)}"
        )
    return row


def check_trick_position(
    game: str,
    contract: str,
    trump: Suit | str | None,
    trick: Sequence[Card | str],
    hand: Sequence[Card | str],
    *,
    trick_number: int | None = None,
    declarer_position: int | None = None,
    options: Mapping[str, Any] | Any | None = None,
) -> PositionCheck:
    """Check a position of the trick checker.

    `game` is `bauernschnapsen` or `dreierschnapsen`; `contract` a contract id (`normal`,
    `zehnergang`, …); `trump` the trump suit, which must be given exactly for contracts with trumps;
    `trick` the cards already played, in order; `hand` the cards of the player to move;
    `trick_number` (1-based) pins the hand size; `declarer_position` (the declarer's index in the
    trick order, where index `len(trick)` is the player to move) tells whose card is a partner's.
    """
    if game not in TRICKS:
        raise PositionError(f"unknown game {game!r}: expected {BAUERN} or {DREIER}")
    opts = _options(game, dict(options) if isinstance(options, Mapping) else options)
    row = _contract(game, contract, opts)
    suit = _suit(trump)
    if row.trumps and suit is None:
        raise PositionError(f"{_title(row)} is played with trumps: name the trump suit")
    if not row.trumps and suit is not None:
        raise PositionError(
            f"{_title(row)} is played without trumps, so no trump suit may be given"
        )
    trick_cards = [_card(c, f"trick card {i + 1}") for i, c in enumerate(trick)]
    hand_cards = [_card(c, f"hand card {i + 1}") for i, c in enumerate(hand)]
    _check_duplicates(trick_cards, hand_cards)
    table = PLAYERS[game] - (1 if row.sits_out else 0)
    why = f" (in a {row.name} the declarer's partner sits out)" if row.sits_out else ""
    if len(trick_cards) == table:
        raise PositionError(
            f"the trick already holds {table} cards, one from each of the {table} players{why}: "
            "it is complete, so nobody is left to play to it"
        )
    if len(trick_cards) > table:
        raise PositionError(
            f"the trick holds {len(trick_cards)} cards, more than the {table} players at the "
            f"table{why} can play to one trick"
        )
    tricks = TRICKS[game]
    if trick_number is not None:
        if not 1 <= trick_number <= tricks:
            raise PositionError(f"trick {trick_number} does not exist: a deal has {tricks} tricks")
        size = tricks - trick_number + 1
        if len(hand_cards) != size:
            raise PositionError(
                f"before playing to trick {trick_number} each player holds "
                f"{size} {'card' if size == 1 else 'cards'}, "
                f"but this hand has {len(hand_cards)}"
            )
    elif not 1 <= len(hand_cards) <= tricks:
        raise PositionError(
            f"a hand holds 1 to {tricks} cards in {game.capitalize()} before playing, "
            f"but this one has {len(hand_cards)}"
        )
    position = len(trick_cards)
    strength = STRENGTH[row.order]
    play_trump = suit if row.trumps else None
    best: Card | None = None
    best_pos = -1
    if trick_cards:
        best_pos = best_index(trick_cards, play_trump, strength)
        best = trick_cards[best_pos]
    partners = _partner_positions(game, row, position, declarer_position, table)
    compulsion = compulsion_for(opts, row)
    legal = legal_cards(hand_cards, trick_cards, best, play_trump, row.order, compulsion)
    illegal: dict[Card, Reason] = {}
    winning: dict[Card, Reason] = {}
    for c in hand_cards:
        if c in legal:
            reason = winning_reason(c, trick_cards, best, play_trump, strength, game)
            if reason is not None:
                winning[c] = reason
        else:
            broken = illegal_reason(
                c,
                hand_cards,
                trick_cards,
                best,
                play_trump,
                row.order,
                game,
                compulsion,
                best_pos in partners,
            )
            assert broken is not None
            illegal[c] = broken
    best_reason = None
    if best is not None:
        before = trick_cards[:best_pos]
        beaten = before[best_index(before, play_trump, strength)] if before else None
        best_reason = winning_reason(best, before, beaten, play_trump, strength, game)
    return PositionCheck(
        game=game,
        contract=row.id,
        trump=play_trump,
        order=row.order,
        table_size=table,
        position=position,
        legal=tuple(legal),
        illegal=illegal,
        winning=winning,
        best=best,
        best_reason=best_reason,
        rule=legal_rule(hand_cards, trick_cards, best, play_trump, row.order, game, compulsion),
    )


def _partner_positions(
    game: str, row: Contract, position: int, declarer_position: int | None, table: int
) -> set[int]:
    """Trick positions played by the mover's partner (Bauern pairs; Dreier's two defenders)."""
    if game == BAUERN and not row.sits_out:
        return {position - 2} if position >= 2 else set()
    if declarer_position is None:
        return set()
    if not 0 <= declarer_position < table:
        raise PositionError(
            f"declarer position {declarer_position} is outside the trick order 0–{table - 1}"
        )
    if declarer_position == position:
        return set()
    return {i for i in range(position) if i != declarer_position}
