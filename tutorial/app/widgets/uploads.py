"""A file uploader that speaks the page's language (issue 19 §6).

Streamlit draws its uploader's button ("Upload") and its line of limits ("20MB per file • JSON")
in English whatever the page's language, and has no setting for either. The page's own words
take their place: Streamlit's text is hidden by CSS (`display: none` leaves it out of the
accessible name too) and ours is drawn as generated content. Not every tool reads generated
content as a name (axe-core does not), so the button also gets our words as its `aria-label`
(`button_names.name_buttons`).
"""

from __future__ import annotations

import streamlit as st

from tutorial.app.widgets.button_names import name_buttons
from tutorial.words.i18n import Translator


def css_string(text: str) -> str:
    """`text` as a quoted CSS string; nothing in it can end the string or the style element."""
    escaped = "".join(c if c.isalnum() or c in " .,:;·•-–—()" else f"\\{ord(c):x} " for c in text)
    return f'"{escaped}"'


def in_our_words(key: str, t: Translator, size_mb: int) -> None:
    """Put the page's words on the uploader drawn with `key`, for JSON files up to `size_mb`."""
    name = t._("Choose a file")
    limits = css_string(t._("JSON file, up to {size} MB").format(size=size_mb))
    scope = f".st-key-{key} [data-testid='stFileUploaderDropzone']"
    st.html(
        "<style>"
        f"{scope} button [data-testid='stMarkdownContainer'] {{ display: none; }}"
        f"{scope} button span[data-has-shortcut]::after"
        f" {{ content: {css_string(name)}; font-size: 0.875rem; }}"
        f"{scope} [data-testid='stFileUploaderDropzoneInstructions'] span {{ display: none; }}"
        f"{scope} [data-testid='stFileUploaderDropzoneInstructions'] > div::after"
        f" {{ content: {limits}; font-size: 0.875rem; }}"
        "</style>"
    )
    name_buttons({key: name}, inside='[data-testid="stFileUploaderDropzone"] button')
