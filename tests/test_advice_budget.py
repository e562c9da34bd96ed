"""The strong player's work per decision is bounded by its budget of search nodes, the first
sampled deal's search included (issue 21 §5: a move or hint within a time budget). Nodes, not the
clock: the same deal always gets the same advice, so nothing here depends on the machine's speed.

Every search `advise` starts is watched: each must be given a node limit, and the nodes all of
them take together (a search cut off counts its limit) must stay within `Budget.most_nodes`."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from tutorial.bots import advice as advice_module
from tutorial.bots.advice import Advice, Budget, advise
from tutorial.bots.rules_bot import RulesBot
from tutorial.coach.hints import HINT_BUDGET, hint
from tutorial.games.base import Deal
from tutorial.games.registry import GAMES
from tutorial.solver.search import NodeLimit

TIGHT = Budget(samples=4, nodes=2_000, rollouts=3, exact=1_000)


def _until(game: str, seed: int, stop: Callable[[Deal], bool]) -> Deal:
    """A deal played by the rule of thumb at every seat until `stop` holds."""
    deal = GAMES[game].new_deal(seed)
    player = RulesBot()
    while not deal.is_over() and not stop(deal):
        deal.apply(player.choose(deal))
    assert not deal.is_over()
    return deal


def _first_lead(deal: Deal) -> bool:
    return str(getattr(deal, "phase", "")) == "play" and len(deal.legal_actions()) > 1


def _phase(name: str) -> Callable[[Deal], bool]:
    return lambda deal: str(getattr(deal, "phase", "")) == name and len(deal.legal_actions()) > 1


def _schneider_talon_empty(deal: Deal) -> bool:
    return not deal.talon and not deal.trick  # type: ignore[attr-defined]


POSITIONS: dict[str, Callable[[], Deal]] = {
    "dreier first lead, seed 1": lambda: _until("dreierschnapsen", 1, _first_lead),
    "dreier first lead, seed 4": lambda: _until("dreierschnapsen", 4, _first_lead),
    "dreier talon, seed 11": lambda: _until("dreierschnapsen", 11, _phase("talon")),
    "dreier auction, seed 3": lambda: _until("dreierschnapsen", 3, _phase("auction")),
    "bauern first lead, seed 20": lambda: _until("bauernschnapsen", 20, _first_lead),
    "bauern doubling, seed 1": lambda: _until("bauernschnapsen", 1, _phase("doubling")),
    "schneider first lead, seed 3": lambda: _until("schneider", 3, lambda d: True),
    "schneider talon empty, seed 5": lambda: _until("schneider", 5, _schneider_talon_empty),
}


@contextmanager
def _watched() -> Iterator[list[tuple[int | None, int]]]:
    """Every search `advise` runs, as (its node limit, the nodes it took or its limit if cut)."""
    calls: list[tuple[int | None, int]] = []
    solve, position_value = advice_module.solve, advice_module.position_value

    def watch(search: Callable[..., Any], limit_at: int) -> Callable[..., Any]:
        def run(*args: Any, **kwargs: Any) -> Any:
            limit = args[limit_at] if len(args) > limit_at else kwargs.get("max_nodes")
            try:
                out = search(*args, **kwargs)
            except NodeLimit:
                calls.append((limit, limit if limit is not None else -1))
                raise
            nodes = out.nodes if hasattr(out, "nodes") else out[1]
            calls.append((limit, nodes))
            return out

        return run

    advice_module.solve = watch(solve, 2)  # type: ignore[assignment]
    advice_module.position_value = watch(position_value, 2)  # type: ignore[assignment]
    try:
        yield calls
    finally:
        advice_module.solve = solve  # type: ignore[assignment]
        advice_module.position_value = position_value  # type: ignore[assignment]


def _bounded(make: Callable[[], Advice], budget: Budget) -> Advice:
    with _watched() as calls:
        advice = make()
    assert all(limit is not None for limit, _ in calls), f"a search without a node limit: {calls}"
    spent = sum(nodes for _, nodes in calls)
    assert spent <= budget.most_nodes, (spent, calls)
    assert advice.nodes == spent
    return advice


@pytest.mark.parametrize("budget", [TIGHT, HINT_BUDGET, Budget()], ids=["tight", "hint", "default"])
@pytest.mark.parametrize("where", sorted(POSITIONS))
def test_every_search_of_a_decision_stays_within_the_budget(where: str, budget: Budget) -> None:
    deal = POSITIONS[where]()
    advice = _bounded(lambda: advise(deal, budget=budget, rng=random.Random(7)), budget)
    assert advice.best in deal.legal_actions()


def test_the_hint_stays_within_its_budget_at_the_dreier_first_lead() -> None:
    deal = POSITIONS["dreier first lead, seed 4"]()
    found = _bounded(lambda: hint(deal, budget=HINT_BUDGET).advice, HINT_BUDGET)
    assert found.best in deal.legal_actions()


def test_a_first_sampled_deal_too_big_for_the_budget_falls_back_on_rollouts() -> None:
    """The Dreier deal from its first lead cannot be solved in 2,000 nodes: the strong player
    stops there and weighs the cards by rule-of-thumb play-outs instead, the same way each time."""
    deal = POSITIONS["dreier first lead, seed 4"]()
    first = _bounded(lambda: advise(deal, budget=TIGHT, rng=random.Random(7)), TIGHT)
    assert first.method == "rollout" and first.nodes == TIGHT.nodes
    again = advise(deal, budget=TIGHT, rng=random.Random(7))
    assert again == first
