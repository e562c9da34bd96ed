"""A hint for the player to move: what he may do and which rule limits it, and what the strong
player would do, with a short reason.

The choices and their limits are the engine's own: the legal actions, the duty that decides them
(`legal_rule` in Schnapsen card play), and for each card, bid or suit he may not choose the
`Reason` the engine gives (`why_illegal`). The suggestion is the strong player's (`advise`); its
reason says, from what the seat can see, what the action does ("A♥ takes the trick and 15 card
points"), as a `Reason` with a `coach.*` code for `tutorial.words.explain` to put into words.

The strong player plays the spirit of the card: where a move good only by its letter (a false
claim under the card's literal rule) would be worth more than the suggestion, the hint does not
suggest it but says why (`note`): the letter allows it, most tables punish it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tutorial.bots.advice import Advice, Budget, advise
from tutorial.games.base import Action, Deal
from tutorial.games.parts import CoachParts
from tutorial.games.reasons import Reason
from tutorial.games.registry import spec_of

# What the Play page's hint thinks with: a little less than the strong player's move (the
# learner waits for it); docs/bots.md has the time it takes.
HINT_BUDGET = Budget(samples=8, nodes=8_000, rollouts=10)


@dataclass(frozen=True)
class Hint:
    """Everything a hint button shows."""

    seat: int
    legal: tuple[Action, ...]
    limits: tuple[Reason, ...]  # the rule deciding the choices, then why each other one is out
    suggestion: Action
    reason: Reason  # why the strong player suggests it
    advice: Advice  # his average value of each legal action (game or victory points)
    note: Reason | None = None  # why the move the card's letter favours is not suggested


def hint(
    deal: Deal, seat: int | None = None, budget: Budget | None = None, seed: int | str = 0
) -> Hint:
    """The hint for the player to move (`seat`, if given, must be him)."""
    mover = deal.to_move
    if mover is None:
        raise ValueError("the deal is over: there is nothing to decide")
    if seat is not None and seat != mover:
        raise ValueError(f"it is seat {mover}'s turn, not seat {seat}'s")
    legal = deal.legal_actions()
    advice = advise(deal, mover, budget or Budget(), random.Random(f"hint:{seed}"))
    return Hint(
        seat=mover,
        legal=tuple(legal),
        limits=tuple(_limits(deal, mover, legal)),
        suggestion=advice.best,
        reason=suggestion_reason(deal, mover, advice.best),
        advice=advice,
        note=letter_note(deal, mover, advice.letter),
    )


def _coach(deal: Deal) -> CoachParts:
    parts = spec_of(deal.game).parts.coach
    if parts is None:
        raise ValueError(f"no coach for {deal.game}")
    return parts


def letter_note(deal: Deal, seat: int, action: Action | None) -> Reason | None:
    """Why `action`, good only by the letter of the card, is not the strong player's move (None
    when there is no such action)."""
    if action is None:
        return None
    return _coach(deal).letter_note(deal, seat, action)


# -- the limits ----------------------------------------------------------------------------------


def _limits(deal: Deal, seat: int, legal: list[Action]) -> list[Reason]:
    """The rule that decides the choice now (if the game names one), then why each action the
    player might think of is out."""
    coach = _coach(deal)
    first = coach.limit(deal, seat, legal)
    limits: list[Reason] = [] if first is None else [first]
    seen: set[tuple[str, str]] = set()
    for action in coach.candidates(deal, seat):
        if action in legal:
            continue
        reason = deal.why_illegal(action)
        if reason is None:
            continue
        key = (reason.code, repr(sorted(reason.params.items(), key=str)))
        if key not in seen:
            seen.add(key)
            limits.append(reason)
    return limits


# -- the suggestion's reason -----------------------------------------------------------------------


def suggestion_reason(deal: Deal, seat: int, action: Action) -> Reason:
    """What `action` does, as far as `seat` can see."""
    return _coach(deal).suggestion(deal, seat, action)
