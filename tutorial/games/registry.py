"""The games, by their short name: one `GameSpec` each (`tutorial.games.spec`), in menu order.

Every floor above the engine asks this module about a game and never names one. A test may
`register` a game of its own (and `unregister` it), which enrols it everywhere the registry is read.
"""

from __future__ import annotations

from tutorial.games.base import GameRules
from tutorial.games.bauernschnapsen.spec import SPEC as BAUERNSCHNAPSEN
from tutorial.games.dreierschnapsen.spec import SPEC as DREIERSCHNAPSEN
from tutorial.games.schneider.spec import SPEC as SCHNEIDER
from tutorial.games.spec import GameSpec

SPECS: dict[str, GameSpec] = {s.name: s for s in (SCHNEIDER, BAUERNSCHNAPSEN, DREIERSCHNAPSEN)}
# The rules of each game, for the callers that only deal and replay.
GAMES: dict[str, GameRules] = {name: spec.rules for name, spec in SPECS.items()}


# Bumped by `register` and `unregister`, so a reader that caches what it read from the games can
# tell that the list changed.
_generation = [0]


def generation() -> int:
    """How many times the list of games changed since start (tables built from it are rebuilt)."""
    return _generation[0]


class UnknownGameError(KeyError):
    """A game name the engine does not know; the message lists the ones it does."""

    def __str__(self) -> str:
        return str(self.args[0])


def spec_of(name: str) -> GameSpec:
    """The description of a game such as `schneider`."""
    try:
        return SPECS[name]
    except KeyError:
        raise UnknownGameError(
            f"unknown game {name!r}: expected one of {', '.join(SPECS)}"
        ) from None


def get_game(name: str) -> GameRules:
    """The rules object for a game name such as `schneider`."""
    return spec_of(name).rules


def register(spec: GameSpec) -> None:
    """Add a game (a test's own); its name must be new."""
    if spec.name in SPECS:
        raise ValueError(f"a game named {spec.name!r} is registered already")
    SPECS[spec.name] = spec
    GAMES[spec.name] = spec.rules
    _generation[0] += 1


def unregister(name: str) -> None:
    """Remove a game `register` added."""
    SPECS.pop(name, None)
    GAMES.pop(name, None)
    _generation[0] += 1
