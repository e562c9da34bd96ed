"""Arrow keys that keep working after a click on a card, a toggle or a choice.

The Previous/Next buttons carry `shortcut="Left"/"Right"`, and Streamlit only fires a shortcut
when the key reaches the document. A card picker (`st.pills`) and a segmented control are radio
groups that keep the focus after a click and take ← and → for themselves (they move the
selection instead of the lesson); a toggle or a selectbox keeps the focus in an `<input>`, where
Streamlit ignores shortcuts altogether. So after a click with the mouse or a tap — never after a
keyboard press, so keyboard users keep moving inside a group — a small script takes the focus
away from such a control, and the next arrow key goes to the page again.
"""

from __future__ import annotations

import streamlit as st

SCRIPT_KEY = "keep_arrow_keys"

# Loaded once per browser tab (the flag on `window`), whatever page or rerun mounts it again.
KEEP_ARROW_KEYS_HTML = f"""
<style>.st-key-{SCRIPT_KEY}, div:has(> .st-key-{SCRIPT_KEY}) {{ display: none !important; }}</style>
<script>
(() => {{
  if (window.kartenschuleArrowKeys) return;
  window.kartenschuleArrowKeys = true;
  const CHOICE = '[data-testid="stButtonGroup"] button, input[type="checkbox"], input[type="radio"]';
  const GROUP = '[data-testid="stButtonGroup"], [role="radiogroup"]';
  // For a while after a click the rerun may redraw the control and hand it the focus again,
  // however long the server takes: every focus that lands on a choice then is let go too.
  let letGoUntil = 0;
  const letGo = (el, option) => {{
    if (!(el instanceof HTMLElement)) return;
    const chosen = option && el.closest('[data-testid="stSelectbox"]');
    if (el.matches(CHOICE) || el.closest(GROUP) || chosen) el.blur();
  }};
  document.addEventListener("click", (event) => {{
    if (event.detail === 0) return;  // Enter or Space: the keyboard user keeps the focus
    const target = event.target instanceof Element ? event.target : null;
    const option = target && target.closest('[role="option"]');
    letGoUntil = Date.now() + 10000;
    letGo(document.activeElement, option);
    // Look again every quarter second until the window closes: a slow server's rerun may hand
    // the focus back to the very element that had it, which fires no focus event.
    clearInterval(window.kartenschuleLetGo);
    window.kartenschuleLetGo = setInterval(() => {{
      if (Date.now() >= letGoUntil) {{ clearInterval(window.kartenschuleLetGo); return; }}
      letGo(document.activeElement, option);
    }}, 250);
  }}, true);
  document.addEventListener("focusin", (event) => {{
    if (Date.now() < letGoUntil) setTimeout(() => letGo(event.target, null), 0);
  }}, true);
  // Any key but ← and → (Tab, Enter, Space) means the keyboard user moves the focus on purpose.
  document.addEventListener("keydown", (event) => {{
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") letGoUntil = 0;
  }}, true);
}})();
</script>
"""


def keep_arrow_keys() -> None:
    """Put the script on the page, in a hidden container so it takes no space."""
    with st.container(key=SCRIPT_KEY):
        st.html(KEEP_ARROW_KEYS_HTML, unsafe_allow_javascript=True)
