"""The Lessons page: every rule-card section as a notebook lesson, alone or side by side.

Deep link: `?lang=ru&game=schneider&section=next-rank&with=de` opens that section (by its slug),
side by side with German; an unknown game or section is reported and the first section shown
instead. Numbers work too: Schneider's as they are, and the Schnapsen games' in the order before
issue 12 (redirected, with a note, to the section with the same content) unless the link says
`v=2` (see `tutorial/content/lesson_order.py`). The page always writes the slug back. Without a
game in the link, the learner's chosen game opens. Lessons are read and rendered once per combination
of lesson, language and card skin (`st.cache_resource`: shared and read-only, so a rerun does
not unpickle a copy), so moving around feels instant.

A section shown is recorded in the learner's memory ("N of M sections read" counts from it),
and each section ends with a short check: a few bank puzzles of that section, answered in place
and recorded as a section check, so they count toward the section's mastery; the check keeps its
answers and sums them up (`section_check_view.py`).
"""

from __future__ import annotations

import html
from dataclasses import replace

import streamlit as st

from tutorial.app.shell.links import link
from tutorial.app.shell.memory import here
from tutorial.app.shell.presentation import is_presenting
from tutorial.app.shell.recording import section_read
from tutorial.app.shell.state import Settings, remember_game
from tutorial.app.widgets.cells import render_cell
from tutorial.app.widgets.section_check import render_section_check
from tutorial.content.catalog import GAME_INFO
from tutorial.content.lesson_order import section_from_link
from tutorial.content.lessons import (
    GAME_ORDER,
    Glossary,
    Lesson,
    Segment,
    load_glossary,
    load_lessons,
    render_segments,
)
from tutorial.store.repository import Store
from tutorial.words.card_names import Skin
from tutorial.words.i18n import LANGUAGE_NAMES, LANGUAGES

GLOSSARY = "glossary"
PARTNER = "with"  # the URL parameter of the side-by-side language
PARTNER_KEY = "lesson_partner"


@st.cache_resource(show_spinner=False)
def _lessons() -> dict[tuple[str, str], list[Lesson]]:
    return load_lessons()


@st.cache_resource(show_spinner=False)
def _glossary(game: str) -> Glossary:
    return load_glossary(game)


@st.cache_resource(show_spinner=False, max_entries=512)
def _segments(game: str, lang: str, section: str, skin: str, four_colour: bool) -> list[Segment]:
    lesson = next(x for x in _lessons()[(game, lang)] if x.section == section)
    return render_segments(lesson, Skin(skin), four_colour, _glossary(game).for_language(lang))


def _sections(game: str, lang: str) -> list[str]:
    return [lesson.section for lesson in _lessons().get((game, lang), [])] + [GLOSSARY]


def _lesson(game: str, lang: str, section: str) -> Lesson | None:
    return next((x for x in _lessons().get((game, lang), []) if x.section == section), None)


def _slugs(game: str, lang: str) -> dict[str, str]:
    """Lesson slug → section number, plus the glossary under its own name."""
    slugs = {lesson.slug: lesson.section for lesson in _lessons().get((game, lang), [])}
    return slugs | {GLOSSARY: GLOSSARY}


def _slug(game: str, lang: str, section: str) -> str:
    lesson = _lesson(game, lang, section)
    return lesson.slug if lesson else section


def _from_url(settings: Settings) -> tuple[str, str]:
    """Game and section from the link, falling back with a message when they do not exist."""
    t = settings.t
    game = st.query_params.get("game", settings.game)
    if game not in GAME_ORDER:
        st.warning(
            t._("Unknown game {value!r} in the link: showing the first game.").format(value=game)
        )
        game = GAME_ORDER[0]
    sections = _sections(game, settings.lang)
    value = st.query_params.get("section")
    if value is None:
        return game, sections[0]
    section, old = section_from_link(
        game, value, st.query_params.get("v"), _slugs(game, settings.lang)
    )
    if section is None:
        st.warning(
            t._("Unknown section {value!r} in the link: showing the first section.").format(
                value=value
            )
        )
        return game, sections[0]
    if old is not None:
        lesson = _lesson(game, settings.lang, section)
        st.info(
            t._(
                "This link is from the earlier order of the lessons: its section {old} is now "
                "section {new}, {title}."
            ).format(old=old, new=section, title=lesson.title if lesson else section),
            icon=":material/move_down:",
        )
    return game, section


def _title(game: str, lang: str, section: str, settings: Settings) -> str:
    if section == GLOSSARY:
        return settings.t._("Glossary")
    lesson = _lesson(game, lang, section)
    return f"{section} · {lesson.title}" if lesson else section


def _radio_key(game: str, lang: str) -> str:
    return f"lesson_section_{game}_{lang}"


def _go(game: str, lang: str, section: str) -> None:
    st.session_state["lesson_current"][game] = section
    st.session_state[_radio_key(game, lang)] = section


def _render_lesson(
    game: str, lang: str, section: str, settings: Settings, interactive: bool
) -> None:
    view = replace(settings, lang=lang)
    if section == GLOSSARY:
        _render_glossary(game, view)
        return
    for index, segment in enumerate(
        _segments(game, lang, section, settings.skin.value, settings.four_colour)
    ):
        if segment.cell is None:
            st.html(segment.html)
        else:
            render_cell(segment.cell, view, f"{game}_{section}_{lang}_{index}", interactive)


def _render_glossary(game: str, settings: Settings) -> None:
    entries = sorted(_glossary(game).for_language(settings.lang).items(), key=lambda kv: kv[1][0])
    items = "".join(
        f'<dt id="glossary-{html.escape(term_id)}">{html.escape(term)}</dt><dd>{html.escape(text)}</dd>'
        for term_id, (term, text) in entries
    )
    st.html(f'<dl class="glossary">{items}</dl>')


def _read_count(game: str, sections: list[str]) -> tuple[int, int]:
    """How many of a game's lesson sections (the glossary aside) the learner has read."""
    lessons = [s for s in sections if s != GLOSSARY]
    read = {(r.game, r.section) for r in here().call(Store.sections_read, [])}
    return sum((game, s) in read for s in lessons), len(lessons)


def _partner_to_url() -> None:
    value = st.session_state.get(PARTNER_KEY)
    if value:
        st.query_params[PARTNER] = value
    elif PARTNER in st.query_params:
        del st.query_params[PARTNER]


def _partner(settings: Settings) -> str | None:
    """The side-by-side language: the link's `?with=` sets the picker, the picker sets the link."""
    t = settings.t
    options = [None, *[lang for lang in LANGUAGES if lang != settings.lang]]
    wanted = st.query_params.get(PARTNER)
    if wanted is not None and wanted not in options:
        if wanted not in LANGUAGES:
            st.warning(
                t._("Unknown language {value!r} to show side by side in the link.").format(
                    value=wanted
                )
            )
        del st.query_params[PARTNER]
        wanted = None
    if st.session_state.get(PARTNER_KEY) != wanted:
        st.session_state[PARTNER_KEY] = wanted
    return st.selectbox(
        t._("Side by side with"),
        options,
        format_func=lambda lang: t._("(none)") if lang is None else LANGUAGE_NAMES[lang],
        key=PARTNER_KEY,
        on_change=_partner_to_url,
        width=320 if is_presenting() else "stretch",
    )


def render(settings: Settings) -> None:
    t = settings.t
    game, url_section = _from_url(settings)
    titles = {info.key: t._(info.title) for info in GAME_INFO}
    with st.sidebar:
        st.divider()
        game = st.selectbox(
            t._("Game"), GAME_ORDER, index=GAME_ORDER.index(game), format_func=titles.get
        )
        sections = _sections(game, settings.lang)
        current = st.session_state.setdefault("lesson_current", {})
        if game not in current:
            current[game] = url_section if url_section in sections else sections[0]
        if current[game] not in sections:
            current[game] = sections[0]
        # The radio is keyed by game and language: its label and captions change with either,
        # and the section it starts on always comes from `lesson_current`.
        radio_key = _radio_key(game, settings.lang)
        section = st.radio(
            t._("Section"),
            sections,
            index=sections.index(current[game]),
            key=radio_key,
            format_func=lambda s: _title(game, settings.lang, s, settings),
        )
        current[game] = section
    # In presentation mode the sidebar is hidden, so the language picker sits on the page.
    with st.container() if is_presenting() else st.sidebar:
        partner = _partner(settings)
    remember_game(game)
    st.query_params["game"] = game
    st.query_params["section"] = _slug(game, settings.lang, section)
    if "v" in st.query_params:
        del st.query_params["v"]
    if section != GLOSSARY:
        section_read(game, section, settings.lang)

    st.caption(titles[game])
    position = sections.index(section)
    read, total = _read_count(game, sections)
    st.progress(
        read / max(total, 1),
        text=t.ngettext(  # the noun follows the total: "1 of 9 sections read"
            "{n} of {total} section read", "{n} of {total} sections read", total
        ).format(n=read, total=total),
    )
    if partner:
        left, right = st.columns(2, gap="large")
        with left:
            st.header(_title(game, settings.lang, section, settings))
            _render_lesson(game, settings.lang, section, settings, interactive=True)
        with right:
            st.header(_title(game, partner, section, replace(settings, lang=partner)))
            _render_lesson(game, partner, section, settings, interactive=False)
    else:
        st.header(_title(game, settings.lang, section, settings))
        _render_lesson(game, settings.lang, section, settings, interactive=True)
    if section != GLOSSARY:
        render_section_check(game, section, settings)

    if position >= len(sections) - 2:  # the last lesson, or the glossary after it
        link(
            "puzzles",
            t._("On to the puzzles of {game}").format(game=titles[game]),
            ":material/extension:",
            game=game,
        )
    previous, _middle, following = st.columns([1, 2, 1])
    if position > 0:
        previous.button(
            t._("Previous"), key="lesson_prev", on_click=_go, args=(game, settings.lang, sections[position - 1]),
            shortcut="Left", icon=":material/arrow_back:",
        )  # fmt: skip
    if position < len(sections) - 1:
        following.button(
            t._("Next"), key="lesson_next", on_click=_go, args=(game, settings.lang, sections[position + 1]),
            shortcut="Right", icon=":material/arrow_forward:", icon_position="right",
        )  # fmt: skip
