"""The learner's own file: everything remembered about them out as JSON-ready data, and back in.

The format itself is `progress_file.py`; here it meets the tables, inside the caller's
transactions. An import is written in several (`Store.import_` says why), so it comes in steps:
the file checked, the answers not stored yet, their batches, each batch, then the rest.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Connection, func, insert, select
from sqlalchemy.exc import DBAPIError

from tutorial.store import cards, deals, personal
from tutorial.store.database import at_or_now
from tutorial.store.errors import ProgressFileProblem
from tutorial.store.models import Answer, Learner, ReplayPrediction, SectionRead
from tutorial.store.progress_file import (
    FORMAT,
    VERSION,
    AnswerRow,
    ProgressFile,
    read_progress,
)
from tutorial.store.recording import merge_read
from tutorial.store.records import ImportSummary
from tutorial.store.replayer import replay_all

IMPORT_BATCH = 10_000
# SQLite's busy handler (`sqliteDefaultBusyCallback`, main.c) sleeps these milliseconds between
# the tries of a writer that waits for the lock, then 100 ms each.
BUSY_DELAYS_MS = (1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50, 100)
GAP_MARGIN_SECONDS = 0.02
HELPER_BYTES = 1_000_000  # a file this big (about 3,500 answers) replays in a helper process

_ANSWER_COLUMNS = (
    "uid", "learner_id", "puzzle_key", "game", "section", "kind", "given", "right", "revealed",
    "answered_at", "seconds", "source",
)  # fmt: skip


def export(conn: Connection, learner: int, token: str, now: datetime | None) -> dict[str, Any]:
    nickname = conn.scalar(select(Learner.nickname).where(Learner.id == learner))
    answers = conn.execute(
        select(Answer).where(Answer.learner_id == learner).order_by(Answer.answered_at, Answer.id)
    ).all()  # fmt: skip
    reads = conn.execute(
        select(SectionRead).where(SectionRead.learner_id == learner).order_by(SectionRead.id)
    ).all()  # fmt: skip
    guesses = conn.execute(
        select(ReplayPrediction)
        .where(ReplayPrediction.learner_id == learner)
        .order_by(ReplayPrediction.predicted_at, ReplayPrediction.id)
    ).all()
    played = deals.export_rows(conn, learner)
    return {
        "format": FORMAT,
        "version": VERSION,
        "learner": token,
        "nickname": nickname,
        "exported_at": at_or_now(now).isoformat(),
        "answers": [
            {
                "uid": a.uid, "puzzle": a.puzzle_key, "game": a.game, "section": a.section,
                "kind": a.kind, "given": a.given, "right": a.right, "revealed": a.revealed,
                "answered_at": a.answered_at.isoformat(), "seconds": a.seconds,
                "source": a.source,
            }
            for a in answers
        ],
        "sections_read": [
            {
                "game": r.game, "section": r.section, "lang": r.lang,
                "first_read_at": r.first_read_at.isoformat(),
                "last_read_at": r.last_read_at.isoformat(),
            }
            for r in reads
        ],
        "predictions": [
            {
                "uid": p.uid, "replay": p.replay_id, "step": p.step, "guess": p.guess,
                "right": p.right, "predicted_at": p.predicted_at.isoformat(),
            }
            for p in guesses
        ],
        "deals_played": played,
        "personal_puzzles": personal.export_rows(conn, learner),
    }  # fmt: skip


def checked(token: str, data: bytes | str | Mapping[str, Any]) -> ProgressFile:
    """The file, validated whole before anything is written, and only if it is this learner's."""
    progress = read_progress(data)
    if progress.learner != token:
        raise ProgressFileProblem(
            [("learner", "this file holds another learner's progress, not yours")]
        )
    return progress


def new_answers(conn: Connection, learner: int, progress: ProgressFile) -> list[AnswerRow]:
    """The file's answers not stored yet (by uid), each once."""
    known = set(conn.scalars(select(Answer.uid).where(Answer.learner_id == learner)))
    return list({a.uid: a for a in progress.answers if a.uid not in known}.values())


@dataclass(frozen=True)
class Batch:
    """New answers made ready for one write transaction, read and replayed outside it: `known`
    is how many answers the learner had when `cards` (each puzzle's FSRS card after its stored
    and new answers) were replayed."""

    answers: list[AnswerRow]
    known: int
    cards: dict[str, dict[str, Any]]


def histories_of(
    conn: Connection, learner: int, answers: list[AnswerRow]
) -> tuple[int, dict[str, list[cards.Step]]]:
    """How many answers the learner has, and the histories the cards of these answers' puzzles
    are replayed from: their stored answers and these. The count is read first: on PostgreSQL
    each statement sees the latest commits, and an answer committed after it makes `write`
    replay again."""
    known = _count(conn, learner)
    histories = cards.histories(conn, learner, {a.puzzle for a in answers})
    for a in answers:
        step = cards.Step(a.answered_at.astimezone(UTC), a.right, a.revealed, a.game, a.section)
        histories[a.puzzle].append(step)
    return known, histories


def prepare(conn: Connection, learner: int, answers: list[AnswerRow]) -> Batch:
    """Replay the review cards of these answers' puzzles: their stored answers, then these, in
    time order (`replayer.replay_all`). Done in a read transaction, so SQLite's only writer is
    free meanwhile; `write` checks that nothing came in since."""
    known, histories = histories_of(conn, learner, answers)
    return Batch(answers, known, replay_all(histories))


def write(conn: Connection, learner: int, batch: Batch, *, check: bool) -> int:
    """Insert the batch's answers and save its cards. Without `check` they are taken to be new
    (read just before); a row stored meanwhile then breaks the unique uid and the caller tries
    again with `check`, which leaves out what is there. If the learner answered meanwhile (in
    another tab), the cards are replayed again here, holding the lock."""
    if check:
        uids = [a.uid for a in batch.answers]
        stored = set(
            conn.scalars(
                select(Answer.uid).where(Answer.learner_id == learner, Answer.uid.in_(uids))
            )
        )
        batch = prepare(conn, learner, [a for a in batch.answers if a.uid not in stored])
    elif _count(conn, learner) != batch.known:
        batch = prepare(conn, learner, batch.answers)
    if not batch.answers:
        return 0
    _insert_answers(conn, learner, batch.answers)
    cards.save(conn, learner, batch.cards)
    return len(batch.answers)


def _count(conn: Connection, learner: int) -> int:
    """How many answers the learner has (rows are only ever added, so a change shows here)."""
    return conn.scalar(select(func.count()).where(Answer.learner_id == learner)) or 0


def merge_the_rest(
    conn: Connection, learner: int, progress: ProgressFile, added_answers: int
) -> ImportSummary:
    """Sections read, replay guesses and deals played, in one transaction after the answers."""
    added_reads = sum(
        merge_read(conn, learner, r.game, r.section, r.lang, r.first_read_at, r.last_read_at)
        for r in progress.sections_read
    )
    known = set(
        conn.scalars(select(ReplayPrediction.uid).where(ReplayPrediction.learner_id == learner))
    )
    guesses = list({p.uid: p for p in progress.predictions if p.uid not in known}.values())
    if guesses:
        conn.execute(
            insert(ReplayPrediction),
            [
                {
                    "uid": p.uid, "learner_id": learner, "replay_id": p.replay,
                    "step": p.step, "guess": p.guess, "right": p.right,
                    "predicted_at": p.predicted_at,
                }
                for p in guesses
            ],
        )  # fmt: skip
    added_deals = deals.merge(conn, learner, progress.deals_played)
    personal.merge(conn, learner, progress.personal_puzzles)
    return ImportSummary(added_answers, added_reads, len(guesses), added_deals)


def _insert_answers(conn: Connection, learner: int, answers: list[AnswerRow]) -> None:
    """A batch of imported answers in one go: PostgreSQL's COPY, SQLite's executemany.
    SQLAlchemy's per-row processing of 50,000 rows cost more than the database's own work, and
    on PostgreSQL so did the driver's executemany, one statement per row (bench/bench_import.py).
    The times are bound by the column's own type, as every other write binds them: SQLite
    compares times as text, and one stored as `… 09:00:00` sorts before `… 09:00:00.000000`."""
    answered_at = Answer.__table__.c.answered_at.type
    bind_time = answered_at.dialect_impl(conn.dialect).bind_processor(conn.dialect)
    assert bind_time is not None
    rows = [
        (
            a.uid, learner, a.puzzle, a.game, a.section, a.kind, a.given, bool(a.right),
            bool(a.revealed), bind_time(a.answered_at), a.seconds, a.source,
        )
        for a in answers
    ]  # fmt: skip
    quote = conn.dialect.identifier_preparer.quote  # "right" is a reserved word in SQL
    columns = ", ".join(quote(name) for name in _ANSWER_COLUMNS)
    table = quote(Answer.__tablename__)
    if conn.dialect.name == "postgresql":
        _copy_rows(conn, f"COPY {table} ({columns}) FROM STDIN", rows)
        return
    marks = ", ".join("?" if conn.dialect.paramstyle == "qmark" else "%s" for _ in _ANSWER_COLUMNS)
    conn.exec_driver_sql(f"INSERT INTO {table} ({columns}) VALUES ({marks})", rows)


def _copy_rows(conn: Connection, statement: str, rows: list[tuple[Any, ...]]) -> None:
    """Rows through PostgreSQL's COPY on the transaction's own connection (psycopg). A failure
    is raised as SQLAlchemy raises the driver's errors (a repeated uid as `IntegrityError`), so
    the caller's handling is the same as for any other statement."""
    driver = conn.connection.driver_connection
    assert driver is not None
    try:
        with driver.cursor() as cursor, cursor.copy(statement) as copy:
            for row in rows:
                copy.write_row(row)
    except conn.dialect.loaded_dbapi.Error as exc:
        raise DBAPIError.instance(
            statement, None, exc, conn.dialect.loaded_dbapi.Error, dialect=conn.dialect
        ) from exc


def gap_after(held_seconds: float) -> float:
    """How long to leave SQLite's lock free after a write held it `held_seconds`: a writer that
    began waiting when the write began is asleep for at most the busy handler's delay at that
    point, so it tries again within the gap (a later one sleeps less). A fixed 0.12 s gap cost
    a 50,000-answer import a second in all (bench/bench_import.py)."""
    waited = 0.0
    for delay in BUSY_DELAYS_MS:
        waited += delay / 1000
        if waited >= held_seconds:
            return delay / 1000 + GAP_MARGIN_SECONDS
    return BUSY_DELAYS_MS[-1] / 1000 + GAP_MARGIN_SECONDS


def batches(answers: list[AnswerRow], size: int) -> Iterator[list[AnswerRow]]:
    """The answers in batches of about `size`, never splitting one puzzle's answers (a batch
    replays its puzzles' whole histories, so each must hold all of them)."""
    by_puzzle: dict[str, list[AnswerRow]] = {}
    for answer in answers:
        by_puzzle.setdefault(answer.puzzle, []).append(answer)
    batch: list[AnswerRow] = []
    for group in by_puzzle.values():
        if batch and len(batch) + len(group) > size:
            yield batch
            batch = []
        batch.extend(group)
    if batch:
        yield batch
