"""The end of a Schnapsen deal: the winning side scores the award, plus the without-talon point,
times the doubling multiplier (S3 §05–§06, S4 "Flecken"), and the result record.

Ending a deal only notes the winning side, the award and the rule that decided it; the `Reason`
and the result are built when someone asks for them, because the solver ends deals by the
thousand and never reads a sentence.
"""

from __future__ import annotations

from typing import Any

from tutorial.games.schnapsen.cards import card_points
from tutorial.games.schnapsen.doubling import doubling_name
from tutorial.games.schnapsen.phases import Phase
from tutorial.games.schnapsen.scoring import Final, SchnapsenResult, stake_value
from tutorial.games.schnapsen.state import SchnapsenState


def _end_event(game: str, contract: str, final: Final, sides: list[int]) -> dict[str, Any]:
    game_points = [final.value if side == final.winning_side else 0 for side in sides]
    return {
        "type": "end",
        "contract": contract,
        "made": final.winning_side == 0,
        "multiplier": final.multiplier,
        "value": final.value,
        "game_points": game_points,
        "reason": final.reason(game).to_dict(),
    }


def finish(
    deal: SchnapsenState,
    winning_side: int,
    base: int,
    code: str,
    params: dict[str, Any],
    topic: str = "scoring",
    variant: str | None = None,
) -> None:
    """End the deal: `winning_side` (0 the declarer's, 1 the defenders') scores `base`, plus the
    without-talon point, times the multiplier; `code`/`params`/`topic` name the deciding rule."""
    contract = deal.contract
    assert contract is not None
    bonus = deal.win_bonus()
    multiplier = deal.multiplier
    value = stake_value(base, bonus, multiplier)
    final = Final(winning_side, value, base, bonus, multiplier,
                  doubling_name(deal.game, deal.kontra_level), code, params, topic, variant)  # fmt: skip
    deal.ending = final
    deal.phase = Phase.OVER
    deal.mover = None
    deal.lean_events.append((_end_event, deal.game, contract.id, final, deal.side))


def build_result(deal: SchnapsenState) -> SchnapsenResult:
    """The result record of a finished deal."""
    contract = deal.contract
    final = deal.ending
    assert contract is not None and deal.declarer is not None and final is not None
    n = deal.players
    winners = tuple(s for s in range(n) if deal.side[s] == final.winning_side)
    unplayed = card_points([c for h in deal.hands for c in h]) + card_points(deal.trick)
    value = final.value
    return SchnapsenResult(
        game=deal.game,
        contract=contract.id,
        declarer=deal.declarer,
        without_talon=deal.without_talon,
        multiplier=deal.multiplier,
        made=final.winning_side == 0,
        value=value,
        winners=winners,
        game_points=tuple(value if s in winners else 0 for s in range(n)),
        side_points=(value, 0) if final.winning_side == 0 else (0, value),
        card_points=tuple(deal.card_points),
        marriage_points=tuple(deal.marriage_points),
        tricks=tuple(deal.tricks_won),
        laid_away_points=card_points(deal.laid_away) + card_points(deal.talon),
        unplayed_points=unplayed,
        reason=final.reason(deal.game),
    )
