"""Tactics puzzles before the first card (issue 21 §1: "the decisions before it … Kontra/Spritzen"):
"double the stake, or not?" with every hand open.

The rule: once the contract is fixed the defenders are asked in turn whether they double, and a
double hands the question to the other side (Bauernschnapsen card S3 §05 Kontra, Rekontra,
Subkontra; Dreierschnapsen S4 "Flecken": Spritzen, Retour, Re). With open hands each choice has
an exact value: the best answers of everyone after it, then best play of the whole deal.
The referee here is the generic search over the engine's own `Deal` (`solver.search`), which
walks the doubling and every card without the card core the puzzles are valued on.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from tests.apptest_helpers import open_page
from tests.tactics_files import checked_with_answer, written_puzzle
from tutorial.puzzles import doubling
from tutorial.puzzles.bank import load_tactics
from tutorial.puzzles.check import check_paths, solve
from tutorial.puzzles.choices import choice_of
from tutorial.puzzles.mine import MOTIFS, at, played
from tutorial.puzzles.mine_decisions import MOTIF, mine_doubling
from tutorial.puzzles.model import Puzzle
from tutorial.puzzles.tactics import MARGIN, NoSingleBest, tactics_deal
from tutorial.solver.solve import solve as solve_position
from tutorial.words.explain import describe
from tutorial.words.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
SCHNAPSEN = ("bauernschnapsen", "dreierschnapsen")
ANSWERS = ("kontra", "no_kontra")


def doubling_puzzles(game: str | None = None) -> list[Puzzle]:
    found = [p for p in load_tactics().values() if MOTIF in p.tags]
    return sorted((p for p in found if game in (None, p.game)), key=lambda p: p.id)


def _referee(puzzle: Puzzle) -> dict[str, int]:
    """Each choice's value by the generic search over the engine's deal (no card core)."""
    deal = tactics_deal(puzzle)
    assert deal.fast_search(deal.to_move or 0, None, True) is None  # the doubling is generic
    return {choice_of(v.action): v.value for v in solve_position(deal, fair=True).values}


def test_at_least_20_doubling_puzzles_per_schnapsen_game_with_either_answer() -> None:
    files = [
        path
        for game in SCHNAPSEN
        for path in sorted(
            (ROOT / "scenarios" / game / "tactics").glob("tactics-*-doubling-*.yaml")
        )
    ]
    report = check_paths(files, ROOT)  # every tactics file: tests/test_scenarios.py
    assert not report.problems, "\n".join(map(str, report.problems[:5]))
    for game in SCHNAPSEN:
        puzzles = doubling_puzzles(game)
        answers = Counter(next(iter(solve(p).correct)) for p in puzzles)
        assert len(puzzles) >= 20 and min(answers[a] for a in ANSWERS) >= 8, (game, answers)
        assert sum(p.game == game for p in report.puzzles) == len(puzzles)
        assert all("open-hands" in p.tags and MOTIF in MOTIFS for p in puzzles)


@pytest.mark.parametrize("game", SCHNAPSEN)
def test_a_doubling_choice_is_worth_what_the_engines_own_search_finds_s3_05_s4_flecken(
    game: str,
) -> None:
    """Two puzzles per game here; every one of them in the slow test below."""
    for puzzle in doubling_puzzles(game)[:2]:
        solution = solve(puzzle)
        (best,) = solution.correct
        values = _referee(puzzle)
        assert max(values, key=values.__getitem__) == best, puzzle.id
        other = next(c for c in ANSWERS if c != best)
        assert values[best] - values[other] >= MARGIN, puzzle.id
        assert doubling.valued(tactics_deal(puzzle)).values == values, puzzle.id  # type: ignore[union-attr]


@pytest.mark.slow
def test_every_doubling_puzzle_is_worth_what_the_engines_own_search_finds() -> None:
    for puzzle in doubling_puzzles():
        found = doubling.valued(tactics_deal(puzzle))
        assert found is not None and found.values == _referee(puzzle), puzzle.id


def test_a_double_that_loses_is_doubled_back_and_the_explanation_says_so() -> None:
    """S3 §05: "a double hands the question to the other side" — where doubling is wrong, the
    declarer's side answers it (Rekontra/Retour) and the wrong choice's explanation names it."""
    named = 0
    for puzzle in doubling_puzzles():
        solution = solve(puzzle)
        if solution.correct != {"no_kontra"}:
            continue
        text = describe(solution.why["kontra"], "en")
        named += bool(re.search(r"then says (Rekontra|Retour|Subkontra|Re)\b", text))
    assert named >= 5


def test_every_choice_is_explained_in_every_language_by_the_games_own_words() -> None:
    for game, word in (("bauernschnapsen", "Kontra"), ("dreierschnapsen", "Spritzen")):
        puzzle = doubling_puzzles(game)[0]
        solution = solve(puzzle)
        assert set(solution.why) == set(solution.choices) == set(ANSWERS)
        for lang in LANGUAGES:
            texts = [describe(reason, lang) for reason in solution.why.values()]
            assert len(set(texts)) == 2 and all("{" not in text for text in texts), lang
            assert not any(re.search(r"\b(no_)?kontra\b", text) for text in texts), texts
        assert word in describe(solution.why["kontra"], "en")


def test_a_position_with_no_clear_best_choice_is_refused(tmp_path: Path) -> None:
    """Where doubling and not doubling end alike (within `MARGIN`), the check says so."""
    for seed in range(1, 200):
        actions = played("dreierschnapsen", seed)
        for cut in range(len(actions)):
            deal = at("dreierschnapsen", seed, actions[:cut])
            found = doubling.valued(deal) if doubling.doubling_choices(deal) else None
            if found is None or found.margin >= MARGIN:
                continue
            puzzle = written_puzzle(tmp_path, "dreierschnapsen", seed, actions[:cut], found.best)
            with pytest.raises(NoSingleBest) as refused:
                solve(puzzle)
            assert "position.steps" in str(refused.value)
            assert "kontra, no_kontra" in str(refused.value)
            return
    pytest.fail("no doubling moment without a clear best choice in 200 deals")


def test_a_wrong_answer_in_a_doubling_puzzle_file_is_refused(tmp_path: Path) -> None:
    puzzle = doubling_puzzles("bauernschnapsen")[0]
    (best,) = solve(puzzle).correct
    wrong = next(c for c in ANSWERS if c != best)
    report = checked_with_answer(puzzle, f" {wrong}", tmp_path)
    assert report.problems and "answer" in str(report.problems[0])


def test_the_same_seed_mines_the_same_puzzles_half_with_either_answer() -> None:
    first, again = (list(mine_doubling("bauernschnapsen", 5, 2)) for _ in range(2))
    assert [m.document() for m in first] == [m.document() for m in again]
    assert sorted(m.best for m in first) == ["kontra", "no_kontra"]
    prompts = first[0].document()["prompt"]
    assert set(prompts) == set(LANGUAGES) and "Kontra" in prompts["en"]
    assert len(set(prompts.values())) == len(LANGUAGES)  # translated, not English four times


def test_mining_a_game_without_doubling_says_so(tmp_path: Path) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "tutorial", "mine", "schneider", "--doubling", "--count", "1",
         "--out", str(tmp_path)],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert run.returncode == 1 and "found no such moment in schneider" in run.stderr
    assert "Traceback" not in run.stderr and not list(tmp_path.iterdir())


@pytest.mark.parametrize(
    ("game", "word"), [("bauernschnapsen", "Kontra"), ("dreierschnapsen", "Spritzen")]
)
def test_tactics_mode_asks_the_double_in_the_games_own_words(game: str, word: str) -> None:
    puzzle = doubling_puzzles(game)[0]
    app = open_page("puzzles", lang="en", mode="tactics", puzzle=puzzle.id)
    assert not app.exception
    key = f"pick_tactics_{puzzle.id.replace('-', '_')}"
    (best,) = solve(puzzle).correct
    wrong = next(c for c in ANSWERS if c != best)
    app.button_group(key=key).set_value(wrong).run()
    assert not app.exception and not app.success
    shown = " ".join(m.value for m in app.markdown) + " ".join(e.value for e in app.error)
    assert word in shown and not re.search(r"\b(no_)?kontra\b", shown), shown[:400]
