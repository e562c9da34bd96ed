"""Tactics: the solver's puzzles (`?mode=tactics`), by game and motif, unsolved ones first and
near the learner's rating for their motif (`tutorial.puzzles.rating`).

Every position is a real deal with all hands shown and one card best by a clear margin
(`tutorial.puzzles.tactics`); the answer goes into the learner's memory like any quiz answer.
"""

from __future__ import annotations

import random

import streamlit as st
from babel.numbers import format_decimal

from tutorial.app.shell.memory import here
from tutorial.app.shell.recording import answer_recorder
from tutorial.app.shell.state import Settings, chosen_game, remember_game
from tutorial.app.widgets.make_puzzle import make_puzzle_box
from tutorial.app.widgets.puzzle import render_puzzle, reset_puzzle
from tutorial.app.widgets.puzzle_keys import tactics
from tutorial.puzzles.authoring import moment_from_puzzle
from tutorial.puzzles.mine import MOTIFS
from tutorial.puzzles.model import Puzzle
from tutorial.puzzles.rating import Rating, nearest, ratings
from tutorial.store.repository import Store
from tutorial.words.explain import BABEL_LOCALES

STATE = "tactics"
MOTIF_KEY = "tactics_motifs"


def motif_of(puzzle: Puzzle) -> str | None:
    return next((tag for tag in puzzle.tags if tag in MOTIFS), None)


def _widget_key(current: str) -> str:
    return f"tactics_{current.replace('-', '_')}"


def _next(pool: list[Puzzle], solved: frozenset[str], rated: dict[str, Rating]) -> None:
    """A puzzle not solved yet, near the learner's rating for its motif; else any other."""
    state = st.session_state.setdefault(STATE, {"current": None})
    fresh = [p for p in pool if p.id not in solved and p.id != state["current"]]
    others = [p for p in pool if p.id != state["current"]] or pool
    chosen = nearest(fresh or others, rated, motif_of, random.Random())
    if chosen is None:
        state["current"] = None
        return
    reset_puzzle(_widget_key(chosen.id))
    state["current"] = chosen.id


def _rating_line(settings: Settings, rated: dict[str, Rating]) -> None:
    """ "Your rating: what to lead 1,540 · take the trick now 1,470", numbers in the locale."""
    if not rated:
        return
    t = settings.t
    locale = BABEL_LOCALES.get(settings.lang, settings.lang)
    parts = [
        f"{t._(MOTIFS[m])} {format_decimal(round(rated[m].value), locale=locale)}"
        for m in MOTIFS
        if m in rated
    ]
    st.caption(t._("Your rating: {ratings}").format(ratings=" · ".join(parts)))


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
    ids = [p.id for p in puzzles]
    outcomes = here().call(Store.outcomes, {}, ids)
    solved = frozenset(key for key, right in outcomes.items() if right)
    rated = ratings(here().call(Store.first_tries, [], ids), tactics(), motif_of)
    _rating_line(settings, rated)
    st.caption(
        t._("Solved {solved} of {total} in this choice").format(
            solved=sum(p.id in solved for p in pool), total=len(pool)
        )
    )
    state = st.session_state.setdefault(STATE, {"current": None})
    current = state["current"]
    if current not in {p.id for p in pool}:
        _next(pool, solved, rated)
        current = state["current"]
    if current is None:
        st.query_params.pop("puzzle", None)
        return
    st.query_params["puzzle"] = current  # a link to share this very position
    render_puzzle(tactics()[current], settings, _widget_key(current), answer_recorder("quiz"))
    make_puzzle_box(lambda: moment_from_puzzle(tactics()[current]), settings, "tactics")
    st.button(
        t._("Next puzzle"),
        icon=":material/arrow_forward:",
        key="tactics_next",
        shortcut="Right",
        on_click=_next,
        args=(pool, solved, rated),
    )
