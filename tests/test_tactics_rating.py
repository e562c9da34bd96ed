"""The learner's rating per tactics motif (issue 21 §2): Elo over first tries, puzzles chosen
near it, the store's first tries on SQLite and PostgreSQL, and the rating on the page."""

from __future__ import annotations

import random
from datetime import timedelta

from hypothesis import given
from hypothesis import strategies as st

from tests.apptest_helpers import open_page
from tests.store_fixtures import T0, answer
from tutorial.app.pages.puzzles.tactics_mode import motif_of
from tutorial.puzzles.bank import load_tactics
from tutorial.puzzles.check import solve
from tutorial.puzzles.model import Puzzle
from tutorial.puzzles.rating import START, Rating, expected, nearest, puzzle_rating, ratings
from tutorial.store.repository import Store

TACTICS = load_tactics()


def _of(motif: str, difficulty: int) -> Puzzle:
    return next(
        p for p in sorted(TACTICS.values(), key=lambda p: p.id)
        if motif_of(p) == motif and p.difficulty == difficulty
    )  # fmt: skip


def test_a_right_try_raises_the_rating_of_its_motif_only() -> None:
    lead = _of("lead", 2)
    rated = ratings([(lead.id, True)], TACTICS, motif_of)
    assert set(rated) == {"lead"} and rated["lead"].value > START and rated["lead"].tries == 1


def test_a_miss_on_an_easy_puzzle_costs_more_than_on_a_hard_one() -> None:
    """Elo: losing to a weaker opponent costs more (1350 vs 1850 against 1500)."""
    easy = _of("lead", 1)
    hard = next(p for p in sorted(TACTICS.values(), key=lambda p: p.id) if p.difficulty == 3)
    lost_easy = START - ratings([(easy.id, False)], TACTICS, motif_of)[motif_of(easy)].value
    lost_hard = START - ratings([(hard.id, False)], TACTICS, motif_of)[motif_of(hard)].value
    assert lost_easy > lost_hard > 0


@given(st.lists(st.tuples(st.sampled_from(sorted(TACTICS)), st.booleans()), max_size=40))
def test_ratings_stay_between_the_bounds_elo_allows(tries: list[tuple[str, bool]]) -> None:
    """Each try moves a rating by less than K = 32, so n tries stay within 32·n of the start;
    all right never lowers it, all wrong never raises it."""
    rated = ratings(tries, TACTICS, motif_of)
    for motif, rating in rated.items():
        assert abs(rating.value - START) < 32 * rating.tries
        mine = [right for key, right in tries if motif_of(TACTICS[key]) == motif]
        if all(mine):
            assert rating.value > START
        if not any(mine):
            assert rating.value < START


def test_expected_score_is_a_half_between_equals() -> None:
    assert expected(1500, 1500) == 0.5 and expected(1900, 1500) > 0.9


def test_the_next_puzzle_is_near_the_learners_rating() -> None:
    pool = sorted(TACTICS.values(), key=lambda p: p.id)
    strong = {motif: Rating(1900.0, 10) for motif in {motif_of(p) for p in pool}}
    picks = [nearest(pool, strong, motif_of, random.Random(n)) for n in range(20)]
    assert all(p is not None and puzzle_rating(p) == 1850 for p in picks)
    weak = {motif: Rating(1300.0, 10) for motif in strong}
    picks = [nearest(pool, weak, motif_of, random.Random(n)) for n in range(20)]
    assert all(p is not None and puzzle_rating(p) == 1350 for p in picks)


def test_the_store_gives_each_puzzles_first_try_in_time_order(store: Store) -> None:
    token = store.create_learner().token
    answer(store, token, "b", True, T0 - timedelta(hours=3), uid="1" * 32)
    answer(store, token, "a", False, T0 - timedelta(hours=2), uid="2" * 32)
    answer(store, token, "b", False, T0 - timedelta(hours=1), uid="3" * 32)  # a retry
    answer(store, token, "c", True, T0, uid="4" * 32)
    assert store.first_tries(token, ["a", "b"]) == [("b", True), ("a", False)]


def test_the_tactics_page_shows_the_rating_after_a_try() -> None:
    at_ = open_page("puzzles", lang="de", mode="tactics", game="schneider")
    group = next(b for b in at_.button_group if str(b.key).startswith("pick_tactics_"))
    puzzle = TACTICS[str(group.key).removeprefix("pick_tactics_").replace("_", "-")]
    (best,) = solve(puzzle).correct
    group.set_value(best).run()
    at_.run()
    captions = " ".join(c.value for c in at_.caption)
    assert "Deine Wertung:" in captions and not at_.exception
