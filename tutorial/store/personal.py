"""Personal puzzles (issue 21 §3): the costly decisions of the learner's own deals, kept for the
review queue. Called inside the repository's transactions with the learner's row id, so only
that learner's rows are touched. The rows are plain text; `tutorial.puzzles.personal` makes
puzzles of them.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Connection, func, insert, select

from tutorial.store.database import checked_text
from tutorial.store.models import PersonalPuzzle, ReviewCard
from tutorial.store.records import MotifCount, PersonalRow
from tutorial.store.review import QueueItem

PREFIX = "mine:"  # a personal puzzle's key: mine:<uid>
KEEP = 200  # personal puzzles kept per learner; the oldest go first
COLUMNS = ("uid", "puzzle_key", "game", "section", "motif", "seat", "log", "taken", "values",
           "cost", "samples")  # fmt: skip
TEXT_LIMITS = {"uid": 32, "puzzle_key": 200, "game": 40, "section": 16, "motif": 40}


def add(conn: Connection, learner: int, rows: Iterable[Mapping[str, Any]], when: datetime) -> int:
    """Insert the rows not kept yet (by uid); returns how many were added. The oldest beyond
    `KEEP` are dropped with their review cards."""
    added = 0
    for row in rows:
        values = {name: row[name] for name in COLUMNS}
        for name, limit in TEXT_LIMITS.items():
            checked_text(str(values[name]), name, limit)
        if not str(values["puzzle_key"]).startswith(PREFIX):
            raise ValueError(f"puzzle_key: expected {PREFIX}<uid>, got {values['puzzle_key']!r}")
        kept = conn.scalar(
            select(PersonalPuzzle.id).where(
                PersonalPuzzle.learner_id == learner, PersonalPuzzle.uid == values["uid"]
            )
        )
        if kept is not None:
            continue
        made = row.get("made_at") or when
        conn.execute(insert(PersonalPuzzle).values(learner_id=learner, made_at=made, **values))
        added += 1
    _trim(conn, learner)
    return added


def _trim(conn: Connection, learner: int) -> None:
    old = conn.scalars(
        select(PersonalPuzzle.puzzle_key)
        .where(PersonalPuzzle.learner_id == learner)
        .order_by(PersonalPuzzle.made_at.desc(), PersonalPuzzle.id.desc())
        .offset(KEEP)
    ).all()
    if not old:
        return
    conn.execute(
        ReviewCard.__table__.delete().where(
            ReviewCard.learner_id == learner, ReviewCard.puzzle_key.in_(old)
        )
    )
    conn.execute(
        PersonalPuzzle.__table__.delete().where(
            PersonalPuzzle.learner_id == learner, PersonalPuzzle.puzzle_key.in_(old)
        )
    )


def _record(row: Any) -> PersonalRow:
    return PersonalRow(*row)


SELECTED = (
    PersonalPuzzle.uid, PersonalPuzzle.puzzle_key, PersonalPuzzle.game, PersonalPuzzle.section,
    PersonalPuzzle.motif, PersonalPuzzle.seat, PersonalPuzzle.log, PersonalPuzzle.taken,
    PersonalPuzzle.values, PersonalPuzzle.cost, PersonalPuzzle.samples, PersonalPuzzle.made_at,
)  # fmt: skip


def get(conn: Connection, learner: int, key: str) -> PersonalRow | None:
    row = conn.execute(
        select(*SELECTED).where(
            PersonalPuzzle.learner_id == learner, PersonalPuzzle.puzzle_key == key
        )
    ).first()
    return None if row is None else _record(row)


def every(conn: Connection, learner: int) -> list[PersonalRow]:
    """The learner's personal puzzles, oldest first."""
    rows = conn.execute(
        select(*SELECTED)
        .where(PersonalPuzzle.learner_id == learner)
        .order_by(PersonalPuzzle.made_at, PersonalPuzzle.id)
    ).all()
    return [_record(row) for row in rows]


def motifs(conn: Connection, learner: int) -> list[MotifCount]:
    """How often each motif came up in the learner's costly decisions, most frequent first."""
    count = func.count(PersonalPuzzle.id)
    rows = conn.execute(
        select(PersonalPuzzle.game, PersonalPuzzle.motif, count)
        .where(PersonalPuzzle.learner_id == learner)
        .group_by(PersonalPuzzle.game, PersonalPuzzle.motif)
        .order_by(count.desc(), PersonalPuzzle.game, PersonalPuzzle.motif)
    ).all()
    return [MotifCount(game, motif, int(n)) for game, motif, n in rows]


def never_answered(
    conn: Connection, learner: int, game: str | None, section: str | None
) -> list[QueueItem]:
    """Personal puzzles with no review card yet: due from the moment they were made (the review
    queue puts them first among the due); once answered, FSRS schedules them like any puzzle."""
    answered = select(ReviewCard.puzzle_key).where(
        ReviewCard.learner_id == learner, ReviewCard.card.is_not(None)
    )
    query = select(
        PersonalPuzzle.puzzle_key, PersonalPuzzle.game, PersonalPuzzle.section,
        PersonalPuzzle.made_at,
    ).where(
        PersonalPuzzle.learner_id == learner, PersonalPuzzle.puzzle_key.not_in(answered)
    )  # fmt: skip
    if game is not None:
        query = query.where(PersonalPuzzle.game == game)
    if section is not None:
        query = query.where(PersonalPuzzle.section == section)
    return [QueueItem(*row) for row in conn.execute(query).all()]


def export_rows(conn: Connection, learner: int) -> list[dict[str, Any]]:
    """The learner's personal puzzles for the progress file (JSON columns as JSON values)."""
    return [
        {
            "uid": r.uid, "game": r.game, "section": r.section, "motif": r.motif, "seat": r.seat,
            "log": json.loads(r.log), "taken": json.loads(r.taken),
            "values": json.loads(r.values), "cost": r.cost, "samples": r.samples,
            "made_at": r.made_at.isoformat(),
        }
        for r in every(conn, learner)
    ]  # fmt: skip


def merge(conn: Connection, learner: int, rows: Iterable[Any]) -> int:
    """Add the imported personal puzzles not already there (by uid); how many were added."""
    return add(
        conn,
        learner,
        [
            {
                "uid": r.uid, "puzzle_key": PREFIX + r.uid, "game": r.game,
                "section": r.section, "motif": r.motif, "seat": r.seat,
                "log": json.dumps(r.log, sort_keys=True, ensure_ascii=False),
                "taken": json.dumps(r.taken, sort_keys=True, ensure_ascii=False),
                "values": json.dumps([list(v) for v in r.values], ensure_ascii=False),
                "cost": r.cost, "samples": r.samples, "made_at": r.made_at,
            }
            for r in rows
        ],
        datetime.now(UTC),
    )  # fmt: skip
