"""The Lessons page under AppTest: every lesson in every language, deep links, side by side."""

from __future__ import annotations

import pytest

from tests.apptest_helpers import open_page
from tutorial.content.lessons import load_lessons

LESSONS = load_lessons()
PAGES = sorted(
    {(game, lang, lesson.section) for (game, lang), ls in LESSONS.items() for lesson in ls}
)


@pytest.mark.parametrize(("game", "lang", "section"), PAGES)
def test_every_lesson_renders_in_every_language(game: str, lang: str, section: str) -> None:
    at = open_page("lessons", lang=lang, game=game, section=section)
    assert not at.exception, at.exception
    lesson = next(x for x in LESSONS[(game, lang)] if x.section == section)
    assert at.header[0].value == f"{section} · {lesson.title}"
    assert not at.warning


@pytest.mark.skipif(not LESSONS, reason="no lessons yet")
def test_bad_deep_links_fall_back_with_a_message() -> None:
    at = open_page("lessons", lang="en", game="poker", section="99")
    assert not at.exception
    warnings = " ".join(w.value for w in at.warning)
    assert "Unknown game 'poker'" in warnings
    at = open_page("lessons", lang="en", game="schneider", section="99")
    assert "Unknown section '99'" in " ".join(w.value for w in at.warning)
    assert at.header[0].value.startswith("01 · ")


@pytest.mark.skipif(("schneider", "de") not in LESSONS, reason="no Schneider lessons yet")
def test_next_previous_and_side_by_side() -> None:
    at = open_page("lessons", lang="en", game="schneider", section="03")
    at.button(key="lesson_next").click().run()
    assert at.header[0].value.startswith("04 · ")
    at.button(key="lesson_prev").click().run()
    at.button(key="lesson_prev").click().run()
    assert at.header[0].value.startswith("02 · ")
    at.selectbox(key="lesson_partner").set_value("de").run()
    assert not at.exception
    german = next(x for x in LESSONS[("schneider", "de")] if x.section == "02")
    assert [h.value for h in at.header] == [at.header[0].value, f"02 · {german.title}"]


@pytest.mark.skipif(("schneider", "en") not in LESSONS, reason="no Schneider lessons yet")
def test_glossary_section_lists_the_terms() -> None:
    at = open_page("lessons", lang="ru", game="schneider", section="glossary")
    assert not at.exception
    assert at.header[0].value == "Словарь"
    assert any("Онер" in h.value for h in at.html)
