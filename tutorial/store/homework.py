"""Homework of a class and the teacher's dashboard (issue 22): classes that last past the lesson.

The teacher is the learner who started the class (`classroom.owned_class`), so a teacher opens a
class's homework and dashboard weeks later from their own list of classes, with no teacher key;
homework belongs to the class, open or closed. A student sees the homework of the classes they
are a member of, with how far they are, counted from their own rows only: nothing of another
member, not even a nickname. How far a member is:
- a section: read it (at any time: reading it again teaches nothing new);
- a set: answer each of its puzzles (right or wrong, any page) after the homework was given;
- tactics: answer `count` tactics puzzles of the game after the homework was given.
The dashboard shows each member's mastery, homework and live answers, and counts the most
frequent wrong answers; the page finds the rules behind them with the engine.
"""

from __future__ import annotations

import re
import secrets
from collections import Counter
from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import ColumnElement, Connection, delete, func, insert, select

from tutorial.games.registry import SPECS
from tutorial.store import learners, progress
from tutorial.store.classroom import by_nickname, owned_class
from tutorial.store.database import Database, at_or_now
from tutorial.store.models import (
    HOMEWORK_KINDS,
    Answer,
    ClassAnswer,
    ClassMember,
    ClassQuestion,
    Classroom,
    HomeworkTask,
    SectionRead,
)
from tutorial.store.set_records import (
    Dashboard,
    FrequentMistake,
    HomeworkFull,
    HomeworkItem,
    MemberProgress,
    StudentHomework,
    UnknownSet,
)
from tutorial.store.sets import checked_game, is_uid, set_keys, set_row

HOMEWORK_MAX = 50  # per class
TACTICS_MAX = 50  # puzzles in one tactics homework
TACTICS_KIND = "best_play"  # the kind tactics puzzles are answered under (tutorial.puzzles.tactics)
MISTAKES_SHOWN = 20
SECTION_PATTERN = re.compile(r"\d{2}")

Progress = tuple[int, int, bool]  # done, total, finished

COLUMNS = (
    HomeworkTask.uid, Classroom.code, Classroom.title, HomeworkTask.kind, HomeworkTask.game,
    HomeworkTask.ref, HomeworkTask.count, HomeworkTask.due_at, HomeworkTask.created_at,
)  # fmt: skip


def _items(conn: Connection, where: ColumnElement[bool]) -> list[HomeworkItem]:
    rows = conn.execute(
        select(*COLUMNS)
        .join(Classroom, HomeworkTask.class_id == Classroom.id)
        .where(where)
        .order_by(HomeworkTask.due_at, HomeworkTask.created_at, HomeworkTask.id)
    ).all()
    return [HomeworkItem(*row) for row in rows]


def _checked(kind: str, game: str, ref: str, count: int | None, due_at: datetime) -> None:
    """What `assign` refuses before it opens a transaction: `ValueError` naming the field."""
    if kind not in HOMEWORK_KINDS:
        raise ValueError(f"kind: expected one of {', '.join(HOMEWORK_KINDS)}, got {kind!r:.80}")
    checked_game(game)
    if not isinstance(due_at, datetime) or due_at.tzinfo is None:
        raise ValueError(f"due_at: expected a timezone-aware datetime, got {due_at!r:.80}")
    if kind == "tactics":
        if ref != "":
            raise ValueError(f"ref: tactics homework has no ref, got {ref!r:.80}")
        if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= TACTICS_MAX:
            raise ValueError(f"count: expected 1–{TACTICS_MAX} puzzles, got {count!r:.80}")
        return
    if count is not None:
        raise ValueError(f"count: only tactics homework has a count, got {count!r:.80}")
    if kind == "section" and not (
        isinstance(ref, str) and SECTION_PATTERN.fullmatch(ref) and ref in SPECS[game].sections
    ):
        raise ValueError(f"ref: expected a section of {game} like '04', got {ref!r:.80}")
    if kind == "set" and not is_uid(ref):
        raise UnknownSet()


def _done(
    conn: Connection, learner_ids: Sequence[int], item: HomeworkItem
) -> tuple[int, dict[int, int]]:
    """The homework's total, and how much of it each of these learners has done."""
    if item.kind == "section":
        readers = conn.scalars(
            select(SectionRead.learner_id).where(
                SectionRead.learner_id.in_(learner_ids), SectionRead.game == item.game,
                SectionRead.section == item.ref,
            )
        ).all()  # fmt: skip
        return 1, dict.fromkeys(readers, 1)
    since = Answer.answered_at >= item.created_at
    mine = Answer.learner_id.in_(learner_ids)
    if item.kind == "set":
        found = set_row(conn, item.ref)
        keys = [] if found is None else set_keys(conn, found.id)
        if not keys:
            return 0, {}
        counted = func.count(func.distinct(Answer.puzzle_key))
        where = [mine, since, Answer.puzzle_key.in_(keys)]
        total = len(keys)
    else:
        counted = func.count()
        where = [mine, since, Answer.kind == TACTICS_KIND, Answer.game == item.game]
        total = int(item.count or 0)
    rows = conn.execute(
        select(Answer.learner_id, counted).where(*where).group_by(Answer.learner_id)
    )
    return total, {learner: min(int(n), total) for learner, n in rows}


def homework_progress(
    conn: Connection, learner_ids: Sequence[int], items: Sequence[HomeworkItem]
) -> dict[tuple[int, str], Progress]:
    """(done, total, finished) for each learner and homework uid, from the learners' own rows."""
    found: dict[tuple[int, str], Progress] = {}
    for item in items:
        total, done = _done(conn, learner_ids, item)
        for learner in learner_ids:
            n = done.get(learner, 0)
            found[learner, item.uid] = (n, total, total > 0 and n >= total)
    return found


def _mistakes(
    conn: Connection, class_id: int, learner_ids: Sequence[int], items: Sequence[HomeworkItem]
) -> tuple[FrequentMistake, ...]:
    """The most frequent wrong answers: in the class's live questions, and the members' answers
    to its homework sets since each was given (class answers, which also reach a student's own
    answers, are counted once: from the class)."""
    counts: Counter[tuple[str, str, str]] = Counter()
    live = conn.execute(
        select(
            ClassQuestion.kind, ClassQuestion.ref, ClassQuestion.step, ClassAnswer.given,
            func.count(),
        )
        .join(ClassQuestion, ClassAnswer.question_id == ClassQuestion.id)
        .where(ClassQuestion.class_id == class_id, ~ClassAnswer.right)
        .group_by(ClassQuestion.kind, ClassQuestion.ref, ClassQuestion.step, ClassAnswer.given)
    )  # fmt: skip
    for kind, ref, step, given, n in live:
        key = f"replay:{ref}:{step}" if kind == "replay" else ref
        counts[key, given, "class"] += int(n)
    wrong: dict[int, tuple[str, str]] = {}  # by answer id: two homework of one set count once
    for item in items:
        found = set_row(conn, item.ref) if item.kind == "set" else None
        keys = [] if found is None else set_keys(conn, found.id)
        if not keys or not learner_ids:
            continue
        rows = conn.execute(
            select(Answer.id, Answer.puzzle_key, Answer.given).where(
                Answer.learner_id.in_(learner_ids), Answer.puzzle_key.in_(keys),
                Answer.answered_at >= item.created_at, ~Answer.right, Answer.source != "class",
            )
        )  # fmt: skip
        wrong.update((answer_id, (key, given)) for answer_id, key, given in rows)
    for key, given in wrong.values():
        counts[key, given, "homework"] += 1
    ranked = sorted(counts.items(), key=lambda entry: (-entry[1], entry[0][2], *entry[0][:2]))
    return tuple(
        FrequentMistake(key, given, n, kind) for (key, given, kind), n in ranked[:MISTAKES_SHOWN]
    )


def _live_answers(conn: Connection, class_id: int) -> dict[int, tuple[int, int]]:
    """Per member id: answers and right answers to the class's live questions."""
    right = func.count().filter(ClassAnswer.right)
    rows = conn.execute(
        select(ClassAnswer.member_id, func.count(), right)
        .join(ClassQuestion, ClassAnswer.question_id == ClassQuestion.id)
        .where(ClassQuestion.class_id == class_id)
        .group_by(ClassAnswer.member_id)
    )
    return {member: (int(n), int(ok)) for member, n, ok in rows}


class Homework:
    """Homework and the teacher's dashboard in one store; reach it as `store.homework`."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def assign(
        self, token: str, code: str, kind: str, game: str, ref: str, count: int | None,
        due_at: datetime, at: datetime | None = None,
    ) -> str:  # fmt: skip
        """Give a class this learner started homework (open or closed class); returns its uid.
        A set may be anyone's (a teacher assigns a shared or copied set); its game must match."""
        _checked(kind, game, ref, count, due_at)
        when = at_or_now(at)
        uid = secrets.token_hex(16)
        with self._db.write() as conn:
            _teacher, row = owned_class(conn, token, code, lock=True)
            if kind == "set":
                found = set_row(conn, ref)
                if found is None:
                    raise UnknownSet()
                if found.game != game:
                    raise ValueError(f"game: the set is one of {found.game}, not of {game}")
            given = conn.scalar(
                select(func.count())
                .select_from(HomeworkTask)
                .where(HomeworkTask.class_id == row.id)
            )
            if (given or 0) >= HOMEWORK_MAX:
                raise HomeworkFull(f"at most {HOMEWORK_MAX} homework items in a class")
            conn.execute(
                insert(HomeworkTask).values(
                    uid=uid, class_id=row.id, kind=kind, game=game, ref=ref, count=count,
                    due_at=at_or_now(due_at), created_at=when,
                )
            )  # fmt: skip
        return uid

    def of_class(self, token: str, code: str) -> list[HomeworkItem]:
        """The homework of a class this learner started, by due date."""
        with self._db.read() as conn:
            _teacher, row = owned_class(conn, token, code)
            return _items(conn, HomeworkTask.class_id == row.id)

    def unassign(self, token: str, code: str, uid: str) -> bool:
        """Take homework back from a class this learner started; False if it had no such one."""
        with self._db.write() as conn:
            _teacher, row = owned_class(conn, token, code, lock=True)
            gone = conn.execute(
                delete(HomeworkTask).where(
                    HomeworkTask.class_id == row.id, HomeworkTask.uid == str(uid)
                )
            )
            return gone.rowcount > 0

    def for_student(self, token: str, now: datetime | None = None) -> list[StudentHomework]:
        """The homework of every class this learner is a member of, by due date, with how far
        they are. `now` is accepted for symmetry with `dashboard`; the counts need no clock."""
        at_or_now(now)  # a naive `now` is refused here as everywhere
        with self._db.read() as conn:
            learner_id = learners.learner_id(conn, token)
            classes = select(ClassMember.class_id).where(ClassMember.learner_id == learner_id)
            items = _items(conn, HomeworkTask.class_id.in_(classes))
            done = homework_progress(conn, [learner_id], items)
        return [StudentHomework(item, *done[learner_id, item.uid]) for item in items]

    def dashboard(self, token: str, code: str, now: datetime | None = None) -> Dashboard:
        """A class this learner started, weeks later: each member's mastery at `now`, homework
        and live answers, the homework, and the most frequent mistakes."""
        when = at_or_now(now)
        with self._db.read() as conn:
            _teacher, row = owned_class(conn, token, code)
            members = sorted(
                conn.execute(
                    select(
                        ClassMember.nickname, ClassMember.joined_at, ClassMember.id,
                        ClassMember.learner_id,
                    ).where(ClassMember.class_id == row.id)
                ).all(),
                key=by_nickname,
            )  # fmt: skip
            items = _items(conn, HomeworkTask.class_id == row.id)
            ids = [member.learner_id for member in members]
            done = homework_progress(conn, ids, items)
            live = _live_answers(conn, row.id)
            people = tuple(
                MemberProgress(
                    m.nickname, m.joined_at, progress.mastery(conn, m.learner_id, when),
                    {item.uid: done[m.learner_id, item.uid] for item in items},
                    *live.get(m.id, (0, 0)),
                )
                for m in members
            )  # fmt: skip
            mistakes = _mistakes(conn, row.id, ids, items)
        return Dashboard(row.code, row.title, people, tuple(items), mistakes)
