"""What the teacher's and the students' live pages share: the store's classes, how a page
follows the class, and a replay question's view.

Live means read from the database: no class state is kept in a process, so any app process can
serve any member of a class. A waiting page does not rerun to look for changes; it reruns when
the class's live version changes (`live_signal.py`, `live_route.py`).
"""

from __future__ import annotations

import streamlit as st

from tutorial.app.class_questions import AskedTrick
from tutorial.app.live_signal import rerun_on_change
from tutorial.app.memory import Memory, here
from tutorial.app.replays_page import draw_table
from tutorial.app.state import Settings
from tutorial.store.class_records import ClassState, LiveVersion
from tutorial.store.classroom import Classes


def classes_here(settings: Settings) -> tuple[Classes, Memory] | None:
    """The store's classes and this learner's memory, or None (with a message) without a
    lasting database: a class in one tab's private memory could not reach any phone."""
    memory = here()
    if memory.store is None or not memory.lasting:
        st.warning(
            settings.t._(
                "Live classes need the progress database, which cannot be used right now."
            ),
            icon=":material/cloud_off:",
        )
        return None
    return memory.store.classes, memory


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
