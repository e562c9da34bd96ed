"""The replay file format (`replays/<game>/*.yaml`): fields, the deal, the steps, the checks.

    id: schneider-07-nine-then-jack
    game: schneider
    section: "07"
    title: {en: …, de: …, ru: …, pt: …}
    deal:                       # a seed (`seed: 7`), or the hands as the card's example has them
      dealer: B
      hands: {A: [9♠, …], B: [J♠, …]}
    steps:                      # one engine action each; `say` is the narration (optional)
      - play: 9♠
        say: {en: "A leads 9♠.", de: …, ru: …, pt: …}
    checks:                     # what the example claims; the engine must agree
      - {trick: 1, winner: A, honours: 1}

Which seats, cards and checks a game has is for its replay module and the engine to say.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar

from pydantic import AfterValidator, Field, StrictBool, model_validator
from pydantic_core import PydanticCustomError

from tutorial.formats.shapes import (
    AllLanguages,
    Cards,
    Count,
    GameName,
    Id,
    Options,
    Section,
    Shape,
    Text,
    Whole,
    shown,
)
from tutorial.formats.steps import Step

CHECK_KINDS = ("trick", "final", "side_points", "result")


class Title(AllLanguages):
    needs: ClassVar[str] = "every title needs en, de, ru and pt"


def _seat(value: Any) -> Any:
    if isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    raise PydanticCustomError(
        "seat", "expected a seat, e.g. A or 0; got {got}", {"got": shown(value)}
    )


class DealSpec(Shape):
    """A seed, or the hands (and the talon's order) as the card's example deals them."""

    seed: Count | None = None
    dealer: Annotated[Any, AfterValidator(_seat)] = None
    hands: dict[str, Cards] | None = None
    talon: Cards | None = None


class FinalCheck(Shape):
    honours: list[Whole] | None = None
    victory_points: list[Whole] | None = None


class ResultCheck(Shape):
    made: StrictBool | None = None
    game_points: dict[str, Whole] | None = None


class SideCheck(Shape):
    of: Text
    points: Whole


class Check(Shape):
    """One stated result: a trick's winner and count, the final count, a side's points, a result."""

    trick: Whole | None = None
    winner: Text | None = None
    honours: Whole | None = None
    points: Whole | None = None
    final: FinalCheck | None = None
    side_points: SideCheck | None = None
    result: ResultCheck | None = None

    @model_validator(mode="after")
    def _one_kind(self) -> Check:
        named = [kind for kind in CHECK_KINDS if kind in self.model_fields_set]
        if len(named) != 1:
            raise PydanticCustomError(
                "check",
                "a check names one of {kinds}; found {found}",
                {"kinds": ", ".join(CHECK_KINDS), "found": ", ".join(named) or "none"},
            )
        return self

    def as_dict(self) -> dict[str, Any]:
        return self.model_dump(exclude_unset=True)


class ReplayFile(Shape):
    """One replay as a teacher writes it."""

    id: Id
    game: GameName
    section: Section | None = None
    title: Title
    options: Options = Field(default_factory=dict)
    deal: DealSpec
    steps: Annotated[list[Step], Field(min_length=1)]
    checks: list[Check] = Field(default_factory=list)
