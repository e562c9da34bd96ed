"""Export and import of one's own progress: a faithful round trip, a merge without duplicates,
and a clear `field: reason` for every file that is refused."""

from __future__ import annotations

import copy
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.store_fixtures import T0, answer, fill
from tutorial.store.progress_file import EARLIEST, LATEST_AHEAD, read_progress
from tutorial.store.repository import ProgressFileProblem, Store, open_store

DAY = timedelta(days=1)


def _same(export: dict) -> dict:
    return {k: v for k, v in export.items() if k != "exported_at"}


def _history(store: Store, token: str) -> None:
    fill(store, token)
    due = answer(store, token, "schneider-04-a", True, T0 + 3 * DAY)
    answer(store, token, "schneider-04-a", True, due)
    answer(store, token, "schneider-04-b", True, T0 + DAY, seconds=12.5)


def test_export_then_import_into_a_new_database_gives_the_same_progress(
    store: Store, tmp_path: Path
) -> None:
    token = store.create_learner(nickname="Ada").token
    _history(store, token)
    exported = json.loads(json.dumps(store.export(token)))  # as a file would carry it
    other = open_store(f"sqlite:///{tmp_path / 'elsewhere.db'}")
    try:
        other.create_learner(nickname="Ada", token=token)
        summary = other.import_(token, json.dumps(exported).encode())
        assert (summary.answers, summary.sections_read, summary.predictions) == (6, 1, 1)
        assert _same(other.export(token)) == _same(exported)
        later = T0 + 40 * DAY
        assert other.mastery(token, later) == store.mastery(token, later)
        assert other.score(token) == store.score(token)
        assert other.review_queue(token, later, []) == store.review_queue(token, later, [])
    finally:
        other.close()


def test_importing_the_same_file_twice_adds_nothing(store: Store) -> None:
    token = store.create_learner().token
    _history(store, token)
    exported = store.export(token)
    summary = store.import_(token, exported)
    assert (summary.answers, summary.sections_read, summary.predictions) == (0, 0, 0)
    assert _same(store.export(token)) == _same(exported)


def test_an_old_backup_merges_with_newer_progress(store: Store) -> None:
    token = store.create_learner().token
    answer(store, token, "p", False, T0)
    backup = store.export(token)
    store.forget(token)
    store.create_learner(token=token)
    answer(store, token, "p", True, T0 + DAY)
    store.record_section_read(token, "schneider", "04", "en", T0 + DAY)
    summary = store.import_(token, backup)
    assert summary.answers == 1
    score = store.score(token)
    assert (score.answered, score.right, score.missed_keys) == (2, 1, ())


def _valid(store: Store) -> tuple[str, dict]:
    token = store.create_learner().token
    fill(store, token)
    return token, json.loads(json.dumps(store.export(token)))


def _broken(data: dict, path: str, value: object) -> dict:
    data = copy.deepcopy(data)
    *parents, last = path.split(".")
    target = data
    for part in parents:
        target = target[int(part)] if part.isdigit() else target[part]
    index = int(last) if isinstance(target, list) else last
    if value is _DELETE:
        del target[index]
    else:
        target[index] = value
    return data


_DELETE = object()
MALFORMED = [
    ("format", "spreadsheet", "format"),
    ("version", 3, "version"),
    ("answers.0.right", "yes", "answers.0.right"),
    ("answers.1.game", "skat", "answers.1.game"),
    ("answers.1.section", "99", "answers.1.section"),
    ("answers.0.answered_at", "2026-03-02T09:00:00", "answers.0.answered_at"),
    ("answers.0.uid", "../../etc/passwd", "answers.0.uid"),
    ("answers.0.seconds", -3, "answers.0.seconds"),
    ("answers.0.source", "homework", "answers.0.source"),
    ("answers.2.puzzle", _DELETE, "answers.2.puzzle"),
    ("answers.0.extra", 1, "answers.0.extra"),
    ("sections_read.0.lang", "fr", "sections_read.0.lang"),
    # After its own last_read_at (T0 + 2 days at most) but not in the future: the order rule.
    ("sections_read.0.first_read_at", "2026-06-01T00:00:00+00:00", "sections_read.0"),
    # Issue 19 §3: dates the app cannot have written, refused at the field.
    ("answers.0.answered_at", "9999-12-31T00:00:00+00:00", "answers.0.answered_at"),
    ("answers.0.answered_at", "1999-12-31T23:59:59+00:00", "answers.0.answered_at"),
    ("predictions.0.predicted_at", "2100-01-01T00:00:00+00:00", "predictions.0.predicted_at"),
    ("deals_played.0.played_at", "0001-01-01T00:00:00+00:00", "deals_played.0.played_at"),
    ("exported_at", "9999-12-31T23:59:59+00:00", "exported_at"),
    ("predictions.0.step", -1, "predictions.0.step"),
    ("answers", {"not": "a list"}, "answers"),
]


@pytest.mark.parametrize(
    ("path", "value", "field"), MALFORMED, ids=[f"{m[0]}={str(m[1])[:10]}" for m in MALFORMED]
)
def test_a_malformed_file_is_refused_naming_the_field(
    store: Store, path: str, value: object, field: str
) -> None:
    token, data = _valid(store)
    before = store.export(token)
    with pytest.raises(ProgressFileProblem) as refused:
        store.import_(token, _broken(data, path, value))
    assert refused.value.field == field
    assert str(refused.value).startswith(f"{field}: ")
    assert _same(store.export(token)) == _same(before)


@pytest.mark.parametrize(
    ("payload", "reason"),
    [
        (b"\xff\xfe not text", "not UTF-8"),
        (b'{"format": ', "not valid JSON"),
        ("[1, 2, 3]", "should be an object"),
        (b"{" + b" " * 20_000_001 + b"}", "larger than"),
    ],
)
def test_a_file_that_is_not_a_progress_file_is_refused_with_the_reason(
    store: Store, payload: bytes | str, reason: str
) -> None:
    token = store.create_learner().token
    with pytest.raises(ProgressFileProblem, match=reason) as refused:
        store.import_(token, payload)
    assert refused.value.field == "file"


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=20,
)  # fmt: skip


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_fuzz_any_mutation_of_a_file_is_read_or_refused_with_a_reason(data: st.DataObject) -> None:
    """Replace any one value of a valid file by arbitrary JSON: never a crash, never a traceback."""
    base = _FUZZ_BASE
    paths = _leaf_paths(base)
    path = data.draw(st.sampled_from(paths))
    mutated = _broken(base, path, data.draw(_json))
    try:
        read_progress(json.dumps(mutated))
    except ProgressFileProblem as problem:
        assert problem.field and problem.reason
        assert "Traceback" not in str(problem)


@given(st.binary(max_size=200) | st.text(max_size=200))
def test_fuzz_random_bytes_are_refused_with_a_reason(payload: bytes | str) -> None:
    with pytest.raises(ProgressFileProblem):
        read_progress(payload)


def _leaf_paths(value: object, prefix: str = "") -> list[str]:
    if isinstance(value, dict):
        items = value.items()
    elif isinstance(value, list):
        items = enumerate(value)
    else:
        return [prefix]
    paths = [prefix] if prefix else []
    for key, child in items:
        paths += _leaf_paths(child, f"{prefix}.{key}" if prefix else str(key))
    return paths


_FUZZ_BASE = {
    "format": "kartenschule-progress",
    "version": 1,
    "learner": "A" * 32,
    "nickname": None,
    "exported_at": "2026-03-02T09:00:00+00:00",
    "answers": [
        {
            "uid": "0" * 32, "puzzle": "schneider-04-a", "game": "schneider", "section": "04",
            "kind": "winning_card", "given": "J♠", "right": True, "revealed": False,
            "answered_at": "2026-03-02T09:00:00+00:00", "seconds": 4.5, "source": "quiz",
        }
    ],
    "sections_read": [
        {
            "game": "schneider", "section": "04", "lang": "de",
            "first_read_at": "2026-03-02T09:00:00+00:00",
            "last_read_at": "2026-03-02T09:00:00+00:00",
        }
    ],
    "predictions": [
        {
            "uid": "1" * 32, "replay": "r1", "step": 2, "guess": "K♥", "right": False,
            "predicted_at": "2026-03-02T09:00:00+00:00",
        }
    ],
}  # fmt: skip


def test_the_fuzz_base_is_itself_a_valid_file() -> None:
    assert read_progress(json.dumps(_FUZZ_BASE)).answers[0].puzzle == "schneider-04-a"


def test_a_version_1_file_is_read_in_the_new_lesson_order() -> None:
    """Issue 12: a file exported before the renumbering keeps meaning the same lessons — answers
    follow their puzzle (old Bauernschnapsen 05 Rekontra → 09 doubling), reads of a split
    section count for each part (old Dreierschnapsen 08 → 05, 06, 10); Schneider is unchanged."""
    base = json.loads(json.dumps(_FUZZ_BASE))
    row = base["answers"][0]
    base["answers"] = [
        row,
        row | {"uid": "2" * 32, "puzzle": "bauern-05-rekontra", "game": "bauernschnapsen",
               "section": "05", "kind": "deal_score"},
        row | {"uid": "3" * 32, "puzzle": "bauern-04-must-trump", "game": "bauernschnapsen",
               "section": "04", "kind": "legal_cards"},
        row | {"uid": "4" * 32, "puzzle": "dreierschnapsen.deal_score.5",
               "game": "dreierschnapsen", "section": "06", "kind": "deal_score"},
    ]  # fmt: skip
    read = base["sections_read"][0]
    base["sections_read"] = [read, read | {"game": "dreierschnapsen", "section": "08"}]
    progress = read_progress(json.dumps(base))
    assert progress.version == 2
    assert [a.section for a in progress.answers] == ["04", "09", "03", "05"]
    assert [(r.game, r.section) for r in progress.sections_read] == [
        ("schneider", "04"),
        ("dreierschnapsen", "05"),
        ("dreierschnapsen", "06"),
        ("dreierschnapsen", "10"),
    ]
    base["version"] = 2
    # A version 2 file is not renumbered, but an answer to a bank puzzle still goes to the
    # section the puzzle sits in today (issue 18 §4); a generated puzzle keeps its section.
    assert [a.section for a in read_progress(json.dumps(base)).answers] == ["04", "09", "03", "06"]


def test_an_import_in_small_batches_schedules_exactly_as_one_in_a_single_batch(
    store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 19 §3: a big file is written in short transactions so other learners can write;
    the review schedule must not depend on where the batches were cut (each puzzle's history is
    replayed in time order, answers of one puzzle arriving in any order)."""
    import random as _random

    from tutorial.store import exchange

    token = store.create_learner().token
    rng = _random.Random(19)
    keys = [f"schneider-04-{n}" for n in range(12)]
    for n in range(120):
        # out of time order on purpose: the file lists them as they were exported
        when = T0 + timedelta(minutes=rng.randrange(60 * 24 * 20))
        answer(store, token, rng.choice(keys), rng.random() < 0.6, when, seconds=float(n % 7))
    exported = json.dumps(store.export(token))
    later = T0 + 30 * DAY
    results = []
    for size in (2_000, 5, 1):
        monkeypatch.setattr(exchange, "IMPORT_BATCH", size)
        other = open_store(f"sqlite:///{tmp_path / f'batch-{size}.db'}")
        try:
            other.create_learner(token=token)
            assert other.import_(token, exported).answers == 120
            results.append(
                (
                    other.review_queue(token, later, []),
                    other.mastery(token, later),
                    other.score(token),
                )
            )
        finally:
            other.close()
    assert results[0] == results[1] == results[2]
    assert results[0][0] == store.review_queue(token, later, [])


def test_a_file_from_before_the_puzzles_moved_brings_its_answers_to_their_new_section(
    store: Store,
) -> None:
    """Issue 18 §4: `schneider-01-ace-on-eight` moved to §04, the beat rule it tests (migration
    0006 moved the stored rows); a version-2 file exported before then still says §01."""
    token = store.create_learner().token
    answer(store, token, "schneider-01-ace-on-eight", True, T0)
    exported = json.loads(json.dumps(store.export(token)))
    assert exported["answers"][0]["section"] == "04"
    exported["answers"][0]["section"] = "01"  # as the old app wrote it
    exported["answers"][0]["uid"] = "f" * 32
    assert read_progress(json.dumps(exported)).answers[0].section == "04"
    store.forget(token)
    store.create_learner(token=token)
    store.import_(token, json.dumps(exported))
    assert {(a["puzzle"], a["section"]) for a in store.export(token)["answers"]} == {
        ("schneider-01-ace-on-eight", "04")
    }


_ANY_MOMENT = st.datetimes(
    min_value=datetime(1, 1, 2), max_value=datetime(9999, 12, 30), timezones=st.just(UTC)
) | st.datetimes(  # and often near the bounds: 2000 and tomorrow
    min_value=datetime(1999, 12, 1),
    max_value=datetime.now() + timedelta(days=40),
    timezones=st.just(UTC),
)
_DATED = ["answers.0.answered_at", "predictions.0.predicted_at", "exported_at"]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(path=st.sampled_from(_DATED), moment=_ANY_MOMENT, rows=st.integers(1, 200))
def test_fuzz_dates_and_sizes_through_the_import(
    tmp_path_factory: pytest.TempPathFactory, path: str, moment: datetime, rows: int
) -> None:
    """Issue 19 §3: any date in any dated field, in files of one to 200 answers, through the
    import itself (the FSRS rebuild overflowed on 9999-12-31): imported whole when the date lies
    in [2000, now + 1 day], else refused at that field; never another exception."""
    store = open_store(f"sqlite:///{tmp_path_factory.mktemp('fuzz') / 'p.db'}")
    try:
        data = copy.deepcopy(_FUZZ_BASE)
        data["learner"] = store.create_learner().token
        first = data["answers"][0]
        data["answers"] = [{**first, "uid": f"{n:032x}"} for n in range(rows)]
        data = _broken(data, path, moment.isoformat())
        inside = EARLIEST <= moment <= datetime.now(UTC) + LATEST_AHEAD
        try:
            summary = store.import_(data["learner"], json.dumps(data))
        except ProgressFileProblem as problem:
            assert not inside, problem
            assert problem.field == path and "is not between 2000-01-01" in problem.reason
        else:
            assert EARLIEST <= moment <= datetime.now(UTC) + LATEST_AHEAD, moment
            assert summary.answers == rows
            assert store.score(data["learner"]).answered == rows
    finally:
        store.close()


def test_a_strategy_section_read_travels_in_the_file_and_a_made_up_one_is_refused(
    store: Store,
) -> None:
    """The strategy sections (Schneider §09, Bauern-/Dreierschnapsen §13) are lessons of ours,
    not card sections: reading one is kept and travels in the file like any section read, while
    a section no lesson has is refused at its field."""
    token = store.create_learner().token
    store.record_section_read(token, "schneider", "09", "en", T0)
    store.record_section_read(token, "bauernschnapsen", "13", "de", T0)
    exported = store.export(token)
    fresh = store.create_learner().token
    assert store.import_(fresh, {**exported, "learner": fresh}).sections_read == 2
    assert {(r.game, r.section) for r in store.sections_read(fresh)} == {
        ("schneider", "09"),
        ("bauernschnapsen", "13"),
    }
    exported["sections_read"][0]["section"] = "10"
    with pytest.raises(ProgressFileProblem) as refused:
        store.import_(token, exported)
    assert refused.value.field == "sections_read.0.section"
    assert "not in the lessons of" in str(refused.value)
