"""What the learner did, written down: answers, replay guesses, deals played, sections read.

Each function writes inside the caller's transaction and takes the learner's row id, so a
class answer (`classroom.py`) is kept in the same transaction as the class's own row. With a
`uid` (a page's own id for the row), a row sent twice — a write tried again after the
database came back — is kept once.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, insert, select, update

from tutorial.store import cards, deals
from tutorial.store.database import at_or_now, checked_text
from tutorial.store.models import Answer, DealPlayed, ReplayPrediction, ReviewCard, SectionRead


def _new_uid() -> str:
    return uuid.uuid4().hex


def _kept(conn: Connection, table: Any, learner: int, uid: str) -> int | None:
    """The row id of this learner's row with this uid, if it is stored already."""
    return conn.scalar(
        select(table.id).where(
            table.learner_id == learner, table.uid == checked_text(uid, "uid", 32)
        )
    )


def add_answer(
    conn: Connection,
    learner: int,
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
    """Insert one answer and reschedule its puzzle; returns when the puzzle is due again (an
    answer already kept under `uid`: its due time as it stands)."""
    if uid is not None and _kept(conn, Answer, learner, uid):
        due = conn.scalar(
            select(ReviewCard.due).where(
                ReviewCard.learner_id == learner, ReviewCard.puzzle_key == puzzle_key
            )
        )
        return due or when
    conn.execute(
        insert(Answer).values(
            uid=uid or _new_uid(), learner_id=learner, puzzle_key=puzzle_key, game=game,
            section=section, kind=kind, given=given, right=bool(right), revealed=bool(revealed),
            answered_at=when, seconds=seconds, source=source,
        )
    )  # fmt: skip
    return cards.reschedule(
        conn, learner, puzzle_key, game, section, bool(right), bool(revealed), when
    )


def add_prediction(
    conn: Connection,
    learner: int,
    replay_id: str,
    step: int,
    guess: str,
    right: bool,
    when: datetime,
    uid: str | None = None,
) -> None:
    """Insert one pause-and-predict guess (none when one is kept under `uid`)."""
    if uid is not None and _kept(conn, ReplayPrediction, learner, uid):
        return
    conn.execute(
        insert(ReplayPrediction).values(
            uid=uid or _new_uid(), learner_id=learner, replay_id=replay_id, step=int(step),
            guess=guess, right=bool(right), predicted_at=when,
        )
    )  # fmt: skip


def add_deal(
    conn: Connection,
    learner: int,
    game: str,
    options: Mapping[str, Any],
    result: int,
    hints: int,
    at: datetime | None,
    uid: str | None,
) -> int:
    """Insert a deal played at the table; its row id (the kept row's, for a `uid` kept)."""
    if uid is not None:
        kept = _kept(conn, DealPlayed, learner, uid)
        if kept is not None:
            return kept
    deal_uid = uid or _new_uid()
    return deals.add(conn, learner, deal_uid, game, options, result, hints, at_or_now(at))


def merge_read(
    conn: Connection,
    learner: int,
    game: str,
    section: str,
    lang: str,
    first: datetime,
    last: datetime,
) -> bool:
    """Insert or widen the section's read interval; True when a row was added."""
    where = (
        SectionRead.learner_id == learner,
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
                learner_id=learner, game=game, section=section, lang=lang,
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
