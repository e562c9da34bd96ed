"""The learner's memory in real Chromium: it survives a reload, another device and a restart.

The server has a scratch database of its own (`own_server`). A learner answers three puzzles;
after a reload the score and the missed list are there (the browser's cookie); the personal link
opened in a fresh browser context (another device) shows the same progress and leaves the
address without the token; after the server process is restarted, still the same. Screenshots of
"My progress" on a phone and a wide screen land in tests/artifacts/.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser_helpers import settle as _idle
from tests.conftest import Server

pytestmark = pytest.mark.e2e

QUEEN = "schneider-04-queen-on-ten"
QUEEN_TEXT = "A leads 10♠ and B answers Q♠"
ANSWERS = [
    (QUEEN, "Queen of Spades"),  # wrong: 10♠ takes it
    ("schneider-04-ace-led-unbeatable", "None of them"),  # right
    ("schneider-02-no-trump", None),  # whatever comes first
]


def _metrics(page: Page) -> list[str]:
    return page.get_by_test_id("stMetricValue").all_inner_texts()


def _answer(page: Page, base: str, puzzle: str, choice: str | None) -> None:
    page.goto(f"{base}/puzzles?lang=en&puzzle={puzzle}")
    _idle(page)
    picker = page.locator(f".st-key-picker_answer_quiz_{puzzle}")
    radio = picker.get_by_role("radio", name=choice) if choice else picker.get_by_role("radio")
    radio.first.click()
    _idle(page)


def _personal_link(page: Page) -> str:
    sidebar = page.get_by_test_id("stSidebar")
    sidebar.get_by_text("Continue on another device").click()
    code = sidebar.locator("code").filter(has_text="learner=")
    expect(code).to_be_visible()
    return code.inner_text().strip()


def _shows_the_progress(page: Page) -> None:
    expect(page.get_by_test_id("stMetricValue").first).to_have_text("3")
    assert _metrics(page)[0] == "3"
    expect(page.get_by_text(QUEEN_TEXT).last).to_be_visible()


def test_progress_survives_reload_another_device_and_a_restart(
    own_server: Server, browser: Browser, artifacts: Path
) -> None:
    first = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = first.new_page()
    for puzzle, choice in ANSWERS:
        _answer(page, own_server.url, puzzle, choice)
    assert any(c["name"] == "kartenschule_learner" for c in first.cookies())
    page.goto(f"{own_server.url}/puzzles?lang=en")
    _idle(page)
    _shows_the_progress(page)
    expect(page.get_by_text("Missed puzzles to retry")).to_be_visible()

    link = _personal_link(page)
    assert link.startswith(own_server.url) and re.search(r"learner=[\w-]{32}", link)
    other = browser.new_context(viewport={"width": 390, "height": 844})
    phone = other.new_page()
    phone.goto(link)
    _idle(phone)
    expect(phone).not_to_have_url(re.compile("learner="))
    _shows_the_progress(phone)

    own_server.restart()
    page.goto(f"{own_server.url}/puzzles?lang=en")
    _idle(page)
    _shows_the_progress(page)
    phone.goto(f"{own_server.url}/progress?lang=de")  # the phone remembers the learner too
    _idle(phone)
    expect(phone.get_by_role("heading", name="Mein Fortschritt")).to_be_visible()
    expect(phone.get_by_test_id("stMetricValue").nth(1)).to_have_text("3")
    phone.wait_for_selector(".st-key-mastery_map .scatterlayer .point", timeout=20_000)
    phone.screenshot(path=str(artifacts / "progress-phone-de.png"), full_page=True)
    first.close()
    other.close()


def test_the_progress_page_on_a_wide_screen_and_a_click_on_the_map(
    own_server: Server, page: Page, artifacts: Path
) -> None:
    page.set_viewport_size({"width": 1920, "height": 1080})
    for puzzle, choice in ANSWERS[:2]:
        _answer(page, own_server.url, puzzle, choice)
    page.goto(f"{own_server.url}/progress?lang=en")
    _idle(page)
    cells = page.locator(".st-key-mastery_map .scatterlayer .point")
    expect(cells).to_have_count(32)  # 8 + 12 + 12 sections
    page.screenshot(path=str(artifacts / "progress-wide-en.png"), full_page=True)
    box = cells.nth(9).bounding_box()  # §01–§03 have three cells each; then Schneider §04
    assert box is not None
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    _idle(page)
    expect(page).to_have_url(re.compile(r"/puzzles\?.*mode=review"))
    expect(page.get_by_text("Reviewing Böhmischer Schneider §04")).to_be_visible()
