"""Our own card pictures, drawn in code as small standalone SVG documents.

We draw the cards ourselves so that the art carries our licence (no GPL deck art), both skins come
from one renderer, and the design can favour what a classroom needs: very large corner indices that
stay readable on a projector and on a phone, a four-colour option, and a text alternative in every
image. Pips are SVG paths, never font glyphs, so they look the same on every machine; only the
index letters use a generic font stack.
"""

from __future__ import annotations

import base64
import html
from functools import lru_cache

from tutorial.games.cards import Card, Rank, Suit
from tutorial.words.card_names import LANGUAGES, Skin, card_name

__all__ = [
    "BACK_LABELS",
    "CARD_HEIGHT",
    "CARD_WIDTH",
    "back_data_uri",
    "back_img_html",
    "back_label",
    "card_back_svg",
    "card_data_uri",
    "card_img_html",
    "card_svg",
]

CARD_WIDTH = 200
CARD_HEIGHT = 280

FONT = "DejaVu Sans,Arial,Helvetica,sans-serif"

BACK_LABELS: dict[str, str] = {
    "en": "face-down card",
    "de": "verdeckte Karte",
    "ru": "закрытая карта",
    "pt": "carta virada para baixo",
}

# Rank letters in the corner index; the German skin names its courts Unter, Ober, König.
_INDEX: dict[Skin, dict[Rank, str]] = {
    Skin.FRENCH: {r: r.value for r in Rank},
    Skin.GERMAN: {**{r: r.value for r in Rank}, Rank.JACK: "U", Rank.QUEEN: "O"},
}

_BLACK = "#16181d"
_RED = "#d0101e"
_BLUE = "#0b57c2"
_GREEN = "#16823a"

# Pips are drawn in a 100 x 100 box centred on the origin and placed with transforms.
_SPADE = (
    "M0-48C-12-30-48-12-48 10C-48 28-36 36-25 36C-15 36-8 31-4 25C-5 36-10 43-19 48H19"
    "C10 43 5 36 4 25C8 31 15 36 25 36C36 36 48 28 48 10C48-12 12-30 0-48Z"
)
_HEART = (
    "M0 46C-22 24-48 8-48-16C-48-36-34-46-22-46C-10-46-3-38 0-30C3-38 10-46 22-46"
    "C34-46 48-36 48-16C48 8 22 24 0 46Z"
)
_DIAMOND = "M0-50Q17-24 38 0Q17 24 0 50Q-17 24-38 0Q-17-24 0-50Z"
_CLUB = (
    "M-22-24a22 22 0 1 1 44 0a22 22 0 1 1-44 0ZM-48 12a22 22 0 1 1 44 0a22 22 0 1 1-44 0Z"
    "M4 12a22 22 0 1 1 44 0a22 22 0 1 1-44 0ZM-9-8H9L6 16H-6Z"
    "M4 14C4 32 10 42 20 48H-20C-10 42-4 32-4 14Z"
)
# German suits: leaf (Laub/Grün), heart (Herz), bell (Schellen), acorn (Eichel).
_LEAF = (
    '<path d="M0-49C22-34 44-12 42 10C40 30 20 38 4 34V49H-4V34C-20 38-40 30-42 10'
    'C-44-12-22-34 0-49Z" fill="#2f8f2f" stroke="#174d17" stroke-width="4"/>'
    '<path d="M0 38V-36M0-10L-22-22M0-10L22-22M0 12L-28 2M0 12L28 2" fill="none" '
    'stroke="#174d17" stroke-width="4" stroke-linecap="round"/>'
)
_GHEART = f'<path d="{_HEART}" fill="#d81e1e" stroke="#7a0c0c" stroke-width="4"/>'
_BELL = (
    '<circle cy="-41" r="7" fill="none" stroke="#5a3500" stroke-width="4"/>'
    '<circle cy="4" r="40" fill="#f5b301" stroke="#5a3500" stroke-width="4"/>'
    '<path d="M-39-6Q0-18 39-6V6Q0-6-39 6Z" fill="#c0392b" stroke="#5a3500" stroke-width="3"/>'
    '<path d="M-20-24Q-16-32-6-34" fill="none" stroke="#fff3c0" stroke-width="5" '
    'stroke-linecap="round"/>'
    '<circle cy="24" r="6" fill="#3b2400"/><path d="M0 28V43" stroke="#3b2400" stroke-width="5"/>'
)
_ACORN = (
    '<path d="M-27-6C-30-30-14-48 0-48C14-48 30-30 27-6Z" fill="#dca35a" stroke="#5b3410" '
    'stroke-width="4"/>'
    '<path d="M-32-8C-32 16-18 30 0 30C18 30 32 16 32-8Z" fill="#7b4516" stroke="#3f1f06" '
    'stroke-width="4"/>'
    '<path d="M-24 4L-8 22M-8-6L16 22M10-6L28 12M24-6L0 26M6-6L-18 22M-12-6L-30 8" '
    'stroke="#c08a4c" stroke-width="3"/>'
    '<path d="M0 30V48" stroke="#3f1f06" stroke-width="6" stroke-linecap="round"/>'
)


def _colours(suit: Suit, skin: Skin, four_colour: bool) -> tuple[str, str]:
    """The ink for a suit (index text, outlines) and a pale tint of it (court robes)."""
    if skin is Skin.GERMAN:
        return {
            Suit.SPADES: ("#1f6e1f", "#d4edc9"),
            Suit.HEARTS: (_RED, "#f9d0d0"),
            Suit.DIAMONDS: ("#9a5800", "#fde7a8"),
            Suit.CLUBS: ("#6e3b10", "#ecd6b8"),
        }[suit]
    if four_colour and suit is Suit.DIAMONDS:
        return _BLUE, "#cfe0f8"
    if four_colour and suit is Suit.CLUBS:
        return _GREEN, "#cdebd5"
    if suit.is_red:
        return _RED, "#f9d0d0"
    return _BLACK, "#d5d9e0"


def _pip_def(suit: Suit, skin: Skin, ink: str, pid: str) -> str:
    """The suit symbol, defined once per document and reused with <use>."""
    if skin is Skin.GERMAN:
        body = {Suit.SPADES: _LEAF, Suit.HEARTS: _GHEART, Suit.DIAMONDS: _BELL, Suit.CLUBS: _ACORN}
        return f'<g id="{pid}">{body[suit]}</g>'
    d = {Suit.SPADES: _SPADE, Suit.HEARTS: _HEART, Suit.DIAMONDS: _DIAMOND, Suit.CLUBS: _CLUB}
    return f'<path id="{pid}" d="{d[suit]}" fill="{ink}"/>'


def _num(v: float) -> str:
    """Compact, deterministic number formatting for coordinates."""
    return f"{v:.2f}".rstrip("0").rstrip(".")


def _use(pid: str, x: float, y: float, size: float, flip: bool = False) -> str:
    """Place the pip centred at (x, y), `size` units tall; `flip` turns it upside down."""
    rot = " rotate(180)" if flip else ""
    where = f"translate({_num(x)} {_num(y)}){rot} scale({_num(size / 100)})"
    return f'<use href="#{pid}" transform="{where}"/>'


# Pip layouts for the number cards: column (Left, Middle, Right) and height in card units. Pips in
# the lower half are drawn upside down, as on printed cards.
_COLUMNS: dict[str, float] = {"L": 82.0, "M": 100.0, "R": 118.0}


def _layout(spec: str) -> tuple[tuple[float, float], ...]:
    """Read a layout such as "L58 R58 M99" into (x, y) pairs."""
    return tuple((_COLUMNS[p[0]], float(p[1:])) for p in spec.split())


_PIPS: dict[Rank, tuple[tuple[float, float], ...]] = {
    Rank.SEVEN: _layout("L58 R58 M99 L140 R140 L222 R222"),
    Rank.EIGHT: _layout("L58 R58 M99 L140 R140 M181 L222 R222"),
    Rank.NINE: _layout("L58 R58 L110 R110 M140 L170 R170 L222 R222"),
    Rank.TEN: _layout("L58 R58 M84 L110 R110 L170 R170 M196 L222 R222"),
}

# Court figures: (drawn behind the head, drawn in front of it) for the upper half-figure; the
# lower half is its mirror image. The headgear tells the rank at a glance, the pip the suit.
_GOLD = "#f2c200"
_CROWN = (
    "",
    '<path d="M87 86Q100 114 113 86Q100 96 87 86Z" fill="#9a7552"/>'
    f'<path d="M84 68V46L92 56L100 40L108 56L116 46V68Z" fill="{_GOLD}" stroke="{{ink}}" '
    'stroke-width="2.5"/>',
)
_TIARA = (
    '<path d="M81 100Q76 60 100 58Q124 60 119 100Z" fill="#7a4a22"/>',
    f'<path d="M87 68L90 54L100 61L110 54L113 68Z" fill="{_GOLD}" stroke="{{ink}}" '
    'stroke-width="2.5"/>',
)
_CAP = (
    "",
    '<path d="M83 74Q83 56 100 56Q118 56 119 70L128 74Z" fill="{ink}"/>'
    f'<path d="M112 58Q124 42 131 34Q128 52 117 62Z" fill="{_GOLD}" stroke="{{ink}}" '
    'stroke-width="2"/>',
)
_HAT = (
    "",
    '<path d="M75 70Q100 62 125 70Q122 60 112 58Q107 46 100 46Q93 46 88 58Q78 60 75 70Z" '
    'fill="{ink}"/>'
    f'<path d="M90 52Q82 34 71 30Q74 46 86 58Z" fill="{_GOLD}" stroke="{{ink}}" '
    'stroke-width="2"/>',
)


def _court(card: Card, skin: Skin, ink: str, tint: str, pid: str) -> str:
    """A framed, double-ended stylised figure, so court cards read apart from number cards."""
    german = skin is Skin.GERMAN
    behind, front = {
        Rank.KING: _CROWN,
        Rank.QUEEN: _HAT if german else _TIARA,
        Rank.JACK: _CAP,
    }[card.rank]
    # The Ober holds his pip up high, the Unter lower down: the cue German players look for.
    ober = german and card.rank is Rank.QUEEN
    pip = _use(pid, 117, 34, 24) if ober else _use(pid, 100, 124, 20)
    fid = f"f{pid}{card.rank.value}"
    half = (
        f'<g id="{fid}">{behind}'
        f'<path d="M71 140V122Q71 103 90 99H110Q129 103 129 122V140Z" fill="{tint}" '
        f'stroke="{ink}" stroke-width="3"/>'
        f'<path d="M90 99L100 110L110 99Z" fill="{_GOLD}"/>'
        f'<circle cx="100" cy="83" r="15" fill="#f8dcb8" stroke="{ink}" stroke-width="2.5"/>'
        '<path d="M95 82h.1M105 82h.1" stroke="#333" stroke-width="4" stroke-linecap="round"/>'
        f"{front.format(ink=ink)}{pip}</g>"
    )
    return (
        f'<rect x="68" y="16" width="64" height="248" rx="6" fill="#fffdf6" stroke="{ink}" '
        f'stroke-width="3"/>{half}<use href="#{fid}" transform="rotate(180 100 140)"/>'
        f'<path d="M68 140H132" stroke="{ink}" stroke-width="2"/>'
    )


def _index(label: str, pid: str) -> str:
    """The big corner index: rank above suit, so a fanned hand shows both."""
    # "10" is squeezed into the width of one letter so that every index has the same footprint.
    fit = ' textLength="60" lengthAdjust="spacingAndGlyphs"' if len(label) > 1 else ""
    text = f'<text x="34" y="66"{fit}>{html.escape(label)}</text>'
    return f"{text}{_use(pid, 34, 102, 48)}"


def _svg(label: str, body: str) -> str:
    """Wrap a drawing in the standalone SVG document with its accessible name."""
    name = html.escape(label)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {CARD_WIDTH} {CARD_HEIGHT}" '
        f'width="{CARD_WIDTH}" height="{CARD_HEIGHT}" role="img" aria-label="{name}">'
        f"<title>{name}</title>{body}</svg>"
    )


def card_svg(
    card: Card, skin: Skin = Skin.FRENCH, four_colour: bool = False, lang: str = "en"
) -> str:
    """The face of `card` as a standalone SVG document, named by `card_name` in `lang`."""
    skin = Skin(skin)  # also accept the plain string a settings widget may hand us
    ink, tint = _colours(card.suit, skin, four_colour)
    # Ids name the pip's look, so two cards inlined in one page can only share identical defs.
    recoloured = four_colour and skin is Skin.FRENCH and card.suit in (Suit.DIAMONDS, Suit.CLUBS)
    pid = f"k{skin.value[0]}{card.suit.value}{'4' if recoloured else ''}"
    iid = f"i{pid}{_INDEX[skin][card.rank]}"
    if card.rank is Rank.ACE:
        centre = _use(pid, 100, 140, 96)
    elif card.rank in _PIPS:
        centre = "".join(_use(pid, x, y, 28, y > 140) for x, y in _PIPS[card.rank])
    else:
        centre = _court(card, skin, ink, tint, pid)
    body = (
        f"<defs>{_pip_def(card.suit, skin, ink, pid)}</defs>"
        '<rect x="2" y="2" width="196" height="276" rx="14" fill="#fff" stroke="#6b7280" '
        'stroke-width="3"/>'
        f"{centre}"
        f'<g fill="{ink}" font-family="{FONT}" font-weight="bold" font-size="64" '
        'text-anchor="middle">'
        f'<g id="{iid}">{_index(_INDEX[skin][card.rank], pid)}</g>'
        f'<use href="#{iid}" transform="rotate(180 100 140)"/></g>'
    )
    return _svg(card_name(card, lang, skin), body)


def back_label(lang: str = "en") -> str:
    """The text alternative of a face-down card in `lang` (English if unknown)."""
    return BACK_LABELS[lang if lang in LANGUAGES else "en"]


def card_back_svg(lang: str = "en") -> str:
    """A face-down card for the talon: a quiet blue lattice, symmetric so no way up looks wrong."""
    body = (
        '<defs><pattern id="kback" width="20" height="20" patternUnits="userSpaceOnUse">'
        '<rect width="20" height="20" fill="#1f4e8c"/>'
        '<path d="M0 10L10 0L20 10L10 20Z" fill="none" stroke="#8fb3e3" stroke-width="2"/>'
        '<circle cx="10" cy="10" r="2.5" fill="#f2c200"/></pattern></defs>'
        '<rect x="2" y="2" width="196" height="276" rx="14" fill="#fff" stroke="#6b7280" '
        'stroke-width="3"/>'
        '<rect x="14" y="14" width="172" height="252" rx="8" fill="url(#kback)" '
        'stroke="#163a6b" stroke-width="3"/>'
        '<rect x="62" y="104" width="76" height="72" rx="10" fill="#1f4e8c" stroke="#f2c200" '
        'stroke-width="4"/>'
        '<path d="M100 116L124 140L100 164L76 140Z" fill="#f2c200"/>'
    )
    return _svg(back_label(lang), body)


def _data_uri(svg: str) -> str:
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode("utf-8")).decode("ascii")


@lru_cache(maxsize=256)
def card_data_uri(card: Card, skin: Skin = Skin.FRENCH, four_colour: bool = False) -> str:
    """The card face as a base64 data URI; cached because every rerun of the app asks again."""
    return _data_uri(card_svg(card, skin, four_colour))


@lru_cache(maxsize=1)
def back_data_uri() -> str:
    """The card back as a base64 data URI (the visible label lives on the <img> alt)."""
    return _data_uri(card_back_svg())


def _img(src: str, alt: str, css_class: str, height: int | None) -> str:
    """An <img> tag; giving both width and height keeps the layout from jumping while loading."""
    size = ""
    if height is not None:
        width = round(height * CARD_WIDTH / CARD_HEIGHT)
        size = f' width="{width}" height="{int(height)}"'
    text = html.escape(alt)
    return f'<img class="{html.escape(css_class)}" alt="{text}" title="{text}"{size} src="{src}">'


def card_img_html(
    card: Card,
    skin: Skin = Skin.FRENCH,
    four_colour: bool = False,
    lang: str = "en",
    css_class: str = "card",
    height: int | None = None,
) -> str:
    """An <img> of the card face whose alt text is the card's name in `lang`."""
    return _img(
        card_data_uri(card, skin, four_colour), card_name(card, lang, skin), css_class, height
    )


def back_img_html(lang: str = "en", css_class: str = "card back", height: int | None = None) -> str:
    """An <img> of a face-down card whose alt text says so in `lang`."""
    return _img(back_data_uri(), back_label(lang), css_class, height)
