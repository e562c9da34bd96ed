"""The Schneider endgame on bit masks (`tutorial.games.schneider.endgame`, issue 23): once the
talon is empty (S0 §05: no more drawing, the hands are played out), every action's exact value,
the best action and the position's value equal those of the generic search through the Deal API
and of a plain minimax, under the card's rule of who takes a trick (S0 §04) and each published
variant (S1), and the strong player's endgame advice is unchanged."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.solver_helpers import minimax
from tutorial.bots.advice import Budget, advise
from tutorial.games.base import Deal
from tutorial.games.registry import GAMES
from tutorial.games.schneider.rules import BeatRule, SchneiderDeal
from tutorial.solver.search import NodeLimit
from tutorial.solver.solve import position_value, solve

MIXES = [
    {"beat_rule": rule.value, "seven_beats_ace": seven}
    for rule in BeatRule
    for seven in (False, True)
]


def endgame(seed: int, options: dict[str, Any], plies: int) -> SchneiderDeal:
    """A deal played at random until the talon is empty, then `plies` more random cards (fewer
    if the deal would end)."""
    deal = GAMES["schneider"].new_deal(seed, options)
    assert isinstance(deal, SchneiderDeal)
    rng = random.Random(f"endgame:{seed}")
    while deal.talon:
        deal.apply(rng.choice(deal.legal_actions()))
    for _ in range(plies):
        if deal.tricks_played == 15 and deal.trick:
            break
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


def generic(deal: Deal) -> tuple[list[tuple[Any, int]], Any, int]:
    """Every action's value, the best action and the position's value by the generic search."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(SchneiderDeal, "fast_search", Deal.fast_search)
        found = solve(deal)
        return [(v.action, v.value) for v in found.values], found.best, position_value(deal)[0]


def fast(deal: Deal) -> tuple[list[tuple[Any, int]], Any, int]:
    found = solve(deal)
    return [(v.action, v.value) for v in found.values], found.best, position_value(deal)[0]


@pytest.mark.parametrize("mix", MIXES, ids=lambda m: f"{m['beat_rule']}-{m['seven_beats_ace']}")
def test_the_endgame_search_values_every_action_as_the_generic_search_under_every_beat_rule(
    mix: dict[str, Any],
) -> None:
    for seed in range(40):
        deal = endgame(seed, mix, seed % 9)
        assert deal.fast_search(deal.to_move or 0, None, True) is not None
        assert fast(deal) == generic(deal), (mix, seed)


@pytest.mark.parametrize("mix", MIXES, ids=lambda m: f"{m['beat_rule']}-{m['seven_beats_ace']}")
def test_the_endgame_search_agrees_with_minimax_on_the_last_four_tricks(
    mix: dict[str, Any],
) -> None:
    for seed in range(25):
        deal = endgame(seed, mix, 4 + seed % 3)  # four cards or fewer each: minimax is quick
        for seat in (0, 1):
            assert position_value(deal, seat)[0] == minimax(deal.clone(), seat), (mix, seed)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10**9),
    mix=st.sampled_from(MIXES),
    plies=st.integers(0, 11),
    seat=st.integers(0, 1),
)
def test_the_endgame_search_agrees_from_any_position_and_either_seat(
    seed: int, mix: dict[str, Any], plies: int, seat: int
) -> None:
    deal = endgame(seed, mix, plies)
    expected = generic_value(deal, seat)
    search = deal.fast_search(seat, None, True)
    assert search is not None
    assert search.value(-3, 3) == expected


def generic_value(deal: Deal, seat: int) -> int:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(SchneiderDeal, "fast_search", Deal.fast_search)
        return position_value(deal, seat)[0]


def test_the_endgame_search_starts_only_when_the_talon_is_empty_and_leaves_the_deal_as_found() -> (
    None
):
    deal = GAMES["schneider"].new_deal(7)
    assert deal.fast_search(0, None, True) is None  # talon full: the look-ahead's business
    deal = endgame(7, {}, 3)
    before = (deal.state_key(), len(deal.events))
    solve(deal)
    assert (deal.state_key(), len(deal.events)) == before


def test_the_endgame_search_keeps_the_node_budget() -> None:
    deal = next(d for d in (endgame(s, {}, 0) for s in range(50)) if solve(d).nodes > 200)
    needed = solve(deal).nodes
    with pytest.raises(NodeLimit):
        solve(deal, max_nodes=needed // 2)
    assert solve(deal, max_nodes=needed).value == solve(deal).value


def test_the_strong_players_endgame_advice_is_unchanged() -> None:
    budget = Budget()
    for seed in range(12):
        deal = endgame(seed, {}, seed % 5)
        seat = deal.to_move
        assert seat is not None
        new = advise(deal, seat, budget, random.Random(seed))
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(SchneiderDeal, "fast_search", Deal.fast_search)
            old = advise(deal, seat, budget, random.Random(seed))
        assert (new.values, new.best, new.method) == (old.values, old.best, old.method), seed
        assert new.method == "solver"
