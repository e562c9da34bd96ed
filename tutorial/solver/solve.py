"""Every legal action's value under best play, and the best one (see `tutorial.solver`)."""

from __future__ import annotations

from dataclasses import dataclass

from tutorial.games.base import Action, Deal, FastSearch
from tutorial.solver.search import INF, Evaluator, NodeLimit, SolverError, searcher


@dataclass(frozen=True)
class ActionValue:
    """One legal action and what the deal is worth after it, under best play."""

    action: Action
    value: int


@dataclass(frozen=True)
class Solution:
    """A solved position: each legal action's value for `seat`'s side, in the engine's order of
    the actions, and the best (the first of equal best values)."""

    seat: int
    values: tuple[ActionValue, ...]
    best: Action
    value: int
    nodes: int

    def value_of(self, action: Action) -> int:
        for item in self.values:
            if item.action == action:
                return item.value
        raise KeyError(f"{action} is not legal here")


def solve(
    deal: Deal,
    seat: int | None = None,
    max_nodes: int | None = None,
    horizon: int | None = None,
    evaluate: Evaluator | None = None,
    fair: bool = False,
) -> Solution:
    """Solve the position of `deal` (which is not changed) for `seat`'s side (default: the player
    to move). `max_nodes` bounds the work; past it `NodeLimit` is raised. `horizon` (plies) stops
    the search early and values what it reaches by the game's `estimate` (Schneider: honours
    banked, one side's minus the other's), or by `evaluate` if given: then the values are
    estimates on the scale of `estimate`, not game points.
    `fair`: the play after each action leaves out what is good only by the letter of the card
    (`Deal.letter_only`: a false claim under the card's literal rule), and the best action is
    chosen without it; every legal action is still valued, such an action by the letter.
    `SolverError` when the deal is over or its sides are not fixed yet (an auction running)."""
    if deal.is_over():
        raise SolverError("the deal is over: there is nothing left to decide")
    mover = deal.to_move
    assert mover is not None
    seat = mover if seat is None else seat
    if horizon is None and evaluate is None:
        fast = _fast(deal, seat, max_nodes, fair)
        if fast is not None:
            return _solve_fast(deal, seat, mover, fast, fair)
    search = searcher(deal, seat, max_nodes, horizon, evaluate, fair)
    position = search.deal
    # No line can be worth more than the deal's bound: a window that tight lets a claim of the
    # highest award, or a Schwarz, end the search of its position at once (values at the bound
    # are still exact).
    bound = position.payoff_bound() if horizon is None else None
    low, high = (-INF, INF) if bound is None else (-bound, bound)
    values = []
    for action in position.legal_actions():
        position.apply(action)
        try:
            value = search.value(low, high, None if horizon is None else horizon - 1)
        finally:
            position.undo()
        values.append(ActionValue(action, value))
    maximizing = position.side_of(mover) == search.side
    choices = [v for v in values if not (fair and position.letter_only(v.action))] or values
    best = (max if maximizing else min)(choices, key=lambda item: item.value)
    return Solution(seat, tuple(values), best.action, best.value, search.nodes)


def _fast(deal: Deal, seat: int, max_nodes: int | None, fair: bool) -> FastSearch | None:
    """The game's own search of this position, if it has one (`Deal.fast_search`); checks
    first, as `searcher` does, that the sides are fixed."""
    if deal.side_of(seat) is None:
        return None  # `searcher` raises the SolverError
    return deal.fast_search(seat, max_nodes, fair)


def _solve_fast(deal: Deal, seat: int, mover: int, fast: FastSearch, fair: bool) -> Solution:
    """`solve` on the game's own search: the same window, order of actions and choice of best."""
    bound = deal.payoff_bound()
    low, high = (-INF, INF) if bound is None else (-bound, bound)
    values = [ActionValue(a, fast.value_after(a, low, high)) for a in deal.legal_actions()]
    maximizing = deal.side_of(mover) == deal.side_of(seat)
    choices = [v for v in values if not (fair and deal.letter_only(v.action))] or values
    best = (max if maximizing else min)(choices, key=lambda item: item.value)
    return Solution(seat, tuple(values), best.action, best.value, fast.nodes)


def position_value(
    deal: Deal, seat: int | None = None, max_nodes: int | None = None, fair: bool = False
) -> tuple[int, int]:
    """The position's value under best play for `seat`'s side (default: the player to move), and
    the positions searched — one search, cheaper than `solve` when the actions' values are not
    needed. `fair` as for `solve`."""
    mover = deal.to_move
    if mover is None:
        raise SolverError("the deal is over: there is nothing left to decide")
    seat = mover if seat is None else seat
    fast = _fast(deal, seat, max_nodes, fair)
    if fast is not None:
        bound = deal.payoff_bound()
        value = fast.value(-INF, INF) if bound is None else fast.value(-bound, bound)
        return value, fast.nodes
    search = searcher(deal, seat, max_nodes, fair=fair)
    bound = search.deal.payoff_bound()
    value = search.value(-INF, INF) if bound is None else search.value(-bound, bound)
    return value, search.nodes


__all__ = ["ActionValue", "NodeLimit", "Solution", "SolverError", "position_value", "solve"]
