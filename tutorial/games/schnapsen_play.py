"""The part of a Schnapsen deal both games share: naming trumps, doubling, the tricks with their
compulsions, marriages, claims of 66, the early end of a decided contract, and the result.

`SchnapsenDeal` is a phase machine. The game modules add the deal itself, the auction and (Dreier)
the talon through a few hooks (`_start_auction`, `_auction_actions`, `_auction_apply`,
`_auction_why`, `_side_of`, …). Every decision a player makes is an `Action` in `legal_actions()`,
so `play_randomly` plays a whole deal, auction included. The card-play path is kept lean: random
play and the benchmark call it for every card.
"""

from __future__ import annotations

from dataclasses import replace
from enum import StrEnum
from typing import Any, ClassVar

from tutorial.cards import PACK_20, SUITS, Card, Rank, Suit
from tutorial.games.base import PLAY, Action, Deal
from tutorial.games.schnapsen_cards import (
    MARRIAGE_PARTNER,
    POINTS,
    STRENGTH,
    STRICT,
    TARGET,
    RankOrder,
    card_points,
    illegal_reason,
    legal_cards,
    trick_rule_codes,
)
from tutorial.games.schnapsen_contracts import Contract, Goal, Holding, Lead, MarriageRule, holds
from tutorial.games.schnapsen_options import ClaimWindow, compulsion_for
from tutorial.games.schnapsen_scoring import (
    FalseClaim,
    SchnapsenResult,
    Stake,
    false_claim_award,
    false_claim_variant,
    normal_award,
)
from tutorial.games.schnapsen_sections import section
from tutorial.reasons import Reason, RuleViolation


class Phase(StrEnum):
    """Where a deal stands; each phase has its own kinds of action."""

    TRUMP = "trump"
    AUCTION = "auction"
    TALON = "talon"
    DOUBLING = "doubling"
    PLAY = "play"
    CLAIM = "claim"  # a claim-or-go-on decision after a marriage (or between tricks, variant)
    OVER = "over"


PHASE_KINDS: dict[Phase, frozenset[str]] = {
    Phase.TRUMP: frozenset({"trump", "aufschlagen", "redeal"}),
    Phase.AUCTION: frozenset({"bid", "pass"}),
    Phase.TALON: frozenset({"discard"}),
    Phase.DOUBLING: frozenset({"kontra", "no_kontra"}),
    Phase.PLAY: frozenset({"play", "claim"}),
    Phase.CLAIM: frozenset({"claim", "no_claim"}),
    Phase.OVER: frozenset(),
}

# The rule-card topic each phase belongs to: an action offered in the wrong phase cites it.
PHASE_TOPICS: dict[Phase, str] = {
    Phase.TRUMP: "trump",
    Phase.AUCTION: "bidding",
    Phase.TALON: "talon",
    Phase.DOUBLING: "doubling",
    Phase.PLAY: "tricks",
    Phase.CLAIM: "claim",
    Phase.OVER: "scoring",
}

_PLAY = Phase.PLAY
_KING = Rank.KING
_NORMAL = Goal.NORMAL
_NO_MARRIAGES = MarriageRule.NONE
_SIDE_MARRIAGES = MarriageRule.SIDE

# Shared, immutable actions: the legal lists hand out these very objects.
PASS = Action("pass")
CLAIM = Action("claim")
NO_CLAIM = Action("no_claim")
KONTRA = Action("kontra")
NO_KONTRA = Action("no_kontra")
REDEAL = Action("redeal")
NAME_TRUMP: dict[Suit, Action] = {s: Action("trump", value=s.value) for s in SUITS}
AUFSCHLAGEN: tuple[Action, ...] = tuple(Action("aufschlagen", value=str(i)) for i in range(3))
MARRIAGE_PLAY: dict[Card, Action] = {c: Action("play", c, flag=True) for c in MARRIAGE_PARTNER}
DISCARD: dict[Card, Action] = {c: Action("discard", c) for c in PACK_20}
_ACTION_DICTS: dict[Action, dict[str, Any]] = {}


def action_dict(action: Action) -> dict[str, Any]:
    """The log form of an action, built once per action and copied into each event."""
    data = _ACTION_DICTS.get(action)
    if data is None:
        data = _ACTION_DICTS[action] = action.to_dict()
    return data


_BIDS: dict[tuple[str, bool], Action] = {}


def bid_action(contract_id: str, without_talon: bool = False) -> Action:
    """The shared action of bidding a contract (with or without the talon)."""
    key = (contract_id, without_talon)
    action = _BIDS.get(key)
    if action is None:
        action = _BIDS[key] = Action("bid", value=contract_id, flag=without_talon)
    return action


def _allowed_priorities(players: int) -> dict[str, frozenset[int]]:
    """Seat priorities (0 = F) allowed by each "who may bid" entry of the table."""
    every = frozenset(range(players))
    return {
        "f_only": frozenset({0}),
        "side_f": frozenset(p for p in every if p % 2 == 0),
        "side_o": frozenset(p for p in every if p % 2 == 1),
        "caller": frozenset({0}),
        "non_caller": every - {0},
        "any": every,
    }


ALLOWED = {n: _allowed_priorities(n) for n in (3, 4)}


DOUBLING_NAMES: dict[str, tuple[str, str, str]] = {
    "bauernschnapsen": ("kontra", "rekontra", "subkontra"),  # S3 §05
    "dreierschnapsen": ("spritzen", "retour", "re"),  # S4 "Flecken"
}


class SchnapsenDeal(Deal):
    """One deal of a Schnapsen game; subclasses add the deal, the auction and the talon."""

    game: ClassVar[str]
    players: ClassVar[int]
    tricks_total: ClassVar[int]
    blind_count: ClassVar[int]  # the unseen cards F may turn up for trumps
    roles: ClassVar[tuple[str, ...]]  # role letters by distance from the dealer, clockwise

    # -- set-up -------------------------------------------------------------------------------

    def _init_state(self, options: Any, dealer: int, table: tuple[Contract, ...]) -> None:
        self.options = options
        self.dealer = dealer
        self.table_rows = table
        self.contracts: dict[str, Contract] = {row.id: row for row in table}
        self.rank: dict[str, int] = {row.id: i for i, row in enumerate(table)}
        self.events: list[dict[str, Any]] = []
        self.redeals = 0

    def _reset_deal(self) -> None:
        """Everything that a (re)deal starts afresh."""
        n = self.players
        self.phase = Phase.TRUMP
        self._to_move: int | None = self.forehand
        self._legal: list[Action] | None = None
        self.trump: Suit | None = None
        self.trump_card: Card | None = None
        self.contract: Contract | None = None
        self._goal = Goal.NORMAL
        self._marriages = MarriageRule.NONE
        self._between = False
        self._pairs: list[list[Card]] = [[] for _ in range(n)]
        self.declarer: int | None = None
        self.without_talon = False
        self.play_trump: Suit | None = None
        self.order = RankOrder.NORMAL
        self.strength = STRENGTH[RankOrder.NORMAL]
        self.compulsion = STRICT
        self.side: list[int] = [0] * n
        self.out_seat: int | None = None
        self.multiplier = 1
        self.kontra_level = 0
        self._askers: list[int] = []
        self._ask_i = 0
        self._pending: list[str] = []
        self.leader: int | None = None
        self.trick: list[Card] = []
        self.trick_seats: list[int] = []
        self._best: Card | None = None
        self._best_seat = -1
        self._next: list[int] = [(s + 1) % n for s in range(n)]
        self.table = n
        self.tricks_played = 0
        self.tricks_won: list[int] = [0] * n
        self.card_points: list[int] = [0] * n
        self.piles: list[list[Card]] = [[] for _ in range(n)]
        self.marriage_points: list[int] = [0] * n
        self.marriages: list[tuple[int, Suit, int]] = []
        self._claim_offer: str | None = None
        self.talon: list[Card] = []
        self.laid_away: list[Card] = []
        self.outcome: SchnapsenResult | None = None

    # -- seats ---------------------------------------------------------------------------------

    @property
    def forehand(self) -> int:
        """F, the player left of the dealer: he names trumps and is the caller (S3 §01)."""
        return (self.dealer + 1) % self.players

    def role(self, seat: int) -> str:
        """The seat's letter in this deal: D, F, M (and R in Bauernschnapsen)."""
        return self.roles[(seat - self.dealer) % self.players]

    def priority(self, seat: int) -> int:
        """0 for F, then clockwise: the seat priority for equal bids (S3 §03, S4 "Bidding")."""
        return (seat - self.dealer - 1) % self.players

    def seat_of(self, role: str) -> int:
        """The seat that plays `role` in this deal."""
        return (self.dealer + self.roles.index(role)) % self.players

    @property
    def first_three(self) -> list[Card]:
        """F's first three cards, from which he may name trumps (S3 §02)."""
        return self.hands[self.forehand][:3]

    @property
    def blind_cards(self) -> list[Card]:
        """F's unseen cards, one of which he may turn up for trumps (Aufschlagen)."""
        return self.hands[self.forehand][3 : 3 + self.blind_count]

    # -- the Deal API --------------------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        return self._to_move

    def is_over(self) -> bool:
        return self._to_move is None

    def result(self) -> SchnapsenResult:
        """The finished deal's result (built once, on first request)."""
        if self._to_move is not None:
            raise ValueError("the deal is not over yet")
        if self.outcome is None:
            self.outcome = self._build_result()
        return self.outcome

    def options_dict(self) -> dict[str, Any]:
        return self.options.to_dict()

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal = (
                self._play_actions() if self.phase is _PLAY else self._compute_legal()
            )
        return legal[:]

    def _compute_legal(self) -> list[Action]:
        phase = self.phase
        if phase is Phase.PLAY:
            return self._play_actions()
        if phase is Phase.CLAIM:
            return [CLAIM, NO_CLAIM]
        if phase is Phase.DOUBLING:
            return [KONTRA, NO_KONTRA]
        if phase is Phase.TRUMP:
            return self._trump_actions()
        if phase is Phase.AUCTION:
            return self._auction_actions()
        if phase is Phase.TALON:
            return self._talon_actions()
        return []

    def apply(self, action: Action) -> None:
        legal = self._legal
        if legal is None:
            legal = self._compute_legal()
        for candidate in legal:  # identity first: the legal lists hand out shared objects
            if candidate is action:
                break
        else:
            if action not in legal:
                reason = self.why_illegal(action) or Reason(
                    "schnapsen.not_allowed", self.game, "01"
                )
                raise RuleViolation(reason, f"{action} is illegal now: {reason.code}")
        self._legal = None
        seat = self._to_move
        assert seat is not None
        phase = self.phase
        c = action.card
        if phase is _PLAY and c is not None:
            # A fresh dict per event: a caller may edit a saved log without touching others.
            logged = {"kind": "play", "card": c.code, "flag": True} if action.flag else {
                "kind": "play", "card": c.code}  # fmt: skip
            self.events.append({"type": "action", "player": seat, "action": logged})
            # The card play, inlined from `_play` (the hottest path of random play).
            self.hands[seat].remove(c)
            if self._pairs[seat] and c in MARRIAGE_PARTNER:
                self._break_pair(seat, c)
            trick = self.trick
            trick.append(c)
            self.trick_seats.append(seat)
            if len(trick) == 1:
                self._best, self._best_seat = c, seat
                if action.flag and self._declare_marriage(seat, c):
                    return
                self._to_move = self._next[seat]
                return
            best = self._best
            if c.suit is best.suit:  # type: ignore[union-attr]
                strength = self.strength
                if strength[c.index] > strength[best.index]:  # type: ignore[union-attr]
                    self._best, self._best_seat = c, seat
            elif c.suit is self.play_trump:
                self._best, self._best_seat = c, seat
            if len(trick) < self.table:
                self._to_move = self._next[seat]
            else:
                self._finish_trick()
            return
        self.events.append({"type": "action", "player": seat, "action": dict(action_dict(action))})
        if phase is _PLAY:
            self._claim(seat)
        elif phase is Phase.CLAIM:
            if action.kind == "claim":
                self._claim(seat)
            else:
                self._decline_claim(seat)
        elif phase is Phase.DOUBLING:
            self._double(seat, action.kind == "kontra")
        elif phase is Phase.TRUMP:
            self._apply_trump(seat, action)
        elif phase is Phase.AUCTION:
            self._auction_apply(seat, action)
        elif phase is Phase.TALON:
            self._talon_apply(seat, action)

    def why_illegal(self, action: Action) -> Reason | None:
        if self.phase is Phase.OVER:
            return Reason("schnapsen.deal_over", self.game, section(self.game, "scoring"))
        legal = self._legal if self._legal is not None else self._compute_legal()
        if action in legal:
            return None
        return self._explain(action)

    # -- trumps --------------------------------------------------------------------------------

    def _trump_actions(self) -> list[Action]:
        acts: list[Action] = []
        for c in self.first_three:
            act = NAME_TRUMP[c.suit]
            if act not in acts:
                acts.append(act)
        acts.extend(AUFSCHLAGEN[: self.blind_count])
        acts.extend(self._redeal_actions())
        return acts

    def _redeal_actions(self) -> list[Action]:
        return []

    def _apply_trump(self, seat: int, action: Action) -> None:
        if action.kind == "redeal":
            self._redeal()
            return
        if action.kind == "trump":
            self.trump = Suit(action.value)
            self.events.append(
                {"type": "trump", "player": seat, "suit": self.trump.value, "how": "named"}
            )
        else:
            turned = self.blind_cards[int(action.value or 0)]
            self.trump, self.trump_card = turned.suit, turned
            self.events.append(
                {
                    "type": "trump",
                    "player": seat,
                    "suit": turned.suit.value,
                    "how": "aufschlagen",
                    "card": turned.code,
                }
            )
        self._start_auction()

    def _redeal(self) -> None:
        raise NotImplementedError

    # -- hooks for the game modules ---------------------------------------------------------------

    def _start_auction(self) -> None:
        raise NotImplementedError

    def _auction_actions(self) -> list[Action]:
        raise NotImplementedError

    def _auction_apply(self, seat: int, action: Action) -> None:
        raise NotImplementedError

    def _auction_why(self, seat: int, action: Action) -> Reason | None:
        raise NotImplementedError

    def _side_of(self, seat: int, declarer: int) -> int:
        """0 for the declaring side, 1 for the defenders."""
        raise NotImplementedError

    def _sitting_out(self, row: Contract, declarer: int) -> int | None:
        return None

    def _talon_actions(self) -> list[Action]:
        return []

    def _talon_apply(self, seat: int, action: Action) -> None:
        raise NotImplementedError

    def _start_step(self, step: str) -> bool:
        """Start a game-specific step after the auction; False if there is nothing to do."""
        return False

    def _win_bonus(self) -> int:
        return 0

    def _schnapser_limit(self) -> int:
        assert self.contract is not None
        return self.contract.trick_limit

    # -- bidding helpers shared by both auctions ------------------------------------------------

    def may_bid(self, seat: int, row: Contract) -> bool:
        """Whether `seat` may bid `row` by the "who may bid" and holding columns."""
        if self.priority(seat) not in ALLOWED[self.players][row.bidders]:
            return False
        return row.holding is Holding.NONE or holds(row, self.hands[seat], self.trump)

    def _eligible_rows(self) -> list[tuple[Contract, ...]]:
        """Per seat, the rows it may bid; hands and trumps are fixed during the auction."""
        return [
            tuple(row for row in self.table_rows if self.may_bid(seat, row))
            for seat in range(self.players)
        ]

    def eligibility(self, seat: int, row: Contract) -> Reason | None:
        """None if `seat` may bid `row`, else the column of the table that forbids it."""
        p = self.priority(seat)
        bidders = row.bidders.value
        allowed = p in ALLOWED[self.players][bidders]
        sec = section(self.game, "bidding")
        if not allowed:
            params = {"contract": row.name, "player": self.role(seat)}
            return Reason(f"schnapsen.bid_{bidders}", self.game, sec, params)
        if not holds(row, self.hands[seat], self.trump):
            params = {"contract": row.name, "player": self.role(seat)}
            return Reason(f"schnapsen.bid_needs_{row.holding.value}", self.game, sec, params)
        return None

    def _set_contract(self, row: Contract, declarer: int, without_talon: bool) -> None:
        """Fix the contract and everything that follows from its table row."""
        self.contract = row
        self._goal = row.goal
        self._marriages = row.marriages
        self._between = self.options.claim_window is ClaimWindow.BETWEEN_ANY_TRICKS
        self.declarer = declarer
        self.without_talon = without_talon
        self.play_trump = self.trump if row.trumps else None
        self.order = row.order
        self.strength = STRENGTH[row.order]
        self._rule_codes = trick_rule_codes(row.trumps, row.order)
        self.compulsion = compulsion_for(self.options, row)
        self.side = [self._side_of(s, declarer) for s in range(self.players)]
        self.out_seat = self._sitting_out(row, declarer)
        leader = self.forehand if row.lead is Lead.CALLER else declarer
        self.leader = leader
        self.events.append(
            {
                "type": "contract",
                "contract": row.id,
                "declarer": declarer,
                "without_talon": without_talon,
                "bonus": self._win_bonus(),
                "value": row.value,
                "trump": self.play_trump.value if self.play_trump else None,
                "leader": leader,
                "sits_out": self.out_seat,
            }
        )

    def _next_step(self) -> None:
        """Run the steps between the auction and the first lead, then start the play."""
        while self._pending:
            step = self._pending.pop(0)
            if step == "doubling":
                self._start_doubling()
                return
            if self._start_step(step):
                return
        self._start_play()

    # -- doubling: Kontra / Rekontra / Subkontra (S3 §05), Spritzen (S4 "Flecken") ----------------

    def _defenders_in_order(self) -> list[int]:
        assert self.declarer is not None
        n = self.players
        return [(self.declarer + i) % n for i in range(1, n) if self.side[(self.declarer + i) % n]]

    def _declarers_in_order(self) -> list[int]:
        assert self.declarer is not None
        n = self.players
        seats = [(self.declarer + i) % n for i in range(n)]
        return [s for s in seats if self.side[s] == 0]

    def _start_doubling(self) -> None:
        self.phase = Phase.DOUBLING
        self._askers = self._defenders_in_order()
        self._ask_i = 0
        self._to_move = self._askers[0]

    def _double(self, seat: int, doubles: bool) -> None:
        if doubles:
            self.kontra_level += 1
            self.multiplier *= 2
            self.events.append(
                {
                    "type": "kontra",
                    "player": seat,
                    "level": self.kontra_level,
                    "name": DOUBLING_NAMES[self.game][self.kontra_level - 1],
                    "multiplier": self.multiplier,
                }
            )
            if self.kontra_level == 3:
                self._next_step()
                return
            odd = self.kontra_level % 2 == 1
            self._askers = self._declarers_in_order() if odd else self._defenders_in_order()
            self._ask_i = 0
        else:
            self._ask_i += 1
            if self._ask_i == len(self._askers):
                self._next_step()
                return
        self._to_move = self._askers[self._ask_i]

    # -- tricks ----------------------------------------------------------------------------------

    def _start_play(self) -> None:
        n = self.players
        out = self.out_seat
        nxt = [(s + 1) % n for s in range(n)]
        if out is not None:
            nxt = [(s + 2) % n if t == out else t for s, t in enumerate(nxt)]
        self._next = nxt
        self.table = n - (out is not None)
        # Per seat, the kings whose queen is in the same hand: the marriages he could show.
        self._pairs = [
            [c for c in hand if c.rank is _KING and MARRIAGE_PARTNER[c] in hand]
            if self._marriages is not _NO_MARRIAGES
            else []
            for hand in self.hands
        ]
        self.phase = Phase.PLAY
        self._to_move = self.leader

    def _play_actions(self) -> list[Action]:
        seat = self._to_move
        assert seat is not None
        hand = self.hands[seat]
        trick = self.trick
        if trick:
            if self.compulsion is not STRICT:
                cards = legal_cards(
                    hand, trick, self._best, self.play_trump, self.strength, self.compulsion
                )
                return [PLAY[c] for c in cards]
            # The card's duties (S3 §04), inlined: this runs for every card that follows.
            best = self._best
            assert best is not None
            led = trick[0].suit
            follow = [PLAY[c] for c in hand if c.suit is led]
            if follow:
                if best.suit is not led:  # trumped: any card of the led suit
                    return follow
                strength = self.strength
                floor = strength[best.index]
                higher = [a for a in follow if strength[a.card.index] > floor]  # type: ignore[union-attr]
                return higher or follow
            trump = self.play_trump
            if trump is not None:
                trumps = [PLAY[c] for c in hand if c.suit is trump]
                if trumps:
                    if best.suit is trump:
                        strength = self.strength
                        floor = strength[best.index]
                        higher = [a for a in trumps if strength[a.card.index] > floor]  # type: ignore[union-attr]
                        return higher or trumps
                    return trumps
            return [PLAY[c] for c in hand]
        acts = [PLAY[c] for c in hand]
        kings = self._pairs[seat]
        if kings and (self._marriages is _SIDE_MARRIAGES or seat == self.declarer):
            for king in kings:
                acts.append(MARRIAGE_PLAY[king])
                acts.append(MARRIAGE_PLAY[MARRIAGE_PARTNER[king]])
        if self._goal is _NORMAL and self.tricks_played:
            acts.append(CLAIM)
        return acts

    def _break_pair(self, seat: int, c: Card) -> None:
        """A king or queen left the hand: its marriage can no longer be shown."""
        kings = self._pairs[seat]
        if kings:
            king = c if c.rank is _KING else MARRIAGE_PARTNER[c]
            if king in kings:
                kings.remove(king)

    def _declare_marriage(self, seat: int, c: Card) -> bool:
        """Record a marriage led from `c`; True if that ends the deal or opens a claim decision."""
        points = 40 if c.suit is self.play_trump else 20
        self.marriages.append((seat, c.suit, points))
        self.marriage_points[seat] += points
        king = c if c.rank is Rank.KING else MARRIAGE_PARTNER[c]
        self.events.append(
            {
                "type": "marriage",
                "player": seat,
                "suit": c.suit.value,
                "points": points,
                "card": c.code,
                "cards": [king.code, MARRIAGE_PARTNER[king].code],
            }
        )
        contract = self.contract
        assert contract is not None
        if contract.goal is Goal.SCHNAPSER:
            if self.tricks_won[seat] and self.schnapser_points() >= TARGET:
                self._schnapser_made()
                return True
            if self.tricks_played >= self._schnapser_limit():
                self._schnapser_short()
                return True
            return False
        if contract.goal is Goal.NORMAL:
            self.phase = Phase.CLAIM
            self._claim_offer = "marriage"
            self._to_move = seat
            return True
        return False

    def _finish_trick(self) -> None:
        trick = self.trick
        winner = self._best_seat
        best = self._best
        assert best is not None
        points = 0
        for c in trick:
            points += POINTS[c.index]
        self.piles[winner].extend(trick)
        self.card_points[winner] += points
        self.tricks_won[winner] += 1
        self.tricks_played += 1
        number = self.tricks_played
        self.events.append(
            {
                "type": "trick",
                "number": number,
                "leader": self.leader,
                "cards": [c.code for c in trick],
                "players": self.trick_seats,
                "winner": winner,
                "points": points,
                "rule": self._rule_codes[best.suit is self.play_trump],
            }
        )
        self.trick = []
        self.trick_seats = []
        self._best = None
        self.leader = winner
        self._to_move = winner
        contract = self.contract
        assert contract is not None
        goal = self._goal
        declarer = self.declarer
        if goal is _NORMAL:
            if number == self.tricks_total:
                self._last_trick(winner)
            elif self._between:
                self._offer_claim_to_other_side(winner)
        elif goal is Goal.SCHNAPSER:
            if winner != declarer:
                self._lost_trick(winner, number)
            elif self.schnapser_points() >= TARGET:
                self._schnapser_made()
            elif number >= self._schnapser_limit():
                self._schnapser_short()
        elif goal is Goal.ALL_TRICKS:
            if winner != declarer:
                self._lost_trick(winner, number)
            elif number == self.tricks_total:
                params = {"contract": contract.name, "tricks": number}
                reason = self._reason("schnapsen.all_tricks_made", params, "contracts")
                self._finish(0, contract.value, reason)
        elif winner == declarer:  # Goal.NO_TRICKS
            params = {"contract": contract.name, "n": number}
            reason = self._reason("schnapsen.bettler_took_trick", params, "contracts")
            self._finish(1, contract.value, reason)
        elif number == self.tricks_total:
            params = {"contract": contract.name, "tricks": number}
            self._finish(
                0, contract.value, self._reason("schnapsen.bettler_made", params, "contracts")
            )

    # -- points ----------------------------------------------------------------------------------

    def side_points(self, side: int) -> int:
        """Card points of a side plus its marriages once it has won a trick (S3 §05, S4)."""
        points = tricks = marriages = 0
        for s in range(self.players):
            if self.side[s] == side:
                points += self.card_points[s]
                tricks += self.tricks_won[s]
                marriages += self.marriage_points[s]
        return points + marriages if tricks else points

    def side_tricks(self, side: int) -> int:
        tricks = 0
        for s in range(self.players):
            if self.side[s] == side:
                tricks += self.tricks_won[s]
        return tricks

    def schnapser_points(self) -> int:
        """The declarer's own card points and, once he has a trick, his own marriages (S3 §05)."""
        d = self.declarer
        assert d is not None
        return self.card_points[d] + (self.marriage_points[d] if self.tricks_won[d] else 0)

    # -- claims (Normal game, S3 §06) -------------------------------------------------------------

    def _offer_claim_to_other_side(self, winner: int) -> None:
        seat = self._next[winner]
        while self.side[seat] == self.side[winner]:
            seat = self._next[seat]
        self.phase = Phase.CLAIM
        self._claim_offer = "between"
        self._to_move = seat

    def _decline_claim(self, seat: int) -> None:
        offer = self._claim_offer
        self._claim_offer = None
        self.phase = Phase.PLAY
        self._to_move = self._next[seat] if offer == "marriage" else self.leader

    def _claim(self, seat: int) -> None:
        side = self.side[seat]
        points = self.side_points(side)
        opp_points = self.side_points(1 - side)
        opp_tricks = self.side_tricks(1 - side)
        own_tricks = self.side_tricks(side)
        correct = points >= TARGET
        self.events.append(
            {
                "type": "claim",
                "player": seat,
                "side": side,
                "points": points,
                "opponent_points": opp_points,
                "opponent_tricks": opp_tricks,
                "correct": correct,
            }
        )
        params: dict[str, Any] = {
            "player": self.role(seat),
            "points": points,
            "opponent_points": opp_points,
        }
        if correct:
            award = normal_award(opp_tricks, opp_points)
            reason = self._reason(f"schnapsen.claim_true_{award}", params, "claim")
            self._finish(side, award, reason)
            return
        rule: FalseClaim = self.options.false_claim
        award = false_claim_award(rule, own_tricks, opp_tricks, opp_points)
        variant = false_claim_variant(rule)
        reason = Reason(
            "schnapsen.claim_false", self.game, section(self.game, "claim"), params, variant
        )
        self._finish(1 - side, award, reason)

    def _last_trick(self, winner: int) -> None:
        params = {"player": self.role(winner), "n": self.tricks_total}
        self._finish(self.side[winner], 1, self._reason("schnapsen.last_trick", params, "claim"))

    # -- early ends ------------------------------------------------------------------------------

    def _lost_trick(self, winner: int, number: int) -> None:
        contract = self.contract
        assert contract is not None and self.declarer is not None
        partner = self.side[winner] == 0
        schnapser = contract.goal is Goal.SCHNAPSER
        code = "schnapsen.schnapser_lost_trick" if schnapser else "schnapsen.all_tricks_lost"
        if partner:
            code += "_partner"
        params = {"contract": contract.name, "n": number, "player": self.role(winner)}
        topic = "schnapser" if schnapser else "contracts"
        self._finish(1, contract.value, self._reason(code, params, topic))

    def _schnapser_made(self) -> None:
        contract = self.contract
        assert contract is not None
        params = {
            "contract": contract.name,
            "points": self.schnapser_points(),
            "tricks": self.tricks_played,
        }
        self._finish(
            0, contract.value, self._reason("schnapsen.schnapser_made", params, "schnapser")
        )

    def _schnapser_short(self) -> None:
        contract = self.contract
        assert contract is not None
        params = {
            "contract": contract.name,
            "points": self.schnapser_points(),
            "limit": self._schnapser_limit(),
        }
        self._finish(
            1, contract.value, self._reason("schnapsen.schnapser_short", params, "schnapser")
        )

    def _reason(self, code: str, params: dict[str, Any], topic: str = "scoring") -> Reason:
        return Reason(code, self.game, section(self.game, topic), params)

    # -- the result ------------------------------------------------------------------------------

    def stake(self, base: int) -> Stake:
        """What an award of `base` is worth as the deal stands: plus the without-talon point,
        times the doubling multiplier."""
        level = self.kontra_level
        doubling = DOUBLING_NAMES[self.game][level - 1] if level else None
        return Stake(base, self._win_bonus(), self.multiplier, doubling)

    def _finish(self, winning_side: int, base: int, reason: Reason) -> None:
        """End the deal: the winning side scores `base` (+ bonus) × multiplier, and the reason
        carries those parts. The result record itself is built on demand by `result()`; the end
        event carries what a log needs."""
        contract = self.contract
        assert contract is not None
        stake = self.stake(base)
        value = stake.value
        reason = replace(reason, params={**reason.params, **stake.params()})
        side = self.side
        game_points = [value if side[s] == winning_side else 0 for s in range(self.players)]
        self._final = (winning_side, value, reason)
        self.phase = Phase.OVER
        self._to_move = None
        self.events.append(
            {
                "type": "end",
                "contract": contract.id,
                "made": winning_side == 0,
                "multiplier": self.multiplier,
                "value": value,
                "game_points": game_points,
                "reason": reason.to_dict(),
            }
        )

    def _build_result(self) -> SchnapsenResult:
        contract = self.contract
        assert contract is not None and self.declarer is not None
        winning_side, value, reason = self._final
        n = self.players
        winners = tuple(s for s in range(n) if self.side[s] == winning_side)
        unplayed = card_points([c for h in self.hands for c in h]) + card_points(self.trick)
        return SchnapsenResult(
            game=self.game,
            contract=contract.id,
            declarer=self.declarer,
            without_talon=self.without_talon,
            multiplier=self.multiplier,
            made=winning_side == 0,
            value=value,
            winners=winners,
            game_points=tuple(value if s in winners else 0 for s in range(n)),
            side_points=(value, 0) if winning_side == 0 else (0, value),
            card_points=tuple(self.card_points),
            marriage_points=tuple(self.marriage_points),
            tricks=tuple(self.tricks_won),
            laid_away_points=card_points(self.laid_away) + card_points(self.talon),
            unplayed_points=unplayed,
            reason=reason,
        )

    # -- explaining illegal actions -------------------------------------------------------------

    def _explain(self, action: Action) -> Reason:
        game = self.game
        phase = self.phase
        seat = self._to_move
        assert seat is not None
        sec = section(game, PHASE_TOPICS[phase])
        if action.kind not in PHASE_KINDS[phase]:
            return Reason(f"schnapsen.expect_{phase.value}", game, sec, {"kind": action.kind})
        reason: Reason | None = None
        if phase is Phase.TRUMP:
            reason = self._trump_why(action)
        elif phase is Phase.AUCTION:
            reason = self._auction_why(seat, action)
        elif phase is Phase.TALON:
            if action.card is None or action.card not in self.hands[seat]:
                sec = section(game, "talon")
                reason = Reason("schnapsen.not_in_hand", game, sec, {"card": action.card})
        elif phase is Phase.PLAY:
            reason = self._play_why(seat, action)
        return reason or Reason("schnapsen.not_allowed", game, sec, {"action": str(action)})

    def _trump_why(self, action: Action) -> Reason | None:
        game = self.game
        sec = section(game, "trump")
        cards = " ".join(c.symbol for c in self.first_three)
        if action.kind == "trump":
            suit = next((s for s in SUITS if action.value == s.value), None)
            if suit is None:
                return Reason("schnapsen.bad_suit", game, sec, {"value": str(action.value)})
            return Reason(
                "schnapsen.trump_not_held", game, sec, {"suit": suit.symbol, "cards": cards}
            )
        if action.kind == "aufschlagen":
            return Reason(
                "schnapsen.bad_blind",
                game,
                sec,
                {"value": str(action.value), "count": self.blind_count},
            )
        if not getattr(self.options, "three_unter_redeal", False):
            return Reason("schnapsen.redeal_off", game, sec, {}, "three_unter_redeal=false")
        return Reason("schnapsen.redeal_needs_unters", game, sec, {"cards": cards})

    def _play_why(self, seat: int, action: Action) -> Reason | None:
        game = self.game
        contract = self.contract
        assert contract is not None
        if action.kind == "claim":
            sec = section(game, "claim")
            if contract.goal is not Goal.NORMAL:
                return Reason("schnapsen.claim_normal_only", game, sec, {"contract": contract.name})
            return Reason("schnapsen.claim_window", game, sec)
        c = action.card
        if c is None:
            return Reason("schnapsen.expect_play", game, section(game, "tricks"), {"kind": "play"})
        hand = self.hands[seat]
        if action.flag:
            return self._marriage_why(seat, c, hand, contract)
        best_is_partners = (
            bool(self.trick)
            and self._best_seat != seat
            and self.side[self._best_seat] == self.side[seat]
        )
        return illegal_reason(
            c,
            hand,
            self.trick,
            self._best,
            self.play_trump,
            self.strength,
            game,
            self.compulsion,
            best_is_partners,
        )

    def _marriage_why(self, seat: int, c: Card, hand: list[Card], contract: Contract) -> Reason:
        game = self.game
        sec = section(game, "marriages")
        if contract.marriages is MarriageRule.NONE:
            return Reason(
                "schnapsen.marriage_not_in_contract", game, sec, {"contract": contract.name}
            )
        if contract.marriages is MarriageRule.DECLARER and seat != self.declarer:
            return Reason(
                "schnapsen.marriage_declarer_only", game, sec, {"contract": contract.name}
            )
        if self.trick:
            return Reason("schnapsen.marriage_when_leading", game, sec, {"card": c})
        if c not in hand:
            return Reason("schnapsen.not_in_hand", game, sec, {"card": c})
        other = MARRIAGE_PARTNER.get(c)
        if other is None:
            return Reason("schnapsen.marriage_not_k_or_q", game, sec, {"card": c})
        return Reason("schnapsen.marriage_needs_pair", game, sec, {"card": c, "other": other})

    # -- copies ----------------------------------------------------------------------------------

    def clone(self) -> SchnapsenDeal:
        copy = object.__new__(type(self))
        state = dict(self.__dict__)
        for key, value in state.items():
            if isinstance(value, list):
                state[key] = [list(v) if isinstance(v, list) else v for v in value]
            elif isinstance(value, (dict, set)):
                state[key] = value.copy()
        state["events"] = [dict(e) for e in self.events]
        state["_legal"] = None
        copy.__dict__.update(state)
        return copy
