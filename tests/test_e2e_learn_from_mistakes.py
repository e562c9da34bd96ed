"""Issue 21's learner in real headless Chromium on a phone: three tactics puzzles, then a played
deal whose costly decisions come back in Review as puzzles of their own positions (§2, §3).
Screenshots go to tests/artifacts/ for a human to look at."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser_helpers import click, idle, wait_for_pictures

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
RERUN = 15_000
TABLE = '[data-testid="card-table"]'
HAND = '[class*="st-key-picker_play_"]'


def _answer_first_choice(page: Page, box: str) -> None:
    picker = page.locator(f'{box} [class*="st-key-picker_answer_"]').first
    expect(picker).to_be_visible(timeout=RERUN)
    click(page, picker.locator("button").first)
    expect(page.get_by_text(re.compile(r"Right!|Not quite")).first).to_be_visible(timeout=RERUN)


def _tap_to_the_end(page: Page) -> None:
    for _ in range(80):
        if page.locator('[class*="st-key-play_review_"]').count():
            return
        go_on = page.locator('[class*="st-key-play_on_"]')
        target = go_on.first if go_on.count() else page.locator(HAND).first
        key = re.search(r"st-key-(\S+)", target.get_attribute("class") or "")
        click(page, target.locator("button, [role=radio]").first)
        if key:
            expect(page.locator(f".st-key-{key.group(1)}")).to_have_count(0, timeout=RERUN)
    raise AssertionError("the deal did not end")


def test_three_tactics_puzzles_then_a_deal_whose_mistakes_come_back_in_review(
    browser: Browser, app_url: str, artifacts: Path
) -> None:
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        page.goto(f"{app_url}/puzzles?lang=en&mode=tactics&game=schneider")
        idle(page)
        for number in range(3):
            _answer_first_choice(page, '[class*="st-key-puzzle_tactics_"]')
            if number == 0:
                wait_for_pictures(page, f"{TABLE} img.card", 4)
                page.screenshot(path=str(artifacts / "tactics-answered-390x844.png"))
            click(page, page.get_by_role("button", name="Next puzzle"))
            idle(page)
        expect(page.get_by_text(re.compile(r"Solved \d+ of \d+"))).to_be_visible()

        page.goto(f"{app_url}/play?lang=en&game=schneider&seed=3")
        idle(page)
        click(page, page.get_by_role("button", name="Start"))
        expect(page.locator(TABLE)).to_be_visible(timeout=RERUN)
        _tap_to_the_end(page)
        click(page, page.get_by_role("button", name="Review this deal"))
        line = page.get_by_text(re.compile(r"\d+ of your decisions (are|is) now"))
        expect(line).to_be_visible(timeout=60_000)
        count = int(re.match(r"\d+", line.inner_text()).group(0))
        assert count >= 2, "tapping the first card of the hand costs more than once in seed 3"
        click(page, page.get_by_role("button", name="Review them"))
        expect(page).to_have_url(re.compile(r"/puzzles\?.*mode=review"), timeout=RERUN)
        expect(page.get_by_text("From your own deal").first).to_be_visible(timeout=RERUN)
        expect(
            page.get_by_text(re.compile(r"\d+ puzzles? (is|are) due for review"))
        ).to_be_visible()
        wait_for_pictures(page, f"{TABLE} img.card", 4)
        page.screenshot(path=str(artifacts / "review-own-position-390x844.png"))
        _answer_first_choice(page, '[class*="st-key-puzzle_review_mine_"]')
        expect(page.get_by_text(re.compile(r"On average")).first).to_be_visible()
        page.screenshot(path=str(artifacts / "review-own-answered-390x844.png"), full_page=True)
        expect(page.locator('[data-testid="stException"]')).to_have_count(0)
    finally:
        context.close()
