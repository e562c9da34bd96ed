"""The small game API every game shares, so lessons, puzzles, replays and the CLI treat them alike.

A game is a `GameRules` object that deals a `Deal` from a seed. A deal is a mutable state machine:
ask `legal_actions()`, `apply()` one, repeat until `is_over()`, then read `result()`. Everything a
deal does is recorded in `events`, a list of JSON-ready dicts, which is enough to save, share and
replay it (`GameRules.replay`). Deals are deterministic for a seed.

Events are recorded lean (a tuple naming the function that builds the dict) and turned into dicts
only when `events` is read, because random play and the solver record far more than anyone reads.
For search, a deal can take actions back (`enable_undo`, `undo`), name its position for a
transposition table (`state_key`) and say what a finished deal is worth to a seat (`payoff`).
"""

from __future__ import annotations

import json
import random
from abc import ABC, abstractmethod
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from tutorial.games.cards import ALL_CARDS, Card, CardParseError, parse_card
from tutorial.games.reasons import Reason

LOG_VERSION = 1


@dataclass(frozen=True, slots=True)
class Action:
    """One thing a player does: play a card, bid, pass, name trumps, claim…

    `kind` says what; `card`, `value` and `flag` carry its details (a bid's contract name in
    `value`, a marriage announced with a lead in `flag`).
    """

    kind: str
    card: Card | None = None
    value: str | None = None
    flag: bool = False

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        if self.card is not None:
            data["card"] = self.card.code
        if self.value is not None:
            data["value"] = self.value
        if self.flag:
            data["flag"] = True
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Action:
        card = data.get("card")
        return cls(
            kind=str(data["kind"]),
            card=parse_card(card) if card is not None else None,
            value=data.get("value"),
            flag=bool(data.get("flag", False)),
        )

    def __str__(self) -> str:
        parts = [self.kind]
        if self.card is not None:
            parts.append(self.card.symbol)
        if self.value is not None:
            parts.append(self.value)
        if self.flag:
            parts.append("+")
        return " ".join(parts)


PLAY: dict[Card, Action] = {c: Action("play", c) for c in ALL_CARDS}


def play(card: Card) -> Action:
    """The (shared, immutable) action of playing this card."""
    return PLAY[card]


class NodeLimit(Exception):
    """A search went over its node budget (raised by the solver and by a game's fast search)."""


class FastSearch(Protocol):
    """A game's own exact search of one position (`Deal.fast_search`), for one seat's side: the
    same values as the generic solver's, found on a compact copy of the position."""

    @property
    def nodes(self) -> int: ...  # positions searched so far, counted as the generic solver does

    def value(self, alpha: int, beta: int) -> int: ...  # exact inside the window, else a bound

    def value_after(self, action: Action, alpha: int, beta: int) -> int: ...  # after `action`


class ReplayError(ValueError):
    """A saved log that the engine cannot reproduce; the message names the event and the reason."""


class OptionError(ValueError):
    """An unknown option or a value the option does not take."""


# A lean event: the function that builds its dict, then that function's arguments.
LeanEvent = tuple[Any, ...]


def action_event(player: int, action: Action) -> dict[str, Any]:
    """The log form of a player's action (every game records actions alike)."""
    return {"type": "action", "player": player, "action": action.to_dict()}


def same_event(event: dict[str, Any]) -> dict[str, Any]:
    """An event recorded ready-made: a fresh copy, so nobody edits the deal's own."""
    return dict(event)


class Deal(ABC):
    """One deal of a game, from the shuffle to the result."""

    game: ClassVar[str]
    # Every event, lean: (builder, *arguments). Public so a game's phase modules record events by
    # appending to it, at the cost of a list append (the solver records millions).
    lean_events: list[LeanEvent]
    _dicts: list[dict[str, Any]]  # the events built so far, in order

    @property
    def events(self) -> list[dict[str, Any]]:
        """Everything the deal did, as JSON-ready dicts (built on first request, then kept)."""
        log, dicts = self.lean_events, self._dicts
        for i in range(len(dicts), len(log)):
            record = log[i]
            dicts.append(record[0](*record[1:]))
        return dicts

    def _truncate_log(self, length: int) -> None:
        """Forget the events after the first `length` (taking actions back)."""
        del self.lean_events[length:]
        del self._dicts[length:]

    @property
    @abstractmethod
    def to_move(self) -> int | None:
        """The seat whose action is awaited, or None when the deal is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every action the player to move may take now."""

    @abstractmethod
    def why_illegal(self, action: Action) -> Reason | None:
        """None if `action` is legal now, else the rule that forbids it."""

    @abstractmethod
    def apply(self, action: Action) -> None:
        """Carry out a legal action; raise `RuleViolation` for an illegal one."""

    @abstractmethod
    def is_over(self) -> bool:
        """Whether the deal has ended."""

    @abstractmethod
    def result(self) -> Any:
        """The deal's outcome; only meaningful once `is_over()`."""

    @abstractmethod
    def clone(self) -> Deal:
        """An independent copy, for what-if branches."""

    @abstractmethod
    def options_dict(self) -> dict[str, Any]:
        """The rule options this deal is played under, JSON-ready."""

    # -- search support: the solver and the bots use these ------------------------------------------

    def enable_undo(self) -> None:
        """Keep what `undo` needs from now on (off by default: plain play does not pay for it)."""
        raise NotImplementedError(f"{self.game} deals cannot take actions back")

    def undo(self) -> None:
        """Take back the last action applied since `enable_undo`."""
        raise NotImplementedError(f"{self.game} deals cannot take actions back")

    def state_key(self) -> Hashable | None:
        """A key equal for two positions of this deal with the same future (the same cards left
        where they are, the same points banked, the same player to move), or None when the
        position should not be cached."""
        return None

    def fast_search(self, seat: int, max_nodes: int | None, fair: bool) -> FastSearch | None:
        """A faster exact search of this position for `seat`'s side, if the game has one here
        (None: the generic solver searches through this API). `max_nodes` and `fair` mean what
        they mean to `tutorial.solver.solve`."""
        return None

    def excluded_by(self, action: Action) -> int:
        """The cards (a bit set over `Card.index`) the player to move cannot be holding, given
        that he takes `action` and it is legal: what a careful opponent learns from a play."""
        return 0

    def letter_only(self, action: Action) -> bool:
        """Whether `action`, legal now, is good play only by the letter of the card: the card lets
        it pass cheaply, most tables punish it, and a strong player does not take it unless asked
        to play the letter (Schnapsen: a claim of 66 short of 66 under the card's literal
        false-claim rule). Default: no action is."""
        return False

    def payoff_bound(self) -> int | None:
        """The largest `payoff` the rest of the deal can bring either side (None: unknown), so a
        search can stop as soon as a line reaches it."""
        return None

    def side_of(self, seat: int) -> int | None:
        """The side a seat plays for in this deal, or None while the sides are not fixed."""
        return seat

    def payoff(self, seat: int) -> int:
        """What the finished deal is worth to `seat`'s side, in the game's own points: positive
        when its side scores, negative when the other side does."""
        raise NotImplementedError

    def log(self) -> dict[str, Any]:
        """The whole deal as a JSON-ready document."""
        return {
            "game": self.game,
            "version": LOG_VERSION,
            "options": self.options_dict(),
            "events": [dict(e) for e in self.events],
        }

    def log_json(self, indent: int | None = 1) -> str:
        return json.dumps(self.log(), ensure_ascii=False, indent=indent)


class GameRules(ABC):
    """A game: how to deal one from a seed, and how to read a saved deal back."""

    name: ClassVar[str]
    players: ClassVar[int]

    @abstractmethod
    def new_deal(self, seed: int, options: Any = None, dealer: int | None = None) -> Deal:
        """A freshly dealt deal, the same every time for the same seed, options and dealer."""

    @abstractmethod
    def parse_options(self, data: dict[str, Any] | None) -> Any:
        """Options from a plain mapping; `OptionError` names the bad field and the values allowed."""

    @abstractmethod
    def deal_from_log(self, log: dict[str, Any]) -> Deal:
        """The deal as it stood right after dealing, rebuilt from a saved log."""

    def replay(self, log: dict[str, Any] | str) -> Deal:
        """Rebuild a saved deal action by action; any disagreement with the engine is an error."""
        data = json.loads(log) if isinstance(log, str) else log
        if not isinstance(data, dict) or data.get("game") != self.name:
            raise ReplayError(f"not a {self.name} log: 'game' is {data.get('game')!r}")
        saved = data.get("events") or []
        if not isinstance(saved, list):
            raise ReplayError("'events' must be a list of events")
        for index, event in enumerate(saved):
            if not isinstance(event, dict):
                raise ReplayError(f"event {index}: not an event object")
        deal = self.deal_from_log(data)
        for index, event in enumerate(saved):
            if index < len(deal.events):
                _check_event(index, event, deal.events[index])
                continue
            if event.get("type") != "action":
                raise ReplayError(f"event {index}: expected an action, found {event.get('type')!r}")
            try:
                action = Action.from_dict(event["action"])
            except (KeyError, TypeError, CardParseError) as exc:
                raise ReplayError(f"event {index}: unreadable action ({exc})") from exc
            if event.get("player") != deal.to_move:
                raise ReplayError(
                    f"event {index}: player {event.get('player')} acts, "
                    f"but it is player {deal.to_move}'s turn"
                )
            reason = deal.why_illegal(action)
            if reason is not None:
                raise ReplayError(f"event {index}: {action} is illegal ({reason.code})")
            deal.apply(action)
            _check_event(index, event, deal.events[index])
        return deal


def _check_event(index: int, saved: dict[str, Any], engine: dict[str, Any]) -> None:
    if saved != engine:
        differ = sorted(
            key
            for key in saved.keys() | engine.keys()
            if key not in saved or key not in engine or saved[key] != engine[key]
        )
        key = differ[0]
        where = f"event {index} ({engine.get('type')})"
        if key not in engine:
            raise ReplayError(f"{where}: {key!r} is not part of this event")
        if key not in saved:
            raise ReplayError(f"{where}: {key!r} is missing; the engine says {_short(engine[key])}")
        raise ReplayError(
            f"{where}: {key!r} is {_short(saved[key])} in the log, the engine says "
            f"{_short(engine[key])}"
        )


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:79] + "…"


def dealt_deck(log: dict[str, Any], title: str) -> tuple[list[Card], int, int | None]:
    """The deck order, dealer and cut recorded by a log's first event (`ReplayError` if unreadable)."""
    events = log.get("events") or []
    if not events or events[0].get("type") != "deal":
        raise ReplayError(f"event 0: a {title} log starts with the deal")
    first = events[0]
    try:
        deck = [parse_card(code) for code in first["deck"]]
        cut = first.get("cut")
        dealer = int(first["dealer"])
    except (KeyError, TypeError, ValueError) as exc:
        raise ReplayError(f"event 0: unreadable deal ({exc})") from exc
    return deck, dealer, None if cut is None else int(cut)


def play_randomly(deal: Deal, rng: random.Random) -> Deal:
    """Finish a deal with uniformly random legal actions (for tests, benchmarks and the CLI)."""
    choice, is_over, legal, apply = rng.choice, deal.is_over, deal.legal_actions, deal.apply
    while not is_over():
        apply(choice(legal()))
    return deal
