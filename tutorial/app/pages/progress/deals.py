"""The "My progress" section about the Play page: deals played per game, and the rules behind the
learner's most frequent costly decisions (from the reviews), each with a link to practise it."""

from __future__ import annotations

import streamlit as st

from tutorial.app.shell.links import link
from tutorial.app.shell.memory import Memory
from tutorial.app.shell.state import Settings
from tutorial.content.catalog import CARD_SECTIONS, GAME_INFO
from tutorial.games.reasons import Reason
from tutorial.puzzles.personal import MOTIFS, OTHER_MOTIF
from tutorial.store.repository import Store
from tutorial.words.explain import cite


def deals_section(settings: Settings, memory: Memory) -> None:
    t = settings.t
    played = memory.call(Store.deals_played, [])
    st.subheader(t._("Deals played"), anchor=False)
    titles = {info.key: t._(info.title) for info in GAME_INFO}
    if not played:
        st.caption(t._("No deal played yet: the Play page deals you a hand."))
        link("play", t._("Play a deal"), ":material/style:")
        _motifs(settings, memory, titles)  # an imported file may bring them without its deals
        return
    with st.container(horizontal=True, key="progress_deals"):
        for row in played:
            st.metric(
                titles.get(row.game, row.game),
                row.deals,
                delta=t.ngettext("{n} won", "{n} won", row.won).format(n=row.won),
                delta_color="off",
            )
    _motifs(settings, memory, titles)
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


def _motifs(settings: Settings, memory: Memory, titles: dict[str, str]) -> None:
    """What the learner's costly decisions were about (the motifs of their personal puzzles,
    issue 21 §3), most frequent first, with the way to those puzzles in review."""
    t = settings.t
    motifs = memory.call(Store.mistake_motifs, [])
    if not motifs:
        return
    st.markdown("**" + t._("What your costly decisions were about") + "**")
    lines = [
        t.ngettext(
            "{game}: {motif}, {n} decision", "{game}: {motif}, {n} decisions", m.count
        ).format(
            game=titles.get(m.game, m.game), motif=t._(MOTIFS.get(m.motif, OTHER_MOTIF)), n=m.count
        )
        for m in motifs[:6]
    ]
    st.markdown("\n".join(f"- {line}" for line in lines))
    link("puzzles", t._("Practise your own positions"), ":material/event_repeat:", mode="review")
