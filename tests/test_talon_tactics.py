"""Tactics puzzles before the first card (issue 21 §1: "which cards to lay away"): the
Dreierschnapsen declarer has taken the talon and lays two cards away (S4 "Talon"), every hand
open.

The referee is the generic search over the engine's own `Deal` (`solver.search`): after the two
discards it walks the doubling and every card without the card core the puzzles are valued on.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.apptest_helpers import open_page
from tests.tactics_files import checked_with_answer, written_puzzle
from tutorial.games.base import Action
from tutorial.puzzles import talon
from tutorial.puzzles.bank import load_tactics
from tutorial.puzzles.check import check_paths, solve
from tutorial.puzzles.mine import MOTIFS, at, played
from tutorial.puzzles.mine_decisions import MOTIF_TALON, mine_talon
from tutorial.puzzles.model import Puzzle
from tutorial.puzzles.tactics import MARGIN, NoSingleBest, tactics_deal
from tutorial.solver.solve import position_value
from tutorial.words.explain import describe
from tutorial.words.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
GAME = "dreierschnapsen"


def talon_puzzles() -> list[Puzzle]:
    return sorted((p for p in load_tactics().values() if MOTIF_TALON in p.tags), key=lambda p: p.id)


def _after(puzzle: Puzzle, first: str, second: str) -> int:
    """The referee: both cards laid away in this order, then the generic search to the end."""
    deal = tactics_deal(puzzle)
    seat = deal.to_move
    assert seat is not None
    cards = {c.code: c for c in talon.first_lay_away(deal) or []}
    deal.apply(Action("discard", card=cards[first]))
    deal.apply(Action("discard", card=cards[second]))
    assert deal.fast_search(seat, None, True) is None  # the doubling comes first: generic
    return position_value(deal, seat, fair=True)[0]


def test_at_least_10_lay_away_puzzles_each_with_one_best_pair_s4_talon() -> None:
    report = check_paths([ROOT / "scenarios" / GAME / "tactics"], ROOT)
    assert not report.problems, "\n".join(map(str, report.problems[:5]))
    puzzles = talon_puzzles()
    assert len(puzzles) >= 10 and MOTIF_TALON in MOTIFS
    for puzzle in puzzles:
        solution = solve(puzzle)
        assert solution.multi and len(solution.correct) == 2, puzzle.id
        hand = talon.first_lay_away(tactics_deal(puzzle)) or []
        assert len(solution.choices) == len(hand) >= 3, puzzle.id  # the hand and the talon


def test_a_pair_is_worth_what_the_engines_own_search_finds_in_either_order() -> None:
    puzzle = talon_puzzles()[0]
    found = talon.valued(tactics_deal(puzzle))
    assert found is not None
    best = sorted(c.code for c in found.best)
    others = [p for p in found.values if p != found.best][:3]
    for pair in [found.best, *others]:
        a, b = sorted(c.code for c in pair)
        assert _after(puzzle, a, b) == _after(puzzle, b, a) == found.values[pair], (a, b)
    assert all(found.values[found.best] - found.values[p] >= MARGIN for p in others)
    assert sorted(solve(puzzle).correct) == best


def test_the_reader_must_pick_exactly_the_best_pair() -> None:
    solution = solve(talon_puzzles()[0])
    first, second = sorted(solution.correct)
    others = [c for c in solution.choices if c not in solution.correct]
    assert solution.accepts(frozenset({first, second}))
    assert not solution.accepts(frozenset({first}))
    assert not solution.accepts(frozenset({first, second, others[0]}))
    assert not solution.accepts(frozenset({first, others[0]}))


def test_every_card_is_explained_by_the_best_pair_it_can_be_part_of_in_every_language() -> None:
    puzzle = talon_puzzles()[0]
    solution = solve(puzzle)
    found = talon.valued(tactics_deal(puzzle))
    assert found is not None and set(solution.why) == set(solution.choices)
    first, second = sorted(found.best, key=str)
    assert str(second) in describe(solution.why[first.code], "en")  # each names its partner
    for lang in LANGUAGES:
        texts = [describe(reason, lang) for reason in solution.why.values()]
        assert len(set(texts)) == len(texts) and all("{" not in text for text in texts), lang
    wrong = next(c for c in solution.choices if c not in solution.correct)
    text = describe(solution.why[wrong], "en")
    assert text.startswith("Laying ") and f"{first} and {second} keep more" in text


def test_a_position_without_one_best_pair_is_refused(tmp_path: Path) -> None:
    """Most talons have several pairs that end alike: such a moment is no puzzle, and the check
    names the pairs within a point of the best."""
    for seed in range(1, 100):
        actions = played(GAME, seed)
        cut = next(
            (i for i in range(len(actions)) if talon.first_lay_away(at(GAME, seed, actions[:i]))),
            None,
        )
        if cut is None:
            continue
        found = talon.valued(at(GAME, seed, actions[:cut]), 30_000)
        if found is None or found.margin >= MARGIN:
            continue
        best = sorted(str(c) for c in found.best)
        puzzle = written_puzzle(tmp_path, GAME, seed, actions[:cut], best)
        with pytest.raises(NoSingleBest, match=r"position.steps: no single best pair by 1"):
            solve(puzzle)
        return
    pytest.fail("no talon without a clear best pair in 100 deals")


def test_a_wrong_pair_in_the_file_is_refused(tmp_path: Path) -> None:
    puzzle = talon_puzzles()[0]
    solution = solve(puzzle)
    first = sorted(solution.correct)[0]
    wrong = next(c for c in solution.choices if c not in solution.correct)
    report = checked_with_answer(puzzle, f"\n- {first}\n- {wrong}", tmp_path)
    assert report.problems and "answer" in str(report.problems[0])


def test_the_same_seed_mines_the_same_lay_away_puzzle() -> None:
    """Seed 1 finds its puzzle within a second (seed 3 took half a minute each time)."""
    first, again = (list(mine_talon(GAME, 1, 1)) for _ in range(2))
    assert [m.document() for m in first] == [m.document() for m in again] and len(first) == 1
    document = first[0].document()
    assert isinstance(document["answer"], list) and len(document["answer"]) == 2
    assert len(set(document["prompt"].values())) == len(LANGUAGES)


def test_mining_a_game_without_a_talon_to_lay_away_says_so(tmp_path: Path) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "tutorial", "mine", "bauernschnapsen", "--talon", "--count", "1",
         "--out", str(tmp_path)],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert run.returncode == 1 and "found no such moment in bauernschnapsen" in run.stderr
    assert "Traceback" not in run.stderr and not list(tmp_path.iterdir())


def test_tactics_mode_asks_for_both_cards_and_takes_the_pair() -> None:
    puzzle = talon_puzzles()[0]
    app = open_page("puzzles", lang="en", mode="tactics", puzzle=puzzle.id)
    assert not app.exception
    key = f"pick_tactics_{puzzle.id.replace('-', '_')}"
    assert "Pick the two cards to lay away" in app.button_group(key=key).label
    app.button_group(key=key).set_value(sorted(solve(puzzle).correct)).run()
    app.button(key=f"check_tactics_{puzzle.id.replace('-', '_')}").click().run()
    assert not app.exception and app.success
