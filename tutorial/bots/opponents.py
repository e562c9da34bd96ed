"""The opponents by strength name, as the Play page and the benches choose them."""

from __future__ import annotations

from tutorial.bots.base import Bot
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
