"""A finished search hands its tables back at once (`tutorial.solver.search.FreesItsTables`).

The searches recurse through closures that refer to themselves, so without help their tables sit
in a reference cycle until a full garbage collection walks and frees them: 20 to 190 ms a time
in `bench/bench_masks.py`, stalling whatever runs then (on a server: every page). Each test solves
with the collector paused, drops the search, and counts what the collector still has to find.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest

from tests.masks_helpers import play_starts
from tutorial.games.base import Deal
from tutorial.games.registry import GAMES
from tutorial.solver.search import searcher
from tutorial.solver.solve import position_value, solve

# What a dropped search may leave to the collector: its closures, their cells and the copy of
# the deal they play on (about 100–200 objects); with its tables it left 1,197–19,450 (measured
# with these tests on the commit before `FreesItsTables`).
LEFT_TO_THE_COLLECTOR = 600


@contextmanager
def collector_paused() -> Iterator[None]:
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def left_behind(run: Callable[[], object]) -> int:
    """Objects the collector finds unreachable after `run` (its search dropped on return)."""
    with collector_paused():
        run()
        return gc.collect()


def big_card_play() -> Deal:
    """A Dreierschnapsen Normal game at its first lead whose solve takes thousands of positions."""
    for seed in range(0, 200, 2):
        deal = play_starts("dreierschnapsen", seed)
        if deal is not None and solve(deal).nodes > 3_000:
            return deal
    raise AssertionError("no big enough first lead in 100 seeds")


def schneider_talon_empty() -> Deal:
    deal = GAMES["schneider"].new_deal(3)
    while deal.talon or deal.trick:  # type: ignore[attr-defined]
        deal.apply(deal.legal_actions()[-1])
    return deal


def test_the_card_search_leaves_no_table_behind() -> None:
    deal = big_card_play()
    assert left_behind(lambda: solve(deal)) < LEFT_TO_THE_COLLECTOR
    assert left_behind(lambda: position_value(deal)) < LEFT_TO_THE_COLLECTOR


def test_the_generic_search_leaves_no_table_behind() -> None:
    deal = big_card_play()

    def run() -> None:
        search = searcher(deal, deal.to_move or 0)
        assert search.value(-10, 10) != 0
        assert len(search.table) > 1_000  # a table worth freeing

    assert left_behind(run) < LEFT_TO_THE_COLLECTOR


@pytest.mark.parametrize("how", ["solve", "position_value"])
def test_the_schneider_endgame_search_leaves_no_table_behind(how: str) -> None:
    deal = schneider_talon_empty()
    run = (lambda: solve(deal)) if how == "solve" else (lambda: position_value(deal))
    assert left_behind(run) < LEFT_TO_THE_COLLECTOR
