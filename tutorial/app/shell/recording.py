"""What the pages write into the learner's memory: answers, sections read, replay guesses.

Each writer is called from a page as things happen; a failing database only costs the record
(see `memory.Memory.call`), never the page.
"""

from __future__ import annotations

import streamlit as st

from tutorial.app.shell import clock
from tutorial.app.shell.memory import here
from tutorial.app.widgets.puzzle import GivenAnswer, ResultHook
from tutorial.app.widgets.puzzle_keys import record_key
from tutorial.store.repository import Store

READ = "memory_sections_read"  # session key: sections whose reading is recorded this visit
GUESSED = "memory_guesses"  # session key: replay steps whose guess is recorded this visit


def answer_recorder(source: str) -> ResultHook:
    """A puzzle widget's hook that records each answer with its source (quiz, review, …)."""

    def record(answer: GivenAnswer) -> None:
        puzzle = answer.puzzle
        here().call(
            Store.record_answer, None, record_key(puzzle),
            game=puzzle.game, section=puzzle.section, kind=puzzle.kind, given=answer.given,
            right=answer.right, revealed=answer.revealed, seconds=answer.seconds, source=source,
            at=clock.now(),
        )  # fmt: skip

    return record


def section_read(game: str, section: str, lang: str) -> None:
    """Record that a lesson section was shown (once per visit and language)."""
    done = st.session_state.setdefault(READ, set())
    memory = here()
    if (memory.token, game, section, lang) not in done:
        memory.call(Store.record_section_read, None, game, section, lang)
        done.add((memory.token, game, section, lang))


def prediction(replay_id: str, step: int, guess: str, right: bool) -> None:
    """Record a pause-and-predict guess (the first guess at a step, once per visit)."""
    done = st.session_state.setdefault(GUESSED, set())
    memory = here()
    if (memory.token, replay_id, step) not in done:
        memory.call(Store.record_prediction, None, replay_id, step, guess, right)
        done.add((memory.token, replay_id, step))
