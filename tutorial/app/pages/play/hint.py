"""The Play page's hint: the legal choices with the rule that limits them, and the strong
player's suggestion with its reason (`tutorial.coach.hint`). Hints are counted once per decision."""

from __future__ import annotations

import streamlit as st

from tutorial.app.pages.play.labels import action_label
from tutorial.app.shell.state import Settings
from tutorial.coach import Hint, hint
from tutorial.coach.hints import HINT_BUDGET
from tutorial.play.game import PlayGame
from tutorial.words.explain import explain

HINT = "play_hint"  # session key: (event count, Hint) of the hint asked for


def _ask(events: int) -> None:
    game = st.session_state.get("play")
    if isinstance(game, PlayGame) and game.events == events and game.learner_to_move():
        game.count_hint()
        st.session_state[HINT] = (events, None)


def _choices(found: Hint, game: PlayGame, settings: Settings) -> str:
    names = [action_label(a, game.deal, settings.lang, settings.skin) for a in found.legal]
    return ", ".join(dict.fromkeys(names))


def hint_box(game: PlayGame, settings: Settings) -> None:
    """The Hint button, and the hint once asked for at this decision."""
    t = settings.t
    events = game.events
    st.button(
        t._("Hint"),
        key=f"play_hint_{events}",
        icon=":material/lightbulb:",
        on_click=_ask,
        args=(events,),
    )
    if game.hints:
        st.caption(
            t.ngettext(
                "{n} hint used in this deal", "{n} hints used in this deal", game.hints
            ).format(n=game.hints)
        )
    asked = st.session_state.get(HINT)
    if not asked or asked[0] != events:
        return
    found = asked[1]
    if found is None:
        with st.spinner(t._("Thinking…")):
            found = hint(game.deal, game.seat, HINT_BUDGET, seed=game.seed)
        st.session_state[HINT] = (events, found)
    with st.container(border=True, key="play_hint_box"):
        st.markdown(
            t._("**You may choose:** {choices}").format(choices=_choices(found, game, settings))
        )
        for reason in found.limits:
            st.markdown("- " + explain(reason, settings.lang, settings.skin))
        suggestion = action_label(found.suggestion, game.deal, settings.lang, settings.skin)
        st.markdown(
            t._("**The strong player would choose {action}.** {why}").format(
                action=suggestion, why=explain(found.reason, settings.lang, settings.skin)
            )
        )
        if found.note is not None:
            st.info(explain(found.note, settings.lang, settings.skin), icon=":material/gavel:")
