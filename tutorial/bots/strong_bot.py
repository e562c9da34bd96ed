"""The strong opponent: for each decision it samples the cards it cannot see (consistently with
everything seen so far), solves each sample, and takes the action with the best average
(`tutorial.bots.advice`). It plays the spirit of the card: a false claim that only the card's
letter lets off lightly is not in its repertoire unless it is built with `letter=True`."""

from __future__ import annotations

from tutorial.bots.advice import Advice, Budget, advise
from tutorial.bots.base import Bot
from tutorial.games.base import Action, Deal


class StrongBot(Bot):
    """Sampling and solving; `budget` sets how many deals it samples and how far it searches."""

    name = "strong"

    def __init__(
        self, seed: int | str = 0, budget: Budget | None = None, letter: bool = False
    ) -> None:
        super().__init__(seed)
        self.budget = budget or Budget()
        self.letter = letter
        self.last: Advice | None = None  # the advice behind the last choice (for the benches)

    def choose(self, deal: Deal) -> Action:
        self.last = advise(deal, budget=self.budget, rng=self.rng, letter=self.letter)
        return self.last.best
