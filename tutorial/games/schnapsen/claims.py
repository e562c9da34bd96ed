"""Claims of 66 in the Normal game (S3 §06, S4 "Normal game").

A side that believes it has 66 (card points, plus its marriages once it has a trick) claims and the
deal stops: a true claim scores 3, 2 or 1 by the opponents' tricks and points, a false one pays the
opponents (the `false_claim` option says how much). The window: the player who took the last trick,
on his lead, or the player who has just shown a marriage (the card's rule); under the
`between_any_tricks` variant the other side is also asked after every trick, under the
`partner_claims` variant the winner's partner. Nobody claiming, the
last trick wins the deal for 1.
"""

from __future__ import annotations

from typing import Any

from tutorial.games.base import Action
from tutorial.games.schnapsen.actions import CLAIM, NO_CLAIM
from tutorial.games.schnapsen.cards import TARGET
from tutorial.games.schnapsen.contracts import Goal
from tutorial.games.schnapsen.end import finish
from tutorial.games.schnapsen.phases import Phase
from tutorial.games.schnapsen.scoring import (
    LAST_TRICK_AWARD,
    false_claim_award,
    false_claim_variant,
    normal_award,
)
from tutorial.games.schnapsen.state import SchnapsenState

_NORMAL = Goal.NORMAL


def may_claim_on_lead(deal: SchnapsenState) -> bool:
    """Whether the player on lead may claim: a Normal game, and he took the last trick."""
    return deal.goal is _NORMAL and deal.tricks_played > 0


def claim_actions(deal: SchnapsenState) -> list[Action]:
    """The decision after a marriage (or, variant, after the other side's trick)."""
    return [CLAIM, NO_CLAIM]


def offer_after_marriage(deal: SchnapsenState, seat: int) -> None:
    """The player who has just shown a marriage may claim before the trick goes on."""
    deal.phase = Phase.CLAIM
    deal.claim_offer = "marriage"
    deal.mover = seat


def offer_to_partner(deal: SchnapsenState, winner: int) -> None:
    """Variant `partner_claims`: the trick winner's partner may claim for the pair as well (the
    card counts the pair's 66 but names only "your own trick"). The winner then leads as usual."""
    seat = deal.next_seat[winner]
    while deal.side[seat] != deal.side[winner]:
        seat = deal.next_seat[seat]
    if seat == winner:
        return
    deal.phase = Phase.CLAIM
    deal.claim_offer = "partner"
    deal.mover = seat


def offer_to_other_side(deal: SchnapsenState, winner: int) -> None:
    """Variant `between_any_tricks`: the first player of the other side may claim."""
    seat = deal.next_seat[winner]
    while deal.side[seat] == deal.side[winner]:
        seat = deal.next_seat[seat]
    deal.phase = Phase.CLAIM
    deal.claim_offer = "between"
    deal.mover = seat


def decline(deal: SchnapsenState, seat: int) -> None:
    """No claim: the trick goes on (after a marriage) or the leader leads (between tricks)."""
    offer = deal.claim_offer
    deal.claim_offer = None
    deal.phase = Phase.PLAY
    deal.mover = deal.next_seat[seat] if offer == "marriage" else deal.leader


def _claim_event(
    player: int, side: int, points: int, opp_points: int, opp_tricks: int, correct: bool
) -> dict[str, Any]:
    return {
        "type": "claim",
        "player": player,
        "side": side,
        "points": points,
        "opponent_points": opp_points,
        "opponent_tricks": opp_tricks,
        "correct": correct,
    }


def best_award(deal: SchnapsenState, side: int) -> int:
    """The most `side` can still win this Normal game by, if the other side makes no claim (which
    it never has to): a true claim of its own fetches `normal_award` of what the other side has
    taken by then, and that side's tricks and points only grow while the award falls with both;
    unclaimed, the last trick fetches `LAST_TRICK_AWARD`. The card core's search narrows its
    window by it (`SchnapsenDeal.payoff_range`)."""
    other = 1 - side
    return max(LAST_TRICK_AWARD, normal_award(deal.side_tricks(other), deal.side_points(other)))


def claim(deal: SchnapsenState, seat: int) -> None:
    """`seat` claims 66 for his side; the deal ends either way."""
    side = deal.side[seat]
    points = deal.side_points(side)
    opp_points = deal.side_points(1 - side)
    opp_tricks = deal.side_tricks(1 - side)
    correct = points >= TARGET
    deal.lean_events.append((_claim_event, seat, side, points, opp_points, opp_tricks, correct))
    params: dict[str, Any] = {
        "player": deal.role(seat),
        "points": points,
        "opponent_points": opp_points,
    }
    if correct:
        award = normal_award(opp_tricks, opp_points)
        finish(deal, side, award, f"schnapsen.claim_true_{award}", params, "claim")
        return
    rule = deal.options.false_claim
    award = false_claim_award(rule, deal.side_tricks(side), opp_tricks, opp_points)
    variant = false_claim_variant(rule)
    finish(deal, 1 - side, award, "schnapsen.claim_false", params, "claim", variant)


def after_trick(deal: SchnapsenState, winner: int, number: int) -> None:
    """The Normal game after a trick: the last trick decides an unclaimed deal; under the
    variant the other side may now claim."""
    if number == deal.tricks_total:
        params = {"player": deal.role(winner), "n": deal.tricks_total}
        finish(deal, deal.side[winner], LAST_TRICK_AWARD, "schnapsen.last_trick", params, "claim")
    elif deal.claims_between:
        offer_to_other_side(deal, winner)
    elif deal.partner_claims:
        offer_to_partner(deal, winner)
