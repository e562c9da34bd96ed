"""The card core on bit masks (`tutorial.games.schnapsen.masks`) agrees with the engine it is read
from: along random play-outs under random mixes of each game's own options, its legal moves at
every position are the engine's legal actions, its tricks, claims and ends lead to the same
mover and the same result; and the solver on it values every root action as the generic solver
does (issue 23). The slow tests take 10,000 deals per game; `bench/agree_masks.py` runs 100,000.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.masks_helpers import SCHNAPSEN, play_starts, walk
from tutorial.games.base import Deal
from tutorial.solver.search import NodeLimit
from tutorial.solver.solve import position_value, solve


def walk_many(game: str, seeds: range) -> int:
    return sum(walk(game, seed) for seed in seeds)


@pytest.mark.parametrize("game", SCHNAPSEN)
def test_the_mask_cores_moves_turns_and_results_equal_the_engines_along_random_playouts(
    game: str,
) -> None:
    checked = walk_many(game, range(1_500))
    assert checked >= 8_000


@pytest.mark.slow
@pytest.mark.parametrize("game", SCHNAPSEN)
def test_the_mask_core_agrees_with_the_engine_on_10000_more_deals(game: str) -> None:
    checked = walk_many(game, range(10_000, 20_000))
    assert checked >= 50_000


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**9), game=st.sampled_from(SCHNAPSEN))
def test_the_mask_core_agrees_with_the_engine_on_any_seed(seed: int, game: str) -> None:
    walk(game, seed)


# -- the solver on the core values every action as the generic solver does ----------------------


def generic_solve(deal: Deal, fair: bool) -> Any:
    """`solve` with the game's own search switched off: today's search through the Deal API."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(type(deal), "fast_search", Deal.fast_search)
        return solve(deal, fair=fair), position_value(deal, fair=fair)


def positions(game: str, seeds: range, per_deal: int = 2) -> Iterator[tuple[int, Deal]]:
    """Positions of the card play: a deal's first lead, then points further on in it (leads,
    follows and claim offers alike)."""
    for seed in seeds:
        deal = play_starts(game, seed)
        if deal is None:
            continue
        rng = random.Random(f"points:{seed}")
        yield seed, deal.clone()
        for _ in range(per_deal - 1):
            for _ in range(rng.randrange(1, 6)):
                if deal.is_over():
                    break
                deal.apply(rng.choice(deal.legal_actions()))
            if not deal.is_over():
                yield seed, deal.clone()


def check_solves(game: str, seeds: range) -> int:
    compared = 0
    for seed, deal in positions(game, seeds):
        fair = seed % 2 == 1
        old, (old_value, _) = generic_solve(deal, fair)
        new = solve(deal, fair=fair)
        assert [(v.action, v.value) for v in new.values] == [
            (v.action, v.value) for v in old.values
        ], (seed, deal.trick)
        assert (new.best, new.value) == (old.best, old.value)
        assert position_value(deal, fair=fair)[0] == old_value
        compared += len(new.values)
    return compared


@pytest.mark.parametrize("game", SCHNAPSEN)
def test_the_fast_solve_values_every_root_action_as_the_generic_solver(game: str) -> None:
    assert check_solves(game, range(1, 41)) >= 150


@pytest.mark.slow
@pytest.mark.parametrize("game", SCHNAPSEN)
def test_the_fast_solve_agrees_with_the_generic_solver_on_250_more_deals(game: str) -> None:
    assert check_solves(game, range(1_000, 1_250)) >= 750


def test_the_fast_solve_keeps_the_node_budget() -> None:
    starts = (play_starts("dreierschnapsen", seed) for seed in range(0, 120, 6))  # Normal games
    deal, solution = next((d, solve(d)) for d in starts if d is not None and solve(d).nodes > 500)
    with pytest.raises(NodeLimit):
        solve(deal, max_nodes=solution.nodes // 2)
    with pytest.raises(NodeLimit):
        position_value(deal, max_nodes=50)
    assert solve(deal, max_nodes=solution.nodes).value == solution.value


@pytest.mark.parametrize("game", SCHNAPSEN)
def test_a_node_budget_struck_anywhere_in_the_search_raises_node_limit_and_nothing_else(
    game: str,
) -> None:
    """Wherever the budget runs out (mid-trick, on a trick's last card, after a claim), the
    caller gets `NodeLimit`, as the strong player and the hints expect (`bots/advice.py`)."""
    starts = (play_starts(game, seed) for seed in range(1, 60))
    deal, nodes = next(
        (d, solve(d).nodes) for d in starts if d is not None and solve(d).nodes > 400
    )
    for budget in range(1, nodes, max(1, nodes // 60)):
        with pytest.raises(NodeLimit):
            solve(deal, max_nodes=budget)
