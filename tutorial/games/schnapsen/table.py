"""The Schnapsen table at one moment: the seats from forehand round, the trick, the talon, the
contract, trumps and card points taken."""

from __future__ import annotations

from typing import Any

from tutorial.games.base import Deal
from tutorial.games.cards import parse_card
from tutorial.games.reasons import Reason
from tutorial.games.schnapsen.cards import trick_reason as rule_of_the_trick
from tutorial.games.schnapsen.deal import SchnapsenDeal
from tutorial.games.schnapsen.phases import Phase
from tutorial.games.table import CARD_POINTS, SeatView, TableView, last_trick


def seat_order(deal: SchnapsenDeal) -> list[int]:
    """Seats from forehand round to the dealer, the order the roles are read in."""
    return [(deal.dealer + 1 + i) % deal.players for i in range(deal.players)]


def table_view(deal: Deal) -> TableView:
    """The table of a Schnapsen deal as it stands."""
    assert isinstance(deal, SchnapsenDeal)
    blind = set(deal.blind_cards) if deal.phase is Phase.TRUMP else set()
    seats = tuple(
        SeatView(
            deal.role(s),
            tuple(deal.hands[s]),
            len(deal.piles[s]),
            deal.card_points[s],
            seat=s,
            dealer=s == deal.dealer,
            declarer=s == deal.declarer,
            unseen=frozenset(blind) if s == deal.forehand else frozenset(),
        )
        for s in seat_order(deal)
    )
    if deal.trick:
        trick = tuple((deal.role(s), c) for s, c in zip(deal.trick_seats, deal.trick, strict=True))
        winner = None
        seats_played = tuple(deal.trick_seats)
    else:
        trick, winner, seats_played = last_trick(deal, deal.role)
    to_move = deal.role(deal.to_move) if deal.to_move is not None else None
    info = []
    if deal.contract is not None:
        info.append(deal.contract.id)
    if deal.play_trump is not None:
        info.append(deal.play_trump.symbol)
    return TableView(
        seats,
        trick,
        winner,
        len(deal.talon),
        to_move,
        CARD_POINTS,
        tuple(info),
        contract=deal.contract.id if deal.contract is not None else None,
        trumps=deal.play_trump if deal.contract is not None else deal.trump,
        trump_card=deal.trump_card,
        multiplier=deal.multiplier,
        trick_seats=seats_played,
    )


def trick_reason(deal: Deal, event: dict[str, Any]) -> Reason:
    """Why a finished trick went to its winner: the highest trump, or the highest card of the
    suit led, in this contract's rank order."""
    assert isinstance(deal, SchnapsenDeal)
    cards = [parse_card(code) for code in event["cards"]]
    return rule_of_the_trick(cards, deal.play_trump, deal.order, deal.game)
