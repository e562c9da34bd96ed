"""A file uploader that speaks the page's language (issue 19 §6).

Streamlit draws its uploader's button ("Upload") and its line of limits ("20MB per file • JSON")
in English whatever the page's language, and has no setting for either. The page's own words
take their place: Streamlit's text is hidden by CSS (`display: none` leaves it out of the
accessible name too) and ours is drawn as generated content. Not every tool reads generated
content as a name (axe-core does not), so a small script also gives the button our words as its
`aria-label`, again whenever Streamlit draws the button anew.
"""

from __future__ import annotations

import json

import streamlit as st

from tutorial.words.i18n import Translator

SCRIPT_KEY = "uploads_in_our_words"

# Registers this uploader's name and, once per tab, watches the page for its button.
NAME_SCRIPT = """
<script>
(() => {{
  const names = (window.kartenschuleUploaderNames = window.kartenschuleUploaderNames || {{}});
  names[{key_js}] = {name_js};
  const apply = () => {{
    for (const [key, name] of Object.entries(names)) {{
      const sel = `.st-key-${{key}} [data-testid="stFileUploaderDropzone"] button`;
      for (const button of document.querySelectorAll(sel)) {{
        if (button.getAttribute("aria-label") !== name) button.setAttribute("aria-label", name);
      }}
    }}
  }};
  apply();
  if (!window.kartenschuleUploaderWatch) {{
    window.kartenschuleUploaderWatch = new MutationObserver(apply);
    window.kartenschuleUploaderWatch.observe(document.body, {{ childList: true, subtree: true }});
  }}
}})();
</script>
"""


def css_string(text: str) -> str:
    """`text` as a quoted CSS string; nothing in it can end the string or the style element."""
    escaped = "".join(c if c.isalnum() or c in " .,:;·•-–—()" else f"\\{ord(c):x} " for c in text)
    return f'"{escaped}"'


def _js(text: str) -> str:
    """`text` as a JavaScript string literal that cannot end the script element."""
    return json.dumps(text).replace("<", "\\u003c")


def in_our_words(key: str, t: Translator, size_mb: int) -> None:
    """Put the page's words on the uploader drawn with `key`, for JSON files up to `size_mb`."""
    name = t._("Choose a file")
    limits = css_string(t._("JSON file, up to {size} MB").format(size=size_mb))
    scope = f".st-key-{key} [data-testid='stFileUploaderDropzone']"
    hidden = f".st-key-{SCRIPT_KEY}_{key}, div:has(> .st-key-{SCRIPT_KEY}_{key})"
    st.html(
        "<style>"
        f"{scope} button [data-testid='stMarkdownContainer'] {{ display: none; }}"
        f"{scope} button span[data-has-shortcut]::after"
        f" {{ content: {css_string(name)}; font-size: 0.875rem; }}"
        f"{scope} [data-testid='stFileUploaderDropzoneInstructions'] span {{ display: none; }}"
        f"{scope} [data-testid='stFileUploaderDropzoneInstructions'] > div::after"
        f" {{ content: {limits}; font-size: 0.875rem; }}"
        f"{hidden} {{ display: none !important; }}"
        "</style>"
    )
    with st.container(key=f"{SCRIPT_KEY}_{key}"):
        st.html(
            NAME_SCRIPT.format(key_js=_js(key), name_js=_js(name)),
            unsafe_allow_javascript=True,
        )
