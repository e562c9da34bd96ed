"""What the teacher's and the students' live pages share: the store's classes, how a page
follows the class, and a replay question's view.

Live means read from the database alone, every `REFRESH` seconds: no class state is kept in a
process, so any app process can serve any member of a class.
"""

from __future__ import annotations

import streamlit as st

from tutorial.app.class_questions import AskedTrick
from tutorial.app.memory import here
from tutorial.app.replays_page import draw_table
from tutorial.app.state import Settings
from tutorial.store.class_records import ClassRefused, ClassState
from tutorial.store.classroom import Classes

REFRESH = 1.0  # seconds between a live page's reads of the database


def classes_here(settings: Settings) -> tuple[Classes, str] | None:
    """The store's classes and this learner's token, or None (with a message) without a
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
    return memory.store.classes, memory.token


def signature(state: ClassState) -> tuple[object, ...]:
    """What a page drawn from this state shows, apart from the live answers."""
    position = state.question.position if state.question is not None else None
    return state.phase, position, state.replay_step, state.show_ranking


@st.fragment(run_every=REFRESH)
def follow(classes: Classes, code: str, shown: tuple[object, ...]) -> None:
    """Every second, read the class from the database and redraw the page when the teacher has
    changed what it shows (a new question, the reveal, a replay step, the end of the class)."""
    try:
        now = signature(classes.state(code))
    except ClassRefused:
        now = ()
    if now != shown:
        st.rerun(scope="app")


def trick_view(asked: AskedTrick, step: int, settings: Settings) -> None:
    """The replay at the step the class follows, and the question about the coming trick."""
    t = settings.t
    st.caption(t._("Step {n} of {total}").format(n=step, total=asked.replay.steps))
    draw_table(asked.replay, step, settings)
    st.markdown(t._("**Who takes this trick?**"))
