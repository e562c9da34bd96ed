"""Böhmischer Schneider in the trick checker (a lead and an answer decide the trick, under the
beat rule and the seven's variant) and in the lessons' "try it" cells (the led card and the
answering hand)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutorial.games.base import OptionError
from tutorial.games.cards import PACK_32, Card
from tutorial.games.parts import (
    OptionControl,
    PairChecker,
    PlayVerdict,
    PositionError,
    TrickCells,
    TrickOutcome,
    TrickPosition,
)
from tutorial.games.reasons import Reason
from tutorial.games.schneider.rules import (
    RULES,
    BeatRule,
    SchneiderOptions,
    explain_trick,
    honours_in,
    legal_responses,
    resolve_trick,
    responder_wins,
)
from tutorial.words.i18n import N_


def _resolve(lead: Card, answer: Card, options: Any) -> TrickOutcome:
    outcome = resolve_trick(lead, answer, options)
    return TrickOutcome(int(outcome.responder_wins), outcome.honours, outcome.reason)


CHECKER = PairChecker(
    pack=PACK_32,
    controls=(
        OptionControl(
            "beat_rule",
            N_("Which answer takes the trick?"),
            tuple(rule.value for rule in BeatRule),
            BeatRule.NEXT_RANK_SAME_SUIT.value,
        ),
        OptionControl(
            "seven_beats_ace",
            N_("Variant: the seven beats the ace of its suit"),
            (False, True),
            False,
        ),
    ),
    resolve=_resolve,
    beats=responder_wins,  # type: ignore[arg-type]
)


def cell_position(
    game: str, data: Mapping[str, Any], trick: list[Card], hand: list[Card]
) -> TrickPosition:
    """A Schneider cell: the led card only, and the answering hand of 1 to 6 cards."""
    try:
        options = RULES.parse_options(data.get("options"))
    except OptionError as exc:
        raise PositionError(str(exc), "options") from None
    if len(trick) != 1:
        raise PositionError("a Schneider trick has the led card only: give one card", "trick")
    if not 1 <= len(hand) <= 6:
        raise PositionError("a Schneider hand holds 1 to 6 cards", "hand")
    return TrickPosition(game, tuple(trick), tuple(hand), options)


def verdict(position: TrickPosition, card: Card) -> PlayVerdict:
    """Answering the lead with `card`: refused only under the must-follow variant; else who takes
    the trick, why, and the honours in it."""
    lead = position.trick[0]
    opts: SchneiderOptions = position.options
    if card not in legal_responses(list(position.hand), lead, opts):
        reason = Reason(
            "schneider.any_higher_must_follow",
            RULES.name,
            "04",
            {"lead": lead, "card": card},
            "any_higher_same_suit",
        )
        return PlayVerdict(card, False, False, reason)
    return PlayVerdict(
        card,
        True,
        responder_wins(lead, card, opts),
        explain_trick(lead, card, opts),
        honours_in((lead, card)),
    )


CELLS = TrickCells(cell_position, verdict)
