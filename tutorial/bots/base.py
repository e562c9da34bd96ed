"""What every opponent is: something that picks a legal action for the player to move.

A bot sees the deal object but must only use what its seat may know: its own cards, what was
played or shown, the public state of the deal (contract, trumps, the trick, points banked — players
may count). The strong bot keeps to that by sampling the unseen cards (`tutorial.solver.worlds`).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import ClassVar

from tutorial.games.base import Action, Deal


class Bot(ABC):
    """An opponent of one strength; `choose` is called for whichever seat is to move."""

    name: ClassVar[str]

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(f"{self.name}:{seed}")

    @abstractmethod
    def choose(self, deal: Deal) -> Action:
        """A legal action for the player to move."""


def play_out(deal: Deal, bots: dict[int, Bot] | Bot) -> Deal:
    """Finish a deal with a bot per seat (or one bot for every seat)."""
    while not deal.is_over():
        seat = deal.to_move
        assert seat is not None
        bot = bots if isinstance(bots, Bot) else bots[seat]
        deal.apply(bot.choose(deal))
    return deal
