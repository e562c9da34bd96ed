"""A game that exists only for the tests: "Hoch", two players, eight cards, one trick rule.

The pack is A K Q J of spades and hearts; each player holds four; the dealer's opponent leads.
The higher card of the suit led takes the trick (the leader keeps it when the answer is of the
other suit); the winner leads next; there is no duty to follow. Each trick is worth one point.

It is described in one `GameSpec` built here and registered by the tests (`register`), with no
line changed in the package: if the trick checker, the solver and the replay table can show it,
a game is described once (issue 20 §2).
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

from tutorial.games.base import (
    Action,
    Deal,
    GameRules,
    OptionError,
    ReplayError,
    action_event,
    dealt_deck,
    play,
)
from tutorial.games.cards import Card, Rank, Suit, card, parse_card
from tutorial.games.parts import GameParts, PairChecker, TrickOutcome, Words
from tutorial.games.reasons import Reason, RuleViolation
from tutorial.games.session import Session
from tutorial.games.spec import VICTORY_POINTS, GameSpec, GameTexts
from tutorial.games.table import CARD_POINTS, SeatView, TableView, last_trick

NAME = "hoch"
RANKS = (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)  # low to high
PACK = tuple(card(r, s) for s in (Suit.SPADES, Suit.HEARTS) for r in RANKS)
SEATS = ("A", "B")
HAND = 4


@dataclass(frozen=True)
class HochOptions:
    """Hoch has no options; the type is here because every game's options have one."""

    def to_dict(self) -> dict[str, Any]:
        return {}


def beats(lead: Card, answer: Card) -> bool:
    """The one rule: a higher card of the suit led takes the trick."""
    return answer.suit is lead.suit and RANKS.index(answer.rank) > RANKS.index(lead.rank)


def trick_reason(lead: Card, answer: Card) -> Reason:
    code = "hoch.answer_wins" if beats(lead, answer) else "hoch.lead_wins"
    return Reason(code, NAME, "01", {"lead": lead, "card": answer})


def _deal_event(deck: list[Card], dealer: int) -> dict[str, Any]:
    return {"type": "deal", "dealer": dealer, "deck": [c.code for c in deck]}


def _trick_event(number: int, leader: int, cards: list[Card], winner: int) -> dict[str, Any]:
    return {
        "type": "trick",
        "number": number,
        "leader": leader,
        "cards": [c.code for c in cards],
        "winner": winner,
        "points": 1,
    }


def _end_event(tricks: list[int]) -> dict[str, Any]:
    return {"type": "end", "tricks": list(tricks)}


@dataclass
class HochResult:
    tricks: tuple[int, int]
    winner: int | None


class HochDeal(Deal):
    """One deal of Hoch, as a state machine with undo for the solver."""

    game = NAME

    def __init__(self, dealer: int, deck: list[Card]) -> None:
        self.dealer = dealer
        self.hands = [list(deck[:HAND]), list(deck[HAND:])]
        self.leader = 1 - dealer
        self.trick: list[Card] = []
        self.tricks = [0, 0]
        self.piles: list[list[Card]] = [[], []]
        self.lean_events = [(_deal_event, list(deck), dealer)]
        self._dicts = []
        self._undo: list[tuple[Any, ...]] | None = None

    @property
    def to_move(self) -> int | None:
        if self.is_over():
            return None
        return self.leader if not self.trick else 1 - self.leader

    def legal_actions(self) -> list[Action]:
        seat = self.to_move
        return [] if seat is None else [play(c) for c in self.hands[seat]]

    def why_illegal(self, action: Action) -> Reason | None:
        seat = self.to_move
        if seat is None or action.kind != "play" or action.card not in self.hands[seat]:
            return Reason("hoch.not_in_hand", NAME, "01", {"card": action.card})
        return None

    def apply(self, action: Action) -> None:
        reason = self.why_illegal(action)
        if reason is not None:
            raise RuleViolation(reason)
        seat = self.to_move
        assert seat is not None and action.card is not None
        log_length = len(self.lean_events)
        self.hands[seat].remove(action.card)
        self.lean_events.append((action_event, seat, action))
        self.trick.append(action.card)
        saved = (seat, action.card, log_length, self.leader, None)
        if len(self.trick) == 2:
            lead, answer = self.trick
            winner = 1 - self.leader if beats(lead, answer) else self.leader
            self.tricks[winner] += 1
            self.piles[winner].extend(self.trick)
            number = sum(self.tricks)
            self.lean_events.append((_trick_event, number, self.leader, list(self.trick), winner))
            saved = (seat, action.card, log_length, self.leader, (winner, list(self.trick)))
            self.trick = []
            self.leader = winner
            if self.is_over():
                self.lean_events.append((_end_event, list(self.tricks)))
        if self._undo is not None:
            self._undo.append(saved)

    def enable_undo(self) -> None:
        self._undo = []

    def undo(self) -> None:
        assert self._undo
        seat, played, log_length, leader, finished = self._undo.pop()
        self._truncate_log(log_length)
        self.leader = leader
        if finished is not None:
            winner, cards = finished
            self.tricks[winner] -= 1
            del self.piles[winner][-2:]
            self.trick = cards[:-1]
        else:
            self.trick.pop()
        self.hands[seat].append(played)

    def is_over(self) -> bool:
        return sum(self.tricks) == HAND

    def result(self) -> HochResult:
        a, b = self.tricks
        return HochResult((a, b), None if a == b else (0 if a > b else 1))

    def clone(self) -> HochDeal:
        twin = HochDeal.__new__(HochDeal)
        twin.dealer, twin.leader = self.dealer, self.leader
        twin.hands = [list(h) for h in self.hands]
        twin.trick, twin.tricks = list(self.trick), list(self.tricks)
        twin.piles = [list(p) for p in self.piles]
        twin.lean_events, twin._dicts, twin._undo = list(self.lean_events), list(self._dicts), None
        return twin

    def options_dict(self) -> dict[str, Any]:
        return {}

    def state_key(self) -> Hashable:
        return (
            tuple(sorted(c.index for c in self.hands[0])),
            tuple(sorted(c.index for c in self.hands[1])),
            tuple(c.index for c in self.trick),
            self.leader,
            tuple(self.tricks),
        )

    def payoff(self, seat: int) -> int:
        return self.tricks[seat] - self.tricks[1 - seat]


class HochRules(GameRules):
    name = NAME
    players = 2

    def new_deal(self, seed: int, options: Any = None, dealer: int | None = None) -> HochDeal:
        self.parse_options(options if isinstance(options, dict) else None)
        rng = random.Random(f"{NAME}:{seed}")
        deck = list(PACK)
        rng.shuffle(deck)
        return HochDeal(rng.randrange(2) if dealer is None else dealer, deck)

    def parse_options(self, data: dict[str, Any] | None) -> HochOptions:
        if data:
            raise OptionError(f"Hoch has no options: {', '.join(map(str, data))}")
        return HochOptions()

    def deal_from_log(self, log: dict[str, Any]) -> HochDeal:
        deck, dealer, _cut = dealt_deck(log, "Hoch")
        if sorted(c.index for c in deck) != sorted(c.index for c in PACK):
            raise ReplayError("event 0: a Hoch deck holds the eight cards once each")
        return HochDeal(dealer, deck)


RULES = HochRules()


@dataclass
class HochSession(Session):
    """Four deals; more tricks in all wins."""

    rules = RULES
    options: HochOptions = field(default_factory=HochOptions)
    points: list[int] = field(default_factory=lambda: [0, 0])

    def is_over(self) -> bool:
        return len(self.deals) >= 4

    def record(self, deal: HochDeal) -> None:
        self.deals.append(deal)
        for seat in (0, 1):
            self.points[seat] += deal.tricks[seat]
        self.dealer = 1 - self.dealer

    def winner(self) -> int | None:
        a, b = self.points
        return None if a == b else (0 if a > b else 1)


def table_view(deal: Deal) -> TableView:
    assert isinstance(deal, HochDeal)
    seats = tuple(
        SeatView(SEATS[s], tuple(deal.hands[s]), len(deal.piles[s]) // 2, deal.tricks[s], seat=s,
                 dealer=s == deal.dealer)
        for s in (0, 1)
    )  # fmt: skip
    if deal.trick:
        trick: Any = ((SEATS[deal.leader], deal.trick[0]),)
        winner, played = None, (deal.leader,)
    else:
        trick, winner, played = last_trick(deal, lambda seat: SEATS[seat])
    to_move = None if deal.to_move is None else SEATS[deal.to_move]
    return TableView(seats, trick, winner, 0, to_move, CARD_POINTS, trick_seats=played)


def event_lines(
    deal: Deal, event: dict[str, Any], words: Words, seat_numbers: bool = False
) -> list[str]:
    if event["type"] != "trick":
        return []
    lead, answer = (parse_card(c) for c in event["cards"])
    return [f"{SEATS[event['winner']]}: {words.describe(trick_reason(lead, answer))}"]


def _resolve(lead: Card, answer: Card, options: Any) -> TrickOutcome:
    return TrickOutcome(int(beats(lead, answer)), 1, trick_reason(lead, answer))


SPEC = GameSpec(
    name=NAME,
    rules=RULES,
    family=NAME,
    title="Hoch",
    idea="The higher card of the suit led takes the trick.",
    sample="J♠ A♠",
    pack=PACK,
    session=HochSession,
    sections=("01",),
    score_unit=VICTORY_POINTS,
    points_kind=CARD_POINTS,
    texts=GameTexts(
        {
            "hoch.answer_wins": "{card} is higher than {lead} in the suit led: it takes the trick.",
            "hoch.lead_wins": "{card} does not beat {lead}: the leader keeps the trick.",
            "hoch.not_in_hand": "{card} is not in the hand of the player to move.",
        },
        {},
    ),
    parts=GameParts(
        table_view=table_view,
        seat_label=lambda deal, seat: SEATS[seat],
        event_lines=event_lines,
        trick_reason=lambda deal, event: trick_reason(*(parse_card(c) for c in event["cards"])),
        trick_checker=PairChecker(
            PACK, (), _resolve, lambda lead, answer, options: beats(lead, answer)
        ),
    ),
    seat_labels=SEATS,
)
