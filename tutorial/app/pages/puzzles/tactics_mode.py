"""Tactics: the solver's puzzles (`?mode=tactics`), by game and motif, unsolved ones first.

Every position is a real deal with all hands shown and one card best by a clear margin
(`tutorial.puzzles.tactics`); the answer goes into the learner's memory like any quiz answer.
"""

from __future__ import annotations

import random

import streamlit as st

from tutorial.app.shell.memory import here
from tutorial.app.shell.recording import answer_recorder
from tutorial.app.shell.state import Settings, chosen_game, remember_game
from tutorial.app.widgets.puzzle import render_puzzle, reset_puzzle
from tutorial.app.widgets.puzzle_keys import tactics
from tutorial.puzzles.mine import MOTIFS
from tutorial.puzzles.model import Puzzle
from tutorial.store.repository import Store

STATE = "tactics"
MOTIF_KEY = "tactics_motifs"


def motif_of(puzzle: Puzzle) -> str | None:
    return next((tag for tag in puzzle.tags if tag in MOTIFS), None)


def _widget_key(current: str) -> str:
    return f"tactics_{current.replace('-', '_')}"


def _next(pool: list[Puzzle], solved: frozenset[str]) -> None:
    """A puzzle not solved yet (easier ones first), else any other."""
    state = st.session_state.setdefault(STATE, {"current": None})
    fresh = [p for p in pool if p.id not in solved and p.id != state["current"]]
    others = [p for p in pool if p.id != state["current"]] or pool
    choices = fresh or others
    if not choices:
        state["current"] = None
        return
    easiest = min(p.difficulty for p in choices)
    chosen = random.choice([p for p in choices if p.difficulty == easiest])
    reset_puzzle(_widget_key(chosen.id))
    state["current"] = chosen.id


def _from_link(settings: Settings) -> None:
    """`?mode=tactics&puzzle=<id>` opens that puzzle (and its game), once per visit."""
    state = st.session_state.setdefault(STATE, {"current": None})
    if state.get("link_read"):
        return
    state["link_read"] = True
    wanted = st.query_params.get("puzzle")
    if not wanted:
        return
    puzzle = tactics().get(wanted)
    if puzzle is None:
        st.warning(settings.t._("Unknown puzzle {value!r} in the link.").format(value=wanted))
        return
    remember_game(puzzle.game)
    state["current"] = puzzle.id


def render_tactics(settings: Settings) -> None:
    t = settings.t
    _from_link(settings)
    game = chosen_game()
    puzzles = sorted((p for p in tactics().values() if p.game == game), key=lambda p: p.id)
    if not puzzles:
        st.info(t._("No tactics puzzles for this game yet."))
        return
    present = [m for m in MOTIFS if any(motif_of(p) == m for p in puzzles)]
    picked = st.pills(
        t._("Motif"),
        present,
        selection_mode="multi",
        format_func=lambda m: t._(MOTIFS[m]),
        key=MOTIF_KEY,
    )
    pool = [p for p in puzzles if not picked or motif_of(p) in picked]
    outcomes = here().call(Store.outcomes, {}, [p.id for p in puzzles])
    solved = frozenset(key for key, right in outcomes.items() if right)
    st.caption(
        t._("Solved {solved} of {total} in this choice").format(
            solved=sum(p.id in solved for p in pool), total=len(pool)
        )
    )
    state = st.session_state.setdefault(STATE, {"current": None})
    current = state["current"]
    if current not in {p.id for p in pool}:
        _next(pool, solved)
        current = state["current"]
    if current is None:
        st.query_params.pop("puzzle", None)
        return
    st.query_params["puzzle"] = current  # a link to share this very position
    render_puzzle(tactics()[current], settings, _widget_key(current), answer_recorder("quiz"))
    st.button(
        t._("Next puzzle"),
        icon=":material/arrow_forward:",
        key="tactics_next",
        shortcut="Right",
        on_click=_next,
        args=(pool, solved),
    )
