"""The teacher's own puzzle sets (issue 22): made, edited, shared by link and copied.

A set is found by its uid, 32 random hex digits: a link `?set=<uid>` is all anyone needs to read
or copy it, and nobody finds a set without its link. Only its owner changes it. A puzzle is kept
as scenario YAML text the store does not read; its key `set:<uid>` is what answers and review
cards are kept under, so a copy (new uids) starts its own history. A uid or key from a link is
user input: a malformed one is no set (None), never an error. Each method is one transaction.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Iterable
from datetime import datetime

from sqlalchemy import Connection, Row, delete, func, insert, select, update

from tutorial.games.registry import SPECS
from tutorial.store import learners
from tutorial.store.class_records import NotTeacher
from tutorial.store.classroom import visible_text
from tutorial.store.database import Database, at_or_now, checked_text
from tutorial.store.errors import UnknownLearner
from tutorial.store.models import PuzzleSet
from tutorial.store.models import SetPuzzle as SetPuzzleRow
from tutorial.store.set_records import BadTitle, SetFull, SetInfo, SetPuzzle, UnknownSet

PREFIX = "set:"  # a set puzzle's key: set:<uid>
UID_PATTERN = re.compile(r"[0-9a-f]{32}")
TITLE_MAX = 120
DATA_MAX = 20_000  # characters of one puzzle's YAML
PUZZLES_MAX = 200  # per set
SETS_MAX = 100  # per owner

Item = tuple[str, str, str]  # a puzzle to add: (data, section, kind)


def new_uid() -> str:
    return secrets.token_hex(16)


def is_uid(value: object) -> bool:
    return isinstance(value, str) and UID_PATTERN.fullmatch(value) is not None


def puzzle_uid(key: object) -> str | None:
    """The uid in a set puzzle's key `set:<uid>`, or None if `key` is not one."""
    if not isinstance(key, str) or not key.startswith(PREFIX):
        return None
    uid = key[len(PREFIX) :]
    return uid if is_uid(uid) else None


def clean_title(title: object) -> str:
    return visible_text(title, TITLE_MAX, BadTitle)


def checked_game(game: object) -> str:
    """A registered game's name; else `ValueError` naming the field."""
    if not isinstance(game, str) or game not in SPECS:
        raise ValueError(f"game: expected one of {', '.join(SPECS)}, got {game!r:.80}")
    return game


def _checked_item(item: Item) -> Item:
    data, section, kind = item
    checked_text(data, "data", DATA_MAX)
    checked_text(section, "section", 16)
    checked_text(kind, "kind", 60)
    return data, section, kind


PUZZLE_COLUMNS = (
    SetPuzzleRow.uid, SetPuzzleRow.position, SetPuzzleRow.game, SetPuzzleRow.section,
    SetPuzzleRow.kind, SetPuzzleRow.data, SetPuzzleRow.made_at,
)  # fmt: skip


def _puzzle(row: Row) -> SetPuzzle:
    return SetPuzzle(PREFIX + row.uid, *row)


def set_row(conn: Connection, uid: object, lock: bool = False) -> Row | None:
    """The set with this uid, or None (also for anything that is not a uid)."""
    if not is_uid(uid):
        return None
    query = select(PuzzleSet).where(PuzzleSet.uid == uid)
    if lock and conn.dialect.name == "postgresql":
        query = query.with_for_update()
    return conn.execute(query).one_or_none()


def set_keys(conn: Connection, set_id: int) -> list[str]:
    """The keys of a set's puzzles, in order."""
    uids = conn.scalars(
        select(SetPuzzleRow.uid)
        .where(SetPuzzleRow.set_id == set_id)
        .order_by(SetPuzzleRow.position, SetPuzzleRow.id)
    ).all()
    return [PREFIX + uid for uid in uids]


def _count(conn: Connection, set_id: int) -> int:
    query = select(func.count()).select_from(SetPuzzleRow).where(SetPuzzleRow.set_id == set_id)
    return int(conn.scalar(query) or 0)


def _info(conn: Connection, row: Row, viewer: int | None) -> SetInfo:
    return SetInfo(
        row.uid, row.title, row.game, _count(conn, row.id), row.created_at, row.updated_at,
        row.copied_from, viewer == row.learner_id,
    )  # fmt: skip


def _viewer(conn: Connection, token: str | None) -> int | None:
    """The reader's learner id, if any: a visitor without a learner row may read a set too."""
    if token is None:
        return None
    try:
        return learners.learner_id(conn, token)
    except UnknownLearner:
        return None


class Sets:
    """Puzzle sets in one store; reach it as `store.sets`."""

    def __init__(self, db: Database) -> None:
        self._db = db

    # -- rows --------------------------------------------------------------------------------

    @staticmethod
    def _owned(conn: Connection, token: str, set_uid: str) -> Row:
        """The set, locked, if the learner `token` owns it."""
        learner_id = learners.learner_id(conn, token, lock=True)
        row = set_row(conn, set_uid, lock=True)
        if row is None:
            raise UnknownSet()
        if row.learner_id != learner_id:
            raise NotTeacher()
        return row

    def _owned_puzzle(self, conn: Connection, token: str, key: str) -> tuple[Row, Row]:
        """The set and the puzzle with this key, if the learner `token` owns the set."""
        uid = puzzle_uid(key)
        set_uid = None
        if uid is not None:
            set_uid = conn.scalar(
                select(PuzzleSet.uid)
                .join(SetPuzzleRow, SetPuzzleRow.set_id == PuzzleSet.id)
                .where(SetPuzzleRow.uid == uid)
            )
        if set_uid is None:
            learners.learner_id(conn, token)  # an unknown token says so first
            raise UnknownSet("no such puzzle")
        row = self._owned(conn, token, set_uid)
        puzzle = conn.execute(select(SetPuzzleRow).where(SetPuzzleRow.uid == uid)).one()
        return row, puzzle

    @staticmethod
    def _touch(conn: Connection, row: Row, when: datetime, **values: object) -> None:
        conn.execute(
            update(PuzzleSet).where(PuzzleSet.id == row.id).values(updated_at=when, **values)
        )

    @staticmethod
    def _room_for_a_set(conn: Connection, learner_id: int) -> None:
        owned = conn.scalar(
            select(func.count()).select_from(PuzzleSet).where(PuzzleSet.learner_id == learner_id)
        )
        if (owned or 0) >= SETS_MAX:
            raise SetFull(f"at most {SETS_MAX} sets")

    @staticmethod
    def _new_set(
        conn: Connection, learner_id: int, title: str, game: str, when: datetime,
        copied_from: str | None = None,
    ) -> Row:  # fmt: skip
        uid = new_uid()
        conn.execute(
            insert(PuzzleSet).values(
                uid=uid, learner_id=learner_id, title=title, game=game, copied_from=copied_from,
                created_at=when, updated_at=when,
            )
        )  # fmt: skip
        row = set_row(conn, uid)
        assert row is not None
        return row

    @staticmethod
    def _append(conn: Connection, row: Row, items: list[Item], when: datetime) -> list[str]:
        have = _count(conn, row.id)
        if have + len(items) > PUZZLES_MAX:
            raise SetFull(f"at most {PUZZLES_MAX} puzzles in a set")
        last = conn.scalar(
            select(func.max(SetPuzzleRow.position)).where(SetPuzzleRow.set_id == row.id)
        )
        keys = []
        for offset, (data, section, kind) in enumerate(items, start=1):
            uid = new_uid()
            conn.execute(
                insert(SetPuzzleRow).values(
                    set_id=row.id, uid=uid, position=(last or 0) + offset, game=row.game,
                    section=section, kind=kind, data=data, made_at=when,
                )
            )  # fmt: skip
            keys.append(PREFIX + uid)
        return keys

    @staticmethod
    def _renumber(conn: Connection, ids: list[int]) -> None:
        """Give the puzzles `ids` (a set's, in their new order) the positions 1, 2, …"""
        for position, puzzle_id in enumerate(ids, start=1):
            conn.execute(
                update(SetPuzzleRow).where(SetPuzzleRow.id == puzzle_id).values(position=position)
            )

    @staticmethod
    def _ordered_ids(conn: Connection, set_id: int) -> list[int]:
        return list(
            conn.scalars(
                select(SetPuzzleRow.id)
                .where(SetPuzzleRow.set_id == set_id)
                .order_by(SetPuzzleRow.position, SetPuzzleRow.id)
            )
        )

    # -- reading: anyone with the link ----------------------------------------------------------

    def own(self, token: str) -> list[SetInfo]:
        """The sets this learner owns, newest first."""
        with self._db.read() as conn:
            learner_id = learners.learner_id(conn, token)
            rows = learners.newest_first(conn, PuzzleSet, learner_id)
            return [_info(conn, row, learner_id) for row in rows]

    def info(self, set_uid: str, token: str | None = None) -> SetInfo | None:
        """The set with this uid, or None; `owner_is_you` tells whether `token` owns it (a token
        with no learner row reads like no token: a first visit may follow a link)."""
        with self._db.read() as conn:
            row = set_row(conn, set_uid)
            return None if row is None else _info(conn, row, _viewer(conn, token))

    def puzzles(self, set_uid: str) -> list[SetPuzzle]:
        """The set's puzzles in order ([] when there is no such set)."""
        with self._db.read() as conn:
            row = set_row(conn, set_uid)
            if row is None:
                return []
            rows = conn.execute(
                select(*PUZZLE_COLUMNS)
                .where(SetPuzzleRow.set_id == row.id)
                .order_by(SetPuzzleRow.position, SetPuzzleRow.id)
            ).all()
        return [_puzzle(r) for r in rows]

    def puzzle(self, key: str) -> SetPuzzle | None:
        """The set puzzle with this key (`set:<uid>`), or None."""
        uid = puzzle_uid(key)
        if uid is None:
            return None
        with self._db.read() as conn:
            row = conn.execute(
                select(*PUZZLE_COLUMNS).where(SetPuzzleRow.uid == uid)
            ).one_or_none()  # fmt: skip
        return None if row is None else _puzzle(row)

    def set_of(self, key: str, token: str | None = None) -> SetInfo | None:
        """The set the puzzle with this key belongs to, or None."""
        uid = puzzle_uid(key)
        if uid is None:
            return None
        with self._db.read() as conn:
            set_id = conn.scalar(select(SetPuzzleRow.set_id).where(SetPuzzleRow.uid == uid))
            if set_id is None:
                return None
            row = conn.execute(select(PuzzleSet).where(PuzzleSet.id == set_id)).one()
            return _info(conn, row, _viewer(conn, token))

    # -- writing: the owner ------------------------------------------------------------------

    def create(self, token: str, title: str, game: str, at: datetime | None = None) -> str:
        """A new empty set of this learner's; returns its uid."""
        name, game = clean_title(title), checked_game(game)
        when = at_or_now(at)
        with self._db.write() as conn:
            learner_id = learners.learner_id(conn, token, lock=True)
            self._room_for_a_set(conn, learner_id)
            return str(self._new_set(conn, learner_id, name, game, when).uid)

    def add(
        self, token: str, set_uid: str, data: str, section: str, kind: str,
        at: datetime | None = None,
    ) -> str:  # fmt: skip
        """Append a puzzle to the owner's set; returns its key. Its game is the set's."""
        return self.add_many(token, set_uid, [(data, section, kind)], at)[0]

    def add_many(
        self, token: str, set_uid: str, items: Iterable[Item], at: datetime | None = None
    ) -> list[str]:
        """Append puzzles (data, section, kind) in one transaction, all or none (an import);
        returns their keys in order."""
        checked = [_checked_item(item) for item in items]
        when = at_or_now(at)
        with self._db.write() as conn:
            row = self._owned(conn, token, set_uid)
            keys = self._append(conn, row, checked, when)
            self._touch(conn, row, when)
        return keys

    def replace(
        self, token: str, key: str, data: str, section: str, kind: str,
        at: datetime | None = None,
    ) -> None:  # fmt: skip
        """Change a puzzle's text (its prompt, its cards); it keeps its key and place."""
        data, section, kind = _checked_item((data, section, kind))
        when = at_or_now(at)
        with self._db.write() as conn:
            row, puzzle = self._owned_puzzle(conn, token, key)
            conn.execute(
                update(SetPuzzleRow)
                .where(SetPuzzleRow.id == puzzle.id)
                .values(data=data, section=section, kind=kind)
            )
            self._touch(conn, row, when)

    def remove(self, token: str, key: str, at: datetime | None = None) -> None:
        """Take a puzzle out of its set; the ones after it move up."""
        when = at_or_now(at)
        with self._db.write() as conn:
            row, puzzle = self._owned_puzzle(conn, token, key)
            conn.execute(delete(SetPuzzleRow).where(SetPuzzleRow.id == puzzle.id))
            self._renumber(conn, self._ordered_ids(conn, row.id))
            self._touch(conn, row, when)

    def move(self, token: str, key: str, offset: int, at: datetime | None = None) -> None:
        """Move a puzzle `offset` places (-1: one up, swapping with its neighbour); at an end
        it stays."""
        if not isinstance(offset, int) or isinstance(offset, bool):
            raise ValueError(f"offset: expected a whole number, got {offset!r:.80}")
        when = at_or_now(at)
        with self._db.write() as conn:
            row, puzzle = self._owned_puzzle(conn, token, key)
            ids = self._ordered_ids(conn, row.id)
            place = ids.index(puzzle.id)
            target = min(max(place + offset, 0), len(ids) - 1)
            if target == place:
                return
            ids.insert(target, ids.pop(place))
            self._renumber(conn, ids)
            self._touch(conn, row, when)

    def rename(self, token: str, set_uid: str, title: str, at: datetime | None = None) -> str:
        """Give the owner's set a new title; returns the title as kept."""
        name = clean_title(title)
        when = at_or_now(at)
        with self._db.write() as conn:
            self._touch(conn, self._owned(conn, token, set_uid), when, title=name)
        return name

    def delete(self, token: str, set_uid: str) -> None:
        """Delete the owner's set and its puzzles (answers to them stay in each learner's
        progress, as answers to a puzzle that is gone)."""
        with self._db.write() as conn:
            row = self._owned(conn, token, set_uid)
            conn.execute(delete(SetPuzzleRow).where(SetPuzzleRow.set_id == row.id))
            conn.execute(delete(PuzzleSet).where(PuzzleSet.id == row.id))

    def copy(
        self, token: str, set_uid: str, title: str | None = None, at: datetime | None = None
    ) -> str:
        """Copy a set (anyone's, by its link) into this learner's sets: new uids for the set
        and its puzzles, `copied_from` the source's uid, the source's title unless `title`.
        Returns the copy's uid."""
        name = None if title is None else clean_title(title)
        when = at_or_now(at)
        with self._db.write() as conn:
            learner_id = learners.learner_id(conn, token, lock=True)
            source = set_row(conn, set_uid)
            if source is None:
                raise UnknownSet()
            self._room_for_a_set(conn, learner_id)
            items = [
                (r.data, r.section, r.kind)
                for r in conn.execute(
                    select(SetPuzzleRow.data, SetPuzzleRow.section, SetPuzzleRow.kind)
                    .where(SetPuzzleRow.set_id == source.id)
                    .order_by(SetPuzzleRow.position, SetPuzzleRow.id)
                )
            ]
            row = self._new_set(
                conn, learner_id, name or source.title, source.game, when, source.uid
            )
            self._append(conn, row, items, when)
            return str(row.uid)
