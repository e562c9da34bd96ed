"""Reading rule options from plain data (URL parameters, CLI flags, scenario files, saved logs).

Each helper raises `OptionError` naming the option, the bad value and what would have been accepted,
so every caller can show the same clear message.
"""

from __future__ import annotations

from enum import Enum
from typing import Any, TypeVar

from tutorial.games.base import OptionError

E = TypeVar("E", bound=Enum)


def enum_option(enum: type[E], field: str, value: Any) -> E:
    try:
        return enum(value)
    except ValueError:
        allowed = ", ".join(str(m.value) for m in enum)
        raise OptionError(f"option {field!r}: {value!r} is not one of {allowed}") from None


def bool_option(field: str, value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if str(value).lower() in ("true", "1", "yes", "on"):
        return True
    if str(value).lower() in ("false", "0", "no", "off"):
        return False
    raise OptionError(f"option {field!r}: {value!r} is not true or false")


def int_option(field: str, value: Any, low: int, high: int) -> int:
    try:
        number = int(value)
    except (TypeError, ValueError):
        raise OptionError(f"option {field!r}: {value!r} is not a whole number") from None
    if not low <= number <= high:
        raise OptionError(f"option {field!r}: {number} is outside {low}–{high}")
    return number


def reject_unknown(game: str, data: dict[str, Any], known: set[str]) -> None:
    unknown = sorted(set(data) - known)
    if unknown:
        raise OptionError(
            f"unknown {game} option {unknown[0]!r}: expected one of {', '.join(sorted(known))}"
        )
