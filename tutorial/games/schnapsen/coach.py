"""The coach's part of both Schnapsen games: the actions a player might think of in each phase,
the duty that limits the cards in the play, what an action does as the player sees it, and why a
claim good only by the card's letter is not suggested (`coach.*` reasons, cited per game)."""

from __future__ import annotations

from tutorial.games.base import PLAY, Action, Deal
from tutorial.games.cards import SUITS
from tutorial.games.reasons import Reason
from tutorial.games.schnapsen.actions import NAME_TRUMP, bid_action
from tutorial.games.schnapsen.cards import POINTS, TARGET, beats, best_index, legal_rule
from tutorial.games.schnapsen.deal import SchnapsenDeal
from tutorial.games.schnapsen.phases import Phase
from tutorial.games.schnapsen.sections import section

COACH = "coach"


def _reason(deal: SchnapsenDeal, code: str, topic: str, params: dict[str, object]) -> Reason:
    return Reason(f"{COACH}.{code}", deal.game, section(deal.game, topic), params)


def candidates(deal: Deal, seat: int) -> list[Action]:
    """Every card in the hand, every contract of the table (with and without the talon where
    the game allows that), every suit."""
    assert isinstance(deal, SchnapsenDeal)
    phase = deal.phase
    if phase is Phase.PLAY:
        return [PLAY[c] for c in deal.hands[seat]]
    if phase is Phase.AUCTION:
        talon = (False, True) if deal.without_talon_bids else (False,)
        return [bid_action(r.id, t) for r in deal.table_rows for t in talon]
    if phase is Phase.TRUMP:
        return [NAME_TRUMP[s] for s in SUITS]
    return []


def limit(deal: Deal, seat: int, legal: list[Action]) -> Reason | None:
    """In the play: the one duty that decides which cards may be played."""
    assert isinstance(deal, SchnapsenDeal)
    if deal.phase is not Phase.PLAY:
        return None
    best = (
        deal.trick[best_index(deal.trick, deal.play_trump, deal.strength)] if deal.trick else None
    )
    return legal_rule(
        deal.hands[seat],
        deal.trick,
        best,
        deal.play_trump,
        deal.order,
        deal.game,
        deal.compulsion,
    )


def letter_note(deal: Deal, seat: int, action: Action) -> Reason | None:
    """A claim short of 66 is allowed by the card's letter; say why it is not suggested."""
    if not isinstance(deal, SchnapsenDeal) or action.kind != "claim":
        return None
    points = deal.side_points(deal.side[seat])
    return _reason(deal, "letter_false_claim", "claim", {"points": points})


def suggestion(deal: Deal, seat: int, action: Action) -> Reason:
    """What the action does, as far as `seat` can see."""
    assert isinstance(deal, SchnapsenDeal)
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
