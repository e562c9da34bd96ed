"""Names in the page's language for buttons Streamlit draws without our words.

A button drawn with an icon only (the replay's step buttons) is named by Streamlit's hidden icon
text, "first_page icon", in every language; an uploader's button says "Upload" in English. A small
script gives each such button our words as its `aria-label`, and gives them again whenever
Streamlit draws the button anew (a MutationObserver, once per browser tab). The tooltip (`help`)
stays as the sighted user's label.
"""

from __future__ import annotations

import json

import streamlit as st

SCRIPT_KEY = "buttons_in_our_words"

# Registers these names (Streamlit key → [selector inside it, name]) and, once per tab, watches
# the page for the buttons.
NAME_SCRIPT = """
<script>
(() => {{
  const names = (window.kartenschuleButtonNames = window.kartenschuleButtonNames || {{}});
  Object.assign(names, {names_js});
  const apply = () => {{
    for (const [key, [inside, name]] of Object.entries(names)) {{
      for (const button of document.querySelectorAll(`.st-key-${{key}} ${{inside}}`)) {{
        if (button.getAttribute("aria-label") !== name) button.setAttribute("aria-label", name);
      }}
    }}
  }};
  apply();
  if (!window.kartenschuleButtonWatch) {{
    window.kartenschuleButtonWatch = new MutationObserver(apply);
    window.kartenschuleButtonWatch.observe(document.body, {{ childList: true, subtree: true }});
  }}
}})();
</script>
"""


def name_buttons(names: dict[str, str], inside: str = "button") -> None:
    """Name the buttons found by the CSS selector `inside` under each Streamlit key of `names`
    with that key's words. Draws one hidden element (call it where the buttons are drawn)."""
    if not names:
        return
    slot = f"{SCRIPT_KEY}_{min(names)}"
    st.html(
        f"<style>.st-key-{slot}, div:has(> .st-key-{slot}) {{ display: none !important; }}</style>"
    )
    table = {key: [inside, name] for key, name in names.items()}
    with st.container(key=slot):
        st.html(NAME_SCRIPT.format(names_js=js_value(table)), unsafe_allow_javascript=True)


def js_value(value: object) -> str:
    """`value` as a JavaScript literal (JSON) that cannot end the script element."""
    return json.dumps(value, ensure_ascii=False).replace("<", "\\u003c")
