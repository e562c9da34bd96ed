"""Puzzles in the right place (issue 18, item 4): a puzzle sits in the section whose rule it tests,
an end-of-section check asks only what that section and the ones before teach, a file's name follows
its section, the first sections (pack, honours, deal) are checked with their own numbers, and a
puzzle played under an option the card does not have says so in every language."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from tutorial.content.lessons import GAME_ORDER, load_lessons
from tutorial.puzzles.bank import load_bank
from tutorial.puzzles.check import solve
from tutorial.puzzles.fact_kind import number_choices
from tutorial.puzzles.loader import SCENARIO_ROOT, puzzle_from_data
from tutorial.puzzles.model import Puzzle
from tutorial.puzzles.placement import home_section, misplaced
from tutorial.puzzles.section_checks import section_check
from tutorial.puzzles.variants import canonical as _canonical

TEXT = {"en": "?", "de": "?", "ru": "?", "pt": "?"}
BANK = load_bank()
LESSONS = load_lessons()


def _puzzle(game: str, kind: str, section: str, position: dict[str, Any], **extra: Any) -> Puzzle:
    data = {"id": "t", "game": game, "kind": kind, "section": section, "prompt": TEXT,
            "position": position, "answer": "0", **extra}  # fmt: skip
    return puzzle_from_data(data, {}, "test.yaml", 1)


# -- the placement check ------------------------------------------------------------------------


def test_a_trick_puzzle_in_the_pack_section_rests_on_the_next_rank_rule_of_section_04() -> None:
    # S0 §04: only the next rank of the same suit wins; §01 is the game in outline.
    puzzle = _puzzle("schneider", "trick_winner", "01", {"trick": ["J♠", "Q♠"]})
    (found,) = misplaced([puzzle])
    assert found.belongs_to == "04"


def test_a_claim_score_puzzle_in_the_pack_section_belongs_to_the_normal_game_section() -> None:
    # Bauernschnapsen lesson 05 teaches what a claim of 66 scores (S3 §06).
    puzzle = _puzzle("bauernschnapsen", "deal_score", "01",
                     {"claim_points": 78, "opponent_points": 42, "opponent_tricks": 2})  # fmt: skip
    assert [m.belongs_to for m in misplaced([puzzle])] == ["05"]


def test_a_legal_play_puzzle_in_the_legal_play_section_is_in_place() -> None:
    puzzle = _puzzle("bauernschnapsen", "legal_cards", "03",
                     {"contract": "normal", "trump": "H", "trick": ["K♥"], "hand": ["J♥", "A♠"]})  # fmt: skip
    assert misplaced([puzzle]) == []


def test_no_puzzle_of_the_bank_rests_on_a_later_sections_rule() -> None:
    wrong = [(m.puzzle.id, m.puzzle.section, m.belongs_to) for m in misplaced(BANK.values())]
    assert wrong == [], f"{len(wrong)} puzzles ask a later section's rule: {wrong}"


@pytest.mark.parametrize("game", GAME_ORDER)
def test_every_section_check_asks_only_that_section_and_earlier_ones(game: str) -> None:
    for lesson in LESSONS[(game, "en")]:
        for puzzle in section_check(BANK, game, lesson.section):
            assert home_section(puzzle) <= lesson.section, (puzzle.id, lesson.section)


def test_the_named_puzzles_sit_in_the_section_of_their_rule() -> None:
    # The issue's own examples: a first trick and trick twelve test the beat rule (S0 §04); five
    # cards and no talon is a legal-play question (Bauernschnapsen lesson 03, S3 §04).
    assert BANK["schneider-03-first-trick-jack-queen"].section == "04"
    assert BANK["schneider-05-trick-twelve"].section == "04"
    assert BANK["bauern-02-five-cards-no-talon"].section == "03"


@pytest.mark.parametrize(
    ("puzzle_id", "section"),
    [("bauern-09-kontra-too-late", "09"), ("dreier-10-spritzen-too-late", "10")],
)
def test_a_double_said_too_late_cites_the_section_that_teaches_doubling(
    puzzle_id: str, section: str
) -> None:
    """S3 §05 (Kontra, lesson 09) and S4 "Flecken" (Spritzen, lesson 10): "may M still double
    after the lead?" is answered by the doubling rule, not by the trick lesson §03."""
    solution = solve(BANK[puzzle_id])
    assert solution.correct == frozenset({"no"})
    assert solution.reason.section == section
    assert {r.section for r in solution.why.values()} == {section}


def test_each_file_name_begins_with_the_section_of_its_puzzles() -> None:
    wrong = []
    for puzzle in BANK.values():
        name = Path(puzzle.path).name
        if not name.startswith(f"{puzzle.section}-"):
            wrong.append((name, puzzle.section))
    assert wrong == []


def test_old_ids_still_name_the_moved_puzzles() -> None:
    # Progress rows and ?puzzle= links store ids; a moved puzzle keeps the id it was written with.
    for old in ("schneider-01-ace-on-eight", "bauern-01-pack-of-120", "dreier-01-last-to-play",
                "dreier-04-gang-without-talon", "bauern-02-aufschlagen"):  # fmt: skip
        assert old in BANK
    assert not (SCENARIO_ROOT / "schneider" / "01-ace-on-eight.yaml").exists()


# -- the first sections are checked with their own numbers --------------------------------------

FIRST_SECTIONS = [("schneider", "01"), ("schneider", "02"), ("schneider", "03"),
                  ("bauernschnapsen", "01"), ("bauernschnapsen", "02"),
                  ("dreierschnapsen", "01"), ("dreierschnapsen", "02")]  # fmt: skip


@pytest.mark.parametrize(("game", "section"), FIRST_SECTIONS)
def test_the_sections_before_the_first_trick_rule_have_a_full_check(
    game: str, section: str
) -> None:
    count = Counter((p.game, p.section) for p in BANK.values())[(game, section)]
    assert count >= 3, f"{game} §{section}: {count} puzzles"
    check = section_check(BANK, game, section)
    assert len(check) == 3 and all(home_section(p) == section for p in check)


@pytest.mark.parametrize(
    ("game", "fact", "section", "expected"),
    [
        ("schneider", "pack_size", "01", "32"),  # S0 §01: two players, 32 cards
        ("schneider", "honours_in_pack", "02", "20"),  # S0 §02: five honours in four suits
        ("schneider", "talon_size", "03", "20"),  # S0 §03: six each, the other 20 are the talon
        ("bauernschnapsen", "card_points_total", "01", "120"),  # S3 §01: 120 card points
        ("bauernschnapsen", "hand_size", "02", "5"),  # S3 §02: 3, then 2 each, no talon
        ("dreierschnapsen", "talon_size", "02", "2"),  # S4 "Dealing": a talon of two
    ],
)
def test_a_fact_puzzle_is_answered_with_the_cards_number(
    game: str, fact: str, section: str, expected: str
) -> None:
    solution = solve(_puzzle(game, "fact", section, {"fact": fact}))
    assert solution.correct == {expected}
    assert expected in solution.choices and solution.reason.section == section


def test_a_fact_puzzle_about_some_cards_counts_them() -> None:
    # S3 §01: ace 11, ten 10, king 4, jack 2; S0 §02: sevens to nines are no honours.
    trick = _puzzle(
        "bauernschnapsen", "fact", "01", {"fact": "trick_points", "hand": ["A♠", "10♠", "K♥", "J♠"]}
    )
    assert solve(trick).correct == {"27"}
    pile = _puzzle(
        "schneider", "fact", "02", {"fact": "honours_in_cards", "hand": ["9♠", "9♥", "J♥", "A♦"]}
    )
    assert solve(pile).correct == {"2"}


def test_a_fact_puzzle_before_the_section_that_teaches_it_is_misplaced() -> None:
    # The talon of twenty is taught with the deal (S0 §03), not in the pack section.
    puzzle = _puzzle("schneider", "fact", "02", {"fact": "talon_size"})
    assert [m.belongs_to for m in misplaced([puzzle])] == ["03"]


@pytest.mark.parametrize("value", [2, 5, 6, 20, 24, 32, 66, 120])
def test_the_right_number_is_among_five_and_not_always_in_the_middle(value: int) -> None:
    choices = [int(c) for c in number_choices(value)]
    assert value in choices and len(set(choices)) == 5 and min(choices) >= 0


def test_the_right_number_stands_in_different_places() -> None:
    places = {number_choices(v).index(str(v)) for v in (2, 5, 6, 20, 24, 32, 66, 120)}
    assert len(places) >= 3


# -- a variant puzzle says it departs from the card ---------------------------------------------

CARD_OWN = {"cut"}  # S3 §02 / S4: the right-hand neighbour cuts or knocks; both are the card's
SAYS_VARIANT = {"en": r"\bvariant\b|\bversion\b", "de": r"Variante|Fassung",
                "ru": r"вариант|верси", "pt": r"variante|versão"}  # fmt: skip


def _off_the_card(puzzle: Puzzle) -> bool:
    options = {k for k in _canonical(puzzle.game, puzzle.options) if k not in CARD_OWN}
    return bool(options) or bool(puzzle.position.get("variants"))


def test_a_puzzle_under_an_option_off_the_card_says_so_in_every_language() -> None:
    silent = [(p.id, lang) for p in BANK.values() if _off_the_card(p)
              for lang, pattern in SAYS_VARIANT.items() if not re.search(pattern, p.prompt[lang], re.I)]  # fmt: skip
    assert silent == []


def test_the_schnapser_forty_says_how_it_departs_from_the_card() -> None:
    # S3 §06: the declarer must take the first three tricks and reach 66; the variant stops at 66.
    prompt = BANK["bauern-05-schnapser-forty"].prompt
    assert "66" in prompt["en"] and "first three tricks" in prompt["en"]
    for lang in ("de", "ru", "pt"):
        assert re.search(SAYS_VARIANT[lang], prompt[lang], re.I) and "66" in prompt[lang]


def test_the_variant_check_catches_a_silent_variant_puzzle() -> None:
    silent = _puzzle("bauernschnapsen", "bummerl", "06", {"deals": [[23, 0], [0, 24]]},
                     options={"retourschneider": True})  # fmt: skip
    assert _off_the_card(silent) and not re.search(SAYS_VARIANT["en"], silent.prompt["en"])
