"""After the connection to the server comes back, draw the page afresh.

When an app process restarts (or a proxy moves a browser to another process), the browser
reconnects by itself but gets a new, empty session there: the page it shows is left from the
old one, and the new session knows none of its fragments, so a click inside one, or a live
class's signal, would find nothing to rerun. This component, outside every fragment, watches
Streamlit's own connection state on the page and, once it is back to connected after a loss,
asks for one full rerun; the learner cookie and the address bring the rest back.
"""

from __future__ import annotations

import streamlit as st

_JS = """
export default function (component) {
  const { setTriggerValue } = component;
  const w = (window.__ktReconnect = window.__ktReconnect || {});
  w.trigger = setTriggerValue;
  if (w.watching) return;
  w.watching = true;
  let lost = false;
  const look = () => {
    const app = document.querySelector('[data-testid="stApp"]');
    if (!app) return;
    const state = app.getAttribute("data-test-connection-state");
    if (state && state !== "CONNECTED") lost = true;
    else if (state === "CONNECTED" && lost) {
      lost = false;
      setTimeout(() => w.trigger("reconnected", Date.now()), 300);
    }
  };
  new MutationObserver(look).observe(document.body, {
    subtree: true, attributes: true, attributeFilter: ["data-test-connection-state"],
  });
}
"""

_guard = st.components.v2.component("kartenschule_reconnect", js=_JS)
KEY = "reconnect_guard"


def _nothing() -> None:
    """The trigger's callback: the full rerun it causes is all that is wanted."""


def rerun_after_reconnecting() -> None:
    """Mount the guard (hidden); call it outside any fragment, once per run."""
    st.html(f"<style>.st-key-{KEY} {{ display: none; }}</style>")
    _guard(key=KEY, on_reconnected_change=_nothing)
