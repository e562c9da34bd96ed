"""The student's homework on the home page (issue 22 §3): what each of their classes' teachers
gave, when it is due, how much is done, and a link straight to it. Only the student's own
progress is read (`Homework.for_student`); nothing of other students shows."""

from __future__ import annotations

from datetime import UTC, datetime

import streamlit as st

from tutorial.app.pages.live_class.texts import plain
from tutorial.app.shell.links import link
from tutorial.app.shell.memory import here
from tutorial.app.shell.state import Settings
from tutorial.app.widgets.set_store import homework_here, safely, sets_here
from tutorial.app.widgets.set_texts import day_text
from tutorial.games.registry import SPECS
from tutorial.store.set_records import HomeworkItem, StudentHomework

SHOWN = 10


def homework_label(work: HomeworkItem, settings: Settings) -> str:
    """What the homework asks, as the student's list and the teacher's dashboard say it."""
    t = settings.t
    game = t._(SPECS[work.game].title)
    if work.kind == "section":
        return t._("Read the lesson §{section} of {game}").format(section=work.ref, game=game)
    if work.kind == "tactics":
        return t.ngettext(
            "Solve {n} tactics puzzle of {game}", "Solve {n} tactics puzzles of {game}",
            work.count or 0,
        ).format(n=work.count, game=game)  # fmt: skip
    sets = sets_here()
    info = safely(lambda: sets.info(work.ref), None) if sets else None
    title = plain(info.title) if info else "—"
    return t._("Answer every puzzle of the set {title}").format(title=title)


def _go(item: StudentHomework, settings: Settings) -> None:
    t = settings.t
    work = item.item
    if work.kind == "section":
        link("lessons", t._("Open the lesson"), ":material/menu_book:", game=work.game,
             section=work.ref)  # fmt: skip
    elif work.kind == "tactics":
        link("puzzles", t._("Open the tactics puzzles"), ":material/extension:", mode="tactics",
             game=work.game)  # fmt: skip
    else:
        link("puzzles", t._("Open the set"), ":material/extension:", set=work.ref)


def homework_box(settings: Settings) -> None:
    """The student's homework, due first; nothing when they have none."""
    memory = here()
    homework = homework_here()
    if homework is None or memory.pending:
        return
    items = safely(lambda: homework.for_student(memory.token), [])
    if not items:
        return
    t = settings.t
    now = datetime.now(UTC)
    st.subheader(t._("My homework"))
    for number, item in enumerate(items[:SHOWN]):
        work = item.item
        with st.container(border=True, key=f"homework_{number}"):
            icon = ":material/task_alt:" if item.finished else ":material/assignment:"
            st.markdown(f"{icon} **{homework_label(item.item, settings)}**")
            late = not item.finished and work.due_at < now
            due = t._("due {date}").format(date=day_text(work.due_at, settings.lang))
            state = (
                t._("done")
                if item.finished
                else t._("{done} of {total} done").format(done=item.done, total=item.total)
            )
            name = plain(work.class_title) if work.class_title else work.class_code
            st.caption(
                f"{t._('Class {name}').format(name=name)} · {due} · {state}"
                + (" · " + t._("late") if late else "")
            )
            if not item.finished:
                _go(item, settings)
