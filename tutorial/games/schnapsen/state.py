"""The public slice of a Schnapsen deal's state: what the phase modules read and write.

The phase modules (trump, bidding, the games' auctions and talon, doubling, tricks, claims, goals,
end, allowed) take the deal as a `SchnapsenState`, not as `SchnapsenDeal`, so no phase imports the
deal module that imports it, and everything a phase may touch is named here. Plain attributes are
what the phases change; read-only properties are fixed for the deal (or worked out by the deal).
This module imports no phase module and not the deal.
"""

from __future__ import annotations

from typing import Any, Protocol

from tutorial.games.base import Action, LeanEvent
from tutorial.games.cards import Card, Suit
from tutorial.games.reasons import Reason
from tutorial.games.schnapsen.cards import Compulsion, Duty, RankOrder
from tutorial.games.schnapsen.contracts import Contract, Goal, MarriageRule
from tutorial.games.schnapsen.phases import Phase
from tutorial.games.schnapsen.scoring import Final


class SchnapsenState(Protocol):
    """A Schnapsen deal as its phase modules see it (`SchnapsenDeal` and its games' subclasses)."""

    # -- fixed for the deal ----------------------------------------------------------------------
    @property
    def game(self) -> str: ...  # the game's name, for reasons and sections
    @property
    def players(self) -> int: ...  # 4 (Bauern) or 3 (Dreier)
    @property
    def tricks_total(self) -> int: ...  # tricks in a deal played to the end
    @property
    def blind_count(self) -> int: ...  # F's unseen cards he may turn up for trumps
    @property
    def options(self) -> Any: ...  # the game's option record (`BauernOptions`, `DreierOptions`)
    @property
    def table_rows(self) -> tuple[Contract, ...]: ...  # the contract table, in auction order
    @property
    def contracts(self) -> dict[str, Contract]: ...  # the table's rows by id
    @property
    def rank(self) -> dict[str, int]: ...  # each row's place in the table (higher bids more)
    @property
    def hands(self) -> list[list[Card]]: ...  # per seat, in the order dealt (changed in place)
    @property
    def forehand(self) -> int: ...  # F, left of the dealer: names trumps, leads the Normal game
    @property
    def first_three(self) -> list[Card]: ...  # F's first three cards (trumps are named from them)
    @property
    def blind_cards(self) -> list[Card]: ...  # F's unseen cards (Aufschlagen)
    @property
    def to_move(self) -> int | None: ...  # `mover`, through the game API
    @property
    def events(self) -> list[dict[str, Any]]: ...  # `lean_events` built into dicts

    # -- where the deal stands -------------------------------------------------------------------
    phase: Phase  # which phase module takes the next action
    mover: int | None  # the seat whose action is awaited; None once the deal is over
    lean_events: list[LeanEvent]  # the event log: append (builder, *arguments) to record one
    pending_steps: list[str] | tuple[()]  # steps left between auction and play ("talon", …)

    # -- trumps and the auction ------------------------------------------------------------------
    trump: Suit | None  # the suit F named or turned up
    trump_card: Card | None  # the card turned up for trumps (Aufschlagen), if any
    eligible: list[tuple[Contract, ...]]  # per seat, the rows it may bid this hand

    # -- the contract and what follows from its row (set by `bidding.set_contract`) -------------
    contract: Contract | None  # the row being played; None during trumps and the auction
    declarer: int | None  # the seat who plays the contract
    without_talon: bool  # declared without the talon (Dreier's extra point)
    goal: Goal  # the contract's goal, checked after every trick
    marriage_rule: MarriageRule  # whose marriages count in this contract
    claims_between: bool  # variant: the other side may claim after every trick
    partner_claims: bool  # variant: the trick winner's partner may claim too
    play_trump: Suit | None  # the trump suit of the play (None in a no-trump contract)
    order: RankOrder  # the rank order of the play
    strength: tuple[int, ...]  # each card's strength in that order, by `Card.index`
    compulsion: Compulsion  # how strict the play duties are
    duties: tuple[Duty, ...]  # the duty of a follower, by led suit and best card
    rule_codes: tuple[str, str]  # the rule a trick is won by: (not by a trump, by a trump)
    side: list[int]  # per seat: 0 the declaring side, 1 the defenders
    out_seat: int | None  # the declarer's partner who sits out, if any
    leader: int | None  # the seat who leads the current trick

    # -- doubling --------------------------------------------------------------------------------
    askers: list[int] | tuple[()]  # the seats asked in turn whether they double
    ask_index: int  # which of them is asked now
    multiplier: int  # the stake's factor: ×2 per double
    kontra_level: int  # doubles said so far (0–3)

    # -- the card play ---------------------------------------------------------------------------
    next_seat: list[int] | tuple[int, ...]  # per seat, the next to play (skips who sits out)
    table: int  # how many play to a trick
    pairs: list[list[Card]]  # per seat, the kings whose queen is in the same hand
    masks: list[int]  # per seat, the hand as a bit set over `Card.index`
    trick: list[Card]  # the cards of the open trick, in play order
    trick_seats: list[int]  # who played them
    best_card: Card | None  # the card that heads the open trick
    best_seat: int  # who played it
    tricks_played: int  # tricks finished so far
    tricks_won: list[int]  # per seat
    card_points: list[int]  # per seat, in the tricks it took
    marriage_points: list[int]  # per seat, shown marriages
    marriages: list[tuple[int, Suit, int]]  # (seat, suit, points) in the order shown
    piles: list[list[Card]]  # per seat, the cards of the tricks it took
    claim_offer: str | None  # why the mover may claim now ("marriage", "between", "partner")
    talon: list[Card]  # Dreier: the talon still lying (empty once taken)
    laid_away: list[Card]  # Dreier: the cards the declarer laid away
    ending: Final | None  # how the deal ended; None while it runs

    # -- asked of the deal -----------------------------------------------------------------------
    def role(self, seat: int) -> str: ...  # the seat's letter: D, F, M, R
    def priority(self, seat: int) -> int: ...  # 0 for F, then clockwise (equal bids)
    def is_over(self) -> bool: ...  # the game API's end test
    def why_illegal(self, action: Action) -> Reason | None: ...  # the rule an action breaks
    def eligibility(self, seat: int, row: Contract) -> Reason | None: ...  # why a bid is barred
    def side_points(self, side: int) -> int: ...  # card points, plus marriages once it has a trick
    def side_tricks(self, side: int) -> int: ...  # tricks a side took
    def schnapser_points(self) -> int: ...  # the declarer's own points (Schnapser)

    # -- the game's hooks (`BauernDeal`, `DreierDeal`) -------------------------------------------
    def redeal_actions(self) -> list[Action]: ...  # Dreier: the three-Unter redeal, if allowed
    def redeal(self) -> None: ...  # Dreier: deal the cards again
    def start_auction(self) -> None: ...  # open the game's auction once trumps are named
    def bid_standing(self, seat: int, row: Contract) -> tuple[Reason, str | None]: ...  # vs bids
    def side_for(self, seat: int, declarer: int) -> int: ...  # 0 with the declarer, 1 against
    def sitting_out(self, row: Contract, declarer: int) -> int | None: ...  # Bauern's Bettler
    def win_bonus(self) -> int: ...  # Dreier: the point for playing without the talon
    def schnapser_limit(self) -> int: ...  # the tricks within which a Schnapser must reach 66
    def next_step(self) -> None: ...  # run the steps after the auction, then start the play
