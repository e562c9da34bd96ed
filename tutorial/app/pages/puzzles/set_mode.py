"""A teacher's puzzle set opened by its link (`/puzzles?set=<uid>`, issue 22 §2): the set's
puzzles in the teacher's order, each answer in the student's own progress and review queue
(key `set:<uid>`), and a way to copy the set for a teacher of one's own.
"""

from __future__ import annotations

import streamlit as st

from tutorial.app.shell.links import switch_to
from tutorial.app.shell.memory import here
from tutorial.app.shell.recording import answer_recorder
from tutorial.app.shell.state import Settings, remember_game
from tutorial.app.widgets.puzzle import render_puzzle, reset_puzzle
from tutorial.app.widgets.set_store import safely, set_puzzle, sets_here
from tutorial.store.errors import StoreUnavailable
from tutorial.store.repository import Store
from tutorial.store.set_records import SetInfo

PARAM = "set"
STATE = "set_practice"  # session key: {set uid: index of the puzzle shown}


def _widget_key(key: str) -> str:
    return "setq_" + key.replace(":", "_")


def _go(uid: str, index: int, key: str | None) -> None:
    if key is not None:
        reset_puzzle(_widget_key(key))
    st.session_state.setdefault(STATE, {})[uid] = index


def _leave() -> None:
    st.query_params.pop(PARAM, None)


def _copy(uid: str, settings: Settings) -> None:
    sets = sets_here()
    if sets is None:
        return
    try:
        copied = sets.copy(here().ensure(), uid)
    except StoreUnavailable:
        st.warning(settings.t._("The set cannot be copied right now. Please try again later."))
        return
    switch_to("teach", set=copied)


def render_set(settings: Settings, uid: str) -> bool:
    """Show the set of the link; False (with a note) when there is none, so the page goes on."""
    t = settings.t
    sets = sets_here()
    if sets is None:
        st.warning(
            t._("Puzzle sets need the progress database, which cannot be used right now."),
            icon=":material/cloud_off:",
        )
        return False
    info: SetInfo | None = safely(lambda: sets.info(uid), None)
    if info is None:
        st.warning(t._("There is no puzzle set at this link. It may have been deleted."))
        _leave()
        return False
    remember_game(info.game)
    rows = safely(lambda: sets.puzzles(uid), [])
    st.subheader(t._("Puzzle set: {title}").format(title=info.title))
    keys = [row.key for row in rows]
    outcomes = here().call(Store.outcomes, {}, keys)
    st.caption(
        t.ngettext(
            "{answered} of {n} puzzle answered", "{answered} of {n} puzzles answered", len(keys)
        ).format(answered=sum(k in outcomes for k in keys), n=len(keys))
    )
    with st.container(horizontal=True):
        if st.button(t._("Copy to my sets"), key="set_copy", icon=":material/content_copy:"):
            _copy(uid, settings)
        st.button(t._("Leave this set"), key="set_leave", icon=":material/close:", on_click=_leave)
    if not rows:
        st.info(t._("This set has no puzzles yet."))
        return True
    index = min(st.session_state.setdefault(STATE, {}).get(uid, 0), len(rows) - 1)
    key = keys[index]
    st.markdown(t._("Puzzle {n} of {total}").format(n=index + 1, total=len(keys)))
    puzzle = set_puzzle(key)
    if puzzle is None:
        st.warning(t._("This puzzle cannot be shown right now. Please try another one."))
    else:
        render_puzzle(puzzle, settings, _widget_key(key), answer_recorder("quiz"))
    with st.container(horizontal=True):
        st.button(
            t._("Previous puzzle"), key="set_prev", icon=":material/arrow_back:",
            disabled=index == 0, on_click=_go, args=(uid, index - 1, keys[index - 1]),
        )  # fmt: skip
        last = index + 1 >= len(keys)
        st.button(
            t._("Next puzzle"), key="set_next", icon=":material/arrow_forward:", type="primary",
            disabled=last, on_click=_go, args=(uid, index + 1, None if last else keys[index + 1]),
        )  # fmt: skip
    return True
