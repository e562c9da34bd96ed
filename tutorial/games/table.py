"""What the table looks like at one moment of a deal, as data: seats with their hands, the trick,
the talon and what each seat has taken.

A `TableView` is game-neutral, so the Replays and Play pages draw every game the same way; each
game builds its own (`GameParts.table_view`). Schneider counts honours, the Schnapsen games card
points.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tutorial.games.base import Deal
from tutorial.games.cards import Card, Suit, parse_card

HONOURS, CARD_POINTS = "honours", "card_points"


@dataclass(frozen=True)
class SeatView:
    """One player at the table: name, hand, and what they have taken so far."""

    name: str
    hand: tuple[Card, ...]
    taken: int
    points: int
    seat: int = 0  # the seat number, which places the player round the table
    dealer: bool = False
    declarer: bool = False
    unseen: frozenset[Card] = frozenset()  # cards in the hand its owner has not looked at yet


@dataclass(frozen=True)
class TableView:
    """The table at one step: seats, the cards on the table (with who played them), the talon."""

    seats: tuple[SeatView, ...]
    trick: tuple[tuple[str, Card], ...]
    trick_winner: str | None
    talon: int
    to_move: str | None
    points_kind: str
    info: tuple[str, ...] = ()
    contract: str | None = None  # the contract's id (Schnapsen)
    trumps: Suit | None = None
    trump_card: Card | None = None  # the card turned up for trumps (Aufschlagen), shown to all
    multiplier: int = 1
    trick_seats: tuple[int, ...] = ()  # who played each card of `trick`, by seat number

    def seat_at(self, seat: int) -> SeatView:
        """The view of seat number `seat`."""
        return next(s for s in self.seats if s.seat == seat)


def last_trick(
    deal: Deal, name: Any
) -> tuple[tuple[tuple[str, Card], ...], str | None, tuple[int, ...]]:
    """The last complete trick of the deal: its cards by who played them, its winner, the seats
    in playing order (nothing before the first trick)."""
    last = next((e for e in reversed(deal.events) if e["type"] == "trick"), None)
    if last is None:
        return (), None, ()
    players = last.get("players") or [(last["leader"] + i) % 2 for i in range(len(last["cards"]))]
    cards = tuple(
        (name(p), parse_card(code)) for p, code in zip(players, last["cards"], strict=True)
    )
    return cards, name(last["winner"]), tuple(players)
