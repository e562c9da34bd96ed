"""Render every card face in both skins to an HTML contact sheet and, if Chromium is present, a PNG.

A human has to look at card art: tests can prove the SVG is valid and accessible, not that a Laub
pip looks like a leaf or that the index is readable at phone size. Run from the project root:

    python scripts/card_sheet.py [--zoom 10S,OC,JH] [--out docs/card-sheet.png]
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutorial.content.card_art import back_img_html, card_img_html
from tutorial.games.cards import PACK_32, parse_card
from tutorial.words.card_names import Skin

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

ROWS: tuple[tuple[str, Skin, bool], ...] = (
    ("French, two colours", Skin.FRENCH, False),
    ("French, four colours", Skin.FRENCH, True),
    ("German (Doppeldeutsch)", Skin.GERMAN, False),
)


def sheet_html(heights: tuple[int, ...] = (90, 48), zoom: tuple[str, ...] = ()) -> str:
    """The contact sheet: one block per skin and height, plus optional zoomed cards."""
    parts = [
        "<!doctype html><meta charset='utf-8'><title>Card sheet</title><style>"
        "body{font-family:sans-serif;background:#2e7d4f;color:#fff;margin:12px}"
        "h2{font-size:14px;margin:10px 0 4px}.row{display:flex;flex-wrap:wrap;gap:4px}"
        "img{display:block}</style>"
    ]
    for height in heights:
        for title, skin, four in ROWS:
            parts.append(f"<h2>{title} — {height} px</h2><div class='row'>")
            parts += [card_img_html(c, skin, four, height=height) for c in PACK_32]
            parts.append(back_img_html(height=height))
            parts.append("</div>")
    if zoom:
        parts.append("<h2>Zoomed — 280 px</h2><div class='row'>")
        for code in zoom:
            c = parse_card(code)
            parts += [card_img_html(c, skin, four, height=280) for _, skin, four in ROWS]
        parts.append("</div>")
    return "".join(parts)


def screenshot(html_path: Path, png_path: Path) -> bool:
    """Screenshot the page with the system Chromium; False if there is no Chromium."""
    chromium = shutil.which("chromium")
    if chromium is None or not Path("/usr/bin/chromium").exists():
        return False
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1700, "height": 900})
        page.goto(html_path.resolve().as_uri())
        page.wait_for_load_state("load")
        page.screenshot(path=str(png_path), full_page=True)
        browser.close()
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/card-sheet.png"))
    parser.add_argument("--zoom", default="", help="comma-separated cards to show at 280 px")
    parser.add_argument("--html", type=Path, default=None, help="also keep the HTML here")
    args = parser.parse_args(argv)
    zoom = tuple(z for z in args.zoom.split(",") if z.strip())
    page = sheet_html(zoom=zoom)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        html_path = args.html or Path(tmp) / "card-sheet.html"
        html_path.write_text(page, encoding="utf-8")
        if screenshot(html_path, args.out):
            print(f"wrote {args.out}")
        else:
            print(f"no chromium: wrote only {html_path}" if args.html else "no chromium found")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
