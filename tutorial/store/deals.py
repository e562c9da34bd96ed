"""The deals a learner played at the table: writing them, summing them up, exporting them.

Called inside the transactions of `repository.py`, `recording.py` and `exchange.py`: every
function takes the connection and the learner's row id, so only that learner's rows are touched.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, insert, select, update

from tutorial.store.models import DealPlayed
from tutorial.store.records import DealsPlayed, RuleMistake

MISTAKE_KEYS = ("game", "section", "code")


def clean_mistakes(mistakes: Iterable[Mapping[str, Any]]) -> list[dict[str, str]]:
    """Mistakes as plain {game, section, code} dicts (other keys dropped, values as text)."""
    return [{k: str(m[k])[:60] for k in MISTAKE_KEYS} for m in mistakes]


def add(
    conn: Connection,
    learner_id: int,
    uid: str,
    game: str,
    options: Mapping[str, Any],
    result: int,
    hints: int,
    when: datetime,
    mistakes: Iterable[Mapping[str, Any]] = (),
) -> int:
    row = conn.execute(
        insert(DealPlayed)
        .values(
            uid=uid, learner_id=learner_id, game=game, result=int(result), hints=int(hints),
            options=json.dumps(dict(options), sort_keys=True, default=str),
            mistakes=json.dumps(clean_mistakes(mistakes)), played_at=when,
        )
        .returning(DealPlayed.id)
    )  # fmt: skip
    return int(row.scalar_one())


def set_mistakes(
    conn: Connection, learner_id: int, deal_id: int, mistakes: Iterable[Mapping[str, Any]]
) -> bool:
    """False when the row is not this learner's (nothing changed)."""
    done = conn.execute(
        update(DealPlayed)
        .where(DealPlayed.id == deal_id, DealPlayed.learner_id == learner_id)
        .values(mistakes=json.dumps(clean_mistakes(mistakes)))
    )
    return done.rowcount == 1


def summary(conn: Connection, learner_id: int) -> list[DealsPlayed]:
    rows = conn.execute(
        select(DealPlayed.game, DealPlayed.result, DealPlayed.hints).where(
            DealPlayed.learner_id == learner_id
        )
    ).all()
    games: dict[str, list[int]] = {}
    for game, result, hints in rows:
        counts = games.setdefault(game, [0, 0, 0])
        counts[0] += 1
        counts[1] += result > 0
        counts[2] += hints
    return [DealsPlayed(g, *counts) for g, counts in sorted(games.items())]


def frequent_mistakes(conn: Connection, learner_id: int, limit: int) -> list[RuleMistake]:
    texts = conn.scalars(select(DealPlayed.mistakes).where(DealPlayed.learner_id == learner_id))
    counted: Counter[tuple[str, str, str]] = Counter()
    for text in texts:
        for m in json.loads(text or "[]"):
            counted[(m["game"], m["section"], m["code"])] += 1
    ranked = sorted(counted.items(), key=lambda item: (-item[1], item[0]))
    return [RuleMistake(*key, count) for key, count in ranked[:limit]]


def export_rows(conn: Connection, learner_id: int) -> list[dict[str, Any]]:
    rows = conn.execute(
        select(DealPlayed)
        .where(DealPlayed.learner_id == learner_id)
        .order_by(DealPlayed.played_at, DealPlayed.id)
    ).all()
    return [
        {
            "uid": d.uid, "game": d.game, "options": json.loads(d.options), "result": d.result,
            "hints": d.hints, "mistakes": json.loads(d.mistakes),
            "played_at": d.played_at.isoformat(),
        }
        for d in rows
    ]  # fmt: skip


def merge(conn: Connection, learner_id: int, deals: Iterable[Any]) -> int:
    """Add the imported deals not already there (by uid); how many were added."""
    known = set(conn.scalars(select(DealPlayed.uid).where(DealPlayed.learner_id == learner_id)))
    fresh = list({d.uid: d for d in deals if d.uid not in known}.values())
    for d in fresh:
        add(
            conn, learner_id, d.uid, d.game, d.options, d.result, d.hints, d.played_at,
            [m.model_dump() for m in d.mistakes],
        )  # fmt: skip
    return len(fresh)
