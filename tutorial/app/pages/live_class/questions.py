"""What a live class is asked: a bank puzzle, a generated position, or a replay's coming trick.

The store keeps a question as (kind, ref, step); this module turns it back into the puzzle or the
replay position, with the engine's solution. The engine decides what is right (the puzzle's
`Solution`, or `next_trick_question` of a replay), for the student's answer and for the reveal.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutorial.app.pages.replays.page import replay_of
from tutorial.app.shell.state import Settings
from tutorial.app.widgets.puzzle import given_text
from tutorial.app.widgets.puzzle_keys import bank, from_seed_key, seed_key
from tutorial.app.widgets.set_store import PREFIX as SET_PREFIX
from tutorial.app.widgets.set_store import safely, set_puzzle, sets_here
from tutorial.puzzles.check import solve
from tutorial.puzzles.generate import GenerationError
from tutorial.puzzles.model import Puzzle, PuzzleError, Solution
from tutorial.puzzles.present import choice_label, explanation
from tutorial.replays.model import Replay
from tutorial.replays.predict import next_trick_question
from tutorial.store.class_records import ProgressNote, QuestionRef
from tutorial.words.explain import describe

Pick = str | tuple[str | frozenset[str], ...] | frozenset[str]


@dataclass(frozen=True)
class AskedPuzzle:
    """A puzzle put to the class, with the engine's solution."""

    ref: QuestionRef
    puzzle: Puzzle
    solution: Solution

    @property
    def choices(self) -> tuple[str, ...]:
        parts = self.solution.parts or (self.solution,)
        return () if len(parts) > 1 or self.solution.multi else self.solution.choices


@dataclass(frozen=True)
class AskedTrick:
    """A replay paused before a trick is completed: who takes it?"""

    ref: QuestionRef
    replay: Replay
    step: int
    choices: tuple[str, ...]
    answer: str


Asked = AskedPuzzle | AskedTrick


def resolve(ref: QuestionRef) -> Asked | None:
    """The question behind a stored reference, or None when it no longer exists (a puzzle
    removed from the bank, a replay file renamed)."""
    if ref.kind == "replay":
        replay = replay_of(ref.ref)
        step = ref.step if ref.step is not None else 0
        question = next_trick_question(replay, step) if replay is not None else None
        if replay is None or question is None:
            return None
        choices, answer, _why = question
        return AskedTrick(ref, replay, step, tuple(choices), answer)
    try:
        if ref.kind == "seed":
            puzzle = from_seed_key(ref.ref)
        elif ref.ref.startswith(SET_PREFIX):
            puzzle = set_puzzle(ref.ref)
        else:
            puzzle = bank().get(ref.ref)
    except (ValueError, GenerationError):
        return None
    if puzzle is None:
        return None
    try:
        return AskedPuzzle(ref, puzzle, solve(puzzle))
    except PuzzleError:
        return None


def verdict(asked: Asked, picked: Pick) -> tuple[str, bool]:
    """The pick as text and whether the engine accepts it."""
    if isinstance(asked, AskedTrick):
        return str(picked), picked == asked.answer
    return given_text(picked), asked.solution.accepts(picked)


def _pick_of(asked: AskedPuzzle, given: str) -> Pick:
    """A recorded answer's text back as the pick it was (see `given_text`)."""

    def one(part: Solution, text: str) -> str | frozenset[str]:
        return frozenset(c for c in text.split(",") if c) if part.multi else text

    if asked.solution.parts:
        texts = given.split(" | ")
        return tuple(one(p, x) for p, x in zip(asked.solution.parts, texts, strict=False))
    return one(asked.solution, given)


def is_right(asked: Asked, given: str) -> bool:
    """Whether the engine accepts this recorded answer."""
    if isinstance(asked, AskedTrick):
        return given == asked.answer
    return asked.solution.accepts(_pick_of(asked, given))


def note(asked: Asked) -> ProgressNote:
    """How an answer to this question enters the student's own progress."""
    if isinstance(asked, AskedTrick):
        return ProgressNote(asked.replay.id, asked.replay.game, replay_step=asked.step)
    puzzle = asked.puzzle
    key = puzzle.id if puzzle.seed is None else seed_key(puzzle.game, puzzle.kind, puzzle.seed)
    return ProgressNote(key, puzzle.game, puzzle.section, puzzle.kind)


def given_label(asked: Asked, given: str, settings: Settings) -> str:
    """An answer as the class reads it: cards in the reader's skin, words translated."""
    if isinstance(asked, AskedTrick):
        return given
    return " | ".join(
        ", ".join(choice_label(c, settings.lang, settings.skin) for c in part.split(",") if c)
        for part in given.split(" | ")
    )


def answer_text(asked: Asked, settings: Settings) -> str:
    """The right answer, as the reveal shows it."""
    if isinstance(asked, AskedTrick):
        return asked.answer
    parts = asked.solution.parts or (asked.solution,)
    return "; ".join(
        ", ".join(choice_label(c, settings.lang, settings.skin) for c in sorted(part.correct))
        for part in parts
    )


def why_text(asked: Asked, settings: Settings) -> str:
    """The engine's explanation of the right answer, with its rule-card section."""
    if isinstance(asked, AskedTrick):
        question = next_trick_question(asked.replay, asked.step, settings.lang)
        return question[2] if question else ""
    return explanation(asked.puzzle, asked.solution, settings.lang, settings.skin)


def why_wrong(asked: Asked, given: str, settings: Settings) -> list[str]:
    """Why this answer fails, choice by choice (empty when it is right or the engine has no
    word for a choice). A replay trick has one explanation: the right one."""
    if isinstance(asked, AskedTrick):
        return []
    solution = asked.solution
    parts = solution.parts or (solution,)
    lines = []
    for part, text in zip(parts, given.split(" | "), strict=False):
        picked = {c for c in text.split(",") if c}
        for choice in sorted(picked - part.correct):
            reason = part.why.get(choice)
            if reason is not None and reason != part.reason:  # else the explanation says it
                label = choice_label(choice, settings.lang, settings.skin)
                lines.append(f"{label}: {describe(reason, settings.lang, settings.skin)}")
    return lines


def trick_steps(replay: Replay) -> list[int]:
    """The steps of a replay just before a trick is completed: where the class can predict."""
    return [step for step in range(replay.steps) if next_trick_question(replay, step) is not None]


def next_after(ref: QuestionRef, replay_step: int) -> tuple[str, str, int | None] | None:
    """The question "Next" asks: the next puzzle of the same set, the next bank puzzle of the
    same game, the next seed, or the replay's next trick after the step the class is at."""
    if ref.kind == "seed":
        game, kind, seed = ref.ref.split(".")
        return "seed", seed_key(game, kind, int(seed) + 1), None
    if ref.kind == "replay":
        replay = replay_of(ref.ref)
        later = [s for s in trick_steps(replay) if s > replay_step] if replay else []
        return ("replay", ref.ref, later[0]) if later else None
    if ref.ref.startswith(SET_PREFIX):
        return _next_in_set(ref.ref)
    puzzles = list(bank().values())
    current = bank().get(ref.ref)
    if current is None:
        return None
    same_game = [p.id for p in puzzles if p.game == current.game]
    index = same_game.index(current.id)
    return ("puzzle", same_game[index + 1], None) if index + 1 < len(same_game) else None


def _next_in_set(key: str) -> tuple[str, str, int | None] | None:
    """The puzzle after `key` in its teacher's set (None at the end, or without the store)."""
    sets = sets_here()
    if sets is None:
        return None
    found = safely(lambda: sets.set_of(key), None)
    keys = [row.key for row in safely(lambda: sets.puzzles(found.uid), [])] if found else []
    if key not in keys or keys.index(key) + 1 >= len(keys):
        return None
    return "puzzle", keys[keys.index(key) + 1], None
