"""Doubling the stake once the contract is fixed: Kontra, Rekontra, Subkontra in Bauernschnapsen
(S3 §05), Spritzen, Retour, Re in Dreierschnapsen (S4 "Flecken").

The defenders are asked in turn, from the declarer's left; a double hands the question to the other
side, up to three doubles (×8). When everyone asked has declined, the deal goes on.
"""

from __future__ import annotations

from typing import Any

from tutorial.games.base import Action
from tutorial.games.reasons import Reason
from tutorial.games.schnapsen.actions import KONTRA, NO_KONTRA
from tutorial.games.schnapsen.phases import Phase
from tutorial.games.schnapsen.sections import section
from tutorial.games.schnapsen.state import SchnapsenState

DOUBLING_NAMES: dict[str, tuple[str, str, str]] = {
    "bauernschnapsen": ("kontra", "rekontra", "subkontra"),  # S3 §05
    "dreierschnapsen": ("spritzen", "retour", "re"),  # S4 "Flecken"
}
MAX_DOUBLINGS = 3
DOUBLING_FACTOR = 2  # each double doubles the stake: ×2, ×4, ×8


def doubling_actions(deal: SchnapsenState) -> list[Action]:
    return [KONTRA, NO_KONTRA]


def _defenders_in_order(deal: SchnapsenState) -> list[int]:
    assert deal.declarer is not None
    n = deal.players
    seats = [(deal.declarer + i) % n for i in range(1, n)]
    return [s for s in seats if deal.side[s]]


def _declarers_in_order(deal: SchnapsenState) -> list[int]:
    assert deal.declarer is not None
    n = deal.players
    seats = [(deal.declarer + i) % n for i in range(n)]
    return [s for s in seats if deal.side[s] == 0]


def start_doubling(deal: SchnapsenState) -> None:
    """Ask the defenders, from the declarer's left, whether they double."""
    deal.phase = Phase.DOUBLING
    deal.askers = _defenders_in_order(deal)
    deal.ask_index = 0
    deal.mover = deal.askers[0]


def _kontra_event(player: int, level: int, name: str, multiplier: int) -> dict[str, Any]:
    return {"type": "kontra", "player": player, "level": level, "name": name,
            "multiplier": multiplier}  # fmt: skip


def apply_doubling(deal: SchnapsenState, seat: int, action: Action) -> None:
    """A double passes the question to the other side; a pass to the next seat asked."""
    if action.kind == "kontra":
        deal.kontra_level += 1
        deal.multiplier *= DOUBLING_FACTOR
        name = DOUBLING_NAMES[deal.game][deal.kontra_level - 1]
        deal.lean_events.append((_kontra_event, seat, deal.kontra_level, name, deal.multiplier))
        if deal.kontra_level == MAX_DOUBLINGS:
            deal.next_step()
            return
        odd = deal.kontra_level % 2 == 1
        deal.askers = _declarers_in_order(deal) if odd else _defenders_in_order(deal)
        deal.ask_index = 0
    else:
        deal.ask_index += 1
        if deal.ask_index == len(deal.askers):
            deal.next_step()
            return
    deal.mover = deal.askers[deal.ask_index]


def too_late(deal: SchnapsenState, action: Action) -> Reason | None:
    """Why a double (or a refusal to double) offered after the doubling round is not allowed: the
    first card has been led, or everyone asked has answered (under the `spritzen_window`
    variant, before the talon). It cites the section that teaches doubling. None while the
    round is still to come (before the auction ends, or during the talon by the card)."""
    phase = deal.phase
    if phase not in (Phase.PLAY, Phase.CLAIM, Phase.TALON):
        return None
    if phase is Phase.TALON and "doubling" in deal.pending_steps:
        return None
    game = deal.game
    led = deal.tricks_played > 0 or bool(deal.trick)
    code = "schnapsen.doubling_over_led" if led else "schnapsen.doubling_over"
    variant = "spritzen_window=before_talon" if phase is Phase.TALON else None
    return Reason(code, game, section(game, "doubling"), {"kind": action.kind}, variant)


def doubling_name(game: str, level: int) -> str | None:
    """The last doubling said at this level (None: nobody doubled)."""
    return DOUBLING_NAMES[game][level - 1] if level else None
