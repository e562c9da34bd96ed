"""One learner can never read or change another's data, through any function of the repository."""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import func, select

from tests.store_fixtures import T0, answer, fill, personal_row
from tutorial.store.models import Base, Learner, learner_tables
from tutorial.store.repository import ProgressFileProblem, PuzzleRef, Store, UnknownLearner

# Every public method of Store, and how the test below calls it as learner A.
LATER = T0 + timedelta(days=3)
CALLS = {
    "create_learner": lambda s, a: s.create_learner(),
    "learner": lambda s, a: s.learner(a),
    "learner_for_subject": lambda s, a: s.learner_for_subject("oidc|someone-else"),
    "set_nickname": lambda s, a: s.set_nickname(a, "Anna"),
    "record_answer": lambda s, a: answer(s, a, "schneider-04-b", True, LATER),
    "record_skip": lambda s, a: s.record_skip(
        a, "dreier-02-d", game="dreierschnapsen", section="02", at=LATER
    ),
    "record_section_read": lambda s, a: s.record_section_read(a, "schneider", "04", "de", LATER),
    "sections_read": lambda s, a: s.sections_read(a),
    "record_prediction": lambda s, a: s.record_prediction(a, "schneider-example-1", 3, "K♥", False),
    "predictions": lambda s, a: s.predictions(a, "schneider-example-1"),
    "score": lambda s, a: s.score(a),
    "outcomes": lambda s, a: s.outcomes(a, ["schneider-04-a", "schneider-04-b"]),
    "review_queue": lambda s, a: s.review_queue(
        a, LATER, [PuzzleRef("schneider-04-a", "schneider", "04")]
    ),
    "mastery": lambda s, a: s.mastery(a, LATER),
    "latest_answers": lambda s, a: s.latest_answers(a, ["schneider-04-a", "schneider-04-b"]),
    "first_tries": lambda s, a: s.first_tries(a, ["schneider-04-a", "schneider-04-b"]),
    "next_due": lambda s, a: s.next_due(a, LATER),
    "activity": lambda s, a: s.activity(a, 30, LATER),
    "streak_days": lambda s, a: s.streak_days(a, LATER),
    "export": lambda s, a: s.export(a),
    "import_": lambda s, a: s.import_(a, s.export(a)),
    "record_deal": lambda s, a: s.record_deal(a, "schneider", {"beat_rule": "x"}, 2, 1, LATER),
    "set_deal_mistakes": lambda s, a: s.set_deal_mistakes(
        a,
        s.record_deal(a, "schneider", {}, -1, 0),
        [{"game": "schneider", "section": "04", "code": "c"}],
    ),
    "deals_played": lambda s, a: s.deals_played(a),
    "add_personal_puzzles": lambda s, a: s.add_personal_puzzles(a, [personal_row(5)], LATER),
    "personal_puzzle": lambda s, a: s.personal_puzzle(a, "mine:" + "0" * 31 + "3"),
    "personal_puzzles": lambda s, a: s.personal_puzzles(a),
    "mistake_motifs": lambda s, a: s.mistake_motifs(a),
    "frequent_mistakes": lambda s, a: s.frequent_mistakes(a),
    "forget": lambda s, a: s.forget(a),
    "revision": lambda s, a: s.revision(),
    "classes": lambda s, a: s.classes.own_classes(a),  # the rest: tests/test_store_classroom.py
    "sets": lambda s, a: s.sets.own(a),  # the rest: tests/test_store_sets.py
    "homework": lambda s, a: s.homework.for_student(a),  # and tests/test_store_homework.py
    "close": None,  # ends the store; no learner involved
    "url": None,  # the masked URL; no learner involved
}


def _without_time(export: dict) -> dict:
    return {k: v for k, v in export.items() if k != "exported_at"}


def test_every_public_store_function_is_covered_here() -> None:
    public = {name for name in dir(Store) if not name.startswith("_")}
    public |= {"url"}
    assert public == set(CALLS)


def test_no_function_called_with_one_learners_token_reads_or_changes_the_others_rows(
    store: Store,
) -> None:
    a = store.create_learner().token
    b = store.create_learner(nickname="Bea").token
    fill(store, b)
    answer(store, b, "schneider-04-a", False, T0 + timedelta(hours=1))  # B missed what A knows
    before = _without_time(store.export(b))
    b_score, b_mastery = store.score(b), store.mastery(b, LATER)
    before_personal = store.personal_puzzle(b, "mine:" + "0" * 31 + "3")
    assert before_personal is not None
    fill(store, a)
    for name, call in CALLS.items():
        if call is not None and name != "forget":
            call(store, a)
    assert _without_time(store.export(b)) == before
    assert store.score(b) == b_score
    assert store.mastery(b, LATER) == b_mastery
    # A's views hold A's rows only.
    assert store.score(a).answered == 4  # fill's three + record_answer's one
    assert [p.guess for p in store.predictions(a)] == ["Q♥", "K♥"]
    assert store.learner(a).nickname == "Anna" and store.learner(b).nickname == "Bea"
    # A learner who answered nothing sees no first tries, though A and B answered these puzzles.
    assert store.first_tries(store.create_learner().token, ["schneider-04-a"]) == []
    assert store.first_tries(a, ["schneider-04-a"]) != []
    # B's personal puzzle has the same uid as A's (both from fill): each sees only their own.
    key = "mine:" + "0" * 31 + "3"
    assert len(store.personal_puzzles(a)) == 2 and len(store.personal_puzzles(b)) == 1
    assert store.personal_puzzle(b, key) == before_personal
    CALLS["forget"](store, a)
    assert store.learner(a) is None
    assert _without_time(store.export(b)) == before


def test_a_file_exported_by_one_learner_is_refused_for_another(store: Store) -> None:
    a = store.create_learner().token
    b = store.create_learner().token
    fill(store, b)
    with pytest.raises(ProgressFileProblem) as refused:
        store.import_(a, store.export(b))
    assert refused.value.field == "learner"
    assert "another learner" in str(refused.value)
    assert store.score(a).answered == 0


@pytest.mark.parametrize("token", ["", "%", "' OR '1'='1", "x" * 65, "a" * 32])
def test_a_token_that_is_no_learners_reads_nothing_and_writes_nothing(
    store: Store, token: str
) -> None:
    b = store.create_learner().token
    fill(store, b)
    assert store.learner(token) is None
    for name in ("score", "export", "sections_read", "record_answer", "record_section_read"):
        with pytest.raises(UnknownLearner):
            CALLS[name](store, token)
    assert store.forget(token) is False
    assert store.score(b).answered == 3


def test_forget_deletes_every_row_about_the_learner_in_every_table(store: Store) -> None:
    a = store.create_learner().token
    b = store.create_learner().token
    fill(store, a)
    fill(store, b)
    engine = store._engine
    with engine.connect() as conn:
        a_id = conn.scalar(select(Learner.id).where(Learner.token == a))
        counts = {
            t.name: conn.scalar(select(func.count()).select_from(t)) for t in learner_tables()
        }
        everything = {
            t.name: conn.scalar(select(func.count()).select_from(t))
            for t in Base.metadata.sorted_tables
        }
        assert everything["set_puzzles"] == everything["homework"] == 2
        assert all(
            conn.scalar(select(func.count()).select_from(t).where(t.c.learner_id == a_id))
            for t in learner_tables()
        ), "fill() must put a row for the learner in every table"
    assert store.forget(a) is True
    with engine.connect() as conn:
        for table in learner_tables():
            left = conn.scalar(
                select(func.count()).select_from(table).where(table.c.learner_id == a_id)
            )
            assert left == 0, table.name
            assert conn.scalar(select(func.count()).select_from(table)) == counts[table.name] // 2
        assert conn.scalar(select(func.count()).select_from(Learner)) == 1
        # Rows kept through another table (a set's puzzles, a class's homework and members)
        # go with it: every table holds half its rows, B's.
        for table in Base.metadata.sorted_tables:
            if table.name != "learners":
                left = conn.scalar(select(func.count()).select_from(table))
                assert left == everything[table.name] // 2, table.name
    assert store.learner(b) is not None
