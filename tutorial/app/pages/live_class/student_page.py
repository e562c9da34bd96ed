"""The student's side of a live class (`/join`): code and nickname, then the teacher's questions.

The link on the projector (`/join?code=XXXXXX`) fills in the code. The learner is who the app
already knows (the cookie), so a reload or a lost connection comes back as the same member with
the same answers: a learner who already joined the class in the link goes straight back in.
The page reruns when the teacher changes what the class sees (`class_live.follow`), not while
it waits; an answer is taken by the store only while its question is asked, and the feedback
waits for the teacher's reveal. The join limit counts the phone's address (`client_address`).
"""

from __future__ import annotations

import streamlit as st

from tutorial.app.pages.live_class.live import (
    classes_here,
    follow,
    trick_view,
    try_again_soon,
    unreachable,
)
from tutorial.app.pages.live_class.questions import (
    Asked,
    AskedTrick,
    answer_text,
    given_label,
    note,
    resolve,
    verdict,
    why_text,
    why_wrong,
)
from tutorial.app.pages.live_class.texts import plain, refusal
from tutorial.app.shell.client import client_address
from tutorial.app.shell.identity import settled
from tutorial.app.shell.memory import Memory
from tutorial.app.shell.state import Settings
from tutorial.app.widgets.puzzle import answer_controls, question_view
from tutorial.store.class_records import ClassRefused, NotAMember, StudentView, UnknownClass
from tutorial.store.classroom import NICKNAME_MAX, Classes, normal_code
from tutorial.store.errors import StoreUnavailable
from tutorial.words.i18n import Translator

JOINED = "class_joined"  # session key: the code of the class this session has joined


def _rejoined(classes: Classes, memory: Memory) -> str | None:
    """The class this session is in: joined in this session, or the link's class this learner
    joined before (a reload, a lost connection)."""
    joined = st.session_state.get(JOINED)
    if joined:
        return str(joined)
    code = normal_code(st.query_params.get("code", ""))
    if code and not memory.pending:  # a first visit has joined nothing yet
        try:
            if classes.membership(memory.token, code) is not None:
                st.session_state[JOINED] = code
                return code
        except UnknownClass:
            return None
    return None


def render(settings: Settings) -> None:
    found = classes_here(settings)
    if found is None:
        return
    classes, memory = found
    code = _rejoined(classes, memory)
    if code is None:
        _join_form(classes, memory, settings)
    else:
        _live(classes, memory.token, code, settings)


def _join_form(classes: Classes, memory: Memory, settings: Settings) -> None:
    t = settings.t
    st.title(t._("Join a class"))
    with st.form("class_join", border=True):
        code = st.text_input(
            t._("Class code"), value=str(st.query_params.get("code", ""))[:12], max_chars=12,
            key="class_join_code", placeholder="ABC234",
        )  # fmt: skip
        nickname = st.text_input(
            t._("Your nickname"), max_chars=NICKNAME_MAX, key="class_join_nickname",
            help=t._("Shown to your teacher; pick one your class will recognise."),
        )  # fmt: skip
        go = st.form_submit_button(
            t._("Join"), type="primary", icon=":material/login:", key="class_join_go"
        )
    if not go:
        return
    try:
        classes.join(memory.token, code, nickname, client_address(), new_learner=memory.pending)
    except ClassRefused as problem:
        st.error(refusal(problem, settings, code.strip().upper()[:12]), icon=":material/error:")
        return
    settled()
    joined = normal_code(code)
    st.session_state[JOINED] = joined
    st.query_params["code"] = joined
    st.rerun()


def _not_sent_yet(t: Translator) -> str:
    return t._(
        "Your answer could not be sent yet: the class cannot be reached right now. It stays "
        "chosen here and is sent as soon as the class answers again."
    )


def _keep_picks(code: str) -> bool:
    """Keep the picks of this class's questions that the database has not taken: the answer
    widgets are not drawn while the class cannot be read, and Streamlit forgets the state of a
    widget a run does not draw. `_ask` sends a kept pick once the class answers again. True
    when a pick of this class is waiting."""
    for key in [str(k) for k in st.session_state if str(k).startswith(f"pick_class_{code}_")]:
        if st.session_state[key]:
            st.session_state["class_kept_" + key.removeprefix("pick_")] = st.session_state[key]
    return any(str(k).startswith(f"class_kept_class_{code}_") for k in st.session_state)


def _leave() -> None:
    st.session_state.pop(JOINED, None)


@st.fragment
def _live(classes: Classes, token: str, code: str, settings: Settings) -> None:
    """The class as this student sees it. A fragment: what the teacher changes (`follow`) and
    the student's own answer redraw this part alone, not the app around it, which is what 30
    phones redrawing at the teacher's reveal cost the server."""
    t = settings.t
    try:
        view = classes.student_view(token, code)
    except StoreUnavailable:
        unreachable(settings)
        if _keep_picks(code):
            st.warning(_not_sent_yet(t), icon=":material/cloud_off:")
        return
    except (UnknownClass, NotAMember) as problem:
        st.error(refusal(problem, settings, code), icon=":material/error:")
        _leave_button(t._("Join another class"), "class_leave_unknown")
        return
    state = view.state
    follow(state, "class_live_student")
    st.caption(t._("Class {code} · you are {name}").format(code=code, name=plain(view.nickname)))
    if state.closed:
        st.info(
            t._("The teacher has ended the class. Your answers are saved in your progress."),
            icon=":material/task_alt:",
        )
        _leave_button(t._("Join another class"), "class_leave_closed")
        return
    if state.question is None:
        st.info(t._("Waiting for the teacher's first question…"), icon=":material/hourglass_top:")
        return
    asked = resolve(state.question)
    if asked is None:
        st.warning(t._("This question cannot be shown here. Wait for the next one."))
        return
    with st.container(key="class_question"):
        if isinstance(asked, AskedTrick):
            trick_view(asked, state.replay_step, settings)
        else:
            question_view(asked.puzzle, settings)
        given = view.answer.given if view.answer is not None else None
        slot = st.empty()
        if state.phase == "asking" and given is None:
            with slot.container():
                given = _ask(classes, token, code, asked, settings)
        if state.phase == "asking" and given is not None:
            slot.info(
                t._("Your answer: **{answer}**. Wait for the teacher to reveal.").format(
                    answer=plain(given_label(asked, given, settings))
                ),
                icon=":material/hourglass_top:",
            )
        elif state.phase != "asking":
            _feedback(asked, view, settings)


def _leave_button(label: str, key: str) -> None:
    if st.button(label, key=key):
        _leave()
        st.rerun(scope="app")  # back to the join form, outside this fragment


def _ask(classes: Classes, token: str, code: str, asked: Asked, settings: Settings) -> str | None:
    """The answer controls; once the student picks, the answer as the store took it (None:
    nothing picked yet, or refused, with the reason shown)."""
    t = settings.t
    position = asked.ref.position
    widget = f"class_{code}_{position}"
    if isinstance(asked, AskedTrick):
        picked = st.segmented_control(t._("Your answer"), list(asked.choices), key=f"pick_{widget}")
    else:
        picked = answer_controls(asked.puzzle, settings, widget)
    kept = f"class_kept_{widget}"  # a pick the database did not take yet
    picked = picked or st.session_state.get(kept)
    if not picked:
        return None
    given, right = verdict(asked, picked)
    try:
        classes.answer(token, code, position, given, right, note(asked))
    except ClassRefused as problem:
        st.warning(refusal(problem, settings, code), icon=":material/schedule:")
        return None
    except StoreUnavailable:
        st.session_state[kept] = picked  # the next run (`try_again_soon`) sends it again
        st.warning(_not_sent_yet(t), icon=":material/cloud_off:")
        try_again_soon()
        return None
    st.session_state.pop(kept, None)
    return given


def _feedback(asked: Asked, view: StudentView, settings: Settings) -> None:
    t = settings.t
    own = view.answer
    if own is None:
        st.warning(t._("You did not answer this question."), icon=":material/help:")
    elif own.right:
        st.success(t._("Right!"), icon=":material/check_circle:")
    else:
        st.error(
            t._("Not quite: {choice} is not the answer.").format(
                choice=plain(given_label(asked, own.given, settings))
            ),
            icon=":material/cancel:",
        )
        for line in why_wrong(asked, own.given, settings):
            st.markdown(f"- {line}")
    st.markdown(t._("The answer: **{answer}**").format(answer=plain(answer_text(asked, settings))))
    st.markdown(why_text(asked, settings))
    if view.share_right is not None:
        st.caption(
            t._("{share} of the class answered right.").format(share=f"{view.share_right:.0%}")
        )
    if view.ranking:
        st.dataframe(
            [{t._("Student"): name, t._("Right"): n} for name, n in view.ranking],
            hide_index=True,
            key="class_ranking_table",
        )
