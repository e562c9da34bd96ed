"""Teacher and phone snags in real headless Chromium: arrow keys after a click in presentation
mode, glossary terms by tap, and what fits on a 390 × 844 phone. Screenshots go to
tests/artifacts/ for a human to look at.
"""

from __future__ import annotations

import re
from contextlib import suppress
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect
from playwright.sync_api import Error as PlaywrightError

from tests.browser_helpers import click as _click
from tests.browser_helpers import idle as _idle
from tests.browser_helpers import settle
from tests.browser_helpers import wait_for_pictures as _wait_for_pictures
from tutorial.words.i18n import Translator

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
PROJECTOR = {"width": 1920, "height": 1080}
WHOLE = "schneider-07-whole-deal-16-4"
RERUN = 15_000  # ms a rerun may take on a loaded CI machine


def _arrow(page: Page, key: str) -> None:
    """Press an arrow key wherever the focus is now (unlike `_press`, nothing is blurred first)."""
    page.keyboard.press(key)
    settle(page)


def _sized(page: Page, selector: str) -> None:
    """Give the page's CSS (drawn with the page's first elements) time to size these controls
    for a finger; the assertions after this measure them."""
    with suppress(PlaywrightError):
        page.wait_for_function(
            """sel => { const b = [...document.querySelectorAll(sel)]
                           .map(e => e.getBoundingClientRect()).filter(r => r.width > 0);
                        return b.length > 0 && b.every(r => r.height >= 44); }""",
            arg=selector,
            timeout=5_000,
        )


def _arrow_keys_ready(page: Page) -> None:
    """Wait until the page's arrow-key script (`app/shell/keyboard.py`) runs in the tab: a click
    before it is there keeps the focus, as it would for a learner that quick (seen once on a
    loaded machine: the radio clicked kept the focus for the whole 15 s)."""
    page.wait_for_function("() => window.kartenschuleArrowKeys === true", timeout=RERUN)


def _let_go(page: Page, selector: str) -> None:
    """Wait until the control clicked last has given the focus back (`keyboard.py` blurs it
    just after the click, and again after the rerun) and the rerun it started is over: an
    arrow key pressed before that belongs to the control or to a run still going."""
    page.wait_for_function(
        "sel => !document.activeElement || !document.activeElement.closest(sel)",
        arg=selector,
        timeout=RERUN,
    )
    page.wait_for_timeout(300)  # a run asked for by the click may start a moment later
    _idle(page)


def test_arrow_keys_move_on_after_a_card_click_in_a_presented_lesson(
    page: Page, app_url: str, artifacts: Path
) -> None:
    page.set_viewport_size(PROJECTOR)
    page.goto(f"{app_url}/lessons?lang=en&game=schneider&section=04&present=1")
    _idle(page)
    expect(page.get_by_role("heading", name=re.compile("^04 · "))).to_be_visible()
    # The QR code is large and sits above the lesson.
    qr = page.locator("img.qr").bounding_box()
    heading = page.get_by_role("heading", name=re.compile("^04 · ")).bounding_box()
    assert qr and heading and qr["width"] >= 250 and qr["y"] < heading["y"]
    _wait_for_pictures(page, "img.card", 4)
    page.screenshot(path=str(artifacts / "present-lesson-1920x1080.png"))
    _arrow_keys_ready(page)
    picker = page.locator('[class*="st-key-picker_trick_"]').first
    picker.get_by_role("radio").first.click()
    _idle(page)
    expect(page.locator('[class*="st-key-cell_"]').first).to_contain_text("the trick")
    _let_go(page, '[class*="st-key-picker_"]')  # the card does not keep the arrow keys
    _arrow(page, "ArrowRight")
    expect(page.get_by_role("heading", name=re.compile("^05 · "))).to_be_visible(timeout=RERUN)
    _arrow(page, "ArrowLeft")
    expect(page.get_by_role("heading", name=re.compile("^04 · "))).to_be_visible(timeout=RERUN)


def test_arrow_keys_step_on_after_a_prediction_click_in_a_presented_replay(
    page: Page, app_url: str, artifacts: Path
) -> None:
    page.set_viewport_size(PROJECTOR)
    page.goto(f"{app_url}/replays?lang=en&replay={WHOLE}&step=2&present=1")
    _idle(page)
    _arrow_keys_ready(page)
    _click(page, page.locator(".st-key-replay_view").get_by_role("radio", name="B's view"))
    _let_go(page, ".st-key-replay_view")
    _arrow(page, "ArrowRight")
    expect(page.get_by_text("Step 3 of 32")).to_be_visible(timeout=RERUN)
    _click(page, page.get_by_text("Pause and predict"))
    question = page.locator('[class*="st-key-predict_"]')
    expect(question).to_be_visible(timeout=RERUN)
    _click(page, question.get_by_role("radio").first)
    _let_go(page, '[class*="st-key-predict_"]')
    _arrow(page, "ArrowRight")
    expect(page.get_by_text("Step 4 of 32")).to_be_visible(timeout=RERUN)
    expect(page).to_have_url(re.compile("step=4"))
    _wait_for_pictures(page, "img.card", 4)
    page.screenshot(path=str(artifacts / "present-replay-1920x1080.png"))


def test_a_glossary_term_opens_on_tap_on_a_phone(
    browser: Browser, app_url: str, artifacts: Path
) -> None:
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        page.goto(f"{app_url}/lessons?lang=de&game=schneider&section=04")
        _idle(page)
        term = page.locator("span.glossary").first
        tip = term.locator(".glossary-tip")
        expect(tip).to_be_hidden()
        term.tap()
        expect(tip).to_be_visible()
        box = tip.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
        assert box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"]
        page.screenshot(path=str(artifacts / "glossary-tap-390x844.png"))
        page.get_by_role("heading", name=re.compile("^04 · ")).tap()
        expect(tip).to_be_hidden()
    finally:
        context.close()


def test_replay_step_buttons_stay_in_one_row_on_a_phone(
    page: Page, app_url: str, artifacts: Path
) -> None:
    page.set_viewport_size(PHONE)
    page.goto(f"{app_url}/replays?lang=ru&replay={WHOLE}&step=2")
    _idle(page)
    expect(page.locator(".st-key-replay_steps button:visible")).to_have_count(4, timeout=RERUN)
    _wait_for_pictures(page, "img.card", 4)
    page.evaluate("document.fonts.ready")
    _sized(page, ".st-key-replay_steps button")
    # All four measured at once, so a late reflow cannot put them at different heights.
    boxes = [b for b in _boxes(page, ".st-key-replay_steps button") if b["width"] > 0]
    assert len(boxes) == 4, boxes
    assert len({round(b["y"]) for b in boxes}) == 1, boxes
    assert all(b["height"] >= 44 and b["width"] >= 44 for b in boxes), boxes
    assert boxes[-1]["x"] + boxes[-1]["width"] <= PHONE["width"]
    _click(page, page.locator(".st-key-replay_next button:visible").first)
    expect(page.get_by_text(re.compile("3 из 32|3 of 32"))).to_be_visible(timeout=RERUN)
    _wait_for_pictures(page, "img.card", 4)
    page.screenshot(path=str(artifacts / "replay-steps-390x844.png"))


def _outside(page: Page, selector: str) -> list[str]:
    """Elements of `selector` cut off on the right, or whose text does not fit their box."""
    return page.eval_on_selector_all(
        selector,
        """(els, width) => els.filter(e => { const r = e.getBoundingClientRect();
             return r.left < 0 || r.right > width || e.scrollWidth > e.clientWidth + 1; })
           .map(e => e.textContent || e.getAttribute('aria-label'))""",
        PHONE["width"],
    )


def _choices_fit_a_phone(page: Page, url: str, choices: str, count: int) -> list[dict]:
    """Open `url` on a phone; every one of the `count` choices is whole on screen, ≥ 44 px high."""
    page.set_viewport_size(PHONE)
    page.goto(url)
    _idle(page)
    expect(page.locator(choices)).to_have_count(count)
    # Measure once card pictures (if any) and fonts are in: before that a card is a 32 px stub.
    page.wait_for_function(
        """sel => [...document.querySelectorAll(sel + ' img')]
                   .every(i => i.complete && i.naturalWidth > 0)""",
        arg=choices,
        timeout=20_000,
    )
    page.evaluate("document.fonts.ready")
    _sized(page, choices)
    assert _outside(page, choices) == []
    boxes = _boxes(page, choices)
    assert min(b["height"] for b in boxes) >= 44, boxes
    return boxes


def test_text_answers_wrap_and_every_choice_is_visible_on_a_phone(
    page: Page, app_url: str, artifacts: Path
) -> None:
    url = f"{app_url}/puzzles?lang=pt&puzzle=bauern-06-false-claim"
    _choices_fit_a_phone(page, url, '[class*="st-key-picker_answer_"] [role="radio"]', 6)
    page.screenshot(path=str(artifacts / "puzzle-text-answers-390x844.png"), full_page=True)
    t = Translator("pt")
    _click(page, page.get_by_role("radio", name=t._("The opponents get {n}").format(n=2)))
    expect(page.get_by_text(t._("Right!"))).to_be_visible(timeout=RERUN)


def test_every_card_of_a_picker_is_visible_and_big_enough_on_a_phone(
    page: Page, app_url: str, artifacts: Path
) -> None:
    url = f"{app_url}/trick-checker?lang=en&game=schneider"
    boxes = _choices_fit_a_phone(page, url, '.st-key-picker_lead [role="radio"]', 32)
    assert min(b["width"] for b in boxes) >= 44, boxes
    _wait_for_pictures(page, ".st-key-picker_lead img", 32)
    assert _outside(page, '.st-key-picker_lead [role="radio"]') == []  # also once drawn
    page.screenshot(path=str(artifacts / "trick-checker-picker-390x844.png"))


def _boxes(page: Page, selector: str) -> list[dict]:
    return page.eval_on_selector_all(
        selector,
        "els => els.map(e => { const r = e.getBoundingClientRect();"
        " return {x: r.x, y: r.y, width: r.width, height: r.height}; })",
    )
