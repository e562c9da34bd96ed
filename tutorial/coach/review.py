"""The review of a finished (or unfinished) deal for one seat: each of its decisions beside the
strong player's, what the difference cost in expected points, the costliest first.

Two ways of judging, chosen by `mode`:

- "samples" (the default): each decision is valued as the strong player values it
  (`tutorial.bots.advise`): averaged over deals of the cards the seat could not see that are
  consistent with everything it had seen. This judges a decision by what the player could know,
  so nobody is blamed for not guessing a hidden card; the price is some noise from sampling.
- "perfect": every card face up, each decision solved exactly (`tutorial.solver.solve`); before
  the sides are fixed (trumps, bids) the actions are played out by the rule-of-thumb player on the
  true cards. Exact and reproducible, but it counts bad luck as a mistake.

The values are in one unit, the game's points for the seat's side (`unit`): Schnapsen game
points, Schneider victory points. In Schneider's early tricks, with the talon still out, both
modes search a trick ahead and estimate the victory points the honours promise (method
"horizon": an estimate, and the page says so); once the talon is empty nothing is hidden and each
decision is solved exactly, unless that takes more than `Budget.exact` nodes.

The strong player plays the spirit of the card: a false claim that only the card's literal rule
lets off lightly is never the "best" decision; a decision that took one is marked (`letter`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from tutorial.bots.advice import Advice, Budget, advise, horizon_for, lookahead_of
from tutorial.bots.rules_bot import RulesBot
from tutorial.games.base import Action, Deal, ReplayError
from tutorial.games.registry import get_game, spec_of
from tutorial.solver.search import SolverError
from tutorial.solver.solve import solve


@dataclass(frozen=True)
class Decision:
    """One decision of the reviewed seat."""

    event: int  # index of its action in the log's events: where to jump on the table
    number: int  # 1 for the seat's first decision, …
    phase: str  # trump, auction, talon, doubling, play, claim (Schneider: play)
    taken: Action
    best: Action
    taken_value: float
    best_value: float
    samples: int
    method: str  # "solver" (exact), "horizon" (an estimate), "rollout", "forced", "rules"
    letter: bool = False  # the action taken is good only by the letter of the card
    # Every action weighed, with its value (the talon: the discards the strong player weighed).
    values: tuple[tuple[Action, float], ...] = ()

    @property
    def estimate(self) -> bool:
        """Whether the values are the look-ahead's estimate rather than an exact solve."""
        return self.method == "horizon"

    @property
    def cost(self) -> float:
        """Expected points lost by the action taken (0 when it was as good as the best)."""
        return max(0.0, self.best_value - self.taken_value)


def review(
    log: dict[str, Any],
    seat: int,
    mode: str = "samples",
    budget: Budget | None = None,
    seed: int | str = 0,
) -> list[Decision]:
    """Every decision `seat` made in the deal of `log`, costliest first (ties: in the order
    played). `ReplayError` if the log does not replay."""
    if mode not in ("samples", "perfect"):
        raise ValueError(f"mode {mode!r}: expected samples or perfect")
    rules = get_game(str(log.get("game")))
    if not 0 <= seat < rules.players:
        raise ValueError(f"seat {seat}: {rules.name} seats are 0–{rules.players - 1}")
    rules.replay(log)  # a bad log is reported before any work is done
    deal = rules.deal_from_log(log)
    budget = budget or Budget()
    decisions: list[Decision] = []
    for index, event in enumerate(log.get("events") or []):
        if index < len(deal.events) or event.get("type") != "action":
            continue
        action = Action.from_dict(event["action"])
        if deal.to_move == seat:
            rng = random.Random(f"review:{seed}:{index}")
            judged = _judge(deal, seat, mode, budget, rng, action)
            phase = str(getattr(deal, "phase", "play"))
            taken = judged.value_of(action)
            best = judged.value_of(judged.best)
            decisions.append(
                Decision(
                    index,
                    len(decisions) + 1,
                    phase,
                    action,
                    judged.best,
                    taken,
                    best,
                    judged.samples,
                    judged.method,
                    deal.letter_only(action),
                    judged.values,
                )
            )
        deal.apply(action)
    if len(deal.events) != len(log.get("events") or []):
        raise ReplayError("the log's events do not match the engine's")
    return sorted(decisions, key=lambda d: -d.cost)


def unit(game: str) -> str:
    """The unit of every value in a review of `game`, the one its result is counted in:
    "victory_points" (Schneider) or "game_points"."""
    return spec_of(game).score_unit


def _judge(
    deal: Deal, seat: int, mode: str, budget: Budget, rng: random.Random, taken: Action
) -> Advice:
    if mode == "samples":
        return advise(deal, seat, budget, rng, consider=taken)
    legal = deal.legal_actions()
    horizon = horizon_for(deal)
    try:
        solution = solve(deal, seat, horizon=horizon, fair=True)
    except SolverError:  # sides not fixed: play each action out on the true cards
        values = []
        for action in legal:
            trial = deal.clone()
            trial.apply(action)
            player = RulesBot()
            while not trial.is_over():
                trial.apply(player.choose(trial))
            values.append((action, float(trial.payoff(seat))))
        best = max(values, key=lambda item: item[1])[0]
        return Advice(seat, tuple(values), best, 1, "rollout")
    ahead = lookahead_of(deal)
    scale = 1 if horizon is None or ahead is None else ahead.scale
    values = tuple((v.action, v.value / scale) for v in solution.values)
    top = max(solution.values, key=lambda v: v.value)
    letter = top.action if top.value > solution.value and deal.letter_only(top.action) else None
    method = "solver" if horizon is None else "horizon"
    return Advice(seat, values, solution.best, 1, method, letter)
