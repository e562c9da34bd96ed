"""The deals a learner played at the table, in the store: recorded, summed up, mistakes counted,
only the learner's own rows, forgotten with the learner, and carried by the progress file."""

from __future__ import annotations

from datetime import timedelta

import pytest

from tests.store_fixtures import T0
from tutorial.store.records import DealsPlayed, RuleMistake
from tutorial.store.repository import ProgressFileProblem, Store

TAKES = {"game": "schneider", "section": "04", "code": "coach.schneider_takes"}
LEAD = {"game": "schneider", "section": "04", "code": "coach.schneider_safe_lead"}


def test_deals_played_count_deals_wins_and_hints_per_game(store: Store) -> None:
    a = store.create_learner().token
    store.record_deal(a, "schneider", {"beat_rule": "next_rank_same_suit"}, 2, 1, T0)
    store.record_deal(a, "schneider", {}, -3, 0, T0 + timedelta(minutes=5))
    store.record_deal(a, "dreierschnapsen", {}, 0, 2, T0 + timedelta(minutes=9))
    assert store.deals_played(a) == [
        DealsPlayed("dreierschnapsen", 1, 0, 2),
        DealsPlayed("schneider", 2, 1, 1),
    ]


def test_the_most_frequent_mistakes_come_first(store: Store) -> None:
    a = store.create_learner().token
    first = store.record_deal(a, "schneider", {}, -1, 0, T0)
    second = store.record_deal(a, "schneider", {}, 1, 0, T0)
    assert store.set_deal_mistakes(a, first, [TAKES, LEAD])
    assert store.set_deal_mistakes(a, second, [TAKES])
    assert store.frequent_mistakes(a) == [
        RuleMistake("schneider", "04", "coach.schneider_takes", 2),
        RuleMistake("schneider", "04", "coach.schneider_safe_lead", 1),
    ]
    assert store.frequent_mistakes(a, limit=1) == [
        RuleMistake("schneider", "04", "coach.schneider_takes", 2)
    ]


def test_mistakes_cannot_be_set_on_another_learners_deal(store: Store) -> None:
    a = store.create_learner().token
    b = store.create_learner().token
    bs_deal = store.record_deal(b, "schneider", {}, 1, 0, T0)
    assert store.set_deal_mistakes(a, bs_deal, [TAKES]) is False
    assert store.frequent_mistakes(b) == []
    assert store.deals_played(a) == []


def test_forget_removes_the_deals(store: Store) -> None:
    a = store.create_learner().token
    store.record_deal(a, "schneider", {}, 1, 0, T0)
    store.forget(a)
    again = store.create_learner().token
    assert store.deals_played(again) == []


def test_export_and_import_carry_the_deals_without_duplicates(store: Store) -> None:
    a = store.create_learner().token
    played = store.record_deal(
        a, "bauernschnapsen", {"target": 24, "retourschneider": False}, -2, 3, T0
    )
    store.set_deal_mistakes(
        a, played, [{"game": "bauernschnapsen", "section": "04", "code": "coach.lead"}]
    )
    exported = store.export(a)
    assert exported["deals_played"][0]["options"] == {"retourschneider": False, "target": 24}
    assert store.import_(a, exported).deals_played == 0  # already there
    store.forget(a)
    fresh = store.create_learner(token=a)
    summary = store.import_(fresh.token, exported)
    assert summary.deals_played == 1
    assert store.deals_played(a) == [DealsPlayed("bauernschnapsen", 1, 0, 3)]
    assert store.frequent_mistakes(a) == [RuleMistake("bauernschnapsen", "04", "coach.lead", 1)]


@pytest.mark.parametrize(
    ("row", "field"),
    [
        ({"uid": "not-a-uid"}, "deals_played.0.uid"),
        ({"game": "skat"}, "deals_played.0.game"),
        ({"result": "2"}, "deals_played.0.result"),
        ({"hints": -1}, "deals_played.0.hints"),
        ({"mistakes": [{"game": "schneider", "section": "04"}]}, "deals_played.0.mistakes.0.code"),
        ({"options": {"beat_rule": ["a", "b"]}}, "deals_played.0.options.beat_rule"),
        ({"played_at": "2026-03-02T09:00:00"}, "deals_played.0.played_at"),
        ({"surprise": 1}, "deals_played.0.surprise"),
    ],
)
def test_a_bad_deal_row_in_a_progress_file_is_refused_with_its_field(
    store: Store, row: dict, field: str
) -> None:
    a = store.create_learner().token
    store.record_deal(a, "schneider", {"beat_rule": "next_rank_same_suit"}, 1, 0, T0)
    exported = store.export(a)
    exported["deals_played"][0] = {**exported["deals_played"][0], **row}
    exported["deals_played"][0]["uid"] = row.get("uid", "0" * 32)
    with pytest.raises(ProgressFileProblem) as refused:
        store.import_(a, exported)
    assert refused.value.field.startswith(field), str(refused.value)
    assert store.deals_played(a) == [DealsPlayed("schneider", 1, 1, 0)]
