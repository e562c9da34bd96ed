"""The rule-of-thumb opponent: the usual advice of each game, no search (each game's own
`GameParts.rule_of_thumb`, e.g. `tutorial.games.schneider.rule_of_thumb`)."""

from __future__ import annotations

from tutorial.bots.base import Bot
from tutorial.games.base import Action, Deal
from tutorial.games.registry import spec_of


class RulesBot(Bot):
    """Plays by rules of thumb; deterministic (it never draws on its random generator). A game
    without rules of thumb gets its first legal action."""

    name = "rules"

    def choose(self, deal: Deal) -> Action:
        seat = deal.to_move
        assert seat is not None
        choose = spec_of(deal.game).parts.rule_of_thumb
        return choose(deal, seat) if choose is not None else deal.legal_actions()[0]
