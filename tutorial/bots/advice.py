"""What the strong player thinks of each legal action: the average, over deals of the unseen cards
consistent with everything the seat has seen, of the action's value under best play.

How an action is valued depends on the decision:

- once the sides are fixed (doubling, the talon, the cards, claims) each sampled deal is solved
  with perfect information (`tutorial.solver.solve`), exactly in Schnapsen and in Schneider's last
  tricks; earlier in Schneider the search looks a few tricks ahead and estimates the victory points
  the honours banked promise (`SchneiderDeal.estimate`);
- before that (naming trumps, bidding) the sides depend on the auction, which perfect-information
  search cannot settle for three players, so each sampled deal is played out from the action by
  the rule-of-thumb player at every seat, and the payoffs are averaged (a Monte-Carlo rollout).

Work is bounded by a budget of search nodes (not by the clock, so the same deal always gets the
same advice): sampled deals are solved one after another until it is spent.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from tutorial.bots import rules_bot
from tutorial.games.base import Action, Deal
from tutorial.solver import NodeLimit, sample_worlds, solve

SCHNEIDER_HORIZON = 6  # plies searched ahead before the talon is empty
# With the talon empty and at most this many cards in each hand, search to the end.
SCHNEIDER_EXACT_CARDS = 4
ESTIMATE_SCALE = 100  # `SchneiderDeal.estimate` counts hundredths of a victory point


@dataclass(frozen=True)
class Advice:
    """The strong player's view of one decision."""

    seat: int
    values: tuple[tuple[Action, float], ...]  # every legal action, engine order, average value
    best: Action
    samples: int  # sampled deals the averages rest on
    method: str  # "solver" (exact), "horizon" (Schneider, looking ahead) or "rollout"

    def value_of(self, action: Action) -> float:
        for candidate, value in self.values:
            if candidate == action:
                return value
        raise KeyError(f"{action} is not legal here")


@dataclass(frozen=True)
class Budget:
    """How hard the strong player thinks: sampled deals, search nodes, rollouts per action."""

    samples: int = 12
    nodes: int = 12_000
    rollouts: int = 16


def advise(
    deal: Deal, seat: int | None = None, budget: Budget = Budget(), rng: random.Random | None = None
) -> Advice:
    """The strong player's values for the decision of the player to move (`seat` must be him)."""
    mover = deal.to_move
    if mover is None:
        raise ValueError("the deal is over: there is nothing to decide")
    seat = mover if seat is None else seat
    rng = rng or random.Random(f"advice:{len(deal.events)}")
    legal = deal.legal_actions()
    if len(legal) == 1:
        return Advice(seat, ((legal[0], 0.0),), legal[0], 0, "forced")
    if deal.side_of(seat) is None:
        return _rollouts(deal, seat, legal, budget, rng)
    return _solved(deal, seat, legal, budget, rng)


def horizon_for(deal: Deal) -> int | None:
    """Schneider looks ahead a few plies until the end is near; Schnapsen is solved to the end."""
    talon = getattr(deal, "talon", None)
    hands = getattr(deal, "hands", None)
    if deal.game != "schneider" or talon is None or hands is None:
        return None
    if not talon and max(len(h) for h in hands) <= SCHNEIDER_EXACT_CARDS:
        return None
    return SCHNEIDER_HORIZON


def _solved(
    deal: Deal, seat: int, legal: list[Action], budget: Budget, rng: random.Random
) -> Advice:
    worlds = sample_worlds(deal, seat, budget.samples, rng)
    horizon = horizon_for(deal)
    totals = dict.fromkeys(legal, 0.0)
    used = 0
    spent = 0
    for world in worlds:
        left = budget.nodes - spent
        try:  # the first deal is always finished; the others only within the budget
            solution = solve(world, seat, None if used == 0 else max(left, 1), horizon)
        except NodeLimit:
            break
        spent += solution.nodes
        used += 1
        for item in solution.values:
            totals[item.action] += item.value
        if spent >= budget.nodes:
            break
    if horizon is not None:  # the look-ahead's estimates, back in victory points
        totals = {a: v / ESTIMATE_SCALE for a, v in totals.items()}
    return _advice(seat, legal, totals, used, "solver" if horizon is None else "horizon")


def _rollouts(
    deal: Deal, seat: int, legal: list[Action], budget: Budget, rng: random.Random
) -> Advice:
    worlds = sample_worlds(deal, seat, budget.rollouts, rng)
    player = rules_bot.RulesBot()
    totals = dict.fromkeys(legal, 0.0)
    for world in worlds:
        for action in legal:
            trial = world.clone()
            trial.apply(action)
            while not trial.is_over():
                trial.apply(player.choose(trial))
            totals[action] += trial.payoff(seat)
    return _advice(seat, legal, totals, len(worlds), "rollout")


def _advice(
    seat: int, legal: Sequence[Action], totals: dict[Action, float], samples: int, method: str
) -> Advice:
    values = tuple((a, totals[a] / max(samples, 1)) for a in legal)
    best = max(values, key=lambda item: item[1])[0]
    return Advice(seat, values, best, samples, method)
