"""A deal with no rule behind it, and the decisions of real deals it replays, for the benches' ceilings.

`legal_actions` hands out a fresh list of as many actions as the real deal offered at that decision,
`apply` moves to the next decision, `is_over` says when they are used up. Driven by the engine's own
`play_randomly` with the same random numbers as the real deals, it times what the bench's loop costs
in this interpreter before any rule is applied.
"""

from __future__ import annotations

import random
from typing import Any

LISTS = {n: list(range(n)) for n in range(1, 64)}


class NoRules:
    """The decisions of one real deal (the number of legal actions at each), without the rules."""

    __slots__ = ("left",)

    def __init__(self, sizes: list[int]) -> None:
        self.left = list(reversed(sizes))

    def is_over(self) -> bool:
        return not self.left

    def legal_actions(self) -> list[int]:
        return LISTS[self.left[-1]][:]

    def apply(self, action: int) -> None:
        self.left.pop()

    def result(self) -> None:
        return None


def choice_sizes(rules: Any, seeds: range) -> list[list[int]]:
    """Per deal of `rules` from `seeds`, the number of legal actions at each decision, the choices
    drawn as the benches draw them (`random.Random(seeds.start)`, one `choice` per decision)."""
    rng = random.Random(seeds.start)
    sizes = []
    for seed in seeds:
        deal, mine = rules.new_deal(seed), []
        while not deal.is_over():
            legal = deal.legal_actions()
            mine.append(len(legal))
            deal.apply(rng.choice(legal))
        sizes.append(mine)
    return sizes
