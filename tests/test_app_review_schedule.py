"""Review mode follows FSRS's due times and says when the next review is (issue 18, item 6).

The schedule (docs/store.md, "Spaced review"): a missed puzzle has one relearning step of
10 minutes, so it is due again 10 minutes after the miss; a puzzle answered right the first time
is due two days later. FSRS keeps due times in UTC. The pages read the time from `clock.now`,
which these tests set instead of sleeping.

Before the fix, after ten misses review mode only said "Nothing is due for review" (or, for a
section whose puzzles were all missed, "Nothing to review here right now") while ten puzzles were
waiting for their relearning step.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from streamlit.testing.v1 import AppTest
from streamlit.util import calc_hash

from tests.apptest_helpers import failures, open_page
from tutorial.app.pages.puzzles.review_mode import widget_key
from tutorial.app.shell import clock
from tutorial.app.widgets.puzzle_keys import current_of, puzzle_of
from tutorial.puzzles.bank import load_bank
from tutorial.puzzles.check import solve
from tutorial.store.repository import Store, open_store

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)  # a Monday morning
STEP = timedelta(minutes=10)  # the relearning step of docs/store.md


class Clock:
    """A clock the test moves by hand."""

    def __init__(self, at: datetime) -> None:
        self.at = at

    def __call__(self) -> datetime:
        return self.at


@pytest.fixture
def store() -> Iterator[Store]:
    opened = open_store(os.environ["KARTENSCHULE_DATABASE_URL"])
    yield opened
    opened.close()


@pytest.fixture
def time_now(monkeypatch: pytest.MonkeyPatch) -> Clock:
    fake = Clock(T0)
    monkeypatch.setattr(clock, "now", fake)
    return fake


def _text(at: AppTest) -> str:
    return " ".join(str(m.value) for m in [*at.caption, *at.info, *at.markdown])


def _current(at: AppTest) -> str:
    return str(at.session_state["review"]["current"])


def _miss(at: AppTest) -> str | None:
    """Answer the puzzle under review wrong (by the engine's solution), then go on; a puzzle
    that cannot be answered wrong (every choice is right) is skipped, and None returned."""
    key = _current(at)
    solution = solve(puzzle_of(current_of(key)))
    wkey = widget_key(key)
    parts = solution.parts or (solution,)
    if not any(part.multi or set(part.choices) - part.correct for part in parts):
        at.button(key="review_skip").click().run()
        return None
    if any(part.multi for part in parts):  # nothing picked: never a set of legal cards
        at.button(key=f"check_{wkey}").click().run()
    elif solution.parts:
        for index, part in enumerate(solution.parts):
            wrong = [c for c in part.choices if c not in part.correct] or list(part.choices)
            at.button_group(key=f"pick_{wkey}_{index}").set_value(wrong[0]).run()
    else:
        wrong = next(c for c in solution.choices if c not in solution.correct)
        at.button_group(key=f"pick_{wkey}").set_value(wrong).run()
    assert at.error, f"the pick was not wrong: {key} {failures(at)}"
    at.button(key="review_next").click().run()
    return key


def _miss_ten(at: AppTest) -> list[str]:
    missed: list[str] = []
    while len(missed) < 10:
        key = _miss(at)
        if key is not None:
            missed.append(key)
    return missed


def test_after_ten_misses_review_says_when_the_next_review_is_due(
    store: Store, time_now: Clock
) -> None:
    at = open_page("puzzles", lang="en", mode="review")
    missed = _miss_ten(at)
    assert not failures(at)
    assert len(set(missed)) == 10  # a missed puzzle does not come straight back
    assert "Next review in 10 minutes." in _text(at)
    time_now.at = T0 + timedelta(minutes=1)
    at.run()
    assert "Next review in 9 minutes." in _text(at)
    assert "puzzles are due for review" not in _text(at)


def test_my_progress_says_when_the_next_review_is_due_when_nothing_is_due_now(
    store: Store, time_now: Clock
) -> None:
    at = open_page("puzzles", lang="en", mode="review")
    _miss_ten(at)
    at._page_hash = calc_hash("progress")  # the same visitor opens My progress
    at.run()
    assert not failures(at)
    captions = [c.value for c in at.caption]
    assert "Nothing is due for review right now. Next review in 10 minutes." in captions


def test_missed_puzzles_come_back_when_fsrs_says_they_are_due(
    store: Store, time_now: Clock
) -> None:
    at = open_page("puzzles", lang="en", mode="review")
    missed = _miss_ten(at)
    time_now.at = T0 + STEP - timedelta(seconds=1)
    at.run()
    assert "puzzles are due for review" not in _text(at)
    time_now.at = T0 + STEP
    at.button(key="review_skip").click().run()  # leave the fresh puzzle on screen
    assert "10 puzzles are due for review." in _text(at)
    assert _current(at) in missed


def test_a_section_whose_puzzles_all_wait_says_when_the_first_comes_back(
    store: Store, time_now: Clock
) -> None:
    at = open_page("puzzles", lang="en", mode="review", game="bauernschnapsen", section="01")
    section = [p for p in load_bank().values() if (p.game, p.section) == ("bauernschnapsen", "01")]
    for minute in range(len(section)):
        time_now.at = T0 + timedelta(minutes=minute)
        _miss(at)
    # The first miss, at T0, is due at T0 + 10 minutes: 10 - 3 = 7 minutes from the last one.
    assert "every puzzle here waits for its next review" in _text(at)
    assert "Next review in 7 minutes." in _text(at)
    assert "Nothing to review here right now" not in _text(at)
    time_now.at = T0 + STEP
    at.button(key="review_look_again").click().run()
    assert "1 puzzle is due for review." in _text(at)


def test_a_review_days_away_is_said_as_tomorrow_at_its_time(store: Store, time_now: Clock) -> None:
    token = store.create_learner().token
    for puzzle in load_bank().values():
        if (puzzle.game, puzzle.section) == ("schneider", "04"):
            answer = ",".join(sorted(solve(puzzle).correct))
            store.record_answer(
                token, puzzle.id, game="schneider", section="04", kind=puzzle.kind,
                given=answer, right=True, at=T0,
            )  # fmt: skip
    # Right the first time: due two days later, at the same time of day (09:00 UTC).
    time_now.at = T0 + timedelta(days=1, hours=4)
    at = open_page(
        "puzzles", lang="en", mode="review", game="schneider", section="04", learner=token
    )
    assert "Next review tomorrow at 9:00\u202fAM." in _text(at) or (
        "Next review tomorrow at 9:00 AM." in _text(at)
    )


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("de", "Nächstes Auffrischen in 10 Minuten."),
        ("ru", "Следующее повторение через 10 минут."),
        ("pt", "Próxima revisão em 10 minutos."),
    ],
)
def test_the_next_review_is_said_in_the_learners_language(
    store: Store, time_now: Clock, lang: str, expected: str
) -> None:
    at = open_page("puzzles", lang=lang, mode="review", game="bauernschnapsen", section="01")
    section = [p for p in load_bank().values() if (p.game, p.section) == ("bauernschnapsen", "01")]
    for _ in section:
        _miss(at)
    assert expected in _text(at)


@pytest.mark.parametrize(
    ("lang", "soon", "tomorrow", "later"),
    [
        ("en", "in 9 minutes", "tomorrow at 10:00\u202fAM", "on March 5, 2026 at 10:00\u202fAM"),
        ("de", "in 9 Minuten", "morgen um 10:00", "am 5. März 2026 um 10:00"),
        ("ru", "через 9 минут", "завтра в 10:00", "5 марта 2026\u202fг. в 10:00"),
        ("pt", "em 9 minutos", "amanhã às 10:00", "a 5 de março de 2026, às 10:00"),
    ],
)
def test_when_the_next_review_is_said_in_the_learners_zone_and_language(
    lang: str, soon: str, tomorrow: str, later: str
) -> None:
    from zoneinfo import ZoneInfo

    from tutorial.app.pages.puzzles.review_mode import when_due
    from tutorial.words.i18n import Translator

    vienna = ZoneInfo("Europe/Vienna")  # UTC+1 in March: 09:00 UTC is 10:00 there
    t = Translator(lang)
    assert when_due(T0 + timedelta(minutes=9), T0, t, vienna) == soon
    assert when_due(T0 + timedelta(days=1), T0, t, vienna) == tomorrow
    assert when_due(T0 + timedelta(days=3), T0, t, vienna) == later
