"""Game points of a Schnapsen deal: the Normal game's 1/2/3 scale, claims, and the result record.

Kept apart from the deal engine so the app's score tables and the tests can reach the scoring rules
without playing a deal (S3 §06, S4 "Normal game").
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, NamedTuple

from tutorial.games.reasons import Reason
from tutorial.games.schnapsen.sections import section

HALF = 33  # opponents with 33 or more card points are "out of Schneider" (S3 §06)
LAST_TRICK_AWARD = 1  # nobody claimed: the last trick's winners score this (S3 §06)


class FalseClaim(StrEnum):
    """What a wrong claim of 66 pays the opponents."""

    AS_IF_TRUE = "as_if_true"  # S3 §06 (literal): the price the claim would have fetched
    TWO_OR_THREE = (
        "two_or_three"  # 2-player Schnapsen practice: 2, or 3 if the claimers had no trick
    )


def normal_award(opponent_tricks: int, opponent_points: int) -> int:
    """Game points for winning the Normal game: 3 if the losers took no trick, 2 if they have fewer
    than 33 card points, else 1 (S3 §06; exactly 33 → 1)."""
    if opponent_tricks == 0:
        return 3
    return 2 if opponent_points < HALF else 1


def false_claim_award(
    rule: FalseClaim, claimer_tricks: int, opponent_tricks: int, opponent_points: int
) -> int:
    """Game points the opponents of a wrong claim receive."""
    if rule is FalseClaim.TWO_OR_THREE:
        return 3 if claimer_tricks == 0 else 2
    return normal_award(opponent_tricks, opponent_points)


def false_claim_variant(rule: FalseClaim) -> str | None:
    """The variant a false claim's reason cites, or None under the card's own rule."""
    return None if rule is FalseClaim.AS_IF_TRUE else f"false_claim={rule.value}"


def stake_value(base: int, bonus: int, multiplier: int) -> int:
    """The game points a deal scores: (award + without-talon point) × doubling multiplier."""
    return (base + bonus) * multiplier


@dataclass(frozen=True)
class Stake:
    """What a finished deal is worth, part by part: the award of the contract or claim, the point
    for playing without the talon (Dreier), and the doubling multiplier (S3 §05, S4 "Flecken").

    The parts travel as the result reason's parameters, so a sentence can show how the score was
    reached without working it out again.
    """

    base: int
    bonus: int = 0
    multiplier: int = 1
    doubling: str | None = None  # the last doubling said (kontra, rekontra, spritzen, …)

    @property
    def value(self) -> int:
        """The game points scored: (award + without-talon point) × multiplier."""
        return stake_value(self.base, self.bonus, self.multiplier)

    def params(self) -> dict[str, Any]:
        """The parts as reason parameters (`doubling` only when someone doubled)."""
        params: dict[str, Any] = {
            "base": self.base,
            "bonus": self.bonus,
            "multiplier": self.multiplier,
            "game_points": self.value,
        }
        if self.doubling:
            params["doubling"] = self.doubling
        return params


class Final(NamedTuple):
    """How a deal ended: who won, what it is worth, and the rule that decided it (unbuilt)."""

    winning_side: int
    value: int
    base: int
    bonus: int
    multiplier: int
    doubling: str | None
    code: str
    params: dict[str, Any]
    topic: str
    variant: str | None

    def stake(self) -> Stake:
        return Stake(self.base, self.bonus, self.multiplier, self.doubling)

    def reason(self, game: str) -> Reason:
        """The deciding rule, with the parts of the score as parameters."""
        params = {**self.params, **self.stake().params()}
        return Reason(self.code, game, section(game, self.topic), params, self.variant)


@dataclass(frozen=True)
class SchnapsenResult:
    """A finished deal of either game.

    Seats are absolute (0…n-1). `game_points` is what each seat scores in this deal; in
    Bauernschnapsen both partners show their team's score, so `team_points` reads seat 0 and 1.
    `side_points` is (declaring side, defending side), per scoring player. Card points are those in
    the tricks each seat took; `laid_away_points` (Dreier) and `unplayed_points` (cards not played
    because the deal stopped early, or out of play with a sitting-out partner) count for nobody.
    """

    game: str
    contract: str
    declarer: int
    without_talon: bool
    multiplier: int
    made: bool
    value: int
    winners: tuple[int, ...]
    game_points: tuple[int, ...]
    side_points: tuple[int, int]
    card_points: tuple[int, ...]
    marriage_points: tuple[int, ...]
    tricks: tuple[int, ...]
    laid_away_points: int
    unplayed_points: int
    reason: Reason

    @property
    def team_points(self) -> tuple[int, int]:
        """Bauernschnapsen: game points of the team of seat 0 and of seat 1."""
        return self.game_points[0], self.game_points[1]

    def to_dict(self) -> dict[str, object]:
        return {
            "contract": self.contract,
            "declarer": self.declarer,
            "without_talon": self.without_talon,
            "multiplier": self.multiplier,
            "made": self.made,
            "value": self.value,
            "winners": list(self.winners),
            "game_points": list(self.game_points),
            "card_points": list(self.card_points),
            "marriage_points": list(self.marriage_points),
            "tricks": list(self.tricks),
            "laid_away_points": self.laid_away_points,
            "unplayed_points": self.unplayed_points,
            "reason": self.reason.to_dict(),
        }
