"""A Böhmischer Schneider session: a fixed number of deals, the dealer alternating after each one.

By the card (S0 §03, §06): six deals, the first dealer by lot, the deal passing after every deal
including a 10:10 one, which counts as one of the six; more victory points wins, equal totals draw.
Options give the published alternatives: a 10:10 redeal that does not count, or a match to a target.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tutorial.games.schneider.rules import RULES, SchneiderDeal, SchneiderOptions, TieRule
from tutorial.games.session import MAX_DEALS, Session


@dataclass
class SchneiderSession(Session):
    """Deals played so far and the running score of victory points."""

    rules = RULES
    options: SchneiderOptions = field(default_factory=SchneiderOptions)
    counted: list[bool] = field(default_factory=list)
    points: list[int] = field(default_factory=lambda: [0, 0])

    @property
    def deals_counted(self) -> int:
        return sum(self.counted)

    def is_over(self) -> bool:
        target = self.options.match_target
        if target is not None:
            return max(self.points) >= target and self.points[0] != self.points[1]
        return self.deals_counted >= self.options.match_deals or len(self.deals) >= MAX_DEALS

    def record(self, deal: SchneiderDeal) -> None:
        """Score a finished deal and pass the deal (S0 §03), or redeal a 10:10 under that option."""
        if not deal.is_over():
            raise ValueError("only a finished deal can be recorded")
        result = deal.result()
        self.deals.append(deal)
        self.add_result(result.victory_points, tie=result.winner is None)

    def add_result(self, victory_points: tuple[int, int] | list[int], *, tie: bool) -> None:
        """Count one deal's victory points and pass the deal, or redeal a 10:10 under that option
        (puzzles give the points without a deal)."""
        redeal = tie and self.options.tie_rule is TieRule.REDEAL
        self.counted.append(not redeal)
        for seat in (0, 1):
            self.points[seat] += victory_points[seat]
        if not redeal:
            self.dealer = 1 - self.dealer

    def length(self) -> int | None:
        """Six deals by the card (none fixed when a match is played to a target)."""
        return None if self.options.match_target is not None else self.options.match_deals

    def target(self) -> int | None:
        return self.options.match_target

    def winner(self) -> int | None:
        """The seat with more victory points, or None for a drawn session."""
        if self.points[0] == self.points[1]:
            return None
        return 0 if self.points[0] > self.points[1] else 1
