"""The solver as it was before the card core on masks (issue 23): every game's own fast search
(`Deal.fast_search`) switched off, so `solve` and `position_value` search through the Deal API.
For the benches that put the two side by side; nothing in the app uses it."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from tutorial.bots.strong_bot import StrongBot
from tutorial.games.base import Action, Deal
from tutorial.games.registry import GAMES


@contextmanager
def generic_search() -> Iterator[None]:
    """Within the block, every game's deal class answers `fast_search` with None."""
    owners = {
        next(k for k in type(rules.new_deal(0)).__mro__ if "fast_search" in k.__dict__)
        for rules in GAMES.values()
    }
    own = {cls: cls.__dict__["fast_search"] for cls in owners if cls is not Deal}
    for cls in own:
        cls.fast_search = Deal.fast_search  # type: ignore[method-assign]
    try:
        yield
    finally:
        for cls, method in own.items():
            cls.fast_search = method  # type: ignore[method-assign]


class BeforeBot(StrongBot):
    """The strong player of main before issue 23: same budget, the generic search."""

    name = "before"

    def choose(self, deal: Deal) -> Action:
        with generic_search():
            return super().choose(deal)
