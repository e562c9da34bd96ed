"""The Dreierschnapsen talon (S4 "Talon"): the declarer takes the two talon cards into his hand and
lays two cards away, unless he plays without the talon (which is then shown, and out of play)."""

from __future__ import annotations

from typing import Any

from tutorial.games.base import Action
from tutorial.games.cards import Card
from tutorial.games.reasons import Reason
from tutorial.games.schnapsen.actions import DISCARD
from tutorial.games.schnapsen.cards import card_points
from tutorial.games.schnapsen.phases import Phase
from tutorial.games.schnapsen.sections import DREIER, section
from tutorial.games.schnapsen.state import SchnapsenState

TALON_SIZE = 2


def _talon_event(kind: str, player: int, cards: list[Card]) -> dict[str, Any]:
    return {"type": kind, "player": player, "cards": [c.code for c in cards]}


def _laid_away_event(player: int, cards: list[Card]) -> dict[str, Any]:
    return {"type": "laid_away", "player": player, "cards": [c.code for c in cards],
            "points": card_points(cards)}  # fmt: skip


def start(deal: SchnapsenState) -> bool:
    """The declarer picks up the talon; False (nothing to decide) when he plays without it."""
    declarer = deal.declarer
    assert declarer is not None
    if deal.without_talon:
        deal.lean_events.append((_talon_event, "talon_unused", declarer, list(deal.talon)))
        return False
    deal.hands[declarer].extend(deal.talon)
    deal.lean_events.append((_talon_event, "talon", declarer, list(deal.talon)))
    deal.talon = []
    deal.phase = Phase.TALON
    deal.mover = declarer
    return True


def actions(deal: SchnapsenState) -> list[Action]:
    seat = deal.mover
    assert seat is not None
    return [DISCARD[c] for c in deal.hands[seat]]


def why(deal: SchnapsenState, seat: int, action: Action) -> Reason | None:
    if action.card is None or action.card not in deal.hands[seat]:
        return Reason("schnapsen.not_in_hand", DREIER, section(DREIER, "talon"),
                      {"card": action.card})  # fmt: skip
    return None


def apply(deal: SchnapsenState, seat: int, action: Action) -> None:
    """Lay one card away; after the second, the deal goes on."""
    assert action.card is not None
    deal.hands[seat].remove(action.card)
    deal.laid_away.append(action.card)
    if len(deal.laid_away) == TALON_SIZE:
        deal.lean_events.append((_laid_away_event, seat, list(deal.laid_away)))
        deal.next_step()
