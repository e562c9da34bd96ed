"""Naming puzzles: a bank puzzle by its id, a generated one by its seed key `game.kind.n`.

The same key is the puzzle's name in a link (`?puzzle=<id>`, `?seed=<game.kind.n>`) and in the
learner's record, so a missed puzzle can be shown and retried from its key alone. Inside the
Puzzles page a generated puzzle is `seed:<game.kind.n>`, which tells the two kinds apart.
"""

from __future__ import annotations

import dataclasses
import re

import streamlit as st

from tutorial.app.shell.memory import here
from tutorial.app.widgets import set_store
from tutorial.games.base import ReplayError
from tutorial.puzzles import personal
from tutorial.puzzles.bank import load_bank, load_tactics
from tutorial.puzzles.generate import GenerationError, generate
from tutorial.puzzles.model import Puzzle
from tutorial.store.repository import Store

SEED = "seed:"
SHORT = 90  # characters of a prompt shown in a list


@st.cache_resource(show_spinner=False)
def bank() -> dict[str, Puzzle]:
    return load_bank()


@st.cache_resource(show_spinner=False)
def tactics() -> dict[str, Puzzle]:
    """The solver's puzzles (`scenarios/<game>/tactics/`), each solved once per process."""
    return load_tactics()


def seed_key(game: str, kind: str, seed: int) -> str:
    return f"{game}.{kind}.{seed}"


def record_key(puzzle: Puzzle) -> str:
    """The key the learner's record keeps for this puzzle."""
    if puzzle.seed is None:
        return puzzle.id
    return seed_key(puzzle.game, puzzle.kind, puzzle.seed)


def current_of(key: str) -> str:
    """The Puzzles page's name of a recorded key (bank ids never contain a dot)."""
    return SEED + key if "." in key else key


@st.cache_resource(show_spinner=False, max_entries=256)
def from_seed_key(key: str) -> Puzzle:
    """The generated puzzle of a seed key; ValueError or GenerationError for a bad key."""
    game, kind, seed = key.split(".")
    return generate(game, kind, int(seed))


def personal_puzzle(key: str) -> Puzzle | None:
    """The learner's own puzzle `mine:<uid>` (issue 21 §3), or None if it is not theirs or its
    row no longer reads (then the review queue passes it over)."""
    row = here().call(Store.personal_puzzle, None, key)
    if row is None:
        return None
    try:
        return personal.as_puzzle(personal.from_row(dataclasses.asdict(row)))
    except (ValueError, KeyError, TypeError, ReplayError):
        return None


def puzzle_of(current: str) -> Puzzle | None:
    """The puzzle of a page key (bank id, `seed:` key, the learner's own `mine:` key or a
    teacher's `set:` key), or None if there is no such puzzle."""
    if current.startswith(personal.PREFIX):
        return personal_puzzle(current)
    if current.startswith(set_store.PREFIX):
        return set_store.set_puzzle(current)
    if current.startswith(SEED):
        try:
            return from_seed_key(current.removeprefix(SEED))
        except (ValueError, GenerationError):
            return None
    return bank().get(current) or tactics().get(current)


def game_of(current: str) -> str | None:
    """The game of a page key, read from the key or the bank (nothing is generated)."""
    if current.startswith(SEED):
        return current.removeprefix(SEED).split(".", 1)[0]
    if current.startswith((personal.PREFIX, set_store.PREFIX)):
        own = puzzle_of(current)
        return own.game if own else None
    puzzle = bank().get(current) or tactics().get(current)
    return puzzle.game if puzzle else None


def short_prompt(puzzle: Puzzle, lang: str, limit: int = SHORT) -> str:
    """The question in the reader's language as one short line, for lists of puzzles."""
    text = puzzle.prompt.get(lang) or puzzle.prompt.get("en") or puzzle.id
    text = re.sub(r"\s+", " ", re.sub(r"[*_`#>]", "", text)).strip()
    if len(text) <= limit:
        return text
    cut = text[: limit - 1].rsplit(" ", 1)[0]
    return cut.rstrip(",;:") + "…"
