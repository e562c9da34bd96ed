"""The question bank covers every rule: enough puzzles per game and per lesson section, every
difficulty, and the same difficulty for twin puzzles.

The sections are read from the lessons themselves (their `section:` front matter), so this test
follows the lesson order of issue 12 §6 once the renumbering branch is merged: it needs no change
then, only the puzzles' `section:` fields and the lessons must agree.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from pathlib import Path

import pytest

from tutorial.games.registry import spec_of
from tutorial.puzzles.bank import load_bank
from tutorial.puzzles.model import Puzzle

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
GAMES = ("schneider", "bauernschnapsen", "dreierschnapsen")
PER_GAME = 80
PER_SECTION = 4
SECTION_LINE = re.compile(r'^section:\s*"?(\d+)"?\s*$', re.MULTILINE)


def lesson_sections(game: str) -> list[str]:
    """The section numbers of a game's English lessons, from their front matter; the strategy
    section (`GameSpec.strategy_sections`: measured tendencies of play, not a rule to apply) is
    practised in the Tactics mode, not with rule puzzles of the bank."""
    strategy = spec_of(game).strategy_sections
    found = []
    for path in sorted((LESSONS / game / "en").glob("*.md")):
        match = SECTION_LINE.search(path.read_text(encoding="utf-8").split("---", 2)[1])
        assert match, f"{path.name} has no section in its front matter"
        section = f"{int(match.group(1)):02d}"
        if section not in strategy:
            found.append(section)
    return found


def _puzzles(game: str) -> list[Puzzle]:
    return [p for p in load_bank().values() if p.game == game]


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_at_least_eighty_puzzles(game: str) -> None:
    assert len(_puzzles(game)) >= PER_GAME


@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_section_has_at_least_four_puzzles(game: str) -> None:
    counts = Counter(p.section for p in _puzzles(game))
    short = {s: counts[s] for s in lesson_sections(game) if counts[s] < PER_SECTION}
    assert not short, f"{game}: sections with fewer than {PER_SECTION} puzzles: {short}"


@pytest.mark.parametrize("game", GAMES)
def test_every_difficulty_is_present_in_every_game(game: str) -> None:
    assert {p.difficulty for p in _puzzles(game)} == {1, 2, 3}


def _slug(puzzle: Puzzle) -> str:
    """The id without its game and section prefix: the same question asked in two games."""
    return puzzle.id.split("-", 2)[-1]


def test_twin_puzzles_have_the_same_difficulty() -> None:
    """Twins ask the same thing: the same kind, section and tags in one game, or the same kind
    and slug in two games (e.g. `bauern-06-thirty-two` and `dreier-08-thirty-two`)."""
    groups: dict[tuple, list[Puzzle]] = defaultdict(list)
    for p in load_bank().values():
        groups[("game", p.game, p.kind, p.section, frozenset(p.tags))].append(p)
        groups[("slug", p.kind, _slug(p))].append(p)
    uneven = {
        key: sorted((p.id, p.difficulty) for p in group)
        for key, group in groups.items()
        if len({p.difficulty for p in group}) > 1
    }
    assert not uneven, uneven
