"""Böhmischer Schneider: two players, 32 cards, only the next rank of the same suit beats a card.

Rules follow the seed cards S0/S2 (sections cited as `schneider §NN`) and the defaults of
DECISIONS.md; the other published rules are options. The trick rule is one pure function,
`resolve_trick`, used both by the trick checker and by the deal itself.
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass
from enum import StrEnum
from functools import lru_cache
from typing import Any

from tutorial.games.base import (
    PLAY,
    Action,
    Deal,
    FastSearch,
    GameRules,
    ReplayError,
    action_event,
    dealt_deck,
)
from tutorial.games.cards import ALL_CARDS, PACK_32, RANKS_32, Card, Rank, card
from tutorial.games.options import bool_option, enum_option, int_option, reject_unknown
from tutorial.games.reasons import Reason, RuleViolation
from tutorial.games.schneider.endgame import EndgameRules, EndgameSearch

GAME = "schneider"
PLAYER_NAMES = ("A", "B")
HAND_SIZE = 6
TALON_SIZE = 20
TRICKS = 16
TOTAL_HONOURS = 20

# Rank order for beating, low → high. The 10 sits between 9 and J here (S0 §02, §04).
ORDER: dict[Rank, int] = {rank: i for i, rank in enumerate(RANKS_32)}
_CARDS = len(ALL_CARDS)
HONOUR_RANKS = frozenset({Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE})


class BeatRule(StrEnum):
    """Which answer takes a trick. The card's rule is the default; the others are published variants."""

    NEXT_RANK_SAME_SUIT = "next_rank_same_suit"  # S0 §04 (default)
    ANY_HIGHER_SAME_SUIT = "any_higher_same_suit"  # S1 variation 1 (Gorys): must follow suit
    NEXT_RANK_ANY_SUIT = "next_rank_any_suit"  # S1 variation 2 (Parlett)


class TieRule(StrEnum):
    """What a 10:10 deal means for the session."""

    NO_SCORE = "no_score"  # S0 §06: nobody scores, the deal counts as one of the session
    REDEAL = "redeal"  # CardRules+: the deal does not count and is dealt again


@dataclass(frozen=True)
class SchneiderOptions:
    """Rule options; every default is the rule card's choice."""

    beat_rule: BeatRule = BeatRule.NEXT_RANK_SAME_SUIT
    seven_beats_ace: bool = False
    tie_rule: TieRule = TieRule.NO_SCORE
    match_deals: int = 6
    match_target: int | None = None

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["beat_rule"] = self.beat_rule.value
        data["tie_rule"] = self.tie_rule.value
        return data


HONOUR_VALUE: dict[Card, int] = {c: int(c.rank in HONOUR_RANKS) for c in PACK_32}
PACK_SET = frozenset(PACK_32)


def honours_in(cards: list[Card] | tuple[Card, ...]) -> int:
    return sum(HONOUR_VALUE[c] for c in cards)


def next_rank_card(c: Card) -> Card | None:
    """The one card that beats `c` under the card's rule, or None for an ace (S0 §04)."""
    i = ORDER[c.rank]
    return card(RANKS_32[i + 1], c.suit) if i + 1 < len(RANKS_32) else None


@dataclass(frozen=True)
class TrickOutcome:
    """Who takes a two-card trick, what it holds, and why."""

    responder_wins: bool
    honours: int
    reason: Reason


def responder_wins(lead: Card, response: Card, opts: SchneiderOptions) -> bool:
    """The bare decision, kept branch-light because random play calls it for every trick."""
    li = ORDER[lead.rank]
    ri = ORDER[response.rank]
    same_suit = lead.suit is response.suit
    if opts.seven_beats_ace and same_suit and li == 7 and ri == 0:
        return True
    rule = opts.beat_rule
    if rule is BeatRule.NEXT_RANK_SAME_SUIT:
        return same_suit and ri == li + 1
    if rule is BeatRule.ANY_HIGHER_SAME_SUIT:
        return same_suit and ri > li
    return ri == li + 1


def trick_rule(lead: Card, response: Card, opts: SchneiderOptions) -> str:
    """The code of the rule that decides this trick; cheap, so every logged trick can carry it."""
    same_suit = lead.suit is response.suit
    if lead.rank is Rank.ACE:
        if not opts.seven_beats_ace:
            return "schneider.ace_led"
        if same_suit and response.rank is Rank.SEVEN:
            return "schneider.seven_beats_ace"
        return "schneider.ace_needs_seven"
    wins = responder_wins(lead, response, opts)
    rule = opts.beat_rule
    if rule is BeatRule.NEXT_RANK_SAME_SUIT:
        if wins:
            return "schneider.next_rank_wins"
        return "schneider.needs_next_rank" if same_suit else "schneider.other_suit"
    if rule is BeatRule.ANY_HIGHER_SAME_SUIT:
        if wins:
            return "schneider.any_higher_wins"
        return "schneider.any_higher_lower" if same_suit else "schneider.any_higher_other_suit"
    return "schneider.next_rank_any_suit_wins" if wins else "schneider.next_rank_any_suit_needs"


@lru_cache(maxsize=32)
def rule_table(opts: SchneiderOptions) -> tuple[str, ...]:
    """`trick_rule` for every (lead, answer) pair, indexed by lead.index * 32 + answer.index.

    Random play looks the rule up instead of deciding it again; a test checks the two agree.
    """
    table = [""] * (_CARDS * _CARDS)
    for lead in PACK_32:
        for answer in PACK_32:
            if answer is not lead:
                table[lead.index * _CARDS + answer.index] = trick_rule(lead, answer, opts)
    return tuple(table)


RESPONDER_WINNING_RULES = frozenset(
    {
        "schneider.seven_beats_ace",
        "schneider.next_rank_wins",
        "schneider.any_higher_wins",
        "schneider.next_rank_any_suit_wins",
    }
)

_VARIANT_OF_RULE = {
    "schneider.seven_beats_ace": "seven_beats_ace",
    "schneider.ace_needs_seven": "seven_beats_ace",
    "schneider.any_higher_wins": BeatRule.ANY_HIGHER_SAME_SUIT.value,
    "schneider.any_higher_lower": BeatRule.ANY_HIGHER_SAME_SUIT.value,
    "schneider.any_higher_other_suit": BeatRule.ANY_HIGHER_SAME_SUIT.value,
    "schneider.any_higher_must_follow": BeatRule.ANY_HIGHER_SAME_SUIT.value,
    "schneider.next_rank_any_suit_wins": BeatRule.NEXT_RANK_ANY_SUIT.value,
    "schneider.next_rank_any_suit_needs": BeatRule.NEXT_RANK_ANY_SUIT.value,
}


def explain_trick(lead: Card, response: Card, opts: SchneiderOptions) -> Reason:
    """The rule that decides the trick `lead`, `response`, with the cards a sentence needs."""
    code = trick_rule(lead, response, opts)
    params: dict[str, Any] = {"lead": lead, "played": response}
    if code in ("schneider.needs_next_rank", "schneider.other_suit"):
        params["needed"] = next_rank_card(lead)
    elif code == "schneider.ace_needs_seven":
        params["needed"] = card(Rank.SEVEN, lead.suit)
    elif code == "schneider.next_rank_any_suit_needs":
        params["rank"] = RANKS_32[ORDER[lead.rank] + 1].value
    section = "02" if _VARIANT_OF_RULE.get(code) == "seven_beats_ace" else "04"
    return Reason(code, GAME, section, params, _VARIANT_OF_RULE.get(code))


def resolve_trick(lead: Card, response: Card, opts: SchneiderOptions | None = None) -> TrickOutcome:
    """Who takes the trick and why: the single rule the trick checker and the deal both use."""
    opts = opts or SchneiderOptions()
    if lead is response:
        raise ValueError(f"{lead.symbol} cannot be both the lead and the answer")
    return TrickOutcome(
        responder_wins(lead, response, opts),
        honours_in((lead, response)),
        explain_trick(lead, response, opts),
    )


def legal_responses(hand: list[Card], lead: Card, opts: SchneiderOptions) -> list[Card]:
    """The cards the responder may play: any card, except that a variant may demand following suit."""
    if opts.beat_rule is BeatRule.ANY_HIGHER_SAME_SUIT:
        same = [c for c in hand if c.suit is lead.suit]
        if same:
            return same
    return list(hand)


def victory_points(honours: int) -> int:
    """Victory points for a deal won with this many honours (S0 §06): 11–15 → 1, 16–19 → 2, 20 → 3."""
    if honours >= TOTAL_HONOURS:
        return 3
    if honours >= 16:
        return 2
    if honours >= 11:
        return 1
    return 0


def explain_score(honours: tuple[int, int]) -> Reason:
    """Why a final honour count scores what it scores (S0 §06, §07)."""
    a, b = honours
    if a == b:
        return Reason("schneider.score_tie", GAME, "06", {"honours": a})
    top = max(a, b)
    code = {1: "score_simple", 2: "score_schneider", 3: "score_schwarz"}[victory_points(top)]
    return Reason(
        f"schneider.{code}",
        GAME,
        "06",
        {"winner_honours": top, "loser_honours": min(a, b), "points": victory_points(top)},
    )


@dataclass(frozen=True)
class SchneiderResult:
    """A finished deal: honours per player, victory points per player, the winner (None on 10:10)."""

    honours: tuple[int, int]
    victory_points: tuple[int, int]
    winner: int | None
    reason: Reason


_HONOUR: tuple[int, ...] = tuple(HONOUR_VALUE.get(c, 0) for c in ALL_CARDS)  # by Card.index
_BIT: tuple[int, ...] = tuple(1 << c.index for c in ALL_CARDS)


@lru_cache(maxsize=32)
def _responder_wins_table(opts: SchneiderOptions) -> tuple[bool, ...]:
    """Whether the answer takes the trick, by lead.index * 32 + answer.index (from `rule_table`)."""
    return tuple(rule in RESPONDER_WINNING_RULES for rule in rule_table(opts))


@lru_cache(maxsize=32)
def _endgame_rules(opts: SchneiderOptions) -> EndgameRules:
    """This module's rules as the endgame search's tables (`schneider/endgame.py`)."""

    @lru_cache(maxsize=4096)
    def answers(led: int, hand: int) -> int:
        cards = [c for c in PACK_32 if hand >> c.index & 1]
        return sum(_BIT[c.index] for c in legal_responses(cards, ALL_CARDS[led], opts))

    end_value = tuple(
        victory_points(h) - victory_points(TOTAL_HONOURS - h) for h in range(TOTAL_HONOURS + 1)
    )
    return EndgameRules(_responder_wins_table(opts), _HONOUR, answers, end_value)


def _deal_event(
    dealer: int, cut: int, deck: list[Card], hands: tuple[tuple[Card, ...], ...]
) -> dict[str, Any]:
    return {
        "type": "deal",
        "dealer": dealer,
        "cut": cut,
        "deck": [c.code for c in deck],
        "hands": [[c.code for c in h] for h in hands],
    }


def _trick_event(
    number: int, leader: int, lead: Card, answer: Card, winner: int, rule: str
) -> dict[str, Any]:
    return {
        "type": "trick",
        "number": number,
        "leader": leader,
        "cards": [lead.code, answer.code],
        "winner": winner,
        "honours": _HONOUR[lead.index] + _HONOUR[answer.index],
        "rule": rule,
    }


def _draw_event(player: int, c: Card) -> dict[str, Any]:
    return {"type": "draw", "player": player, "card": c.code}


def _end_event(honours: tuple[int, int]) -> dict[str, Any]:
    a, b = honours
    return {
        "type": "end",
        "honours": [a, b],
        "victory_points": [victory_points(a), victory_points(b)],
        "winner": None if a == b else (0 if a > b else 1),
    }


def result_of(honours: tuple[int, int]) -> SchneiderResult:
    """What a deal that ends with these honours scores (S0 §06); sessions and puzzles share it."""
    a, b = honours
    winner = None if a == b else (0 if a > b else 1)
    return SchneiderResult(
        honours, (victory_points(a), victory_points(b)), winner, explain_score(honours)
    )


class SchneiderDeal(Deal):
    """One deal of Böhmischer Schneider, played trick by trick with drawing from the talon.

    Besides the hands (lists of cards, in the order received), each seat's playable actions are
    kept as a list, so that asking for the legal cards is a copy.
    """

    game = GAME

    def __init__(
        self,
        options: SchneiderOptions,
        dealer: int,
        deck: list[Card],
        cut: int,
        shuffled: bool = False,
    ) -> None:
        """`shuffled`: the deck is a shuffle of the pack (from `new_deal`), no need to check it."""
        if not shuffled and (
            len(deck) != len(PACK_32) or not PACK_SET.issuperset(deck) or len(set(deck)) != 32
        ):
            raise ValueError("a Schneider deck holds each of the 32 cards exactly once")
        if dealer not in (0, 1):
            raise ValueError(f"dealer {dealer} is not a seat 0–1")
        self.options = options
        self._rules = rule_table(options)
        self._wins = _responder_wins_table(options)
        self._must_follow = options.beat_rule is BeatRule.ANY_HIGHER_SAME_SUIT
        self.dealer = dealer
        non_dealer = 1 - dealer
        # Two packets of 3, non-dealer first (S0 §03).
        first, second = (deck[0:3] + deck[6:9], deck[3:6] + deck[9:12])
        self.hands: list[list[Card]] = [first, second] if non_dealer == 0 else [second, first]
        self._acts: list[list[Action]] = [[PLAY[c] for c in h] for h in self.hands]
        # The talon's top card is its last element, so drawing is a cheap pop().
        self.talon: list[Card] = deck[:11:-1]
        self.piles: list[list[Card]] = [[], []]
        self._honours = [0, 0]
        self.trick: list[Card] = []
        self.leader = non_dealer
        self._to_move: int | None = non_dealer
        self.tricks_played = 0
        self.trick_winners: list[int] = []
        self._trail: list[tuple[Any, ...]] | None = None
        self._dicts: list[dict[str, Any]] = []
        self.lean_events: list[Any] = [
            (_deal_event, dealer, cut, tuple(deck), (tuple(self.hands[0]), tuple(self.hands[1])))
        ]

    @property
    def to_move(self) -> int | None:
        return self._to_move

    def options_dict(self) -> dict[str, Any]:
        return self.options.to_dict()

    def legal_actions(self) -> list[Action]:
        seat = self._to_move
        if seat is None:
            return []
        if self.trick and self._must_follow:
            return [PLAY[c] for c in legal_responses(self.hands[seat], self.trick[0], self.options)]
        return self._acts[seat][:]

    def why_illegal(self, action: Action) -> Reason | None:
        seat = self._to_move
        if seat is None:
            return Reason("schneider.deal_over", GAME, "05")
        if action.kind != "play" or action.card is None:
            return Reason("schneider.not_a_play", GAME, "04", {"kind": action.kind})
        c = action.card
        if c not in self.hands[seat]:
            return Reason("schneider.not_in_hand", GAME, "04", {"card": c})
        if self.trick and c not in legal_responses(self.hands[seat], self.trick[0], self.options):
            return Reason(
                "schneider.any_higher_must_follow",
                GAME,
                "04",
                {"lead": self.trick[0], "card": c},
                _VARIANT_OF_RULE["schneider.any_higher_must_follow"],
            )
        return None

    def apply(self, action: Action) -> None:
        c = action.card
        seat = self._to_move
        trick = self.trick
        if seat is None or c is None or action.kind != "play" or (trick and self._must_follow):
            reason = self.why_illegal(action)
            if reason is not None:
                raise RuleViolation(reason, f"{action} is illegal now: {reason.code}")
        assert seat is not None and c is not None
        hand = self.hands[seat]
        try:
            i = hand.index(c)
        except ValueError:
            reason = Reason("schneider.not_in_hand", GAME, "04", {"card": c})
            raise RuleViolation(reason, f"{action} is illegal now: {reason.code}") from None
        log = self.lean_events
        if self._trail is not None:
            self._trail.append((seat, i, c, len(log), len(self.talon)))
        del hand[i]
        acts = self._acts[seat]
        log.append((action_event, seat, acts[i]))  # the shared PLAY action of c
        del acts[i]
        if not trick:
            trick.append(c)
            self._to_move = 1 - seat
            return
        lead = trick[0]
        leader = self.leader
        key = lead.index * _CARDS + c.index
        winner = seat if self._wins[key] else leader
        loser = 1 - winner
        pile = self.piles[winner]
        pile.append(lead)
        pile.append(c)
        self._honours[winner] += _HONOUR[lead.index] + _HONOUR[c.index]
        self.trick = []
        self.tricks_played += 1
        self.trick_winners.append(winner)
        log.append((_trick_event, self.tricks_played, leader, lead, c, winner, self._rules[key]))
        talon = self.talon
        if talon:  # winner draws first, then the loser (S0 §05)
            first = talon.pop()
            second = talon.pop()
            self.hands[winner].append(first)
            self.hands[loser].append(second)
            self._acts[winner].append(PLAY[first])
            self._acts[loser].append(PLAY[second])
            log.append((_draw_event, winner, first))
            log.append((_draw_event, loser, second))
        self.leader = winner
        if self.tricks_played == TRICKS:
            self._to_move = None
            log.append((_end_event, tuple(self._honours)))
        else:
            self._to_move = winner

    # -- search support --------------------------------------------------------------------------

    def enable_undo(self) -> None:
        if self._trail is None:
            self._trail = []

    def undo(self) -> None:
        trail = self._trail
        if not trail:
            raise ValueError("nothing to take back (call enable_undo before applying)")
        seat, i, c, length, talon_size = trail.pop()
        if self.trick:  # c led the trick now open
            self.trick = []
        else:  # c answered and closed a trick: take the trick, the draws and the end back
            winner = self.trick_winners.pop()
            loser = 1 - winner
            self.tricks_played -= 1
            pile = self.piles[winner]
            lead = pile[-2]
            del pile[-2:]
            self._honours[winner] -= _HONOUR[lead.index] + _HONOUR[c.index]
            if len(self.talon) < talon_size:
                first = self.hands[winner].pop()
                second = self.hands[loser].pop()
                self._acts[winner].pop()
                self._acts[loser].pop()
                self.talon.append(second)
                self.talon.append(first)
            self.leader = 1 - seat
            self.trick = [lead]
        self.hands[seat].insert(i, c)
        self._acts[seat].insert(i, PLAY[c])
        self._to_move = seat
        self._truncate_log(length)

    def state_key(self) -> tuple[Any, ...]:
        """Whose turn, who led, both hands, the open trick, the talon's size (its order is the
        deal's) and the honours banked."""
        trick = self.trick
        return (
            self._to_move,
            frozenset(self.hands[0]),
            frozenset(self.hands[1]),
            trick[0] if trick else None,
            len(self.talon),
            self._honours[0],
            self._honours[1],
        )

    def payoff_bound(self) -> int:
        """Three victory points: a Schwarz (S0 §06)."""
        return 3

    def fast_search(self, seat: int, max_nodes: int | None, fair: bool) -> FastSearch | None:
        """Once the talon is empty, the exact search on bit masks (`schneider.endgame`); before
        that, the generic search. Nothing in Schneider is good only by the letter: `fair` is moot."""
        mover = self._to_move
        if self.talon or mover is None:
            return None
        hands = [sum(_BIT[c.index] for c in hand) for hand in self.hands]
        lead = self.trick[0].index if self.trick else -1
        rules = _endgame_rules(self.options)
        return EndgameSearch(rules, hands, lead, mover, self._honours[seat], seat, max_nodes)

    def excluded_by(self, action: Action) -> int:
        """Under the follow-suit variant, an answer in another suit shows a void in the led one."""
        if not (self.trick and self._must_follow) or action.card is None:
            return 0
        led = self.trick[0].suit
        if action.card.suit is led:
            return 0
        return sum(_BIT[c.index] for c in PACK_32 if c.suit is led)

    def estimate(self, seat: int) -> int:
        """What the deal promises `seat`, in hundredths of a victory point, for a search that
        stops before the end: ten per honour banked more than the other (a margin of ten
        honours is worth about a victory point). At the end: 100 × the victory points, `seat`'s
        minus the other's, plus the honour margin to break ties, so a search that reaches the
        end values it as the game does."""
        mine, theirs = self._honours[seat], self._honours[1 - seat]
        if self._to_move is None:
            return 100 * (victory_points(mine) - victory_points(theirs)) + mine - theirs
        return 10 * (mine - theirs)

    def payoff(self, seat: int) -> int:
        """Victory points of `seat` minus those of the other player (S0 §06)."""
        mine, theirs = self._honours[seat], self._honours[1 - seat]
        return victory_points(mine) - victory_points(theirs)

    def is_over(self) -> bool:
        return self._to_move is None

    def honours(self) -> tuple[int, int]:
        return self._honours[0], self._honours[1]

    def result(self) -> SchneiderResult:
        return result_of(self.honours())

    def clone(self) -> SchneiderDeal:
        copy = object.__new__(SchneiderDeal)
        copy.__dict__.update(self.__dict__)
        copy.hands = [list(h) for h in self.hands]
        copy._acts = [list(a) for a in self._acts]
        copy._honours = list(self._honours)
        copy.talon = list(self.talon)
        copy.piles = [list(p) for p in self.piles]
        copy.trick = list(self.trick)
        copy.trick_winners = list(self.trick_winners)
        copy.lean_events = list(self.lean_events)
        copy._dicts = []
        copy._trail = None
        return copy


class SchneiderRules(GameRules):
    """Böhmischer Schneider behind the shared game API."""

    name = GAME
    players = 2

    def parse_options(self, data: dict[str, Any] | SchneiderOptions | None) -> SchneiderOptions:
        if data is None:
            return SchneiderOptions()
        if isinstance(data, SchneiderOptions):
            return data
        reject_unknown("Schneider", data, set(SchneiderOptions.__dataclass_fields__))
        kwargs: dict[str, Any] = {}
        if "beat_rule" in data:
            kwargs["beat_rule"] = enum_option(BeatRule, "beat_rule", data["beat_rule"])
        if "tie_rule" in data:
            kwargs["tie_rule"] = enum_option(TieRule, "tie_rule", data["tie_rule"])
        if "seven_beats_ace" in data:
            kwargs["seven_beats_ace"] = bool_option("seven_beats_ace", data["seven_beats_ace"])
        if "match_deals" in data:
            kwargs["match_deals"] = int_option("match_deals", data["match_deals"], 1, 100)
        if data.get("match_target") is not None:
            kwargs["match_target"] = int_option("match_target", data["match_target"], 1, 100)
        return SchneiderOptions(**kwargs)

    def new_deal(
        self,
        seed: int,
        options: SchneiderOptions | dict[str, Any] | None = None,
        dealer: int | None = None,
    ) -> SchneiderDeal:
        """Deal by the card (S0 §03): dealer by lot unless given, shuffle, cut, 3+3 each."""
        opts = self.parse_options(options)
        rng = random.Random(seed)
        first_dealer = rng.randrange(2)
        deck = list(PACK_32)
        rng.shuffle(deck)
        cut = rng.randrange(1, len(deck))
        deck = deck[cut:] + deck[:cut]
        seat = first_dealer if dealer is None else dealer
        return SchneiderDeal(opts, seat, deck, cut, shuffled=True)

    def deal_from_log(self, log: dict[str, Any]) -> SchneiderDeal:
        deck, dealer, cut = dealt_deck(log, "Schneider")
        try:
            return SchneiderDeal(self.parse_options(log.get("options")), dealer, deck, cut or 0)
        except ValueError as exc:
            raise ReplayError(f"event 0: unreadable deal ({exc})") from exc


RULES = SchneiderRules()
