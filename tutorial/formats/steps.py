"""A step: one engine action as replay files and puzzle positions write it (`- play: 9♠`).

A step is a mapping with exactly one action (`play: 9♠`, `bid: gang`, `pass: true`), an optional
`flag: true` (a marriage shown with the lead, a bid without the talon) and optional narration
`say: {en: …}`; a bare card (`- 9♠`) is short for `play: 9♠`. Whether the action is legal is the
engine's question, asked by whoever plays the steps.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, StrictBool, model_validator
from pydantic_core import PydanticCustomError

from tutorial.formats.shapes import SomeLanguages, shown
from tutorial.games.base import Action, Deal
from tutorial.games.cards import CardParseError, parse_card


class Step(BaseModel):
    """One action, with its flag and narration; any other name is the action's kind."""

    model_config = ConfigDict(extra="allow", frozen=True, coerce_numbers_to_str=True)

    say: SomeLanguages | None = None
    flag: StrictBool = False

    @model_validator(mode="before")
    @classmethod
    def _card_alone(cls, data: Any) -> Any:
        if isinstance(data, str | int) and not isinstance(data, bool):
            return {"play": data}
        if isinstance(data, dict):
            return {str(key): value for key, value in data.items()}
        return data

    @model_validator(mode="after")
    def _one_action(self) -> Step:
        actions = self.model_extra or {}
        if len(actions) != 1:
            raise PydanticCustomError(
                "step",
                "a step is one action, e.g. 'play: 9♠'; found {found}",
                {"found": ", ".join(actions) or "none"},
            )
        ((kind, value),) = actions.items()
        if isinstance(value, dict | list | tuple | set | frozenset):
            raise PydanticCustomError(
                "step_value",
                "expected a card or a word, got {got}",
                {"field": kind, "got": shown(value)},
            )
        return self

    @property
    def kind(self) -> str:
        return next(iter(self.model_extra or {"": None}))

    @property
    def value(self) -> Any:
        return (self.model_extra or {}).get(self.kind)

    def narration(self) -> dict[str, str]:
        return self.say.texts() if self.say else {}


def step_action(step: Step) -> Action:
    """The engine action a step stands for; `CardParseError` if `play` does not name a card."""
    kind, value = step.kind, step.value
    if value is None or value is True:
        return Action(kind, flag=step.flag)
    try:
        return Action(kind, card=parse_card(str(value)), flag=step.flag)
    except CardParseError:
        if kind == "play":
            raise
        return Action(kind, value=str(value), flag=step.flag)


def step_data(action: Action) -> dict[str, Any]:
    """An engine action as a step is written (`play: 9♠`, `trump: D`, `pass: true`, with
    `flag: true` for a marriage): what `step_action` reads back."""
    if action.card is not None:
        data: dict[str, Any] = {action.kind: str(action.card)}
    elif action.value is not None:
        data = {action.kind: action.value}
    else:
        data = {action.kind: True}
    if action.flag:
        data["flag"] = True
    return data


def apply_steps(
    deal: Deal, steps: Sequence[Step], problem: Callable[[str, str], Exception]
) -> Deal:
    """Play `steps` on `deal`, each checked by the engine; a step that does not parse, comes
    after the end or breaks a rule raises `problem(field, reason)` (`position.steps.N`)."""
    for number, step in enumerate(steps, start=1):
        where = f"position.steps.{number}"
        try:
            action = step_action(step)
        except CardParseError as exc:
            raise problem(where, str(exc)) from None
        if deal.is_over():
            raise problem(where, "the deal is over before this step")
        reason = deal.why_illegal(action)
        if reason is not None:
            raise problem(where, f"{action} breaks a rule ({reason.code})")
        deal.apply(action)
    return deal
