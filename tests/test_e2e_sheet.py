"""The cheat sheet in real headless Chromium: printing leaves only the sheet on the page."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser_helpers import idle

pytestmark = pytest.mark.e2e


def test_printing_the_sheet_hides_the_app_around_it(
    page: Page, app_url: str, artifacts: Path
) -> None:
    page.set_viewport_size({"width": 1200, "height": 1400})
    page.goto(f"{app_url}/sheet?game=bauernschnapsen&lang=de")
    idle(page)
    sheet = page.locator(".ks-sheet")
    expect(sheet.get_by_role("heading", name="Bauernschnapsen: Spickzettel")).to_be_visible()
    sidebar = page.locator('[data-testid="stSidebar"]')
    expect(sidebar).to_be_visible()
    page.emulate_media(media="print")
    expect(sidebar).to_be_hidden()
    expect(page.locator(".st-key-sheet_controls")).to_be_hidden()
    expect(sheet).to_be_visible()
    page.screenshot(path=str(artifacts / "sheet-print-de.png"), full_page=True)
