"""Bauernschnapsen: four players in two fixed pairs, 20 cards, an auction of contracts.

Rules follow the seed card S3 (cited as `bauernschnapsen §NN`), its contract table as rebuilt in
digest §2.4, and the defaults of DECISIONS.md; the other published rules are options. Seats are
absolute (0–3, clockwise); in each deal D is the dealer, F the player on his left, M the dealer's
partner and R F's partner, so F+R play against M+D.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from tutorial.games.base import Action
from tutorial.games.bauernschnapsen import auction as bauern_auction
from tutorial.games.cards import Card
from tutorial.games.reasons import Reason
from tutorial.games.schnapsen.contracts import (
    BAUERN_DEFAULT_ON,
    Contract,
    bauern_table,
)
from tutorial.games.schnapsen.deal import SchnapsenDeal
from tutorial.games.schnapsen.options import (
    ClaimWindow,
    CutRule,
    Overtake,
    SchnapserMade,
    ScoreDirection,
    TableOptions,
    TrumpDuty,
)
from tutorial.games.schnapsen.rules import SchnapsenRules
from tutorial.games.schnapsen.scoring import FalseClaim
from tutorial.games.schnapsen.sections import BAUERN

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
    partner_claims: bool = False  # S3 §06 names "your own trick"; variant: the partner too
    schnapser_made: SchnapserMade = SchnapserMade.AFTER_LIMIT  # S3 §06: the first 3 tricks
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
    hands: list[list[Card]] = [[], [], [], []]
    for i in range(4):
        seat = (dealer + 1 + i) % 4
        if cut is None:  # knock: five at once, F's first three kept apart until trumps are named
            hands[seat] = deck[5 * i : 5 * i + 5]
        elif packets is Packets.THREE_TWO:  # a packet of 3 to each, then one of 2
            hands[seat] = deck[3 * i : 3 * i + 3] + deck[12 + 2 * i : 14 + 2 * i]
        else:  # one card at a time, five rounds
            hands[seat] = deck[i::4]
    return hands


def _deal_event(dealer: int, cut: int | None, deck: list[Card], packets: Packets) -> dict[str, Any]:
    return {
        "type": "deal",
        "dealer": dealer,
        "cutter": (dealer + 3) % 4,
        "cut": cut,
        "knock": cut is None,
        "deck": [c.code for c in deck],
        "hands": [[c.code for c in h] for h in deal_hands(deck, dealer, cut, packets)],
    }


class BauernDeal(SchnapsenDeal):
    """One deal of Bauernschnapsen, from the cut to the result."""

    game = GAME
    players = 4
    tricks_total = 5
    blind_count = 2
    roles = ROLES
    bid_actions: list[list[Action]]  # set when the auction opens
    bid_ranks: list[list[int]]

    def __init__(
        self,
        options: BauernOptions,
        dealer: int,
        deck: list[Card],
        cut: int | None,
        shuffled: bool = False,
    ):
        """`shuffled`: the deck is a shuffle of the pack (from `new_deal`), no need to check it."""
        self._check_deal(deck, dealer, shuffled)
        self._init_state(options, dealer, options.contract_table)
        self._reset_deal()
        self.deck = list(deck)
        self.cut = cut
        self.hands: list[list[Card]] = deal_hands(self.deck, dealer, cut, options.deal_after_cut)
        self.high: Contract | None = None
        self.holder: int | None = None
        self.passed: set[int] = set()
        self.lean_events.append((_deal_event, dealer, cut, self.deck, options.deal_after_cut))

    # -- sides -----------------------------------------------------------------------------------

    def side_for(self, seat: int, declarer: int) -> int:
        return (seat - declarer) % 2

    def sitting_out(self, row: Contract, declarer: int) -> int | None:
        return (declarer + 2) % 4 if row.sits_out else None

    def partner(self, seat: int) -> int:
        return (seat + 2) % 4

    # -- the auction: `bauern_auction` --------------------------------------------------------

    def high_contract(self) -> str | None:
        """The contract bid highest so far (None before F's opening)."""
        return bauern_auction.high_contract(self)

    def start_auction(self) -> None:
        bauern_auction.start(self)

    def _auction_actions(self) -> list[Action]:
        return bauern_auction.actions(self)

    def _auction_why(self, seat: int, action: Action) -> Reason | None:
        return bauern_auction.why(self, seat, action)

    def _auction_apply(self, seat: int, action: Action) -> None:
        bauern_auction.apply(self, seat, action)

    def bid_standing(self, seat: int, row: Contract) -> tuple[Reason, str | None]:
        return bauern_auction.standing(self, seat, row), None


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
