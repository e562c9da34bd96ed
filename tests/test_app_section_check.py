"""The end-of-section check keeps its answers (issue 18, item 6).

Böhmischer Schneider §04 (who takes the trick) ends with three bank puzzles, easiest first:
1. A♠ is led: which card of the hand beats it? None: the ace is the highest card of its suit (§04).
2. May the player discard instead of following? Yes (the puzzle's position has no card of the
   suit led, §04).
3. Pick every card that may be played: all of them (nothing to follow, §04).

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
from tutorial.store.repository import Store, open_store

PREFIX = "check_schneider_04_"
ACE = "schneider-04-ace-led-unbeatable"
DISCARD = "schneider-04-discard-instead"
HOLDING = "schneider-04-holding-the-winner"


@pytest.fixture
def store() -> Iterator[Store]:
    opened = open_store(os.environ["KARTENSCHULE_DATABASE_URL"])
    yield opened
    opened.close()


def _lesson(lang: str = "en", **query: str) -> AppTest:
    return open_page("lessons", lang=lang, game="schneider", section="04", **query)


def _verdicts(at: AppTest) -> list[str]:
    shown = [s.value for s in at.success] + [e.value for e in at.error]
    return [v for v in shown if not v.startswith("Engine check")]  # the lesson's own cells


def _answer_ace_wrong(at: AppTest) -> None:
    """Question 1 answered K♥: wrong, the led ace cannot be beaten."""
    at.button_group(key=f"pick_{PREFIX}{ACE}").set_value("KH").run()


def _answer_discard_right(at: AppTest) -> None:
    at.button_group(key=f"pick_{PREFIX}{DISCARD}").set_value("yes").run()


def _answer_holding_right(at: AppTest) -> None:
    """Question 3: every card of the hand may be played (the engine's set of legal cards)."""
    every = sorted(solve(load_bank()[HOLDING]).choices)
    at.button_group(key=f"pick_{PREFIX}{HOLDING}").set_value(every).run()
    at.button(key=f"check_{PREFIX}{HOLDING}").click().run()


def _markdown(at: AppTest) -> str:
    return " ".join(str(m.value) for m in at.markdown)


def test_answering_question_two_keeps_question_ones_verdict_and_explanation() -> None:
    at = _lesson()
    _answer_ace_wrong(at)
    explanation = _markdown(at)
    assert "Not quite: K♥ is not the answer." in _verdicts(at)
    _answer_discard_right(at)
    assert not failures(at)
    assert "Not quite: K♥ is not the answer." in _verdicts(at)
    assert "Right!" in _verdicts(at)
    assert "The answer: **None of them**" in _markdown(at)
    assert explanation.split("The answer:")[1][:80] in _markdown(at)


def test_a_checked_multiple_choice_answer_keeps_its_verdict_when_the_next_is_answered() -> None:
    at = _lesson()
    _answer_holding_right(at)
    assert _verdicts(at).count("Right!") == 1
    _answer_ace_wrong(at)  # before the fix, the Check button's one click was forgotten here
    assert _verdicts(at).count("Right!") == 1
    assert "Not quite: K♥ is not the answer." in _verdicts(at)


def test_after_the_last_question_a_summary_says_two_of_three_right() -> None:
    at = _lesson()
    _answer_ace_wrong(at)
    _answer_discard_right(at)
    assert not [s for s in at.success if "out of" in s.value]  # not before the last answer
    _answer_holding_right(at)
    assert any(m.value == "2 right answers out of 3" for m in [*at.success, *at.info])


def test_the_answers_survive_reruns_and_a_trip_to_another_section() -> None:
    at = _lesson()
    _answer_ace_wrong(at)
    _answer_discard_right(at)
    at.run()
    at.run()
    at.button(key="lesson_next").click().run()
    assert not [g for g in at.button_group if str(g.key).endswith(ACE)]
    at.button(key="lesson_prev").click().run()
    assert "Not quite: K♥ is not the answer." in _verdicts(at)
    assert "Right!" in _verdicts(at)


def test_each_answer_is_recorded_once_and_an_answered_question_takes_no_second(
    store: Store,
) -> None:
    at = _lesson()
    _answer_ace_wrong(at)
    _answer_discard_right(at)
    at.run()
    # Question 1 is answered: its choices stay on screen with the pick, but cannot be changed.
    kept = at.button_group(key=f"kept_{PREFIX}{ACE}")
    assert kept.disabled and kept.value == "KH"
    answers = store.export(str(at.session_state["memory_token"]))["answers"]
    assert sorted((a["puzzle"], a["given"], a["right"], a["source"]) for a in answers) == [
        (ACE, "KH", False, "section_check"),
        (DISCARD, "yes", True, "section_check"),
    ]


def test_a_learner_who_comes_back_sees_their_stored_answers_and_may_try_again(
    store: Store,
) -> None:
    first = _lesson()
    _answer_ace_wrong(first)
    _answer_discard_right(first)
    _answer_holding_right(first)
    token = str(first.session_state["memory_token"])
    again = _lesson(learner=token)  # a new session: a reload, or another day
    assert "Not quite: K♥ is not the answer." in _verdicts(again)
    assert any(m.value == "2 right answers out of 3" for m in [*again.success, *again.info])
    again.button(key="check_again_schneider_04").click().run()
    assert not _verdicts(again)
    assert again.button_group(key=f"pick_{PREFIX}{ACE}").value is None
    again.button_group(key=f"pick_{PREFIX}{ACE}").set_value("none").run()
    assert "Right!" in _verdicts(again)
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
    _answer_ace_wrong(at)
    _answer_discard_right(at)
    _answer_holding_right(at)
    assert any(m.value == expected for m in [*at.success, *at.info])


@pytest.mark.parametrize(
    ("n", "expected"),
    [
        (1, "1 правильный ответ из 3"),
        (2, "2 правильных ответа из 3"),
        (5, "5 правильных ответов из 6"),
    ],
)
def test_the_russian_summary_takes_the_plural_form_of_its_count(n: int, expected: str) -> None:
    from tutorial.i18n import Translator

    t = Translator("ru")
    text = t.ngettext("{n} right answer out of {total}", "{n} right answers out of {total}", n)
    assert text.format(n=n, total=6 if n == 5 else 3) == expected
