"""Per-session settings every page shares: language, card skin, colour scheme, the chosen game.

The language and skin are widgets bound to the URL (`?lang=ru&german=true`), so a link carries
them and they survive page switches. A value in the URL that we do not know is reported once and
replaced by the default, never passed on.

The chosen game is the one the learner last picked (on Home, in Lessons, in the Trick checker, or
by a link's `?game=`); it is remembered in the session so every page opens on it: Replays on its
first replay, Puzzles with it as the filter, Home's "start here" on its first lesson.
"""

from __future__ import annotations

from contextlib import suppress
from dataclasses import dataclass

import streamlit as st
from streamlit.errors import StreamlitAPIException

from tutorial.content.catalog import GAME_INFO
from tutorial.words.card_names import Skin
from tutorial.words.i18n import LANGUAGE_NAMES, LANGUAGES, Translator, negotiate

GAME_KEYS: tuple[str, ...] = tuple(info.key for info in GAME_INFO)
CHOSEN_GAME = "chosen_game"


@dataclass(frozen=True)
class Settings:
    """What a page needs to know to show text and cards the way this reader chose."""

    lang: str
    skin: Skin
    four_colour: bool
    game: str = GAME_KEYS[0]

    @property
    def t(self) -> Translator:
        return Translator(self.lang)


def _reject_unknown_param(name: str, allowed: tuple[str, ...]) -> str | None:
    """Drop an unknown value of a bound URL parameter before its widget sees it; return it."""
    value = st.query_params.get(name)
    if value is not None and value not in allowed:
        # Already bound in this session (a link or the browser's history changed it): the
        # widget keeps its own valid value and Streamlit drops the unknown one.
        with suppress(StreamlitAPIException):
            del st.query_params[name]
        return value
    return None


def remember_game(game: str) -> None:
    """Make `game` the learner's chosen game for every page from now on."""
    if game in GAME_KEYS:
        st.session_state[CHOSEN_GAME] = game


def chosen_game() -> str:
    """The game a link names (`?game=`), else the one picked last in this session, else the first."""
    remember_game(str(st.query_params.get("game", "")))
    return str(st.session_state.get(CHOSEN_GAME, GAME_KEYS[0]))


def settings_sidebar() -> Settings:
    """Draw the shared pickers in the sidebar and return the reader's settings."""
    bad_lang = _reject_unknown_param("lang", LANGUAGES)
    browser_lang = negotiate(getattr(st.context, "locale", None))
    with st.sidebar:
        lang = st.segmented_control(
            ":material/language: Language · Sprache · Язык · Idioma",
            LANGUAGES,
            key="lang",
            default=browser_lang,
            required=True,
            bind="query-params",
        )
        lang = lang if lang in LANGUAGES else browser_lang
        t = Translator(lang)
        st.caption(LANGUAGE_NAMES[lang])
        german = st.toggle(
            t._("German-suited cards (Laub, Herz, Schellen, Eichel)"),
            key="german",
            bind="query-params",
        )
        four_colour = st.toggle(t._("Four-colour suits"), key="four_colour")
    if bad_lang is not None:
        st.warning(
            t._("Unknown language {value!r} in the link: showing {language}.").format(
                value=bad_lang, language=LANGUAGE_NAMES[lang]
            )
        )
    return Settings(lang, Skin.GERMAN if german else Skin.FRENCH, bool(four_colour), chosen_game())
