"""What the strong player thinks of each legal action: the average, over deals of the unseen cards
consistent with everything the seat has seen, of the action's value under best play.

How an action is valued depends on the decision:

- once the sides are fixed (doubling, the talon, the cards, claims) each sampled deal is solved
  with perfect information (`tutorial.solver.solve`), exactly in Schnapsen and in Schneider once
  the talon is empty (then nothing is hidden: one exact solve, within `Budget.exact` nodes);
  earlier in Schneider, or when that budget runs out, the search looks a trick ahead and plays
  each position it reaches out to the end with a greedy policy that sees every card
  (the game's `Lookahead`, Schneider's rollout): an estimate, and the advice says so (method
  "horizon");
- before that (naming trumps, bidding) the sides depend on the auction, which perfect-information
  search cannot settle for three players, so each sampled deal is played out from the action by
  the rule-of-thumb player at every seat, and the payoffs are averaged (a Monte-Carlo rollout).

Work is bounded by a budget of search nodes (not by the clock, so the same deal always gets the
same advice): sampled deals are solved one after another, each search given what is left of
`Budget.nodes`, the first deal's too, until it is spent; a Schneider endgame's exact solve has its
own `Budget.exact`, so one decision never searches more than `Budget.most_nodes`. When not even
the first sampled deal can be solved within the budget (a Schnapsen deal from its first lead can
take 60,000 nodes), or the doubling and the talon get fewer than two deals solved, the actions are
weighed by rollouts instead, as before the sides are fixed: bounded by `Budget.rollouts` play-outs
per action. Schneider's look-ahead values each position two plies ahead by one greedy play-out
(`tutorial.games.schneider.rollout`), so its work is bounded by the samples, the two plies and
the deal's length. A node costs 8–25 µs of CPU on the bench machine: docs/bots.md has the
times per decision.

The strong player plays the spirit of the card, not its letter: an action good only by the
letter (`Deal.letter_only`: a false claim under the card's literal rule, which concedes only what
the claim would have fetched) is neither chosen nor expected of anyone in the search, unless
`letter=True` asks for it. Such an action is still valued; when it is worth more than the choice
made, `Advice.letter` names it, so the coach can say why it is not played.

Before the play (trumps, bids, doubling, the talon) a sampled deal, seen face up or played out by
the rule of thumb, promises more than it gives, and a few samples are noisy; there the strong
player keeps the rule-of-thumb choice unless another is better on the same samples by more than
one standard error. In the play it takes the best average.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from tutorial.bots import rules_bot
from tutorial.games.base import Action, Deal
from tutorial.games.parts import Lookahead
from tutorial.games.registry import spec_of
from tutorial.solver.search import NodeLimit
from tutorial.solver.solve import Solution, position_value, solve
from tutorial.solver.worlds import sample_worlds

TALON_CANDIDATES = 3  # discards the strong player weighs (the rule of thumb's likeliest)
GATE = 1.0  # standard errors by which a sampled choice must beat the rule of thumb's (see below)


@dataclass(frozen=True)
class Advice:
    """The strong player's view of one decision."""

    seat: int
    values: tuple[tuple[Action, float], ...]  # every legal action, engine order, average value
    best: Action
    samples: int  # sampled deals the averages rest on
    method: str  # "solver" (exact), "horizon" (Schneider, looking ahead: an estimate), "rollout"
    # An action good only by the letter of the card worth more than `best` (else None).
    letter: Action | None = None
    nodes: int = 0  # search nodes the advice took (a search cut off by its limit counts its cap)

    def value_of(self, action: Action) -> float:
        for candidate, value in self.values:
            if candidate == action:
                return value
        raise KeyError(f"{action} is not legal here")


@dataclass(frozen=True)
class Budget:
    """How hard the strong player thinks: sampled deals, search nodes (all the searches of one
    decision together, the first sampled deal's included), rollouts per action, and the nodes an
    exact solve of a Schneider endgame (talon empty) may take before the look-ahead estimate
    stands in for it. The defaults keep a move within 300 ms (p95) and 600 ms (max) of CPU on
    the reference machine (docs/bots.md)."""

    samples: int = 12
    nodes: int = 12_000  # every search of the decision, the first sampled deal's included
    rollouts: int = 16
    exact: int = 20_000

    @property
    def most_nodes(self) -> int:
        """The most search nodes one decision may take: `nodes`, plus `exact` for a Schneider
        endgame whose exact solve ran out before the look-ahead took over."""
        return self.nodes + self.exact


def advise(
    deal: Deal,
    seat: int | None = None,
    budget: Budget = Budget(),
    rng: random.Random | None = None,
    consider: Action | None = None,
    letter: bool = False,
) -> Advice:
    """The strong player's values for the decision of the player to move (`seat` must be him).
    Where it weighs only some of the actions (the talon), `consider` is weighed too. `letter`:
    play the letter of the card (false claims and all) rather than its spirit."""
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
    if str(getattr(deal, "phase", "play")) in ("doubling", "talon"):
        return _to_the_play(deal, seat, legal, budget, rng, consider, not letter)
    return _solved(deal, seat, legal, budget, rng, not letter)


def lookahead_of(deal: Deal) -> Lookahead | None:
    """How the game searches a position too far from the end to solve (None: to the end)."""
    return spec_of(deal.game).parts.lookahead


def horizon_for(deal: Deal) -> int | None:
    """A game with a look-ahead (Schneider) looks a few plies ahead until the end is near (the
    talon empty and the hands small enough to try an exact solve); Schnapsen is solved to the
    end."""
    ahead = lookahead_of(deal)
    if ahead is None or ahead.exact(deal):
        return None
    return ahead.plies


def exact_endgame(deal: Deal, seat: int, budget: Budget, fair: bool = True) -> Solution | None:
    """A game with a look-ahead, once its end is near (Schneider with the talon empty): nothing
    is hidden, so the one deal there is is solved to the end (values in victory points) — None
    when that takes more than `budget.exact` nodes, or the position is not such an endgame."""
    if lookahead_of(deal) is None or horizon_for(deal) is not None:
        return None
    try:
        return solve(deal, seat, budget.exact, fair=fair)
    except NodeLimit:
        return None


def _solved(
    deal: Deal,
    seat: int,
    legal: list[Action],
    budget: Budget,
    rng: random.Random,
    fair: bool = True,
) -> Advice:
    exact = exact_endgame(deal, seat, budget, fair)
    if exact is not None:
        samples = {v.action: [float(v.value)] for v in exact.values}
        return _advice(deal, seat, legal, samples, "solver", False, fair, exact.nodes)
    tried = budget.exact if lookahead_of(deal) is not None and horizon_for(deal) is None else 0
    worlds = sample_worlds(deal, seat, budget.samples, rng)
    if not worlds:
        return _rule_of_thumb(deal, seat, legal)
    horizon = horizon_for(deal)
    ahead = lookahead_of(deal)
    if horizon is None and ahead is not None:  # the exact solve ran out of nodes
        horizon = ahead.plies
    evaluate = ahead.evaluate if horizon is not None and ahead is not None else None
    samples: dict[Action, list[float]] = {a: [] for a in legal}
    spent = 0
    for world in worlds:
        left = budget.nodes - spent
        try:  # every deal, the first too, only within what is left of the budget
            solution = solve(world, seat, left, horizon, evaluate, fair)
        except NodeLimit:
            spent = budget.nodes
            break
        spent += solution.nodes
        scale = 1 if horizon is None or ahead is None else ahead.scale  # estimates → result units
        for item in solution.values:
            samples[item.action].append(item.value / scale)
        if spent >= budget.nodes:
            break
    if not samples[legal[0]]:  # not even one sampled deal within the budget
        return _rollouts(deal, seat, legal, budget, rng, tried + spent)
    method = "solver" if horizon is None else "horizon"
    return _advice(deal, seat, legal, samples, method, _gated(deal), fair, tried + spent)


def _to_the_play(
    deal: Deal,
    seat: int,
    legal: list[Action],
    budget: Budget,
    rng: random.Random,
    consider: Action | None = None,
    fair: bool = True,
) -> Advice:
    """Doubling and the talon: each action (the talon: the rule of thumb's three likeliest
    discards) is followed by the rule of thumb's remaining decisions up to the first lead, and
    the card play is then solved in each sampled deal."""
    candidates = legal
    if str(getattr(deal, "phase", "")) == "talon":
        order = spec_of(deal.game).parts.discard_order
        candidates = (order(deal, seat, legal) if order else legal)[:TALON_CANDIDATES]
        if consider is not None and consider not in candidates:
            candidates.append(next(a for a in legal if a == consider))
    worlds = sample_worlds(deal, seat, budget.samples, rng)
    if not worlds:
        return _rule_of_thumb(deal, seat, legal)
    player = rules_bot.RulesBot()
    samples: dict[Action, list[float]] = {a: [] for a in candidates}
    spent = 0
    for world in worlds:
        values = {}
        try:
            for action in candidates:
                trial = world.clone()
                trial.apply(action)
                while not trial.is_over() and str(getattr(trial, "phase", "play")) != "play":
                    trial.apply(player.choose(trial))
                if trial.is_over():
                    values[action] = float(trial.payoff(seat))
                    continue
                try:
                    value, nodes = position_value(trial, seat, budget.nodes - spent, fair)
                except NodeLimit:
                    spent = budget.nodes
                    raise
                spent += nodes
                values[action] = float(value)
        except NodeLimit:
            break
        for action, value in values.items():
            samples[action].append(value)
        if spent >= budget.nodes:
            break
    if len(samples[candidates[0]]) < 2:  # too few sampled deals within the budget to gate on
        return _rollouts(deal, seat, candidates, budget, rng, spent)
    kept = {a: v for a, v in samples.items() if len(v) == len(samples[candidates[0]])}
    return _advice(deal, seat, list(kept), kept, "solver", gated=True, fair=fair, nodes=spent)


def _rollouts(
    deal: Deal,
    seat: int,
    legal: list[Action],
    budget: Budget,
    rng: random.Random,
    nodes: int = 0,
) -> Advice:
    """Each action followed by the rule of thumb at every seat to the end, in `budget.rollouts`
    sampled deals; `nodes`: what searches of the same decision spent before giving up."""
    worlds = sample_worlds(deal, seat, budget.rollouts, rng)
    if not worlds:
        return _rule_of_thumb(deal, seat, legal)
    player = rules_bot.RulesBot()
    samples: dict[Action, list[float]] = {a: [] for a in legal}
    for world in worlds:
        for action in legal:
            trial = world.clone()
            trial.apply(action)
            while not trial.is_over():
                trial.apply(player.choose(trial))
            samples[action].append(trial.payoff(seat))
    return _advice(deal, seat, legal, samples, "rollout", gated=True, nodes=nodes)


def _rule_of_thumb(deal: Deal, seat: int, legal: list[Action]) -> Advice:
    """No deal of the unseen cards consistent with the history was found in time (rare): the
    rule of thumb decides, rather than a peek at the real cards."""
    choice = rules_bot.RulesBot().choose(deal)
    return Advice(seat, tuple((a, 0.0) for a in legal), choice, 0, "rules")


def _gated(deal: Deal) -> bool:
    """Decisions where sampling is least to be trusted: before the play (bids, trumps, doubling,
    the talon), a deal seen face up promises more than it will give."""
    return str(getattr(deal, "phase", "play")) not in ("play", "claim")


def _advice(
    deal: Deal,
    seat: int,
    legal: Sequence[Action],
    samples: dict[Action, list[float]],
    method: str,
    gated: bool,
    fair: bool = True,
    nodes: int = 0,
) -> Advice:
    count = min(len(v) for v in samples.values())
    values = tuple((a, sum(samples[a]) / max(len(samples[a]), 1)) for a in legal)
    choices = [item for item in values if not (fair and deal.letter_only(item[0]))] or values
    best = max(choices, key=lambda item: item[1])[0]
    if gated and count > 1:
        best = _confident_choice(deal, samples, tuple(choices))
    top = max(values, key=lambda item: item[1])
    letter = top[0] if top[1] > dict(values)[best] and deal.letter_only(top[0]) else None
    return Advice(seat, values, best, count, method, letter, nodes)


def _confident_choice(
    deal: Deal, samples: dict[Action, list[float]], values: tuple[tuple[Action, float], ...]
) -> Action:
    """The rule-of-thumb action, unless another beats it on the same sampled deals by more than
    GATE standard errors (the best such): noise in a handful of samples should not push the
    strong player into a high bid or a double the rule of thumb would not make."""
    base = rules_bot.RulesBot().choose(deal)
    base = next(a for a, _ in values if a == base)
    chosen, margin = base, 0.0
    for action, _ in values:
        diffs = [x - y for x, y in zip(samples[action], samples[base], strict=False)]
        n = len(diffs)
        if action is base or n < 2:
            continue
        mean = sum(diffs) / n
        spread = (sum((d - mean) ** 2 for d in diffs) / (n - 1)) ** 0.5
        if mean - GATE * spread / n**0.5 > margin:
            chosen, margin = action, mean - GATE * spread / n**0.5
    return chosen
