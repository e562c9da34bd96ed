"""The Dreierschnapsen worked example is one pair of deals (issue 12 item 1): lesson 11 offers
exactly those deals as replays, and its puzzles are positions from them."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from tests.conftest import ROOT
from tutorial.games.cards import parse_card
from tutorial.puzzles.bank import load_bank
from tutorial.puzzles.check import check_paths
from tutorial.replays.loader import load_replays
from tutorial.words.i18n import LANGUAGES

DEALS = ("dreierschnapsen-09-deal-1-schnapser", "dreierschnapsen-09-deal-2-normal")
REPLAYS = load_replays()
# The worked example's puzzles, by id (ids never change; their section follows the lesson order).
WORKED = (
    "dreier-09-first-trick",
    "dreier-09-dealer-free-discard",
    "dreier-09-middlehand-must-follow",
    "dreier-09-if-middlehand-had-bid",
    "dreier-09-whole-deal",
)
PUZZLES = {k: p for k, p in load_bank().items() if k in WORKED}


def test_lesson_11_worked_example_offers_exactly_its_two_deals_in_every_language() -> None:
    for lang in LANGUAGES:
        text = (ROOT / "lessons" / "dreierschnapsen" / lang / "11-worked-example.md").read_text()
        assert tuple(re.findall(r"```replay (\S+)", text)) == DEALS, lang


def test_the_replays_end_as_the_lesson_says() -> None:
    """Deal 1: the Schnapser without talon fails, 7 for Clara (M) and Anna (D). Deal 2: Clara (F)
    claims with 77 against one defenders' trick of 25 and scores 2."""
    first = REPLAYS[DEALS[0]].final()
    assert first.result().game_points[first.seat_of("M")] == 7
    assert first.result().game_points[first.seat_of("D")] == 7
    second = REPLAYS[DEALS[1]].final()
    result = second.result()
    assert result.reason.params["points"] == 77 and result.reason.params["opponent_points"] == 25
    assert result.game_points[second.seat_of("F")] == 2


def _tricks(replay_id: str) -> list[list[tuple[str, set[str]]]]:
    """Each trick of the replay as its plays: the card, and the hand it was played from."""
    replay = REPLAYS[replay_id]
    deal = replay.start.clone()
    tricks: list[list[tuple[str, set[str]]]] = []
    for action in replay.actions:
        if action.kind == "play" and action.card is not None:
            if not deal.trick:
                tricks.append([])
            tricks[-1].append((action.card.symbol, {c.symbol for c in deal.hands[deal.to_move]}))
        deal.apply(action)
    return tricks


def test_every_09_puzzle_is_a_position_of_the_lessons_first_deal() -> None:
    deal_file = yaml.safe_load(Path(REPLAYS[DEALS[0]].path).read_text())
    tricks = _tricks(DEALS[0])
    assert sorted(PUZZLES) == sorted(WORKED)
    for pid, puzzle in PUZZLES.items():
        position = puzzle.position
        if "deal" in position:
            spec = position["deal"].model_dump(exclude_none=True)
            hands = {k: [parse_card(c).symbol for c in v] for k, v in spec["hands"].items()}
            assert hands == deal_file["deal"]["hands"], pid
            continue
        shown = [parse_card(c).symbol for c in position["trick"]]
        plays = next((t for t in tricks if [c for c, _ in t][: len(shown)] == shown), None)
        assert plays is not None, f"{pid}: trick {shown} is not played in deal 1"
        if "hand" in position:
            hand = {parse_card(c).symbol for c in position["hand"]}
            assert hand == plays[len(shown)][1], f"{pid}: not the hand of the player to move"


def test_a_puzzle_dealt_from_bad_hands_is_refused_naming_the_field(tmp_path: Path) -> None:
    source = (ROOT / "scenarios" / "dreierschnapsen" / "11-whole-deal.yaml").read_text()
    bad = tmp_path / "scenarios" / "dreierschnapsen" / "09-bad.yaml"
    bad.parent.mkdir(parents=True)
    bad.write_text(source.replace("F: [A♥, A♣, K♠, K♥, Q♥, 10♣]", "F: [A♥, A♣, K♠]"))
    problems = [str(p) for p in check_paths([bad], tmp_path).problems]
    assert problems and "position.deal" in problems[0] and "6 cards" in problems[0]
