"""A cheat sheet as one printable HTML page: each game writes its body (`GameParts.sheet_body`, its numbers
from the engine, its words in the reader's language); the page adds the title and the print styles.

The same HTML feeds the app's `/sheet` page and the PDF (`tutorial.sheets.pdf`), so the printed
sheet and the screen never differ. Print CSS keeps it to one A4 page.
"""

from __future__ import annotations

from html import escape

from tutorial.games.registry import SPECS
from tutorial.words.i18n import N_, Translator

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


def sheet_games() -> tuple[str, ...]:
    """The games that have a cheat sheet, in menu order."""
    return tuple(name for name, spec in SPECS.items() if spec.parts.sheet_body is not None)


def sheet_fragment(game: str, lang: str) -> str:
    """The sheet as an HTML fragment with its styles (for `st.html` and for the PDF)."""
    games = sheet_games()
    if game not in games:
        raise ValueError(f"unknown game {game!r}: expected one of {', '.join(games)}")
    t = Translator(lang)
    spec = SPECS[game]
    body_of = spec.parts.sheet_body
    assert body_of is not None
    body = body_of(t)
    title = spec.title
    head = f"<h1>{escape(t._(TITLE).format(game=t._(title)))}</h1>"
    sub = f'<p class="ks-sub">{escape(t._(SUBTITLE))}</p>'
    return f'{SHEET_CSS}<div class="ks-sheet" lang="{t.lang}">{head}{sub}{body}</div>'


def sheet_document(game: str, lang: str) -> str:
    """A whole HTML document of the sheet, for printing to PDF."""
    fragment = sheet_fragment(game, lang)
    return f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"></head><body>{fragment}</body></html>'
