"""The building blocks the file formats share: field types, texts per language, the base model.

Errors raised here are `PydanticCustomError`s whose message is already plain words; `messages.py`
adds the file, line and field. A context key `field` names a sub-field the message is about (an
unknown field, a missing language), which is appended to the error's location.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, ClassVar

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    Strict,
    ValidationInfo,
    model_validator,
)
from pydantic_core import PydanticCustomError

from tutorial.games.cards import CardParseError, parse_card
from tutorial.words.i18n import LANGUAGES as LANGS

ID_RE = re.compile(r"^[a-z0-9][a-z0-9-]*$")


def shown(value: Any) -> str:
    """A value as a message quotes it: short, on one line, in the file's own words."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, str):
        return repr(value if len(value) <= 40 else value[:39] + "…")
    if isinstance(value, dict):
        return "'name: value' lines"
    if isinstance(value, list | tuple | set | frozenset):
        return "a list"
    return f"a {type(value).__name__} value"


def _problem(kind: str, message: str, **context: Any) -> PydanticCustomError:
    return PydanticCustomError(kind, message, context)


class Shape(BaseModel):
    """A mapping with known fields: an unknown one is named, with the fields allowed there.

    A field written with no value (`explanation:`) counts as not written, so a required one is
    reported as missing and an optional one takes its default.
    """

    model_config = ConfigDict(extra="forbid", coerce_numbers_to_str=True, frozen=True)
    unknown_noun: ClassVar[str] = "field"

    @model_validator(mode="before")
    @classmethod
    def _known_fields(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            return data
        allowed = list(cls.model_fields)
        for key in data:
            if not isinstance(key, str) or key not in cls.model_fields:
                raise _problem(
                    "unknown_field",
                    "unknown {noun}; expected one of {allowed}",
                    field=str(key),
                    noun=cls.unknown_noun,
                    allowed=", ".join(allowed),
                )
        return {key: value for key, value in data.items() if value is not None}


def _text(value: str) -> str:
    if not value.strip():
        raise _problem("empty", "must not be empty")
    return value


def _game(value: str, info: ValidationInfo) -> str:
    """One of the games the reader knows: the caller names them in the validation context
    (`messages.validate(..., games=...)`), so the file formats need not know the games."""
    games = (info.context or {}).get("games")
    if games is not None and value not in games:
        raise _problem(
            "game", "{got} is not one of {games}", got=shown(value), games=", ".join(games)
        )
    return value


def _id_text(value: Any) -> Any:
    """An id is written as text: a bare number (`0`, `.inf`, `9223372036854775808`) is refused
    before the model turns it into one."""
    if isinstance(value, bool | int | float):
        raise _problem(
            "id",
            "{got} is a number; an id is a name such as schneider-04-queen-on-ten",
            got=shown(value),
        )
    return value


def _id(value: str) -> str:
    if not ID_RE.match(value) or not any(c.isalpha() for c in value):
        raise _problem(
            "id",
            "{got}: use lower-case letters, digits and '-', e.g. schneider-04-queen-on-ten",
            got=shown(value),
        )
    return value


def _section(value: Any) -> Any:
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value < 100:
        return f"{value:02d}"
    if isinstance(value, str) and value.strip() and value.strip().strip("0"):
        text = value.strip()
        return text.zfill(2) if text.isdigit() else text
    raise _problem(
        "section",
        'expected a section number such as "04" (sections count from 01), got {got}',
        got=shown(value),
    )


def _scalar(value: Any) -> Any:
    if isinstance(value, dict | list | tuple | set | frozenset):
        raise _problem("scalar", "expected one value, got {got}", got=shown(value))
    return value


def _one_or_list(value: Any) -> Any:
    return [value] if isinstance(value, str) else value


def _card(value: str) -> str:
    try:
        parse_card(value)
    except CardParseError as exc:
        raise _problem("card", "{reason}", reason=str(exc)) from None
    return value


Text = Annotated[str, AfterValidator(_text)]
Whole = Annotated[int, Strict()]
Count = Annotated[int, Strict(), Field(ge=0)]
GameName = Annotated[str, AfterValidator(_game)]
Id = Annotated[str, BeforeValidator(_id_text), AfterValidator(_id)]
Section = Annotated[str, BeforeValidator(_section)]
Scalar = Annotated[Any, AfterValidator(_scalar)]
Options = dict[str, Scalar]
Card = Annotated[str, AfterValidator(_card)]
"""A card as people write it (`9♠`, `10h`, `OS`), read by the engine's own card parser."""
Cards = Annotated[list[Card], BeforeValidator(_one_or_list)]
"""Cards as a list (`[9♠, J♠]`); a single card may be written alone (`9♠`)."""


class AllLanguages(Shape):
    """A text in each of the four languages, none left out."""

    unknown_noun: ClassVar[str] = "language"
    needs: ClassVar[str] = "give it in en, de, ru and pt"

    en: str
    de: str
    ru: str
    pt: str

    @model_validator(mode="before")
    @classmethod
    def _every_language(cls, data: Any) -> Any:
        if isinstance(data, dict):
            for lang in LANGS:
                value = data.get(lang)
                if value is None or (isinstance(value, str) and not value.strip()):
                    raise _problem(
                        "missing_language", "missing: {needs}", field=lang, needs=cls.needs
                    )
        return data

    def texts(self) -> dict[str, str]:
        return {lang: getattr(self, lang) for lang in LANGS}


class SomeLanguages(Shape):
    """Texts in any of the four languages (the others fall back to English or the engine)."""

    unknown_noun: ClassVar[str] = "language"

    en: str | None = None
    de: str | None = None
    ru: str | None = None
    pt: str | None = None

    def texts(self) -> dict[str, str]:
        return {lang: text for lang in LANGS if (text := getattr(self, lang))}
