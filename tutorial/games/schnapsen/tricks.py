"""The card play of a Schnapsen deal: leading, following under the duties, marriages shown with a
lead, and who takes each trick (S3 §04–§05, S4 "Tricks", "Marriages").

This is the hot path of random play and of the solver, so each step is a few lookups: the duties
come from the contract's `duty_table` (`schnapsen_cards`), each hand is also kept as a bit set, and
the events are recorded lean. After each trick the contract's goal (`schnapsen_goals`) or, in the
Normal game, the claim rules (`schnapsen_claims`) say whether the deal goes on.
"""

from __future__ import annotations

from typing import Any

from tutorial.games.base import PLAY, Action
from tutorial.games.cards import Card, Rank
from tutorial.games.reasons import Reason
from tutorial.games.schnapsen import claims as schnapsen_claims
from tutorial.games.schnapsen import goals as schnapsen_goals
from tutorial.games.schnapsen.actions import CLAIM, MARRIAGE_PLAY
from tutorial.games.schnapsen.cards import (
    BIT,
    MARRIAGE_PARTNER,
    POINTS,
    illegal_reason,
    legal_mask,
    marriage_value,
    mask_of,
)
from tutorial.games.schnapsen.contracts import Contract, Goal, MarriageRule
from tutorial.games.schnapsen.phases import Phase
from tutorial.games.schnapsen.sections import section
from tutorial.games.schnapsen.state import SchnapsenState

_KING = Rank.KING
_NORMAL = Goal.NORMAL
_SCHNAPSER = Goal.SCHNAPSER
_NO_MARRIAGES = MarriageRule.NONE
_SIDE_MARRIAGES = MarriageRule.SIDE
_TABLE = 32


def start_play(deal: SchnapsenState) -> None:
    """Seat order (skipping a partner who sits out), the marriages each hand could show, the hands
    as bit sets; then the first lead."""
    n = deal.players
    out = deal.out_seat
    nxt = [(s + 1) % n for s in range(n)]
    if out is not None:
        nxt = [(s + 2) % n if t == out else t for s, t in enumerate(nxt)]
    deal.next_seat = nxt
    deal.table = n - (out is not None)
    # Per seat, the kings whose queen is in the same hand: the marriages he could show.
    deal.pairs = [
        [c for c in hand if c.rank is _KING and MARRIAGE_PARTNER[c] in hand]
        if deal.marriage_rule is not _NO_MARRIAGES
        else []
        for hand in deal.hands
    ]
    deal.masks = [mask_of(hand) for hand in deal.hands]
    deal.phase = Phase.PLAY
    deal.mover = deal.leader


def play_actions(deal: SchnapsenState) -> list[Action]:
    """Following: the cards the duties allow. Leading: any card, a marriage lead for each pair
    (king or queen first) if the contract counts his marriages, and a claim if the window is open."""
    seat = deal.mover
    assert seat is not None
    hand = deal.hands[seat]
    trick = deal.trick
    if trick:
        best = deal.best_card
        assert best is not None
        held = deal.masks[seat]
        allowed = legal_mask(held, deal.duties[(trick[0].index >> 3) * _TABLE + best.index])
        if allowed == held:
            return [PLAY[c] for c in hand]
        return [PLAY[c] for c in hand if BIT[c.index] & allowed]
    acts = [PLAY[c] for c in hand]
    kings = deal.pairs[seat]
    if kings and (deal.marriage_rule is _SIDE_MARRIAGES or seat == deal.declarer):
        for king in kings:
            acts.append(MARRIAGE_PLAY[king])
            acts.append(MARRIAGE_PLAY[MARRIAGE_PARTNER[king]])
    if schnapsen_claims.may_claim_on_lead(deal):
        acts.append(CLAIM)
    return acts


def play_card(deal: SchnapsenState, seat: int, action: Action) -> None:
    """Play a card (leading, following, or leading a marriage) and settle a complete trick."""
    c = action.card
    assert c is not None
    deal.hands[seat].remove(c)
    deal.masks[seat] ^= BIT[c.index]
    if deal.pairs[seat] and c in MARRIAGE_PARTNER:
        _break_pair(deal, seat, c)
    trick = deal.trick
    trick.append(c)
    deal.trick_seats.append(seat)
    if len(trick) == 1:
        deal.best_card, deal.best_seat = c, seat
        if action.flag and _declare_marriage(deal, seat, c):
            return
        deal.mover = deal.next_seat[seat]
        return
    best = deal.best_card
    assert best is not None
    if c.suit is best.suit:
        strength = deal.strength
        if strength[c.index] > strength[best.index]:
            deal.best_card, deal.best_seat = c, seat
    elif c.suit is deal.play_trump:
        deal.best_card, deal.best_seat = c, seat
    if len(trick) < deal.table:
        deal.mover = deal.next_seat[seat]
    else:
        _finish_trick(deal)


def _break_pair(deal: SchnapsenState, seat: int, c: Card) -> None:
    """A king or queen left the hand: its marriage can no longer be shown."""
    kings = deal.pairs[seat]
    king = c if c.rank is _KING else MARRIAGE_PARTNER[c]
    if king in kings:
        kings.remove(king)


def _marriage_event(player: int, c: Card, points: int) -> dict[str, Any]:
    king = c if c.rank is _KING else MARRIAGE_PARTNER[c]
    return {
        "type": "marriage",
        "player": player,
        "suit": c.suit.value,
        "points": points,
        "card": c.code,
        "cards": [king.code, MARRIAGE_PARTNER[king].code],
    }


def _declare_marriage(deal: SchnapsenState, seat: int, c: Card) -> bool:
    """Record a marriage led from `c`: 40 in trumps, else 20 (S3 §05). True if that ends the deal
    (Schnapser) or opens a claim decision (Normal game)."""
    points = marriage_value(c, deal.play_trump)
    deal.marriages.append((seat, c.suit, points))
    deal.marriage_points[seat] += points
    deal.lean_events.append((_marriage_event, seat, c, points))
    return after_marriage(deal, seat)


def after_marriage(deal: SchnapsenState, seat: int) -> bool:
    """What a marriage just recorded leads to, by the contract's goal: the Schnapser may be made
    or come too late, the Normal game opens a claim decision. True if the trick stops here (the
    solver's card core asks this too, so the rule stays here)."""
    goal = deal.goal
    if goal is _SCHNAPSER:
        return schnapsen_goals.after_marriage(deal, seat)
    if goal is _NORMAL:
        schnapsen_claims.offer_after_marriage(deal, seat)
        return True
    return False


def _trick_event(
    number: int, leader: int, trick: list[Card], seats: list[int], winner: int, points: int,
    rule: str,
) -> dict[str, Any]:  # fmt: skip
    return {
        "type": "trick",
        "number": number,
        "leader": leader,
        "cards": [c.code for c in trick],
        "players": list(seats),
        "winner": winner,
        "points": points,
        "rule": rule,
    }


def _finish_trick(deal: SchnapsenState) -> None:
    """The best card takes the trick and its card points; then the contract's goal decides."""
    trick = deal.trick
    winner = deal.best_seat
    best = deal.best_card
    assert best is not None
    points = 0
    for c in trick:
        points += POINTS[c.index]
    deal.piles[winner].extend(trick)
    deal.card_points[winner] += points
    deal.tricks_won[winner] += 1
    deal.tricks_played += 1
    number = deal.tricks_played
    rule = deal.rule_codes[best.suit is deal.play_trump]
    deal.lean_events.append(
        (_trick_event, number, deal.leader, trick, deal.trick_seats, winner, points, rule)
    )
    deal.trick = []
    deal.trick_seats = []
    deal.best_card = None
    deal.leader = winner
    deal.mover = winner
    after_trick(deal, winner, number)


def after_trick(deal: SchnapsenState, winner: int, number: int) -> None:
    """Trick `number` has gone to `winner`: the claim rules (Normal game) or the contract's goal
    say whether the deal goes on (the solver's card core asks this too)."""
    if deal.goal is _NORMAL:
        schnapsen_claims.after_trick(deal, winner, number)
    else:
        schnapsen_goals.after_trick(deal, winner, number)


def play_why(deal: SchnapsenState, seat: int, action: Action) -> Reason | None:
    """Why a play-phase action is not allowed: a claim outside its window, a card the duties
    forbid, a marriage that cannot be shown."""
    game = deal.game
    contract = deal.contract
    assert contract is not None
    if action.kind == "claim":
        sec = section(game, "claim")
        if contract.goal is not Goal.NORMAL:
            return Reason("schnapsen.claim_normal_only", game, sec, {"contract": contract.name})
        return Reason("schnapsen.claim_window", game, sec)
    c = action.card
    if c is None:
        return Reason("schnapsen.expect_play", game, section(game, "tricks"), {"kind": "play"})
    hand = deal.hands[seat]
    if action.flag:
        return _marriage_why(deal, seat, c, hand, contract)
    best_is_partners = (
        bool(deal.trick) and deal.best_seat != seat and deal.side[deal.best_seat] == deal.side[seat]
    )
    return illegal_reason(
        c,
        hand,
        deal.trick,
        deal.best_card,
        deal.play_trump,
        deal.order,
        game,
        deal.compulsion,
        best_is_partners,
    )


def _marriage_why(
    deal: SchnapsenState, seat: int, c: Card, hand: list[Card], contract: Contract
) -> Reason:
    game = deal.game
    sec = section(game, "marriages")
    if contract.marriages is MarriageRule.NONE:
        return Reason("schnapsen.marriage_not_in_contract", game, sec, {"contract": contract.name})
    if contract.marriages is MarriageRule.DECLARER and seat != deal.declarer:
        return Reason("schnapsen.marriage_declarer_only", game, sec, {"contract": contract.name})
    if deal.trick:
        return Reason("schnapsen.marriage_when_leading", game, sec, {"card": c})
    if c not in hand:
        return Reason("schnapsen.not_in_hand", game, sec, {"card": c})
    other = MARRIAGE_PARTNER.get(c)
    if other is None:
        return Reason("schnapsen.marriage_not_k_or_q", game, sec, {"card": c})
    return Reason("schnapsen.marriage_needs_pair", game, sec, {"card": c, "other": other})
