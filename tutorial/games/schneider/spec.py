"""Böhmischer Schneider, described once for every floor of the app (`tutorial.games.spec`)."""

from __future__ import annotations

from tutorial.games.cards import PACK_32
from tutorial.games.parts import CoachParts, GameParts, Lookahead
from tutorial.games.schneider import (
    coach,
    facts,
    narration,
    replays,
    rule_of_thumb,
    sheet,
    strategy,
    table,
    trick_checker,
)
from tutorial.games.schneider.generate import GENERATORS, trick_prompt
from tutorial.games.schneider.puzzles import SOLVERS
from tutorial.games.schneider.rollout import ESTIMATE_SCALE, HORIZON, end_is_near, rollout_value
from tutorial.games.schneider.rules import PLAYER_NAMES, RULES, BeatRule
from tutorial.games.schneider.session import SchneiderSession
from tutorial.games.schneider.texts import SCHNEIDER_REASONS, SCHNEIDER_VARIANTS
from tutorial.games.spec import VICTORY_POINTS, GameSpec, GameTexts, TableVariant
from tutorial.games.table import HONOURS
from tutorial.words.i18n import N_

# fact → the lesson sections that teach it (the first is where it is taught first).
FACT_SECTIONS: dict[str, tuple[str, ...]] = {
    "pack_size": ("01", "02", "03"),  # §01 "32 cards"; §02 the pack; §03 all 32 in play
    "hand_size": ("01", "03"),  # §01: "each player holds six cards"; §03 the deal
    "honours_in_cards": ("01", "02"),  # §01 names the honours; §02 counts them
    "honours_in_pack": ("02",),
    "talon_size": ("03",),
    "dealt_cards": ("03",),
    "tricks_per_deal": ("05",),
    "refills": ("05",),
    "session_deals": ("06",),
}

BEATS = N_("Which cards beat a card")

PARTS = GameParts(
    puzzle_kinds=SOLVERS,
    generators=GENERATORS,
    facts=facts.FACTS,
    fact_sections=FACT_SECTIONS,
    fact_code="schneider.puzzle_fact",
    measures=strategy.MEASURES,
    replay_start=replays.schneider_start,
    replay_check=replays.schneider_check,
    deal_spec=replays.schneider_spec,
    trick_prompt=trick_prompt,
    table_view=table.table_view,
    trick_reason=table.trick_reason,
    seat_label=lambda deal, seat: PLAYER_NAMES[seat],
    event_lines=narration.event_lines,
    session_lines=narration.session_lines,
    session_record=narration.session_record,
    rule_of_thumb=rule_of_thumb.choose,  # type: ignore[arg-type]
    lookahead=Lookahead(HORIZON, rollout_value, end_is_near, ESTIMATE_SCALE),
    coach=CoachParts(coach.candidates, coach.limit, coach.suggestion),
    sheet_body=sheet.sheet_body,
    trick_checker=trick_checker.CHECKER,
    trick_cells=trick_checker.CELLS,
)

SPEC = GameSpec(
    name=RULES.name,
    rules=RULES,
    family="schneider",
    title=N_("Böhmischer Schneider"),
    idea=N_(
        "A card is beaten only by the next rank of its own suit. Collect the honours "
        "(A, K, Q, J, 10): 11 of the 20 win the deal."
    ),
    sample="9♠ 10♠ J♠",
    pack=PACK_32,
    session=SchneiderSession,
    sections=tuple(f"{n:02d}" for n in range(1, 9)),  # the rule card's own numbers
    strategy_sections=("09",),  # ours: measured figures, not a card section
    tactics_section="07",  # the worked example
    score_unit=VICTORY_POINTS,
    points_kind=HONOURS,
    texts=GameTexts(SCHNEIDER_REASONS, SCHNEIDER_VARIANTS),
    parts=PARTS,
    seat_labels=PLAYER_NAMES,
    code_words=("schneider",),
    table_variants=(
        TableVariant("beat_rule", "any_higher_same_suit", "any_higher_same_suit", BEATS),
        TableVariant("beat_rule", "next_rank_any_suit", "next_rank_any_suit", BEATS),
        TableVariant("seven_beats_ace", True, "seven_beats_ace"),
    ),
    puzzle_variants=tuple(
        {"beat_rule": rule.value, "seven_beats_ace": seven}
        for rule in BeatRule
        for seven in (False, True)
    ),
)
