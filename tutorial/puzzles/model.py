"""What a scenario puzzle is, and what the engine says its answer is.

A `Puzzle` is what a teacher writes in a scenario file; a `Solution` is what the engine computes
for it: every acceptable answer, the choices to offer, and for each choice the rule that makes it
right or wrong. The file's declared answer is only ever compared with the solution, never shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tutorial.formats.file_problem import FileProblem
from tutorial.formats.messages import line_of
from tutorial.games.reasons import Reason

NONE = "none"


class PuzzleError(FileProblem):
    """A problem with a scenario file."""


@dataclass(frozen=True)
class Puzzle:
    """One question about one position, as written in a scenario file (or made by a generator)."""

    id: str
    game: str
    kind: str
    section: str
    prompt: dict[str, str]
    position: dict[str, Any]
    answer: Any
    options: dict[str, Any] = field(default_factory=dict)
    difficulty: int = 1
    tags: tuple[str, ...] = ()
    explanation: dict[str, str] = field(default_factory=dict)
    path: str = "<generated>"
    lines: dict[str, int] = field(default_factory=dict)
    seed: int | None = None

    def line(self, name: str) -> int:
        """The line of a field (or of its nearest written parent) in its file, for messages."""
        return line_of(name, self.lines, self.lines.get("id", 0))

    def error(self, name: str, reason: str) -> PuzzleError:
        return PuzzleError(self.path, self.line(name), name, reason)

    def two_variants(self, example: str) -> list[dict[str, Any]]:
        """`position.variants`: the two option sets a variant_compare puzzle compares."""
        variants = self.position.get("variants")
        if not (
            isinstance(variants, list)
            and len(variants) == 2
            and all(isinstance(v, dict) for v in variants)
        ):
            raise self.error(
                "position.variants", f"expected two option sets, e.g. [{{}}, {example}]"
            )
        return variants


@dataclass(frozen=True)
class Solution:
    """The engine's answer to a puzzle.

    `choices` are what the reader may pick (card codes, "yes"/"no", numbers, or "none");
    `correct` the ones that are right (`multi`: the reader must pick exactly that set);
    `why` explains each choice; `reason` is the general explanation of the position.
    """

    choices: tuple[str, ...]
    correct: frozenset[str]
    reason: Reason
    why: dict[str, Reason] = field(default_factory=dict)
    multi: bool = False
    parts: tuple[Solution, ...] = ()

    def accepts(self, picked: str | frozenset[str] | tuple[str, ...]) -> bool:
        """Whether a reader's pick is right: any correct choice, or exactly the correct set."""
        if self.parts:
            return (
                isinstance(picked, tuple)
                and len(picked) == len(self.parts)
                and all(part.accepts(p) for part, p in zip(self.parts, picked, strict=True))
            )
        if self.multi:
            return frozenset(picked) == self.correct
        return isinstance(picked, str) and picked in self.correct
