"""The Schneider cheat sheet: its numbers asked of the engine (never typed again), and its body in
the reader's language (the page adds the title and styles; `tutorial.sheets.page`)."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import groupby

from tutorial.games.cards import RANKS_32, Rank, Suit, card
from tutorial.games.schneider import rules as schneider
from tutorial.sheets.html import block, bullets, para, rank_row, table
from tutorial.words.card_names import rank_name
from tutorial.words.i18n import Translator


@dataclass(frozen=True)
class Band:
    """A range of honours (or card points) and what it scores."""

    low: int
    high: int
    points: int


@dataclass(frozen=True)
class SchneiderFacts:
    ranks_low_to_high: tuple[Rank, ...]
    honour_ranks: tuple[Rank, ...]
    total_honours: int
    hand_size: int
    talon_size: int
    tricks: int
    bands: tuple[Band, ...]  # the winner's honours → victory points
    tie_honours: int
    session_deals: int
    next_rank_examples: tuple[tuple[Rank, Rank], ...]  # a led rank and the one rank that beats it


def _bands() -> tuple[Band, ...]:
    """Honours a winner can hold, grouped by the victory points `victory_points` gives them."""
    winning = range(schneider.TOTAL_HONOURS // 2 + 1, schneider.TOTAL_HONOURS + 1)
    groups = groupby(winning, key=schneider.victory_points)
    return tuple(Band(min(hs), max(hs), points) for points, hs in ((p, list(g)) for p, g in groups))


def _next_rank(rank: Rank) -> tuple[Rank, Rank]:
    beater = schneider.next_rank_card(card(rank, Suit.SPADES))
    assert beater is not None
    return rank, beater.rank


def schneider_facts() -> SchneiderFacts:
    return SchneiderFacts(
        ranks_low_to_high=RANKS_32,
        honour_ranks=tuple(r for r in reversed(RANKS_32) if r in schneider.HONOUR_RANKS),
        total_honours=schneider.TOTAL_HONOURS,
        hand_size=schneider.HAND_SIZE,
        talon_size=schneider.TALON_SIZE,
        tricks=schneider.TRICKS,
        bands=_bands(),
        tie_honours=schneider.TOTAL_HONOURS // 2,
        session_deals=schneider.SchneiderOptions().match_deals,
        next_rank_examples=tuple(_next_rank(r) for r in (Rank.NINE, Rank.TEN, Rank.KING)),
    )


def _schneider_body(f: SchneiderFacts, t: Translator) -> str:
    _ = t._
    names = ", ".join(f"{r.value} ({rank_name(r, t.lang)})" for r in f.honour_ranks)
    cards = block(
        _("Cards and ranks"),
        para(_("Rank, low to high:"))
        + rank_row(f.ranks_low_to_high, t.lang)
        + para(
            _("Honours, one each: {names}. The pack holds {total}.").format(
                names=names, total=f.total_honours
            )
        ),
    )
    deal = block(
        _("The deal"),
        bullets(
            [
                _("{hand} cards each, {talon} face down in the talon; {tricks} tricks.").format(
                    hand=f.hand_size, talon=f.talon_size, tricks=f.tricks
                ),
                _("The winner of a trick draws first, then the other player; the winner leads."),
            ]
        ),
    )
    duties = block(
        _("Playing to a trick"),
        bullets(
            [
                _("No duty to follow suit and no duty to win: any card may be played."),
                _("Only the next rank of the same suit beats the led card: {examples}.").format(
                    examples=", ".join(
                        _("{lead} by {beater}").format(lead=a.value, beater=b.value)
                        for a, b in f.next_rank_examples
                    )
                ),
                _("A led ace cannot be beaten; it takes the trick."),
            ]
        ),
    )
    rows = [
        [(f"{b.low}–{b.high}" if b.low != b.high else str(b.low), True), (str(b.points), True)]
        for b in f.bands
    ]
    rows.append([(f"{f.tie_honours}:{f.tie_honours}", True), ("0", True)])
    scoring = block(
        _("Scoring a deal"),
        table([_("Winner's honours"), _("Victory points")], rows),
    )
    session = block(
        _("The session"),
        bullets(
            [
                _("{n} deals; the deal passes after each one, a {tie}:{tie} deal included.").format(
                    n=f.session_deals, tie=f.tie_honours
                ),
                _("More victory points wins the session; equal totals are a draw."),
            ]
        ),
    )
    return f'<div class="ks-cols">{cards}{deal}{duties}{scoring}{session}</div>'


def sheet_body(t: Translator) -> str:
    """The sheet's body in `t`'s language."""
    return _schneider_body(schneider_facts(), t)
