"""Per-session settings every page shares: language, card skin, colour scheme.

The language and skin are widgets bound to the URL (`?lang=ru&german=true`), so a link carries
them and they survive page switches. A value in the URL that we do not know is reported once and
replaced by the default, never passed on.
"""

from __future__ import annotations

from dataclasses import dataclass

import streamlit as st

from tutorial.card_names import Skin
from tutorial.i18n import LANGUAGE_NAMES, LANGUAGES, Translator, negotiate


@dataclass(frozen=True)
class Settings:
    """What a page needs to know to show text and cards the way this reader chose."""

    lang: str
    skin: Skin
    four_colour: bool

    @property
    def t(self) -> Translator:
        return Translator(self.lang)


def _reject_unknown_param(name: str, allowed: tuple[str, ...]) -> str | None:
    """Drop an unknown value of a bound URL parameter before its widget sees it; return it."""
    value = st.query_params.get(name)
    if value is not None and value not in allowed:
        del st.query_params[name]
        return value
    return None


def settings_sidebar() -> Settings:
    """Draw the shared pickers in the sidebar and return the reader's settings."""
    bad_lang = _reject_unknown_param("lang", LANGUAGES)
    browser_lang = negotiate(getattr(st.context, "locale", None))
    with st.sidebar:
        lang = st.segmented_control(
            "🌐 Language · Sprache · Язык · Idioma",
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
    return Settings(lang, Skin.GERMAN if german else Skin.FRENCH, bool(four_colour))
