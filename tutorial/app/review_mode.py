"""Review mode of the Puzzles page: what the learner's schedule says is due, then new puzzles.

The order is the store's review queue (puzzles due first, the games interleaved, then the
question bank shuffled). An answered puzzle leaves the queue until it is due again, so a missed
one comes back after its relearning step, not straight away; a skipped one waits a little too.
`?mode=review&game=schneider&section=04` reviews one rule-card section (the mastery map links so).
"""

from __future__ import annotations

import random

import streamlit as st

from tutorial.app.guard import contained
from tutorial.app.memory import here
from tutorial.app.puzzle_keys import current_of, puzzle_of
from tutorial.app.puzzle_widget import render_puzzle, reset_puzzle
from tutorial.app.recording import answer_recorder
from tutorial.app.state import Settings
from tutorial.catalog import CARD_SECTIONS, GAME_INFO
from tutorial.store.repository import Store

REVIEW = "review"  # session key: the puzzle under review, the queue's shuffle seed, the scope


def _state() -> dict:
    return st.session_state.setdefault(
        REVIEW, {"current": None, "seed": random.randrange(2**31), "scope": (None, None)}
    )


def review_scope(settings: Settings) -> tuple[str | None, str | None]:
    """The game and section a link asks to review (`?game=&section=`); unknown ones are reported."""
    t = settings.t
    game, section = st.query_params.get("game"), st.query_params.get("section")
    if game is not None and game not in CARD_SECTIONS:
        st.warning(
            t._("Unknown game {value!r} in the link: reviewing every game.").format(value=game)
        )
        return None, None
    if section is not None and (game is None or section not in CARD_SECTIONS[game]):
        st.warning(
            t._("Unknown section {value!r} in the link: reviewing every section.").format(
                value=section
            )
        )
        section = None
    return game, section


def widget_key(key: str) -> str:
    return "review_" + key.replace(".", "_")


def _next(key: str) -> None:
    reset_puzzle(widget_key(key))
    _state()["current"] = None


def _skip(key: str, game: str, section: str) -> None:
    """Passed over: the store keeps it back a little, so the queue moves on."""
    here().call(Store.record_skip, None, key, game=game, section=section)
    _next(key)


def _whole_bank() -> None:
    for name in ("game", "section"):
        st.query_params.pop(name, None)


def _scope_line(settings: Settings, game: str | None, section: str | None) -> None:
    t = settings.t
    if game is None:
        return
    title = t._(next(info.title for info in GAME_INFO if info.key == game))
    place = f"{title} §{section}" if section else title
    text, button = st.columns([3, 2], vertical_alignment="center")
    text.markdown(t._("Reviewing {place}").format(place=place))
    button.button(
        t._("Review everything"),
        key="review_all",
        icon=":material/select_all:",
        on_click=_whole_bank,
    )


def render_review(settings: Settings) -> None:
    """The review queue's next puzzle, how many are due, and Skip or Next."""
    t = settings.t
    state = _state()
    game, section = review_scope(settings)
    if state["scope"] != (game, section):
        state["scope"], state["current"] = (game, section), None
    queue = here().call(Store.review_queue, [], game=game, section=section, seed=state["seed"])
    _scope_line(settings, game, section)
    due = sum(item.due is not None for item in queue)
    st.caption(
        t.ngettext("{n} puzzle is due for review.", "{n} puzzles are due for review.", due).format(
            n=due
        )
        if due
        else t._("Nothing is due for review: here come puzzles you have not answered yet.")
    )
    if state["current"] is None:
        state["current"] = next(
            (item.key for item in queue if puzzle_of(current_of(item.key))), None
        )
    key = state["current"]
    puzzle = puzzle_of(current_of(key)) if key else None
    if key is None or puzzle is None:
        st.info(
            t._(
                "Nothing to review here right now: missed puzzles come back on their schedule. "
                "The quiz has more puzzles."
            ),
            icon=":material/event_available:",
        )
        return
    with contained(
        t._("This puzzle cannot be shown right now. Please try another one."), f"review {key}"
    ):
        render_puzzle(puzzle, settings, widget_key(key), answer_recorder("review"))
    if st.session_state.get(f"answered_{widget_key(key)}"):
        st.button(
            t._("Next puzzle"), icon=":material/arrow_forward:", key="review_next",
            shortcut="Right", on_click=_next, args=(key,),
        )  # fmt: skip
    else:
        st.button(
            t._("Skip for now"), icon=":material/skip_next:", key="review_skip",
            shortcut="Right", on_click=_skip, args=(key, puzzle.game, puzzle.section),
        )  # fmt: skip
