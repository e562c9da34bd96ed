"""The one module pages call to remember a learner's progress: no SQL or sessions outside it.

`open_store()` gives a `Store`, safe to share between threads (hold one per process, e.g. with
`st.cache_resource`). Every method takes the learner's token and reads or writes only that
learner's rows; every write is one transaction. Any database failure comes out as
`StoreUnavailable` (show a banner and carry on without memory); an unknown token as
`UnknownLearner`; a bad import file as `ProgressFileProblem`.
"""

from __future__ import annotations

import secrets
import uuid
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from datetime import UTC, date, datetime, time, timedelta, tzinfo
from time import sleep
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, Engine, delete, func, insert, select, update
from sqlalchemy.exc import IntegrityError

from tutorial.content.catalog import CARD_SECTIONS
from tutorial.store import cards, deals, review
from tutorial.store.database import (
    RevisionInfo,
    current_revision,
    database_url,
    head_revision,
    make_engine,
    migrate,
    translated,
    writer,
)
from tutorial.store.errors import ProgressFileProblem, StoreUnavailable, UnknownLearner, masked
from tutorial.store.models import (
    SOURCES,
    Answer,
    DealPlayed,
    Learner,
    ReplayPrediction,
    ReviewCard,
    SectionRead,
    UTCDateTime,
    learner_tables,
)
from tutorial.store.progress_file import FORMAT, VERSION, ProgressFile, read_progress
from tutorial.store.records import (
    DealsPlayed,
    ImportSummary,
    LatestAnswer,
    LearnerInfo,
    Missed,
    Prediction,
    PuzzleRef,
    ReadSection,
    RuleMistake,
    Score,
    SectionMastery,
)
from tutorial.store.review import QueueItem

if TYPE_CHECKING:
    from tutorial.store.classroom import Classes

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
    "open_store",
]

TOKEN_BYTES = 24  # secrets.token_urlsafe(24): 32 characters, 192 random bits
TOKEN_LENGTH = 32
_TOKEN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def new_token() -> str:
    """A fresh unguessable learner token (no learner has it yet; `create_learner` makes one)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def is_token(token: object) -> bool:
    """Whether `token` has the shape of a learner token (32 URL-safe characters)."""
    return isinstance(token, str) and len(token) == TOKEN_LENGTH and set(token) <= _TOKEN_CHARS


def _now(at: datetime | None) -> datetime:
    if at is None:
        return datetime.now(UTC)
    if at.tzinfo is None:
        raise ValueError("pass a timezone-aware datetime")
    return at.astimezone(UTC)


def _plausible_token(token: object) -> bool:
    return isinstance(token, str) and 0 < len(token) <= 64


def _new_uid() -> str:
    return uuid.uuid4().hex


def _text(value: str, name: str, limit: int) -> str:
    if not isinstance(value, str) or not value or len(value) > limit:
        raise ValueError(f"{name}: expected 1–{limit} characters, got {value!r:.80}")
    return value


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
        self._raw_url = url
        self.url = masked(url)
        self._engine = engine
        self._writer = writer(engine)

    def close(self) -> None:
        self._engine.dispose()

    @property
    def classes(self) -> Classes:
        """Live classes in this database (tutorial/store/classroom.py)."""
        from tutorial.store.classroom import Classes

        return Classes(self)

    def revision(self) -> RevisionInfo:
        with translated(self._raw_url):
            return RevisionInfo(self.url, current_revision(self._engine), head_revision())

    # -- transactions ------------------------------------------------------------------------

    @contextmanager
    def _read(self) -> Iterator[Connection]:
        with translated(self._raw_url), self._engine.connect() as conn, conn.begin():
            yield conn

    @contextmanager
    def _write(self) -> Iterator[Connection]:
        with translated(self._raw_url), self._writer.begin() as conn:
            yield conn

    @staticmethod
    def _learner_id(
        conn: Connection, token: str, lock: bool = False, create_at: datetime | None = None
    ) -> int:
        """The learner's row id; with `lock`, writes of this learner wait for each other
        (PostgreSQL row lock; SQLite's BEGIN IMMEDIATE already serialises writers). With
        `create_at`, a token of the right shape that no learner has yet is made a learner in
        this transaction (a first visit's token, made only when something is kept)."""
        if not _plausible_token(token):
            raise UnknownLearner()
        query = select(Learner.id).where(Learner.token == token)
        if lock and conn.dialect.name == "postgresql":
            query = query.with_for_update()
        found = conn.scalar(query)
        if found is None and create_at is not None and is_token(token):
            found = conn.scalar(
                insert(Learner).values(token=token, created_at=create_at).returning(Learner.id)
            )
        if found is None:
            raise UnknownLearner()
        return found

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
        created = _now(at)
        try:
            with self._write() as conn:
                conn.execute(
                    insert(Learner).values(token=token, nickname=nickname, created_at=created)
                )
        except StoreUnavailable as exc:
            if isinstance(exc.__cause__, IntegrityError):
                raise ValueError("token: already in use") from None
            raise
        return LearnerInfo(token, created, None, nickname)

    def learner(self, token: str) -> LearnerInfo | None:
        """The learner with this token, or None (unknown, forgotten, or not a token at all)."""
        if not _plausible_token(token):
            return None
        with self._read() as conn:
            row = conn.execute(
                select(Learner.token, Learner.created_at, Learner.subject, Learner.nickname).where(
                    Learner.token == token
                )
            ).one_or_none()
        return None if row is None else LearnerInfo(*row)

    def learner_for_subject(self, subject: str, nickname: str | None = None) -> LearnerInfo:
        """The learner of a signed-in (OpenID Connect) user, created on their first visit."""
        _text(subject, "subject", 255)
        for _attempt in range(2):
            try:
                with self._write() as conn:
                    row = conn.execute(
                        select(
                            Learner.token, Learner.created_at, Learner.subject, Learner.nickname
                        ).where(Learner.subject == subject)
                    ).one_or_none()
                    if row is not None:
                        return LearnerInfo(*row)
                    info = LearnerInfo(new_token(), _now(None), subject, nickname)
                    conn.execute(
                        insert(Learner).values(
                            token=info.token,
                            subject=subject,
                            nickname=nickname,
                            created_at=info.created_at,
                        )
                    )
                    return info
            except StoreUnavailable as exc:
                # Two first visits at once: the other one created the learner; read it.
                if not isinstance(exc.__cause__, IntegrityError):
                    raise
        raise StoreUnavailable("could not create the learner for this sign-in", self.url)

    def set_nickname(self, token: str, nickname: str | None) -> None:
        if nickname is not None:
            _text(nickname, "nickname", 80)
        with self._write() as conn:
            learner_id = self._learner_id(conn, token, lock=True)
            conn.execute(update(Learner).where(Learner.id == learner_id).values(nickname=nickname))

    def forget(self, token: str) -> bool:
        """Delete the learner and every row about them; False if there was no such learner."""
        with self._write() as conn:
            try:
                learner_id = self._learner_id(conn, token, lock=True)
            except UnknownLearner:
                return False
            for table in reversed(learner_tables()):
                conn.execute(delete(table).where(table.c.learner_id == learner_id))
            conn.execute(delete(Learner).where(Learner.id == learner_id))
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
        _text(puzzle_key, "puzzle_key", 200)
        when = _now(at)
        with self._write() as conn:
            learner_id = self._learner_id(conn, token, lock=True)
            if uid is not None and _kept(conn, Answer, learner_id, _text(uid, "uid", 32)):
                due = conn.scalar(
                    select(ReviewCard.due).where(
                        ReviewCard.learner_id == learner_id, ReviewCard.puzzle_key == puzzle_key
                    )
                )
                return due or when
            return add_answer(
                conn, learner_id, puzzle_key, game=game, section=section, kind=kind,
                given=given, right=right, revealed=revealed, seconds=seconds, source=source,
                when=when, uid=uid,
            )  # fmt: skip

    def record_skip(
        self, token: str, puzzle_key: str, *, game: str, section: str, at: datetime | None = None
    ) -> datetime:
        """A puzzle passed over in review: no rating, but it waits a little before coming back."""
        _text(puzzle_key, "puzzle_key", 200)
        when = _now(at)
        with self._write() as conn:
            learner_id = self._learner_id(conn, token, lock=True)
            due = cards.postpone(conn, learner_id, puzzle_key, game, section, when)
        return due

    def record_section_read(
        self, token: str, game: str, section: str, lang: str, at: datetime | None = None
    ) -> None:
        when = _now(at)
        with self._write() as conn:
            learner_id = self._learner_id(conn, token, lock=True)
            self._merge_read(conn, learner_id, game, section, lang, when, when)

    @staticmethod
    def _merge_read(
        conn: Connection,
        learner_id: int,
        game: str,
        section: str,
        lang: str,
        first: datetime,
        last: datetime,
    ) -> bool:
        """Insert or widen the section's read interval; True when a row was added."""
        where = (
            SectionRead.learner_id == learner_id,
            SectionRead.game == game,
            SectionRead.section == section,
            SectionRead.lang == lang,
        )
        row = conn.execute(
            select(SectionRead.first_read_at, SectionRead.last_read_at).where(*where)
        ).one_or_none()
        if row is None:
            conn.execute(
                insert(SectionRead).values(
                    learner_id=learner_id, game=game, section=section, lang=lang,
                    first_read_at=first, last_read_at=last,
                )
            )  # fmt: skip
            return True
        conn.execute(
            update(SectionRead)
            .where(*where)
            .values(first_read_at=min(first, row.first_read_at), last_read_at=max(last, row.last_read_at))
        )  # fmt: skip
        return False

    def sections_read(self, token: str) -> list[ReadSection]:
        with self._read() as conn:
            learner_id = self._learner_id(conn, token)
            rows = conn.execute(
                select(
                    SectionRead.game, SectionRead.section, SectionRead.lang,
                    SectionRead.first_read_at, SectionRead.last_read_at,
                )
                .where(SectionRead.learner_id == learner_id)
                .order_by(SectionRead.game, SectionRead.section, SectionRead.lang)
            )  # fmt: skip
            return [ReadSection(*row) for row in rows]

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
        _text(replay_id, "replay_id", 200)
        when = _now(at)
        with self._write() as conn:
            learner_id = self._learner_id(conn, token, lock=True)
            if uid is not None and _kept(conn, ReplayPrediction, learner_id, _text(uid, "uid", 32)):
                return
            add_prediction(conn, learner_id, replay_id, step, guess, right, when, uid)

    def predictions(self, token: str, replay_id: str | None = None) -> list[Prediction]:
        with self._read() as conn:
            learner_id = self._learner_id(conn, token)
            query = select(
                ReplayPrediction.replay_id, ReplayPrediction.step, ReplayPrediction.guess,
                ReplayPrediction.right, ReplayPrediction.predicted_at,
            ).where(ReplayPrediction.learner_id == learner_id)  # fmt: skip
            if replay_id is not None:
                query = query.where(ReplayPrediction.replay_id == replay_id)
            rows = conn.execute(query.order_by(ReplayPrediction.predicted_at, ReplayPrediction.id))
            return [Prediction(*row) for row in rows]

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
        _text(game, "game", 40)
        with self._write() as conn:
            learner_id = self._learner_id(conn, token, lock=True)
            if uid is not None:
                kept = _kept(conn, DealPlayed, learner_id, _text(uid, "uid", 32))
                if kept is not None:
                    return kept
            deal_uid = uid or _new_uid()
            return deals.add(conn, learner_id, deal_uid, game, options, result, hints, _now(at))

    def set_deal_mistakes(
        self, token: str, deal_id: int, mistakes: Iterable[Mapping[str, Any]]
    ) -> bool:
        """Attach the review's mistakes ({game, section, code}) to one of the learner's deals;
        False when that deal is not the learner's."""
        with self._write() as conn:
            learner_id = self._learner_id(conn, token, lock=True)
            return deals.set_mistakes(conn, learner_id, deal_id, mistakes)

    def deals_played(self, token: str) -> list[DealsPlayed]:
        """The learner's deals at the table, per game."""
        with self._read() as conn:
            return deals.summary(conn, self._learner_id(conn, token))

    def frequent_mistakes(self, token: str, limit: int = 5) -> list[RuleMistake]:
        """The rules behind the learner's costly decisions at the table, most frequent first."""
        with self._read() as conn:
            return deals.frequent_mistakes(conn, self._learner_id(conn, token), limit)

    # -- what the learner knows --------------------------------------------------------------

    def score(self, token: str) -> Score:
        """Answers, right answers, the current run of right answers, and the puzzles missed last
        time they were answered (a missed puzzle leaves the list once answered right)."""
        good = Answer.right & ~Answer.revealed
        with self._read() as conn:
            learner_id = self._learner_id(conn, token)
            mine = Answer.learner_id == learner_id
            answered, right = conn.execute(
                select(func.count(), func.count().filter(good)).where(mine)
            ).one()
            last_bad = conn.scalar(select(func.max(Answer.answered_at)).where(mine, ~good))
            streak_query = select(func.count()).where(mine)
            if last_bad is not None:
                streak_query = streak_query.where(Answer.answered_at > last_bad)
            streak = conn.scalar(streak_query) or 0
            missed = conn.execute(
                select(ReviewCard.puzzle_key, ReviewCard.game, ReviewCard.section, ReviewCard.last_review)
                .where(ReviewCard.learner_id == learner_id, ReviewCard.last_correct.is_(False))
                .order_by(ReviewCard.last_review.desc(), ReviewCard.puzzle_key)
            )  # fmt: skip
            return Score(answered, right, streak, tuple(Missed(*row) for row in missed))

    def outcomes(self, token: str, keys: Iterable[str]) -> dict[str, bool]:
        """For each of these puzzles the learner has answered: was the latest answer right?"""
        wanted = set(keys)
        with self._read() as conn:
            learner_id = self._learner_id(conn, token)
            rows = conn.execute(
                select(ReviewCard.puzzle_key, ReviewCard.last_correct).where(
                    ReviewCard.learner_id == learner_id, ReviewCard.last_correct.is_not(None)
                )
            )
            return {key: bool(ok) for key, ok in rows if key in wanted}

    def latest_answers(
        self, token: str, keys: Iterable[str], source: str | None = None
    ) -> dict[str, LatestAnswer]:
        """The latest answer to each of these puzzles (only answers from `source`, if given)."""
        wanted = sorted(set(keys))
        if not wanted:
            return {}
        with self._read() as conn:
            learner_id = self._learner_id(conn, token)
            query = (
                select(
                    Answer.puzzle_key, Answer.given, Answer.right, Answer.revealed,
                    Answer.answered_at,
                )
                .where(Answer.learner_id == learner_id, Answer.puzzle_key.in_(wanted))
                .order_by(Answer.answered_at, Answer.id)
            )  # fmt: skip
            if source is not None:
                query = query.where(Answer.source == source)
            rows = conn.execute(query).all()
        return {row.puzzle_key: LatestAnswer(*row) for row in rows}  # the latest wins

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
        when = _now(now)
        with self._read() as conn:
            mine = [ReviewCard.learner_id == self._learner_id(conn, token)]
            if game is not None:
                mine.append(ReviewCard.game == game)
            if section is not None:
                mine.append(ReviewCard.section == section)
            return conn.scalar(select(func.min(ReviewCard.due)).where(*mine, ReviewCard.due > when))

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
        when = _now(now)
        if candidates is None:
            candidates = _bank_refs()
        with self._read() as conn:
            mine = [ReviewCard.learner_id == self._learner_id(conn, token)]
            if game is not None:
                mine.append(ReviewCard.game == game)
            if section is not None:
                mine.append(ReviewCard.section == section)
            due_rows = conn.execute(
                select(ReviewCard.puzzle_key, ReviewCard.game, ReviewCard.section, ReviewCard.due)
                .where(*mine, ReviewCard.card.is_not(None), ReviewCard.due <= when)
            ).all()  # fmt: skip
            # Not due yet (answered, or skipped a moment ago): the queue leaves them out. A
            # skipped puzzle never answered is fresh again once its postponement is over.
            waiting = set(
                conn.scalars(
                    select(ReviewCard.puzzle_key).where(*mine, ReviewCard.due > when)
                ).all()
            )
        due = [QueueItem(*row) for row in due_rows]
        taken = waiting | {item.key for item in due}
        fresh = [
            QueueItem(ref.key, ref.game, ref.section)
            for ref in candidates
            if ref.key not in taken
            and (game is None or ref.game == game)
            and (section is None or ref.section == section)
        ]
        queue = review.build_queue(due, fresh, seed)
        return queue if limit is None else queue[:limit]

    def mastery(
        self, token: str, now: datetime | None = None
    ) -> dict[tuple[str, str], SectionMastery]:
        """Every rule-card section (game × section) with its mastery, due count and answered
        count; sections never practised are there with zeros."""
        when = _now(now)
        with self._read() as conn:
            learner_id = self._learner_id(conn, token)
            rows = conn.execute(
                select(
                    ReviewCard.game, ReviewCard.section, ReviewCard.stability,
                    ReviewCard.last_review, ReviewCard.due,
                ).where(ReviewCard.learner_id == learner_id, ReviewCard.card.is_not(None))
            ).all()  # fmt: skip
        by_place: dict[tuple[str, str], list[tuple[float | None, datetime | None]]] = defaultdict(
            list
        )
        due: Counter[tuple[str, str]] = Counter()
        for row_game, row_section, stability, last_review, row_due in rows:
            by_place[row_game, row_section].append((stability, last_review))
            due[row_game, row_section] += row_due <= when
        places = [(g, s) for g, sections in CARD_SECTIONS.items() for s in sections]
        places += sorted(set(by_place) - set(places))
        return {
            place: SectionMastery(
                place[0], place[1], review.mastery(by_place.get(place, []), when), due[place],
                len(by_place.get(place, [])),
            )
            for place in places
        }  # fmt: skip

    def activity(
        self, token: str, days: int = 30, now: datetime | None = None, tz: tzinfo = UTC
    ) -> list[tuple[date, int]]:
        """Answers per day for the last `days` days (today last), days counted in `tz`."""
        today = _now(now).astimezone(tz).date()
        first = today - timedelta(days=days - 1)
        start = datetime.combine(first, time(), tzinfo=tz)
        with self._read() as conn:
            learner_id = self._learner_id(conn, token)
            moments = conn.scalars(
                select(Answer.answered_at).where(
                    Answer.learner_id == learner_id, Answer.answered_at >= start
                )
            ).all()
        per_day = Counter(moment.astimezone(tz).date() for moment in moments)
        return [
            (first + timedelta(days=n), per_day[first + timedelta(days=n)]) for n in range(days)
        ]

    def streak_days(self, token: str, now: datetime | None = None, tz: tzinfo = UTC) -> int:
        """Days in a row with at least one answer, ending today (or yesterday, while today's
        practice may still come)."""
        today = _now(now).astimezone(tz).date()
        with self._read() as conn:
            learner_id = self._learner_id(conn, token)
            moments = conn.scalars(
                select(Answer.answered_at).where(Answer.learner_id == learner_id)
            ).all()
        days = {moment.astimezone(tz).date() for moment in moments}
        day = today if today in days else today - timedelta(days=1)
        streak = 0
        while day in days:
            streak += 1
            day -= timedelta(days=1)
        return streak

    # -- the learner's own file --------------------------------------------------------------

    def export(self, token: str, now: datetime | None = None) -> dict[str, Any]:
        """Everything remembered about the learner, as JSON-ready data (see progress_file.py)."""
        with self._read() as conn:
            learner_id = self._learner_id(conn, token)
            nickname = conn.scalar(select(Learner.nickname).where(Learner.id == learner_id))
            answers = conn.execute(
                select(Answer).where(Answer.learner_id == learner_id).order_by(Answer.answered_at, Answer.id)
            ).all()  # fmt: skip
            reads = conn.execute(
                select(SectionRead).where(SectionRead.learner_id == learner_id).order_by(SectionRead.id)
            ).all()  # fmt: skip
            guesses = conn.execute(
                select(ReplayPrediction)
                .where(ReplayPrediction.learner_id == learner_id)
                .order_by(ReplayPrediction.predicted_at, ReplayPrediction.id)
            ).all()
            played = deals.export_rows(conn, learner_id)
        return {
            "format": FORMAT,
            "version": VERSION,
            "learner": token,
            "nickname": nickname,
            "exported_at": _now(now).isoformat(),
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
        }  # fmt: skip

    def import_(self, token: str, data: bytes | str | Mapping[str, Any]) -> ImportSummary:
        """Merge a progress file into this learner's rows: rows already there (same uid, same
        section) are not duplicated, and the review schedule is replayed from the merged answers.
        A malformed file, or one of another learner, raises `ProgressFileProblem`.

        The file is validated before anything is written, then written in short transactions of
        at most `IMPORT_BATCH` answers, each with its puzzles' review cards: one transaction of
        50,000 rows held SQLite's only writer for ten seconds and other learners' answers timed
        out (bench/bench_import.py). Each batch is whole on its own, and importing the file
        again after an interruption adds what is missing."""
        progress = read_progress(data)
        if progress.learner != token:
            raise ProgressFileProblem(
                [("learner", "this file holds another learner's progress, not yours")]
            )
        with self._read() as conn:
            learner_id = self._learner_id(conn, token)
            known = set(conn.scalars(select(Answer.uid).where(Answer.learner_id == learner_id)))
        fresh = list({a.uid: a for a in progress.answers if a.uid not in known}.values())
        added = 0
        for number, batch in enumerate(_batches_by_puzzle(fresh, IMPORT_BATCH)):
            if number and self._engine.dialect.name == "sqlite":
                # SQLite has one writer: a learner waiting for it retries every ≤ 100 ms
                # (its busy handler), so leave a gap it can take before the next batch.
                sleep(BATCH_GAP_SECONDS)
            # Taken as new first; if another import of the same file wrote some of them
            # meanwhile (the unique uid says so), again, leaving out what is stored now.
            for check in (False, True):
                try:
                    with self._write() as conn:
                        self._learner_id(conn, token, lock=True)
                        added += self._merge_answers(conn, learner_id, batch, check=check)
                    break
                except StoreUnavailable as exc:
                    if check or not isinstance(exc.__cause__, IntegrityError):
                        raise
        with self._write() as conn:
            self._learner_id(conn, token, lock=True)
            return self._merge(conn, learner_id, progress, added)

    @staticmethod
    def _merge_answers(
        conn: Connection, learner_id: int, answers: list[Any], *, check: bool
    ) -> int:
        """Insert these answers and replay their puzzles' cards. Without `check` they are taken
        to be new (read just before); a row stored meanwhile then breaks the unique uid and the
        caller tries again with `check`, which leaves out what is there."""
        if check:
            uids = [a.uid for a in answers]
            stored = set(
                conn.scalars(
                    select(Answer.uid).where(Answer.learner_id == learner_id, Answer.uid.in_(uids))
                )
            )
            answers = [a for a in answers if a.uid not in stored]
        if not answers:
            return 0
        _insert_answers(conn, learner_id, answers)
        cards.rebuild(conn, learner_id, {a.puzzle for a in answers})
        return len(answers)

    def _merge(
        self, conn: Connection, learner_id: int, progress: ProgressFile, added_answers: int
    ) -> ImportSummary:
        added_reads = sum(
            self._merge_read(
                conn, learner_id, r.game, r.section, r.lang, r.first_read_at, r.last_read_at
            )
            for r in progress.sections_read
        )
        known = set(
            conn.scalars(
                select(ReplayPrediction.uid).where(ReplayPrediction.learner_id == learner_id)
            )
        )
        guesses = list({p.uid: p for p in progress.predictions if p.uid not in known}.values())
        if guesses:
            conn.execute(
                insert(ReplayPrediction),
                [
                    {
                        "uid": p.uid, "learner_id": learner_id, "replay_id": p.replay,
                        "step": p.step, "guess": p.guess, "right": p.right,
                        "predicted_at": p.predicted_at,
                    }
                    for p in guesses
                ],
            )  # fmt: skip
        added_deals = deals.merge(conn, learner_id, progress.deals_played)
        return ImportSummary(added_answers, added_reads, len(guesses), added_deals)


IMPORT_BATCH = 5_000

_ANSWER_COLUMNS = (
    "uid", "learner_id", "puzzle_key", "game", "section", "kind", "given", "right", "revealed",
    "answered_at", "seconds", "source",
)  # fmt: skip


def _insert_answers(conn: Connection, learner_id: int, answers: list[Any]) -> None:
    """One executemany of the driver for a batch of imported answers: SQLAlchemy's per-row
    processing of 50,000 rows cost more than the database's own work (bench/bench_import.py).
    The times are bound as `models.UTCDateTime` binds them."""
    marks = (
        ", ".join("?" for _ in _ANSWER_COLUMNS)
        if conn.dialect.paramstyle == "qmark"
        else ", ".join("%s" for _ in _ANSWER_COLUMNS)
    )
    bind_time = UTCDateTime().process_bind_param
    rows = [
        (
            a.uid, learner_id, a.puzzle, a.game, a.section, a.kind, a.given, bool(a.right),
            bool(a.revealed), bind_time(a.answered_at, conn.dialect), a.seconds,
            a.source,
        )
        for a in answers
    ]  # fmt: skip
    quote = conn.dialect.identifier_preparer.quote  # "right" is a reserved word in SQL
    columns = ", ".join(quote(name) for name in _ANSWER_COLUMNS)
    conn.exec_driver_sql(
        f"INSERT INTO {quote(Answer.__tablename__)} ({columns}) VALUES ({marks})", rows
    )


BATCH_GAP_SECONDS = 0.12


def _batches_by_puzzle(answers: list[Any], size: int) -> Iterator[list[Any]]:
    """The answers in batches of about `size`, never splitting one puzzle's answers (a batch
    replays its puzzles' whole histories, so each must hold all of them)."""
    by_puzzle: dict[str, list[Any]] = {}
    for answer in answers:
        by_puzzle.setdefault(answer.puzzle, []).append(answer)
    batch: list[Any] = []
    for group in by_puzzle.values():
        if batch and len(batch) + len(group) > size:
            yield batch
            batch = []
        batch.extend(group)
    if batch:
        yield batch


def _kept(conn: Connection, table: Any, learner_id: int, uid: str) -> int | None:
    """The row id of this learner's row with this uid, if it is stored already."""
    return conn.scalar(select(table.id).where(table.learner_id == learner_id, table.uid == uid))


def add_answer(
    conn: Connection,
    learner_id: int,
    puzzle_key: str,
    *,
    game: str,
    section: str,
    kind: str,
    given: str,
    right: bool,
    revealed: bool,
    seconds: float | None,
    source: str,
    when: datetime,
    uid: str | None = None,
) -> datetime:
    """Insert one answer and reschedule its puzzle inside the caller's transaction (a class
    answer is recorded in the same transaction as the class's own row)."""
    conn.execute(
        insert(Answer).values(
            uid=uid or _new_uid(), learner_id=learner_id, puzzle_key=puzzle_key, game=game,
            section=section, kind=kind, given=given, right=bool(right), revealed=bool(revealed),
            answered_at=when, seconds=seconds, source=source,
        )
    )  # fmt: skip
    return cards.reschedule(
        conn, learner_id, puzzle_key, game, section, bool(right), bool(revealed), when
    )


def add_prediction(
    conn: Connection,
    learner_id: int,
    replay_id: str,
    step: int,
    guess: str,
    right: bool,
    when: datetime,
    uid: str | None = None,
) -> None:
    """Insert one pause-and-predict guess inside the caller's transaction."""
    conn.execute(
        insert(ReplayPrediction).values(
            uid=uid or _new_uid(), learner_id=learner_id, replay_id=replay_id, step=int(step),
            guess=guess, right=bool(right), predicted_at=when,
        )
    )  # fmt: skip


def _bank_refs() -> list[PuzzleRef]:
    """The question bank as review candidates (loaded once per process by the bank)."""
    from tutorial.puzzles.bank import load_bank

    return [PuzzleRef(p.id, p.game, p.section) for p in load_bank().values()]
