"""The home page: the three games at a glance, the learner's game, and where to start."""

from __future__ import annotations

import streamlit as st

from tutorial.app.pages.home.homework import homework_box
from tutorial.app.shell.links import link
from tutorial.app.shell.state import GAME_KEYS, Settings, remember_game
from tutorial.app.widgets.cards import cards_row_html
from tutorial.content.catalog import GAME_INFO
from tutorial.games.cards import parse_cards


def _choose_game(settings: Settings) -> str:
    """The game every page opens on; remembered for the whole visit."""
    t = settings.t
    titles = {info.key: t._(info.title) for info in GAME_INFO}
    game = st.segmented_control(
        t._("Your game"),
        GAME_KEYS,
        default=settings.game,
        required=True,
        format_func=titles.get,
        key="home_game",
    )
    game = game or settings.game
    remember_game(game)
    return game


def render(settings: Settings) -> None:
    t = settings.t
    st.title(t._("Kartenschule"))
    st.markdown(
        t._(
            "Learn, teach and test yourself on the rules of three Central-European card games. "
            "Every answer here comes from the rules engine, with the rule-card section it rests on."
        )
    )
    homework_box(settings)
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
            link("lessons", t._("Lessons"), ":material/menu_book:", game=info.key, section="01")
            link("trick-checker", t._("Trick checker"), ":material/playing_cards:", game=info.key)
    st.divider()
    game = _choose_game(settings)
    title = t._(next(info.title for info in GAME_INFO if info.key == game))
    with st.container(key="start_here"):
        link(
            "lessons",
            t._("Start here: the first lesson of {game}").format(game=title),
            ":material/school:",
            game=game,
            section="01",
        )
        link("puzzles", t._("Puzzles"), ":material/extension:", game=game)
        link("replays", t._("Replays"), ":material/movie:", game=game)
        link("trick-checker", t._("Trick checker"), ":material/playing_cards:", game=game)
        link("progress", t._("My progress"), ":material/insights:")
