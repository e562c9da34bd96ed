"""The weakest opponent: any legal action, uniformly at random."""

from __future__ import annotations

from tutorial.bots.base import Bot
from tutorial.games.base import Action, Deal


class RandomBot(Bot):
    """Picks uniformly among the legal actions (bids, doubles, discards and cards alike)."""

    name = "random"

    def choose(self, deal: Deal) -> Action:
        return self.rng.choice(deal.legal_actions())
