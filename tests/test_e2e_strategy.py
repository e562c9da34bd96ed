"""The strategy sections (issue 21 §4) in real headless Chromium: each opens in every language and
shows every measured figure as a box with its interval and sample size."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser_helpers import idle
from tutorial.content.lessons import load_lessons
from tutorial.content.measured import figure, shown
from tutorial.games.registry import SPECS
from tutorial.words.i18n import LANGUAGES

pytestmark = pytest.mark.e2e

LESSONS = load_lessons()


@pytest.mark.parametrize("game", sorted(SPECS))
def test_the_strategy_section_opens_in_every_language_with_its_figures(
    page: Page, app_url: str, artifacts: Path, game: str
) -> None:
    page.set_viewport_size({"width": 1200, "height": 1600})
    (section,) = SPECS[game].strategy_sections
    for lang in LANGUAGES:
        lesson = next(x for x in LESSONS[(game, lang)] if x.section == section)
        page.goto(f"{app_url}/lessons?lang={lang}&game={game}&section={lesson.slug}")
        idle(page)
        heading = page.get_by_role("heading", name=re.compile(f"^{section} · "))
        expect(heading).to_contain_text(lesson.title)
        main = page.locator('[data-testid="stMain"]')
        for m in SPECS[game].parts.measures:
            numbers = shown(figure(game, m.name), lang)
            expect(main.get_by_text(numbers.value, exact=False).first).to_be_visible()
            expect(main.get_by_text(numbers.low, exact=False).first).to_be_attached()
        expect(main.locator('[data-testid="stException"]')).to_have_count(0)
        if lang == "de":
            page.screenshot(path=str(artifacts / f"strategy-{game}-de.png"), full_page=True)
