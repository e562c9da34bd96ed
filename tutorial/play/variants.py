"""The rule variants a learner may switch on for a game at the table.

Each is one option value the game's `parse_options` knows, named by the same key the puzzles and
replays use to name variants (`tutorial.words.explain.VARIANT_TEXT`); each game lists them in its
spec (`GameSpec.table_variants`), so the switch reads like the
variant line under a puzzle. The default of every other option is the rule card's.
"""

from __future__ import annotations

from typing import Any

from tutorial.games.registry import SPECS


def options_for(game: str, chosen: list[str]) -> dict[str, Any]:
    """The options of the variants named (by their text keys); of two values for one option, the
    later one wins."""
    options: dict[str, Any] = {}
    spec = SPECS.get(game)
    for variant in spec.table_variants if spec is not None else ():
        if variant.key in chosen:
            options[variant.option] = variant.value
    return options
