"""The one module pages call to remember a learner's progress: no SQL or sessions in the pages.

`open_store()` gives a `Store`, safe to share between threads (hold one per process, e.g. with
`st.cache_resource`). Every method takes the learner's token and reads or writes only that
learner's rows; every write is one transaction (an import, several). Any database failure comes
out as `StoreUnavailable` (show a banner and carry on without memory); an unknown token as
`UnknownLearner`; a bad import file as `ProgressFileProblem`.

`Store` is the front: it checks the arguments, opens the transaction (always through `_read`
or `_write`), finds the learner and hands the connection to one module per job: `learners.py`
(who the learner is), `recording.py` (what they did), `progress.py` (what they know),
`exchange.py` (their own file).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from contextlib import AbstractContextManager, contextmanager
from datetime import UTC, date, datetime, tzinfo
from time import monotonic, sleep
from typing import Any

from sqlalchemy import Connection, Engine
from sqlalchemy.exc import IntegrityError

from tutorial.store import cards, deals, exchange, learners, personal, progress, recording
from tutorial.store.classroom import Classes
from tutorial.store.database import (
    Database,
    RevisionInfo,
    at_or_now,
    checked_text,
    database_url,
    make_engine,
    migrate,
    translated,
)
from tutorial.store.errors import ProgressFileProblem, StoreUnavailable, UnknownLearner
from tutorial.store.homework import Homework
from tutorial.store.learners import is_token, new_token
from tutorial.store.models import SOURCES
from tutorial.store.progress_file import AnswerRow
from tutorial.store.records import (
    DealsPlayed,
    ImportSummary,
    LatestAnswer,
    LearnerInfo,
    Missed,
    MotifCount,
    PersonalRow,
    Prediction,
    PuzzleRef,
    ReadSection,
    RuleMistake,
    Score,
    SectionMastery,
)
from tutorial.store.replayer import Replayer
from tutorial.store.review import QueueItem
from tutorial.store.sets import Sets

__all__ = [
    "ImportSummary",
    "LatestAnswer",
    "LearnerInfo",
    "Missed",
    "Prediction",
    "ProgressFileProblem",
    "PuzzleRef",
    "QueueItem",
    "ReadSection",
    "Score",
    "SectionMastery",
    "Store",
    "StoreUnavailable",
    "UnknownLearner",
    "is_token",
    "new_token",
    "open_store",
]


def open_store(url: str | None = None, *, busy_timeout_ms: int = 5000) -> Store:
    """Open the database at `url` (default: $KARTENSCHULE_DATABASE_URL, else the user's SQLite
    file), migrating it to the newest schema; `StoreUnavailable` if it cannot be used."""
    try:
        url = database_url(url)
    except OSError as exc:
        reason = f"cannot create the data folder ({exc.strerror or exc})"
        raise StoreUnavailable(reason) from exc
    engine = make_engine(url, busy_timeout_ms)
    try:
        with translated(url):
            migrate(engine)
    except StoreUnavailable:
        engine.dispose()
        raise
    return Store(url, engine)


class Store:
    """A learner-progress database; build it with `open_store()`."""

    def __init__(self, url: str, engine: Engine) -> None:
        self._db = Database(url, engine)
        self._engine = engine
        self.url = self._db.url

    def close(self) -> None:
        self._db.close()

    @property
    def classes(self) -> Classes:
        """Live classes in this database (tutorial/store/classroom.py)."""
        return Classes(self._db)

    @property
    def sets(self) -> Sets:
        """Teachers' own puzzle sets in this database (tutorial/store/sets.py)."""
        return Sets(self._db)

    @property
    def homework(self) -> Homework:
        """Homework of classes and the teacher's dashboard (tutorial/store/homework.py)."""
        return Homework(self._db)

    def revision(self) -> RevisionInfo:
        return self._db.revision()

    # -- transactions ------------------------------------------------------------------------

    def _read(self) -> AbstractContextManager[Connection]:
        return self._db.read()

    def _write(self) -> AbstractContextManager[Connection]:
        """Every write of the store's own goes through here (a test fails them all at once)."""
        return self._db.write()

    @contextmanager
    def _reading(self, token: str) -> Iterator[tuple[Connection, int]]:
        with self._read() as conn:
            yield conn, learners.learner_id(conn, token)

    @contextmanager
    def _writing(self, token: str) -> Iterator[tuple[Connection, int]]:
        """A write of this learner's rows; the learner's other writes wait for it."""
        with self._write() as conn:
            yield conn, learners.learner_id(conn, token, lock=True)

    # -- who the learner is ------------------------------------------------------------------

    def create_learner(
        self, nickname: str | None = None, *, token: str | None = None, at: datetime | None = None
    ) -> LearnerInfo:
        """A new learner with a fresh unguessable token (or `token`, to restore a learner whose
        progress file is at hand; it must look like a token and be unused)."""
        if token is None:
            token = new_token()
        elif not is_token(token):
            raise ValueError("token: expected 32 characters of A–Z, a–z, 0–9, - and _")
        created = at_or_now(at)
        try:
            with self._write() as conn:
                learners.add(conn, token, nickname, created)
        except StoreUnavailable as exc:
            if isinstance(exc.__cause__, IntegrityError):
                raise ValueError("token: already in use") from None
            raise
        return LearnerInfo(token, created, None, nickname)

    def learner(self, token: str) -> LearnerInfo | None:
        """The learner with this token, or None (unknown, forgotten, or not a token at all)."""
        if not learners.plausible_token(token):
            return None
        with self._read() as conn:
            return learners.by_token(conn, token)

    def learner_for_subject(self, subject: str, nickname: str | None = None) -> LearnerInfo:
        """The learner of a signed-in (OpenID Connect) user, created on their first visit."""
        checked_text(subject, "subject", 255)
        for _attempt in range(2):
            try:
                with self._write() as conn:
                    found = learners.by_subject(conn, subject)
                    if found is not None:
                        return found
                    info = LearnerInfo(new_token(), at_or_now(None), subject, nickname)
                    learners.add(conn, info.token, nickname, info.created_at, subject)
                    return info
            except StoreUnavailable as exc:
                # Two first visits at once: the other one created the learner; read it.
                if not isinstance(exc.__cause__, IntegrityError):
                    raise
        raise StoreUnavailable("could not create the learner for this sign-in", self.url)

    def set_nickname(self, token: str, nickname: str | None) -> None:
        if nickname is not None:
            checked_text(nickname, "nickname", 80)
        with self._writing(token) as (conn, learner):
            learners.set_nickname(conn, learner, nickname)

    def forget(self, token: str) -> bool:
        """Delete the learner and every row about them; False if there was no such learner."""
        with self._write() as conn:
            try:
                learner = learners.learner_id(conn, token, lock=True)
            except UnknownLearner:
                return False
            learners.forget(conn, learner)
        return True

    # -- what the learner did ----------------------------------------------------------------

    def record_answer(
        self,
        token: str,
        puzzle_key: str,
        *,
        game: str,
        section: str,
        kind: str,
        given: str,
        right: bool,
        revealed: bool = False,
        seconds: float | None = None,
        source: str = "quiz",
        at: datetime | None = None,
        uid: str | None = None,
    ) -> datetime:
        """Remember one answer and reschedule its puzzle; returns when it is due again. With
        `uid` (a page's own id for the answer), the same answer sent twice — a write that is
        tried again after the database came back — is kept once."""
        if source not in SOURCES:
            raise ValueError(f"source: expected one of {', '.join(SOURCES)}, got {source!r}")
        checked_text(puzzle_key, "puzzle_key", 200)
        when = at_or_now(at)
        with self._writing(token) as (conn, learner):
            return recording.add_answer(
                conn, learner, puzzle_key, game=game, section=section, kind=kind, given=given,
                right=right, revealed=revealed, seconds=seconds, source=source, when=when, uid=uid,
            )  # fmt: skip

    def record_skip(
        self, token: str, puzzle_key: str, *, game: str, section: str, at: datetime | None = None
    ) -> datetime:
        """A puzzle passed over in review: no rating, but it waits a little before coming back."""
        checked_text(puzzle_key, "puzzle_key", 200)
        when = at_or_now(at)
        with self._writing(token) as (conn, learner):
            due = cards.postpone(conn, learner, puzzle_key, game, section, when)
        return due

    def record_section_read(
        self, token: str, game: str, section: str, lang: str, at: datetime | None = None
    ) -> None:
        when = at_or_now(at)
        with self._writing(token) as (conn, learner):
            recording.merge_read(conn, learner, game, section, lang, when, when)

    def sections_read(self, token: str) -> list[ReadSection]:
        with self._reading(token) as (conn, learner):
            return progress.sections_read(conn, learner)

    def record_prediction(
        self,
        token: str,
        replay_id: str,
        step: int,
        guess: str,
        right: bool,
        at: datetime | None = None,
        uid: str | None = None,
    ) -> None:
        """Remember one pause-and-predict guess (once per `uid`, like `record_answer`)."""
        checked_text(replay_id, "replay_id", 200)
        when = at_or_now(at)
        with self._writing(token) as (conn, learner):
            recording.add_prediction(conn, learner, replay_id, step, guess, right, when, uid)

    def predictions(self, token: str, replay_id: str | None = None) -> list[Prediction]:
        with self._reading(token) as (conn, learner):
            return progress.predictions(conn, learner, replay_id)

    def record_deal(
        self,
        token: str,
        game: str,
        options: Mapping[str, Any],
        result: int,
        hints: int,
        at: datetime | None = None,
        uid: str | None = None,
    ) -> int:
        """Remember a deal played at the table; its row id (for `set_deal_mistakes`). With
        `uid`, a deal sent twice is kept once (the second call returns the first row's id)."""
        checked_text(game, "game", 40)
        with self._writing(token) as (conn, learner):
            return recording.add_deal(conn, learner, game, options, result, hints, at, uid)

    def set_deal_mistakes(
        self, token: str, deal_id: int, mistakes: Iterable[Mapping[str, Any]]
    ) -> bool:
        """Attach the review's mistakes ({game, section, code}) to one of the learner's deals;
        False when that deal is not the learner's."""
        with self._writing(token) as (conn, learner):
            return deals.set_mistakes(conn, learner, deal_id, mistakes)

    def deals_played(self, token: str) -> list[DealsPlayed]:
        """The learner's deals at the table, per game."""
        with self._reading(token) as (conn, learner):
            return deals.summary(conn, learner)

    def frequent_mistakes(self, token: str, limit: int = 5) -> list[RuleMistake]:
        """The rules behind the learner's costly decisions at the table, most frequent first."""
        with self._reading(token) as (conn, learner):
            return deals.frequent_mistakes(conn, learner, limit)

    # -- what the learner knows --------------------------------------------------------------

    def add_personal_puzzles(
        self, token: str, rows: Iterable[Mapping[str, Any]], at: datetime | None = None
    ) -> int:
        """Keep costly decisions of the learner's own deal as personal puzzles for their review
        queue (rows of `tutorial.puzzles.personal.to_row`); a row sent twice (same uid) is kept
        once. Returns how many were added."""
        when = at_or_now(at)
        with self._writing(token) as (conn, learner):
            return personal.add(conn, learner, rows, when)

    def personal_puzzle(self, token: str, key: str) -> PersonalRow | None:
        """One of the learner's personal puzzles by its key (`mine:<uid>`), or None."""
        with self._reading(token) as (conn, learner):
            return personal.get(conn, learner, key)

    def personal_puzzles(self, token: str) -> list[PersonalRow]:
        """The learner's personal puzzles, oldest first."""
        with self._reading(token) as (conn, learner):
            return personal.every(conn, learner)

    def mistake_motifs(self, token: str) -> list[MotifCount]:
        """The motifs of the learner's costly decisions at the table, most frequent first."""
        with self._reading(token) as (conn, learner):
            return personal.motifs(conn, learner)

    def score(self, token: str) -> Score:
        """Answers, right answers, the current run of right answers, and the puzzles missed last
        time they were answered (a missed puzzle leaves the list once answered right)."""
        with self._reading(token) as (conn, learner):
            return progress.score(conn, learner)

    def outcomes(self, token: str, keys: Iterable[str]) -> dict[str, bool]:
        """For each of these puzzles the learner has answered: was the latest answer right?"""
        wanted = set(keys)
        with self._reading(token) as (conn, learner):
            return progress.outcomes(conn, learner, wanted)

    def first_tries(self, token: str, keys: Iterable[str]) -> list[tuple[str, bool]]:
        """The first answer to each of these puzzles, in time order: (key, right on one's own)
        — what a rating counts (a puzzle tried again says less)."""
        wanted = set(keys)
        with self._reading(token) as (conn, learner):
            return progress.first_tries(conn, learner, wanted)

    def latest_answers(
        self, token: str, keys: Iterable[str], source: str | None = None
    ) -> dict[str, LatestAnswer]:
        """The latest answer to each of these puzzles (only answers from `source`, if given)."""
        wanted = sorted(set(keys))
        if not wanted:
            return {}
        with self._reading(token) as (conn, learner):
            return progress.latest_answers(conn, learner, wanted, source)

    def next_due(
        self,
        token: str,
        now: datetime | None = None,
        *,
        game: str | None = None,
        section: str | None = None,
    ) -> datetime | None:
        """When the first puzzle that waits (answered or skipped, not due at `now`) falls due;
        None when nothing waits. `game`/`section` narrow it as in `review_queue`."""
        when = at_or_now(now)
        with self._reading(token) as (conn, learner):
            return progress.next_due(conn, learner, when, game, section)

    def review_queue(
        self,
        token: str,
        now: datetime | None = None,
        candidates: Iterable[PuzzleRef] | None = None,
        *,
        game: str | None = None,
        section: str | None = None,
        seed: int = 0,
        limit: int | None = None,
    ) -> list[QueueItem]:
        """What to practise next: puzzles due for review first (most overdue first, games
        interleaved), then `candidates` never answered, shuffled by `seed`, games interleaved.

        Answered puzzles that are not due yet (a missed one waits for its relearning step) and
        puzzles skipped a moment ago are left out. `candidates` defaults to the question bank;
        `game`/`section` narrow both parts (a section's review)."""
        when = at_or_now(now)
        if candidates is None:
            candidates = progress.bank_refs()
        with self._reading(token) as (conn, learner):
            return progress.review_queue(
                conn, learner, when, candidates, game, section, seed, limit
            )

    def mastery(
        self, token: str, now: datetime | None = None
    ) -> dict[tuple[str, str], SectionMastery]:
        """Every rule-card section (game × section) with its mastery, due count and answered
        count; sections never practised are there with zeros."""
        when = at_or_now(now)
        with self._reading(token) as (conn, learner):
            return progress.mastery(conn, learner, when)

    def activity(
        self, token: str, days: int = 30, now: datetime | None = None, tz: tzinfo = UTC
    ) -> list[tuple[date, int]]:
        """Answers per day for the last `days` days (today last), days counted in `tz`."""
        when = at_or_now(now)
        with self._reading(token) as (conn, learner):
            return progress.activity(conn, learner, days, when, tz)

    def streak_days(self, token: str, now: datetime | None = None, tz: tzinfo = UTC) -> int:
        """Days in a row with at least one answer, ending today (or yesterday, while today's
        practice may still come)."""
        when = at_or_now(now)
        with self._reading(token) as (conn, learner):
            return progress.streak_days(conn, learner, when, tz)

    # -- the learner's own file --------------------------------------------------------------

    def export(self, token: str, now: datetime | None = None) -> dict[str, Any]:
        """Everything remembered about the learner, as JSON-ready data (see progress_file.py)."""
        with self._reading(token) as (conn, learner):
            return exchange.export(conn, learner, token, now)

    def import_(self, token: str, data: bytes | str | Mapping[str, Any]) -> ImportSummary:
        """Merge a progress file into this learner's rows: rows already there (same uid, same
        section) are not duplicated, and the review schedule is replayed from the merged answers.
        A malformed file, or one of another learner, raises `ProgressFileProblem`.

        The file is validated before anything is written, then written in short transactions of
        at most `exchange.IMPORT_BATCH` answers, each with its puzzles' review cards: one
        transaction of 50,000 rows held SQLite's only writer for ten seconds and other learners'
        answers timed out (bench/bench_import.py). Each batch is whole on its own, and importing
        the file again after an interruption adds what is missing."""
        # A big file's cards are replayed in a helper process (`replayer.py`); it starts now,
        # while the file is validated.
        helper = isinstance(data, bytes | str) and len(data) > exchange.HELPER_BYTES
        replayer = Replayer(helper)
        try:
            file = exchange.checked(token, data)
            with self._reading(token) as (conn, learner):
                fresh = exchange.new_answers(conn, learner, file)
            added = self._import_answers(token, fresh, replayer)
        finally:
            replayer.close()
        with self._writing(token) as (conn, learner):
            return exchange.merge_the_rest(conn, learner, file, added)

    def _import_answers(self, token: str, fresh: list[AnswerRow], replayer: Replayer) -> int:
        """Write the new answers batch by batch, each with its cards. While one batch is
        written, the next one's cards are replayed (its puzzles are not this one's, so what
        this batch writes does not change them; the count it expects includes this batch)."""
        todo = list(exchange.batches(fresh, exchange.IMPORT_BATCH))
        if not todo:
            return 0

        def send(answers: list[AnswerRow]) -> int:
            with self._reading(token) as (conn, learner):
                known, histories = exchange.histories_of(conn, learner, answers)
            replayer.send(histories)
            return known

        known = send(todo[0])
        added = 0
        gap_ends = monotonic()
        for number, answers in enumerate(todo):
            ready = exchange.Batch(answers, known, replayer.receive())
            if number + 1 < len(todo):
                known = send(todo[number + 1]) + len(answers)
            if self._engine.dialect.name == "sqlite":
                # SQLite has one writer: between two batches the lock stays free long enough
                # for a learner waiting in the busy handler to try again and take it.
                sleep(max(0.0, gap_ends - monotonic()))
            # Taken as new first; if another import of the same file wrote some of them
            # meanwhile (the unique uid says so), again, leaving out what is stored now.
            began = monotonic()
            for check in (False, True):
                try:
                    with self._writing(token) as (conn, learner):
                        added += exchange.write(conn, learner, ready, check=check)
                    break
                except StoreUnavailable as exc:
                    if check or not isinstance(exc.__cause__, IntegrityError):
                        raise
            gap_ends = monotonic() + exchange.gap_after(monotonic() - began)
        return added
