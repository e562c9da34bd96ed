"""The card table, shared by Play and Replays: the seats round the table, the trick in the middle.

One `st.html` block (cards as data-URI pictures: `st.html` drops inline SVG). The seat seen from
(the learner, or the chosen view) sits at the bottom; the others follow in table order, clockwise:
the next seat on the left, then across, then on the right. A CSS grid keeps it on a 390 px phone
(hidden hands shrink to a fanned pile with its count, open hands at the sides overlap downwards
with their corner indices showing) and lets it grow in presentation mode.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import streamlit as st

from tutorial.app.shell.state import Settings
from tutorial.content.card_art import back_img_html, card_img_html
from tutorial.games.cards import Card
from tutorial.replays.table import HONOURS, SeatView, TableView
from tutorial.words.card_names import suit_name
from tutorial.words.explain import name_of

TABLE_CSS = """
<style>
.ktable { display: grid; gap: 6px; grid-template-columns: minmax(0, 1fr) minmax(0, 2.2fr) minmax(0, 1fr);
  grid-template-areas: "top top top" "left center right" "bottom bottom bottom";
  background: #1d5c3a; border-radius: 14px; padding: 8px; color: #f4f1e6; font-size: 0.95rem; }
.ktable.two { grid-template-areas: "top top top" "center center center" "bottom bottom bottom"; }
.kt-top { grid-area: top; } .kt-left { grid-area: left; } .kt-right { grid-area: right; }
.kt-bottom { grid-area: bottom; } .kt-center { grid-area: center; text-align: center;
  background: rgba(0, 0, 0, 0.18); border-radius: 10px; padding: 6px; min-width: 0; }
.kt-seat { background: rgba(0, 0, 0, 0.22); border-radius: 10px; padding: 4px 6px; min-width: 0;
  border: 2px solid transparent; overflow: hidden; }
.kt-seat.to-move { border-color: #f2c200; }
.kt-name { font-weight: 700; } .kt-sub { font-size: 0.8rem; opacity: 0.9; }
.kt-badge { display: inline-block; font-size: 0.72rem; font-weight: 700; padding: 0 5px; margin-left: 4px;
  border-radius: 8px; background: #f4f1e6; color: #1d5c3a; }
.kt-badge.move { background: #f2c200; color: #222; }
.kt-cards { display: flex; flex-wrap: wrap; gap: 3px; margin-top: 3px; }
.ktable .kt-cards img { height: 64px !important; width: auto; }
.kt-fan { display: flex; margin-top: 3px; align-items: center; }
.ktable .kt-fan img { height: 40px !important; width: auto; margin-right: -20px; }
.kt-count { font-weight: 700; font-size: 0.85rem; }
.kt-trick { display: flex; justify-content: center; flex-wrap: wrap; gap: 6px; min-height: 70px !important; }
.kt-trick figure { margin: 0; } .ktable .kt-trick img { height: 84px !important; width: auto; }
.kt-trick figcaption { font-size: 0.8rem; } .kt-trick figure.won figcaption { color: #f2c200; font-weight: 700; }
.kt-talon { display: flex; justify-content: center; align-items: center; gap: 6px; margin-top: 4px;
  font-size: 0.85rem; } .ktable .kt-talon img { height: 44px !important; width: auto; }
.kt-line { font-size: 0.85rem; margin-top: 2px; }
@media (max-width: 640px) {
  .ktable { font-size: 0.85rem; padding: 5px; gap: 4px; }
  .ktable .kt-cards img { height: 52px !important; } .ktable .kt-trick img { height: 64px !important; }
  .ktable .kt-fan img { height: 32px !important; margin-right: -16px; }
  .kt-left .kt-cards, .kt-right .kt-cards { flex-direction: column; flex-wrap: nowrap; gap: 0; }
  .ktable .kt-left .kt-cards img, .ktable .kt-right .kt-cards img { margin-bottom: -28px; }
  .ktable .kt-left .kt-cards img:last-child, .ktable .kt-right .kt-cards img:last-child {
    margin-bottom: 0; } }
.ktable.present { font-size: 1.4rem; } .ktable.present .kt-cards img { height: 120px !important; }
.ktable.present .kt-trick img { height: 170px !important; } .ktable.present .kt-fan img { height: 70px !important; margin-right: -40px; }
.ktable.present .kt-talon img { height: 80px !important; }
.ktable.present .kt-sub, .ktable.present .kt-line, .ktable.present .kt-trick figcaption,
.ktable.present .kt-count { font-size: 1.1rem; }
</style>
"""

# Where the other seats sit, by how many seats after the bottom one they come (clockwise).
PLACES: dict[int, tuple[str, ...]] = {
    2: ("top",),
    3: ("left", "right"),
    4: ("left", "top", "right"),
}


def _points(seat: SeatView, kind: str, settings: Settings) -> str:
    t = settings.t
    if kind == HONOURS:
        points = t.ngettext("{n} honour", "{n} honours", seat.points).format(n=seat.points)
    else:
        points = t.ngettext("{n} card point", "{n} card points", seat.points).format(n=seat.points)
    return t._("taken: {cards}, {points}").format(
        cards=t.ngettext("{n} card", "{n} cards", seat.taken).format(n=seat.taken), points=points
    )


def _badges(seat: SeatView, table: TableView, settings: Settings) -> str:
    t = settings.t
    badges = []
    if table.to_move == seat.name:
        badges.append(("move", t._("to move")))
    if seat.dealer:
        badges.append(("", t._("dealer")))
    if seat.declarer:
        badges.append(("", t._("declarer")))
    return "".join(f'<span class="kt-badge {c}">{html.escape(text)}</span>' for c, text in badges)


def _hand(seat: SeatView, open_hand: bool, settings: Settings) -> str:
    if not seat.hand:
        return ""
    if not open_hand:
        backs = "".join(back_img_html(settings.lang, "card back") for _ in seat.hand)
        count = len(seat.hand)
        label = settings.t.ngettext("{n} card", "{n} cards", count).format(n=count)
        return f'<div class="kt-fan">{backs}</div><div class="kt-count">{html.escape(label)}</div>'
    pictures = [
        back_img_html(settings.lang, "card back")
        if c in seat.unseen
        else card_img_html(c, settings.skin, settings.four_colour, settings.lang, "card face")
        for c in seat.hand
    ]
    return f'<div class="kt-cards">{"".join(pictures)}</div>'


def _seat(
    seat: SeatView,
    table: TableView,
    place: str,
    open_hand: bool,
    settings: Settings,
    title: Callable[[SeatView], str],
    with_hand: bool = True,
) -> str:
    moving = " to-move" if table.to_move == seat.name else ""
    return (
        f'<div class="kt-seat kt-{place}{moving}" data-seat="{seat.seat}">'
        f'<span class="kt-name">{html.escape(title(seat))}</span>{_badges(seat, table, settings)}'
        f'<div class="kt-sub">{html.escape(_points(seat, table.points_kind, settings))}</div>'
        f"{_hand(seat, open_hand, settings) if with_hand else ''}</div>"
    )


def _trick(table: TableView, settings: Settings, title: Callable[[SeatView], str]) -> str:
    t = settings.t
    if not table.trick:
        empty = html.escape(t._("No card on the table yet."))
        return f'<div class="kt-trick"><div class="kt-line">{empty}</div></div>'
    figures = []
    seats = table.trick_seats or (None,) * len(table.trick)
    for (name, card), seat in zip(table.trick, seats, strict=False):
        who = title(table.seat_at(seat)) if seat is not None else name
        won = " won" if table.trick_winner == name else ""
        img = card_img_html(card, settings.skin, settings.four_colour, settings.lang, "card face")
        figures.append(
            f'<figure class="{won}">{img}<figcaption>{html.escape(who)}</figcaption></figure>'
        )
    caption = ""
    if table.trick_winner:
        text = t._("{player} takes the trick").format(player=table.trick_winner)
        caption = f'<div class="kt-line">{html.escape(text)}</div>'
    return f'<div class="kt-trick">{"".join(figures)}</div>{caption}'


def _talon(table: TableView, settings: Settings) -> str:
    t = settings.t
    parts = []
    if table.talon:
        if table.points_kind == HONOURS:
            # shown in: schneider (the stock both players draw from)
            count = t.ngettext("{n} card left to draw", "{n} cards left to draw", table.talon)
        else:
            # shown in: dreierschnapsen (the two-card talon; Bauernschnapsen has none)
            count = t.ngettext("{n} card in the talon", "{n} cards in the talon", table.talon)
        parts.append(back_img_html(settings.lang, "card back"))
        parts.append(f"<span>{html.escape(count.format(n=table.talon))}</span>")
    if table.trump_card is not None:
        parts.append(
            card_img_html(
                table.trump_card, settings.skin, settings.four_colour, settings.lang, "card face"
            )
        )
        turned = t._("turned up for trumps")
        parts.append(f"<span>{html.escape(turned)}</span>")
    return f'<div class="kt-talon">{"".join(parts)}</div>' if parts else ""


def contract_line(table: TableView, settings: Settings) -> str:
    """The contract, the trumps and the doubling, in words ("" before any is known)."""
    t = settings.t
    parts = []
    if table.contract is not None:
        parts.append(name_of("contract", table.contract, settings.lang))
    if table.trumps is not None:
        suit = suit_name(table.trumps, settings.lang, settings.skin)
        parts.append(t._("trumps: {suit}").format(suit=f"{table.trumps.symbol} {suit}"))
    elif table.contract is not None:
        parts.append(t._("no trumps"))
    if table.multiplier > 1:
        parts.append(f"×{table.multiplier}")
    return " · ".join(parts)


def card_table_html(
    table: TableView,
    settings: Settings,
    bottom: int,
    open_seats: Sequence[int] | None = None,
    bottom_hand: bool = True,
    lines: Sequence[str] = (),
    present: bool = False,
    title: Callable[[SeatView], str] | None = None,
) -> str:
    """The table as HTML, seen from seat number `bottom`.

    `open_seats`: the seats whose hands lie face up (None: all); `bottom_hand` False leaves the
    bottom hand out (the Play page draws it as the picker); `lines`: more lines for the middle
    (scores); `title`: how a seat is named (default: its letter).
    """
    name_of = title or (lambda seat: seat.name)
    count = len(table.seats)
    numbers = sorted(s.seat for s in table.seats)
    start = numbers.index(bottom) if bottom in numbers else 0
    around = [numbers[(start + i) % count] for i in range(count)]
    shown = set(numbers if open_seats is None else open_seats)
    parts = []
    for place, number in zip(PLACES[count], around[1:], strict=True):
        seat = table.seat_at(number)
        parts.append(_seat(seat, table, place, number in shown, settings, name_of))
    me = table.seat_at(around[0])
    parts.append(
        _seat(me, table, "bottom", around[0] in shown, settings, name_of, with_hand=bottom_hand)
    )
    middle = [_trick(table, settings, name_of), _talon(table, settings)]
    for line in (contract_line(table, settings), *lines):
        if line:
            middle.append(f'<div class="kt-line">{html.escape(line)}</div>')
    parts.append(f'<div class="kt-center">{"".join(middle)}</div>')
    classes = ["ktable", "two" if count == 2 else f"n{count}"]
    if present:
        classes.append("present")
    return f'<div class="{" ".join(classes)}" data-testid="card-table">{"".join(parts)}</div>'


def card_table(table: TableView, settings: Settings, bottom: int, **options: Any) -> None:
    """Draw the table (with its styles) in one `st.html` block; `options` as `card_table_html`."""
    st.html(TABLE_CSS + card_table_html(table, settings, bottom, **options))


def visible_hand(table: TableView, seat: int) -> list[Card]:
    """The cards of `seat`'s hand its owner can see (not the blind cards before trumps)."""
    mine = table.seat_at(seat)
    return [c for c in mine.hand if c not in mine.unseen]
