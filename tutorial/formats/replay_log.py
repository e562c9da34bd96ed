"""The replay log format: what Export saves, `kartenschule play --json` prints and Import reads.

    {"game": "schneider", "version": 1, "options": {…},
     "events": [{"type": "deal", "dealer": 1, "cut": 5, "deck": ["9S", …]},
                {"type": "action", "player": 0, "action": {"kind": "play", "card": "9S"}}, …],
     "replay": {"id": "…", "title": {"en": "…"}}}

Only the shape is checked here; the engine replays the events and must agree with every one.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StrictBool, model_validator
from pydantic_core import PydanticCustomError

from tutorial.formats.shapes import Cards, Count, GameName, Options, Shape, SomeLanguages, Text


class LogAction(Shape):
    kind: Text
    card: Text | None = None
    value: Text | None = None
    flag: StrictBool | None = None


class LogEvent(BaseModel):
    """One event; the engine's own fields of other events (tricks, scores) are compared as data."""

    model_config = ConfigDict(extra="allow", frozen=True)

    type: Text
    player: Count | None = None
    action: LogAction | None = None
    dealer: Count | None = None
    cut: Count | None = None
    deck: Cards | None = None

    @model_validator(mode="after")
    def _action_named(self) -> LogEvent:
        if self.type == "action" and (self.action is None or self.player is None):
            raise PydanticCustomError(
                "action_event", "an action event gives the player and the action", {}
            )
        return self


class LogInfo(Shape):
    id: Text | None = None
    title: SomeLanguages | None = None


class ReplayLog(Shape):
    game: GameName
    version: Count | None = None
    options: Options = Field(default_factory=dict)
    events: Annotated[list[LogEvent], Field(min_length=1)]
    replay: LogInfo | None = None
