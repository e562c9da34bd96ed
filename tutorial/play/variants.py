"""The rule variants a learner may switch on for a game at the table.

Each is one option value the game's `parse_options` knows, named by the same key the puzzles and
replays use to name variants (`tutorial.words.texts`: `VARIANT_TEXT`), so the switch reads like the
variant line under a puzzle. The default of every other option is the rule card's.
"""

from __future__ import annotations

from typing import Any

# game -> (option, value, key of the variant's name in VARIANT_TEXT)
TABLE_VARIANTS: dict[str, tuple[tuple[str, Any, str], ...]] = {
    "schneider": (
        ("beat_rule", "any_higher_same_suit", "any_higher_same_suit"),
        ("beat_rule", "next_rank_any_suit", "next_rank_any_suit"),
        ("seven_beats_ace", True, "seven_beats_ace"),
    ),
    "bauernschnapsen": (
        ("must_trump", "only_if_it_wins", "must_trump=only_if_it_wins"),
        (
            "must_overtake",
            "trick_count_contracts_only",
            "must_overtake=trick_count_contracts_only",
        ),
        ("false_claim", "two_or_three", "false_claim=two_or_three"),
    ),
    "dreierschnapsen": (
        ("three_unter_redeal", False, "three_unter_redeal=false"),
        ("bidding", "caller_first", "bidding=caller_first"),
        ("false_claim", "two_or_three", "false_claim=two_or_three"),
    ),
}


def options_for(game: str, chosen: list[str]) -> dict[str, Any]:
    """The options of the variants named (by their text keys); of two values for one option, the
    later one wins."""
    options: dict[str, Any] = {}
    for name, value, key in TABLE_VARIANTS.get(game, ()):
        if key in chosen:
            options[name] = value
    return options
