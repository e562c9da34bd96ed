"""What is remembered: learners, score and missed list, streaks, activity, sections and guesses."""

from __future__ import annotations

from datetime import timedelta, timezone

import pytest

from tests.store_fixtures import T0, answer
from tutorial.store.repository import Store

DAY = timedelta(days=1)


def test_a_new_learner_has_an_unguessable_token_and_is_found_by_it(store: Store) -> None:
    tokens = {store.create_learner().token for _ in range(20)}
    assert len(tokens) == 20
    assert all(len(t) == 32 for t in tokens)
    token = tokens.pop()
    assert store.learner(token).token == token


def test_a_signed_in_user_is_one_learner_on_every_visit(store: Store) -> None:
    first = store.learner_for_subject("https://issuer.example|user-1", nickname="Ada")
    again = store.learner_for_subject("https://issuer.example|user-1")
    other = store.learner_for_subject("https://issuer.example|user-2")
    assert first == again and first.subject.endswith("user-1") and first.nickname == "Ada"
    assert other.token != first.token


def test_a_learner_can_be_restored_under_their_old_token_but_not_twice(store: Store) -> None:
    token = "A" * 31 + "_"
    assert store.create_learner(token=token).token == token
    with pytest.raises(ValueError, match="already in use"):
        store.create_learner(token=token)
    with pytest.raises(ValueError, match="token"):
        store.create_learner(token="short")


def test_the_score_counts_answers_right_answers_and_the_streak(store: Store) -> None:
    token = store.create_learner().token
    outcomes = [True, True, False, True, True, True]
    for n, right in enumerate(outcomes):
        answer(store, token, f"p{n}", right, T0 + n * timedelta(seconds=30))
    score = store.score(token)
    assert (score.answered, score.right, score.streak) == (6, 5, 3)
    assert score.missed_keys == ("p2",)


def test_a_missed_puzzle_leaves_the_list_when_answered_right_later(store: Store) -> None:
    token = store.create_learner().token
    answer(store, token, "p", False, T0)
    answer(store, token, "q", False, T0 + timedelta(seconds=1))
    assert store.score(token).missed_keys == ("q", "p")  # newest first
    answer(store, token, "p", True, T0 + DAY)
    assert store.score(token).missed_keys == ("q",)
    assert store.outcomes(token, ["p", "q", "never"]) == {"p": True, "q": False}


def test_activity_counts_answers_per_day_for_the_last_days(store: Store) -> None:
    token = store.create_learner().token
    for days_ago, count in ((0, 2), (1, 0), (2, 3), (40, 5)):
        for n in range(count):
            answer(store, token, f"p{days_ago}-{n}", True, T0 - days_ago * DAY)
    activity = store.activity(token, days=30, now=T0)
    assert len(activity) == 30
    assert activity[-1] == (T0.date(), 2)
    assert [count for _, count in activity[-3:]] == [3, 0, 2]
    assert sum(count for _, count in activity) == 5  # the answers 40 days ago are older


def test_days_are_counted_in_the_learners_time_zone(store: Store) -> None:
    token = store.create_learner().token
    late_evening_utc = T0.replace(hour=23, minute=30)
    answer(store, token, "p", True, late_evening_utc)
    vienna = timezone(timedelta(hours=1))
    assert store.activity(token, 1, late_evening_utc, tz=vienna)[0][0] == T0.date() + DAY


def test_the_day_streak_ends_today_or_yesterday(store: Store) -> None:
    token = store.create_learner().token
    for days_ago in (1, 2, 3, 5):
        answer(store, token, f"p{days_ago}", True, T0 - days_ago * DAY)
    assert store.streak_days(token, T0) == 3  # not yet practised today: the run still counts
    answer(store, token, "today", False, T0)
    assert store.streak_days(token, T0) == 4
    assert store.streak_days(token, T0 + 2 * DAY) == 0


def test_sections_read_keep_the_first_and_latest_time_per_language(store: Store) -> None:
    token = store.create_learner().token
    store.record_section_read(token, "schneider", "04", "de", T0 + DAY)
    store.record_section_read(token, "schneider", "04", "de", T0)
    store.record_section_read(token, "schneider", "04", "en", T0)
    reads = store.sections_read(token)
    assert [(r.lang, r.first_read_at, r.last_read_at) for r in reads] == [
        ("de", T0, T0 + DAY),
        ("en", T0, T0),
    ]


def test_replay_predictions_are_kept_per_replay(store: Store) -> None:
    token = store.create_learner().token
    store.record_prediction(token, "r1", 2, "K♥", False, T0)
    store.record_prediction(token, "r2", 0, "A♠", True, T0)
    store.record_prediction(token, "r1", 3, "Q♥", True, T0 + DAY)
    assert [(p.step, p.guess, p.right) for p in store.predictions(token, "r1")] == [
        (2, "K♥", False),
        (3, "Q♥", True),
    ]
    assert len(store.predictions(token)) == 3


def test_bad_arguments_are_refused_before_anything_is_written(store: Store) -> None:
    token = store.create_learner().token
    with pytest.raises(ValueError, match="source"):
        answer(store, token, "p", True, source="homework")
    with pytest.raises(ValueError, match="puzzle_key"):
        answer(store, token, "", True)
    with pytest.raises(ValueError, match="timezone"):
        answer(store, token, "p", True, T0.replace(tzinfo=None))
    assert store.score(token).answered == 0
