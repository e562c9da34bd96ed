"""The "My progress" section about the Play page: deals played per game, and the rules behind the
learner's most frequent costly decisions (from the reviews), each with a link to practise it."""

from __future__ import annotations

import streamlit as st

from tutorial.app.shell.links import link
from tutorial.app.shell.memory import Memory
from tutorial.app.shell.state import Settings
from tutorial.content.catalog import CARD_SECTIONS, GAME_INFO
from tutorial.games.reasons import Reason
from tutorial.store.repository import Store
from tutorial.words.explain import cite


def deals_section(settings: Settings, memory: Memory) -> None:
    t = settings.t
    played = memory.call(Store.deals_played, [])
    st.subheader(t._("Deals played"), anchor=False)
    if not played:
        st.caption(t._("No deal played yet: the Play page deals you a hand."))
        link("play", t._("Play a deal"), ":material/style:")
        return
    titles = {info.key: t._(info.title) for info in GAME_INFO}
    with st.container(horizontal=True, key="progress_deals"):
        for row in played:
            st.metric(
                titles.get(row.game, row.game),
                row.deals,
                delta=t.ngettext("{n} won", "{n} won", row.won).format(n=row.won),
                delta_color="off",
            )
    mistakes = memory.call(Store.frequent_mistakes, [], 3)
    if not mistakes:
        return
    st.markdown("**" + t._("Your most frequent mistakes at the table") + "**")
    for m in mistakes:
        where = cite(Reason(m.code, m.game, m.section), settings.lang)
        text = t.ngettext(
            "{game}, {where}: {n} costly decision",
            "{game}, {where}: {n} costly decisions",
            m.count,
        ).format(game=titles.get(m.game, m.game), where=where, n=m.count)
        if m.section in CARD_SECTIONS.get(m.game, ()):
            link(
                "puzzles",
                text,
                ":material/event_repeat:",
                mode="review",
                game=m.game,
                section=m.section,
            )
        else:
            st.markdown("- " + text)
