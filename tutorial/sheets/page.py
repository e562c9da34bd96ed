"""A cheat sheet as one printable HTML page: the numbers from `facts`, the words in the reader's language.

The same HTML feeds the app's `/sheet` page and the PDF (`tutorial.sheets.pdf`), so the printed
sheet and the screen never differ. Print CSS keeps it to one A4 page.
"""

from __future__ import annotations

from html import escape

from tutorial.card_names import rank_name
from tutorial.catalog import GAME_INFO
from tutorial.games.schnapsen_cards import RankOrder
from tutorial.games.schnapsen_contracts import Bidders, Contract, Goal, Holding
from tutorial.i18n import N_, Translator
from tutorial.sheets.facts import (
    SchnapsenFacts,
    SchneiderFacts,
    schnapsen_facts,
    schneider_facts,
)
from tutorial.texts.schnapsen import CONTRACT_NAMES, DOUBLING_NAMES

SHEET_GAMES: tuple[str, ...] = tuple(info.key for info in GAME_INFO)

SHEET_CSS = """
<style>
@page { size: A4; margin: 11mm 12mm; }
.ks-sheet { font-family: "DejaVu Sans", "Noto Sans", Arial, sans-serif; font-size: 9.4pt;
  line-height: 1.32; color: #111; }
.ks-sheet h1 { font-size: 15pt; margin: 0 0 2pt 0; }
.ks-sheet .ks-sub { color: #555; margin: 0 0 6pt 0; font-size: 8.5pt; }
.ks-sheet h2 { font-size: 10.5pt; margin: 5pt 0 2pt 0; border-bottom: 1px solid #999; }
.ks-sheet p, .ks-sheet ul { margin: 0 0 3pt 0; }
.ks-sheet ul { padding-left: 13pt; }
.ks-sheet .ks-cols { column-count: 2; column-gap: 14pt; }
.ks-sheet .ks-block { break-inside: avoid; }
.ks-sheet table { border-collapse: collapse; width: 100%; margin: 2pt 0 4pt 0; }
.ks-sheet th, .ks-sheet td { border: 1px solid #bbb; padding: 1.5pt 4pt; text-align: left;
  vertical-align: top; }
.ks-sheet th { background: #eee; }
.ks-sheet td.ks-num { text-align: right; font-weight: bold; white-space: nowrap; }
.ks-sheet .ks-ranks { font-weight: bold; letter-spacing: 1pt; }
.ks-sheet p, .ks-sheet ul, .ks-sheet li, .ks-sheet td, .ks-sheet th { font-size: inherit !important;
  line-height: inherit !important; }
/* A phone: one column, and a table cell's long word may break (a 390 px screen showed the
   contract table 463 px wide, its last column cut). The printed sheet keeps its two columns. */
@media screen and (max-width: 640px) {
  .ks-sheet .ks-cols { column-count: 1; }
  .ks-sheet th, .ks-sheet td { padding: 1.5pt 3pt; }
  .ks-sheet td { overflow-wrap: anywhere; }
}
</style>
"""

TITLE = N_("{game}: cheat sheet")
SUBTITLE = N_(
    "Kartenschule · the rules the app plays by default, with every number from the engine"
)

_BIDDERS: dict[Bidders, str] = {
    Bidders.F_ONLY: N_("forehand only"),
    Bidders.SIDE_F: N_("forehand or his partner"),
    Bidders.SIDE_O: N_("the other pair"),  # shown in: bauernschnapsen
    Bidders.CALLER: N_("the caller only"),
    Bidders.NON_CALLER: N_("middlehand or the dealer"),
    Bidders.ANY: N_("anyone"),
}
_GOALS: dict[Goal, str] = {
    Goal.NORMAL: N_("{target} and a claim, or the last trick"),
    Goal.SCHNAPSER: N_("every trick until {target}, which he must reach by trick {n}"),
    Goal.ALL_TRICKS: N_("every trick"),
    Goal.NO_TRICKS: N_("no trick"),
}
_HOLDINGS: dict[Holding, str] = {
    Holding.SUIT: N_("needs all five cards of one suit"),
    Holding.TRUMPS: N_("needs all five trumps"),
    Holding.ACE: N_("needs an ace"),
}


def _block(title: str, body: str) -> str:
    return f'<div class="ks-block"><h2>{escape(title)}</h2>{body}</div>'


def _p(text: str) -> str:
    return f"<p>{escape(text)}</p>"


def _ul(items: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"


def _table(head: list[str], rows: list[list[tuple[str, bool]]]) -> str:
    """A table; each cell is (text, is_number), numbers right-aligned and bold."""
    th = "".join(f"<th>{escape(h)}</th>" for h in head)
    body = "".join(
        "<tr>"
        + "".join(
            f'<td class="ks-num">{escape(text)}</td>' if number else f"<td>{escape(text)}</td>"
            for text, number in row
        )
        + "</tr>"
        for row in rows
    )
    return f"<table><tr>{th}</tr>{body}</table>"


def _ranks(ranks: tuple, lang: str) -> str:
    return '<p class="ks-ranks">' + escape("  ".join(r.value for r in ranks)) + "</p>"


def _schneider_body(f: SchneiderFacts, t: Translator) -> str:
    _ = t._
    names = ", ".join(f"{r.value} ({rank_name(r, t.lang)})" for r in f.honour_ranks)
    cards = _block(
        _("Cards and ranks"),
        _p(_("Rank, low to high:"))
        + _ranks(f.ranks_low_to_high, t.lang)
        + _p(
            _("Honours, one each: {names}. The pack holds {total}.").format(
                names=names, total=f.total_honours
            )
        ),
    )
    deal = _block(
        _("The deal"),
        _ul(
            [
                _("{hand} cards each, {talon} face down in the talon; {tricks} tricks.").format(
                    hand=f.hand_size, talon=f.talon_size, tricks=f.tricks
                ),
                _("The winner of a trick draws first, then the other player; the winner leads."),
            ]
        ),
    )
    duties = _block(
        _("Playing to a trick"),
        _ul(
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
    scoring = _block(
        _("Scoring a deal"),
        _table([_("Winner's honours"), _("Victory points")], rows),
    )
    session = _block(
        _("The session"),
        _ul(
            [
                _("{n} deals; the deal passes after each one, a {tie}:{tie} deal included.").format(
                    n=f.session_deals, tie=f.tie_honours
                ),
                _("More victory points wins the session; equal totals are a draw."),
            ]
        ),
    )
    return f'<div class="ks-cols">{cards}{deal}{duties}{scoring}{session}</div>'


def _contract_goal(row: Contract, target: int, t: Translator) -> str:
    parts = [t._(_GOALS[row.goal]).format(n=row.trick_limit, target=target)]
    if row.order is RankOrder.ACE_LOW:
        parts.append(t._("ace low"))
    if row.sits_out:
        parts.append(t._("the declarer's partner sits out"))
    if row.holding in _HOLDINGS:
        parts.append(t._(_HOLDINGS[row.holding]))
    return "; ".join(parts)


NOBODY_BIDS_NORMAL = N_("nobody bids it: when all pass, forehand plays it")


def _bidders(row: Contract, f: SchnapsenFacts, t: Translator) -> str:
    if row.goal is Goal.NORMAL and not f.normal_is_bid:
        return t._(NOBODY_BIDS_NORMAL)
    return t._(_BIDDERS[row.bidders])


def _contract_table(f: SchnapsenFacts, t: Translator) -> str:
    _ = t._
    rows = [
        [
            (_(CONTRACT_NAMES[row.id]), False),
            (str(row.value), True),
            (_bidders(row, f, t), False),
            (_("yes") if row.trumps else _("no"), False),
            (_contract_goal(row, f.target, t), False),
        ]
        for row in f.contracts
    ]
    head = [_("Contract"), _("Value"), _("Who may bid"), _("Trumps"), _("The declarer must take")]
    return _block(_("Contracts, lowest first"), _table(head, rows))


# When doubling comes, by the phase the engine runs just before it.
# shown in: bauernschnapsen, dreierschnapsen
DOUBLING_WHEN = {
    "auction": N_("Doubling after the auction, before the first lead: {chain}."),
    "talon": N_("Doubling after the talon is exchanged, before the first lead: {chain}."),
}


def _phase_before(f: SchnapsenFacts, phase: str) -> str:
    return f.phases[f.phases.index(phase) - 1]


def _schnapsen_body(f: SchnapsenFacts, t: Translator) -> str:
    _ = t._
    ranks = _block(
        _("Rank order"),
        _p(_("High to low:"))
        + _ranks(f.ranks_high_to_low, t.lang)
        + _p(_("Ace low (Zehnergang):"))
        + _ranks(f.ace_low_high_to_low, t.lang),
    )
    values = _block(
        _("Card values"),
        _table(
            [_("Card"), _("Points")],
            [
                [(f"{r.value} ({rank_name(r, t.lang)})", False), (str(p), True)]
                for r, p in f.card_points
            ],
        )
        + _p(
            _("{total} card points in the pack; {target} wins the Normal game.").format(
                total=f.total_points, target=f.target
            )
        )
        + _p(
            _("Marriage (king and queen shown when leading): {plain}, in trumps {trumps}.").format(
                plain=f.marriage, trumps=f.trump_marriage
            )
        ),
    )
    duties = _block(
        _("Playing to a trick"),
        _ul(
            [
                _("Follow suit and head the trick if you can, even over a partner."),
                _(
                    "No card of the suit led: trump, overtrumping a trump already played if you can."
                ),
                _("Neither suit nor trump: play any card."),
            ]
        ),
    )
    award_rows = [
        [(_("no trick"), False), (str(f.award_no_trick), True)],
        [(_("a trick, but under {half} card points").format(half=f.half), False),
         (str(f.award_under_half), True)],
        [(_("{half} card points or more").format(half=f.half), False),
         (str(f.award_half_or_more), True)],
    ]  # fmt: skip
    after = [
        _("A false claim gives the opponents what the claim would have scored."),
        _("Nobody claims: the last trick scores {n}.").format(n=f.last_trick),
    ]
    claim = _("Claim {target} right after your own trick or your own marriage; play stops.")
    normal = _block(
        _("The Normal game"),
        _p(claim.format(target=f.target))
        + _table([_("The opponents have"), _("Game points")], award_rows)
        + _ul(after),
    )
    lost = (
        _("Contract lost: each defender scores its value.")
        if f.game == "dreierschnapsen"
        else _("Contract lost: the other pair scores its value.")
    )
    doubling = ", ".join(f"{_(DOUBLING_NAMES[name])} ×{m}" for name, m in f.doublings)
    contract_items = [_("Contract made: the declarer's side scores its value."), lost]
    contract_items.append(_(DOUBLING_WHEN[_phase_before(f, "doubling")]).format(chain=doubling))
    if f.without_talon_bonus:
        contract_items.append(
            t.ngettext(
                "Without the talon a contract is worth {n} game point more, won or lost: "
                "a lost one pays each defender that much too.",
                "Without the talon a contract is worth {n} game points more, won or lost: "
                "a lost one pays each defender that much too.",
                f.without_talon_bonus,
            ).format(n=f.without_talon_bonus)
        )
    contracts = _block(_("Scoring a contract"), _ul(contract_items))
    game_items = [
        _("The first to {n} game points wins the game.").format(n=f.game_target),
        _("The loser gets {n} Bummerl; with no game point at all (Schneider) {s}.").format(
            n=f.bummerl, s=f.schneider_bummerl
        ),
    ]
    if f.retourschneider_bummerl:
        game_items.append(
            _(
                "Retourschneider: two players at {high}, the third at 0 wins: {n} Bummerl each."
            ).format(high=f.game_target - 1, n=f.retourschneider_bummerl)
        )
    game = _block(_("The game and the Bummerl"), _ul(game_items))
    columns = f'<div class="ks-cols">{ranks}{values}{duties}{normal}{contracts}{game}</div>'
    return columns + _contract_table(f, t)


def sheet_fragment(game: str, lang: str) -> str:
    """The sheet as an HTML fragment with its styles (for `st.html` and for the PDF)."""
    if game not in SHEET_GAMES:
        raise ValueError(f"unknown game {game!r}: expected one of {', '.join(SHEET_GAMES)}")
    t = Translator(lang)
    title = next(info.title for info in GAME_INFO if info.key == game)
    if game == "schneider":
        body = _schneider_body(schneider_facts(), t)
    else:
        body = _schnapsen_body(schnapsen_facts(game), t)
    head = f"<h1>{escape(t._(TITLE).format(game=t._(title)))}</h1>"
    sub = f'<p class="ks-sub">{escape(t._(SUBTITLE))}</p>'
    return f'{SHEET_CSS}<div class="ks-sheet" lang="{t.lang}">{head}{sub}{body}</div>'


def sheet_document(game: str, lang: str) -> str:
    """A whole HTML document of the sheet, for printing to PDF."""
    fragment = sheet_fragment(game, lang)
    return f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"></head><body>{fragment}</body></html>'
