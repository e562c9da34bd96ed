"""The card model shared by all three games.

Cards are interned: there is exactly one `Card` object per suit and rank, so the engine can compare
and hash them by identity, which keeps the inner loops of random play fast. Games differ only in
which ranks they use and how they order them; that ordering lives with each game, not here.
"""

from __future__ import annotations

import re
from enum import StrEnum


class Suit(StrEnum):
    """The four suits, named by their French symbol; the German skin maps them one to one."""

    SPADES = "S"  # ♠ ↔ Laub / Grün
    HEARTS = "H"  # ♥ ↔ Herz
    DIAMONDS = "D"  # ♦ ↔ Schellen
    CLUBS = "C"  # ♣ ↔ Eichel

    @property
    def symbol(self) -> str:
        return SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


class Rank(StrEnum):
    """Ranks by their international letter; Q is the German Ober, J the Unter."""

    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "10"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"
    ACE = "A"


SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
RANKS_32: tuple[Rank, ...] = tuple(Rank)
RANKS_20: tuple[Rank, ...] = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK)
SUIT_SYMBOLS: dict[Suit, str] = {
    Suit.SPADES: "♠",
    Suit.HEARTS: "♥",
    Suit.DIAMONDS: "♦",
    Suit.CLUBS: "♣",
}


class Card:
    """One playing card. Never construct directly: use `card()`, `parse_card()` or a pack."""

    __slots__ = ("code", "index", "rank", "suit")

    suit: Suit
    rank: Rank
    index: int
    code: str

    def __init__(self, suit: Suit, rank: Rank, index: int) -> None:
        self.suit = suit
        self.rank = rank
        self.index = index
        self.code = f"{rank.value}{suit.value}"

    @property
    def symbol(self) -> str:
        """The short form people write, e.g. `9♠`."""
        return f"{self.rank.value}{self.suit.symbol}"

    def __repr__(self) -> str:
        return f"Card({self.symbol})"

    def __str__(self) -> str:
        return self.symbol

    def __reduce__(self) -> tuple[object, tuple[str]]:
        # Pickling (e.g. by st.cache_data) must give back the interned object.
        return (parse_card, (self.code,))


_ALL: dict[tuple[Suit, Rank], Card] = {}
for _s_i, _suit in enumerate(SUITS):
    for _r_i, _rank in enumerate(RANKS_32):
        _ALL[(_suit, _rank)] = Card(_suit, _rank, _s_i * len(RANKS_32) + _r_i)
ALL_CARDS: tuple[Card, ...] = tuple(_ALL.values())

PACK_32: tuple[Card, ...] = tuple(_ALL[(s, r)] for s in SUITS for r in RANKS_32)
PACK_20: tuple[Card, ...] = tuple(_ALL[(s, r)] for s in SUITS for r in RANKS_20)


def card(rank: Rank, suit: Suit) -> Card:
    """The interned card of this rank and suit."""
    return _ALL[(suit, rank)]


class CardParseError(ValueError):
    """Text that does not name a card; the message says what was expected."""


_RANK_ALIASES: dict[str, Rank] = {
    "7": Rank.SEVEN,
    "8": Rank.EIGHT,
    "9": Rank.NINE,
    "10": Rank.TEN,
    "T": Rank.TEN,
    "J": Rank.JACK,
    "U": Rank.JACK,
    "Q": Rank.QUEEN,
    "O": Rank.QUEEN,
    "K": Rank.KING,
    "A": Rank.ACE,
}
_SUIT_ALIASES: dict[str, Suit] = {
    "S": Suit.SPADES,
    "♠": Suit.SPADES,
    "♤": Suit.SPADES,
    "H": Suit.HEARTS,
    "♥": Suit.HEARTS,
    "♡": Suit.HEARTS,
    "D": Suit.DIAMONDS,
    "♦": Suit.DIAMONDS,
    "♢": Suit.DIAMONDS,
    "C": Suit.CLUBS,
    "♣": Suit.CLUBS,
    "♧": Suit.CLUBS,
}
_CARD_RE = re.compile(r"^\s*(10|[2-9TJUQOKA])\s*([SHDC♠♤♥♡♦♢♣♧])\s*$", re.IGNORECASE)
EXPECTED_CARD = "expected a rank 7–10, J/U, Q/O, K, A and a suit S/H/D/C or ♠♥♦♣, e.g. 9♠, 10h, OS"


def parse_card(text: str) -> Card:
    """Read a card as people type it: `9♠`, `9S`, `10h`, `Qc`, `OS` (Ober), `US` (Unter)."""
    if not isinstance(text, str):
        raise CardParseError(f"{text!r} is not a card: {EXPECTED_CARD}")
    match = _CARD_RE.match(text.replace("\ufe0f", ""))
    rank = _RANK_ALIASES.get(match.group(1).upper()) if match else None
    if match is None or rank is None:
        raise CardParseError(f"{text!r} is not a card: {EXPECTED_CARD}")
    return _ALL[(_SUIT_ALIASES[match.group(2).upper()], rank)]


def parse_cards(text: str) -> list[Card]:
    """Read several cards separated by spaces or commas, e.g. `K♥ A♥, 10♥ Q♥`."""
    return [parse_card(part) for part in re.split(r"[\s,;]+", text.strip()) if part]


def format_cards(cards: list[Card] | tuple[Card, ...]) -> str:
    """Cards in their short symbol form, separated by spaces."""
    return " ".join(c.symbol for c in cards)
