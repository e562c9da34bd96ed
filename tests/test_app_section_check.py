"""The end-of-section check keeps its answers (issue 18, item 6).

Böhmischer Schneider §07 ends with three bank puzzles (the choice is `section_check`'s): first
"pick every card that may be played" (answered with a Check button), then two "who takes the
trick". The right and wrong picks come from the engine's solution.

An answered question keeps its verdict and explanation while the next ones are answered, across
reruns, a trip to another section, and a new session of the same learner (the answers come from
the store); after the last one a summary says how many were right.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from streamlit.testing.v1 import AppTest

from tests.apptest_helpers import failures, open_page
from tutorial.puzzles.bank import load_bank
from tutorial.puzzles.check import solve
from tutorial.puzzles.model import Puzzle
from tutorial.puzzles.section_checks import section_check
from tutorial.store.repository import Store, open_store

SECTION = "07"
PREFIX = f"check_schneider_{SECTION}_"
MULTI, FIRST, SECOND = section_check(load_bank(), "schneider", SECTION)


@pytest.fixture
def store() -> Iterator[Store]:
    opened = open_store(os.environ["KARTENSCHULE_DATABASE_URL"])
    yield opened
    opened.close()


def _lesson(lang: str = "en", **query: str) -> AppTest:
    return open_page("lessons", lang=lang, game="schneider", section=SECTION, **query)


def _right(at: AppTest) -> int:
    return sum(s.value == "Right!" for s in at.success)


def _wrong(at: AppTest) -> int:
    return sum(str(e.value).startswith("Not quite") for e in at.error)


def _pick(puzzle: Puzzle, right: bool) -> str:
    solution = solve(puzzle)
    return next(c for c in solution.choices if (c in solution.correct) == right)


def _answer(at: AppTest, puzzle: Puzzle, right: bool) -> None:
    solution = solve(puzzle)
    if solution.multi:
        picks = sorted(solution.correct) if right else []
        at.button_group(key=f"pick_{PREFIX}{puzzle.id}").set_value(picks).run()
        at.button(key=f"check_{PREFIX}{puzzle.id}").click().run()
    else:
        at.button_group(key=f"pick_{PREFIX}{puzzle.id}").set_value(_pick(puzzle, right)).run()


def _two_of_three(at: AppTest) -> None:
    _answer(at, MULTI, True)
    _answer(at, FIRST, False)
    _answer(at, SECOND, True)


def _summary(at: AppTest) -> list[str]:
    return [str(m.value) for m in [*at.success, *at.info] if m.value != "Right!"]


def test_answering_question_two_keeps_question_ones_verdict_and_explanation() -> None:
    at = _lesson()
    _answer(at, FIRST, False)
    assert _wrong(at) == 1
    _answer(at, SECOND, True)
    assert not failures(at)
    assert (_wrong(at), _right(at)) == (1, 1)
    assert any(str(m.value).startswith("The answer: **") for m in at.markdown)


def test_a_checked_multiple_choice_answer_keeps_its_verdict_when_the_next_is_answered() -> None:
    assert solve(MULTI).multi
    at = _lesson()
    _answer(at, MULTI, True)
    assert _right(at) == 1
    _answer(at, FIRST, False)  # before the fix, the Check button's one click was forgotten here
    assert (_right(at), _wrong(at)) == (1, 1)


def test_after_the_last_question_a_summary_says_two_of_three_right() -> None:
    at = _lesson()
    _answer(at, MULTI, True)
    _answer(at, FIRST, False)
    assert "2 right answers out of 3" not in _summary(at)  # not before the last answer
    _answer(at, SECOND, True)
    assert "2 right answers out of 3" in _summary(at)


def test_the_answers_survive_reruns_and_a_trip_to_another_section() -> None:
    at = _lesson()
    _answer(at, FIRST, False)
    _answer(at, SECOND, True)
    at.run()
    at.run()
    at.button(key="lesson_next").click().run()
    at.button(key="lesson_prev").click().run()
    assert (_wrong(at), _right(at)) == (1, 1)


def test_each_answer_is_recorded_once_and_an_answered_question_takes_no_second(
    store: Store,
) -> None:
    at = _lesson()
    _answer(at, FIRST, False)
    _answer(at, SECOND, True)
    at.run()
    # Question 2 is answered: its choices stay on screen with the pick, but cannot be changed.
    kept = at.button_group(key=f"kept_{PREFIX}{FIRST.id}")
    assert kept.disabled and kept.value == _pick(FIRST, False)
    answers = store.export(str(at.session_state["memory_token"]))["answers"]
    assert sorted((a["puzzle"], a["right"], a["source"]) for a in answers) == sorted(
        [(FIRST.id, False, "section_check"), (SECOND.id, True, "section_check")]
    )


def test_a_learner_who_comes_back_sees_their_stored_answers_and_may_try_again(
    store: Store,
) -> None:
    first = _lesson()
    _two_of_three(first)
    token = str(first.session_state["memory_token"])
    again = _lesson(learner=token)  # a new session: a reload, or another day
    assert (_right(again), _wrong(again)) == (2, 1)
    assert "2 right answers out of 3" in _summary(again)
    again.button(key=f"check_again_schneider_{SECTION}").click().run()
    assert (_right(again), _wrong(again)) == (0, 0)
    _answer(again, FIRST, True)
    assert _right(again) == 1
    assert len(store.export(token)["answers"]) == 4  # the retry is a new answer; none are lost


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("de", "2 richtige Antworten von 3"),
        ("ru", "2 правильных ответа из 3"),
        ("pt", "2 respostas certas de 3"),
    ],
)
def test_the_summary_is_in_the_learners_language(lang: str, expected: str) -> None:
    at = _lesson(lang)
    _two_of_three(at)
    assert expected in [str(m.value) for m in [*at.success, *at.info]]


@pytest.mark.parametrize(
    ("n", "expected"),
    [
        (1, "1 правильный ответ из 3"),
        (2, "2 правильных ответа из 3"),
        (5, "5 правильных ответов из 6"),
    ],
)
def test_the_russian_summary_takes_the_plural_form_of_its_count(n: int, expected: str) -> None:
    from tutorial.words.i18n import Translator

    t = Translator("ru")
    text = t.ngettext("{n} right answer out of {total}", "{n} right answers out of {total}", n)
    assert text.format(n=n, total=6 if n == 5 else 3) == expected
