"""The replay log format: what Export saves, `kartenschule play --json` prints and Import reads.

    {"game": "schneider", "version": 1, "options": {…},
     "events": [{"type": "deal", "dealer": 1, "cut": 5, "deck": ["9S", …]},
                {"type": "action", "player": 0, "action": {"kind": "play", "card": "9S"}}, …],
     "replay": {"id": "…", "title": {"en": "…"}}}

Only the shape is checked here; the engine replays the events and must agree with every one.
The engine reads the log itself, not a converted copy, so nothing is coerced: a log is written by
a program, and a number where text belongs is an error.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StrictBool, model_validator
from pydantic_core import PydanticCustomError

from tutorial.formats.shapes import Count, GameName, Options, Shape, SomeLanguages, Text


class LogShape(Shape):
    model_config = ConfigDict(extra="forbid", frozen=True, coerce_numbers_to_str=False)


class LogAction(LogShape):
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
    deck: list[Text] | None = None

    @model_validator(mode="after")
    def _parts_given(self) -> LogEvent:
        if self.type == "action" and (self.action is None or self.player is None):
            raise PydanticCustomError(
                "action_event", "an action event gives the player and the action", {}
            )
        if self.type == "deal" and (self.deck is None or self.dealer is None):
            raise PydanticCustomError(
                "deal_event", "the deal event gives the dealer and the deck", {}
            )
        return self


class LogInfo(LogShape):
    id: Text | None = None
    title: SomeLanguages | None = None


class ReplayLog(LogShape):
    game: GameName
    version: Count | None = None
    options: Options = Field(default_factory=dict)
    events: Annotated[list[LogEvent], Field(min_length=1)]
    replay: LogInfo | None = None
