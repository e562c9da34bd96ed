"""Why the engine decided something, as data the app can translate.

A `Reason` names a rule by a stable code, carries the cards and numbers the sentence needs, and cites
the rule-card section it comes from, or the variant option when the rule is not the card's own. The
engine never builds sentences; `tutorial.words.explain` turns reasons into text in the reader's language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tutorial.games.cards import Card, parse_card


@dataclass(frozen=True)
class Reason:
    """One explained decision: a rule code, its parameters, and where the rule is written. A
    parameter may itself be a `Reason`: a sentence made of parts, each worded on its own."""

    code: str
    game: str
    section: str
    params: dict[str, Any] = field(default_factory=dict)
    variant: str | None = None

    def to_dict(self) -> dict[str, Any]:
        params = {k: _param_data(v) for k, v in self.params.items()}
        data: dict[str, Any] = {
            "code": self.code,
            "game": self.game,
            "section": self.section,
            "params": params,
        }
        if self.variant:
            data["variant"] = self.variant
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Reason:
        params = {
            k: (
                parse_card(v)
                if k in CARD_PARAMS and isinstance(v, str)
                else cls.from_dict(v)
                if isinstance(v, dict) and "code" in v
                else v
            )
            for k, v in data.get("params", {}).items()
        }
        return cls(data["code"], data["game"], data["section"], params, data.get("variant"))


def _param_data(value: Any) -> Any:
    """A parameter as JSON-ready data: a card by its code, a part of the sentence that is a
    reason of its own (an auction bid's "who may bid it") as that reason's data."""
    if isinstance(value, Card):
        return value.code
    if isinstance(value, Reason):
        return value.to_dict()
    return value


# Parameter names whose values are cards, so serialised reasons can be read back.
CARD_PARAMS = frozenset({"lead", "played", "needed", "card", "held", "best", "other"})


class RuleViolation(ValueError):
    """An action the rules forbid; `reason` says which rule, for the app to translate."""

    def __init__(self, reason: Reason, message: str | None = None) -> None:
        super().__init__(message or reason.code)
        self.reason = reason
