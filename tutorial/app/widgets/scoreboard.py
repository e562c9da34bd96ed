"""The learner's score under the puzzles: answered, right, streak, and the puzzles to retry.

Everything comes from the learner's memory, so it is the same after a reload, on another device
with the personal link, and after a server restart. The missed list shows the questions
themselves (shortened, in the reader's language), each with a retry, and "retry all".
"""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from tutorial.app.shell.state import Settings
from tutorial.app.widgets.puzzle_keys import current_of, puzzle_of, short_prompt
from tutorial.content.catalog import GAME_INFO
from tutorial.store.records import Missed, Score

SHOWN_MISSED = 10  # missed puzzles listed; the rest are counted


def _question(missed: Missed, settings: Settings) -> str:
    puzzle = puzzle_of(current_of(missed.key))
    if puzzle is None:  # no longer in the bank
        return missed.key
    return short_prompt(puzzle, settings.lang)


def scoreboard(
    settings: Settings,
    score: Score,
    retry: Callable[[str], None],
    retry_all: Callable[[list[str]], None],
) -> None:
    """Metrics and the missed list; `retry(key)` and `retry_all(keys)` are button callbacks."""
    t = settings.t
    first, second, third = st.columns(3)
    first.metric(t._("Answered"), score.answered)
    second.metric(t._("Right"), score.right)
    third.metric(t._("Streak"), score.streak)
    if not score.missed:
        return
    keys = list(score.missed_keys)
    titles = {info.key: t._(info.title) for info in GAME_INFO}
    heading, button = st.columns([3, 1], vertical_alignment="center")
    heading.caption(t._("Missed puzzles to retry"))
    button.button(
        t._("Retry all"),
        key="retry_all",
        icon=":material/replay:",
        on_click=retry_all,
        args=(keys,),
    )
    for missed in score.missed[:SHOWN_MISSED]:
        with st.container(border=True, key=f"missed_{missed.key}"):
            text, action = st.columns([5, 1], vertical_alignment="center")
            place = f"{titles.get(missed.game, missed.game)} §{missed.section}"
            text.markdown(f"**{place}** · {_question(missed, settings)}")
            action.button(
                t._("Retry"),
                key=f"retry_{missed.key}",
                icon=":material/replay:",
                on_click=retry,
                args=(missed.key,),
            )
    hidden = len(score.missed) - SHOWN_MISSED
    if hidden > 0:
        st.caption(t.ngettext("and {n} more", "and {n} more", hidden).format(n=hidden))
