"""Card and suit names in the four languages, for both skins.

Names are data, not gettext messages: each language builds a card name in its own word order
("Nine of Spades", "Pik-Neun", "девятка пик", "nove de espadas"), which a template per language
expresses more plainly than a catalogue entry per card.
"""

from __future__ import annotations

from enum import StrEnum

from tutorial.games.cards import Card, Rank, Suit


class Skin(StrEnum):
    """Which face the cards show: French suits (♠♥♦♣) or German suits (Laub, Herz, Schellen, Eichel)."""

    FRENCH = "french"
    GERMAN = "german"


LANGUAGES: tuple[str, ...] = ("en", "de", "ru", "pt")

_R = Rank
_S = Suit

_RANK_NAMES: dict[tuple[str, Skin], dict[Rank, str]] = {
    ("en", Skin.FRENCH): {
        _R.SEVEN: "Seven",
        _R.EIGHT: "Eight",
        _R.NINE: "Nine",
        _R.TEN: "Ten",
        _R.JACK: "Jack",
        _R.QUEEN: "Queen",
        _R.KING: "King",
        _R.ACE: "Ace",
    },
    ("en", Skin.GERMAN): {
        _R.SEVEN: "Seven",
        _R.EIGHT: "Eight",
        _R.NINE: "Nine",
        _R.TEN: "Ten",
        _R.JACK: "Unter",
        _R.QUEEN: "Ober",
        _R.KING: "King",
        _R.ACE: "Deuce",
    },
    ("de", Skin.FRENCH): {
        _R.SEVEN: "Sieben",
        _R.EIGHT: "Acht",
        _R.NINE: "Neun",
        _R.TEN: "Zehn",
        _R.JACK: "Bube",
        _R.QUEEN: "Dame",
        _R.KING: "König",
        _R.ACE: "Ass",
    },
    ("de", Skin.GERMAN): {
        _R.SEVEN: "Sieben",
        _R.EIGHT: "Acht",
        _R.NINE: "Neun",
        _R.TEN: "Zehn",
        _R.JACK: "Unter",
        _R.QUEEN: "Ober",
        _R.KING: "König",
        _R.ACE: "Daus",
    },
    ("ru", Skin.FRENCH): {
        _R.SEVEN: "семёрка",
        _R.EIGHT: "восьмёрка",
        _R.NINE: "девятка",
        _R.TEN: "десятка",
        _R.JACK: "валет",
        _R.QUEEN: "дама",
        _R.KING: "король",
        _R.ACE: "туз",
    },
    ("ru", Skin.GERMAN): {
        _R.SEVEN: "семёрка",
        _R.EIGHT: "восьмёрка",
        _R.NINE: "девятка",
        _R.TEN: "десятка",
        _R.JACK: "унтер",
        _R.QUEEN: "обер",
        _R.KING: "король",
        _R.ACE: "туз",
    },
    ("pt", Skin.FRENCH): {
        _R.SEVEN: "sete",
        _R.EIGHT: "oito",
        _R.NINE: "nove",
        _R.TEN: "dez",
        _R.JACK: "valete",
        _R.QUEEN: "dama",
        _R.KING: "rei",
        _R.ACE: "ás",
    },
    ("pt", Skin.GERMAN): {
        _R.SEVEN: "sete",
        _R.EIGHT: "oito",
        _R.NINE: "nove",
        _R.TEN: "dez",
        _R.JACK: "Unter",
        _R.QUEEN: "Ober",
        _R.KING: "rei",
        _R.ACE: "ás",
    },
}

# Suit names as they stand alone ("Hearts are trumps") and as they appear inside a card name.
_SUIT_NAMES: dict[tuple[str, Skin], dict[Suit, tuple[str, str]]] = {
    ("en", Skin.FRENCH): {
        _S.SPADES: ("Spades", "Spades"),
        _S.HEARTS: ("Hearts", "Hearts"),
        _S.DIAMONDS: ("Diamonds", "Diamonds"),
        _S.CLUBS: ("Clubs", "Clubs"),
    },
    ("en", Skin.GERMAN): {
        _S.SPADES: ("Leaves", "Leaves"),
        _S.HEARTS: ("Hearts", "Hearts"),
        _S.DIAMONDS: ("Bells", "Bells"),
        _S.CLUBS: ("Acorns", "Acorns"),
    },
    ("de", Skin.FRENCH): {
        _S.SPADES: ("Pik", "Pik"),
        _S.HEARTS: ("Herz", "Herz"),
        _S.DIAMONDS: ("Karo", "Karo"),
        _S.CLUBS: ("Kreuz", "Kreuz"),
    },
    ("de", Skin.GERMAN): {
        _S.SPADES: ("Laub", "Laub"),
        _S.HEARTS: ("Herz", "Herz"),
        _S.DIAMONDS: ("Schellen", "Schellen"),
        _S.CLUBS: ("Eichel", "Eichel"),
    },
    ("ru", Skin.FRENCH): {
        _S.SPADES: ("пики", "пик"),
        _S.HEARTS: ("черви", "червей"),
        _S.DIAMONDS: ("бубны", "бубен"),
        _S.CLUBS: ("трефы", "треф"),
    },
    ("ru", Skin.GERMAN): {
        _S.SPADES: ("листья", "листьев"),
        _S.HEARTS: ("сердца", "сердец"),
        _S.DIAMONDS: ("бубенцы", "бубенцов"),
        _S.CLUBS: ("жёлуди", "желудей"),
    },
    ("pt", Skin.FRENCH): {
        _S.SPADES: ("espadas", "espadas"),
        _S.HEARTS: ("copas", "copas"),
        _S.DIAMONDS: ("ouros", "ouros"),
        _S.CLUBS: ("paus", "paus"),
    },
    ("pt", Skin.GERMAN): {
        _S.SPADES: ("folhas", "folhas"),
        _S.HEARTS: ("copas", "copas"),
        _S.DIAMONDS: ("guizos", "guizos"),
        _S.CLUBS: ("bolotas", "bolotas"),
    },
}

_CARD_NAME_TEMPLATES: dict[str, str] = {
    "en": "{rank} of {suit}",
    "de": "{suit}-{rank}",
    "ru": "{rank} {suit}",
    "pt": "{rank} de {suit}",
}


def _lang(lang: str) -> str:
    return lang if lang in LANGUAGES else "en"


def rank_name(rank: Rank, lang: str = "en", skin: Skin = Skin.FRENCH) -> str:
    """The word for a rank in this language and skin (Ober/Unter in the German skin)."""
    return _RANK_NAMES[(_lang(lang), skin)][rank]


def suit_name(suit: Suit, lang: str = "en", skin: Skin = Skin.FRENCH) -> str:
    """The suit's name standing alone, e.g. for naming trumps."""
    return _SUIT_NAMES[(_lang(lang), skin)][suit][0]


def card_name(c: Card, lang: str = "en", skin: Skin = Skin.FRENCH) -> str:
    """The full spoken name of a card: the text alternative of its picture."""
    lang = _lang(lang)
    suit = _SUIT_NAMES[(lang, skin)][c.suit][1]
    return _CARD_NAME_TEMPLATES[lang].format(rank=rank_name(c.rank, lang, skin), suit=suit)


def card_label(c: Card, lang: str = "en", skin: Skin = Skin.FRENCH) -> str:
    """The short form used in running text: `9♠` in the French skin, the full name in the German one."""
    if skin is Skin.FRENCH:
        return c.symbol
    return card_name(c, lang, skin)
