"""The tables of learner progress: who the learner is and what they did, one row per fact.

Every table about a learner carries `learner_id` with ON DELETE CASCADE, and "forget me" deletes from
every such table by that column, so a table added later (class answers) is forgotten with the rest.
Times are stored as naive UTC and come back timezone-aware (`UTCDateTime`), the same on SQLite and
PostgreSQL. Migrations live in `tutorial/store/migrations/`; change a model, then add a revision.
"""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import (
    Boolean,
    CheckConstraint,
    DateTime,
    Dialect,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column
from sqlalchemy.types import TypeDecorator

# Named constraints, so Alembic's batch mode on SQLite can find and change them later.
NAMING = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

SOURCES = ("quiz", "review", "section_check", "class")


class UTCDateTime(TypeDecorator[datetime]):
    """A timezone-aware UTC datetime, stored without zone so both databases compare it alike."""

    impl = DateTime(timezone=False)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("a naive datetime reached the store; pass an aware one")
        return value.astimezone(UTC).replace(tzinfo=None)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        return None if value is None else value.replace(tzinfo=UTC)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


def _learner_fk() -> Mapped[int]:
    return mapped_column(ForeignKey("learners.id", ondelete="CASCADE"), nullable=False)


class Learner(Base):
    """A learner: `token` is the unguessable public handle; `subject` the OIDC user, if signed in."""

    __tablename__ = "learners"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    token: Mapped[str] = mapped_column(String(64), unique=True, nullable=False)
    subject: Mapped[str | None] = mapped_column(String(255), unique=True)
    nickname: Mapped[str | None] = mapped_column(String(80))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False)


class Answer(Base):
    """One answer to one puzzle; `uid` makes an import merge without duplicating rows."""

    __tablename__ = "answers"
    __table_args__ = (
        UniqueConstraint("learner_id", "uid"),
        Index(None, "learner_id", "answered_at"),
        Index(None, "learner_id", "puzzle_key", "answered_at"),
        CheckConstraint(f"source IN {SOURCES!r}", name="source"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    uid: Mapped[str] = mapped_column(String(32), nullable=False)
    learner_id: Mapped[int] = _learner_fk()
    puzzle_key: Mapped[str] = mapped_column(String(200), nullable=False)
    game: Mapped[str] = mapped_column(String(40), nullable=False)
    section: Mapped[str] = mapped_column(String(16), nullable=False)
    kind: Mapped[str] = mapped_column(String(60), nullable=False)
    given: Mapped[str] = mapped_column(Text, nullable=False)
    right: Mapped[bool] = mapped_column(Boolean, nullable=False)
    revealed: Mapped[bool] = mapped_column(Boolean, nullable=False)
    answered_at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False)
    seconds: Mapped[float | None] = mapped_column(Float)
    source: Mapped[str] = mapped_column(String(16), nullable=False)


class ReviewCard(Base):
    """The spaced-review state of one puzzle for one learner (FSRS card as JSON).

    `card` is NULL for a puzzle that was only skipped; `due` is when the review queue offers it
    again (a skip can push it past FSRS's own due); `last_correct` is the latest answer's outcome.
    """

    __tablename__ = "review_cards"
    __table_args__ = (
        UniqueConstraint("learner_id", "puzzle_key"),
        Index(None, "learner_id", "due"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    learner_id: Mapped[int] = _learner_fk()
    puzzle_key: Mapped[str] = mapped_column(String(200), nullable=False)
    game: Mapped[str] = mapped_column(String(40), nullable=False)
    section: Mapped[str] = mapped_column(String(16), nullable=False)
    card: Mapped[str | None] = mapped_column(Text)
    stability: Mapped[float | None] = mapped_column(Float)
    due: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False)
    last_review: Mapped[datetime | None] = mapped_column(UTCDateTime)
    last_correct: Mapped[bool | None] = mapped_column(Boolean)
    reviews: Mapped[int] = mapped_column(Integer, nullable=False, default=0)


class SectionRead(Base):
    """A lesson section the learner opened, per language, with the first and latest time."""

    __tablename__ = "sections_read"
    __table_args__ = (UniqueConstraint("learner_id", "game", "section", "lang"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    learner_id: Mapped[int] = _learner_fk()
    game: Mapped[str] = mapped_column(String(40), nullable=False)
    section: Mapped[str] = mapped_column(String(16), nullable=False)
    lang: Mapped[str] = mapped_column(String(8), nullable=False)
    first_read_at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False)
    last_read_at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False)


class ReplayPrediction(Base):
    """One pause-and-predict guess in a replay, and whether it was right."""

    __tablename__ = "replay_predictions"
    __table_args__ = (
        UniqueConstraint("learner_id", "uid"),
        Index(None, "learner_id", "replay_id"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    uid: Mapped[str] = mapped_column(String(32), nullable=False)
    learner_id: Mapped[int] = _learner_fk()
    replay_id: Mapped[str] = mapped_column(String(200), nullable=False)
    step: Mapped[int] = mapped_column(Integer, nullable=False)
    guess: Mapped[str] = mapped_column(Text, nullable=False)
    right: Mapped[bool] = mapped_column(Boolean, nullable=False)
    predicted_at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False)


class DealPlayed(Base):
    """One deal the learner played on the Play page: the game and its options, what it brought
    the learner's side, the hints used, and the rules behind the review's costly decisions
    (`mistakes`: JSON list of {game, section, code}, empty until the deal is reviewed)."""

    __tablename__ = "deals_played"
    __table_args__ = (
        UniqueConstraint("learner_id", "uid"),
        Index(None, "learner_id", "played_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    uid: Mapped[str] = mapped_column(String(32), nullable=False)
    learner_id: Mapped[int] = _learner_fk()
    game: Mapped[str] = mapped_column(String(40), nullable=False)
    options: Mapped[str] = mapped_column(Text, nullable=False)
    result: Mapped[int] = mapped_column(Integer, nullable=False)
    hints: Mapped[int] = mapped_column(Integer, nullable=False)
    mistakes: Mapped[str] = mapped_column(Text, nullable=False)
    played_at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False)


class PersonalPuzzle(Base):
    """A decision of the learner's own deal that cost them points, kept as a puzzle for their
    review queue (issue 21 §3): the deal's log up to that decision (`log`, JSON), the seat, each
    action's value in the review (`values`, JSON list of [action, value]) and the motif.
    `puzzle_key` is `mine:<uid>`, the key its answers and review card are kept under."""

    __tablename__ = "personal_puzzles"
    __table_args__ = (
        UniqueConstraint("learner_id", "uid"),
        Index(None, "learner_id", "made_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    uid: Mapped[str] = mapped_column(String(32), nullable=False)
    learner_id: Mapped[int] = _learner_fk()
    puzzle_key: Mapped[str] = mapped_column(String(200), nullable=False)
    game: Mapped[str] = mapped_column(String(40), nullable=False)
    section: Mapped[str] = mapped_column(String(16), nullable=False)
    motif: Mapped[str] = mapped_column(String(40), nullable=False)
    seat: Mapped[int] = mapped_column(Integer, nullable=False)
    log: Mapped[str] = mapped_column(Text, nullable=False)
    taken: Mapped[str] = mapped_column(Text, nullable=False)
    values: Mapped[str] = mapped_column(Text, nullable=False)
    cost: Mapped[float] = mapped_column(Float, nullable=False)
    samples: Mapped[int] = mapped_column(Integer, nullable=False)
    made_at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False)


def learner_tables() -> list:
    """Every table with a `learner_id` column: what "forget me" must empty for a learner."""
    return [t for t in Base.metadata.sorted_tables if "learner_id" in t.c]


# -- live classes (tutorial/store/classroom.py) ----------------------------------------------

PHASES = ("asking", "revealed", "closed")
QUESTION_KINDS = ("puzzle", "seed", "replay")


class Classroom(Base):
    """A live class: its join code, the hash of the teacher's key and what the class sees now.

    `learner_id` is the teacher's learner, so the teacher's list of classes (and "forget me")
    finds it. `current` is the position of the question asked now (None: none yet);
    `replay_step` is the step of the replay the class follows. Only a hash of the key is kept.
    `watch` is a random name for the class's live version (`Classes.live`): the pages of its
    members poll it, and an unguessable name tells a guesser nothing about which codes exist.
    `title` is the teacher's name for the class ("7b Tuesday"; '' until named).
    """

    __tablename__ = "classes"
    __table_args__ = (
        Index(None, "learner_id", "created_at"),
        CheckConstraint(f"phase IN {PHASES!r}", name="phase"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    code: Mapped[str] = mapped_column(String(12), unique=True, nullable=False)
    title: Mapped[str] = mapped_column(String(80), nullable=False, server_default="")
    watch: Mapped[str] = mapped_column(String(32), unique=True, nullable=False)
    learner_id: Mapped[int] = _learner_fk()
    key_hash: Mapped[str] = mapped_column(String(64), nullable=False)
    phase: Mapped[str] = mapped_column(String(12), nullable=False)
    current: Mapped[int | None] = mapped_column(Integer)
    replay_step: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    show_ranking: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False)
    closed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


def _class_fk() -> Mapped[int]:
    return mapped_column(ForeignKey("classes.id", ondelete="CASCADE"), nullable=False)


class ClassMember(Base):
    """A learner in a class under a nickname (unique in the class); a rejoin finds this row."""

    __tablename__ = "class_members"
    __table_args__ = (
        UniqueConstraint("class_id", "nickname"),
        UniqueConstraint("class_id", "learner_id"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    class_id: Mapped[int] = _class_fk()
    learner_id: Mapped[int] = _learner_fk()
    nickname: Mapped[str] = mapped_column(String(40), nullable=False)
    joined_at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False)


class ClassQuestion(Base):
    """The question asked at `position` in a class: a bank puzzle id, a seed key, or a replay
    (its id, and the step before the trick the class predicts)."""

    __tablename__ = "class_questions"
    __table_args__ = (
        UniqueConstraint("class_id", "position"),
        CheckConstraint(f"kind IN {QUESTION_KINDS!r}", name="kind"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    class_id: Mapped[int] = _class_fk()
    position: Mapped[int] = mapped_column(Integer, nullable=False)
    kind: Mapped[str] = mapped_column(String(12), nullable=False)
    ref: Mapped[str] = mapped_column(String(200), nullable=False)
    step: Mapped[int | None] = mapped_column(Integer)
    asked_at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False)


class ClassAnswer(Base):
    """A member's one answer to one class question (a second answer is refused)."""

    __tablename__ = "class_answers"
    __table_args__ = (UniqueConstraint("question_id", "member_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    question_id: Mapped[int] = mapped_column(
        ForeignKey("class_questions.id", ondelete="CASCADE"), nullable=False
    )
    member_id: Mapped[int] = mapped_column(
        ForeignKey("class_members.id", ondelete="CASCADE"), nullable=False
    )
    given: Mapped[str] = mapped_column(Text, nullable=False)
    right: Mapped[bool] = mapped_column(Boolean, nullable=False)
    answered_at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False)


class JoinAttempt(Base):
    """A try to join a class, kept a while so the rate limit holds across app processes."""

    __tablename__ = "join_attempts"
    __table_args__ = (Index(None, "client", "at"), Index(None, "at"))

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    client: Mapped[str] = mapped_column(String(64), nullable=False)
    at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False)
    ok: Mapped[bool] = mapped_column(Boolean, nullable=False)


# -- the teacher's own material and homework (tutorial/store/sets.py, homework.py) ------------

HOMEWORK_KINDS = ("section", "set", "tactics")


class PuzzleSet(Base):
    """A teacher's own set of puzzles. `uid` is its unguessable public handle (links carry it,
    so anyone with the link may read or copy the set); `learner_id` is the owner, so "forget me"
    deletes it; `copied_from` is the uid of the set it was copied from."""

    __tablename__ = "puzzle_sets"
    __table_args__ = (Index(None, "learner_id", "created_at"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    uid: Mapped[str] = mapped_column(String(32), unique=True, nullable=False)
    learner_id: Mapped[int] = _learner_fk()
    title: Mapped[str] = mapped_column(String(120), nullable=False)
    game: Mapped[str] = mapped_column(String(40), nullable=False)
    copied_from: Mapped[str | None] = mapped_column(String(32))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False)


class SetPuzzle(Base):
    """One puzzle of a set, at `position`, as scenario YAML text the store does not read; its
    answers and review card are kept under the key `set:<uid>`."""

    __tablename__ = "set_puzzles"
    __table_args__ = (Index(None, "set_id", "position"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    set_id: Mapped[int] = mapped_column(
        ForeignKey("puzzle_sets.id", ondelete="CASCADE"), nullable=False
    )
    uid: Mapped[str] = mapped_column(String(32), unique=True, nullable=False)
    position: Mapped[int] = mapped_column(Integer, nullable=False)
    game: Mapped[str] = mapped_column(String(40), nullable=False)
    section: Mapped[str] = mapped_column(String(16), nullable=False)
    kind: Mapped[str] = mapped_column(String(60), nullable=False)
    data: Mapped[str] = mapped_column(Text, nullable=False)
    made_at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False)


class HomeworkTask(Base):
    """Homework of a class: read a section (`ref` its number), work through a set (`ref` its
    uid) or solve `count` tactics puzzles of a game (`ref` ''), by `due_at`. It belongs to the
    class, not to the live lesson, so it outlives the lesson's close."""

    __tablename__ = "homework"
    __table_args__ = (
        Index(None, "class_id", "due_at"),
        CheckConstraint(f"kind IN {HOMEWORK_KINDS!r}", name="kind"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    uid: Mapped[str] = mapped_column(String(32), unique=True, nullable=False)
    class_id: Mapped[int] = _class_fk()
    kind: Mapped[str] = mapped_column(String(12), nullable=False)
    game: Mapped[str] = mapped_column(String(40), nullable=False)
    ref: Mapped[str] = mapped_column(String(200), nullable=False)
    count: Mapped[int | None] = mapped_column(Integer)
    due_at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False)
