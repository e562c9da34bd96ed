"""The home page: the three games at a glance, and where to start."""

from __future__ import annotations

import streamlit as st

from tutorial.app.card_widgets import cards_row_html
from tutorial.app.links import link
from tutorial.app.state import Settings
from tutorial.cards import parse_cards
from tutorial.catalog import GAME_INFO


def render(settings: Settings) -> None:
    t = settings.t
    st.title(t._("Kartenschule"))
    st.markdown(
        t._(
            "Learn, teach and test yourself on the rules of three Central-European card games. "
            "Every answer here comes from the rules engine, with the rule-card section it rests on."
        )
    )
    columns = st.columns(len(GAME_INFO))
    for column, info in zip(columns, GAME_INFO, strict=True):
        with column.container(border=True, key=f"game_{info.key}"):
            st.subheader(t._(info.title))
            st.markdown(
                t.ngettext("{n} player", "{n} players", info.players).format(n=info.players)
                + " · "
                + t.ngettext("{n} card", "{n} cards", info.cards).format(n=info.cards)
            )
            st.html(cards_row_html(parse_cards(info.sample), settings, small=True))
            st.markdown(t._(info.idea))
            link("lessons", t._("Lessons"), "📖", game=info.key, section="01")
            link("trick-checker", t._("Trick checker"), "🃏", game=info.key)
    st.divider()
    st.markdown(
        t._(
            "Start with the **Trick checker**: pick two cards and see who takes the trick, and why."
        )
    )
    link("puzzles", t._("Puzzles"), "🧩")
    link("replays", t._("Replays"), "🎞️")
