"""The Play page in real headless Chromium: a Schneider deal played by tapping cards on a
390 × 844 phone to the end, and the table at 1920 × 1080 in presentation mode. Screenshots go to
tests/artifacts/ for a human to look at."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser_helpers import click, idle, wait_for_pictures

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
PROJECTOR = {"width": 1920, "height": 1080}
RERUN = 15_000
TABLE = '[data-testid="card-table"]'
HAND = '[class*="st-key-picker_play_"]'


def _start(page: Page, url: str, start: str = "Start") -> None:
    page.goto(url)
    idle(page)
    click(page, page.get_by_role("button", name=start))
    expect(page.locator(TABLE)).to_be_visible(timeout=RERUN)


def _gone(page: Page, locator) -> None:
    """Click a control keyed by the deal's event count, then wait until it has been replaced:
    under load a rerun may begin late, and the next look must see the new page."""
    key = re.search(r"st-key-(\S+)", locator.get_attribute("class") or "")
    click(page, locator.locator("button, [role=radio]").first if key else locator)
    if key:
        expect(page.locator(f".st-key-{key.group(1)}")).to_have_count(0, timeout=RERUN)


def _one_move(page: Page) -> bool:
    """Go on after a trick, or tap the first card of the hand; False once the deal is over."""
    if page.locator('[class*="st-key-play_review_"]').count():
        return False
    go_on = page.locator('[class*="st-key-play_on_"]')
    if go_on.count():
        _gone(page, go_on.first)
        return True
    hand = page.locator(HAND).first
    expect(hand.get_by_role("radio").first).to_be_visible(timeout=RERUN)
    _gone(page, hand)
    return True


def _inside(page: Page, selector: str, width: int) -> None:
    for box in page.locator(selector).evaluate_all(
        "els => els.map(e => { const r = e.getBoundingClientRect();"
        " return {left: r.left, right: r.right, w: r.width, h: r.height}; })"
    ):
        assert box["left"] >= -1 and box["right"] <= width + 1, box


def test_a_schneider_deal_tapped_to_the_end_on_a_phone(
    browser: Browser, app_url: str, artifacts: Path
) -> None:
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        _start(page, f"{app_url}/play?lang=en&game=schneider&seed=4")
        wait_for_pictures(page, f"{TABLE} img.card", 4)
        cards = page.locator(HAND).get_by_role("radio")
        expect(cards.first).to_be_visible(timeout=RERUN)
        for box in cards.evaluate_all(
            "els => els.map(e => { const r = e.getBoundingClientRect();"
            " return [r.width, r.height, r.top, r.bottom]; })"
        ):
            assert box[0] >= 44 and box[1] >= 44, box  # large enough to tap
            # Issue 19 §6: the hand is on the first screen, no scroll needed to play a card.
            assert box[2] >= 0 and box[3] <= PHONE["height"], box
        _inside(page, TABLE, PHONE["width"])
        _inside(page, f"{HAND} button", PHONE["width"])
        moves = 0
        while _one_move(page):
            moves += 1
            if moves == 9:  # mid-deal: a trick on the table, with who played what
                wait_for_pictures(page, f"{TABLE} img.card", 4)
                page.locator(TABLE).evaluate("e => e.scrollIntoView({block: 'center'})")
                page.screenshot(path=str(artifacts / "play-table-390x844.png"))
            assert moves < 60, "the deal did not end"
        expect(page.locator(TABLE).get_by_text("takes the trick")).to_be_visible()
        wait_for_pictures(page, f"{TABLE} img.card", 2)
        _inside(page, TABLE, PHONE["width"])
        page.screenshot(path=str(artifacts / "play-end-390x844.png"))
        click(page, page.get_by_role("button", name="Review this deal"))
        expect(page.get_by_text("Review of your decisions")).to_be_visible(timeout=60_000)
        # Issue 19 §6: "Show me" redraws the table a screen up; it must come into view.
        show = page.get_by_role("button", name="Show me").first
        show.scroll_into_view_if_needed()
        assert _on_screen(page, TABLE) is False  # the review is below the table
        click(page, show)
        expect(page.get_by_text("The table as it stood before that decision.")).to_be_visible()
        page.wait_for_function(f"() => ({ON_SCREEN})(document.querySelector('{TABLE}'))")
        page.screenshot(path=str(artifacts / "play-show-me-390x844.png"))
    finally:
        context.close()


ON_SCREEN = (
    "e => { const r = e.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }"
)


def _on_screen(page: Page, selector: str) -> bool:
    return page.locator(selector).evaluate(ON_SCREEN)


def test_four_seats_fit_on_a_phone(browser: Browser, app_url: str, artifacts: Path) -> None:
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        _start(page, f"{app_url}/play?lang=ru&game=bauernschnapsen&seed=3", "Начать")
        for _ in range(8):
            if not _one_move_any(page):
                break
        wait_for_pictures(page, f"{TABLE} img.card", 4)
        _inside(page, TABLE, PHONE["width"])
        _inside(page, f"{TABLE} .kt-seat", PHONE["width"])
        page.locator(TABLE).evaluate("e => e.scrollIntoView({block: 'center'})")
        page.screenshot(path=str(artifacts / "play-bauern-390x844.png"))
    finally:
        context.close()


def test_the_table_in_presentation_mode_on_a_projector(
    page: Page, app_url: str, artifacts: Path
) -> None:
    page.set_viewport_size(PROJECTOR)
    _start(page, f"{app_url}/play?lang=en&game=bauernschnapsen&seed=3&present=1")
    expect(page.locator('[data-testid="stSidebar"]')).to_be_hidden()
    for _ in range(8):  # past the bidding into the tricks
        if not _one_move_any(page):
            break
    wait_for_pictures(page, f"{TABLE} img.card", 4)
    _inside(page, TABLE, PROJECTOR["width"])
    heights = page.locator(f"{TABLE} .kt-trick img.card").evaluate_all(
        "els => els.map(e => e.getBoundingClientRect().height)"
    )
    assert not heights or min(heights) >= 150  # readable from the back of the room
    page.screenshot(path=str(artifacts / "play-present-1920x1080.png"))


def _one_move_any(page: Page) -> bool:
    """As `_one_move`, but a decision without cards takes its first button."""
    if page.locator('[class*="st-key-play_review_"]').count():
        return False
    if page.locator(HAND).count() or page.locator('[class*="st-key-play_on_"]').count():
        return _one_move(page)
    first = page.locator('.st-key-play_actions [class*="st-key-play_act_"]').first
    expect(first).to_be_visible(timeout=RERUN)
    _gone(page, first)
    return True


def test_open_in_replays_works_with_the_language_in_the_address(page: Page, app_url: str) -> None:
    """Issue 19 §2: `?lang=` is bound to the language picker, and a page switch that cleared the
    address's parameters crashed on it; the deal must open in Replays, still in German."""
    _start(page, f"{app_url}/play?lang=de&game=schneider&seed=4", "Starten")
    moves = 0
    while _one_move(page):
        moves += 1
        assert moves < 60, "the deal did not end"
    click(page, page.get_by_role("button", name="In Wiederholungen öffnen"))
    expect(page).to_have_url(re.compile(r"/replays\?.*lang=de"), timeout=RERUN)
    idle(page)
    expect(page.locator('[data-testid="stException"]')).to_have_count(0)
    expect(page.get_by_text("This app has encountered an error")).to_have_count(0)


def test_a_language_changed_by_the_browser_history_keeps_the_page(page: Page, app_url: str) -> None:
    """Issue 19 §2: going back to an address with another (or an unknown) `lang` in an open
    session reruns the page with the picker bound; it must not crash."""
    page.goto(f"{app_url}/lessons?lang=en")
    idle(page)
    for lang in ("de", "xx", "ru"):
        page.evaluate(
            "lang => { history.pushState({}, '', location.pathname + '?lang=' + lang);"
            " dispatchEvent(new PopStateEvent('popstate')); }",
            lang,
        )
        idle(page)
        expect(page.locator('[data-testid="stException"]')).to_have_count(0)
        expect(page.get_by_text("This app has encountered an error")).to_have_count(0)
