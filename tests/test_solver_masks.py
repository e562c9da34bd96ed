"""The card core on bit masks (`tutorial.games.schnapsen.masks`) agrees with the engine it is read
from: along random play-outs under random mixes of each game's own options, its legal moves at
every position are the engine's legal actions, its tricks, claims and ends lead to the same
mover and the same result; and the solver on it values every root action as the generic solver
does (issue 23). The large-count versions run with `-m slow`.
"""

from __future__ import annotations

import random
import typing
from collections.abc import Iterator
from dataclasses import fields
from enum import Enum
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.schnapsen_helpers import force_contract
from tests.solver_helpers import quiet_auction
from tutorial.games.base import Action, Deal
from tutorial.games.registry import GAMES
from tutorial.games.schnapsen.deal import SchnapsenDeal
from tutorial.games.schnapsen.masks import CardSearch, action_of
from tutorial.solver.search import NodeLimit
from tutorial.solver.solve import position_value, solve

SCHNAPSEN = ["bauernschnapsen", "dreierschnapsen"]


def random_options(game: str, rng: random.Random) -> dict[str, Any]:
    """A random mix of the game's own options: every field of its options class, each enum and
    flag drawn from its values, each number from its allowed range."""
    rules = GAMES[game]
    cls = rules.options_class  # type: ignore[attr-defined]
    hints = typing.get_type_hints(cls)
    mix: dict[str, Any] = {}
    for f in fields(cls):
        kind = hints[f.name]
        if isinstance(kind, type) and issubclass(kind, Enum):
            mix[f.name] = rng.choice(list(kind)).value
        elif kind is bool:
            mix[f.name] = rng.random() < 0.5
        else:
            low, high = rules.ranges[f.name]  # type: ignore[attr-defined]
            mix[f.name] = rng.randint(low, min(high, low + 3))
    return mix


def play_starts(game: str, seed: int) -> SchnapsenDeal | None:
    """A deal at its first lead under a random option mix: the auction played at random, kept
    quiet (the Normal game) every other seed, steered to a random contract every third."""
    rng = random.Random(f"masks:{game}:{seed}")
    deal = GAMES[game].new_deal(seed, random_options(game, rng))
    assert isinstance(deal, SchnapsenDeal)
    if seed % 3 == 2:
        contract = rng.choice([row.id for row in deal.table_rows])
        if not force_contract(deal, contract, rng):
            return None
    while not deal.is_over() and deal.phase.value not in ("play", "claim"):
        legal = deal.legal_actions()
        if seed % 2 == 0:
            legal = quiet_auction(legal)
        deal.apply(rng.choice(legal))
    return None if deal.is_over() else deal


def engine_moves(deal: Deal, fair: bool) -> set[Action]:
    """The engine's legal actions, less those good only by the letter when `fair` (as the
    generic solver leaves them out: only where a claim is among them)."""
    legal = deal.legal_actions()
    if fair and any(a.kind == "claim" for a in legal):
        legal = [a for a in legal if not deal.letter_only(a)]
    return set(legal)


def walk(game: str, seed: int) -> int:
    """Play one deal out at random on the engine and on the core side by side; at every
    position compare the mover and the legal moves, at the end the value. Positions checked."""
    deal = play_starts(game, seed)
    if deal is None:
        return 0
    rng = random.Random(f"walk:{seed}")
    seat = rng.randrange(deal.players)
    fair = seed % 2 == 1
    core = CardSearch(deal, seat, fair=fair, merge=False)
    checked = 0
    while True:
        assert core.to_move == deal.to_move
        mine = {action_of(m) for m in core.legal_moves()}
        assert mine == engine_moves(deal, fair), (seed, deal.trick, deal.to_move)
        checked += 1
        action = rng.choice(deal.legal_actions())
        end = core.play(action)
        deal.apply(action)
        if deal.is_over():
            assert end == deal.payoff(seat), (seed, action)
            return checked
        assert end is None, (seed, action)


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
def test_the_mask_core_agrees_with_the_engine_on_100000_positions(game: str) -> None:
    checked = 0
    seed = 10_000
    while checked < 100_000:
        checked += walk(game, seed)
        seed += 1
    assert checked >= 100_000


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
def test_the_fast_solve_agrees_with_the_generic_solver_on_1000_deals(game: str) -> None:
    assert check_solves(game, range(1_000, 2_000)) >= 3_000


def test_the_fast_solve_keeps_the_node_budget() -> None:
    starts = (play_starts("dreierschnapsen", seed) for seed in range(0, 120, 6))  # Normal games
    deal, solution = next((d, solve(d)) for d in starts if d is not None and solve(d).nodes > 500)
    with pytest.raises(NodeLimit):
        solve(deal, max_nodes=solution.nodes // 2)
    with pytest.raises(NodeLimit):
        position_value(deal, max_nodes=50)
    assert solve(deal, max_nodes=solution.nodes).value == solution.value
