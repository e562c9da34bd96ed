"""Dreierschnapsen, described once for every floor of the app (`tutorial.games.spec`)."""

from __future__ import annotations

from tutorial.games.cards import PACK_20
from tutorial.games.dreierschnapsen.rules import ROLES, RULES
from tutorial.games.schnapsen.facts import talon_fact
from tutorial.games.schnapsen.sections import topics
from tutorial.games.schnapsen.session import DreierSession
from tutorial.games.schnapsen.spec import schnapsen_parts, schnapsen_texts
from tutorial.games.schnapsen.strategy import dreier_measures
from tutorial.games.spec import GAME_POINTS, GameSpec, TableVariant
from tutorial.games.table import CARD_POINTS
from tutorial.words.i18n import N_

# fact → the lesson sections that teach it (the first is where it is taught first).
FACT_SECTIONS: dict[str, tuple[str, ...]] = {
    "pack_size": ("01",),
    "card_points_total": ("01",),
    "trick_points": ("01", "08"),
    "target_points": ("01",),
    "game_target": ("01",),
    "hand_size": ("02",),
    "talon_size": ("02",),
}

SPEC = GameSpec(
    name=RULES.name,
    rules=RULES,
    family="schnapsen",
    title=N_("Dreierschnapsen"),
    idea=N_(
        "Three players, a talon of two: the highest bid plays alone against the other two. "
        "First to 24 game points wins."
    ),
    sample="K♣ Q♣ A♣",
    pack=PACK_20,
    session=DreierSession,
    sections=tuple(f"{n:02d}" for n in range(1, 13)),  # in teaching order (issue 12)
    strategy_sections=("13",),  # ours: measured figures, not a card section
    tactics_section="11",  # the worked example
    score_unit=GAME_POINTS,
    points_kind=CARD_POINTS,
    texts=schnapsen_texts(RULES.name),
    parts=schnapsen_parts(
        RULES, DreierSession, FACT_SECTIONS, (talon_fact(RULES),), measures=dreier_measures(RULES)
    ),
    seat_labels=ROLES,
    topics=topics(RULES.name),
    code_words=("dreier", "schnapsen"),
    table_variants=(
        TableVariant("three_unter_redeal", False, "three_unter_redeal=false"),
        TableVariant("bidding", "caller_first", "bidding=caller_first"),
        TableVariant("false_claim", "two_or_three", "false_claim=two_or_three"),
    ),
    puzzle_variants=(
        {"kontraschnapser_limit": 4},
        {"schnapser_made": "after_limit"},
        {"retourschneider_from": "any_earlier"},
    ),
    # The sections before the teaching order (issue 12): old → where its text begins now.
    old_sections={
        "01": "01",  # pack and aim
        "02": "02",  # deal and trumps
        "03": "07",  # bidding
        "04": "08",  # talon
        "05": "03",  # play
        "06": "04",  # marriages
        "07": "09",  # contracts
        "08": "05",  # scoring and Bummerl → 05 Normal game + 06 end of game + 10 Spritzen
        "09": "11",  # worked example
        "10": "12",  # questions and answers
    },
    split_sections={"08": ("05", "06", "10")},
)
