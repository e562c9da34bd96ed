"""The Trick checker: "can J♠ beat 9♠?" or "which cards may I play here?", answered by the engine
with the rule that decides it, for every game with a trick checker (`GameParts.trick_checker`):
a lead and an answer (`pair_view`), or a contract, the trick so far and the hand (`position_view`).
"""

from __future__ import annotations

import streamlit as st

from tutorial.app.pages.trick_checker import pair_view, position_view
from tutorial.app.shell.state import Settings, remember_game
from tutorial.games.parts import PairChecker
from tutorial.games.registry import SPECS


def render(settings: Settings) -> None:
    t = settings.t
    st.title(t._("Trick checker"))
    titles = {
        name: t._(spec.title)
        for name, spec in SPECS.items()
        if spec.parts.trick_checker is not None
    }
    first = next(iter(titles))
    wanted = st.query_params.get("game", settings.game)
    if wanted not in titles:
        st.warning(
            t._("Unknown game {value!r} in the link: showing the first game.").format(value=wanted)
        )
        wanted = first
    game = st.segmented_control(
        t._("Game"),
        list(titles),
        default=wanted,
        required=True,
        format_func=titles.get,
        key="tc_game",
    )
    game = game or first
    remember_game(game)
    st.query_params["game"] = game
    checker = SPECS[game].parts.trick_checker
    if isinstance(checker, PairChecker):
        pair_view.render(game, checker, settings)
    elif checker is not None:
        position_view.render(game, checker, settings)
