"""Bauernschnapsen, described once for every floor of the app (`tutorial.games.spec`)."""

from __future__ import annotations

from tutorial.games.bauernschnapsen.rules import ROLES, RULES
from tutorial.games.cards import PACK_20
from tutorial.games.schnapsen.sections import topics
from tutorial.games.schnapsen.session import BauernSession
from tutorial.games.schnapsen.spec import schnapsen_parts, schnapsen_texts
from tutorial.games.schnapsen.strategy import bauern_measures
from tutorial.games.spec import GAME_POINTS, GameSpec, TableVariant
from tutorial.games.table import CARD_POINTS
from tutorial.words.i18n import N_

# fact → the lesson sections that teach it (the first is where it is taught first).
FACT_SECTIONS: dict[str, tuple[str, ...]] = {
    "pack_size": ("01",),
    "card_points_total": ("01",),
    "trick_points": ("01",),  # §01's table of card points
    "game_target": ("01", "06"),
    "hand_size": ("02",),
    "tricks_per_deal": ("02",),
}

SPEC = GameSpec(
    name=RULES.name,
    rules=RULES,
    family="schnapsen",
    title=N_("Bauernschnapsen"),
    idea=N_(
        "Two pairs bid for contracts, then must follow suit, head the trick and trump. "
        "First pair to 24 game points wins."
    ),
    sample="K♥ A♥ 10♥ Q♥",
    pack=PACK_20,
    session=BauernSession,
    sections=tuple(f"{n:02d}" for n in range(1, 13)),  # in teaching order (issue 12)
    strategy_sections=("13",),  # ours: measured figures, not a card section
    tactics_section="11",  # the worked example
    score_unit=GAME_POINTS,
    points_kind=CARD_POINTS,
    texts=schnapsen_texts(RULES.name),
    parts=schnapsen_parts(RULES, BauernSession, FACT_SECTIONS, measures=bauern_measures(RULES)),
    seat_labels=ROLES,
    topics=topics(RULES.name),
    partnership=True,
    code_words=("bauern", "schnapsen"),
    table_variants=(
        TableVariant("must_trump", "only_if_it_wins", "must_trump=only_if_it_wins"),
        TableVariant(
            "must_overtake",
            "trick_count_contracts_only",
            "must_overtake=trick_count_contracts_only",
        ),
        TableVariant("false_claim", "two_or_three", "false_claim=two_or_three"),
    ),
    puzzle_variants=(
        *(
            {"must_trump": trump, "must_overtake": overtake}
            for trump in ("always", "only_if_it_wins")
            for overtake in ("always", "trick_count_contracts_only")
        ),
        {"partner_claims": True},
        {"schnapser_made": "at_target"},
    ),
    # The sections before the teaching order (issue 12): old → where its text begins now.
    old_sections={
        "01": "01",  # aim and pack
        "02": "02",  # deal and trumps
        "03": "07",  # bidding (now with the Schnapser from the old 06)
        "04": "03",  # legal plays
        "05": "04",  # marriages and doubling → 04 marriages + 09 doubling
        "06": "05",  # scoring → 05 Normal game and claims (+ the Schnapser in 07)
        "07": "06",  # end of the game
        "08": "10",  # context and variants
        "09": "11",  # worked example
        "10": "08",  # contract table
        "11": "12",  # questions and answers
    },
    split_sections={"05": ("04", "09")},
)
