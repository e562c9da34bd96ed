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
from tutorial.games.base import PLAY, Action, Deal
from tutorial.games.cards import PACK_32, SUITS
from tutorial.games.reasons import Reason
from tutorial.games.schnapsen.actions import NAME_TRUMP, bid_action
from tutorial.games.schnapsen.cards import POINTS, TARGET, beats, best_index, legal_rule
from tutorial.games.schnapsen.deal import SchnapsenDeal
from tutorial.games.schnapsen.phases import Phase
from tutorial.games.schnapsen.sections import section
from tutorial.games.schneider.rules import HONOUR_VALUE, SchneiderDeal, responder_wins
from tutorial.solver.worlds import seen_cards

COACH = "coach"


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


def letter_note(deal: Deal, seat: int, action: Action | None) -> Reason | None:
    """Why `action`, good only by the letter of the card, is not the strong player's move (None
    when there is no such action)."""
    if action is None or not isinstance(deal, SchnapsenDeal) or action.kind != "claim":
        return None
    points = deal.side_points(deal.side[seat])
    return _reason(deal, "letter_false_claim", "claim", {"points": points})


# -- the limits ----------------------------------------------------------------------------------


def _candidates(deal: Deal, seat: int) -> list[Action]:
    """The actions of the decision's kind a player might think of: every card in his hand, every
    contract of the table, every suit."""
    if isinstance(deal, SchneiderDeal):
        return [PLAY[c] for c in deal.hands[seat]]
    assert isinstance(deal, SchnapsenDeal)
    phase = deal.phase
    if phase is Phase.PLAY:
        return [PLAY[c] for c in deal.hands[seat]]
    if phase is Phase.AUCTION:
        talon = (False, True) if deal.game == "dreierschnapsen" else (False,)
        return [bid_action(r.id, t) for r in deal.table_rows for t in talon]
    if phase is Phase.TRUMP:
        return [NAME_TRUMP[s] for s in SUITS]
    return []


def _limits(deal: Deal, seat: int, legal: list[Action]) -> list[Reason]:
    limits: list[Reason] = []
    if isinstance(deal, SchnapsenDeal) and deal.phase is Phase.PLAY:
        best = (
            deal.trick[best_index(deal.trick, deal.play_trump, deal.strength)]
            if deal.trick
            else None
        )
        limits.append(
            legal_rule(
                deal.hands[seat],
                deal.trick,
                best,
                deal.play_trump,
                deal.order,
                deal.game,
                deal.compulsion,
            )
        )
    elif isinstance(deal, SchneiderDeal) and deal.trick and len(legal) == len(deal.hands[seat]):
        limits.append(
            Reason("coach.schneider_any_card", "schneider", "04", {"lead": deal.trick[0]})
        )
    seen: set[tuple[str, str]] = set()
    for action in _candidates(deal, seat):
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
    if isinstance(deal, SchneiderDeal):
        return _schneider_reason(deal, seat, action)
    assert isinstance(deal, SchnapsenDeal)
    return _schnapsen_reason(deal, seat, action)


def _reason(deal: Deal, code: str, topic: str, params: dict[str, object]) -> Reason:
    if isinstance(deal, SchneiderDeal):
        return Reason(f"{COACH}.{code}", "schneider", topic, params)
    return Reason(f"{COACH}.{code}", deal.game, section(deal.game, topic), params)


def _schneider_reason(deal: SchneiderDeal, seat: int, action: Action) -> Reason:
    c = action.card
    assert c is not None
    if not deal.trick:
        unseen = set(PACK_32) - seen_cards(deal, seat)
        safe = not any(responder_wins(c, x, deal.options) for x in unseen)
        return _reason(deal, "schneider_safe_lead" if safe else "schneider_lead", "04", {"card": c})
    lead = deal.trick[0]
    honours = HONOUR_VALUE[lead] + HONOUR_VALUE[c]
    if responder_wins(lead, c, deal.options):
        return _reason(deal, "schneider_takes", "04", {"card": c, "honours": honours})
    return _reason(deal, "schneider_gives", "04", {"card": c, "honours": honours})


def _schnapsen_reason(deal: SchnapsenDeal, seat: int, action: Action) -> Reason:
    kind = action.kind
    if kind == "claim":
        points = deal.side_points(deal.side[seat])
        code = "claim" if points >= TARGET else "claim_short"
        return _reason(deal, code, "claim", {"points": points})
    if kind == "no_claim":
        return _reason(deal, "play_on", "claim", {"points": deal.side_points(deal.side[seat])})
    if kind in ("kontra", "no_kontra"):
        return _reason(deal, kind, "doubling", {"multiplier": deal.multiplier})
    if kind == "bid":
        return _reason(deal, "bid", "bidding", {"contract": str(action.value)})
    if kind == "pass":
        return _reason(deal, "pass", "bidding", {})
    if kind == "trump":
        suit = next(s for s in SUITS if s.value == action.value)
        return _reason(deal, "trump", "trump", {"suit": suit.symbol})
    if kind == "aufschlagen":
        return _reason(deal, "aufschlagen", "trump", {"n": int(action.value or 0) + 1})
    if kind == "redeal":
        return _reason(deal, "redeal", "trump", {})
    if kind == "discard":
        return _reason(deal, "discard", "talon", {"card": action.card})
    c = action.card
    assert c is not None
    if action.flag:
        points = 40 if c.suit is deal.play_trump else 20
        return _reason(deal, "marriage", "marriages", {"card": c, "points": points})
    trick = deal.trick
    if not trick:
        return _reason(deal, "lead", "tricks", {"card": c})
    points = sum(POINTS[x.index] for x in trick) + POINTS[c.index]
    best_pos = best_index(trick, deal.play_trump, deal.strength)
    best, holder = trick[best_pos], deal.trick_seats[best_pos]
    last = len(trick) + 1 == deal.table
    if beats(c, best, deal.play_trump, deal.strength):
        code = "takes_trick" if last else "heads_trick"
        return _reason(deal, code, "tricks", {"card": c, "points": points})
    if deal.side[holder] == deal.side[seat]:
        return _reason(deal, "adds_points", "tricks", {"card": c, "points": points})
    return _reason(deal, "gives_least", "tricks", {"card": c, "points": POINTS[c.index]})
