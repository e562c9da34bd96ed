"""The Schneider table at one moment: both hands, the led card, the talon, honours taken."""

from __future__ import annotations

from typing import Any

from tutorial.games.base import Deal
from tutorial.games.cards import parse_card
from tutorial.games.reasons import Reason
from tutorial.games.schneider.rules import PLAYER_NAMES, SchneiderDeal, explain_trick, honours_in
from tutorial.games.table import HONOURS, SeatView, TableView, last_trick


def table_view(deal: Deal) -> TableView:
    """The table of a Schneider deal as it stands."""
    assert isinstance(deal, SchneiderDeal)
    seats = tuple(
        SeatView(
            PLAYER_NAMES[s],
            tuple(deal.hands[s]),
            len(deal.piles[s]),
            honours_in(deal.piles[s]),
            seat=s,
            dealer=s == deal.dealer,
        )
        for s in (0, 1)
    )
    if deal.trick:
        trick, winner = ((PLAYER_NAMES[deal.leader], deal.trick[0]),), None
        seats_played: tuple[int, ...] = (deal.leader,)
    else:
        trick, winner, seats_played = last_trick(deal, lambda seat: PLAYER_NAMES[seat])
    to_move = PLAYER_NAMES[deal.to_move] if deal.to_move is not None else None
    return TableView(
        seats, trick, winner, len(deal.talon), to_move, HONOURS, trick_seats=seats_played
    )


def trick_reason(deal: Deal, event: dict[str, Any]) -> Reason:
    """Why a finished trick went where it did: the answer beat the lead, or did not."""
    assert isinstance(deal, SchneiderDeal)
    lead, answer = (parse_card(code) for code in event["cards"])
    return explain_trick(lead, answer, deal.options)
