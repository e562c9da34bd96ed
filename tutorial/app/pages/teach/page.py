"""The Teach page (`/teach`, issue 22): a teacher's own material and classes that last.

Two views: **My puzzle sets** (`?set=<uid>` opens one: `sets_view.py`) and **My classes**
(`?class=<code>` opens a class's dashboard: `classes_view.py`). Sets and classes belong to the
learner who made them (the same learner as on the Live class page, or the teacher's login when
`st.login` is configured); both need the lasting database, since students reach them from their
own phones.
"""

from __future__ import annotations

import streamlit as st

from tutorial.app.pages.live_class.live import classes_here
from tutorial.app.pages.teach import classes_view, sets_view
from tutorial.app.shell.state import Settings
from tutorial.store.errors import StoreUnavailable

SETS, CLASSES = "sets", "classes"
VIEW_KEY = "teach_view"


def _view(settings: Settings) -> str:
    """Sets or classes: a link to a class opens the classes, else the sets."""
    t = settings.t
    if classes_view.PARAM in st.query_params:
        st.session_state[VIEW_KEY] = CLASSES
    elif sets_view.PARAM in st.query_params or VIEW_KEY not in st.session_state:
        st.session_state[VIEW_KEY] = SETS
    labels = {SETS: t._("My puzzle sets"), CLASSES: t._("My classes")}
    view = st.segmented_control(
        t._("Show"), [SETS, CLASSES], format_func=labels.get, required=True,
        key=VIEW_KEY, label_visibility="collapsed",
    )  # fmt: skip
    return view or SETS


def render(settings: Settings) -> None:
    t = settings.t
    st.title(t._("Teach"))
    found = classes_here(settings)
    if found is None:
        return
    classes, memory = found
    store = memory.store
    assert store is not None  # classes_here found a lasting store
    try:
        if _view(settings) == CLASSES:
            st.query_params.pop(sets_view.PARAM, None)
            code = st.query_params.get(classes_view.PARAM)
            if code:
                classes_view.dashboard_view(classes, store.homework, memory, code, settings)
            else:
                classes_view.classes_list(classes, memory, settings)
        else:
            st.query_params.pop(classes_view.PARAM, None)
            uid = st.query_params.get(sets_view.PARAM)
            if uid:
                sets_view.set_view(store.sets, memory, uid, settings)
            else:
                sets_view.sets_list(store.sets, memory, settings)
    except StoreUnavailable:
        st.warning(
            t._("Your sets and classes cannot be reached right now. Please try again soon."),
            icon=":material/cloud_off:",
        )
