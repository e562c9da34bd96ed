"""The teacher's live class (`/class`): start a class, ask, watch the answers come in, reveal.

The teacher key is kept in this session and in the browser's cookie `kartenschule_class`, so a
reload keeps control; a teacher whose browser lost it reopens the class from their own list (the
class belongs to their learner) and gets a new key. The projector's count and chart are a
fragment that reruns only when an answer arrives or someone joins (`live_signal.py`), read from
the database alone, so any app process can serve the teacher and any other the students.
"""

from __future__ import annotations

from datetime import datetime

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from tutorial.app.pages.live_class.chart import answers_figure
from tutorial.app.pages.live_class.live import classes_here, trick_view, unreachable
from tutorial.app.pages.live_class.picker import picker
from tutorial.app.pages.live_class.questions import (
    Asked,
    AskedPuzzle,
    AskedTrick,
    answer_text,
    given_label,
    is_right,
    next_after,
    resolve,
    why_text,
    why_wrong,
)
from tutorial.app.pages.live_class.results import results
from tutorial.app.pages.live_class.texts import plain, refusal
from tutorial.app.pages.replays.page import replay_of
from tutorial.app.shell.identity import write_cookie
from tutorial.app.shell.live_signal import rerun_on_change
from tutorial.app.shell.memory import Memory
from tutorial.app.shell.presentation import is_presenting
from tutorial.app.shell.share import (
    address_warnings,
    page_url,
    qr_html,
    too_long,
)
from tutorial.app.shell.state import Settings
from tutorial.app.widgets.puzzle import question_view
from tutorial.store.class_records import ClassRefused, ClassState, LiveVersion
from tutorial.store.classroom import Classes
from tutorial.store.errors import StoreUnavailable

TEACHER = "class_teacher"  # session key: (code, key) of the class this session runs
COOKIE = "kartenschule_class"
COOKIE_AGE = 12 * 3600  # seconds: a school day


def _take(code: str, key: str) -> None:
    st.session_state[TEACHER] = (code, key)
    st.session_state["class_cookie"] = f"{code}.{key}"


def hold_class(code: str, key: str) -> None:
    """Run this class in this session from now on (the Teach page's dashboard opens it)."""
    _take(code, key)


def _held(classes: Classes) -> tuple[str, str] | None:
    """The class this session runs: from the session, else from the browser's cookie."""
    held = st.session_state.get(TEACHER)
    if held is None:
        raw = st.context.cookies.get(COOKIE)
        code, _, key = raw.partition(".") if isinstance(raw, str) else ("", "", "")
        held = (code, key) if code and key else None
    if held is not None and classes.is_teacher(*held):
        st.session_state[TEACHER] = held
        return held
    st.session_state.pop(TEACHER, None)
    return None


def _leave() -> None:
    st.session_state.pop(TEACHER, None)
    st.session_state["class_cookie"] = ""


def _keep_cookie() -> None:
    value = st.session_state.pop("class_cookie", None)
    if value is not None:
        write_cookie(value, COOKIE_AGE if value else 0, COOKIE)


def render(settings: Settings) -> None:
    t = settings.t
    found = classes_here(settings)
    if found is None:
        return
    classes, memory = found
    try:
        held = _held(classes)
        if held is None:
            _lobby(classes, memory, settings)
        else:
            _run(classes, memory.token, *held, settings)
    except StoreUnavailable:  # the database failed mid-class: the class is kept in it
        unreachable(settings)
    except ClassRefused as problem:
        st.session_state.pop(TEACHER, None)
        code = held[0] if held else ""
        st.error(refusal(problem, settings, code), icon=":material/block:")
        st.button(t._("Back to my classes"), key="class_back_refused", on_click=_leave)
    _keep_cookie()


# -- before a class -------------------------------------------------------------------------


def _lobby(classes: Classes, memory: Memory, settings: Settings) -> None:
    t = settings.t
    st.title(t._("Live class"))
    st.markdown(
        t._(
            "Ask the class a question, watch the answers come in on the projector, then reveal "
            "the engine's answer and why the others fail. Students join on their phones with "
            "the class code."
        )
    )
    if st.button(
        t._("Start a class"), key="class_start", type="primary", icon=":material/co_present:"
    ):
        _take(*classes.start(memory.ensure()))
        st.rerun()
    if memory.pending:
        return  # a first visit has started no class yet
    token = memory.token
    own = classes.own_classes(token)
    if not own:
        return
    st.subheader(t._("My classes"))
    for state in own[:20]:
        with st.container(border=True, key=f"class_row_{state.code}"):
            words, button = st.columns([3, 1], vertical_alignment="center")
            status = t._("ended") if state.closed else t._("open")
            words.markdown(
                t._("**{code}** · started {when} · {status} · {n} students").format(
                    code=state.code, when=_when(state.created_at), status=status, n=state.members
                )
            )
            if button.button(t._("Open"), key=f"class_open_{state.code}"):
                _take(*classes.resume(token, state.code))
                st.rerun()


def _when(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%d %H:%M UTC")


# -- running a class ------------------------------------------------------------------------


def _run(classes: Classes, token: str, code: str, key: str, settings: Settings) -> None:
    t = settings.t
    state = classes.state(code)
    if state.closed:
        _after_class(classes, token, code, key, settings)
        return
    st.title(t._("Live class {code}").format(code=code))
    _controls(classes, code, key, state, settings)
    # On the projector (presentation mode: a wide page) the question and the answers on the
    # left, how to join and the reveal on the right; the teacher's tools below, out of sight.
    if is_presenting():
        stage, side = st.columns([3, 2], gap="large")
    else:
        st.caption(t._("On the projector, use presentation mode (in the sidebar)."))
        side, stage = st.container(), st.container()
    with side:
        _join_box(code, settings)
    _projector(classes, code, key, state, settings, stage, side)
    with st.expander(
        t._("Ask a question"), expanded=state.question is None, icon=":material/quiz:"
    ):
        picker(classes, code, key, settings)
    with st.expander(t._("Results so far"), icon=":material/table_chart:"):
        results(classes, code, key, settings)


def join_link(code: str) -> str:
    """The join page with the class code, at the public address if one is set, else at the
    site the teacher's browser shows (whatever page the teacher is on)."""
    return page_url("join", {"code": code})


def _join_box(code: str, settings: Settings) -> None:
    t = settings.t
    url = join_link(code)
    picture, words = st.columns([1, 1], vertical_alignment="center")
    picture.html(
        qr_html(url, 300 if is_presenting() else 220, t._("QR code to join the class"), too_long(t))
    )
    with words:
        st.markdown(t._("Join on your phone with the code"))
        st.html(f'<div class="class-code" style="font-size:3.5rem;font-weight:700">{code}</div>')
    st.code(url, language=None)
    address_warnings(settings, url)


def _controls(classes: Classes, code: str, key: str, state: ClassState, settings: Settings) -> None:
    t = settings.t
    question = state.question
    with st.container(key="class_controls", horizontal=True):
        if (
            question is not None
            and state.phase == "asking"
            and st.button(
                t._("Reveal"), key="class_reveal", type="primary", icon=":material/visibility:"
            )
        ):
            classes.reveal(code, key)
            st.rerun()
        upcoming = next_after(question, state.replay_step) if question else None
        if upcoming is not None and st.button(
            t._("Next question"), key="class_next", icon=":material/skip_next:"
        ):
            classes.ask(code, key, *upcoming)
            st.rerun()
        if question is not None and question.kind == "replay":
            replay = replay_of(question.ref)
            last = replay.steps if replay else 0
            if st.button(
                t._("Step back"), key="class_step_back", icon=":material/chevron_left:",
                disabled=state.replay_step <= 0,
            ):  # fmt: skip
                classes.set_replay_step(code, key, state.replay_step - 1)
                st.rerun()
            if st.button(
                t._("Step on"), key="class_step_on", icon=":material/chevron_right:",
                disabled=state.replay_step >= last or state.phase == "asking",
            ):  # fmt: skip
                classes.set_replay_step(code, key, state.replay_step + 1)
                st.rerun()
        if st.button(t._("End the class"), key="class_close", icon=":material/stop_circle:"):
            classes.close(code, key)
            st.rerun()
    ranking = st.toggle(
        t._("Show the students the ranking"), value=state.show_ranking, key="class_ranking"
    )
    if ranking != state.show_ranking:
        classes.show_ranking(code, key, ranking)


def _projector(
    classes: Classes,
    code: str,
    key: str,
    state: ClassState,
    settings: Settings,
    stage: DeltaGenerator,
    side: DeltaGenerator,
) -> None:
    """What the class sees on the projector. The question and the reveal change only by the
    teacher's own actions, which rerun the page; the answers arrive from the students' sessions
    (in any process), so only they are read again every second."""
    t = settings.t
    asked = resolve(state.question) if state.question is not None else None
    revealed = state.phase == "revealed"
    with stage, st.container(key="class_projector"):
        if state.question is None:
            st.info(t._("Students who join wait for the first question. Pick one below."))
        elif asked is None:
            st.error(t._("This question is no longer available. Please ask another one."))
        else:
            _question(asked, state, settings)
        _live_answers(classes, code, key, state, asked, settings)
    if asked is not None and revealed:
        with side:
            _reveal(asked, classes.tally(code, key).counts, settings)


@st.fragment
def _live_answers(
    classes: Classes, code: str, key: str, state: ClassState, asked: Asked | None,
    settings: Settings,
) -> None:  # fmt: skip
    """How many have answered, and the chart of the answers: read from the database alone,
    and again only when an answer arrives or someone joins. Should the class have moved on
    meanwhile (the teacher's other tab), the whole page is drawn afresh."""
    t = settings.t
    try:
        moved_on = classes.state(code).stage != state.stage
        tally = classes.tally(code, key)
    except StoreUnavailable:
        unreachable(settings)
        return
    if moved_on:
        st.rerun(scope="app")
    revealed = state.phase == "revealed"
    rerun_on_change(
        state.watch, LiveVersion(state.stage, tally.version), ("stage", "answers"),
        "class_live_teacher",
    )  # fmt: skip
    st.metric(
        t._("Answers"),
        t._("{answered} of {members}").format(answered=tally.answered, members=tally.members),
    )
    if asked is None:
        return
    labels = {g: given_label(asked, g, settings) for g in {*tally.counts, *asked.choices}}
    right = _right_answers(asked, tally.counts) if revealed else None
    st.plotly_chart(
        answers_figure(tally.counts, labels, right, t._("The class's answers"), asked.choices),
        key="class_chart",
        config={"displayModeBar": False},
    )


def _question(asked: AskedPuzzle | AskedTrick, state: ClassState, settings: Settings) -> None:
    t = settings.t
    st.caption(t._("Question {n}").format(n=state.question.position if state.question else 0))
    if isinstance(asked, AskedTrick):
        trick_view(asked, state.replay_step, settings)
    else:
        question_view(asked.puzzle, settings)


def _right_answers(asked: AskedPuzzle | AskedTrick, counts: dict[str, int]) -> set[str]:
    """Which of the given answers and offered choices the engine accepts."""
    return {given for given in {*counts, *asked.choices} if is_right(asked, given)}


def _reveal(asked: AskedPuzzle | AskedTrick, counts: dict[str, int], settings: Settings) -> None:
    t = settings.t
    with st.container(border=True, key="class_reveal_box"):
        st.success(
            t._("The answer: **{answer}**").format(answer=plain(answer_text(asked, settings)))
        )
        st.markdown(why_text(asked, settings))
        wrong = [line for given in sorted(counts) for line in why_wrong(asked, given, settings)]
        if wrong:
            st.markdown(t._("Why the other answers fail:"))
            for line in dict.fromkeys(wrong):
                st.markdown(f"- {line}")


# -- after a class --------------------------------------------------------------------------


def _after_class(classes: Classes, token: str, code: str, key: str, settings: Settings) -> None:
    t = settings.t
    st.title(t._("Class {code} has ended").format(code=code))
    results(classes, code, key, settings)
    with st.container(horizontal=True):
        if st.button(
            t._("Next lesson: open again with the same code"), key="class_reopen_same",
            icon=":material/replay:",
        ):  # fmt: skip
            _take(*classes.resume(token, code, reopen=True, same_code=True))
            st.rerun()
        if st.button(t._("Reopen the class"), key="class_reopen", icon=":material/autorenew:"):
            _take(*classes.resume(token, code, reopen=True))
            st.rerun()
        st.button(t._("Back to my classes"), key="class_back", on_click=_leave)
