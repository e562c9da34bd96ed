"""A replay: a deal's starting position and the actions played from it, step by step.

Every step is an engine action, so a replay that breaks a rule cannot be built. Worked examples
carry narration per step in the four languages; other deals are narrated from the engine's own
explanations (`narrate.py`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tutorial.formats.file_problem import FileProblem
from tutorial.games.base import Action, Deal


class ReplayFileError(FileProblem):
    """A replay file that cannot be used."""


@dataclass
class Replay:
    """A built, engine-checked replay: the dealt position, the actions, and what to say at each."""

    id: str
    game: str
    title: dict[str, str]
    start: Deal
    actions: list[Action]
    narration: list[dict[str, str]] = field(default_factory=list)
    section: str | None = None
    path: str = "<log>"
    meta: dict[str, Any] = field(default_factory=dict)

    @property
    def steps(self) -> int:
        return len(self.actions)

    def state_at(self, step: int) -> Deal:
        """The deal after the first `step` actions (0 = just dealt)."""
        deal = self.start.clone()
        for action in self.actions[: max(0, min(step, self.steps))]:
            deal.apply(action)
        return deal

    def final(self) -> Deal:
        """The deal after every step; built once, then shared (callers only read it)."""
        cached = self.meta.get("final")
        if cached is None:
            cached = self.meta["final"] = self.state_at(self.steps)
        return cached

    def say(self, step: int, lang: str) -> str | None:
        """The narration written for the action that leads to `step`, if the file has one."""
        if 1 <= step <= len(self.narration):
            texts = self.narration[step - 1]
            return texts.get(lang) or texts.get("en")
        return None

    def log(self) -> dict[str, Any]:
        """The whole replay as an engine event log (what Export saves and Import reads)."""
        data = self.final().log()
        data["replay"] = {"id": self.id, "title": self.title}
        return data
