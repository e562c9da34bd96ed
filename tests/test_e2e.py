"""The running server in real headless Chromium: home, language switch, trick checker by clicks."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser_helpers import click as _click
from tests.browser_helpers import idle as _idle
from tests.browser_helpers import wait_for_pictures as _wait_for_pictures

pytestmark = pytest.mark.e2e


def _images_loaded(page: Page, selector: str) -> int:
    """How many matching <img> elements have really decoded (natural width > 0)."""
    return page.eval_on_selector_all(
        selector, "els => els.filter(e => e.complete && e.naturalWidth > 0).length"
    )


def test_home_language_switch_and_trick_checker(page: Page, app_url: str, artifacts: Path) -> None:
    page.set_viewport_size({"width": 1280, "height": 1100})
    page.goto(f"{app_url}/?lang=en")
    _idle(page)
    expect(page.get_by_role("heading", name="Böhmischer Schneider")).to_be_visible()
    _wait_for_pictures(page, "img.card", 10)  # the sample hands on the three game cards

    page.locator('[data-testid="stSidebar"]').get_by_role("radio", name="de").click()
    _idle(page)
    expect(page.get_by_text("2 Spieler · 32 Karten")).to_be_visible()
    expect(page).to_have_url(re.compile(r"lang=de"))
    page.screenshot(path=str(artifacts / "home-de.png"))

    page.get_by_test_id("stSidebarNavItems").get_by_role("link", name="Stich-Prüfer").click()
    _idle(page)
    expect(page.get_by_role("heading", name="Stich-Prüfer")).to_be_visible()
    page.locator(".st-key-picker_lead").get_by_role("radio", name="Pik-Neun").click()
    _idle(page)
    page.locator(".st-key-picker_answer").get_by_role("radio", name="Pik-Bube").click()
    _idle(page)
    verdict = page.locator(".st-key-verdict")
    expect(verdict.get_by_role("heading", name="A macht den Stich")).to_be_visible()
    expect(verdict).to_contain_text("Nur 10♠ sticht 9♠")
    expect(verdict).to_contain_text("Regelkarte §04")
    _wait_for_pictures(page, "img", 66)
    assert _images_loaded(page, ".st-key-verdict img.card") == 2
    assert _images_loaded(page, ".st-key-picker_lead img") == 32
    expect(page).to_have_url(re.compile(r"lead=9S"))
    page.screenshot(path=str(artifacts / "trick-checker-de.png"))


def test_trick_checker_deep_link_on_a_phone(page: Page, app_url: str, artifacts: Path) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{app_url}/trick-checker?lang=ru&lead=10S&answer=JS")
    _idle(page)
    verdict = page.locator(".st-key-verdict")
    expect(verdict.get_by_role("heading", name="Взятку берёт B")).to_be_visible()
    expect(verdict).to_contain_text("Во взятке 2 онера.")
    _wait_for_pictures(page, "img", 66)
    page.screenshot(path=str(artifacts / "trick-checker-ru-phone.png"))


def test_bad_link_parameters_show_a_message_not_a_traceback(page: Page, app_url: str) -> None:
    page.goto(f"{app_url}/trick-checker?lang=xx&lead=1Z")
    _idle(page)
    expect(page.get_by_text("Unknown language 'xx'")).to_be_visible()
    expect(page.get_by_text("'1Z' is not a card")).to_be_visible()
    assert page.locator('[data-testid="stException"]').count() == 0


def test_schnapsen_trick_checker_by_clicking(page: Page, app_url: str, artifacts: Path) -> None:
    """S3 §09 in the browser: K♥ led with hearts trump; the hand must head it with A♥.

    The clicks follow each other without waiting for the app, as a quick reader's do: a click
    sent while the previous rerun is still on its way must not add K♥ to the trick twice.
    """
    page.set_viewport_size({"width": 1280, "height": 1600})
    page.goto(f"{app_url}/trick-checker?lang=en&game=bauernschnapsen&contract=normal&trump=H")
    _idle(page)
    page.locator(".st-key-picker_tc_add_bauernschnapsen").get_by_role(
        "radio", name="King of Hearts"
    ).click()
    hand = page.locator(".st-key-picker_tc_hand_bauernschnapsen")
    for name in ("Ace of Hearts", "Jack of Hearts", "Queen of Spades"):
        hand.get_by_role("checkbox", name=name).or_(
            hand.get_by_role("button", name=name)
        ).first.click()
    _idle(page)
    verdict = page.locator(".st-key-verdict")
    expect(verdict).to_contain_text("You hold A♥, which heads K♥")
    expect(verdict).to_contain_text("★ A♥")
    _wait_for_pictures(page, ".st-key-verdict img.card", 3)
    expect(page).to_have_url(re.compile(r"trick=KH&"))
    expect(page.get_by_text("appears twice")).to_have_count(0)
    page.screenshot(path=str(artifacts / "trick-checker-bauernschnapsen.png"))


def test_home_links_open_a_game_s_lessons(page: Page, app_url: str) -> None:
    page.goto(f"{app_url}/?lang=pt")
    _idle(page)
    card = page.locator(".st-key-game_bauernschnapsen")
    _click(page, card.locator('[data-testid="stPageLink"]').filter(has_text="Lições"))
    expect(page.get_by_role("heading", name=re.compile("^01 · "))).to_be_visible()
    expect(page).to_have_url(re.compile("game=bauernschnapsen"))


def test_dreierschnapsen_trick_checker_deep_link(page: Page, app_url: str) -> None:
    """S4: spades led; a king of a plain suit cannot win, a trump can (trick checker by link)."""
    page.goto(
        f"{app_url}/trick-checker?lang=de&game=dreierschnapsen&contract=normal&trump=H"
        "&trick=AS,10S&hand=KC,JH,QD"
    )
    _idle(page)
    verdict = page.locator(".st-key-verdict")
    expect(verdict).to_contain_text("★ J♥")
    expect(verdict).to_contain_text("✘ K♣")
    _wait_for_pictures(page, ".st-key-verdict img.card", 3)
