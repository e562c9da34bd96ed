"""Option values shared by the two Schnapsen games, and reading an options dataclass from plain data.

Every option's default is the one DECISIONS.md names; the other values are published regional rules
(digest §2.10, §3.8.1). `parse_options` reads any of the games' frozen option dataclasses from a
mapping, field by field, with the shared helpers' clear `OptionError` messages.
"""

from __future__ import annotations

import random
import typing
from dataclasses import fields
from enum import Enum, StrEnum
from functools import cached_property
from typing import Any, TypeVar

from tutorial.games.options import bool_option, enum_option, int_option, reject_unknown
from tutorial.games.schnapsen.cards import STRICT, Compulsion

if typing.TYPE_CHECKING:
    from tutorial.games.schnapsen.contracts import Contract


class CutRule(StrEnum):
    """How the player who cuts prepares the deal (S3 §02, S4 "Dealing")."""

    RANDOM = "random"  # the seeded shuffle decides between a cut and a knock
    CUT = "cut"
    KNOCK = "knock"


class ClaimWindow(StrEnum):
    """When a side may claim 66 in the Normal game."""

    OWN_TRICK_OR_MARRIAGE = "own_trick_or_marriage"  # S3 §06
    BETWEEN_ANY_TRICKS = "between_any_tricks"  # harbour-snapszer


class ScoreDirection(StrEnum):
    """How the running score is written; the engine always adds (S3 §07)."""

    UP = "up"  # 0 → 24 (S3 §07)
    DOWN = "down"  # 24 → 0 (regional; W, luschentreff)


class Overtake(StrEnum):
    """When following suit obliges a player to head the trick."""

    ALWAYS = "always"  # S3 §04: always, even over the partner
    TRICK_COUNT_CONTRACTS_ONLY = "trick_count_contracts_only"  # wikibooks


class SchnapserMade(StrEnum):
    """When a Schnapser declarer who has reached 66 has made his contract."""

    AT_TARGET = "at_target"  # at once, e.g. a 40 and two tricks (S4's table: "2 with a 40")
    AFTER_LIMIT = (
        "after_limit"  # only once every trick up to the limit is his (S3 §06: "the first 3")
    )


class RetourFrom(StrEnum):
    """Which 23/23/0 stand makes a Retourschneider when the player at 0 goes on to win."""

    LAST_DEAL = "last_deal"  # the stand just before the winning deal (S4: he wins from 0)
    ANY_EARLIER = "any_earlier"  # any stand of the game, even if he climbed over several deals


class TrumpDuty(StrEnum):
    """When a player void in the led suit must trump."""

    ALWAYS = "always"  # S3 §04: a lower trump if he cannot overtrump
    ONLY_IF_IT_WINS = "only_if_it_wins"  # wikibooks


Opts = TypeVar("Opts")


def choose_cut(rng: random.Random, rule: CutRule, size: int) -> int | None:
    """The cut position, or None for a knock. Draws the same numbers whatever the rule, so an option
    never changes the shuffled deck."""
    knock_draw = rng.random()
    position = rng.randrange(1, size)
    if rule is CutRule.KNOCK or (rule is CutRule.RANDOM and knock_draw < 0.5):
        return None
    return position


def options_to_dict(options: Any) -> dict[str, Any]:
    """A frozen options dataclass as JSON-ready data."""
    return {
        f.name: (getattr(options, f.name).value if isinstance(getattr(options, f.name), Enum)
                 else getattr(options, f.name))
        for f in fields(options)
    }  # fmt: skip


def parse_options(
    cls: type[Opts],
    game: str,
    data: dict[str, Any] | Opts | None,
    ranges: dict[str, tuple[int, int]],
) -> Opts:
    """Options of `cls` from a mapping; unknown names and bad values raise `OptionError`."""
    if data is None:
        return cls()
    if isinstance(data, cls):
        return data
    if not isinstance(data, dict):
        raise TypeError(f"{game} options must be a mapping, not {type(data).__name__}")
    reject_unknown(game, data, {f.name for f in fields(cls)})  # type: ignore[arg-type]
    hints = typing.get_type_hints(cls)
    kwargs: dict[str, Any] = {}
    for name, value in data.items():
        kind = hints[name]
        if isinstance(kind, type) and issubclass(kind, Enum):
            kwargs[name] = enum_option(kind, name, value)
        elif kind is bool:
            kwargs[name] = bool_option(name, value)
        else:
            low, high = ranges[name]
            kwargs[name] = int_option(name, value, low, high)
    return cls(**kwargs)


def compulsion_for(options: Any, row: Contract) -> Compulsion:
    """The play duties under these options in this contract (the wikibooks variants relax them)."""
    must_overtake = getattr(options, "must_overtake", Overtake.ALWAYS)
    must_trump = getattr(options, "must_trump", TrumpDuty.ALWAYS)
    head = must_overtake is Overtake.ALWAYS or row.trick_count
    only_to_win = must_trump is TrumpDuty.ONLY_IF_IT_WINS
    if head and not only_to_win:
        return STRICT
    return Compulsion(head=head, trump_only_to_win=only_to_win)


class TableOptions:
    """What both games' option classes share: plain-data export and their contract table."""

    def table(self) -> tuple[Any, ...]:
        raise NotImplementedError

    def to_dict(self) -> dict[str, Any]:
        return options_to_dict(self)

    @cached_property
    def contract_table(self) -> tuple[Any, ...]:
        """`table()`, computed once per options object (every deal needs it)."""
        return self.table()
