"""The batched import of a big progress file (issue 19 §3): the rows and review cards it leaves
are exactly those the import left before it was made fast, and those of the same answers given
live; an interrupted import finishes when the file is imported again."""

from __future__ import annotations

import hashlib
import json
import random
import uuid
from datetime import UTC, datetime, time, timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from tests.store_fixtures import T0, answer
from tutorial.puzzles.bank import load_bank
from tutorial.store import cards, exchange
from tutorial.store.models import Answer, ReviewCard
from tutorial.store.replayer import Replayer, replay_all
from tutorial.store.repository import Store, StoreUnavailable, open_store

TOKEN = "import-scenario-0123456789abcdef"
ANSWERS = 3_000
ROW_COLUMNS = (
    Answer.uid, Answer.puzzle_key, Answer.game, Answer.section, Answer.kind, Answer.given,
    Answer.right, Answer.revealed, Answer.answered_at, Answer.seconds, Answer.source,
)  # fmt: skip
CARD_COLUMNS = (
    ReviewCard.puzzle_key, ReviewCard.game, ReviewCard.section, ReviewCard.card,
    ReviewCard.stability, ReviewCard.due, ReviewCard.last_review, ReviewCard.last_correct,
    ReviewCard.reviews,
)  # fmt: skip
# What the import wrote before it was made fast (commit 261e316, "games"), for `scenario`:
# sha256 of the rows in id order and of the review cards, as read through the store's types.
BEFORE = {
    "rows": "5b460849d84586986d15d01d8abb38f568fa8ccda3c46faa0192b86787a5c630",
    "cards": "dd5c2b0f03a6c9b3594f724b3306b4e7fbadfd53e8bb93595e4227d03f78927a",
}


def _uid(rng: random.Random) -> str:
    return uuid.UUID(int=rng.getrandbits(128)).hex


def scenario_file(rng: random.Random, exported: dict[str, Any], count: int) -> dict[str, Any]:
    """A version 1 file (renumbered on reading) of `count` answers over 90 days, to bank and
    generated puzzles, besides the learner's own export: stored answers come back (kept once),
    one uid twice, and answers to one puzzle at the very moment of a stored one (a tie)."""
    bank = sorted(load_bank().values(), key=lambda p: p.id)
    keys = [(p.id, p.game, p.section) for p in bank[:: max(1, len(bank) // 60)]]
    keys += [(f"gen-schneider-winning_card-{n}", "schneider", "04") for n in range(40)]
    rows = []
    for _ in range(count):
        key, game, section = rng.choice(keys)
        moment = T0 - timedelta(minutes=rng.randrange(90 * 24 * 60), microseconds=rng.randrange(9))
        rows.append({
            "uid": _uid(rng), "puzzle": key, "game": game, "section": section,
            "kind": "winning_card", "given": "J♠", "right": rng.random() < 0.7,
            "revealed": rng.random() < 0.05, "answered_at": moment.isoformat(),
            "seconds": rng.choice([None, 5.0, 12.25]), "source": rng.choice(["quiz", "review"]),
        })  # fmt: skip
    stored = exported["answers"]
    first = next(a for a in stored if datetime.fromisoformat(a["answered_at"]).microsecond)
    tie = {**first, "uid": _uid(rng), "right": not first["right"]}
    twice = {**rows[5], "right": not rows[5]["right"]}
    return {
        **exported, "version": 1,
        "answers": rows[:100] + stored + [tie, twice] + rows[100:],
    }  # fmt: skip


def stored_history(store: Store, token: str) -> None:
    """Live answers to some puzzles the file answers too (one at a moment with microseconds,
    which the file's tie repeats), and a skip that left a card-less row."""
    bank = sorted(load_bank().values(), key=lambda p: p.id)
    first = bank[0]
    moment = T0 - timedelta(days=3, microseconds=250)
    at = {"game": first.game, "section": first.section, "uid": "a" * 32}
    answer(store, token, first.id, True, moment, **at)
    for n, puzzle in enumerate(bank[:: max(1, len(bank) // 60)][:20]):
        at = {"game": puzzle.game, "section": puzzle.section, "uid": f"{n:032x}"}
        answer(store, token, puzzle.id, n % 3 != 0, T0 - timedelta(days=40 - n, hours=n), **at)
    answer(store, token, "gen-schneider-winning_card-3", False, T0 - timedelta(80), uid="b" * 32)
    store.record_skip(token, "gen-schneider-winning_card-7", game="schneider", section="04", at=T0)


def learner_and_file(store: Store) -> str:
    """The learner with `stored_history`, and the text of `scenario_file` for them."""
    store.create_learner(token=TOKEN)
    stored_history(store, TOKEN)
    exported = json.loads(json.dumps(store.export(TOKEN)))
    return json.dumps(scenario_file(random.Random(19), exported, ANSWERS))


def scenario(store: Store) -> dict[str, list[Any]]:
    """Import `scenario_file` into a learner with `stored_history` (in batches of 400 in the
    tests); the rows (in id order) and the review cards it leaves."""
    assert store.import_(TOKEN, learner_and_file(store)).answers == ANSWERS + 1  # and the tie
    return state(store)


def state(store: Store) -> dict[str, list[Any]]:
    """Every answer row (in id order, without the id) and every review card, as plain values."""
    with store._read() as conn:
        rows = conn.execute(select(*ROW_COLUMNS).order_by(Answer.id)).all()
        cards = conn.execute(select(*CARD_COLUMNS).order_by(ReviewCard.puzzle_key)).all()
    return {
        "rows": [[str(v) for v in row] for row in rows],
        "cards": [[str(v) for v in card] for card in cards],
    }


def _moment(row: dict[str, Any]) -> datetime:
    return datetime.fromisoformat(row["answered_at"]).astimezone(UTC)


def digest(values: list[Any]) -> str:
    return hashlib.sha256(json.dumps(values).encode()).hexdigest()


@pytest.fixture(params=["replayed here", "replayed by the helper"])
def small_batches(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Batches of 400; the cards replayed in this process, or in the helper process that a
    file over `HELPER_BYTES` gets (`replayer.py`)."""
    helper = request.param == "replayed by the helper"
    monkeypatch.setattr(exchange, "HELPER_BYTES", 0 if helper else 10**12)
    monkeypatch.setattr(exchange, "IMPORT_BATCH", 400)
    monkeypatch.setattr(exchange, "gap_after", lambda held_seconds: 0.0)


@pytest.mark.usefixtures("small_batches")
def test_an_import_leaves_the_rows_and_cards_the_import_before_it_left(store: Store) -> None:
    """The same answers in the same order and the same FSRS cards, to the character of the
    card's JSON, as the import of commit 261e316 left for this file on either database."""
    after = scenario(store)
    assert {name: digest(values) for name, values in after.items()} == BEFORE


@pytest.mark.usefixtures("small_batches")
def test_an_import_schedules_as_the_same_answers_given_live(store: Store, tmp_path: Path) -> None:
    """Each review card of an import equals the card of the same answers recorded one by one,
    in time order, the way the pages record them."""
    imported = scenario(store)
    live = open_store(f"sqlite:///{tmp_path / 'live.db'}")
    try:
        live.create_learner(token=TOKEN)
        stored_history(live, TOKEN)
        file = scenario_file(random.Random(19), live.export(TOKEN), ANSWERS)
        known = {a["uid"] for a in live.export(TOKEN)["answers"]}
        fresh = {a["uid"]: a for a in file["answers"] if a["uid"] not in known}
        with store._read() as conn:
            order = conn.execute(select(Answer.uid, Answer.section).order_by(Answer.id)).all()
        sections = dict(order)
        position = {uid: n for n, (uid, _section) in enumerate(order)}
        for row in sorted(fresh.values(), key=lambda a: (_moment(a), position[a["uid"]])):
            live.record_answer(
                TOKEN, row["puzzle"], game=row["game"], section=sections[row["uid"]],
                kind=row["kind"], given=row["given"], right=row["right"],
                revealed=row["revealed"], seconds=row["seconds"], source=row["source"],
                at=_moment(row), uid=row["uid"],
            )  # fmt: skip
        assert state(live)["cards"] == imported["cards"]
    finally:
        live.close()


def test_an_imported_answer_at_midnight_counts_on_its_day(store: Store) -> None:
    """An imported time is stored as the column's type stores every other: SQLite compares times
    as text, and an imported `… 00:00:00` sorted before the `… 00:00:00.000000` that starts the
    day, so the 30-day activity left it out."""
    token = store.create_learner().token
    now = datetime.now(UTC)
    midnight = datetime.combine(now.date() - timedelta(days=29), time(), tzinfo=UTC)
    answer(store, token, "schneider-04-a", True, midnight, uid="c" * 32)
    exported = store.export(token)
    store.forget(token)
    store.create_learner(token=token)
    assert store.import_(token, exported).answers == 1
    assert store.activity(token, 30, now)[0] == (midnight.date(), 1)


@pytest.mark.usefixtures("small_batches")
def test_an_interrupted_import_adds_only_what_is_missing_when_imported_again(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The database goes away during the third batch: the first two stay (each whole, with its
    cards), and importing the file again leaves exactly what one uninterrupted import leaves."""
    whole = exchange.write
    writes: list[int] = []

    def failing_third(conn: Any, learner: int, batch: exchange.Batch, *, check: bool) -> int:
        writes.append(len(batch.answers))
        if len(writes) == 3:
            raise StoreUnavailable("server closed the connection unexpectedly")
        return whole(conn, learner, batch, check=check)

    monkeypatch.setattr(exchange, "write", failing_third)
    text = learner_and_file(store)
    with pytest.raises(StoreUnavailable):
        store.import_(TOKEN, text)
    assert store.score(TOKEN).answered == 22 + writes[0] + writes[1]
    monkeypatch.setattr(exchange, "write", whole)
    assert store.import_(TOKEN, text).answers == ANSWERS + 1 - writes[0] - writes[1]
    assert {name: digest(values) for name, values in state(store).items()} == BEFORE


@pytest.mark.usefixtures("small_batches")
def test_an_answer_given_during_the_import_is_in_its_puzzles_card(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A batch's cards are replayed before its write transaction begins; an answer the learner
    gives in between (in another tab) makes the write replay them again, holding the lock."""
    whole = exchange.histories_of
    given: list[str] = []

    def and_an_answer(conn: Any, learner: int, answers: list[Any]) -> Any:
        batch = whole(conn, learner, answers)
        if not given:  # once, outside the write transaction
            first = answers[0]
            given.append(first.puzzle)
            answer(store, TOKEN, first.puzzle, False, T0, game=first.game, section=first.section)
        return batch

    monkeypatch.setattr(exchange, "histories_of", and_an_answer)
    text = learner_and_file(store)
    assert store.import_(TOKEN, text).answers == ANSWERS + 1
    imported = state(store)
    with store._writing(TOKEN) as (conn, learner):
        keys = conn.scalars(select(Answer.puzzle_key).where(Answer.learner_id == learner))
        cards.rebuild(conn, learner, set(keys))
    assert state(store) == imported
    (card,) = [c for c in imported["cards"] if c[0] == given[0]]
    assert card[-3:] == [str(T0), "False", str(sum(r[1] == given[0] for r in imported["rows"]))]


@pytest.mark.usefixtures("small_batches")
def test_two_imports_of_one_file_at_once_store_each_answer_once(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another import of the same file (another tab) writes part of a batch after this import
    read what is new: the repeated uid fails this write (an `IntegrityError`, also from
    PostgreSQL's COPY) and the batch is written again without the rows stored meanwhile.
    Together the two imports add each answer once and leave what one import leaves."""
    whole = exchange.histories_of
    raced: list[int] = []

    def other_tab_meanwhile(conn: Any, learner: int, answers: list[Any]) -> Any:
        batch = whole(conn, learner, answers)
        if not raced:
            with store._writing(TOKEN) as (other, same_learner):
                known, histories = whole(other, same_learner, answers[:50])
                part = exchange.Batch(answers[:50], known, replay_all(histories))
                raced.append(exchange.write(other, same_learner, part, check=False))
        return batch

    monkeypatch.setattr(exchange, "histories_of", other_tab_meanwhile)
    text = learner_and_file(store)
    assert store.import_(TOKEN, text).answers == ANSWERS + 1 - 50
    assert raced == [50]
    assert {name: digest(values) for name, values in state(store).items()} == BEFORE


def test_a_helper_that_dies_leaves_the_replay_to_this_process(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The helper process is killed after its first batch: the other batches' cards are
    replayed here, and the import leaves exactly what it leaves without a helper."""
    monkeypatch.setattr(exchange, "HELPER_BYTES", 0)
    monkeypatch.setattr(exchange, "IMPORT_BATCH", 400)
    monkeypatch.setattr(exchange, "gap_after", lambda held_seconds: 0.0)
    received = Replayer.receive
    children: list[Any] = []

    def kill_after_the_first(self: Replayer) -> Any:
        cards = received(self)
        if self._child is not None and not children:
            children.append(self._child)
            self._child.kill()
            self._child.wait()
        return cards

    monkeypatch.setattr(Replayer, "receive", kill_after_the_first)
    assert store.import_(TOKEN, learner_and_file(store)).answers == ANSWERS + 1
    assert len(children) == 1 and children[0].returncode is not None
    assert {name: digest(values) for name, values in state(store).items()} == BEFORE


def test_the_helper_replays_as_this_process_does() -> None:
    """The helper's cards for a batch of histories are the ones `replay_all` gives here."""
    start = datetime(2026, 1, 5, 9, tzinfo=UTC)
    histories = {
        f"p{n}": [
            cards.Step(
                start + timedelta(hours=7 * k + n), (k + n) % 3 != 0, k == 4, "schneider", "04"
            )
            for k in range(n + 1)
        ]
        for n in range(12)
    }
    replayer = Replayer(helper=True)
    try:
        assert replayer._child is not None
        replayer.send(histories)
        assert replayer.receive() == replay_all(histories)
        assert replayer._child is not None  # still there: the cards came from it
    finally:
        replayer.close()
