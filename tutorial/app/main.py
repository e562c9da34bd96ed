"""The app shell: page setup, shared settings in the sidebar, and navigation between pages."""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from tutorial.app import home, lessons_page, puzzles_page, replays_page, trick_checker
from tutorial.app.card_widgets import inject_card_css
from tutorial.app.guard import contained
from tutorial.app.keyboard import keep_arrow_keys
from tutorial.app.links import PAGES, link
from tutorial.app.presentation import is_presenting, presentation_controls
from tutorial.app.share import share_box
from tutorial.app.state import Settings, settings_sidebar
from tutorial.card_art import card_svg
from tutorial.cards import parse_card


def _page(render: Callable[[Settings], None], settings: Settings) -> Callable[[], None]:
    def run_page() -> None:
        t = settings.t
        with contained(
            t._("This page cannot be shown right now. The other pages still work."),
            f"page {run_page.__name__}",
            lambda: link("home", t._("Back to the home page"), ":material/home:"),
        ):
            render(settings)

    run_page.__name__ = render.__module__.rsplit(".", 1)[-1].removesuffix("_page")
    return run_page


def run() -> None:
    """Entry point for `streamlit run streamlit_app.py`."""
    st.set_page_config(
        page_title="Kartenschule",
        page_icon=card_svg(parse_card("AS")),  # our own card as the favicon
        layout="wide" if is_presenting() else "centered",
        initial_sidebar_state="collapsed" if is_presenting() else "auto",
    )
    settings = settings_sidebar()
    inject_card_css()
    keep_arrow_keys()
    t = settings.t
    pages = [
        st.Page(
            _page(home.render, settings),
            title=t._("Home"),
            icon=":material/home:",
            url_path="home",
            default=True,
        ),
        st.Page(
            _page(lessons_page.render, settings),
            title=t._("Lessons"),
            icon=":material/menu_book:",
            url_path="lessons",
        ),
        st.Page(
            _page(puzzles_page.render, settings),
            title=t._("Puzzles"),
            icon=":material/extension:",
            url_path="puzzles",
        ),
        st.Page(
            _page(replays_page.render, settings),
            title=t._("Replays"),
            icon=":material/movie:",
            url_path="replays",
        ),
        st.Page(
            _page(trick_checker.render, settings),
            title=t._("Trick checker"),
            icon=":material/playing_cards:",
            url_path="trick-checker",
        ),
    ]
    PAGES.clear()
    PAGES.update({page.url_path: page for page in pages})
    share_slot = presentation_controls(settings)
    page = st.navigation(pages, position="hidden" if is_presenting() else "sidebar")
    page.run()
    share_box(settings, page.url_path, share_slot)
