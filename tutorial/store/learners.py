"""Who the learner is: tokens, the learner's row, making and forgetting learners.

Every part of the store finds the learner through `learner_id` inside the transaction it works
in, so a token reaches only that learner's rows.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, Connection, Row, delete, insert, select, update

from tutorial.store.errors import UnknownLearner
from tutorial.store.models import Learner, learner_tables
from tutorial.store.records import LearnerInfo

TOKEN_BYTES = 24  # secrets.token_urlsafe(24): 32 characters, 192 random bits
TOKEN_LENGTH = 32
_TOKEN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def new_token() -> str:
    """A fresh unguessable learner token (no learner has it yet; `create_learner` makes one)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def is_token(token: object) -> bool:
    """Whether `token` has the shape of a learner token (32 URL-safe characters)."""
    return isinstance(token, str) and len(token) == TOKEN_LENGTH and set(token) <= _TOKEN_CHARS


def plausible_token(token: object) -> bool:
    """Worth a query: text of 1–64 characters; anything else is no learner, asking nobody."""
    return isinstance(token, str) and 0 < len(token) <= 64


def learner_id(
    conn: Connection, token: str, lock: bool = False, create_at: datetime | None = None
) -> int:
    """The learner's row id; with `lock`, writes of this learner wait for each other
    (PostgreSQL row lock; SQLite's BEGIN IMMEDIATE already serialises writers). With
    `create_at`, a token of the right shape that no learner has yet is made a learner in
    this transaction (a first visit's token, made only when something is kept)."""
    if not plausible_token(token):
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


def newest_first(conn: Connection, model: Any, learner: int) -> Sequence[Row]:
    """The learner's rows of `model` (a class's or a set's: anything with `learner_id`,
    `created_at` and `id`), newest first: what a teacher's own lists show."""
    return conn.execute(
        select(model)
        .where(model.learner_id == learner)
        .order_by(model.created_at.desc(), model.id.desc())
    ).all()


def add(
    conn: Connection,
    token: str,
    nickname: str | None,
    created: datetime,
    subject: str | None = None,
) -> None:
    conn.execute(
        insert(Learner).values(token=token, subject=subject, nickname=nickname, created_at=created)
    )


def by_token(conn: Connection, token: str) -> LearnerInfo | None:
    return _info(conn, Learner.token == token)


def by_subject(conn: Connection, subject: str) -> LearnerInfo | None:
    return _info(conn, Learner.subject == subject)


def _info(conn: Connection, where: ColumnElement[bool]) -> LearnerInfo | None:
    row = conn.execute(
        select(Learner.token, Learner.created_at, Learner.subject, Learner.nickname).where(where)
    ).one_or_none()
    return None if row is None else LearnerInfo(*row)


def set_nickname(conn: Connection, learner: int, nickname: str | None) -> None:
    conn.execute(update(Learner).where(Learner.id == learner).values(nickname=nickname))


def forget(conn: Connection, learner: int) -> None:
    """Every table with a learner_id is emptied by name, not only by the cascade, so a table
    added later is forgotten without changing this."""
    for table in reversed(learner_tables()):
        conn.execute(delete(table).where(table.c.learner_id == learner))
    conn.execute(delete(Learner).where(Learner.id == learner))
