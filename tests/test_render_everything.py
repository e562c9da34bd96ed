"""Every content item opens through the real app, by deep link, without a single failure.

A page nobody opened may crash for a learner: once, 36 of 266 puzzle and replay pages did while
every other test passed. So this opens, in AppTest and by the links a learner follows, every bank
puzzle (and answers and reveals it), 15 generated seeds of every generated kind of every game,
every replay file at its first, a middle and its last step, seeded replays of each game, every
lesson section in every language, and the progress page in every language. Languages rotate over the items, so all four are exercised.
"""

from __future__ import annotations

import pytest

from tests.apptest_helpers import failures, open_page
from tutorial.content.lessons import load_lessons
from tutorial.games.registry import GAMES
from tutorial.puzzles.bank import load_bank
from tutorial.puzzles.generate import KINDS
from tutorial.replays.loader import load_replays, seeded_replay
from tutorial.words.i18n import LANGUAGES

SEEDS_PER_KIND = 15
REPLAY_SEEDS = (1, 2, 3)

BANK = sorted(load_bank())
GENERATED = [
    f"{game}.{kind}.{seed}"
    for game, kinds in sorted(KINDS.items())
    for kind in kinds
    for seed in range(SEEDS_PER_KIND)
]


def _steps(total: int) -> list[int]:
    return sorted({0, total // 2, total})


REPLAY_STEPS = [
    (replay_id, step)
    for replay_id, replay in sorted(load_replays().items())
    for step in _steps(replay.steps)
]
SEEDED_STEPS = [
    (f"seed.{game}.{seed}", step)
    for game in sorted(GAMES)
    for seed in REPLAY_SEEDS
    for step in _steps(seeded_replay(game, seed).steps)
]
LESSONS = [
    (game, lang, section)
    for (game, lang), lessons in sorted(load_lessons().items())
    for section in [lesson.slug for lesson in lessons] + ["glossary"]  # links name the slug
]


def _lang(index: int) -> str:
    return LANGUAGES[index % len(LANGUAGES)]


def _answer_and_reveal(at) -> None:
    """Pick the first choice of every picker, check if there is a Check button, then reveal."""
    for group in at.button_group:
        unanswered = group.value in (None, [])
        if str(group.key).startswith("pick_quiz") and group.options and unanswered:
            group.set_value(
                [group.options[0]] if isinstance(group.value, list) else group.options[0]
            )
    at.run()
    checks = [b for b in at.button if str(b.key).startswith("check_quiz")]
    if checks:
        checks[0].click().run()
    reveal = [b for b in at.button if str(b.key).startswith("reveal_quiz")]
    if reveal:
        reveal[0].click().run()


def _assert_shown(at, *, expect_feedback: bool = False) -> None:
    assert failures(at) == []
    assert at.title or at.header, "the page drew no heading"
    if expect_feedback:
        assert at.info or at.success or at.error, "no feedback after answering"


@pytest.mark.parametrize("puzzle_id", BANK)
def test_every_bank_puzzle_opens_answers_and_reveals(puzzle_id: str) -> None:
    at = open_page("puzzles", lang=_lang(BANK.index(puzzle_id)), puzzle=puzzle_id)
    _assert_shown(at)
    assert at.query_params["puzzle"] in (puzzle_id, [puzzle_id])
    _answer_and_reveal(at)
    _assert_shown(at, expect_feedback=True)


@pytest.mark.parametrize("seed", GENERATED)
def test_every_generated_kind_opens_answers_and_reveals(seed: str) -> None:
    at = open_page("puzzles", lang=_lang(GENERATED.index(seed)), seed=seed)
    _assert_shown(at)
    assert not at.warning, [w.value for w in at.warning]
    _answer_and_reveal(at)
    _assert_shown(at, expect_feedback=True)


@pytest.mark.parametrize(("replay_id", "step"), REPLAY_STEPS + SEEDED_STEPS)
def test_every_replay_opens_at_first_middle_and_last_step(replay_id: str, step: int) -> None:
    index = (REPLAY_STEPS + SEEDED_STEPS).index((replay_id, step))
    at = open_page("replays", lang=_lang(index), replay=replay_id, step=str(step))
    _assert_shown(at)
    assert not at.warning, [w.value for w in at.warning]
    assert at.session_state["replay_step"] == step


@pytest.mark.parametrize(("game", "lang", "section"), LESSONS)
def test_every_lesson_section_opens_in_every_language(game: str, lang: str, section: str) -> None:
    at = open_page("lessons", lang=lang, game=game, section=section)
    _assert_shown(at)
    assert not at.warning, [w.value for w in at.warning]
    assert at.query_params["section"] in (section, [section])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_progress_page_opens_in_every_language(lang: str) -> None:
    at = open_page("progress", lang=lang)
    _assert_shown(at)
    assert not at.warning, [w.value for w in at.warning]
    assert len(at.get("plotly_chart")) == 2  # the mastery map and the activity chart


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_play_page_opens_at_the_start_of_a_deal(game: str, lang: str) -> None:
    at = open_page("play", lang=lang, game=game)
    _assert_shown(at)
    at.session_state["play_seed"] = 7
    at.button(key="play_start").click().run()
    _assert_shown(at)
    assert not at.warning, [w.value for w in at.warning]
    assert any('data-testid="card-table"' in h.value for h in at.html)
