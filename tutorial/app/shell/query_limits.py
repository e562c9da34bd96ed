"""Limits on what a link may carry, so an odd address opens the page instead of breaking it.

Every page reads its deep-link parameters (`?game=`, `?puzzle=`, `?step=`…) and the share box turns
the whole address into a QR code; a value of a few kilobytes made segno give up and the page fall
over (issue 19). No parameter of ours needs more than a puzzle id or a class code, so a parameter
whose name or value is longer than these limits, or beyond the first `MAX_PARAMS`, is dropped
before any page reads it, and the page says so in one line.
"""

from __future__ import annotations

import streamlit as st
from streamlit.errors import StreamlitAPIException

from tutorial.words.i18n import Translator

MAX_NAME = 40
MAX_VALUE = 200
MAX_PARAMS = 30


def overlong(names_and_values: list[tuple[str, str]]) -> list[str]:
    """The parameter names to drop: too long a name or value, or past the first `MAX_PARAMS`."""
    drop = [
        name
        for index, (name, value) in enumerate(names_and_values)
        if len(name) > MAX_NAME or len(value) > MAX_VALUE or index >= MAX_PARAMS
    ]
    return list(dict.fromkeys(drop))


def tame_query() -> bool:
    """Drop the over-long parameters of this address; whether anything was dropped."""
    pairs = [(name, value) for name in st.query_params for value in st.query_params.get_all(name)]
    dropped = False
    for name in overlong(pairs):
        try:
            del st.query_params[name]
        except (KeyError, StreamlitAPIException):
            # A parameter bound to a picker: the picker refuses an unknown value by itself.
            continue
        dropped = True
    return dropped


def too_long_note(t: Translator) -> None:
    """The one-line note a page shows when part of its link was left out."""
    st.caption(t._("Part of this link was too long to be read, so it was left out."))
