"""The games the engine plays, by their short name."""

from __future__ import annotations

from tutorial.games.base import GameRules
from tutorial.games.bauernschnapsen.rules import RULES as BAUERNSCHNAPSEN
from tutorial.games.dreierschnapsen.rules import RULES as DREIERSCHNAPSEN
from tutorial.games.schneider.rules import RULES as SCHNEIDER

GAMES: dict[str, GameRules] = {
    SCHNEIDER.name: SCHNEIDER,
    BAUERNSCHNAPSEN.name: BAUERNSCHNAPSEN,
    DREIERSCHNAPSEN.name: DREIERSCHNAPSEN,
}


class UnknownGameError(KeyError):
    """A game name the engine does not know; the message lists the ones it does."""

    def __str__(self) -> str:
        return str(self.args[0])


def get_game(name: str) -> GameRules:
    """The rules object for a game name such as `schneider`."""
    try:
        return GAMES[name]
    except KeyError:
        raise UnknownGameError(
            f"unknown game {name!r}: expected one of {', '.join(GAMES)}"
        ) from None
