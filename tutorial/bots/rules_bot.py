"""The rule-of-thumb opponent: the usual advice of each game, no search (see `rules_schneider`
and `rules_schnapsen` for the rules it follows)."""

from __future__ import annotations

from tutorial.bots.base import Bot
from tutorial.games.base import Action, Deal
from tutorial.games.schnapsen import rule_of_thumb as rules_schnapsen
from tutorial.games.schneider import rule_of_thumb as rules_schneider
from tutorial.games.schneider.rules import SchneiderDeal


class RulesBot(Bot):
    """Plays by rules of thumb; deterministic (it never draws on its random generator)."""

    name = "rules"

    def choose(self, deal: Deal) -> Action:
        seat = deal.to_move
        assert seat is not None
        if isinstance(deal, SchneiderDeal):
            return rules_schneider.choose(deal, seat)
        return rules_schnapsen.choose(deal, seat)  # type: ignore[arg-type]
