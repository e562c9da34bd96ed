"""A cheat sheet as PDF: the sheet's own HTML printed by WeasyPrint (pango does the text layout).

WeasyPrint is imported only here and only when a PDF is asked for, so the app and the tests that
do not print never load it.
"""

from __future__ import annotations

from pathlib import Path

from tutorial.sheets.page import sheet_document


def sheet_pdf(game: str, lang: str) -> bytes:
    """The sheet of `game` in `lang` as PDF bytes."""
    from weasyprint import HTML

    return HTML(string=sheet_document(game, lang)).write_pdf()


def write_sheet_pdf(game: str, lang: str, path: Path) -> None:
    path.write_bytes(sheet_pdf(game, lang))
