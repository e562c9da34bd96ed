"""Which bank puzzles end a lesson section as its check: the choice lives here, in one place.

For now the rule is simple and deterministic: the section's puzzles of its game, easiest first
(then by id), at most three. A section without puzzles has no check. (A later change may let
the lesson files name their checks; only this function would change.)
"""

from __future__ import annotations

from collections.abc import Mapping

from tutorial.puzzles.model import Puzzle

CHECK_SIZE = 3


def section_check(
    bank: Mapping[str, Puzzle], game: str, section: str, size: int = CHECK_SIZE
) -> list[Puzzle]:
    """The puzzles that check a lesson section (game × rule-card section), in order."""
    mine = [p for p in bank.values() if p.game == game and p.section == section]
    return sorted(mine, key=lambda p: (p.difficulty, p.id))[:size]
