"""The same puzzle under the other rule variants: which ones would change the answer."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tutorial.games.registry import GAMES
from tutorial.games.schneider.rules import BeatRule
from tutorial.puzzles.check import solve
from tutorial.puzzles.model import Puzzle, PuzzleError, Solution

VARIANT_OPTIONS: dict[str, list[dict[str, Any]]] = {
    "schneider": [
        {"beat_rule": rule.value, "seven_beats_ace": seven}
        for rule in BeatRule
        for seven in (False, True)
    ],
    "bauernschnapsen": [
        *(
            {"must_trump": trump, "must_overtake": overtake}
            for trump in ("always", "only_if_it_wins")
            for overtake in ("always", "trick_count_contracts_only")
        ),
        {"partner_claims": True},
        {"schnapser_made": "at_target"},
    ],
    "dreierschnapsen": [
        {"kontraschnapser_limit": 4},
        {"schnapser_made": "after_limit"},
        {"retourschneider_from": "any_earlier"},
    ],
}


def _canonical(game: str, options: dict[str, Any]) -> dict[str, Any]:
    """Options without the defaults, so equal rule sets compare equal."""
    defaults = GAMES[game].parse_options(None).to_dict()  # type: ignore[attr-defined]
    return {k: v for k, v in options.items() if str(defaults.get(k)).lower() != str(v).lower()}


def other_variants(puzzle: Puzzle) -> list[tuple[dict[str, Any], Solution]]:
    """Each other variant under which this position has a different answer, with that answer."""
    if puzzle.kind == "variant_compare":
        return []
    own = solve(puzzle).correct
    mine = _canonical(puzzle.game, puzzle.options)
    found = []
    for options in VARIANT_OPTIONS.get(puzzle.game, []):
        changed = _canonical(puzzle.game, options)
        if changed == mine:
            continue
        try:
            solution = solve(replace(puzzle, options=changed))
        except PuzzleError:
            continue
        if solution.correct != own:
            found.append((changed, solution))
    return found
