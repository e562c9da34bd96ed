"""What a game is, in one record: the engine's rules and everything the floors above ask of a game.

Each game package builds one `GameSpec` in its `spec.py` and `tutorial.games.registry` lists them;
lessons, puzzles, replays, the cheat sheet, the coach, the command line and the pages read the
record and never name a game. The facts here are data (sections, variants, names) or the engine's
own objects; what a floor above does with a game lives in the game's package as functions, handed
over in `GameParts` (`tutorial.games.parts`). Compare OpenSpiel, where a game is one file that
registers one `GameType`, and every registered game is enrolled in the same tests.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tutorial.games.base import GameRules
from tutorial.games.cards import Card
from tutorial.games.session import Session

if TYPE_CHECKING:  # types only: the parts sit above the engine floor
    from tutorial.games.parts import GameParts

# The units a game's result is counted in (the coach's review says one of them, never both).
VICTORY_POINTS, GAME_POINTS = "victory_points", "game_points"


@dataclass(frozen=True)
class TableVariant:
    """A rule variant the Play page offers as a switch: one option value, named by the key of its
    words in the game's variant texts."""

    option: str
    value: Any
    key: str
    question: str = ""  # for an option with several variants: what the choice asks (N_)


@dataclass(frozen=True)
class GameTexts:
    """The English source of every sentence the game's engine can say (reason templates, marked
    for the gettext catalogues), and the names of its option values."""

    reasons: Mapping[str, Any]
    variants: Mapping[str, str]
    # Reason codes whose sentence names another game's rule on purpose ("that is Dreierschnapsen's
    # rule, not this game's"): the puzzle check lets these, and only these, do so.
    naming_other_games: frozenset[str] = frozenset()
    # Option and parameter values shown by name (a contract's id → its name), per parameter.
    value_names: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    # How actions are named inside a sentence ("giving Kontra"), by action kind.
    action_phrases: Mapping[str, str] = field(default_factory=dict)
    # The parts a score is put together from (award, bonus, doubling, total), if the game has them.
    score_parts: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class GameSpec:
    """One game, described once."""

    name: str  # the short name in links, files and logs (`schneider`)
    rules: GameRules
    family: str  # the games that share terms and texts with it (`schnapsen`), or its own name
    title: str  # marked with N_, translated where shown
    idea: str  # one sentence for the home page, marked with N_
    sample: str  # a few cards the home page draws
    pack: tuple[Card, ...]
    session: type[Session]
    sections: tuple[str, ...]  # the lesson sections, as lessons and puzzles cite them
    score_unit: str  # VICTORY_POINTS or GAME_POINTS
    points_kind: str  # HONOURS or CARD_POINTS
    texts: GameTexts
    parts: GameParts
    seat_labels: tuple[str, ...] = ()  # how the table names the seats (A, B; or F, M, R, D)
    partnership: bool = False  # the seats play in fixed pairs for the whole game
    code_words: tuple[str, ...] = ()  # words that name the game in module and function names
    table_variants: tuple[TableVariant, ...] = ()
    puzzle_variants: tuple[Mapping[str, Any], ...] = ()  # rule sets a puzzle is compared under
    # Sections renumbered once (issue 12): old number → the new one where its text begins, and
    # the old sections cut into several new ones.
    old_sections: Mapping[str, str] = field(default_factory=dict)
    # Where the solver's tactics puzzles are filed: the worked example, a whole deal played well
    # (default: the last section).
    tactics_section: str = ""
    # The lesson section that teaches each topic of the engine's (`claim`, `doubling`, …).
    topics: Mapping[str, str] = field(default_factory=dict)
    split_sections: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # Our own strategy lessons after the rule sections (issue 21 §4): not on any rule card, never
    # cited by a puzzle or a reason; their figures are measured (`GameParts.measures`).
    strategy_sections: tuple[str, ...] = ()

    @property
    def players(self) -> int:
        return self.rules.players
