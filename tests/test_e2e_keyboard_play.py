"""Issue 19 §7: a whole Schneider deal at /play played with the keyboard alone (Tab, arrow keys,
Enter), the trick and whose turn it is heard through a polite live region after every trick.

Only `page.keyboard.press` moves the game on: no click, no focus() from the test. The live
region's sentence must change after each of the 16 tricks and name the trick; the deal ends on
its end screen.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser_helpers import idle, settle

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

PROJECTOR = {"width": 1920, "height": 1080}
RERUN = 20_000
LIVE = '#kt-live[aria-live="polite"]'
TRICKS = 16  # 32 cards, two players
FOCUSED_KEY = """() => { const keys = [];
  for (let e = document.activeElement; e && e !== document.body; e = e.parentElement)
    keys.push(...[...e.classList].filter(c => c.startsWith('st-key-')));
  return keys.join(' '); }"""


def _focused(page: Page) -> str:
    return page.evaluate(FOCUSED_KEY)


def _focus_lands(page: Page) -> str:
    """Wait until the focus is on one of the deal's controls (the page moves it there)."""
    page.wait_for_function(
        """() => { const e = document.activeElement;
          return !!e && !!e.closest('[class*="st-key-play_"], [class*="st-key-picker_play_"]'); }""",
        timeout=RERUN,
    )
    return _focused(page)


def _press(page: Page, key: str) -> None:
    page.keyboard.press(key)
    settle(page)


def _tab_to(page: Page, key: str, most: int = 80) -> None:
    """Tab forward until the focus is inside the control keyed `key` (a prefix)."""
    for _ in range(most):
        if f"st-key-{key}" in _focused(page):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {key}; focus on {_focused(page)!r}")


def _live(page: Page) -> str:
    return page.locator(LIVE).text_content() or ""


def _trick_number(text: str) -> int:
    found = re.match(r"Trick (\d+)\.", text)
    assert found, text
    return int(found.group(1))


def _over(page: Page) -> bool:
    return page.locator('[class*="st-key-play_review_"]').count() > 0


def _play_a_card(page: Page, before: str, first: int) -> None:
    """Arrow on to card `first` of the hand and press Enter; on a refusal try the next card."""
    cards = page.locator('[class*="st-key-picker_play_"] [role="radio"]')
    for tries in range(first, first + 8):
        for _ in range(tries % cards.count()):
            page.keyboard.press("ArrowRight")
        _press(page, "Enter")
        page.wait_for_function(
            """b => document.getElementById('kt-live').textContent !== b
              || [...document.querySelectorAll('p')].some(p => p.textContent.startsWith('Not allowed'))""",
            arg=before,
            timeout=RERUN,
        )
        if _over(page) or _live(page) != before:
            return
        expect(cards.first).to_be_focused()
    raise AssertionError("no card of the hand was accepted")


def test_a_whole_schneider_deal_with_the_keyboard_alone(
    page: Page, app_url: str, artifacts: Path
) -> None:
    page.set_viewport_size(PROJECTOR)
    page.goto(f"{app_url}/play?lang=en&game=schneider&seed=1")
    idle(page)
    _tab_to(page, "play_start")
    _press(page, "Enter")
    expect(page.locator('[data-testid="card-table"]')).to_be_visible(timeout=RERUN)
    expect(page.locator(LIVE)).to_have_text(re.compile(r"^Trick 1\. "), timeout=RERUN)
    heard: list[str] = [_live(page)]
    played = went_on = 0
    for _ in range(80):  # at most 16 cards and 16 "Next trick" presses
        if _over(page):
            break
        text = _live(page)
        where = _focus_lands(page)
        assert "play_on_" in where or "picker_play_" in where, (where, text)
        if "play_on_" in where:
            assert "takes the trick." in text, text
            _press(page, "Enter")
            went_on += 1
        else:
            _play_a_card(page, text, played % 4)  # not always the first card
            played += 1
        expect(page.locator(LIVE)).not_to_have_text(text, timeout=RERUN)
        heard.append(_live(page))
        if len(heard) == 8:
            page.screenshot(path=str(artifacts / "play-keyboard-1920x1080.png"))
    print("\nlive region, move by move:\n" + "\n".join(heard))
    assert _over(page), heard[-3:]
    assert heard[-1].startswith("The deal is over."), heard[-1]
    numbers = [_trick_number(text) for text in heard[:-1]]
    assert numbers == sorted(numbers) and set(numbers) == set(range(1, TRICKS + 1)), numbers
    assert any("Your turn." in text and "On the table:" in text for text in heard), heard
    assert played == TRICKS and went_on >= 1, (played, went_on)  # seed 1: one "Next trick"
    assert all("took the last trick." in t or "takes the trick." in t for t in heard[1:]), heard
    # The end screen: its first control has the focus, and Enter opens the review.
    expect(
        page.locator('[data-testid="card-table"]').get_by_text("takes the trick")
    ).to_be_visible()
    page.screenshot(path=str(artifacts / "play-keyboard-end-1920x1080.png"))
    assert "st-key-play_review_" in _focus_lands(page), "the end screen's first control"
    _press(page, "Enter")
    expect(page.get_by_text("Review of your decisions")).to_be_visible(timeout=60_000)
