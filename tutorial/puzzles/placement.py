"""Whether a puzzle sits in the section whose rule it tests, as the engine cites that rule.

The engine's solution names a `Reason` for the answer and one for each choice, and each reason cites
the lesson section that teaches its rule. A puzzle placed before the section of any rule it rests on
asks the learner for something the lessons have not taught yet (issue 18): its end-of-section check
would test a later lesson. `rule_sections` reads the cited sections; `misplaced` lists the bank's
puzzles that rest on a later section than their own, with the section they belong to.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tutorial.puzzles.check import solve
from tutorial.puzzles.model import Puzzle, Solution


def rule_sections(solution: Solution) -> frozenset[str]:
    """Every section the solution's reasons cite: the answer's reason, each choice's, each part's."""
    found = {solution.reason.section, *(r.section for r in solution.why.values())}
    for part in solution.parts:
        found |= rule_sections(part)
    return frozenset(found)


@dataclass(frozen=True)
class Misplaced:
    """A puzzle that rests on a rule taught after its own section, and the section of that rule."""

    puzzle: Puzzle
    belongs_to: str


def home_section(puzzle: Puzzle) -> str:
    """The latest section whose rule the puzzle needs (section numbers are in lesson order)."""
    return max(rule_sections(solve(puzzle)))


def misplaced(puzzles: Iterable[Puzzle]) -> list[Misplaced]:
    """The puzzles whose answer needs a rule of a later section than the puzzle's own."""
    found = []
    for puzzle in puzzles:
        home = home_section(puzzle)
        if home > puzzle.section:
            found.append(Misplaced(puzzle, home))
    return sorted(found, key=lambda m: (m.puzzle.game, m.puzzle.id))
