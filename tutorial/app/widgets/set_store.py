"""The pages' way to a teacher's puzzle sets (issue 22): the store's `sets` and `homework`,
reached without a traceback when the database is away, and a set puzzle read back into a
`Puzzle` under its key `set:<uid>`.

A set puzzle is kept as the text of one scenario file (`tutorial/puzzles/authoring.py` writes
it), so what a teacher exports is exactly what the store holds; reading it goes through the same
checks as `kartenschule check`, and a text that no longer passes them is passed over.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from typing import TypeVar

import streamlit as st

from tutorial.app.shell.memory import here
from tutorial.puzzles.model import Puzzle
from tutorial.puzzles.scenario_yaml import read_yaml
from tutorial.store.errors import StoreUnavailable
from tutorial.store.homework import Homework
from tutorial.store.sets import Sets

LOG = logging.getLogger("kartenschule")
PREFIX = "set:"  # a set puzzle's key: set:<uid>
T = TypeVar("T")


def sets_here() -> Sets | None:
    """The sets of the lasting database, or None (a private in-memory store cannot share)."""
    memory = here()
    if memory.store is None or not memory.lasting:
        return None
    return memory.store.sets


def homework_here() -> Homework | None:
    memory = here()
    if memory.store is None or not memory.lasting:
        return None
    return memory.store.homework


def safely(read: Callable[[], T], default: T) -> T:
    """A read of the sets that answers `default` when the database fails (the page goes on)."""
    try:
        return read()
    except StoreUnavailable as problem:
        LOG.warning("puzzle sets unavailable (%s): %s", problem.url, problem.reason)
        return default


@st.cache_resource(show_spinner=False, max_entries=512)
def puzzle_from_text(data: str, key: str) -> Puzzle | None:
    """The one puzzle of a kept scenario text, named by its key; None if it no longer passes."""
    puzzles, problems = read_yaml(data, "set.yaml")
    if problems or len(puzzles) != 1:
        return None
    return dataclasses.replace(puzzles[0], id=key)


def set_puzzle(key: str) -> Puzzle | None:
    """The set puzzle of a key `set:<uid>`, or None (unknown, removed, or the database away)."""
    sets = sets_here()
    if sets is None or not key.startswith(PREFIX):
        return None
    row = safely(lambda: sets.puzzle(key), None)
    return None if row is None else puzzle_from_text(row.data, key)
