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
    lesson = next(x for x in LESSONS[(game, lang)] if x.section == section)
    at = open_page("lessons", lang=lang, game=game, section=lesson.slug)
    assert not at.exception, at.exception
    assert at.header[0].value == f"{section} · {lesson.title}"
    assert not at.warning
    assert at.query_params["section"] == lesson.slug


# Issue 12's section map, written out from the agreed order (not from the code): each old section
# of the two renumbered games opens the new lesson with its content — a split one, its first part.
OLD_LINKS = {
    "bauernschnapsen": {
        "01": "aim-and-pack", "02": "deal-and-trumps", "03": "bidding", "04": "legal-plays",
        "05": "marriages", "06": "normal-game-and-claims", "07": "end-of-game",
        "08": "context-and-variants", "09": "worked-example", "10": "contract-table",
        "11": "faq",
    },
    "dreierschnapsen": {
        "01": "pack-and-aim", "02": "deal-and-trumps", "03": "bidding", "04": "talon",
        "05": "play", "06": "marriages", "07": "contracts", "08": "normal-game-and-claims",
        "09": "worked-example", "10": "faq",
    },
}  # fmt: skip
OLD_CASES = [(game, old, slug) for game, table in OLD_LINKS.items() for old, slug in table.items()]


@pytest.mark.parametrize(("game", "old", "slug"), OLD_CASES)
def test_an_old_section_link_redirects_to_the_lesson_with_the_same_content(
    game: str, old: str, slug: str
) -> None:
    lesson = next(x for x in LESSONS[(game, "en")] if x.slug == slug)
    at = open_page("lessons", lang="en", game=game, section=old)
    assert not at.exception and not at.warning
    assert at.header[0].value == f"{lesson.section} · {lesson.title}"
    assert at.query_params["section"] == slug
    notes = " ".join(i.value for i in at.info)
    if lesson.section == old:
        assert not notes
    else:
        assert f"section {old} is now section {lesson.section}, {lesson.title}" in notes


def test_the_redirect_note_is_translated() -> None:
    at = open_page("lessons", lang="de", game="bauernschnapsen", section="05")
    marriages = next(x for x in LESSONS[("bauernschnapsen", "de")] if x.slug == "marriages")
    assert at.header[0].value == f"04 · {marriages.title}"
    assert "Abschnitt 05" in " ".join(i.value for i in at.info)


def test_a_number_with_v2_is_read_in_the_new_order() -> None:
    at = open_page("lessons", lang="en", game="dreierschnapsen", section="05", v="2")
    claims = next(x for x in LESSONS[("dreierschnapsen", "en")] if x.section == "05")
    assert claims.slug == "normal-game-and-claims"
    assert at.header[0].value == f"05 · {claims.title}" and not at.info
    assert at.query_params["section"] == claims.slug and "v" not in at.query_params


def test_schneider_numbers_keep_their_meaning() -> None:
    at = open_page("lessons", lang="en", game="schneider", section="04")
    assert at.header[0].value.startswith("04 · ") and not at.info and not at.warning
    assert at.query_params["section"] == "next-rank"


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
