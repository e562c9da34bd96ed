"""What every game's session shares: deals from one seed, the first dealer by lot, random play-out.

A session (Schneider's six deals, a Schnapsen game to 24) deals hand after hand with the current
dealer; each game says how a finished deal is scored (`record`) and when the session ends.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import KW_ONLY, dataclass, field
from typing import Any, ClassVar

from tutorial.games.base import Deal, GameRules, play_randomly

# A session that never ends (e.g. endless 10:10 redeals) gives up long before this.
MAX_DEALS = 500


@dataclass
class Session:
    """Deals played so far and whose turn it is to deal."""

    seed: int
    _: KW_ONLY
    deals: list[Any] = field(default_factory=list)
    dealer: int = -1

    rules: ClassVar[GameRules]
    options: Any

    def __post_init__(self) -> None:
        if self.dealer < 0:
            name = self.rules.name
            self.dealer = random.Random(f"{name}-session:{self.seed}").randrange(self.rules.players)

    def is_over(self) -> bool:
        raise NotImplementedError

    def winner(self) -> int | None:
        """The side that won the session (a seat, or a pair in a partnership game), or None."""
        raise NotImplementedError

    def winners(self) -> tuple[int, ...]:
        """Every side that won (a game to 24 may end with two players sharing first place)."""
        won = self.winner()
        return () if won is None else (won,)

    def side_of(self, seat: int) -> int:
        """The side a seat scores for over the whole session: itself, or its pair."""
        return seat

    def length(self) -> int | None:
        """The number of deals a session of fixed length plays (None: it plays to a target)."""
        return None

    def target(self) -> int | None:
        """The points that end a session played to a target (None: a fixed number of deals)."""
        return getattr(self.options, "target", None)

    def record(self, deal: Any) -> None:
        raise NotImplementedError

    def next_deal(self) -> Any:
        """Deal the next hand with the current dealer; play it, then pass it to `record`."""
        if self.is_over():
            raise ValueError("the session is over")
        return self.rules.new_deal(self.seed * 1000 + len(self.deals), self.options, self.dealer)

    def play_out(self, choose: Callable[[Any], None] | None = None) -> None:
        """Play every remaining deal; by default with random legal actions (CLI and tests)."""
        rng = random.Random(f"{self.rules.name}-play:{self.seed}")
        while not self.is_over():
            deal: Deal = self.next_deal()
            if choose is None:
                play_randomly(deal, rng)
            else:
                choose(deal)
            self.record(deal)
