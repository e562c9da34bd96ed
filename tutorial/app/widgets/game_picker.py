"""One game picker for every page that lets the learner choose a game (Play, Replays, live class).

It lists the games by their translated titles and opens on the learner's chosen game, so each page
asks the same way and a new game shows up everywhere at once.
"""

from __future__ import annotations

import streamlit as st

from tutorial.app.shell.state import Settings
from tutorial.content.catalog import GAME_INFO


def pick_game(settings: Settings, key: str) -> str:
    """A select box of the games, starting on `settings.game`; the game picked."""
    t = settings.t
    titles = {info.key: t._(info.title) for info in GAME_INFO}
    keys = list(titles)
    return st.selectbox(
        t._("Game"),
        keys,
        index=keys.index(settings.game) if settings.game in keys else 0,
        format_func=titles.get,
        key=key,
    )
