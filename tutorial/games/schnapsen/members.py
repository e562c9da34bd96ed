"""The games of the Schnapsen family by name, for the family's parts that take a game's name (a
puzzle's `game:` field, a checker position) and need its rules."""

from __future__ import annotations

from tutorial.games.bauernschnapsen.rules import RULES as BAUERNSCHNAPSEN
from tutorial.games.dreierschnapsen.rules import RULES as DREIERSCHNAPSEN
from tutorial.games.schnapsen.rules import SchnapsenRules

MEMBERS: dict[str, SchnapsenRules] = {r.name: r for r in (BAUERNSCHNAPSEN, DREIERSCHNAPSEN)}
