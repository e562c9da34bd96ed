"""Why each wrong choice of a Schnapsen puzzle is wrong, worked out by the engine.

For a score, the engine looks for the misreading that gives the chosen number: the other side,
the doubling left out, the 33 line or the no-trick line read wrongly, the other reading of a false
claim. For an action the rules allow, the misreading a "No" would need (a suit not among the
first three cards, a bid the table keeps for another seat, a double after the round). After a false claim the side that scores is the claimers' opponents, and the scale is read on
their own tricks and points; those sentences name them as the claimers' opponents, never as a bare
"the opponents" that could be either side. For a Bummerl, which line of the score sheet the number would need. For an auction, what
the chosen seat actually did. For a trick, what beats the chosen card. Every sentence names the
numbers or cards of this position, so two wrong choices never read alike.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tutorial.games.cards import Card
from tutorial.games.reasons import Reason
from tutorial.games.schnapsen.scoring import (
    HALF,
    FalseClaim,
    Stake,
    false_claim_award,
)

# Codes whose sentence says, on purpose, that a rule is the other game's (or a variant's) and
# not this game's: the puzzle check lets these, and only these, name the other game.
OTHER_GAME_CODES = frozenset({"schnapsen.puzzle_wrong_bummerl_retour_elsewhere"})


def _reason(code: str, game: str, sec: str, params: dict[str, Any]) -> Reason:
    return Reason(f"schnapsen.puzzle_wrong_{code}", game, sec, params)


def _award_misreading(
    n: int, right: int, opp_tricks: int, opp_points: int
) -> tuple[str, dict[str, Any]]:
    """Which line of the 1/2/3 scale an award of `n` would need, against the real one."""
    if n == 3:
        return "needs_no_trick", {}
    if opp_tricks == 0:  # right is 3
        return ("needs_trick_under_33" if n == 2 else "needs_33_no_trick"), {}
    if n == 2:  # right is 1: the opponents have 33 or more
        return ("exactly_33" if opp_points == HALF else "over_33_line"), {}
    return "needs_33", {}  # n == 1, right is 2


def deal_score_why(
    game: str,
    sec: str,
    position: dict[str, int],
    rule: FalseClaim,
    answer: tuple[str, int],
    stake_of: Callable[[int], Stake],
    undoubled_of: Callable[[int], Stake] | None,
) -> Callable[[str], Reason]:
    """The reason for one wrong `side:value` choice of a deal_score puzzle.

    `answer` is the right (side, award); `stake_of(n)` what an award of n is worth with the
    deal's doublings, `undoubled_of(n)` with one doubling fewer (None without doubling).
    """
    claim, opp_points = position["claim_points"], position["opponent_points"]
    opp_tricks, claim_tricks = position["opponent_tricks"], position["claim_tricks"]
    right_side, right_award = answer
    right = stake_of(right_award)
    base = {"claimed": claim, "opponent_points": opp_points, "opponent_tricks": opp_tricks,
            "claim_tricks": claim_tricks}  # fmt: skip
    other_rule = FalseClaim.TWO_OR_THREE if rule is FalseClaim.AS_IF_TRUE else FalseClaim.AS_IF_TRUE

    def why(choice: str) -> Reason:
        side, _, text = choice.partition(":")
        value = int(text)
        award = next(n for n in (1, 2, 3) if stake_of(n).value == value)
        if side != right_side:
            code = "side_claim_true" if right_side == "claimers" else "side_claim_false"
            return _reason(code, game, sec, {**base, "value": value})
        if undoubled_of is not None and undoubled_of(right_award).value == value:
            params = {**base, "value": value, **right.params()}
            return _reason("doubling_left_out", game, sec, params)
        params = {**base, **stake_of(award).params()}
        if right_side == "opponents":
            other = false_claim_award(other_rule, claim_tricks, opp_tricks, opp_points)
            if award == other:
                params["right"] = right.value
                code = "card_reading" if rule is FalseClaim.TWO_OR_THREE else "other_reading"
                return _reason(code, game, sec, params)
            if rule is FalseClaim.TWO_OR_THREE:
                if award == 3:
                    return _reason("needs_no_claimer_trick", game, sec, params)
                if award == 2:
                    return _reason("needs_claimer_trick", game, sec, params)
                return _reason("variant_never", game, sec, params)
        code, extra = _award_misreading(award, right_award, opp_tricks, opp_points)
        if right_side == "opponents":  # the side that scores is the one the scale is read on
            code += "_false_claim"
        return _reason(code, game, sec, {**params, **extra})

    return why


def bummerl_why(
    game: str,
    sec: str,
    answer: int,
    params: dict[str, Any],
    retour_elsewhere: bool,
) -> Callable[[str], Reason]:
    """The reason for one wrong Bummerl count: which line of the score sheet it would need.

    `retour_elsewhere`: this sheet would be a Retourschneider under the other game's rule (a
    variant of this one), though not under this game's options.
    """

    def why(choice: str) -> Reason:
        n = int(choice)
        p = {**params, "n": n}
        if answer == 0:
            return _reason(f"bummerl_open_{n}", game, sec, p)
        if n == 0:
            return _reason("bummerl_over", game, sec, p)
        if answer == 4:  # 1 reads the final score alone, 2 takes the loser for Schneider
            return _reason(f"bummerl_retour_missed_{n}", game, sec, p)
        if n == 4:
            if retour_elsewhere:
                return _reason("bummerl_retour_elsewhere", game, sec, p)
            code = "bummerl_no_retour" if game == "bauernschnapsen" else "bummerl_no_retour_three"
            return _reason(code, game, sec, p)
        if n == 2:
            return _reason("bummerl_not_schneider", game, sec, p)
        return _reason("bummerl_is_schneider", game, sec, p)

    return why


def auction_why(
    game: str,
    sec: str,
    winner: str,
    contract: str,
    bids: dict[str, list[tuple[str, bool]]],
    rank: Callable[[str, str, bool], tuple[Any, ...]],
    won_key: tuple[Any, ...],
    passed: frozenset[str],
) -> Callable[[str], Reason]:
    """The reason for one wrong seat of an auction: what that seat did, and why it does not play.

    `bids` are each seat's bids in order, as (contract, without talon); `rank(seat, contract,
    without_talon)` the engine's ranking key of a bid, `won_key` the winning bid's.
    """

    def why(seat: str) -> Reason:
        own = bids.get(seat, [])
        params: dict[str, Any] = {"player": seat, "winner": winner, "high": contract}
        if not own:
            if not any(bids.values()):
                return _reason("seat_all_passed", game, sec, params)
            if seat in passed:
                code = "seat_passed" if game == "bauernschnapsen" else "seat_passed_three"
                return _reason(code, game, sec, params)
            return _reason("seat_no_bid", game, sec, params)
        last, without_talon = own[-1]
        params["contract"] = last
        key = rank(seat, last, without_talon)
        if game == "bauernschnapsen":
            code = "seat_held_over" if last == contract else "seat_outbid"
            return _reason(code, game, sec, params)
        if key[0] < won_key[0]:
            return _reason("seat_lower_bid", game, sec, params)
        if key[1] < won_key[1]:
            return _reason("seat_with_talon", game, sec, params)
        return _reason("seat_priority", game, sec, params)

    return why


def trick_why(
    game: str,
    sec: str,
    trick: list[Card],
    winner: Card,
    trump: Any,
) -> Callable[[str], Reason]:
    """The reason for one wrong card of a complete trick: what beats it."""
    lead = trick[0]
    by_code = {c.code: c for c in trick}

    def why(code: str) -> Reason:
        card = by_code[code]
        params = {"card": card, "best": winner, "lead": lead}
        if card.suit is not lead.suit and card.suit is not trump:
            code = "trick_off_suit" if trump is not None else "trick_off_suit_no_trumps"
            return _reason(code, game, sec, params)
        if winner.suit is not card.suit:
            code = "trick_lead_trumped" if card == lead else "trick_trumped"
            return _reason(code, game, sec, params)
        return _reason("trick_ranks_below", game, sec, params)

    return why


# An allowed action's reason (`tutorial.games.schnapsen.allowed`) → the misreading "No" needs.
_NO_FOR = {
    "allowed_trump": "no_trump",
    "allowed_aufschlagen": "no_aufschlagen",
    "allowed_redeal": "no_redeal",
    "allowed_pass_four": "no_pass_four",
    "allowed_pass_three": "no_pass_three",
    "allowed_discard": "no_discard",
    "allowed_discard_talon": "no_discard_talon",
    "allowed_double_first": "no_double",
    "allowed_double_back": "no_double",
    "allowed_no_kontra": "no_decline",
    "allowed_no_claim": "no_decline",
    "allowed_marriage": "no_marriage",
    "allowed_marriage_declarer": "no_marriage_declarer",
    "allowed_claim_trick": "no_claim",
    "allowed_claim_marriage": "no_claim",
    "allowed_claim_variant": "no_claim",
}


def action_no_why(allowed: Reason, card: Card | None) -> Reason:
    """Why "No" is wrong for an action the rules allow, given the reason that allows it: what a
    refusal would need, against this position's facts. A bid is told the part of the rule a "No"
    misreads: an equal bid held by priority, the cards the contract asks for, or who may bid it;
    a card of the trick, that it breaks no duty."""
    game, sec, params = allowed.game, allowed.section, allowed.params
    code = allowed.code.removeprefix("schnapsen.")
    if code in _NO_FOR:
        return Reason(f"schnapsen.puzzle_wrong_{_NO_FOR[code]}", game, sec, params, allowed.variant)
    if code.startswith("allowed_bid"):
        when = params["when"]
        if when.code == "schnapsen.bid_when_hold":
            part = ("no_bid_hold", {"when": when})
        elif "holding" in params:
            part = ("no_bid_holding", {"holding": params["holding"]})
        else:
            part = ("no_bid_who", {"who": params["who"]})
        return Reason(f"schnapsen.puzzle_wrong_{part[0]}", game, sec, part[1], allowed.variant)
    return Reason("schnapsen.puzzle_wrong_no_card", game, sec, {"card": card}, allowed.variant)
