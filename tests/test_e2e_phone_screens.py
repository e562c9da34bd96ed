"""Issue 19 §6 on a 390 × 844 phone in real headless Chromium: the cheat sheet's tables fit the
screen in every game and language, the home page's start link is whole, and the arrow buttons
show their arrow once. ("Show me" bringing the table into view is in test_e2e_play.py.)
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser_helpers import idle
from tutorial.sheets.page import sheet_games

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
LANGS = ("en", "de", "ru", "pt")
WHOLE = "schneider-07-whole-deal-16-4"
RERUN = 15_000  # ms a run may take on a loaded machine

# Tables wider than the sheet, and how far the page's main area scrolls sideways.
SHEET_FIT = """() => {
  const sheet = document.querySelector('.ks-sheet').getBoundingClientRect();
  const wide = [...document.querySelectorAll('.ks-sheet table')]
    .filter(t => t.getBoundingClientRect().right > sheet.right + 1)
    .map(t => `${t.rows[0].cells[0].textContent}: ${Math.round(t.getBoundingClientRect().width)} px`);
  const main = document.querySelector('[data-testid="stMain"]');
  return {wide, sideways: main.scrollWidth - main.clientWidth, right: sheet.right};
}"""


def test_the_cheat_sheet_fits_a_phone_in_every_game_and_language(
    page: Page, app_url: str, artifacts: Path
) -> None:
    """The Bauernschnapsen contract table was 463 px wide in Russian (last column cut), the
    Schneider scoring table 405 px in German: the page scrolled sideways."""
    page.set_viewport_size(PHONE)
    misfits = {}
    for game in sheet_games():
        for lang in LANGS:
            page.goto(f"{app_url}/sheet?game={game}&lang={lang}")
            idle(page)
            expect(page.locator(".ks-sheet table").first).to_be_visible(timeout=RERUN)
            fit = page.evaluate(SHEET_FIT)
            if fit["wide"] or fit["sideways"] > 0 or fit["right"] > PHONE["width"]:
                misfits[f"{game}/{lang}"] = fit
    page.locator(".ks-sheet table").last.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "sheet-contracts-pt-390x844.png"))
    assert misfits == {}


@pytest.mark.parametrize("lang", LANGS)
def test_the_home_pages_start_link_is_whole_on_a_phone(page: Page, app_url: str, lang: str) -> None:
    """ "Start here: the first lesson of …" was cut at the screen's edge in Russian and Portuguese."""
    page.set_viewport_size(PHONE)
    page.goto(f"{app_url}/?lang={lang}")
    idle(page)
    labels = page.locator('.st-key-start_here [data-testid="stPageLink-NavLink"] p')
    expect(labels.first).to_be_visible(timeout=RERUN)
    cut = labels.evaluate_all(
        """(els, width) => els.filter(e => { const r = e.getBoundingClientRect();
             return r.right > width || e.scrollWidth > e.clientWidth + 1; })
           .map(e => e.textContent)""",
        PHONE["width"],
    )
    assert cut == []


@pytest.mark.parametrize(
    ("path", "keys"),
    [
        ("/lessons?game=schneider&section=02", ("lesson_prev", "lesson_next")),
        (f"/replays?replay={WHOLE}&step=2", ("replay_prev", "replay_next")),
    ],
    ids=["lessons", "replays"],
)
def test_an_arrow_button_shows_its_arrow_once(
    page: Page, app_url: str, path: str, keys: tuple[str, ...]
) -> None:
    """The arrow icon and Streamlit's hint for the arrow-key shortcut (→) showed two arrows; the
    shortcut itself still works (tests/test_e2e_teacher_phone.py presses it)."""
    page.set_viewport_size(PHONE)
    page.goto(f"{app_url}{path}&lang=en")
    idle(page)
    for key in keys:
        button = page.locator(f".st-key-{key} button").filter(visible=True).first
        expect(button).to_be_visible(timeout=RERUN)
        expect(button.locator('[data-testid="stIconMaterial"]')).to_have_count(1, timeout=RERUN)
        expect(button.locator("kbd")).to_be_hidden(timeout=RERUN)


@pytest.mark.parametrize(
    ("path", "lang", "button", "limits"),
    [
        ("/progress", "de", "Datei auswählen", "JSON-Datei, höchstens 20 MB"),
        ("/replays", "ru", "Выбрать файл", "Файл JSON, не больше 1 МБ"),
        ("/progress", "pt", "Escolher ficheiro", "Ficheiro JSON, até 20 MB"),
    ],
    ids=["progress-de", "replays-ru", "progress-pt"],
)
def test_the_file_uploaders_speak_the_pages_language(
    page: Page, app_url: str, path: str, lang: str, button: str, limits: str
) -> None:
    """Streamlit's own "Upload" and "20MB per file • JSON" were English on every page."""
    page.set_viewport_size(PHONE)
    page.goto(f"{app_url}{path}?lang={lang}")
    idle(page)
    uploader = page.locator('[data-testid="stFileUploader"]').first
    expect(uploader.get_by_role("button", name=button, exact=True)).to_be_visible(timeout=RERUN)
    # Named in the DOM too, for tools that do not read generated content (axe-core).
    dropzone = uploader.locator('[data-testid="stFileUploaderDropzone"] button')
    expect(dropzone).to_have_attribute("aria-label", button)
    shown = uploader.inner_text()  # leaves out what is hidden
    assert "Upload" not in shown and "per file" not in shown, shown
    drawn = uploader.locator('[data-testid="stFileUploaderDropzoneInstructions"] > div').evaluate(
        "e => getComputedStyle(e, '::after').content"
    )
    assert drawn == f'"{limits}"'


def test_the_replay_charts_title_is_whole_on_a_phone(page: Page, app_url: str) -> None:
    """The chart's own title does not wrap: "Взятые онеры по взяткам (нажмите на взятку, ч" was
    all a Russian phone showed. The title is now the page's text above the chart."""
    page.set_viewport_size(PHONE)
    page.goto(f"{app_url}/replays?replay={WHOLE}&step=2&lang=ru")
    idle(page)
    title = page.get_by_text("Взятые онеры по взяткам (нажмите на взятку, чтобы перейти к ней)")
    expect(title).to_be_visible(timeout=RERUN)
    chart = page.locator('[data-testid="stPlotlyChart"]')
    expect(chart.locator("svg").first).to_be_attached(timeout=RERUN)
    cut = chart.locator("text").evaluate_all(
        """(els, width) => els.filter(e => e.getBoundingClientRect().right > width)
             .map(e => e.textContent)""",
        PHONE["width"],
    )
    assert cut == []
