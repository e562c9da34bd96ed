"""Spaced review with FSRS, the mastery of a rule-card section, and the order of the review queue.

Pure functions over plain values, so the rules of review are testable without a database.

Ratings. A right answer is `Good`. A wrong answer is `Again`. A revealed answer is `Again` too:
FSRS's `Hard` means "recalled, with effort", and a learner who looked the answer up recalled
nothing. A skip is no rating at all (FSRS's state is untouched); it only pushes the puzzle's due
time `SKIP_POSTPONE` ahead, so the queue does not offer it straight back.

Schedule. One learning step and one relearning step of 10 minutes, no fuzz. A puzzle is one
position with one answer, easy to remember verbatim for a minute; ten minutes later the learner
has to work the rule out again. After a right answer FSRS moves the card to days, and every further
right answer multiplies the interval. No fuzz keeps schedules reproducible (tests, imports), and a
learner's bank of a few hundred puzzles does not need load spreading.

Mastery of a section (game × section), from the review cards of the section's puzzles that the
learner has answered, each with FSRS stability S (days: how long the memory lasts) and
retrievability R (the predicted chance of recall now):

    lasting(card)  = min(1, ln(1 + S) / ln(1 + FULL_STABILITY_DAYS))
    strength(card) = R · lasting(card)
    mastery        = Σ strength / max(n, MIN_PUZZLES)        (0 when nothing is answered)

A card counts fully only when it is likely recalled now *and* its memory lasts three weeks. The
log scale lets first successes show: one right answer (S ≈ 2.3 days) counts about 0.4, a wrong
one (S ≈ 0.2) about 0.06. A section needs at least `MIN_PUZZLES` well-known puzzles to reach 1,
so one lucky answer cannot master it. Mastery falls as time passes without review (R decays).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Iterable, Sequence
from datetime import UTC, datetime, timedelta
from typing import NamedTuple, TypeVar

from fsrs import Card, Rating, Scheduler, State

SCHEDULER = Scheduler(
    learning_steps=(timedelta(minutes=10),),
    relearning_steps=(timedelta(minutes=10),),
    enable_fuzzing=False,
)
SKIP_POSTPONE = timedelta(minutes=10)
FULL_STABILITY_DAYS = 21.0
MIN_PUZZLES = 3

T = TypeVar("T")


def rating(right: bool, revealed: bool) -> Rating:
    """FSRS's rating of an answer: Good when right on one's own, Again otherwise."""
    return Rating.Good if right and not revealed else Rating.Again


class _Card(Card):
    """FSRS's card with a quick copy. FSRS copies the card on every review, and the generic
    `copy.copy` of a dataclass (through `__reduce_ex__`) was a third of the time an import of
    50,000 answers spent replaying them (bench/bench_import.py); the values are the same."""

    def __copy__(self) -> _Card:
        twin = object.__new__(_Card)
        twin.__dict__.update(self.__dict__)
        return twin


def reviewed(card_json: str | Card | None, rated: Rating, at: datetime) -> Card:
    """The card after an answer rated `rated` at `at` (a new card when the puzzle had none).

    A `Card` may be passed as it is: replaying a history of thousands of answers then skips a
    JSON round trip per answer (FSRS copies the card, so the one passed in is left alone)."""
    if isinstance(card_json, Card):
        card = card_json
    else:
        card = Card.from_json(card_json) if card_json else _Card(card_id=1, due=at)
    if at.tzinfo is not UTC:
        at = at.astimezone(UTC)
    new, _log = SCHEDULER.review_card(card, rated, at)
    return new


def postponed(due: datetime | None, at: datetime) -> datetime:
    """The due time after a skip at `at`: never sooner than SKIP_POSTPONE from now."""
    later = at + SKIP_POSTPONE
    return later if due is None or due < later else due


def retrievability(stability: float | None, last_review: datetime | None, now: datetime) -> float:
    """FSRS's predicted chance that the learner recalls this puzzle now (0 if never reviewed)."""
    if stability is None or last_review is None:
        return 0.0
    card = Card(card_id=1, state=State.Review, stability=stability, last_review=last_review)
    return float(SCHEDULER.get_card_retrievability(card, now.astimezone(UTC)))


def strength(stability: float | None, last_review: datetime | None, now: datetime) -> float:
    """How well one puzzle is known: recall now, weighted by how long the memory lasts."""
    if stability is None:
        return 0.0
    lasting = min(1.0, math.log1p(stability) / math.log1p(FULL_STABILITY_DAYS))
    return retrievability(stability, last_review, now) * lasting


def mastery(cards: Iterable[tuple[float | None, datetime | None]], now: datetime) -> float:
    """The mastery of a section from its answered cards' (stability, last review); see above."""
    strengths = [strength(s, last, now) for s, last in cards]
    if not strengths:
        return 0.0
    return sum(strengths) / max(len(strengths), MIN_PUZZLES)


class QueueItem(NamedTuple):
    """A puzzle to offer in review: `due` is None for one never answered (a tuple: thousands
    are built per queue)."""

    key: str
    game: str
    section: str
    due: datetime | None = None


def interleave(items: Sequence[T], group: Callable[[T], Hashable]) -> list[T]:
    """Round-robin over the groups (in order of first appearance), keeping order within each,
    so no two neighbours share a group while more than one group has items left."""
    queues: dict[Hashable, list[T]] = {}
    for item in items:
        queues.setdefault(group(item), []).append(item)
    lanes = [list(reversed(q)) for q in queues.values()]
    out: list[T] = []
    while lanes:
        for lane in lanes:
            out.append(lane.pop())
        lanes = [lane for lane in lanes if lane]
    return out


def build_queue(due: Iterable[QueueItem], fresh: Iterable[QueueItem], seed: int) -> list[QueueItem]:
    """Due puzzles first (most overdue first within a game), then the fresh ones shuffled by
    `seed`; both parts interleave the games."""
    by_due = sorted(due, key=lambda item: (item.due or datetime.min.replace(tzinfo=UTC), item.key))
    rng = random.Random(seed)
    shuffled = sorted(fresh, key=lambda item: item.key)
    rng.shuffle(shuffled)
    return interleave(by_due, _game) + interleave(shuffled, _game)


def _game(item: QueueItem) -> str:
    return item.game
