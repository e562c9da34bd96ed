"""Rerun a page, or one fragment of it, when its class's live version changes, without a rerun
while nothing does.

A tiny component (`st.components.v2`, no HTML of its own) asks `GET /kt/live/<watch>`
(`live_route.py`) every `EVERY_MS` and compares the named fields with what the page was drawn
from; only a difference sends a trigger, which reruns the page (or the fragment the component
sits in, which is all that has to change). The poller is kept per key in the browser's window,
so the reruns that update it never start a second one; it stops when its element leaves the
page, and asks at once when a phone's screen comes back on.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

import streamlit as st
from streamlit import config

from tutorial.app.shell.live_route import live_path
from tutorial.store.class_records import LiveVersion

EVERY_MS = 1000  # how often a waiting page asks; a change shows within this and one rerun

_JS = """
export default function (component) {
  const { setTriggerValue, parentElement } = component;
  const data = JSON.parse(component.data);
  const all = (window.__ktLive = window.__ktLive || {});
  const w = all[data.id] || (all[data.id] = { timer: null, busy: false });
  Object.assign(w, { url: data.url, fields: data.fields, known: data.known,
                     trigger: setTriggerValue, el: parentElement });
  const stop = () => {
    clearInterval(w.timer);
    document.removeEventListener("visibilitychange", w.onShow);
    if (all[data.id] === w) delete all[data.id];
  };
  const tick = async () => {
    if (w.el && !w.el.isConnected) { stop(); return; }
    if (w.busy) return;
    w.busy = true;
    try {
      const answer = await fetch(w.url, { cache: "no-store", credentials: "same-origin" });
      if (answer.ok) {
        const now = await answer.json();
        const seen = w.fields.map((f) => String(now[f])).join("|");
        if (seen !== w.known) { w.known = seen; w.trigger("changed", seen); }
      }
    } catch (e) {
      /* offline for a moment: ask again at the next tick */
    } finally {
      w.busy = false;
    }
  };
  if (!w.timer) {
    w.timer = setInterval(tick, data.every);
    w.onShow = () => { if (!document.hidden) tick(); };
    document.addEventListener("visibilitychange", w.onShow);
  }
}
"""

_watcher = st.components.v2.component("kartenschule_live", js=_JS)


def _nothing() -> None:
    """The trigger's callback: the rerun it causes is all that is wanted."""


def known(version: LiveVersion, fields: Sequence[str]) -> str:
    """The fields of a version as the component compares them."""
    values = {"stage": version.stage, "answers": version.answers}
    return "|".join(str(values[name]) for name in fields)


def rerun_on_change(watch: str, shown: LiveVersion, fields: Sequence[str], key: str) -> None:
    """Rerun this page (or the fragment this is called in) once the class's live version
    differs from `shown` in one of `fields` ("stage", "answers")."""
    if not watch:
        return
    st.html(f"<style>.st-key-{key} {{ display: none; }}</style>")
    settings = {
        "id": key,
        "url": live_path(config.get_option("server.baseUrlPath") or "") + watch,
        "fields": list(fields),
        "known": known(shown, fields),
        "every": EVERY_MS,
    }
    # As a JSON string: Streamlit looks for data frames in a dict's values, which costs more
    # than everything else this call does.
    _watcher(key=key, data=json.dumps(settings), on_changed_change=_nothing)
