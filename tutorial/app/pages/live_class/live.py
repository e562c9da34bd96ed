"""What the teacher's and the students' live pages share: the store's classes, how a page
follows the class, and a replay question's view.

Live means read from the database: no class state is kept in a process, so any app process can
serve any member of a class. A waiting page does not rerun to look for changes; it reruns when
the class's live version changes (`live_signal.py`, `live_route.py`).
"""

from __future__ import annotations

import time

import streamlit as st

from tutorial.app.pages.live_class.questions import AskedTrick
from tutorial.app.pages.replays.page import draw_table
from tutorial.app.shell.live_signal import rerun_on_change
from tutorial.app.shell.memory import Memory, here
from tutorial.app.shell.state import Settings
from tutorial.store.class_records import ClassState, LiveVersion
from tutorial.store.classroom import Classes


def classes_here(settings: Settings) -> tuple[Classes, Memory] | None:
    """The store's classes and this learner's memory, or None (with a message) without a
    lasting database: a class in one tab's private memory could not reach any phone."""
    memory = here()
    if memory.store is None or not memory.lasting:
        st.warning(
            settings.t._(
                "Live classes need the progress database, which cannot be used right now. "
                "This page tries again by itself every few seconds."
            ),
            icon=":material/cloud_off:",
        )
        try_again_soon()
        return None
    return memory.store.classes, memory


RETRY_SECONDS = 5.0  # how often a class page whose database failed tries again


def unreachable(settings: Settings) -> None:
    """The class cannot be read now (the database failed mid-class): say so and try again."""
    st.warning(
        settings.t._(
            "The class cannot be reached right now. This page tries again by itself every few "
            "seconds; the answers already sent are safe."
        ),
        icon=":material/cloud_off:",
    )
    try_again_soon()


def try_again_soon() -> None:
    """Run the whole page again every RETRY_SECONDS while the database is away (the live
    version cannot tell the page when it is back: it is read from that database)."""
    st.session_state.setdefault("class_retry_at", time.monotonic())

    @st.fragment(run_every=RETRY_SECONDS)
    def tick() -> None:
        if time.monotonic() - st.session_state["class_retry_at"] >= RETRY_SECONDS * 0.9:
            st.session_state.pop("class_retry_at", None)
            st.rerun(scope="app")

    tick()


def follow(state: ClassState, key: str) -> None:
    """Rerun the page when the teacher changes what it shows (a new question, the reveal, a
    replay step, the ranking, the end of the class); nothing runs while the class waits."""
    rerun_on_change(state.watch, LiveVersion(state.stage, ""), ("stage",), key)


def trick_view(asked: AskedTrick, step: int, settings: Settings) -> None:
    """The replay at the step the class follows, and the question about the coming trick."""
    t = settings.t
    st.caption(t._("Step {n} of {total}").format(n=step, total=asked.replay.steps))
    draw_table(asked.replay, step, settings)
    st.markdown(t._("**Who takes this trick?**"))
