"""The scenario (puzzle) file format: which fields a puzzle has, and the type of each.

`scenarios/README.md` documents it for teachers. The position's fields depend on the kind of
question; every field any kind uses is allowed here with its type, and the game's solver says
which ones a kind needs and whether the position can happen.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar

from pydantic import AfterValidator, Field, Strict
from pydantic_core import PydanticCustomError

from tutorial.formats.replay import DealSpec
from tutorial.formats.shapes import (
    AllLanguages,
    Cards,
    Count,
    GameName,
    Id,
    Options,
    Section,
    Shape,
    SomeLanguages,
    Text,
    Whole,
    shown,
)
from tutorial.formats.steps import Step


class Prompt(AllLanguages):
    needs: ClassVar[str] = "every prompt needs en, de, ru and pt"


class Judgement(Shape):
    """A hidden-hands tactics puzzle's judgement (`tutorial.puzzles.hidden`), kept in the file so
    a page need not sample again: over how many deals of the unseen cards, and per card the deals
    it was best in and its points summed over them. `kartenschule check` judges again and must
    find the same."""

    samples: Count
    best_in: dict[Text, Count]
    totals: dict[Text, Whole]


class Position(Shape):
    """What the question is about: cards on the table and in hand, numbers, or steps from a seed
    or from a dealt position (`deal:`, as in a replay file: the hands by role and the talon)."""

    trick: Cards | None = None
    hand: Cards | None = None
    play: Cards | None = None
    contract: Text | None = None
    trump: Text | None = None
    honours: list[Whole] | None = None
    variants: list[Options] | None = None
    seed: Count | None = None
    deal: DealSpec | None = None
    steps: list[Step] | None = None
    claim_points: Whole | None = None
    claim_tricks: Whole | None = None
    opponent_points: Whole | None = None
    opponent_tricks: Whole | None = None
    doublings: Whole | None = None
    action: Step | None = None
    deals: list[list[Count]] | None = None
    fact: Text | None = None
    hidden: bool | None = None  # a tactics puzzle: only the mover's own cards are shown
    judged: Judgement | None = None  # with `hidden`: the kept judgement

    def as_dict(self) -> dict[str, Any]:
        """The fields the file gives, as the solvers read them (steps stay `Step`s)."""
        return {name: getattr(self, name) for name in self.model_fields_set}


def _answer(value: Any) -> Any:
    def plain(item: Any) -> bool:
        return isinstance(item, str | int | bool) and item != ""

    ok = plain(value) or (
        isinstance(value, list)
        and bool(value)
        and all(
            plain(item) or (isinstance(item, list) and all(plain(i) for i in item))
            for item in value
        )
    )
    if not ok:
        raise PydanticCustomError(
            "answer", "expected a card, a word or a number, or a list of them; got {got}",
            {"got": shown(value)},
        )  # fmt: skip
    return value


class Scenario(Shape):
    """One puzzle as a teacher writes it."""

    id: Id
    game: GameName
    kind: Text
    section: Section
    prompt: Prompt
    position: Position
    answer: Annotated[Any, AfterValidator(_answer)]
    options: Options = Field(default_factory=dict)
    difficulty: Annotated[int, Strict(), Field(ge=1, le=3)] = 1
    tags: list[Text] = Field(default_factory=list)
    explanation: SomeLanguages | None = None
