"""Opponents of three strengths, for every decision of every game: `random` (any legal action),
`rules` (the usual rules of thumb) and `strong` (samples the unseen cards and solves each sample).
`advise` gives the strong player's values for a decision, for hints and reviews."""

from __future__ import annotations

from tutorial.bots.advice import Advice, Budget, advise
from tutorial.bots.base import Bot, play_out
from tutorial.bots.random_bot import RandomBot
from tutorial.bots.rules_bot import RulesBot
from tutorial.bots.strong_bot import StrongBot

BOTS: dict[str, type[Bot]] = {b.name: b for b in (RandomBot, RulesBot, StrongBot)}


def make_bot(name: str, seed: int | str = 0) -> Bot:
    """An opponent by strength name: random, rules or strong."""
    try:
        return BOTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown opponent {name!r}: expected one of {', '.join(BOTS)}") from None


__all__ = [
    "BOTS",
    "Advice",
    "Bot",
    "Budget",
    "RandomBot",
    "RulesBot",
    "StrongBot",
    "advise",
    "make_bot",
    "play_out",
]
