"""Lessons, puzzles, replays and presentation mode in real headless Chromium."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser_helpers import idle as _idle
from tests.browser_helpers import settle
from tests.browser_helpers import wait_for_pictures as _wait_for_pictures

pytestmark = pytest.mark.e2e


def _press(page: Page, key: str) -> None:
    """Press a shortcut key once the app is idle and no widget has the focus (notes §2.4)."""
    _idle(page)
    page.wait_for_timeout(300)
    page.evaluate("document.activeElement && document.activeElement.blur()")
    page.keyboard.press(key)
    settle(page)


def test_lesson_deep_link_language_switch_and_side_by_side(
    page: Page, app_url: str, artifacts: Path
) -> None:
    page.set_viewport_size({"width": 1400, "height": 1500})
    page.goto(f"{app_url}/lessons?lang=en&game=schneider&section=04")
    _idle(page)
    expect(page.get_by_role("heading", name=re.compile("^04 · "))).to_be_visible()
    _wait_for_pictures(page, "img.card.inline", 5)
    page.locator('[data-testid="stSidebar"]').get_by_role("radio", name="ru").click()
    _idle(page)
    expect(page.get_by_role("heading", name=re.compile("^04 · "))).to_contain_text("ранг")
    headings = page.get_by_role("heading", name=re.compile("^04 · "))
    for _attempt in range(3):
        page.locator(".st-key-lesson_partner").click()
        page.get_by_role("option", name="Deutsch").click()
        settle(page)  # the rerun the choice asks for may begin a moment after the click
        # Two lessons side by side take one rerun; on a loaded CI machine it took over 5 s once,
        # and once a choice made while the language's rerun still ran was lost: choose again.
        try:
            expect(headings).to_have_count(2, timeout=15_000)
            break
        except AssertionError:
            if page.locator(".st-key-lesson_partner").get_by_text("Deutsch").count():
                break  # chosen: give its rerun the time below, then judge
    expect(headings).to_have_count(2, timeout=20_000)
    _wait_for_pictures(page, "img.card.inline", 10)
    widths = page.eval_on_selector_all(
        "img.card.inline", "els => els.map(e => e.getBoundingClientRect().width)"
    )
    assert min(widths) > 10, "card pictures must be visible images"
    page.screenshot(path=str(artifacts / "lesson-ru-de-side-by-side.png"))


def test_quiz_round_by_clicking_cards(page: Page, app_url: str, artifacts: Path) -> None:
    page.set_viewport_size({"width": 1280, "height": 1400})
    page.goto(f"{app_url}/puzzles?lang=en&puzzle=schneider-04-queen-on-ten")
    _idle(page)
    answer = page.locator('[class*="st-key-picker_answer_quiz_schneider-04-queen-on-ten"]')
    answer.get_by_role("radio", name="Queen of Spades").click()
    _idle(page)
    expect(page.get_by_text("Not quite: Q♠ is not the answer.")).to_be_visible()
    missed = page.locator(".st-key-missed_schneider-04-queen-on-ten")
    expect(missed).to_contain_text("A leads 10♠ and B answers Q♠")  # the question, not its id
    missed.get_by_role("button", name=re.compile("^Retry")).click()
    _idle(page)
    answer.get_by_role("radio", name="Ten of Spades").click()
    _idle(page)
    expect(page.get_by_text("Right!")).to_be_visible()
    _wait_for_pictures(page, "img.card", 3)
    page.screenshot(path=str(artifacts / "puzzle-right.png"))
    page.get_by_role("button", name=re.compile("Next puzzle")).click()
    _idle(page)
    expect(page).not_to_have_url(re.compile("queen-on-ten"))


def _replay_round(
    page: Page, app_url: str, artifacts: Path, width: int, height: int, name: str
) -> None:
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"{app_url}/replays?lang=en&replay=schneider-07-whole-deal-16-4&step=2&present=1")
    _idle(page)
    expect(page.locator('[data-testid="stSidebar"]')).to_be_hidden()
    expect(page.get_by_text("Step 2 of 32")).to_be_visible()
    page.wait_for_selector(".js-plotly-plot .main-svg")
    _idle(page)
    _press(page, "ArrowRight")
    expect(page.get_by_text("Step 3 of 32")).to_be_visible(timeout=10_000)
    _press(page, "ArrowRight")
    expect(page.get_by_text("Step 4 of 32")).to_be_visible(timeout=10_000)
    expect(page).to_have_url(re.compile("step=4"))
    page.wait_for_selector(".js-plotly-plot .main-svg")
    _wait_for_pictures(page, "img.card", 4)
    page.screenshot(path=str(artifacts / f"replay-present-{name}.png"))


def test_replay_in_presentation_mode_with_arrow_keys_and_chart(
    page: Page, app_url: str, artifacts: Path
) -> None:
    _replay_round(page, app_url, artifacts, 1920, 1080, "1920x1080")
    point = page.locator(".js-plotly-plot .scatterlayer .trace").first.locator(".point").nth(8)
    point.scroll_into_view_if_needed()
    point.click(force=True)
    _idle(page)
    expect(page.get_by_text("Step 16 of 32")).to_be_visible()


def test_replay_on_a_phone(page: Page, app_url: str, artifacts: Path) -> None:
    _replay_round(page, app_url, artifacts, 390, 844, "390x844")


def test_presentation_share_link_has_a_qr_code(page: Page, app_url: str) -> None:
    page.goto(f"{app_url}/lessons?lang=de&game=schneider&section=07&present=1")
    _idle(page)
    # the share box is drawn after the lesson's first paint: on a loaded machine past 5 s
    expect(page.locator("img.qr")).to_be_visible(timeout=20_000)
    expect(page.get_by_text(re.compile(r"section=worked-example"))).to_be_visible()


def test_replay_autoplay_moves_on_by_itself(page: Page, app_url: str) -> None:
    page.goto(f"{app_url}/replays?lang=en&replay=schneider-07-whole-deal-16-4&step=0")
    _idle(page)
    page.get_by_text("Autoplay").click()
    expect(page.get_by_text("Step 2 of 32")).to_be_visible(timeout=10_000)
