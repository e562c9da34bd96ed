"""The part of a Schnapsen deal both games share, as a phase machine.

`SchnapsenDeal` holds the state of a deal and passes each action to the module of its phase:
naming trumps (`schnapsen_trump`), the auction (the games' `bauern_auction`, `dreier_auction`),
the Dreier talon (`dreier_talon`), doubling (`schnapsen_doubling`), the card play with marriages
(`schnapsen_tricks`), claims of 66 (`schnapsen_claims`), the special contracts' goals
(`schnapsen_goals`) and the end of the deal (`schnapsen_end`). Every decision a player makes is an
`Action` in `legal_actions()`, so `play_randomly` plays a whole deal, auction included. The phase
modules see the deal through its public slice, `SchnapsenState` (`state.py`), which lists all
they may read and write; so none of them imports this module.

For search, the play phase can take actions back cheaply (`enable_undo`, `undo`), and names its
position for a transposition table (`state_key`); the other phases take actions back by snapshot.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, ClassVar

from tutorial.games.base import Action, Deal, action_event
from tutorial.games.cards import Card, Suit
from tutorial.games.reasons import Reason, RuleViolation
from tutorial.games.schnapsen import allowed as schnapsen_allowed
from tutorial.games.schnapsen import claims as schnapsen_claims
from tutorial.games.schnapsen import doubling as schnapsen_doubling
from tutorial.games.schnapsen import trump as schnapsen_trump
from tutorial.games.schnapsen.actions import (
    AUFSCHLAGEN,
    CLAIM,
    DISCARD,
    KONTRA,
    MARRIAGE_PLAY,
    NAME_TRUMP,
    NO_CLAIM,
    NO_KONTRA,
    PASS,
    REDEAL,
    bid_action,
)
from tutorial.games.schnapsen.bidding import eligibility, table_index
from tutorial.games.schnapsen.cards import (
    BIT,
    PACK_SET,
    STRENGTH,
    STRICT,
    TARGET,
    Duty,
    RankOrder,
    excluded_mask,
)
from tutorial.games.schnapsen.contracts import Contract, Goal, MarriageRule
from tutorial.games.schnapsen.doubling import DOUBLING_NAMES, doubling_name
from tutorial.games.schnapsen.end import build_result
from tutorial.games.schnapsen.masks import CardSearch, banked
from tutorial.games.schnapsen.phases import PHASE_KINDS, PHASE_TOPICS, Phase
from tutorial.games.schnapsen.scoring import FalseClaim, Final, SchnapsenResult, Stake, stake_value
from tutorial.games.schnapsen.sections import section
from tutorial.games.schnapsen.tricks import play_actions, play_card, play_why, start_play

__all__ = [
    "AUFSCHLAGEN",
    "CLAIM",
    "DISCARD",
    "DOUBLING_NAMES",
    "KONTRA",
    "MARRIAGE_PLAY",
    "NAME_TRUMP",
    "NO_CLAIM",
    "NO_KONTRA",
    "PASS",
    "PHASE_KINDS",
    "REDEAL",
    "Phase",
    "SchnapsenDeal",
    "bid_action",
]

_PLAY = Phase.PLAY
_CLAIM = Phase.CLAIM
_NEXT = {n: tuple((s + 1) % n for s in range(n)) for n in (3, 4)}  # the seat to the left


class SchnapsenDeal(Deal):
    """One deal of a Schnapsen game; subclasses add the deal, the auction and the talon."""

    game: ClassVar[str]
    players: ClassVar[int]
    tricks_total: ClassVar[int]
    blind_count: ClassVar[int]  # the unseen cards F may turn up for trumps
    roles: ClassVar[tuple[str, ...]]  # role letters by distance from the dealer, clockwise

    # -- set-up -------------------------------------------------------------------------------

    def _check_deal(self, deck: list[Card], dealer: int, shuffled: bool) -> None:
        """A deck of each of the 20 cards once (unless it is a shuffle of the pack), a real seat."""
        if not shuffled and (
            len(deck) != 20 or len(set(deck)) != 20 or not PACK_SET.issuperset(deck)
        ):
            raise ValueError("a Schnapsen deck holds each of the 20 cards exactly once")
        if not 0 <= dealer < self.players:
            raise ValueError(f"dealer {dealer} is not a seat 0–{self.players - 1}")

    def _init_state(self, options: Any, dealer: int, table: tuple[Contract, ...]) -> None:
        self.options = options
        self.dealer = dealer
        self.table_rows = table
        index = table_index(table, self.players)
        self.contracts: dict[str, Contract] = index.contracts
        self.rank: dict[str, int] = index.rank
        self.lean_events: list[Any] = []
        self._dicts: list[dict[str, Any]] = []
        self._trail: list[Any] | None = None
        self.redeals = 0

    # Set by the game's dealing, the auction and `bidding.set_contract`; named here for the slice.
    hands: list[list[Card]]
    eligible: list[tuple[Contract, ...]]
    rule_codes: tuple[str, str]

    # What every fresh deal starts with and never changes in place: read from the class until a
    # deal sets its own value, so dealing does not pay for forty attributes it may never touch.
    _legal: list[Action] | None = None
    trump: Suit | None = None
    trump_card: Card | None = None
    contract: Contract | None = None
    goal = Goal.NORMAL
    marriage_rule = MarriageRule.NONE
    claims_between = False
    partner_claims = False
    duties: tuple[Duty, ...] = ()
    declarer: int | None = None
    without_talon = False
    without_talon_bids = False  # whether a contract may be bid without the talon (Dreier)
    play_trump: Suit | None = None
    order = RankOrder.NORMAL
    strength = STRENGTH[RankOrder.NORMAL]
    compulsion = STRICT
    out_seat: int | None = None
    multiplier = 1
    kontra_level = 0
    askers: list[int] | tuple[()] = ()
    ask_index = 0
    pending_steps: list[str] | tuple[()] = ()
    leader: int | None = None
    best_card: Card | None = None
    best_seat = -1
    tricks_played = 0
    claim_offer: str | None = None
    ending: Final | None = None
    outcome: SchnapsenResult | None = None

    def _reset_deal(self) -> None:
        """Everything that a (re)deal starts afresh: the lists a deal fills in place. (A redeal
        happens before trumps are named, when nothing else has been set yet.)"""
        n = self.players
        self.phase = Phase.TRUMP
        self.mover: int | None = self.forehand
        self._legal = None
        self.pairs: list[list[Card]] = [[] for _ in range(n)]
        self.masks: list[int] = [0] * n
        self.side: list[int] = [0] * n
        self.next_seat: list[int] | tuple[int, ...] = _NEXT[n]
        self.table = n
        self.trick: list[Card] = []
        self.trick_seats: list[int] = []
        self.tricks_won: list[int] = [0] * n
        self.card_points: list[int] = [0] * n
        self.piles: list[list[Card]] = [[] for _ in range(n)]
        self.marriage_points: list[int] = [0] * n
        self.marriages: list[tuple[int, Suit, int]] = []
        self.talon: list[Card] = []
        self.laid_away: list[Card] = []

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
        return self.mover

    def is_over(self) -> bool:
        return self.mover is None

    def result(self) -> SchnapsenResult:
        """The finished deal's result (built once, on first request)."""
        if self.mover is not None:
            raise ValueError("the deal is not over yet")
        if self.outcome is None:
            self.outcome = build_result(self)
        return self.outcome

    def options_dict(self) -> dict[str, Any]:
        return self.options.to_dict()

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal[:]

    def _compute_legal(self) -> list[Action]:
        phase = self.phase
        if phase is _PLAY:
            return play_actions(self)
        if phase is _CLAIM:
            return schnapsen_claims.claim_actions(self)
        if phase is Phase.DOUBLING:
            return schnapsen_doubling.doubling_actions(self)
        if phase is Phase.TRUMP:
            return schnapsen_trump.trump_actions(self)
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
            if action in legal:  # an equal action built elsewhere: use the shared one
                action = legal[legal.index(action)]
            else:
                reason = self.why_illegal(action) or Reason(
                    "schnapsen.not_allowed", self.game, "01"
                )
                raise RuleViolation(reason, f"{action} is illegal now: {reason.code}")
        seat = self.mover
        assert seat is not None
        if self._trail is not None:
            self._trail.append(self._undo_record(seat, legal, action))
        self._legal = None
        self.lean_events.append((action_event, seat, action))
        phase = self.phase
        if phase is _PLAY:
            if action.card is not None:
                play_card(self, seat, action)
            else:
                schnapsen_claims.claim(self, seat)
        elif phase is _CLAIM:
            if action.kind == "claim":
                schnapsen_claims.claim(self, seat)
            else:
                schnapsen_claims.decline(self, seat)
        elif phase is Phase.DOUBLING:
            schnapsen_doubling.apply_doubling(self, seat, action)
        elif phase is Phase.TRUMP:
            schnapsen_trump.apply_trump(self, seat, action)
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

    def why_allowed(self, action: Action) -> Reason | None:
        """The rule that lets the player to move take `action` now, with this position's facts;
        None if it is not allowed (`why_illegal` names the rule it breaks)."""
        return schnapsen_allowed.why_allowed(self, action)

    def _explain(self, action: Action) -> Reason:
        """The rule an illegal action breaks, asked of its phase's module."""
        game = self.game
        phase = self.phase
        seat = self.mover
        assert seat is not None
        sec = section(game, PHASE_TOPICS[phase])
        if action.kind not in PHASE_KINDS[phase]:
            if action.kind in PHASE_KINDS[Phase.DOUBLING]:
                late = schnapsen_doubling.too_late(self, action)
                if late is not None:
                    return late
            return Reason(f"schnapsen.expect_{phase.value}", game, sec, {"kind": action.kind})
        reason: Reason | None = None
        if phase is Phase.TRUMP:
            reason = schnapsen_trump.trump_why(self, action)
        elif phase is Phase.AUCTION:
            reason = self._auction_why(seat, action)
        elif phase is Phase.TALON:
            reason = self._talon_why(seat, action)
        elif phase is _PLAY:
            reason = play_why(self, seat, action)
        return reason or Reason("schnapsen.not_allowed", game, sec, {"action": str(action)})

    # -- hooks for the game modules ---------------------------------------------------------------

    def redeal_actions(self) -> list[Action]:
        return []

    def redeal(self) -> None:
        raise NotImplementedError

    def start_auction(self) -> None:
        raise NotImplementedError

    def _auction_actions(self) -> list[Action]:
        raise NotImplementedError

    def _auction_apply(self, seat: int, action: Action) -> None:
        raise NotImplementedError

    def _auction_why(self, seat: int, action: Action) -> Reason | None:
        raise NotImplementedError

    def bid_standing(self, seat: int, row: Contract) -> tuple[Reason, str | None]:
        """How an allowed bid stands to the bids before it, and the variant that says so."""
        raise NotImplementedError

    def side_for(self, seat: int, declarer: int) -> int:
        """0 for the declaring side, 1 for the defenders."""
        raise NotImplementedError

    def sitting_out(self, row: Contract, declarer: int) -> int | None:
        return None

    def _talon_actions(self) -> list[Action]:
        return []

    def _talon_apply(self, seat: int, action: Action) -> None:
        raise NotImplementedError

    def _talon_why(self, seat: int, action: Action) -> Reason | None:
        return None

    def _start_step(self, step: str) -> bool:
        """Start a game-specific step after the auction; False if there is nothing to do."""
        return False

    def win_bonus(self) -> int:
        return 0

    def schnapser_limit(self) -> int:
        assert self.contract is not None
        return self.contract.trick_limit

    # -- from the auction to the first lead -------------------------------------------------------

    def eligibility(self, seat: int, row: Contract) -> Reason | None:
        """None if `seat` may bid `row`, else the column of the table that forbids it."""
        return eligibility(self, seat, row)

    def next_step(self) -> None:
        """Run the steps between the auction and the first lead, then start the play."""
        while self.pending_steps:
            step = self.pending_steps.pop(0)
            if step == "doubling":
                schnapsen_doubling.start_doubling(self)
                return
            if self._start_step(step):
                return
        start_play(self)

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

    def stake(self, base: int) -> Stake:
        """What an award of `base` is worth as the deal stands: plus the without-talon point,
        times the doubling multiplier."""
        doubling = doubling_name(self.game, self.kontra_level)
        return Stake(base, self.win_bonus(), self.multiplier, doubling)

    # -- search support --------------------------------------------------------------------------

    def side_of(self, seat: int) -> int | None:
        """0 for the declarer's side, 1 for the defenders; None before the contract is fixed."""
        return self.side[seat] if self.contract is not None else None

    def payoff(self, seat: int) -> int:
        """The deal's game points from `seat`'s side: +value if its side won, −value if not."""
        final = self.ending
        if final is None:
            raise ValueError("the deal is not over yet")
        return final.value if self.side[seat] == final.winning_side else -final.value

    def excluded_by(self, action: Action) -> int:
        """Following to a trick: the duties he did not meet tell which cards he has not got."""
        if self.phase is not _PLAY or not self.trick or action.card is None:
            return 0
        best = self.best_card
        assert best is not None
        duty = self.duties[(self.trick[0].index >> 3) * 32 + best.index]
        return excluded_mask(action.card, duty)

    def letter_only(self, action: Action) -> bool:
        """A false claim under the card's literal rule (`false_claim = as_if_true`): it concedes
        only what the claim would have fetched, at times less than playing on; most tables make
        it pay 2 or 3 (`two_or_three`), so a strong player claims only with 66 (S3 §06)."""
        if action.kind != "claim" or self.options.false_claim is not FalseClaim.AS_IF_TRUE:
            return False
        seat = self.mover
        return seat is not None and self.side_points(self.side[seat]) < TARGET

    def payoff_bound(self) -> int | None:
        """In the card play: the contract's value (a claim in the Normal game: at most 3), plus
        the without-talon point, times the stake. Before it, unknown (the stake may still grow)."""
        contract = self.contract
        if contract is None or (self.phase is not _PLAY and self.phase is not _CLAIM):
            return None
        award = 3 if contract.goal is Goal.NORMAL else contract.value
        return (award + self.win_bonus()) * self.multiplier

    def payoff_range(self, seat: int) -> tuple[int, int] | None:
        """In the card play: the least and the most `seat`'s side can still score from here. In
        the Normal game each side's best is `claims.best_award` of what is banked now (the side
        that loses it never had to claim); in the other goals the contract's value either way.
        Before the card play, None (as `payoff_bound`)."""
        bound = self.payoff_bound()
        if bound is None:
            return None
        if self.goal is not Goal.NORMAL:
            return (-bound, bound)
        side = self.side[seat]
        bonus, multiplier = self.win_bonus(), self.multiplier
        own = stake_value(schnapsen_claims.best_award(self, side), bonus, multiplier)
        theirs = stake_value(schnapsen_claims.best_award(self, 1 - side), bonus, multiplier)
        return (-theirs, own)

    def state_key(self) -> Hashable | None:
        """In the card play: the hands, the trick, who leads and moves, the stake's multiplier (a
        search from the doubling reaches the same cards at different stakes), and what is banked
        as far as the contract's goal can still use it: in the Normal game each side's card
        points, tricks and marriages; in the Schnapser family the declarer's points and
        marriages; nothing in the Gang and Bettler families, where a deal still running means the
        declarer's goal holds so far. Earlier phases are not cached."""
        phase = self.phase
        if phase is not _PLAY and phase is not _CLAIM:
            return None
        mask_banked = banked(self.goal, self.side, self.declarer, self.card_points,
                             self.tricks_won, self.marriage_points, self.marriages)  # fmt: skip
        return (
            self.mover,
            self.claim_offer,
            tuple(self.masks),
            tuple(self.trick),
            self.leader,
            mask_banked,
            self.multiplier,
        )

    def fast_search(self, seat: int, max_nodes: int | None, fair: bool) -> CardSearch | None:
        """In the card play (claims included), the search on bit masks (`schnapsen_masks`)."""
        if self.contract is None or (self.phase is not _PLAY and self.phase is not _CLAIM):
            return None
        return CardSearch(self, seat, max_nodes, fair)

    def enable_undo(self) -> None:
        if self._trail is None:
            self._trail = []

    def _undo_record(self, seat: int, legal: list[Action], action: Action) -> tuple[Any, ...]:
        """What `undo` needs to take `action` back: little for a card that leaves the trick open,
        the counters too for anything else of the play phase, a snapshot in the other phases."""
        phase = self.phase
        c = action.card
        if (
            phase is _PLAY
            and c is not None
            and not action.flag
            and len(self.trick) + 1 < self.table
        ):
            pairs = self.pairs[seat]
            return (1, seat, self.hands[seat].index(c), c, pairs[:] if pairs else None,
                    self.best_card, self.best_seat, len(self.lean_events), legal)  # fmt: skip
        if phase is _PLAY or phase is _CLAIM:
            return (
                2,
                phase,
                seat,
                self.hands[seat][:],
                self.masks[seat],
                self.pairs[seat][:],
                self.trick,
                len(self.trick),
                self.trick_seats,
                self.best_card,
                self.best_seat,
                self.leader,
                self.tricks_played,
                self.claim_offer,
                self.card_points[:],
                self.tricks_won[:],
                self.marriage_points[:],
                len(self.marriages),
                tuple(map(len, self.piles)),
                len(self.lean_events),
                legal,
            )
        return (0, len(self.lean_events), self._snapshot())

    def undo(self) -> None:
        trail = self._trail
        if not trail:
            raise ValueError("nothing to take back (call enable_undo before applying)")
        record = trail.pop()
        kind = record[0]
        if kind == 1:  # a card that left the trick open
            _, seat, i, c, pairs, self.best_card, self.best_seat, length, self._legal = record
            self.mover = seat
            self.hands[seat].insert(i, c)
            self.masks[seat] ^= BIT[c.index]
            if pairs is not None:
                self.pairs[seat] = pairs
            self.trick.pop()
            self.trick_seats.pop()
            del self.lean_events[length:]
            del self._dicts[length:]
            return
        if kind == 0:
            _, length, state = record
            log, dicts = self.lean_events, self._dicts
            self.__dict__.clear()
            self.__dict__.update(state)
            self.lean_events, self._dicts, self._trail = log, dicts, trail
            self._truncate_log(length)
            return
        (_, self.phase, seat, hand, mask, pairs, trick, n, seats, self.best_card, self.best_seat,
         self.leader, self.tricks_played, self.claim_offer, self.card_points, self.tricks_won,
         self.marriage_points, marriages, piles, length, self._legal) = record  # fmt: skip
        self.mover = seat
        self.hands[seat] = hand
        self.masks[seat] = mask
        self.pairs[seat] = pairs
        # Fresh lists: a finished trick's event (perhaps in a clone's log) still holds the old.
        self.trick = trick[:n]
        self.trick_seats = seats[:n]
        del self.marriages[marriages:]
        for pile, size in zip(self.piles, piles, strict=True):
            del pile[size:]
        if self.ending is not None:
            del self.ending  # back to the class default: not over
            self.outcome = None
        self._truncate_log(length)

    def _snapshot(self) -> dict[str, Any]:
        """Everything but the event log and the undo trail, copied deep enough to restore."""
        state = {}
        for key, value in self.__dict__.items():
            if key in ("lean_events", "_dicts", "_trail"):
                continue
            if isinstance(value, list):
                value = [list(v) if isinstance(v, list) else v for v in value]
            elif isinstance(value, (dict, set)):
                value = value.copy()
            state[key] = value
        return state

    def clone(self) -> SchnapsenDeal:
        """An independent copy (without the undo trail)."""
        copy = object.__new__(type(self))
        state = self._snapshot()
        state["lean_events"] = list(self.lean_events)
        state["_dicts"] = []
        state["_trail"] = None
        state["_legal"] = None
        copy.__dict__.update(state)
        return copy
