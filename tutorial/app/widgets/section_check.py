"""The end-of-section check of a lesson: its puzzles answered in place, and the answers kept.

Each question takes one answer. Once answered, it stays answered: its pick, verdict and
explanation stay on screen while the next questions are answered, across reruns, a trip to
another section and back, and a reload or a later visit of the same learner (the latest answers
this learner gave in this section's check come back from the store). After the last question a
summary says how many were right; "Try the check again" clears the answers on screen for a fresh
attempt (the earlier answers stay in the learner's record, and the new ones are added).

What a learner coming back would expect: their own work, not an empty form that looks as if it
was never done, and a plain way to do it again. So the stored answers are shown, with the
summary, and the retry is one button.
"""

from __future__ import annotations

from dataclasses import dataclass

import streamlit as st

from tutorial.app.shell.memory import here
from tutorial.app.shell.recording import answer_recorder
from tutorial.app.shell.state import Settings
from tutorial.app.widgets.puzzle import GivenAnswer, kept_verdict, render_puzzle, reset_puzzle
from tutorial.app.widgets.puzzle_keys import bank, record_key
from tutorial.puzzles.model import Puzzle
from tutorial.puzzles.section_checks import section_check
from tutorial.store.repository import Store

SOURCE = "section_check"
KEPT = "section_check_kept"  # session key: {(token, game, section): {puzzle id: Kept}}


@dataclass(frozen=True)
class Kept:
    """One answered question of a check: the pick as text, and whether the engine accepts it."""

    given: str
    right: bool


def widget_key(game: str, section: str, puzzle: Puzzle) -> str:
    return f"check_{game}_{section}_{puzzle.id}"


def _stored(puzzles: list[Puzzle]) -> dict[str, Kept]:
    """The learner's latest answers in this check, as the engine judges them today (an answer
    that no longer fits its puzzle is left out, so that question is asked afresh)."""
    by_key = {record_key(p): p for p in puzzles}
    latest = here().call(Store.latest_answers, {}, list(by_key), source=SOURCE)
    kept: dict[str, Kept] = {}
    for key, answer in latest.items():
        verdict = kept_verdict(by_key[key], answer.given)
        if verdict is not None:
            kept[by_key[key].id] = Kept(answer.given, verdict)
    return kept


def _kept(game: str, section: str, puzzles: list[Puzzle]) -> dict[str, Kept]:
    """This check's answers in this session, read from the store the first time it is shown."""
    every = st.session_state.setdefault(KEPT, {})
    place = (here().token, game, section)
    if place not in every:
        every[place] = _stored(puzzles)
    return every[place]


def _again(game: str, section: str, puzzles: list[Puzzle]) -> None:
    """Start the check afresh: the answers leave the screen (the record keeps them)."""
    st.session_state.setdefault(KEPT, {})[(here().token, game, section)] = {}
    for puzzle in puzzles:
        reset_puzzle(widget_key(game, section, puzzle))


def render_section_check(game: str, section: str, settings: Settings) -> None:
    """The check at the end of a lesson section: its puzzles, then how many were right."""
    puzzles = section_check(bank(), game, section)
    if not puzzles:
        return
    t = settings.t
    st.subheader(t._("Check yourself"), anchor=False)
    st.caption(
        t.ngettext(
            "{n} puzzle on this section. Your answer counts toward how well you know it.",
            "{n} puzzles on this section. Your answers count toward how well you know it.",
            len(puzzles),
        ).format(n=len(puzzles))
    )
    kept = _kept(game, section, puzzles)
    record = answer_recorder(SOURCE)

    def keep(answer: GivenAnswer) -> None:
        record(answer)
        kept[answer.puzzle.id] = Kept(answer.given, answer.right)

    for puzzle in puzzles:
        answered = kept.get(puzzle.id)
        render_puzzle(
            puzzle,
            settings,
            widget_key(game, section, puzzle),
            None if answered else keep,
            kept=answered.given if answered else None,
        )
    if len(kept) == len(puzzles):
        right = sum(kept[p.id].right for p in puzzles)
        summary = t.ngettext(
            "{n} right answer out of {total}", "{n} right answers out of {total}", right
        ).format(n=right, total=len(puzzles))
        if right == len(puzzles):
            st.success(summary, icon=":material/task_alt:")
        else:
            st.info(summary, icon=":material/fact_check:")
    if kept:
        st.button(
            t._("Try the check again"),
            key=f"check_again_{game}_{section}",
            icon=":material/restart_alt:",
            on_click=_again,
            args=(game, section, puzzles),
        )
