"""Spaced review: FSRS schedules every answered puzzle, the queue orders them, sections roll up."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.store_fixtures import T0, answer
from tutorial.content.catalog import CARD_SECTIONS
from tutorial.store import review
from tutorial.store.repository import PuzzleRef, QueueItem, Store

MIN = timedelta(minutes=1)
DAY = timedelta(days=1)
GAMES = tuple(CARD_SECTIONS)


def _keys(queue: list[QueueItem]) -> list[str]:
    return [item.key for item in queue]


# -- FSRS ratings and schedules --------------------------------------------------------------


def test_a_wrong_answer_is_not_due_at_once_but_within_the_hour(store: Store) -> None:
    token = store.create_learner().token
    due = answer(store, token, "p", False, T0)
    assert T0 + 5 * MIN < due <= T0 + 60 * MIN
    assert _keys(store.review_queue(token, T0 + MIN, [])) == []
    assert _keys(store.review_queue(token, due, [])) == ["p"]


def test_a_right_answers_interval_grows_with_each_right_answer(store: Store) -> None:
    token = store.create_learner().token
    at, intervals = T0, []
    for _ in range(4):
        due = answer(store, token, "p", True, at)
        intervals.append(due - at)
        at = due
    assert intervals[0] >= DAY  # a right answer is not asked again the same day
    assert all(later > earlier for earlier, later in pairwise(intervals))


def test_a_revealed_answer_counts_as_not_known_even_when_the_pick_was_right(store: Store) -> None:
    token = store.create_learner().token
    revealed = answer(store, token, "p", True, T0, revealed=True)
    wrong = answer(store, token, "q", False, T0)
    assert revealed == wrong
    assert set(store.score(token).missed_keys) == {"p", "q"}
    assert store.score(token).right == 0


def test_a_lapse_after_days_of_knowing_brings_the_puzzle_back_soon(store: Store) -> None:
    token = store.create_learner().token
    due = answer(store, token, "p", True, T0)
    due = answer(store, token, "p", True, due)
    lapse_due = answer(store, token, "p", False, due)
    assert due < lapse_due <= due + 60 * MIN


def test_a_skipped_new_puzzle_waits_then_returns_to_the_fresh_pool(store: Store) -> None:
    token = store.create_learner().token
    refs = [PuzzleRef("p", "schneider", "04"), PuzzleRef("q", "schneider", "04")]
    back = store.record_skip(token, "p", game="schneider", section="04", at=T0)
    assert back > T0 + MIN
    assert _keys(store.review_queue(token, T0 + MIN, refs)) == ["q"]
    later = store.review_queue(token, back, refs)
    assert sorted(_keys(later)) == ["p", "q"]
    assert all(item.due is None for item in later)  # still never answered: not "due"
    assert store.score(token).answered == 0


def test_a_skip_postpones_a_due_puzzle_without_rating_it(store: Store) -> None:
    token = store.create_learner().token
    due = answer(store, token, "p", False, T0)
    stability = store.mastery(token, due)["schneider", "04"].mastery
    back = store.record_skip(token, "p", game="schneider", section="04", at=due)
    assert back > due
    assert _keys(store.review_queue(token, due + MIN, [])) == []
    assert _keys(store.review_queue(token, back, [])) == ["p"]
    assert store.mastery(token, due)["schneider", "04"].mastery == stability
    assert store.score(token).missed_keys == ("p",)


def test_an_answer_recorded_late_with_an_older_time_is_scheduled_in_time_order(
    store: Store,
) -> None:
    """An answer stamped before the latest one (a slow page, an import) replays the history."""
    token = store.create_learner().token
    other = store.create_learner().token
    answer(store, token, "p", True, T0 + 2 * DAY)
    late = answer(store, token, "p", False, T0)
    answer(store, other, "p", False, T0)
    in_order = answer(store, other, "p", True, T0 + 2 * DAY)
    assert late == in_order
    assert store.score(token).missed_keys == ()


# -- the review queue ------------------------------------------------------------------------


def test_the_queue_puts_due_puzzles_first_and_interleaves_games(store: Store) -> None:
    token = store.create_learner().token
    for n in range(3):
        answer(store, token, f"s{n}", False, T0 + n * MIN, game="schneider")
    answer(store, token, "b0", False, T0 + MIN / 2, game="bauernschnapsen", section="03")
    answer(store, token, "d0", True, T0, game="dreierschnapsen", section="02")  # not due yet
    fresh = [PuzzleRef(f"new{n}", GAMES[n % 3], "01") for n in range(6)]
    queue = store.review_queue(token, T0 + DAY / 2, fresh, seed=7)
    keys = _keys(queue)
    assert keys[:4] == ["s0", "b0", "s1", "s2"]  # most overdue first, games alternating
    assert sorted(keys[4:]) == sorted(ref.key for ref in fresh)
    assert "d0" not in keys
    games = [item.game for item in queue[4:]]
    assert all(a != b for a, b in pairwise(games))


def test_a_sections_review_holds_only_that_section(store: Store) -> None:
    token = store.create_learner().token
    answer(store, token, "s04", False, T0, section="04")
    answer(store, token, "s05", False, T0, section="05")
    refs = [PuzzleRef("n04", "schneider", "04"), PuzzleRef("n05", "schneider", "05")]
    queue = store.review_queue(token, T0 + DAY, refs, game="schneider", section="04")
    assert _keys(queue) == ["s04", "n04"]


def test_the_queue_defaults_to_the_question_bank(store: Store) -> None:
    from tutorial.puzzles.bank import load_bank

    token = store.create_learner().token
    queue = store.review_queue(token, T0, seed=1, limit=5)
    assert len(queue) == 5
    assert all(item.key in load_bank() for item in queue)


def test_the_same_seed_gives_the_same_order(store: Store) -> None:
    token = store.create_learner().token
    refs = [PuzzleRef(f"n{n}", GAMES[n % 3], "01") for n in range(30)]
    first = store.review_queue(token, T0, refs, seed=3)
    assert store.review_queue(token, T0, list(reversed(refs)), seed=3) == first
    assert store.review_queue(token, T0, refs, seed=4) != first


_moments = st.integers(min_value=0, max_value=10_000).map(lambda m: T0 + m * MIN)
_items = st.lists(
    st.tuples(st.sampled_from(GAMES), st.none() | _moments), max_size=40
).map(
    lambda rows: [QueueItem(f"k{n}", g, "01", d) for n, (g, d) in enumerate(rows)]
)  # fmt: skip


def _interleaved(items: list[QueueItem]) -> bool:
    """Two neighbours share a game only once every item left is of that game."""
    return all(
        items[i].game != items[i + 1].game or {x.game for x in items[i:]} == {items[i].game}
        for i in range(len(items) - 1)
    )


@settings(max_examples=200, deadline=None)
@given(_items, st.integers(min_value=0, max_value=2**32))
def test_queue_property_due_first_interleaved_nothing_lost(
    items: list[QueueItem], seed: int
) -> None:
    due = [i for i in items if i.due is not None]
    fresh = [i for i in items if i.due is None]
    queue = review.build_queue(due, fresh, seed)
    assert sorted(queue, key=lambda i: i.key) == sorted(items, key=lambda i: i.key)
    assert queue[: len(due)] == [i for i in queue if i.due is not None]
    assert _interleaved(queue[: len(due)]) and _interleaved(queue[len(due) :])
    for game in GAMES:
        mine = [i.due for i in queue[: len(due)] if i.game == game]
        assert mine == sorted(mine)


# -- mastery of a rule-card section ----------------------------------------------------------


def test_mastery_lists_every_section_with_zero_before_any_answer(store: Store) -> None:
    token = store.create_learner().token
    mastery = store.mastery(token, T0)
    assert set(mastery) == {(g, s) for g, sections in CARD_SECTIONS.items() for s in sections}
    assert all(m.mastery == 0 and m.due == 0 and m.answered == 0 for m in mastery.values())


def test_right_answers_raise_their_sections_mastery_only(store: Store) -> None:
    token = store.create_learner().token
    for key in ("a", "b", "c"):
        answer(store, token, key, True, T0, section="04")
        answer(store, token, key + "x", False, T0, section="05")
    mastery = store.mastery(token, T0 + MIN)
    assert mastery["schneider", "04"].mastery > mastery["schneider", "05"].mastery > 0
    assert mastery["schneider", "04"].answered == 3
    others = [m for place, m in mastery.items() if place[1] not in ("04", "05")]
    assert others and all(m.mastery == 0 for m in others)


def test_one_lucky_answer_does_not_master_a_section(store: Store) -> None:
    token = store.create_learner().token
    answer(store, token, "a", True, T0)
    assert 0 < store.mastery(token, T0)["schneider", "04"].mastery <= 1 / review.MIN_PUZZLES


def test_mastery_grows_with_spaced_right_answers_and_fades_without_review(store: Store) -> None:
    token = store.create_learner().token
    at, seen = T0, []
    for _ in range(5):
        for key in ("a", "b", "c"):
            due = answer(store, token, key, True, at)
        seen.append(store.mastery(token, at)["schneider", "04"].mastery)  # just after answering
        at = due
    assert seen == sorted(seen) and seen[-1] > 0.8
    faded = [store.mastery(token, at + n * 100 * DAY)["schneider", "04"].mastery for n in (1, 2, 3)]
    assert seen[-1] > faded[0] > faded[1] > faded[2]


def test_the_due_count_counts_a_sections_puzzles_due_now(store: Store) -> None:
    token = store.create_learner().token
    answer(store, token, "a", False, T0)
    answer(store, token, "b", True, T0)
    assert store.mastery(token, T0)["schneider", "04"].due == 0
    assert store.mastery(token, T0 + 11 * MIN)["schneider", "04"].due == 1
    assert store.mastery(token, T0 + 30 * DAY)["schneider", "04"].due == 2


_cards = st.lists(
    st.tuples(
        st.none() | st.floats(min_value=0.001, max_value=36500),
        st.integers(min_value=0, max_value=3650).map(lambda d: T0 - d * DAY),
    ),
    max_size=30,
)


@given(_cards)
def test_mastery_is_always_between_zero_and_one(cards: list) -> None:
    value = review.mastery(cards, T0)
    assert 0 <= value <= 1
    if all(stability is None for stability, _ in cards):
        assert value == 0


def test_fsrs_needs_utc_and_the_store_converts_other_zones(store: Store) -> None:
    token = store.create_learner().token
    vienna = T0.astimezone(datetime.now().astimezone().tzinfo)
    due = answer(store, token, "p", False, vienna)
    assert due.tzinfo == UTC and due > T0
