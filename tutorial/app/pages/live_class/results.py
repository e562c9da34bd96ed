"""A class's results for the teacher: the share right per question, the score per student, and
every answer as CSV."""

from __future__ import annotations

import csv
import io
from datetime import datetime

import streamlit as st

from tutorial.app.pages.live_class.questions import AskedPuzzle, AskedTrick, resolve
from tutorial.app.shell.state import Settings
from tutorial.app.widgets.puzzle_keys import short_prompt
from tutorial.store.class_records import QuestionRef
from tutorial.store.classroom import Classes


def _question_title(ref: QuestionRef, settings: Settings) -> str:
    asked = resolve(ref)
    if isinstance(asked, AskedPuzzle):
        return short_prompt(asked.puzzle, settings.lang, 60)
    if isinstance(asked, AskedTrick):
        title = asked.replay.title.get(settings.lang) or asked.replay.id
        return settings.t._("{replay}, step {n}").format(replay=title, n=asked.step + 1)
    return ref.ref


def results(classes: Classes, code: str, key: str, settings: Settings) -> None:
    t = settings.t
    report = classes.report(code, key)
    if not report.questions:
        st.caption(t._("No question asked yet."))
        return
    st.dataframe(
        [
            {
                t._("Question"): f"{q.question.position}. {_question_title(q.question, settings)}",
                t._("Answers"): q.answered,
                t._("Right"): f"{q.share_right:.0%}",
            }
            for q in report.questions
        ],
        hide_index=True,
        key="class_questions_table",
    )
    st.dataframe(
        [
            {t._("Student"): s.nickname, t._("Answers"): s.answered, t._("Right"): s.right}
            for s in report.students
        ],
        hide_index=True,
        key="class_students_table",
    )
    st.download_button(
        t._("Download the answers (CSV)"),
        data=report_csv(report.answers),
        file_name=f"class-{code}.csv",
        mime="text/csv",
        key="class_csv",
        icon=":material/download:",
    )


def _cell(value: object) -> str:
    """A CSV cell a spreadsheet will not run as a formula (a nickname may start with '=')."""
    text = str(value)
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def report_csv(answers: tuple[tuple[int, str, str, bool, datetime], ...]) -> str:
    """Every answer of the class as CSV: question, nickname, answer, right, time (UTC)."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["question", "nickname", "answer", "right", "answered_at"])
    for position, nickname, given, right, when in answers:
        writer.writerow([position, _cell(nickname), _cell(given), int(right), when.isoformat()])
    return out.getvalue()
