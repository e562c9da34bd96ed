"""What Bauernschnapsen and Dreierschnapsen describe alike: their texts and their parts in every
floor, made for one member game's rules and session (each game's `spec.py` adds its own data)."""

from __future__ import annotations

from functools import partial
from typing import Any

from tutorial.games.base import Deal
from tutorial.games.parts import CoachParts, Fact, GameParts
from tutorial.games.schnapsen import (
    coach,
    labels,
    replays,
    rule_of_thumb,
    sheet,
    table,
    transcript,
    trick_checker,
)
from tutorial.games.schnapsen.facts import schnapsen_facts
from tutorial.games.schnapsen.generate import generators, trick_prompt
from tutorial.games.schnapsen.puzzles import SOLVERS, play_steps
from tutorial.games.schnapsen.rules import SchnapsenRules
from tutorial.games.schnapsen.texts import (
    ACTION_PHRASES,
    CONTRACT_NAMES,
    DOUBLING_NAMES,
    DOUBLING_PHRASES,
    SCHNAPSEN_REASONS,
    SCHNAPSEN_VARIANTS,
    SCORE_PARTS,
)
from tutorial.games.schnapsen.wrong_choices import OTHER_GAME_CODES
from tutorial.games.session import Session
from tutorial.games.spec import GameTexts


def schnapsen_texts(game: str) -> GameTexts:
    """The family's sentences, with this game's name for doubling."""
    return GameTexts(
        SCHNAPSEN_REASONS,
        SCHNAPSEN_VARIANTS,
        naming_other_games=OTHER_GAME_CODES,
        value_names={"contract": CONTRACT_NAMES, "doubling": DOUBLING_NAMES},
        action_phrases={**ACTION_PHRASES, "kontra": DOUBLING_PHRASES[game]},
        score_parts=SCORE_PARTS,
    )


def _role(deal: Deal, seat: int) -> str:
    return deal.role(seat)  # type: ignore[attr-defined]


def schnapsen_parts(
    rules: SchnapsenRules,
    session: type[Session],
    fact_sections: dict[str, tuple[str, ...]],
    more_facts: tuple[Fact, ...] = (),
    **more: Any,
) -> GameParts:
    """The family's part in every floor, for one member game."""
    return GameParts(
        puzzle_kinds=SOLVERS,
        puzzle_deal=play_steps,
        generators=generators(rules),
        facts=(*schnapsen_facts(rules, session), *more_facts),
        fact_sections=fact_sections,
        fact_code="schnapsen.puzzle_fact",
        replay_start=partial(replays.schnapsen_start, rules.name),
        replay_check=replays.schnapsen_check,  # type: ignore[arg-type]
        deal_spec=replays.schnapsen_spec,
        trick_prompt=trick_prompt,
        table_view=table.table_view,
        trick_reason=table.trick_reason,
        seat_label=_role,
        event_lines=transcript.event_lines,
        session_lines=transcript.session_lines,
        session_record=transcript.session_record,
        action_label=labels.action_label,
        rule_of_thumb=rule_of_thumb.choose,  # type: ignore[arg-type]
        discard_order=rule_of_thumb.discard_order,  # type: ignore[arg-type]
        coach=CoachParts(coach.candidates, coach.limit, coach.suggestion, coach.letter_note),
        sheet_body=sheet.sheet_body(rules.name),
        trick_checker=trick_checker.checker(rules.name),
        trick_cells=trick_checker.CELLS,
        **more,
    )
