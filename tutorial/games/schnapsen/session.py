"""A game to 24 ("Bummerl") of Bauernschnapsen or Dreierschnapsen: deals until a side reaches the
target, then the loser's Bummerl, Schneider and (option) Retourschneider.

Shaped like `SchneiderSession`: `next_deal()`, `record(deal)`, `is_over()`, `winner()`,
`play_out()`. The deal passes to the left after every deal (S3 §02); in Dreierschnapsen that makes
the caller of the last deal the next dealer (S4 "Dealing"). A three-Unter redeal happens inside a
deal and does not move the deal.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tutorial.games.bauernschnapsen.rules import RULES as BAUERN_RULES
from tutorial.games.bauernschnapsen.rules import BauernDeal, BauernOptions
from tutorial.games.dreierschnapsen.rules import RULES as DREIER_RULES
from tutorial.games.dreierschnapsen.rules import DreierDeal, DreierOptions
from tutorial.games.schnapsen.options import RetourFrom, ScoreDirection
from tutorial.games.session import MAX_DEALS, Session

BUMMERL = 1  # the loser of a game to 24 (S3 §07)
SCHNEIDER_BUMMERL = 2
RETOURSCHNEIDER_BUMMERL = 4


def retour_seat(points: list[int], target: int) -> int | None:
    """The player standing at 0 while both others stand one point short of the target (23/23/0
    in a game to 24): the one whose win would make a Retourschneider; None for any other stand."""
    if len(points) != 3 or sorted(points) != [0, target - 1, target - 1]:
        return None
    return points.index(0)


@dataclass
class BauernSession(Session):
    """A Bauernschnapsen game to 24 between the team of seats 0+2 (team 0) and 1+3 (team 1)."""

    rules = BAUERN_RULES
    options: BauernOptions = field(default_factory=BauernOptions)
    points: list[int] = field(default_factory=lambda: [0, 0])
    led_23_to_0: list[bool] = field(default_factory=lambda: [False, False])

    def is_over(self) -> bool:
        return max(self.points) >= self.options.target or len(self.deals) >= MAX_DEALS

    def record(self, deal: BauernDeal) -> None:
        """Add the deal's game points (only one side scores, S3 §07) and pass the deal left."""
        if not deal.is_over():
            raise ValueError("only a finished deal can be recorded")
        self.deals.append(deal)
        self.add_points(deal.result().team_points)
        self.dealer = (self.dealer + 1) % 4

    def add_points(self, team_points: list[int]) -> None:
        """Write one deal's game points on the score sheet (puzzles give them without a deal)."""
        for team in (0, 1):
            self.points[team] += team_points[team]
        for team in (0, 1):
            if self.points[team] == self.options.target - 1 and self.points[1 - team] == 0:
                self.led_23_to_0[team] = True

    def side_of(self, seat: int) -> int:
        """The pair a seat plays in: 0 with 2, 1 with 3."""
        return seat % 2

    def winner(self) -> int | None:
        """The team (0: seats 0+2, 1: seats 1+3) that reached the target, or None while playing."""
        if max(self.points) < self.options.target:
            return None
        return 0 if self.points[0] > self.points[1] else 1

    def bummerl(self) -> dict[int, int]:
        """The losing team's Bummerl: 1, 2 with no game points (Schneider, S3 §07), 4 if it led
        23:0 and lost (Retourschneider, option)."""
        won = self.winner()
        if won is None:
            return {}
        loser = 1 - won
        if self.options.retourschneider and self.led_23_to_0[loser]:
            return {loser: RETOURSCHNEIDER_BUMMERL}
        return {loser: SCHNEIDER_BUMMERL if self.points[loser] == 0 else BUMMERL}

    def display_points(self) -> list[int]:
        """The score as written: counted up from 0, or down from the target (regional)."""
        if self.options.score_direction is ScoreDirection.DOWN:
            return [max(self.options.target - p, 0) for p in self.points]
        return list(self.points)


@dataclass
class DreierSession(Session):
    """A Dreierschnapsen game to 24: three players, each for himself."""

    rules = DREIER_RULES
    options: DreierOptions = field(default_factory=DreierOptions)
    points: list[int] = field(default_factory=lambda: [0, 0, 0])
    before_last: list[int] = field(default_factory=lambda: [0, 0, 0])
    retour_stands: set[int] = field(default_factory=set)  # seats that stood at 0 against 23/23

    def is_over(self) -> bool:
        return max(self.points) >= self.options.target or len(self.deals) >= MAX_DEALS

    def record(self, deal: DreierDeal) -> None:
        """Add the deal's game points; the caller F of this deal deals the next (S4 "Dealing")."""
        if not deal.is_over():
            raise ValueError("only a finished deal can be recorded")
        self.deals.append(deal)
        self.add_points(deal.result().game_points)
        self.dealer = deal.forehand

    def add_points(self, game_points: list[int]) -> None:
        """Write one deal's game points on the score sheet (puzzles give them without a deal)."""
        self.before_last = list(self.points)
        for seat in range(3):
            self.points[seat] += game_points[seat]
        stand = retour_seat(self.points, self.options.target)
        if stand is not None:
            self.retour_stands.add(stand)

    def winners(self) -> tuple[int, ...]:
        """The seats with the highest total once someone reached the target; two on a tie
        (a shared first place; S4's 2-player play-off is not simulated, ambiguity §3.10-7)."""
        if max(self.points) < self.options.target:
            return ()
        top = max(self.points)
        return tuple(s for s in range(3) if self.points[s] == top)

    def winner(self) -> int | None:
        won = self.winners()
        return won[0] if len(won) == 1 else None

    def bummerl(self) -> dict[int, int]:
        """Bummerl for the last-placed player(s) (ambiguity §3.10-8): 1, or 2 at 0 game points
        (Schneider); Retourschneider (4) for both players at 23 when the third, at 0, wins."""
        won = self.winners()
        if not won:
            return {}
        if self.options.retourschneider and len(won) == 1 and self._retour(won[0]):
            return {s: RETOURSCHNEIDER_BUMMERL for s in range(3) if s != won[0]}
        losers = [s for s in range(3) if s not in won]
        low = min(self.points[s] for s in losers)
        return {
            s: SCHNEIDER_BUMMERL if low == 0 else BUMMERL for s in losers if self.points[s] == low
        }

    def _retour(self, winner: int) -> bool:
        """Whether the winner came from 0 against 23/23: just before the last deal (S4), or at any
        stand of the game (`retourschneider_from=any_earlier`)."""
        if self.options.retourschneider_from is RetourFrom.ANY_EARLIER:
            return winner in self.retour_stands
        return retour_seat(self.before_last, self.options.target) == winner

    def display_points(self) -> list[int]:
        if self.options.score_direction is ScoreDirection.DOWN:
            return [max(self.options.target - p, 0) for p in self.points]
        return list(self.points)
