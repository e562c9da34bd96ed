"""The review card of each answered puzzle, kept in step with the answers (inside the caller's
transaction): an answer reschedules its card, a skip postpones it, an out-of-order answer or an
import replays the puzzle's whole history so the schedule never depends on arrival order."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from datetime import datetime
from typing import Any, NamedTuple

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


class Step(NamedTuple):
    """One answer in a puzzle's history, as the replay needs it (`when` in UTC)."""

    when: datetime
    right: bool
    revealed: bool
    game: str
    section: str


def histories(conn: Connection, learner_id: int, keys: Iterable[str]) -> dict[str, list[Step]]:
    """The stored answers to these puzzles, each puzzle's in time order (ties: as stored)."""
    wanted = set(keys)
    query = (
        select(
            Answer.puzzle_key, Answer.answered_at, Answer.right, Answer.revealed, Answer.game,
            Answer.section,
        )
        .where(Answer.learner_id == learner_id)
        .order_by(Answer.puzzle_key, Answer.answered_at, Answer.id)
    )  # fmt: skip
    if len(wanted) <= _IN_LIMIT:
        query = query.where(Answer.puzzle_key.in_(wanted))
    found: dict[str, list[Step]] = defaultdict(list)
    for key, *step in conn.execute(query):
        if key in wanted:
            found[key].append(Step(*step))
    return found


def replayed(history: list[Step]) -> dict[str, Any]:
    """The card columns after this history (in time order), replayed from a new card."""
    card: Card | None = None
    for step in history:
        card = review.reviewed(card, review.rating(step.right, step.revealed), step.when)
    assert card is not None
    last = history[-1]
    correct = last.right and not last.revealed
    return _values(card, last.game, last.section, last.when, correct, len(history))


def save(conn: Connection, learner_id: int, replays: dict[str, dict[str, Any]]) -> None:
    """Write these puzzles' card columns (from `replayed`), new cards and changed ones alike."""
    existing = set(
        conn.scalars(select(ReviewCard.puzzle_key).where(ReviewCard.learner_id == learner_id))
    )
    new_rows = [
        {"learner_id": learner_id, "puzzle_key": key, **values}
        for key, values in replays.items()
        if key not in existing
    ]
    changed_rows = [
        {"k_learner": learner_id, "k_key": key, **values}
        for key, values in replays.items()
        if key in existing
    ]
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


def rebuild(conn: Connection, learner_id: int, keys: Iterable[str]) -> dict[str, datetime]:
    """Replay every stored answer to these puzzles in time order; returns their due times."""
    replays = {key: replayed(steps) for key, steps in histories(conn, learner_id, keys).items()}
    save(conn, learner_id, replays)
    return {key: values["due"] for key, values in replays.items()}


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
