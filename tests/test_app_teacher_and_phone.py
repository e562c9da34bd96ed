"""Teacher and phone snags under AppTest: the `with` link parameter, the share link's address,
the learner's chosen game across pages, and Material icons instead of emoji.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from tests.apptest_helpers import app, open_page
from tutorial.app.shell.share import PUBLIC_URL_ENV, build_share_url, is_local
from tutorial.content.lessons import load_glossary, load_lessons, render_segments
from tutorial.replays.loader import load_replays
from tutorial.words.card_names import Skin

ROOT = Path(__file__).resolve().parents[1]
LESSONS = load_lessons()
REPLAYS = load_replays()


def _switch(at: AppTest, url_path: str) -> AppTest:
    """Go to another page in the same session, as the sidebar navigation does (no parameters)."""
    pages = {info.get("url_pathname"): h for h, info in at._registered_pages.items()}
    for key in list(at.query_params):
        del at.query_params[key]
    at._page_hash = pages[url_path]
    return at.run()


def _lesson_title(game: str, lang: str, section: str) -> str:
    lesson = next(x for x in LESSONS[(game, lang)] if x.section == section)
    return f"{section} · {lesson.title}"


def _share_text(at: AppTest) -> str:
    """The share box's link (the sidebar's personal link, with `learner=`, is another thing)."""
    return " ".join(str(c.value) for c in at.code if "learner=" not in str(c.value))


def _warnings(at: AppTest) -> str:
    return " ".join(w.value for w in at.warning)


# --- side by side by URL --------------------------------------------------------------------


def test_the_with_parameter_opens_the_lesson_side_by_side() -> None:
    at = open_page("lessons", lang="en", game="schneider", section="04", **{"with": "de"})
    assert not at.exception
    assert [h.value for h in at.header] == [
        _lesson_title("schneider", "en", "04"),
        _lesson_title("schneider", "de", "04"),
    ]
    assert at.selectbox(key="lesson_partner").value == "de"


def test_the_side_by_side_picker_sits_on_the_page_in_presentation_mode() -> None:
    at = open_page(
        "lessons", lang="en", game="schneider", section="04", present="1", **{"with": "ru"}
    )
    assert not at.exception
    assert "lesson_partner" not in [s.key for s in at.sidebar.selectbox]
    assert at.main.selectbox(key="lesson_partner").value == "ru"
    assert [h.value for h in at.header][1] == _lesson_title("schneider", "ru", "04")


def test_an_unknown_with_language_warns_and_shows_one_language() -> None:
    at = open_page("lessons", lang="en", game="schneider", section="04", **{"with": "xx"})
    assert not at.exception
    assert "Unknown language 'xx' to show side by side" in _warnings(at)
    assert len(at.header) == 1
    assert "with" not in at.query_params


def test_with_the_reading_language_itself_shows_one_language_quietly() -> None:
    at = open_page("lessons", lang="de", game="schneider", section="04", **{"with": "de"})
    assert not at.exception
    assert not at.warning
    assert len(at.header) == 1


# --- the share link -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "local"),
    [
        ("http://localhost:8501/lessons", True),
        ("http://127.0.0.1:8501/", True),
        ("http://[::1]:8501/replays", True),
        ("http://0.0.0.0:8501/", True),
        ("http://192.168.1.20:8501/lessons", False),
        ("https://school.example/karten/puzzles", False),
    ],
)
def test_a_loopback_address_counts_as_local(url: str, local: bool) -> None:
    assert is_local(url) is local


def test_the_share_url_is_the_public_base_plus_page_and_parameters() -> None:
    url = build_share_url(
        {"game": "schneider", "section": "04", "present": "1"},
        "lessons",
        "https://school.example/karten/",
        "http://localhost:8501/lessons",
    )
    assert url == "https://school.example/karten/lessons?game=schneider&section=04"
    assert build_share_url({}, "", "http://10.0.0.5:8501", None) == "http://10.0.0.5:8501/"
    assert (
        build_share_url({"puzzle": "x"}, "puzzles", "", "http://localhost:8501/puzzles")
        == "http://localhost:8501/puzzles?puzzle=x"
    )


def test_the_share_link_uses_the_public_address_from_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(PUBLIC_URL_ENV, "https://school.example/karten")
    at = open_page("lessons", lang="en", game="schneider", section="04", present="1")
    assert not at.exception
    assert (
        _share_text(at) == "https://school.example/karten/lessons?game=schneider&section=next-rank"
    )
    assert not at.warning


def test_the_share_link_warns_when_the_address_is_localhost(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(PUBLIC_URL_ENV, raising=False)
    at = app(lang="en", game="schneider", section="04", present="1")
    at.context["url"] = "http://localhost:8501"
    at.run()
    assert not at.exception
    assert "localhost" in _share_text(at)
    assert "This link points to localhost" in _warnings(at)
    assert PUBLIC_URL_ENV in _warnings(at)


def test_a_local_public_address_still_warns(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(PUBLIC_URL_ENV, "http://127.0.0.1:8501")
    at = open_page("replays", lang="de", replay="schneider-07-nine-then-jack")
    assert _share_text(at).startswith("http://127.0.0.1:8501/replays?")
    assert "127.0.0.1" in _warnings(at)


def test_a_malformed_public_address_is_named_and_not_used(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(PUBLIC_URL_ENV, "school.example")
    at = app(lang="en")
    at.context["url"] = "http://192.168.1.20:8501"
    at.run()
    assert not at.exception
    expected = f"{PUBLIC_URL_ENV} is not an http:// or https:// address: 'school.example'"
    assert expected in _warnings(at)
    assert _share_text(at) == "http://192.168.1.20:8501"


# --- the chosen game ------------------------------------------------------------------------


def _replay_game(at: AppTest) -> str:
    return REPLAYS[str(at.selectbox(key="replay_choice").value)].game


def test_home_start_here_points_at_lesson_01_of_the_chosen_game() -> None:
    at = app(lang="en").run()
    at.segmented_control(key="home_game").set_value("dreierschnapsen").run()
    assert not at.exception
    start = next(p for p in at.main.page_link if p.proto.label.startswith("Start here"))
    assert "Dreierschnapsen" in start.proto.label
    assert start.proto.page == "lessons"
    assert start.proto.query_string == "game=dreierschnapsen&section=01"


def test_replays_and_puzzles_open_on_the_game_chosen_at_home() -> None:
    at = app(lang="en").run()
    at.segmented_control(key="home_game").set_value("bauernschnapsen").run()
    _switch(at, "replays")
    assert not at.exception
    assert _replay_game(at) == "bauernschnapsen"
    _switch(at, "puzzles")
    assert at.multiselect(key="quiz_games").value == ["bauernschnapsen"]
    assert str(at.query_params["puzzle"]).startswith("bauern")


def test_a_game_picked_in_the_lessons_is_remembered_by_the_replays() -> None:
    at = open_page("lessons", lang="en", game="dreierschnapsen", section="01")
    _switch(at, "replays")
    assert _replay_game(at) == "dreierschnapsen"
    _switch(at, "")  # the default page: Home
    assert at.segmented_control(key="home_game").value == "dreierschnapsen"


def test_the_last_lesson_links_on_to_that_game_s_puzzles() -> None:
    last = LESSONS[("bauernschnapsen", "en")][-1].slug
    at = open_page("lessons", lang="en", game="bauernschnapsen", section=last)
    onward = [p for p in at.main.page_link if p.proto.page == "puzzles"]
    assert len(onward) == 1
    assert onward[0].proto.query_string == "game=bauernschnapsen"
    first = open_page("lessons", lang="en", game="bauernschnapsen", section="01")
    assert not [p for p in first.main.page_link if p.proto.page == "puzzles"]


def test_the_puzzle_link_from_a_lesson_opens_a_puzzle_of_that_game() -> None:
    at = open_page("puzzles", lang="en", game="dreierschnapsen")
    assert not at.exception
    assert at.multiselect(key="quiz_games").value == ["dreierschnapsen"]
    assert str(at.query_params["puzzle"]).startswith("dreier")


def test_a_linked_puzzle_makes_its_game_the_filter() -> None:
    at = open_page("puzzles", lang="en", puzzle="dreier-01-two-defenders-count-together")
    assert not at.exception
    assert at.query_params["puzzle"] in (
        "dreier-01-two-defenders-count-together",
        ["dreier-01-two-defenders-count-together"],
    )
    assert at.multiselect(key="quiz_games").value == ["dreierschnapsen"]


# --- icons ----------------------------------------------------------------------------------

# Pictographs, playing-card emoji, media-control symbols (⏮ ⏭), play triangles (▶ ◀), ✅ ❌:
# they draw as empty boxes on machines without an emoji font. Suit symbols ♠♥♦♣ are text.
EMOJI = re.compile("[\U0001f000-\U0001faff\u2300-\u23ff\u25b6\u25c0\u2705\u274c\u274e\u2b50]")


def test_no_emoji_icons_in_the_app_source() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for path in sorted((ROOT / "tutorial" / "app").rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if EMOJI.search(line)
    ]
    assert not found, "\n".join(found)


def test_buttons_and_pages_carry_material_icons() -> None:
    at = open_page("replays", lang="en", replay="schneider-07-whole-deal-16-4")
    icons = {
        key: at.button(key=key).proto.icon
        for key in ("replay_first", "replay_prev", "replay_next", "replay_last")
    }
    assert icons == {
        "replay_first": ":material/first_page:",
        "replay_prev": ":material/chevron_left:",
        "replay_next": ":material/chevron_right:",
        "replay_last": ":material/last_page:",
    }
    assert at.sidebar.button(key="present_start").proto.icon == ":material/slideshow:"
    page_icons = {info["url_pathname"]: info["icon"] for info in at._registered_pages.values()}
    assert all(icon.startswith(":material/") for icon in page_icons.values()), page_icons


# --- glossary terms -------------------------------------------------------------------------


def test_glossary_terms_are_focusable_spans_carrying_their_definition() -> None:
    lesson = next(x for x in LESSONS[("schneider", "en")] if x.section == "04")
    glossary = load_glossary("schneider").for_language("en")
    html = "".join(s.html for s in render_segments(lesson, Skin.FRENCH, False, glossary))
    term, definition = glossary["answer"]
    assert '<span class="glossary" tabindex="0" data-term="answer">' in html
    assert f'<span class="glossary-tip" role="tooltip"><strong>{term}</strong>: ' in html
    assert definition.split("'")[0] in html
    assert 'class="glossary" href' not in html
