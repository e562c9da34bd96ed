"""What the floors above the engine ask of a game, as functions the game's package hands over.

A `GameSpec` (`tutorial.games.spec`) carries one `GameParts`. The puzzles, replays, the cheat
sheet, the coach, the strong player and the command line call these and never branch on the
game. A part a game does not have is empty (no puzzle kinds, no cheat sheet): the floor above
says so instead of failing. The types of the floors above are named for the type checker only,
so this module imports nothing above the engine.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tutorial.games.base import Action, Deal
from tutorial.games.cards import Card, Suit
from tutorial.games.measures import Measure
from tutorial.games.reasons import Reason
from tutorial.games.session import Session

if TYPE_CHECKING:
    from tutorial.games.table import TableView
    from tutorial.puzzles.model import Puzzle, Solution
    from tutorial.words.card_names import Skin
    from tutorial.words.i18n import Translator

    PuzzleKind = Callable[[Puzzle], Solution]
    Generator = Callable[[str, random.Random, int], Puzzle | None]


@dataclass(frozen=True)
class Fact:
    """A number or list a lesson may state, computed by the engine (`fact` cells, `fact` puzzles).

    `label` (marked with N_) says what it is; `compute` takes the named `params`."""

    name: str
    label: str
    compute: Callable[..., Any]
    params: tuple[str, ...] = ()


@dataclass(frozen=True)
class Words:
    """What a game's sentences need from the words floor, handed in so the game's own narration
    never imports it: the reader's language and card skin, a translator, and the engine's reasons
    put into words."""

    lang: str
    skin: Skin
    t: Translator
    describe: Callable[[Reason], str]
    card: Callable[[Any], str]  # a card's label in the skin


@dataclass(frozen=True)
class Lookahead:
    """A game whose deals are too long to solve from the start looks `plies` ahead and values the
    positions it reaches with `evaluate` (an estimate) until `exact(deal)` says the end is near
    enough to solve; `scale` is how many units of `evaluate` make one point of the result."""

    plies: int
    evaluate: Callable[[Deal, int], int]
    exact: Callable[[Deal], bool]
    scale: int = 1


@dataclass(frozen=True)
class CoachParts:
    """The coach's questions to a game: the actions a player might think of (to say why the others
    are out), the rule that limits the choice now, what an action does as the player sees it,
    and why a move good only by the card's letter is not suggested."""

    candidates: Callable[[Deal, int], list[Action]]
    limit: Callable[[Deal, int, list[Action]], Reason | None]
    suggestion: Callable[[Deal, int, Action], Reason]
    letter_note: Callable[[Deal, int, Action], Reason | None] = lambda deal, seat, action: None


class PositionError(ValueError):
    """A trick position a user or a lesson built that cannot occur in the game; the message says
    what is wrong, and `field` where (`trick`, `hand`, `options`)."""

    def __init__(self, message: str, field: str = "trick") -> None:
        super().__init__(message)
        self.field = field


@dataclass(frozen=True)
class TrickPosition:
    """A trick in progress and the hand of the player to move, under a game's options (a lesson's
    "try it" cell)."""

    game: str
    trick: tuple[Card, ...]
    hand: tuple[Card, ...]
    options: Any
    contract: str | None = None
    trump: str | None = None


@dataclass(frozen=True)
class PlayVerdict:
    """What playing one card would do: legal or not (why), and whether it takes the trick (why)."""

    card: Card
    legal: bool
    takes_trick: bool
    reason: Reason
    honours: int | None = None


@dataclass(frozen=True)
class TrickCells:
    """A game's "try it" cells: the position a cell describes (`PositionError` if the game could
    not produce it), and the verdict on playing a card of its hand."""

    position: Callable[[str, Mapping[str, Any], list[Card], list[Card]], TrickPosition]
    verdict: Callable[[TrickPosition, Card], PlayVerdict]


@dataclass(frozen=True)
class OptionControl:
    """One rule option the trick checker offers: a choice among `values` (named by their keys in
    the game's variant texts), or a switch when the values are False and True; `card` is the rule
    card's value. `label` (N_) is the control's question."""

    option: str
    label: str
    values: tuple[Any, ...]
    card: Any


@dataclass(frozen=True)
class TrickOutcome:
    """Who takes a trick of a lead and an answer (0: the leader, 1: the answer), what it holds
    (honours or card points), and why."""

    winner: int
    points: int
    reason: Reason


@dataclass(frozen=True)
class PairChecker:
    """A trick checker for a game where a lead and one answer decide the trick (two players, no
    duty to follow): the reader picks both cards and the options."""

    pack: tuple[Card, ...]
    controls: tuple[OptionControl, ...]
    resolve: Callable[[Card, Card, Any], TrickOutcome]
    beats: Callable[[Card, Card, Any], bool]


@dataclass(frozen=True)
class ContractChoice:
    """A contract the position checker offers: its id, its value, whether it has trumps."""

    id: str
    value: int
    trumps: bool


@dataclass(frozen=True)
class PositionChecker:
    """A trick checker for a game with duties: the reader picks a contract and trumps, lays the
    trick so far and marks the hand to move; `check` says which cards are legal, which win, and
    why (a `PositionCheck`-like record: legal, illegal, winning, best, best_reason, rule), or
    raises `PositionError`."""

    pack: tuple[Card, ...]
    contracts: Callable[[], list[ContractChoice]]
    check: Callable[[str, Suit | None, list[Card], list[Card]], Any]


@dataclass(frozen=True)
class GameParts:
    """A game's part in each floor above the engine."""

    # Puzzles: the engine's answer per kind of question, generated practice, `fact` questions.
    puzzle_kinds: Mapping[str, PuzzleKind] = field(default_factory=dict)
    generators: Mapping[str, Generator] = field(default_factory=dict)
    # The deal a puzzle's position plays out (`steps:` from a seed or a dealt position).
    puzzle_deal: Callable[[Puzzle], Deal] | None = None
    facts: tuple[Fact, ...] = ()
    fact_sections: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    fact_code: str = "puzzle_fact"
    # The strategy lesson's measured figures (`tutorial.games.measures`, `measured` cells).
    measures: tuple[Measure, ...] = ()
    # Replays: dealing a position a file describes, and checking what the file says of a trick.
    replay_start: Callable[[dict[str, Any], Any], Deal] | None = None
    replay_check: Callable[[Deal, dict[str, Any]], str | None] | None = None
    # The `deal:` spec (as a replay file writes it) that deals a just-dealt deal's cards again,
    # so a played deal without a seed can become a puzzle (`tutorial.puzzles.authoring`).
    deal_spec: Callable[[Deal], dict[str, Any]] | None = None
    # A trick question's prompt in every language (the generators' templates), for a position
    # given by `trick`, `hand`, `play`, `contract`, `trump` and the seats' names (`player`,
    # `leader`, `responder`; `player` may be a number: the mover's place in the trick).
    trick_prompt: Callable[[str, Mapping[str, Any]], dict[str, str]] | None = None
    # The table: what it looks like, and each event of the log in words.
    table_view: Callable[[Deal], TableView] | None = None
    # (`seat_numbers`: the command line's transcript adds the log's seat numbers to the roles.)
    event_lines: Callable[..., list[str]] | None = None
    seat_label: Callable[[Deal, int], str] = lambda deal, seat: str(seat)
    # Why a finished trick (a `trick` event of the deal) went to its winner.
    trick_reason: Callable[[Deal, dict[str, Any]], Reason] | None = None
    # Whole sessions as text and as data (command line).
    session_lines: Callable[[Session, Words], list[str]] | None = None
    session_record: Callable[[Session], dict[str, Any]] | None = None
    # How a decision reads on a button (bids, trumps, doubling…); None: a card's name.
    action_label: Callable[[Action, Deal, Words], str] | None = None
    # Opponents and the coach.
    rule_of_thumb: Callable[[Deal, int], Action] | None = None
    discard_order: Callable[[Deal, int, list[Action]], list[Action]] | None = None
    lookahead: Lookahead | None = None
    coach: CoachParts | None = None
    # The trick checker page, and the lessons' "try it" cells.
    trick_checker: PairChecker | PositionChecker | None = None
    trick_cells: TrickCells | None = None
    # The cheat sheet's body (the page adds the title and styles).
    sheet_body: Callable[[Translator], str] | None = None
