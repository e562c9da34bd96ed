"""Dreierschnapsen: three players, a soloist against two, 6 cards each and a talon of 2.

Rules follow the seed S4 (the translated Wikipedia article; its headings are cited as
`dreierschnapsen §Dealing` etc.), its contract table (digest §3.5) and the defaults of DECISIONS.md;
the regional rules are options. Seats are absolute (0–2, clockwise); in each deal D is the dealer,
F (the caller) sits on his left and M on his right.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from tutorial.games.base import Action
from tutorial.games.cards import Card, Rank
from tutorial.games.dreierschnapsen import auction as dreier_auction
from tutorial.games.dreierschnapsen import talon as dreier_talon
from tutorial.games.reasons import Reason
from tutorial.games.schnapsen.actions import REDEAL
from tutorial.games.schnapsen.contracts import DREIER_DEFAULT_ON, Contract, dreier_table
from tutorial.games.schnapsen.deal import SchnapsenDeal
from tutorial.games.schnapsen.options import (
    ClaimWindow,
    CutRule,
    RetourFrom,
    SchnapserMade,
    ScoreDirection,
    TableOptions,
    choose_cut,
)
from tutorial.games.schnapsen.rules import SchnapsenRules
from tutorial.games.schnapsen.scoring import FalseClaim
from tutorial.games.schnapsen.sections import DREIER

GAME = DREIER
ROLES = ("D", "F", "M")
HAND_SIZE = 6
TALON_SIZE = dreier_talon.TALON_SIZE


class Bidding(StrEnum):
    """How the auction runs (S4 "Bidding")."""

    SINGLE_ROUND = "single_round"  # each says a bid or passes once; the highest bid plays
    CALLER_FIRST = "caller_first"  # regional: F announces or passes; then M, D may bid; F may raise


class GangTie(StrEnum):
    """Which plays when Gang (9) and Zehnergang (10) are both bid (S4 "Zehnergang", rules 1/2)."""

    ZEHNERGANG = "zehnergang"  # by value (regional rule 2)
    GANG = "gang"  # regional rule 1


class SchnapserLimit(StrEnum):
    """How to read "within 4 tricks (3 with a 20, 2 with a 40)" (ambiguity §3.10-2)."""

    OUTCOME = "outcome"  # 66 by trick 4 (Kontraschnapser 3), every trick won by the declarer
    STRICT = "strict"  # a declared 20 shortens the limit by 1, a 40 by 2


class SpritzenWindow(StrEnum):
    """When the defenders may double (S4 "Flecken"; the timing is not stated)."""

    AFTER_TALON = "after_talon"  # as harbour-snapszer
    BEFORE_TALON = "before_talon"


@dataclass(frozen=True)
class DreierOptions(TableOptions):
    """Rule options; every default is DECISIONS.md's choice."""

    cut: CutRule = CutRule.RANDOM
    three_unter_redeal: bool = True
    bidding: Bidding = Bidding.SINGLE_ROUND
    bettler_trumps: bool = True
    zehnergang: bool = True
    assenbettler: bool = False
    ass_bettler: bool = False
    plauderer: bool = False
    bauernloch: bool = False
    plauderer_value: int = 7
    gang_vs_zehnergang: GangTie = GangTie.ZEHNERGANG
    schnapser_limit: SchnapserLimit = SchnapserLimit.OUTCOME
    kontraschnapser_limit: int = 3  # S4's text: the first 3 tricks; its table: 4
    schnapser_made: SchnapserMade = SchnapserMade.AT_TARGET  # S4's table: "2 with a 40"
    without_talon_bonus: bool = True
    spritzen_window: SpritzenWindow = SpritzenWindow.AFTER_TALON
    claim_window: ClaimWindow = ClaimWindow.OWN_TRICK_OR_MARRIAGE
    false_claim: FalseClaim = FalseClaim.AS_IF_TRUE
    target: int = 24
    score_direction: ScoreDirection = ScoreDirection.UP
    retourschneider: bool = True
    retourschneider_from: RetourFrom = RetourFrom.LAST_DEAL

    def table(self) -> tuple[Contract, ...]:
        """The contract table these options give, in S4's order."""
        enabled = set(DREIER_DEFAULT_ON)
        for name in ("zehnergang", "assenbettler", "ass_bettler", "plauderer", "bauernloch"):
            if getattr(self, name):
                enabled.add(name)
            else:
                enabled.discard(name)
        return dreier_table(
            frozenset(enabled),
            bettler_trumps=self.bettler_trumps,
            plauderer_value=self.plauderer_value,
            kontraschnapser_limit=self.kontraschnapser_limit,
        )


WITHOUT_TALON_BONUS = 1  # a declarer who plays without the talon scores 1 more (S4)
RANGES = {"plauderer_value": (7, 8), "target": (1, 100), "kontraschnapser_limit": (3, 4)}
DEFAULT_OPTIONS = DreierOptions()


def deal_hands(
    deck: list[Card], dealer: int, cut: int | None
) -> tuple[list[list[Card]], list[Card]]:
    """Hands (in the order received) and talon (S4 "Dealing"): after a cut 3 each from F, 2 to the
    talon, 3 each; after a knock the talon first, then 6 each, F's first packet of 3 first."""
    order = [(dealer + 1 + i) % 3 for i in range(3)]
    hands: list[list[Card]] = [[] for _ in range(3)]
    if cut is None:
        talon = deck[:TALON_SIZE]
        for i, seat in enumerate(order):
            hands[seat] = deck[TALON_SIZE + 6 * i : TALON_SIZE + 6 * i + 6]
        return hands, talon
    for i, seat in enumerate(order):
        hands[seat] = deck[3 * i : 3 * i + 3]
    talon = deck[9:11]
    for i, seat in enumerate(order):
        hands[seat].extend(deck[11 + 3 * i : 14 + 3 * i])
    return hands, talon


def redeal_deck(deck: list[Card], cut_rule: CutRule) -> tuple[list[Card], int | None]:
    """The reshuffled deck after F's three-Unter redeal; derived from the old deck so a saved log
    replays without knowing the seed."""
    rng = random.Random("dreierschnapsen-redeal:" + ",".join(c.code for c in deck))
    new = list(deck)
    rng.shuffle(new)
    cut = choose_cut(rng, cut_rule, len(new))
    if cut is not None:
        new = new[cut:] + new[:cut]
    return new, cut


def _deal_event(
    dealer: int, cut: int | None, deck: list[Card], hands: list[list[Card]], talon: list[Card]
) -> dict[str, Any]:
    return {
        "type": "deal",
        "dealer": dealer,
        "cutter": (dealer + 2) % 3,
        "cut": cut,
        "knock": cut is None,
        "deck": [c.code for c in deck],
        "hands": [[c.code for c in h] for h in hands],
        "talon": [c.code for c in talon],
    }


def _redeal_event(player: int) -> dict[str, Any]:
    return {"type": "redeal", "player": player}


class DreierDeal(SchnapsenDeal):
    """One deal of Dreierschnapsen, from the cut to the result."""

    game = GAME
    players = 3
    tricks_total = 6
    blind_count = 3
    roles = ROLES
    without_talon_bids = True
    open_bids: list[list[Action]]  # set when the auction opens

    def __init__(
        self,
        options: DreierOptions,
        dealer: int,
        deck: list[Card],
        cut: int | None,
        shuffled: bool = False,
    ):
        """`shuffled`: the deck is a shuffle of the pack (from `new_deal`), no need to check it."""
        self._check_deal(deck, dealer, shuffled)
        self._init_state(options, dealer, options.contract_table)
        self.caller_first = options.bidding is Bidding.CALLER_FIRST
        self.gang_over_zehnergang = options.gang_vs_zehnergang is GangTie.GANG
        self.spritzen_first = options.spritzen_window is SpritzenWindow.BEFORE_TALON
        self._deal(list(deck), cut)

    def _deal(self, deck: list[Card], cut: int | None) -> None:
        self._reset_deal()
        self.deck = deck
        self.cut = cut
        self.hands, self.talon = deal_hands(deck, self.dealer, cut)
        self.talon_cards: list[Card] = list(self.talon)
        self.bids: dict[int, tuple[Contract, bool] | None] = {}
        self.auction_stage = 0
        # The hands as dealt are rebuilt from the deck when the event is read.
        self.lean_events.append((_dealt, self.dealer, cut, deck))

    # -- sides and the three-Unter redeal ----------------------------------------------------------

    def side_for(self, seat: int, declarer: int) -> int:
        return 0 if seat == declarer else 1

    def redeal_actions(self) -> list[Action]:
        if self.options.three_unter_redeal and all(c.rank is Rank.JACK for c in self.first_three):
            return [REDEAL]
        return []

    def redeal(self) -> None:
        """F's first three are three Unters: he has the cards shuffled and dealt again (S4)."""
        self.redeals += 1
        self.lean_events.append((_redeal_event, self.forehand))
        deck, cut = redeal_deck(self.deck, self.options.cut)
        self._deal(deck, cut)

    def win_bonus(self) -> int:
        return WITHOUT_TALON_BONUS if self.without_talon and self.options.without_talon_bonus else 0

    def schnapser_limit(self) -> int:
        assert self.contract is not None and self.declarer is not None
        limit = self.contract.trick_limit
        if self.options.schnapser_limit is SchnapserLimit.STRICT:
            own = [p for seat, _, p in self.marriages if seat == self.declarer]
            limit -= 2 if 40 in own else 1 if own else 0
        return limit

    # -- the auction (`dreier_auction`) and the talon (`dreier_talon`) ---------------------------

    def high_contract(self) -> str | None:
        """The contract that would play if the auction ended now (None: nobody has bid)."""
        return dreier_auction.high_contract(self)

    def start_auction(self) -> None:
        dreier_auction.start(self)

    def _auction_actions(self) -> list[Action]:
        return dreier_auction.actions(self)

    def _auction_why(self, seat: int, action: Action) -> Reason | None:
        return dreier_auction.why(self, seat, action)

    def _auction_apply(self, seat: int, action: Action) -> None:
        dreier_auction.apply(self, seat, action)

    def bid_standing(self, seat: int, row: Contract) -> tuple[Reason, str | None]:
        return dreier_auction.standing(self, seat, row)

    def _start_step(self, step: str) -> bool:
        return step == "talon" and dreier_talon.start(self)

    def _talon_actions(self) -> list[Action]:
        return dreier_talon.actions(self)

    def _talon_why(self, seat: int, action: Action) -> Reason | None:
        return dreier_talon.why(self, seat, action)

    def _talon_apply(self, seat: int, action: Action) -> None:
        dreier_talon.apply(self, seat, action)


def _dealt(dealer: int, cut: int | None, deck: list[Card]) -> dict[str, Any]:
    hands, talon = deal_hands(deck, dealer, cut)
    return _deal_event(dealer, cut, deck, hands, talon)


class DreierRules(SchnapsenRules):
    """Dreierschnapsen behind the shared game API."""

    name = GAME
    players = 3
    title = "Dreierschnapsen"
    deal_class = DreierDeal
    options_class = DreierOptions
    default_options = DEFAULT_OPTIONS
    ranges = RANGES


RULES = DreierRules()
