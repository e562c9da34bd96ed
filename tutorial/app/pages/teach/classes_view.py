"""A teacher's classes over weeks (issue 22 §3–4): the dashboard of one class — each student's
mastery map, homework done, the rules behind the class's most frequent mistakes — homework with a
due date, a class's name, removing a student, and opening the class again for the next lesson
with the same code or a new one.

Only the class's teacher gets here: the store answers the dashboard only to the learner who
started the class (`tutorial/store/homework.py`); a student sees their own homework on the home
page and nothing of anyone else's.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta

import pandas as pd
import streamlit as st

from tutorial.app.pages.home.homework import homework_label
from tutorial.app.pages.live_class.questions import AskedPuzzle, why_wrong
from tutorial.app.pages.live_class.teacher_page import hold_class
from tutorial.app.pages.live_class.texts import plain
from tutorial.app.shell.links import switch_to
from tutorial.app.shell.memory import Memory
from tutorial.app.shell.state import Settings
from tutorial.app.widgets.game_picker import pick_game
from tutorial.app.widgets.puzzle_keys import puzzle_of, short_prompt
from tutorial.app.widgets.set_store import safely, sets_here
from tutorial.app.widgets.set_texts import day_text, refusal_text
from tutorial.content.catalog import CARD_SECTIONS
from tutorial.games.registry import SPECS
from tutorial.puzzles.check import solve
from tutorial.puzzles.model import PuzzleError
from tutorial.store.class_records import ClassRefused, NotTeacher, QuestionRef
from tutorial.store.classroom import Classes
from tutorial.store.errors import UnknownLearner
from tutorial.store.homework import Homework
from tutorial.store.set_records import Dashboard, FrequentMistake

PARAM = "class"
TACTICS_DEFAULT = 5
MISTAKES_SHOWN = 8
DATE_FORMATS = {"en": "DD/MM/YYYY", "de": "DD.MM.YYYY", "ru": "DD.MM.YYYY", "pt": "DD/MM/YYYY"}


def open_class(code: str | None) -> None:
    if code is None:
        st.query_params.pop(PARAM, None)
    else:
        st.query_params[PARAM] = code


def classes_list(classes: Classes, memory: Memory, settings: Settings) -> None:
    """The teacher's classes, newest first, each with its dashboard."""
    t = settings.t
    own = [] if memory.pending else safely(lambda: classes.own_classes(memory.token), [])
    if not own:
        st.info(t._("You have no classes yet. Start one on the Live class page."))
        return
    for state in own[:50]:
        with st.container(border=True, key=f"teach_class_{state.code}"):
            words, button = st.columns([3, 1], vertical_alignment="center")
            name = plain(state.title) if state.title else state.code
            status = t._("ended") if state.closed else t._("open")
            words.markdown(
                f"**{name}** · {state.code} · {status} · "
                + t.ngettext("{n} student", "{n} students", state.members).format(n=state.members)
            )
            button.button(
                t._("Dashboard"), key=f"teach_dash_{state.code}", on_click=open_class,
                args=(state.code,),
            )  # fmt: skip


def dashboard_view(
    classes: Classes, homework: Homework, memory: Memory, code: str, settings: Settings
) -> None:
    t = settings.t
    st.button(
        t._("Back to my classes"), key="teach_class_back", icon=":material/arrow_back:",
        on_click=open_class, args=(None,),
    )  # fmt: skip
    try:
        board = homework.dashboard(memory.token, code)
        state = classes.state(code)
    except ClassRefused as problem:
        st.warning(refusal_text(problem, t))
        return
    except UnknownLearner:  # a first visit keeps nothing yet, so it owns no class
        st.warning(refusal_text(NotTeacher(), t))
        return
    st.subheader(
        t._("Class {name}").format(name=plain(board.title) if board.title else board.class_code)
    )
    _lesson_controls(classes, memory, code, state.closed, settings)
    _members(board, settings)
    _homework(homework, memory, code, board, settings)
    _mistakes(board.mistakes, settings)
    _manage(classes, memory, code, board, settings)


def _lesson_controls(
    classes: Classes, memory: Memory, code: str, closed: bool, settings: Settings
) -> None:
    """The next lesson: the class opens again with its members, under the same code or a new one."""
    t = settings.t
    with st.container(horizontal=True):
        if not closed:
            if st.button(
                t._("Go to the live class"), key="teach_live", icon=":material/co_present:"
            ):
                hold_class(*classes.resume(memory.token, code))
                switch_to("class")
            return
        if st.button(
            t._("Next lesson: open again with the same code"), key="teach_reopen_same",
            icon=":material/replay:", type="primary",
        ):  # fmt: skip
            hold_class(*classes.resume(memory.token, code, reopen=True, same_code=True))
            switch_to("class")
        if st.button(
            t._("Next lesson: open again with a new code"), key="teach_reopen_new",
            icon=":material/autorenew:",
        ):  # fmt: skip
            hold_class(*classes.resume(memory.token, code, reopen=True))
            switch_to("class")


def _members(board: Dashboard, settings: Settings) -> None:
    """Each student: class answers, homework finished, and the mastery map of one game."""
    t = settings.t
    st.markdown("**" + t._("Students") + "**")
    if not board.members:
        st.info(t._("No student has joined this class yet."))
        return
    game = _map_game(board, settings)
    sections = list(CARD_SECTIONS[game])
    rows = []
    for member in board.members:
        finished = sum(1 for done in member.homework.values() if done[2])
        row = {
            t._("Student"): member.nickname,
            t._("Class answers right"): f"{member.right}/{member.answers}",
            t._("Homework finished"): f"{finished}/{len(board.homework)}",
        }
        for section in sections:
            found = member.mastery.get((game, section))
            row[f"§{section}"] = round(100 * found.mastery) if found else 0
        rows.append(row)
    columns = {
        f"§{s}": st.column_config.ProgressColumn(f"§{s}", min_value=0, max_value=100, format="%d%%")
        for s in sections
    }
    st.dataframe(pd.DataFrame(rows), hide_index=True, column_config=columns, key="teach_map")
    st.caption(
        t._(
            "Mastery per rule-card section of {game}: how well each student would answer its "
            "puzzles today (from their spaced review)."
        ).format(game=t._(SPECS[game].title))
    )


def _map_game(board: Dashboard, settings: Settings) -> str:
    """The game whose mastery map is shown: first the one the class has answered most in."""
    t = settings.t
    answered: dict[str, int] = dict.fromkeys(SPECS, 0)
    for member in board.members:
        for (game, _section), found in member.mastery.items():
            if game in answered:
                answered[game] += found.answered
    games = list(SPECS)
    busiest = max(games, key=lambda g: (answered[g], g == settings.game))
    return st.selectbox(
        t._("Game"), games, index=games.index(busiest), key="teach_map_game",
        format_func=lambda g: t._(SPECS[g].title),
    )  # fmt: skip


def _homework(
    homework: Homework, memory: Memory, code: str, board: Dashboard, settings: Settings
) -> None:
    t = settings.t
    st.markdown("**" + t._("Homework") + "**")
    for item in board.homework:
        finished = sum(1 for m in board.members if m.homework.get(item.uid, (0, 0, False))[2])
        with st.container(border=True, key=f"teach_hw_{item.uid}"):
            words, button = st.columns([4, 1], vertical_alignment="center")
            words.markdown(
                f"{homework_label(item, settings)} · "
                + t._("due {date}").format(date=day_text(item.due_at, settings.lang))
                + " · "
                + t._("finished by {n} of {total}").format(n=finished, total=len(board.members))
            )
            if button.button(t._("Remove"), key=f"teach_hw_del_{item.uid}"):
                try:
                    homework.unassign(memory.token, code, item.uid)
                except ClassRefused as problem:
                    st.warning(refusal_text(problem, t))
                st.rerun()
    _assign_form(homework, memory, code, settings)


def _assign_form(homework: Homework, memory: Memory, code: str, settings: Settings) -> None:
    t = settings.t
    kinds = {
        "set": t._("A puzzle set"),
        "section": t._("A lesson section"),
        "tactics": t._("Tactics puzzles"),
    }
    with st.expander(t._("Give homework"), icon=":material/assignment_add:"):
        kind = st.segmented_control(
            t._("What"), list(kinds), format_func=kinds.get, default="set", required=True,
            key="teach_hw_kind",
        ) or "set"  # fmt: skip
        game = pick_game(settings, "teach_hw_game")
        ref, count = "", None
        if kind == "set":
            sets = sets_here()
            own = safely(lambda: sets.own(memory.token), []) if sets else []
            own = [s for s in own if s.game == game]
            if not own:
                st.info(t._("You have no puzzle set for this game yet. Make one first."))
                return
            titles = {s.uid: f"{s.title} ({s.puzzles})" for s in own}
            ref = st.selectbox(t._("Puzzle set"), list(titles), format_func=titles.get,
                               key="teach_hw_set")  # fmt: skip
        elif kind == "section":
            ref = st.selectbox(
                t._("Rule-card section"), list(CARD_SECTIONS[game]), key="teach_hw_section",
                format_func=lambda s: f"§{s}",
            )  # fmt: skip
        else:
            count = st.number_input(t._("How many"), 1, 50, TACTICS_DEFAULT, key="teach_hw_count")
        due = st.date_input(
            t._("Due on"), value=date.today() + timedelta(days=7), min_value=date.today(),
            key="teach_hw_due", format=DATE_FORMATS.get(settings.lang, "DD/MM/YYYY"),
        )  # fmt: skip
        if st.button(t._("Give this homework"), key="teach_hw_go", type="primary"):
            due_at = datetime.combine(due, time(23, 59), tzinfo=UTC)
            try:
                homework.assign(
                    memory.token, code, kind, game, ref, int(count) if count else None, due_at
                )
            except ClassRefused as problem:
                st.warning(refusal_text(problem, t))
                return
            st.rerun()


def mistake_lines(mistake: FrequentMistake, settings: Settings) -> tuple[str, list[str]] | None:
    """The question behind a frequent wrong answer and the rule that answer breaks, from the
    engine (None when the question no longer exists or is a replay's trick)."""
    key = mistake.puzzle_key
    if key.startswith("replay:"):
        return None
    puzzle = puzzle_of(("seed:" + key) if "." in key else key)
    if puzzle is None:
        return None
    try:
        asked = AskedPuzzle(QuestionRef(0, "puzzle", key, None), puzzle, solve(puzzle))
    except PuzzleError:
        return None
    return short_prompt(puzzle, settings.lang), why_wrong(asked, mistake.given, settings)


def _mistakes(mistakes: tuple[FrequentMistake, ...], settings: Settings) -> None:
    t = settings.t
    st.markdown("**" + t._("The class's most frequent mistakes") + "**")
    shown = 0
    for mistake in mistakes:
        found = mistake_lines(mistake, settings)
        if found is None or not found[1]:
            continue
        prompt, lines = found
        with st.container(border=True, key=f"teach_mistake_{shown}"):
            st.markdown(
                t.ngettext("{n} time: {question}", "{n} times: {question}", mistake.count).format(
                    n=mistake.count, question=plain(prompt)
                )
            )
            for line in lines:
                st.markdown(f"- {line}")
        shown += 1
        if shown >= MISTAKES_SHOWN:
            break
    if not shown:
        st.caption(t._("No mistakes yet."))


def _manage(
    classes: Classes, memory: Memory, code: str, board: Dashboard, settings: Settings
) -> None:
    """The class's name, and removing a student with their class answers."""
    t = settings.t
    with st.expander(t._("Name the class or remove a student"), icon=":material/manage_accounts:"):
        title = st.text_input(
            t._("Name of the class"), value=board.title, max_chars=80, key="teach_class_title"
        )
        if st.button(t._("Save the name"), key="teach_class_rename"):
            try:
                classes.rename(memory.token, code, title)
            except ClassRefused as problem:
                st.warning(refusal_text(problem, t))
            else:
                st.rerun()
        names = [m.nickname for m in board.members]
        if not names:
            return
        who = st.selectbox(t._("Student"), names, key="teach_remove_who")
        sure = st.checkbox(
            t._("Yes, remove this student and their answers in this class"),
            key="teach_remove_sure",
        )
        if st.button(
            t._("Remove the student"), key="teach_remove_go", disabled=not sure,
            icon=":material/person_remove:",
        ):  # fmt: skip
            try:
                classes.remove_member(memory.token, code, who)
            except ClassRefused as problem:
                st.warning(refusal_text(problem, t))
            else:
                st.rerun()
