"""A deal played with the keyboard alone, heard through a live region (issue 19 §7).

Every move reruns the page and replaces the control that had the focus (each control is keyed by
the deal's event count), so the focus would fall back to the page's start and a keyboard user
would Tab through the whole sidebar after every card. After Enter or Space on a Play control,
once the rerun has finished, a small script puts the focus on the next decision's first control
(the Next trick button, the hand, the bidding buttons, the end screen's buttons) — only if the
focus was lost, never taking it from where the user has put it.

The announcement is a live region the script creates once per tab outside Streamlit's tree: a
region that is rebuilt with each rerun would be a new node, and screen readers do not read a
live region that appears with its text already in it. The page writes its sentence into a
hidden element (`.kt-say`); the script copies it into the lasting region when it changes.
"""

from __future__ import annotations

import html

import streamlit as st

SCRIPT_KEY = "keyboard_play"
LIVE_ID = "kt-live"

# The next decision's first control, in this order of preference.
FOCUS_ORDER = (
    '[class*="st-key-play_on_"] button',
    '[class*="st-key-picker_play_"] [role="radio"][tabindex="0"]',
    '[class*="st-key-picker_play_"] [role="radio"]',
    ".st-key-play_actions button",
    '[class*="st-key-play_review_"] button',  # the end screen, from its first control
    '[class*="st-key-play_next_"] button',
    ".st-key-play_start button",
)
AREA = '[class*="st-key-picker_play_"], [class*="st-key-play_"]'

KEYBOARD_PLAY_HTML = f"""
<style>.st-key-{SCRIPT_KEY}, div:has(> .st-key-{SCRIPT_KEY}) {{ display: none !important; }}</style>
<script>
(() => {{
  if (window.kartenschuleKeyboardPlay) return;
  window.kartenschuleKeyboardPlay = true;
  const ORDER = {list(FOCUS_ORDER)!r};
  const AREA = {AREA!r};
  const live = document.createElement("div");
  live.id = "{LIVE_ID}";
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");
  live.setAttribute("aria-atomic", "true");
  live.style.cssText = "position:absolute;width:1px;height:1px;margin:-1px;padding:0;" +
    "overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0;";
  document.body.appendChild(live);
  // After Enter or Space on a Play control: for a while, whenever the run is over and the
  // focus has been lost, put it on the next decision. Any other key (Tab, arrows) or a pointer
  // ends the while: the user is moving the focus himself.
  let until = 0;
  document.addEventListener("keydown", (event) => {{
    const target = event.target instanceof Element ? event.target : null;
    const press = event.key === "Enter" || event.key === " ";
    until = press && target && target.closest(AREA) ? Date.now() + 10000 : 0;
  }}, true);
  document.addEventListener("pointerdown", () => {{ until = 0; }}, true);
  const fresh = (el) => !el.closest('[data-stale="true"]');
  const lost = () => {{
    const el = document.activeElement;
    return !el || el === document.body || !el.isConnected || !fresh(el);
  }};
  const idle = () => {{
    const app = document.querySelector('[data-testid="stApp"]');
    return !!app && app.getAttribute("data-test-script-state") === "notRunning";
  }};
  const refocus = () => {{
    if (!until || Date.now() > until || !idle() || !lost()) return;
    for (const sel of ORDER) {{
      const el = [...document.querySelectorAll(sel)].find(fresh);
      if (el) {{ el.focus(); return; }}
    }}
  }};
  const update = () => {{
    if (!idle()) return;
    const says = [...document.querySelectorAll(".kt-say")].filter(fresh);
    const text = says.length ? says[says.length - 1].textContent.trim() : "";
    if (live.textContent !== text) live.textContent = text;
    refocus();
    setTimeout(refocus, 100);  // the old controls leave the page just after the run
  }};
  document.addEventListener("focusout", () => setTimeout(refocus, 0), true);
  new MutationObserver(update).observe(document.body, {{
    childList: true, subtree: true, attributes: true,
    attributeFilter: ["data-test-script-state", "data-stale"],
  }});
}})();
</script>
"""


def keyboard_play(text: str) -> None:
    """Say `text` in the live region (once it changes) and keep the focus on the deal."""
    with st.container(key=SCRIPT_KEY):
        st.html(KEYBOARD_PLAY_HTML, unsafe_allow_javascript=True)
        st.html(f'<div class="kt-say" hidden>{html.escape(text)}</div>')
