"""The review card of each answered puzzle, kept in step with the answers (inside the caller's
transaction): an answer reschedules its card, a skip postpones it, an out-of-order answer or an
import replays the puzzle's whole history so the schedule never depends on arrival order."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from fsrs import Card
from sqlalchemy import Connection, bindparam, insert, select, update

from tutorial.store import review
from tutorial.store.models import Answer, ReviewCard

VALUE_COLUMNS = (
    "game", "section", "card", "stability", "due", "last_review", "last_correct", "reviews",
)  # fmt: skip
_IN_LIMIT = 500  # above this many puzzles, read the learner's whole history instead of IN (…)


def _values(
    card: Card, game: str, section: str, when: datetime, correct: bool, reviews: int
) -> dict[str, Any]:
    """The columns after an answer at `when` left the puzzle with this card."""
    return {
        "game": game,
        "section": section,
        "card": card.to_json(),
        "stability": card.stability,
        "due": card.due,
        "last_review": when,
        "last_correct": bool(correct),
        "reviews": reviews,
    }


def _put(conn: Connection, learner_id: int, key: str, values: dict[str, Any], exists: bool) -> None:
    if exists:
        conn.execute(
            update(ReviewCard)
            .where(ReviewCard.learner_id == learner_id, ReviewCard.puzzle_key == key)
            .values(**values)
        )
    else:
        conn.execute(insert(ReviewCard).values(learner_id=learner_id, puzzle_key=key, **values))


def reschedule(
    conn: Connection,
    learner_id: int,
    key: str,
    game: str,
    section: str,
    right: bool,
    revealed: bool,
    when: datetime,
) -> datetime:
    """Apply one answer (already stored) to the puzzle's card; returns its new due time."""
    row = conn.execute(
        select(ReviewCard.card, ReviewCard.last_review, ReviewCard.reviews).where(
            ReviewCard.learner_id == learner_id, ReviewCard.puzzle_key == key
        )
    ).one_or_none()
    if row is not None and row.last_review is not None and when < row.last_review:
        return rebuild(conn, learner_id, [key])[key]  # an answer from the past
    card = review.reviewed(row.card if row else None, review.rating(right, revealed), when)
    reviews = (row.reviews if row else 0) + 1
    values = _values(card, game, section, when, right and not revealed, reviews)
    _put(conn, learner_id, key, values, exists=row is not None)
    return card.due


def rebuild(conn: Connection, learner_id: int, keys: Iterable[str]) -> dict[str, datetime]:
    """Replay every stored answer to these puzzles in time order; returns their due times."""
    wanted = set(keys)
    query = (
        select(
            Answer.puzzle_key, Answer.game, Answer.section, Answer.right, Answer.revealed,
            Answer.answered_at,
        )
        .where(Answer.learner_id == learner_id)
        .order_by(Answer.puzzle_key, Answer.answered_at, Answer.id)
    )  # fmt: skip
    if len(wanted) <= _IN_LIMIT:
        query = query.where(Answer.puzzle_key.in_(wanted))
    history: dict[str, list[Any]] = defaultdict(list)
    for row in conn.execute(query).all():
        if row.puzzle_key in wanted:
            history[row.puzzle_key].append(row)
    existing = set(
        conn.scalars(select(ReviewCard.puzzle_key).where(ReviewCard.learner_id == learner_id))
    )
    due: dict[str, datetime] = {}
    new_rows: list[dict[str, Any]] = []
    changed_rows: list[dict[str, Any]] = []
    for key, answers in history.items():
        card: Card | None = None
        for answer in answers:
            rated = review.rating(answer.right, answer.revealed)
            card = review.reviewed(card, rated, answer.answered_at)
        assert card is not None
        last = answers[-1]
        correct = last.right and not last.revealed
        values = _values(card, last.game, last.section, last.answered_at, correct, len(answers))
        if key in existing:
            changed_rows.append({"k_learner": learner_id, "k_key": key, **values})
        else:
            new_rows.append({"learner_id": learner_id, "puzzle_key": key, **values})
        due[key] = card.due
    # One statement for all new cards and one (executemany) for the changed ones: an import of
    # thousands of puzzles otherwise spends most of its time compiling single statements.
    if new_rows:
        conn.execute(insert(ReviewCard), new_rows)
    if changed_rows:
        conn.execute(
            update(ReviewCard)
            .where(
                ReviewCard.learner_id == bindparam("k_learner"),
                ReviewCard.puzzle_key == bindparam("k_key"),
            )
            .values({name: bindparam(name) for name in VALUE_COLUMNS}),
            changed_rows,
        )
    return due


def postpone(
    conn: Connection, learner_id: int, key: str, game: str, section: str, when: datetime
) -> datetime:
    """A skip: no rating, only a later due time (a card-less row for a puzzle never answered)."""
    old = conn.scalar(
        select(ReviewCard.due).where(
            ReviewCard.learner_id == learner_id, ReviewCard.puzzle_key == key
        )
    )
    due = review.postponed(old, when)
    if old is not None:
        _put(conn, learner_id, key, {"due": due}, exists=True)
    else:
        values = {"game": game, "section": section, "due": due, "reviews": 0}
        _put(conn, learner_id, key, values, exists=False)
    return due
