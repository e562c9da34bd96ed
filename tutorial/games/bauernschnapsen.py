"""Bauernschnapsen: four players in two fixed pairs, 20 cards, an auction of contracts.

Rules follow the seed card S3 (cited as `bauernschnapsen §NN`), its contract table as rebuilt in
digest §2.4, and the defaults of DECISIONS.md; the other published rules are options. Seats are
absolute (0–3, clockwise); in each deal D is the dealer, F the player on his left, M the dealer's
partner and R F's partner, so F+R play against M+D.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from tutorial.cards import Card
from tutorial.games.base import Action
from tutorial.games.schnapsen_cards import PACK_SET
from tutorial.games.schnapsen_contracts import (
    BAUERN_DEFAULT_ON,
    BAUERN_ROWS,
    Contract,
    bauern_table,
)
from tutorial.games.schnapsen_options import (
    ClaimWindow,
    CutRule,
    Overtake,
    ScoreDirection,
    TableOptions,
    TrumpDuty,
)
from tutorial.games.schnapsen_play import PASS, Phase, SchnapsenDeal, bid_action
from tutorial.games.schnapsen_rules import SchnapsenRules
from tutorial.games.schnapsen_scoring import FalseClaim
from tutorial.games.schnapsen_sections import BAUERN, section
from tutorial.reasons import Reason

GAME = BAUERN
ROLES = ("D", "F", "M", "R")
HAND_SIZE = 5


class Packets(StrEnum):
    """How the cards are dealt after a cut."""

    THREE_TWO = "3+2"  # S3 §02, Pagat: a packet of 3, then of 2
    ONE_BY_ONE = "1x5"  # online-kartenspiele: single cards in 5 rounds


class ContractOrder(StrEnum):
    """Which of the two 12-point contracts ranks higher (digest §2.4, ambiguity §2.11-1)."""

    STANDARD = "standard"  # W-en/luschentreff: Bauernschnapser < Kontraschnapser
    HARBOUR = "harbour"  # harbour-snapszer: Kontraschnapser < Bauernschnapser


class BidderRule(StrEnum):
    """Who may bid Schnapser or Bauernschnapser (ambiguity §2.11-2)."""

    SIDE_F = "side_f"  # F or his partner R (harbour, luschentreff)
    F_ONLY = "f_only"  # Schnaps2gether


class SitOut(StrEnum):
    """In which contracts the declarer's partner sits out (ambiguity §2.11-3)."""

    BETTLER = "bettler"  # S3 §04
    BETTLER_GANG_ZEHNERGANG = "bettler_gang_zehnergang"  # harbour-snapszer


@dataclass(frozen=True)
class BauernOptions(TableOptions):
    """Rule options; every default is DECISIONS.md's choice."""

    cut: CutRule = CutRule.RANDOM
    deal_after_cut: Packets = Packets.THREE_TWO
    contract_order: ContractOrder = ContractOrder.STANDARD
    ass_bettler: bool = False
    assenbettler: bool = False
    plauderer: bool = False
    farbenringerl: bool = False
    trumpfringerl: bool = False
    schnapser_bidders: BidderRule = BidderRule.SIDE_F
    bauernschnapser_bidders: BidderRule = BidderRule.SIDE_F
    partner_sits_out: SitOut = SitOut.BETTLER
    must_overtake: Overtake = Overtake.ALWAYS
    must_trump: TrumpDuty = TrumpDuty.ALWAYS
    claim_window: ClaimWindow = ClaimWindow.OWN_TRICK_OR_MARRIAGE
    false_claim: FalseClaim = FalseClaim.AS_IF_TRUE
    bettler_value: int = 4
    farbenringerl_value: int = 18
    plauderer_value: int = 7
    ringerl_auto_win: bool = True
    target: int = 24
    score_direction: ScoreDirection = ScoreDirection.UP
    retourschneider: bool = False

    def table(self) -> tuple[Contract, ...]:
        """The contract table these options give, in auction order."""
        extra = {name for name in ("ass_bettler", "assenbettler", "plauderer",
                                   "farbenringerl", "trumpfringerl") if getattr(self, name)}  # fmt: skip
        return bauern_table(
            BAUERN_DEFAULT_ON | extra,
            harbour_order=self.contract_order is ContractOrder.HARBOUR,
            schnapser_f_only=self.schnapser_bidders is BidderRule.F_ONLY,
            bauernschnapser_f_only=self.bauernschnapser_bidders is BidderRule.F_ONLY,
            gang_sits_out=self.partner_sits_out is SitOut.BETTLER_GANG_ZEHNERGANG,
            bettler_value=self.bettler_value,
            farbenringerl_value=self.farbenringerl_value,
            plauderer_value=self.plauderer_value,
            ringerl_auto_win=self.ringerl_auto_win,
        )


RANGES = {
    "bettler_value": (4, 5),
    "farbenringerl_value": (16, 18),
    "plauderer_value": (7, 8),
    "target": (1, 100),
}
DEFAULT_OPTIONS = BauernOptions()


def deal_hands(
    deck: list[Card], dealer: int, cut: int | None, packets: Packets
) -> list[list[Card]]:
    """Hands in the order each player received his cards (S3 §02): F's first three come first."""
    order = [(dealer + 1 + i) % 4 for i in range(4)]
    hands: list[list[Card]] = [[] for _ in range(4)]
    if cut is None:  # knock: five at once, F's first three kept apart until trumps are named
        for i, seat in enumerate(order):
            hands[seat] = deck[5 * i : 5 * i + 5]
    elif packets is Packets.THREE_TWO:
        position = 0
        for size in (3, 2):
            for seat in order:
                hands[seat].extend(deck[position : position + size])
                position += size
    else:
        for r in range(HAND_SIZE):
            for i, seat in enumerate(order):
                hands[seat].append(deck[4 * r + i])
    return hands


class BauernDeal(SchnapsenDeal):
    """One deal of Bauernschnapsen, from the cut to the result."""

    game = GAME
    players = 4
    tricks_total = 5
    blind_count = 2
    roles = ROLES

    def __init__(self, options: BauernOptions, dealer: int, deck: list[Card], cut: int | None):
        if len(deck) != 20 or len(set(deck)) != 20 or not PACK_SET.issuperset(deck):
            raise ValueError("a Schnapsen deck holds each of the 20 cards exactly once")
        if not 0 <= dealer < 4:
            raise ValueError(f"dealer {dealer} is not a seat 0–3")
        self._init_state(options, dealer, options.contract_table)
        self._reset_deal()
        self.deck = list(deck)
        self.cut = cut
        self.hands: list[list[Card]] = deal_hands(self.deck, dealer, cut, options.deal_after_cut)
        self.high: Contract | None = None
        self.holder: int | None = None
        self.passed: set[int] = set()
        self.events.append(
            {
                "type": "deal",
                "dealer": dealer,
                "cutter": (dealer + 3) % 4,
                "cut": cut,
                "knock": cut is None,
                "deck": [c.code for c in self.deck],
                "hands": [[c.code for c in h] for h in self.hands],
            }
        )

    # -- sides -----------------------------------------------------------------------------------

    def _side_of(self, seat: int, declarer: int) -> int:
        return (seat - declarer) % 2

    def _sitting_out(self, row: Contract, declarer: int) -> int | None:
        return (declarer + 2) % 4 if row.sits_out else None

    def partner(self, seat: int) -> int:
        return (seat + 2) % 4

    # -- the auction (S3 §03, digest §2.5) ------------------------------------------------------

    def high_contract(self) -> str | None:
        """The contract bid highest so far (None before F's opening)."""
        return self.high.id if self.high is not None else None

    def _start_auction(self) -> None:
        self.phase = Phase.AUCTION
        self._eligible = self._eligible_rows()
        self._to_move = self.forehand

    def _bid_problem(self, seat: int, row: Contract) -> Reason | None:
        """None if `seat` may bid `row` now: eligible, and higher, or an equal bid he may hold."""
        reason = self.eligibility(seat, row)
        if reason is not None or self.high is None:
            return reason
        sec = section(GAME, "bidding")
        if self.rank[row.id] > self.rank[self.high.id]:
            return None
        assert self.holder is not None
        if row is self.high:
            if self.priority(seat) < self.priority(self.holder):
                return None
            params = {"contract": row.name, "holder": self.role(self.holder)}
            return Reason("schnapsen.bid_cannot_hold", GAME, sec, params)
        return Reason(
            "schnapsen.bid_too_low", GAME, sec, {"contract": row.name, "high": self.high.name}
        )

    def _auction_actions(self) -> list[Action]:
        seat = self._to_move
        assert seat is not None
        high = self.high
        if high is None:  # F's opening: any contract he may bid, no pass
            return [bid_action(row.id) for row in self._eligible[seat]]
        acts = [PASS]
        rank = self.rank
        floor = rank[high.id]
        assert self.holder is not None
        may_hold = self.priority(seat) < self.priority(self.holder)
        for row in self._eligible[seat]:
            if rank[row.id] > floor or (may_hold and row is high):
                acts.append(bid_action(row.id))
        return acts

    def _auction_why(self, seat: int, action: Action) -> Reason | None:
        sec = section(GAME, "bidding")
        if action.kind == "pass":
            return Reason("schnapsen.f_cannot_pass_first", GAME, sec)
        if action.flag:
            return Reason("schnapsen.no_talon_here", GAME, sec)
        row = self.contracts.get(str(action.value))
        if row is None:
            if any(r.id == action.value for r in BAUERN_ROWS):
                return Reason("schnapsen.contract_off", GAME, sec, {"contract": str(action.value)})
            known = ", ".join(self.contracts)
            return Reason(
                "schnapsen.unknown_contract",
                GAME,
                sec,
                {"value": str(action.value), "known": known},
            )
        return self._bid_problem(seat, row)

    def _auction_apply(self, seat: int, action: Action) -> None:
        if action.kind == "pass":
            self.passed.add(seat)
        else:
            row = self.contracts[str(action.value)]
            hold = self.high is row
            self.high, self.holder = row, seat
            self.events.append({"type": "bid", "player": seat, "contract": row.id, "hold": hold})
        if len(self.passed) == 3:
            assert self.high is not None and self.holder is not None
            self._set_contract(self.high, self.holder, False)
            if self.high.auto_win:
                params = {"contract": self.high.name, "player": self.role(self.holder)}
                reason = Reason("schnapsen.ringerl_shown", GAME, section(GAME, "contracts"), params)
                self._finish(0, self.high.value, reason)
                return
            self._pending = ["doubling"]
            self._next_step()
            return
        nxt = (seat + 1) % 4
        while nxt in self.passed or nxt == self.holder:
            nxt = (nxt + 1) % 4
        self._to_move = nxt


class BauernRules(SchnapsenRules):
    """Bauernschnapsen behind the shared game API."""

    name = GAME
    players = 4
    title = "Bauernschnapsen"
    deal_class = BauernDeal
    options_class = BauernOptions
    default_options = DEFAULT_OPTIONS
    ranges = RANGES


RULES = BauernRules()
