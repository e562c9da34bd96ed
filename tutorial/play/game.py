"""A game the learner plays at the table: one seat is the learner's, bots play the others.

`PlayGame` holds a session (Schneider's six deals, a Schnapsen game to 24), its current deal and
what the page needs around it: how many hints were used, where the learner last acted (so the
page can say what the others did since), and whether the bots wait for the learner to look at a
finished trick. It sits on the engine floor (no Streamlit): the Play page keeps one in the session
and calls `act`, `go_on`, `next_deal`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tutorial.bots.base import Bot
from tutorial.bots.opponents import make_bot
from tutorial.games.base import Action, Deal
from tutorial.games.reasons import Reason
from tutorial.games.registry import get_game, spec_of
from tutorial.games.session import Session

STRENGTHS = ("random", "rules", "strong")
LEARNER = 0  # the learner's seat number


@dataclass
class PlayGame:
    """One game of the learner against the bots, deal after deal."""

    game: str
    options: dict[str, Any]
    strength: str
    seed: int
    session: Session = field(init=False)
    deal: Deal = field(init=False)
    bot: Bot = field(init=False)
    seat: int = LEARNER
    hints: int = 0  # hints used in the current deal
    hinted_at: set[int] = field(default_factory=set)  # event counts a hint was counted at
    mark: int = 0  # events seen by the learner: the page tells what happened after it
    waiting: bool = False  # a trick just ended and a bot would lead: wait for the learner

    def __post_init__(self) -> None:
        spec = spec_of(self.game)
        parsed = spec.rules.parse_options(self.options)
        self.session = spec.session(self.seed, options=parsed)  # type: ignore[call-arg]
        self.bot = make_bot(self.strength, self.seed)
        self.deal = self.session.next_deal()
        self.run_bots()

    @property
    def number(self) -> int:
        """The current deal's number in the session, from 1."""
        deals = self.session.deals
        return len(deals) if deals and deals[-1] is self.deal else len(deals) + 1

    @property
    def events(self) -> int:
        """How far the deal has got: the key of every control for the decision at hand."""
        return len(self.deal.events)

    def learner_to_move(self) -> bool:
        return not self.waiting and self.deal.to_move == self.seat

    def run_bots(self) -> None:
        """Let the bots act until the learner is to move, the deal ends, or a trick has just been
        completed and a bot would lead the next (the trick stays on the table until he goes on)."""
        deal = self.deal
        while not deal.is_over() and deal.to_move != self.seat:
            before = len(deal.events)
            deal.apply(self.bot.choose(deal))
            ended = any(e["type"] == "trick" for e in deal.events[before:])
            if ended and not deal.is_over() and deal.to_move != self.seat:
                self.waiting = True
                return
        self.record_deal()

    def go_on(self, events: int) -> bool:
        """The learner has seen the trick: the bots play on. False (nothing done) if stale."""
        if events != self.events or not self.waiting:
            return False
        self.waiting = False
        self.mark = self.events
        self.run_bots()
        return True

    def try_action(self, action: Action, events: int) -> Reason | None:
        """Carry out the learner's action if it is legal: None when done (or when the click was
        stale: it changes nothing), else the rule that forbids it."""
        if events != self.events or not self.learner_to_move():
            return None
        reason = self.deal.why_illegal(action)
        if reason is not None:
            return reason
        self.deal.apply(action)
        self.mark = events
        self.run_bots()
        return None

    def count_hint(self) -> None:
        """Count a hint once per decision, however often the button is pressed."""
        if self.events not in self.hinted_at:
            self.hinted_at.add(self.events)
            self.hints += 1

    # -- between deals -------------------------------------------------------------------------

    def deal_over(self) -> bool:
        return self.deal.is_over()

    def record_deal(self) -> None:
        """Score the finished deal in the session (once)."""
        if self.deal.is_over() and (
            not self.session.deals or self.session.deals[-1] is not self.deal
        ):
            self.session.record(self.deal)

    def session_over(self) -> bool:
        return self.session.is_over()

    def next_deal(self, events: int) -> bool:
        """Deal the next hand of the session (False, nothing done: stale, or nothing to deal)."""
        if events != self.events or not self.deal.is_over():
            return False
        if self.session.is_over():
            return False
        self.deal = self.session.next_deal()
        self.hints, self.hinted_at, self.mark, self.waiting = 0, set(), 0, False
        self.run_bots()
        return True

    def result_for_learner(self) -> int:
        """What the finished deal is worth to the learner's side (game or victory points)."""
        return self.deal.payoff(self.seat)

    def scores(self) -> list[int]:
        """The session's running score, by seat (Schneider, Dreier) or by team (Bauern)."""
        session: Any = self.session
        if hasattr(session, "display_points"):
            return list(session.display_points())
        return list(session.points)


def position_at(log: dict[str, Any], event: int) -> Deal:
    """The deal as it stood before event number `event` of a log (where the table jumps to)."""
    rules = get_game(str(log["game"]))
    events = log.get("events") or []
    return rules.replay({**log, "events": events[: max(event, 1)]})
