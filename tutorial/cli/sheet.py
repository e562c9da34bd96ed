"""`kartenschule sheet GAME --lang L -o FILE.pdf`: print a game's cheat sheet to a one-page PDF.

Bad input (an unknown game or language, a folder that does not exist) ends with one line naming
what is wrong and exit status 2, like the other commands.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from tutorial.sheets.page import sheet_games
from tutorial.words.i18n import LANGUAGES


def add_parser(commands: Any) -> None:
    sheet = commands.add_parser("sheet", help="print a game's cheat sheet as a one-page PDF")
    sheet.add_argument("game", help=f"one of: {', '.join(sheet_games())}")
    sheet.add_argument("--lang", default="en", help=f"one of: {', '.join(LANGUAGES)}")
    sheet.add_argument("-o", "--output", type=Path, required=True, metavar="FILE.pdf")


def _fail(message: str) -> int:
    print(f"kartenschule sheet: {message}", file=sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    if args.game not in sheet_games():
        return _fail(f"unknown game {args.game!r}: expected one of {', '.join(sheet_games())}")
    if args.lang not in LANGUAGES:
        return _fail(f"language {args.lang!r}: expected one of {', '.join(LANGUAGES)}")
    folder = args.output.parent
    if not folder.is_dir():
        return _fail(f"{args.output}: the folder {folder} does not exist")
    try:
        from tutorial.sheets.pdf import write_sheet_pdf
    except OSError as exc:  # WeasyPrint without its pango libraries
        return _fail(f"cannot make PDFs here: {exc}")
    try:
        write_sheet_pdf(args.game, args.lang, args.output)
    except OSError as exc:
        return _fail(f"{args.output}: {exc.strerror or exc}")
    print(args.output)
    return 0
