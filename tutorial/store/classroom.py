"""Live classes on the learner memory: the one module pages call to run or join a class.

All class state lives in the database, none in a process, so several app processes serve one
class. The trust rules are enforced here, not in the pages:
- a class is run with its teacher key, checked on every teacher action against a stored SHA-256
  hash with `hmac.compare_digest`; the key itself is never stored. The teacher's learner owns the
  class, so a teacher whose browser lost the key gets a new one (`resume`) and the old one stops
  working;
- codes are six characters without 0/O/1/I/L, and expire when the class closes (a reopened class
  gets a new code, unless its teacher asks for the old one back);
- only the learner who started a class names it, sees or removes its members (`owned_class`);
- a right code always joins. Only tries with a code that names no open class count against
  the rate limit, per client address (never per learner cookie, which a script drops) and in
  the database, so across every process: an address with too many in a minute is told to wait,
  and such a refused try writes nothing. Nobody's failures hold up anyone else's right code;
- a visitor who has no learner row yet becomes a learner only by a join that succeeds;
- each class has a random `watch` name for its live version (`live`), so the pages of its
  members learn of a change without rerunning, and nobody without it learns which codes exist;
- a student sees the class state and their own answer; whether it was right, and how the class
  did, only after the reveal; other nicknames' results only when the teacher shows the ranking;
- one answer per member and question, taken only while that question is being asked; it goes into
  the student's own progress in the same transaction (source "class", or a replay guess).
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import unicodedata
from datetime import datetime, timedelta

from sqlalchemy import Connection, Row, delete, func, insert, select, update

from tutorial.store import learners
from tutorial.store.class_records import (
    AlreadyAnswered,
    AnswerClosed,
    BadNickname,
    ClassRefused,
    ClassReport,
    ClassState,
    LiveVersion,
    NicknameTaken,
    NotAMember,
    NotTeacher,
    OwnAnswer,
    ProgressNote,
    QuestionRef,
    QuestionResult,
    StudentResult,
    StudentView,
    Tally,
    TooManyAttempts,
    UnknownClass,
    stage_of,
)
from tutorial.store.database import Database, at_or_now, checked_text
from tutorial.store.models import (
    QUESTION_KINDS,
    ClassAnswer,
    ClassMember,
    ClassQuestion,
    Classroom,
    JoinAttempt,
)
from tutorial.store.recording import add_answer, add_prediction
from tutorial.store.set_records import BadTitle

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L: nothing to misread
CODE_LENGTH = 6
KEY_BYTES = 24
NICKNAME_MAX = 24
CLASS_TITLE_MAX = 80
ATTEMPT_WINDOW = timedelta(seconds=60)
# Mistaken codes one client address may try per window: a school behind one router is one
# address, so this leaves room for a class of 30 mistyping, and still holds a guesser to 30 of
# 31**6 codes a minute.
FAILURES_PER_CLIENT = 30
UNKNOWN_CLIENT = "unknown"  # the address a page could not tell (a local test server)
KEEP_ATTEMPTS = timedelta(hours=1)
WATCH_BYTES = 16  # secrets.token_urlsafe(16): 22 characters
WATCH_PATTERN = re.compile(r"[A-Za-z0-9_-]{22}")
RANKING_SIZE = 10


def _key_hash(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def new_watch() -> str:
    return secrets.token_urlsafe(WATCH_BYTES)


def _client_hash(client: str) -> str:
    return hashlib.sha256(("join:" + client).encode("utf-8")).hexdigest()


def by_nickname(entry: tuple[str, object]) -> tuple[str, str]:
    """Sort members by nickname in Python: the databases' collations order names differently."""
    return entry[0].casefold(), entry[0]


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(code: object) -> str:
    """A typed code as stored: capitals, without spaces or dashes ('' if it cannot be one)."""
    if not isinstance(code, str):
        return ""
    text = re.sub(r"[\s\-]", "", code).upper()
    return text if len(text) == CODE_LENGTH and set(text) <= set(CODE_ALPHABET) else ""


def visible_text(value: object, limit: int, refused: type[ClassRefused]) -> str:
    """Text a learner typed as kept: spaces collapsed, control and format characters removed,
    at most `limit` characters; `refused` when nothing visible is left or it is too long."""
    if not isinstance(value, str):
        raise refused("not text")
    text = "".join(c for c in value if unicodedata.category(c)[0] != "C")
    text = " ".join(text.split())
    if not text:
        raise refused("empty")
    if len(text) > limit:
        raise refused(f"longer than {limit} characters")
    return text


def clean_nickname(nickname: object) -> str:
    """The nickname as kept (`visible_text`); `BadNickname` when empty or too long."""
    return visible_text(nickname, NICKNAME_MAX, BadNickname)


def class_row(conn: Connection, code: str, lock: bool = False) -> Row:
    """The class with this code, open or closed; `UnknownClass` if none."""
    query = select(Classroom).where(Classroom.code == normal_code(code))
    if lock and conn.dialect.name == "postgresql":
        query = query.with_for_update()
    row = conn.execute(query).one_or_none()
    if row is None:
        raise UnknownClass()
    return row


def owned_class(conn: Connection, token: str, code: str, lock: bool = False) -> tuple[int, Row]:
    """The learner's id and the class, if the learner `token` started it; else `NotTeacher`.
    What a teacher does after the lesson (names, members, homework) needs no teacher key: the
    class is theirs, found from their own list of classes."""
    learner_id = learners.learner_id(conn, token, lock=lock)
    row = class_row(conn, code, lock)
    if row.learner_id != learner_id:
        raise NotTeacher()
    return learner_id, row


class Classes:
    """Live classes in one store; reach it as `store.classes`."""

    def __init__(self, db: Database) -> None:
        self._db = db

    # -- rows --------------------------------------------------------------------------------

    @staticmethod
    def _row(conn: Connection, code: str, lock: bool = False) -> Row:
        return class_row(conn, code, lock)

    def _teacher_row(self, conn: Connection, code: str, key: str, lock: bool = True) -> Row:
        """The class, if `key` is its teacher key (also for a closed class: its report)."""
        row = self._row(conn, code, lock)
        given = _key_hash(key) if isinstance(key, str) else ""
        if not hmac.compare_digest(given, row.key_hash):
            raise NotTeacher()
        return row

    @staticmethod
    def _open_row(row: Row) -> Row:
        if row.phase == "closed":
            raise UnknownClass("the class is closed")
        return row

    @staticmethod
    def _question(conn: Connection, class_id: int, position: int | None) -> Row | None:
        if position is None:
            return None
        return conn.execute(
            select(ClassQuestion).where(
                ClassQuestion.class_id == class_id, ClassQuestion.position == position
            )
        ).one_or_none()

    @staticmethod
    def _ref(question: Row | None) -> QuestionRef | None:
        if question is None:
            return None
        return QuestionRef(question.position, question.kind, question.ref, question.step)

    def _state(self, conn: Connection, row: Row) -> ClassState:
        members = conn.scalar(
            select(func.count()).select_from(ClassMember).where(ClassMember.class_id == row.id)
        )
        return ClassState(
            row.code, row.phase, self._ref(self._question(conn, row.id, row.current)),
            row.replay_step, row.show_ranking, members or 0, row.created_at, row.closed_at,
            row.watch, row.title,
        )  # fmt: skip

    @staticmethod
    def _unused_code(conn: Connection) -> str:
        for _attempt in range(20):
            code = new_code()
            if conn.scalar(select(Classroom.id).where(Classroom.code == code)) is None:
                return code
        raise RuntimeError("no unused class code found")  # 31**6 codes: practically never

    # -- the teacher -------------------------------------------------------------------------

    def start(self, token: str, at: datetime | None = None, title: str = "") -> tuple[str, str]:
        """A new class run by the learner `token`: its code and the teacher key (shown once);
        `title` names it ('': no name yet)."""
        key = secrets.token_urlsafe(KEY_BYTES)
        name = visible_text(title, CLASS_TITLE_MAX, BadTitle) if title else ""
        with self._db.write() as conn:
            learner_id = learners.learner_id(conn, token, lock=True)
            code = self._unused_code(conn)
            conn.execute(
                insert(Classroom).values(
                    code=code, watch=new_watch(), learner_id=learner_id, key_hash=_key_hash(key),
                    phase="asking",
                    current=None, replay_step=0, show_ranking=False, created_at=at_or_now(at),
                    title=name,
                )
            )  # fmt: skip
        return code, key

    def own_classes(self, token: str) -> list[ClassState]:
        """The classes this learner started, newest first (to reopen or see their results)."""
        with self._db.read() as conn:
            rows = learners.newest_first(conn, Classroom, learners.learner_id(conn, token))
            return [self._state(conn, row) for row in rows]

    def resume(
        self, token: str, code: str, reopen: bool = False, same_code: bool = False
    ) -> tuple[str, str]:
        """A fresh teacher key for a class this learner started (the old key stops working);
        with `reopen`, a closed class opens again under a new code, or with `same_code` under
        its old one (a class that meets every week keeps the code its students know; the
        class keeps its row, so the code stays unique). Members and answers stay. Returns
        (code, key)."""
        key = secrets.token_urlsafe(KEY_BYTES)
        with self._db.write() as conn:
            _learner, row = owned_class(conn, token, code, lock=True)
            values: dict[str, object] = {"key_hash": _key_hash(key)}
            if reopen and row.phase == "closed":
                values.update(phase="asking", current=None, closed_at=None)
                if not same_code:
                    values["code"] = self._unused_code(conn)
            conn.execute(update(Classroom).where(Classroom.id == row.id).values(**values))
        return str(values.get("code", row.code)), key

    def rename(self, token: str, code: str, title: str) -> str:
        """Name a class this learner started ("7b Tuesday"); returns the title as kept
        (`visible_text`), `BadTitle` when empty or longer than CLASS_TITLE_MAX."""
        name = visible_text(title, CLASS_TITLE_MAX, BadTitle)
        with self._db.write() as conn:
            _learner, row = owned_class(conn, token, code, lock=True)
            conn.execute(update(Classroom).where(Classroom.id == row.id).values(title=name))
        return name

    def members(self, token: str, code: str) -> list[tuple[str, datetime]]:
        """The members of a class this learner started: (nickname, joined_at), by nickname."""
        with self._db.read() as conn:
            _learner, row = owned_class(conn, token, code)
            rows = conn.execute(
                select(ClassMember.nickname, ClassMember.joined_at).where(
                    ClassMember.class_id == row.id
                )
            ).all()
        return sorted(((name, joined) for name, joined in rows), key=by_nickname)

    def remove_member(self, token: str, code: str, nickname: str) -> None:
        """Take a member out of a class this learner started, with their answers in the class
        (their own progress stays theirs); `NotAMember` for a nickname not in the class."""
        with self._db.write() as conn:
            _learner, row = owned_class(conn, token, code, lock=True)
            found = conn.execute(
                select(ClassMember.id, ClassMember.nickname).where(ClassMember.class_id == row.id)
            ).all()
            # Compared in Python: SQLite's lower() leaves Ä and É as they are.
            wanted = " ".join(nickname.split()).casefold() if isinstance(nickname, str) else None
            member = next((m.id for m in found if m.nickname.casefold() == wanted), None)
            if member is None:
                raise NotAMember()
            conn.execute(delete(ClassAnswer).where(ClassAnswer.member_id == member))
            conn.execute(delete(ClassMember).where(ClassMember.id == member))

    def is_teacher(self, code: str, key: str) -> bool:
        try:
            with self._db.read() as conn:
                self._teacher_row(conn, code, key, lock=False)
        except ClassRefused:
            return False
        return True

    def ask(
        self, code: str, key: str, kind: str, ref: str, step: int | None = None,
        at: datetime | None = None,
    ) -> QuestionRef:  # fmt: skip
        """Ask the class a new question; it becomes the current one, open for answers. A replay
        question moves the class to its step."""
        if kind not in QUESTION_KINDS:
            raise ValueError(f"kind: expected one of {', '.join(QUESTION_KINDS)}, got {kind!r}")
        checked_text(ref, "ref", 200)
        with self._db.write() as conn:
            row = self._open_row(self._teacher_row(conn, code, key))
            position = 1 + (
                conn.scalar(
                    select(func.max(ClassQuestion.position)).where(ClassQuestion.class_id == row.id)
                )
                or 0
            )
            conn.execute(
                insert(ClassQuestion).values(
                    class_id=row.id, position=position, kind=kind, ref=ref, step=step,
                    asked_at=at_or_now(at),
                )
            )  # fmt: skip
            values: dict[str, object] = {"current": position, "phase": "asking"}
            if kind == "replay" and step is not None:
                values["replay_step"] = int(step)
            conn.execute(update(Classroom).where(Classroom.id == row.id).values(**values))
        return QuestionRef(position, kind, ref, step)

    def _set(self, code: str, key: str, **values: object) -> None:
        with self._db.write() as conn:
            row = self._open_row(self._teacher_row(conn, code, key))
            conn.execute(update(Classroom).where(Classroom.id == row.id).values(**values))

    def reveal(self, code: str, key: str) -> None:
        """Stop taking answers to the current question and show the class the answer."""
        self._set(code, key, phase="revealed")

    def set_replay_step(self, code: str, key: str, step: int) -> None:
        """Move the replay the class follows to `step` (the teacher steps, the class follows)."""
        if int(step) < 0:
            raise ValueError("step: expected 0 or more")
        self._set(code, key, replay_step=int(step))

    def show_ranking(self, code: str, key: str, show: bool) -> None:
        self._set(code, key, show_ranking=bool(show))

    def close(self, code: str, key: str, at: datetime | None = None) -> None:
        """End the class: no more answers, and its code no longer lets anyone join."""
        self._set(code, key, phase="closed", closed_at=at_or_now(at))

    def tally(self, code: str, key: str) -> Tally:
        """The answers to the current question so far (what the projector's chart shows)."""
        with self._db.read() as conn:
            row = self._teacher_row(conn, code, key, lock=False)
            return self._tally(conn, row)

    def _tally(self, conn: Connection, row: Row) -> Tally:
        members = (
            conn.scalar(
                select(func.count()).select_from(ClassMember).where(ClassMember.class_id == row.id)
            )
            or 0
        )
        question = self._question(conn, row.id, row.current)
        if question is None:
            return Tally(0, members, {}, 0)
        rows = conn.execute(
            select(ClassAnswer.given, ClassAnswer.right, func.count())
            .where(ClassAnswer.question_id == question.id)
            .group_by(ClassAnswer.given, ClassAnswer.right)
        ).all()
        counts = {given: n for given, _right, n in rows}
        right = sum(n for _given, ok, n in rows if ok)
        return Tally(sum(counts.values()), members, counts, right)

    def state(self, code: str) -> ClassState:
        """What anyone holding the code may know (also after the class closed)."""
        with self._db.read() as conn:
            return self._state(conn, self._row(conn, code))

    def report(self, code: str, key: str) -> ClassReport:
        """Per question the share right, per student the score, and every answer (for CSV)."""
        with self._db.read() as conn:
            row = self._teacher_row(conn, code, key, lock=False)
            questions = conn.execute(
                select(
                    ClassQuestion.position, ClassQuestion.kind, ClassQuestion.ref,
                    ClassQuestion.step, func.count(ClassAnswer.id),
                    func.count(ClassAnswer.id).filter(ClassAnswer.right),
                )
                .outerjoin(ClassAnswer, ClassAnswer.question_id == ClassQuestion.id)
                .where(ClassQuestion.class_id == row.id)
                .group_by(ClassQuestion.id)
                .order_by(ClassQuestion.position)
            ).all()  # fmt: skip
            students = conn.execute(
                select(
                    ClassMember.nickname, func.count(ClassAnswer.id),
                    func.count(ClassAnswer.id).filter(ClassAnswer.right),
                )
                .outerjoin(ClassAnswer, ClassAnswer.member_id == ClassMember.id)
                .where(ClassMember.class_id == row.id)
                .group_by(ClassMember.id)
                .order_by(ClassMember.nickname)
            ).all()  # fmt: skip
            answers = conn.execute(
                select(
                    ClassQuestion.position, ClassMember.nickname, ClassAnswer.given,
                    ClassAnswer.right, ClassAnswer.answered_at,
                )
                .join(ClassQuestion, ClassAnswer.question_id == ClassQuestion.id)
                .join(ClassMember, ClassAnswer.member_id == ClassMember.id)
                .where(ClassQuestion.class_id == row.id)
                .order_by(ClassQuestion.position, ClassMember.nickname)
            ).all()  # fmt: skip
        return ClassReport(
            tuple(QuestionResult(QuestionRef(p, k, r, s), n, ok) for p, k, r, s, n, ok in questions),
            tuple(StudentResult(name, n, ok) for name, n, ok in students),
            tuple((p, name, given, bool(ok), when) for p, name, given, ok, when in answers),
        )  # fmt: skip

    # -- the students ------------------------------------------------------------------------

    @staticmethod
    def _wait(conn: Connection, client: str, now: datetime) -> int:
        """Seconds this client must wait before another mistaken code is tried (0: go ahead)."""
        failed = conn.execute(
            select(func.count(), func.min(JoinAttempt.at)).where(
                JoinAttempt.client == client, ~JoinAttempt.ok, JoinAttempt.at > now - ATTEMPT_WINDOW
            )
        ).one()  # fmt: skip
        if failed[0] < FAILURES_PER_CLIENT:
            return 0
        return max(1, int((failed[1] + ATTEMPT_WINDOW - now).total_seconds()) + 1)

    def join(
        self, token: str, code: str, nickname: str, client: str | None = None,
        at: datetime | None = None, *, new_learner: bool = False,
    ) -> str:  # fmt: skip
        """Join an open class under `nickname`; returns the nickname kept. A learner who joined
        before gets their old membership back (same nickname, answers kept). `client` is the
        client's network address, which the rate limit counts (None: `UNKNOWN_CLIENT`). With
        `new_learner`, `token` is a visitor's fresh token without a row: the learner is made in
        the same transaction, only if the join succeeds."""
        now = at_or_now(at)
        client_key = _client_hash(client or UNKNOWN_CLIENT)
        with self._db.write() as conn:
            conn.execute(delete(JoinAttempt).where(JoinAttempt.at < now - KEEP_ATTEMPTS))
            try:
                row = self._open_row(self._row(conn, code, lock=True))
            except UnknownClass as unknown:
                wait = self._wait(conn, client_key, now)
                if wait:
                    raise TooManyAttempts(wait) from None
                conn.execute(insert(JoinAttempt).values(client=client_key, at=now, ok=False))
                refused = unknown
            else:
                learner_id = learners.learner_id(
                    conn, token, lock=True, create_at=now if new_learner else None
                )
                return self._join(conn, learner_id, row, nickname, now)
        raise refused  # after the commit, so the mistaken code is counted

    def _join(
        self, conn: Connection, learner_id: int, row: Row, nickname: str, now: datetime
    ) -> str:
        known = conn.scalar(
            select(ClassMember.nickname).where(
                ClassMember.class_id == row.id, ClassMember.learner_id == learner_id
            )
        )
        if known is not None:
            return known
        name = clean_nickname(nickname)
        taken = conn.scalar(
            select(ClassMember.id).where(
                ClassMember.class_id == row.id, func.lower(ClassMember.nickname) == name.lower()
            )
        )
        if taken is not None:
            raise NicknameTaken()
        conn.execute(
            insert(ClassMember).values(
                class_id=row.id, learner_id=learner_id, nickname=name, joined_at=now
            )
        )
        return name

    def membership(self, token: str, code: str) -> str | None:
        """The nickname under which this learner joined the class, or None."""
        with self._db.read() as conn:
            learner_id = learners.learner_id(conn, token)
            row = self._row(conn, code)
            return conn.scalar(
                select(ClassMember.nickname).where(
                    ClassMember.class_id == row.id, ClassMember.learner_id == learner_id
                )
            )

    def _member(self, conn: Connection, learner_id: int, class_id: int) -> Row:
        member = conn.execute(
            select(ClassMember.id, ClassMember.nickname).where(
                ClassMember.class_id == class_id, ClassMember.learner_id == learner_id
            )
        ).one_or_none()
        if member is None:
            raise NotAMember()
        return member

    def answer(
        self, token: str, code: str, position: int, given: str, right: bool,
        note: ProgressNote | None = None, at: datetime | None = None,
    ) -> None:  # fmt: skip
        """Take a member's answer to the question at `position`, while it is being asked; it is
        also recorded in the student's own progress (same transaction: both or neither)."""
        checked_text(given, "given", 400)
        now = at_or_now(at)
        with self._db.write() as conn:
            learner_id = learners.learner_id(conn, token, lock=True)
            row = self._row(conn, code, lock=True)
            member = self._member(conn, learner_id, row.id)
            if row.phase != "asking" or row.current != position:
                raise AnswerClosed(row.phase)
            question = self._question(conn, row.id, position)
            assert question is not None  # `current` always names an asked question
            done = conn.scalar(
                select(ClassAnswer.id).where(
                    ClassAnswer.question_id == question.id, ClassAnswer.member_id == member.id
                )
            )
            if done is not None:
                raise AlreadyAnswered()
            conn.execute(
                insert(ClassAnswer).values(
                    question_id=question.id, member_id=member.id, given=given,
                    right=bool(right), answered_at=now,
                )
            )  # fmt: skip
            if note is None:
                return
            if note.replay_step is not None:
                add_prediction(conn, learner_id, note.key, note.replay_step, given, right, now)
            else:
                add_answer(
                    conn, learner_id, note.key, game=note.game, section=note.section,
                    kind=note.kind, given=given, right=right, revealed=False, seconds=None,
                    source="class", when=now,
                )  # fmt: skip

    def student_view(self, token: str, code: str) -> StudentView:
        """What this member may see now: no other member's answer before the reveal, no other
        nickname's result unless the teacher shows the ranking."""
        with self._db.read() as conn:
            learner_id = learners.learner_id(conn, token)
            row = self._row(conn, code)
            member = self._member(conn, learner_id, row.id)
            state = self._state(conn, row)
            question = self._question(conn, row.id, row.current)
            own = None
            if question is not None:
                mine = conn.execute(
                    select(ClassAnswer.given, ClassAnswer.right).where(
                        ClassAnswer.question_id == question.id,
                        ClassAnswer.member_id == member.id,
                    )
                ).one_or_none()
                if mine is not None:
                    shown = mine.right if row.phase != "asking" else None
                    own = OwnAnswer(mine.given, shown)
            share = None
            if question is not None and row.phase != "asking":
                tally = self._tally(conn, row)
                share = tally.right / tally.answered if tally.answered else 0.0
            ranking: tuple[tuple[str, int], ...] = ()
            if row.show_ranking:
                # The question still being asked does not count yet: it would give answers away.
                hidden = question.id if question is not None and row.phase == "asking" else -1
                ranking = tuple(
                    (name, int(n))
                    for name, n in conn.execute(
                        select(ClassMember.nickname, func.count(ClassAnswer.id))
                        .outerjoin(
                            ClassAnswer,
                            (ClassAnswer.member_id == ClassMember.id)
                            & ClassAnswer.right
                            & (ClassAnswer.question_id != hidden),
                        )
                        .where(ClassMember.class_id == row.id)
                        .group_by(ClassMember.id)
                        .order_by(func.count(ClassAnswer.id).desc(), ClassMember.nickname)
                        .limit(RANKING_SIZE)
                    )
                )
        return StudentView(state, member.nickname, own, share, ranking)

    # -- the live version --------------------------------------------------------------------

    def live(self, watch: str) -> LiveVersion | None:
        """The class's version for pages that wait for a change (`tutorial/app/shell/live_route.py`):
        its stage and how many of its members answered the current question; None when no
        class has this watch name."""
        if not isinstance(watch, str) or not WATCH_PATTERN.fullmatch(watch):
            return None
        answered = (
            select(func.count(ClassAnswer.id))
            .join(ClassQuestion, ClassAnswer.question_id == ClassQuestion.id)
            .where(ClassQuestion.class_id == Classroom.id)
            .where(ClassQuestion.position == Classroom.current)
            .scalar_subquery()
        )
        members = (
            select(func.count(ClassMember.id))
            .where(ClassMember.class_id == Classroom.id)
            .scalar_subquery()
        )
        with self._db.read() as conn:
            row = conn.execute(
                select(
                    Classroom.code, Classroom.phase, Classroom.current, Classroom.replay_step,
                    Classroom.show_ranking, answered, members,
                ).where(Classroom.watch == watch)
            ).one_or_none()  # fmt: skip
        if row is None:
            return None
        code, phase, current, step, ranking, answers, people = row
        return LiveVersion(stage_of(code, phase, current, step, ranking), f"{answers}/{people}")
