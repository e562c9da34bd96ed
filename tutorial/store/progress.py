"""What the learner did and knows, read back: score, review queue, mastery, activity, streak.

Read-only, inside the caller's transaction; each function reads only the rows of the learner
whose row id it is given.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from datetime import date, datetime, time, timedelta, tzinfo

from sqlalchemy import ColumnElement, Connection, func, select

from tutorial.content.catalog import CARD_SECTIONS
from tutorial.store import personal, review
from tutorial.store.models import Answer, ReplayPrediction, ReviewCard, SectionRead
from tutorial.store.records import (
    LatestAnswer,
    Missed,
    Prediction,
    PuzzleRef,
    ReadSection,
    Score,
    SectionMastery,
)
from tutorial.store.review import QueueItem


def sections_read(conn: Connection, learner: int) -> list[ReadSection]:
    rows = conn.execute(
        select(
            SectionRead.game, SectionRead.section, SectionRead.lang,
            SectionRead.first_read_at, SectionRead.last_read_at,
        )
        .where(SectionRead.learner_id == learner)
        .order_by(SectionRead.game, SectionRead.section, SectionRead.lang)
    )  # fmt: skip
    return [ReadSection(*row) for row in rows]


def predictions(conn: Connection, learner: int, replay_id: str | None) -> list[Prediction]:
    query = select(
        ReplayPrediction.replay_id, ReplayPrediction.step, ReplayPrediction.guess,
        ReplayPrediction.right, ReplayPrediction.predicted_at,
    ).where(ReplayPrediction.learner_id == learner)  # fmt: skip
    if replay_id is not None:
        query = query.where(ReplayPrediction.replay_id == replay_id)
    rows = conn.execute(query.order_by(ReplayPrediction.predicted_at, ReplayPrediction.id))
    return [Prediction(*row) for row in rows]


def score(conn: Connection, learner: int) -> Score:
    good = Answer.right & ~Answer.revealed
    mine = Answer.learner_id == learner
    answered, right = conn.execute(
        select(func.count(), func.count().filter(good)).where(mine)
    ).one()
    last_bad = conn.scalar(select(func.max(Answer.answered_at)).where(mine, ~good))
    streak_query = select(func.count()).where(mine)
    if last_bad is not None:
        streak_query = streak_query.where(Answer.answered_at > last_bad)
    streak = conn.scalar(streak_query) or 0
    missed = conn.execute(
        select(ReviewCard.puzzle_key, ReviewCard.game, ReviewCard.section, ReviewCard.last_review)
        .where(ReviewCard.learner_id == learner, ReviewCard.last_correct.is_(False))
        .order_by(ReviewCard.last_review.desc(), ReviewCard.puzzle_key)
    )  # fmt: skip
    return Score(answered, right, streak, tuple(Missed(*row) for row in missed))


def outcomes(conn: Connection, learner: int, wanted: set[str]) -> dict[str, bool]:
    rows = conn.execute(
        select(ReviewCard.puzzle_key, ReviewCard.last_correct).where(
            ReviewCard.learner_id == learner, ReviewCard.last_correct.is_not(None)
        )
    )
    return {key: bool(ok) for key, ok in rows if key in wanted}


def first_tries(conn: Connection, learner: int, wanted: set[str]) -> list[tuple[str, bool]]:
    """Each of these puzzles' first answer, in time order: right on one's own, or not."""
    rows = conn.execute(
        select(Answer.puzzle_key, Answer.right, Answer.revealed)
        .where(Answer.learner_id == learner)
        .order_by(Answer.answered_at, Answer.id)
    )
    seen: set[str] = set()
    tries = []
    for key, right, revealed in rows:
        if key in wanted and key not in seen:
            seen.add(key)
            tries.append((key, bool(right) and not revealed))
    return tries


def latest_answers(
    conn: Connection, learner: int, wanted: list[str], source: str | None
) -> dict[str, LatestAnswer]:
    query = (
        select(
            Answer.puzzle_key, Answer.given, Answer.right, Answer.revealed,
            Answer.answered_at,
        )
        .where(Answer.learner_id == learner, Answer.puzzle_key.in_(wanted))
        .order_by(Answer.answered_at, Answer.id)
    )  # fmt: skip
    if source is not None:
        query = query.where(Answer.source == source)
    rows = conn.execute(query).all()
    return {row.puzzle_key: LatestAnswer(*row) for row in rows}  # the latest wins


def next_due(
    conn: Connection, learner: int, when: datetime, game: str | None, section: str | None
) -> datetime | None:
    mine = _cards_of(learner, game, section)
    return conn.scalar(select(func.min(ReviewCard.due)).where(*mine, ReviewCard.due > when))


def review_queue(
    conn: Connection,
    learner: int,
    when: datetime,
    candidates: Iterable[PuzzleRef],
    game: str | None,
    section: str | None,
    seed: int,
    limit: int | None,
) -> list[QueueItem]:
    mine = _cards_of(learner, game, section)
    due_rows = conn.execute(
        select(ReviewCard.puzzle_key, ReviewCard.game, ReviewCard.section, ReviewCard.due)
        .where(*mine, ReviewCard.card.is_not(None), ReviewCard.due <= when)
    ).all()  # fmt: skip
    # Not due yet (answered, or skipped a moment ago): the queue leaves them out. A
    # skipped puzzle never answered is fresh again once its postponement is over.
    waiting = set(
        conn.scalars(select(ReviewCard.puzzle_key).where(*mine, ReviewCard.due > when)).all()
    )
    due = [QueueItem(*row) for row in due_rows]
    taken = waiting | {item.key for item in due}
    # The learner's own costly decisions (issue 21 §3) are due from the moment they were made.
    due += [i for i in personal.never_answered(conn, learner, game, section) if i.key not in taken]
    taken |= {item.key for item in due}
    fresh = [
        QueueItem(ref.key, ref.game, ref.section)
        for ref in candidates
        if ref.key not in taken
        and (game is None or ref.game == game)
        and (section is None or ref.section == section)
    ]
    queue = review.build_queue(due, fresh, seed)
    return queue if limit is None else queue[:limit]


def mastery(
    conn: Connection, learner: int, when: datetime
) -> dict[tuple[str, str], SectionMastery]:
    rows = conn.execute(
        select(
            ReviewCard.game, ReviewCard.section, ReviewCard.stability,
            ReviewCard.last_review, ReviewCard.due,
        ).where(ReviewCard.learner_id == learner, ReviewCard.card.is_not(None))
    ).all()  # fmt: skip
    by_place: dict[tuple[str, str], list[tuple[float | None, datetime | None]]] = defaultdict(list)
    due: Counter[tuple[str, str]] = Counter()
    for row_game, row_section, stability, last_review, row_due in rows:
        by_place[row_game, row_section].append((stability, last_review))
        due[row_game, row_section] += row_due <= when
    places = [(g, s) for g, sections in CARD_SECTIONS.items() for s in sections]
    places += sorted(set(by_place) - set(places))
    return {
        place: SectionMastery(
            place[0], place[1], review.mastery(by_place.get(place, []), when), due[place],
            len(by_place.get(place, [])),
        )
        for place in places
    }  # fmt: skip


def activity(
    conn: Connection, learner: int, days: int, when: datetime, tz: tzinfo
) -> list[tuple[date, int]]:
    today = when.astimezone(tz).date()
    first = today - timedelta(days=days - 1)
    start = datetime.combine(first, time(), tzinfo=tz)
    moments = conn.scalars(
        select(Answer.answered_at).where(Answer.learner_id == learner, Answer.answered_at >= start)
    ).all()
    per_day = Counter(moment.astimezone(tz).date() for moment in moments)
    return [(first + timedelta(days=n), per_day[first + timedelta(days=n)]) for n in range(days)]


def streak_days(conn: Connection, learner: int, when: datetime, tz: tzinfo) -> int:
    today = when.astimezone(tz).date()
    moments = conn.scalars(select(Answer.answered_at).where(Answer.learner_id == learner)).all()
    days = {moment.astimezone(tz).date() for moment in moments}
    day = today if today in days else today - timedelta(days=1)
    streak = 0
    while day in days:
        streak += 1
        day -= timedelta(days=1)
    return streak


def _cards_of(learner: int, game: str | None, section: str | None) -> list[ColumnElement[bool]]:
    """The learner's review cards, narrowed to a game or a section (a section's review)."""
    mine = [ReviewCard.learner_id == learner]
    if game is not None:
        mine.append(ReviewCard.game == game)
    if section is not None:
        mine.append(ReviewCard.section == section)
    return mine


def bank_refs() -> list[PuzzleRef]:
    """The question bank as review candidates (loaded once per process by the bank)."""
    from tutorial.puzzles.bank import load_bank

    return [PuzzleRef(p.id, p.game, p.section) for p in load_bank().values()]
