"""The app shell: page setup, shared settings in the sidebar, and navigation between pages."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

import streamlit as st

from tutorial.app.pages.home import page as home
from tutorial.app.pages.lessons import page as lessons_page
from tutorial.app.pages.live_class import student_page as join_page
from tutorial.app.pages.live_class import teacher_page as class_page
from tutorial.app.pages.play import page as play_page
from tutorial.app.pages.progress import page as progress_page
from tutorial.app.pages.puzzles import page as puzzles_page
from tutorial.app.pages.replays import page as replays_page
from tutorial.app.pages.sheet import page as sheet_page
from tutorial.app.pages.teach import page as teach_page
from tutorial.app.pages.trick_checker import page as trick_checker
from tutorial.app.shell.guard import contained
from tutorial.app.shell.identity import keep_cookie
from tutorial.app.shell.keyboard import keep_arrow_keys
from tutorial.app.shell.links import PAGES, link
from tutorial.app.shell.me_box import me_box
from tutorial.app.shell.memory import begin
from tutorial.app.shell.presentation import is_presenting, presentation_controls
from tutorial.app.shell.query_limits import tame_query, too_long_note
from tutorial.app.shell.reconnect import rerun_after_reconnecting
from tutorial.app.shell.share import share_box
from tutorial.app.shell.state import Settings, settings_sidebar
from tutorial.app.widgets.cards import inject_card_css
from tutorial.content.card_art import card_svg
from tutorial.games.cards import parse_card
from tutorial.words.i18n import N_


def _page(
    url_path: str, render: Callable[[Settings], None], settings: Settings
) -> Callable[[], None]:
    def run_page() -> None:
        t = settings.t
        with contained(
            t._("This page cannot be shown right now. The other pages still work."),
            f"page {run_page.__name__}",
            lambda: link(HOME, t._("Back to the home page"), ":material/home:"),
        ):
            render(settings)

    run_page.__name__ = url_path.replace("-", "_")  # Streamlit names the page's run after it
    return run_page


HOME = "home"
# The app's pages: URL path, the module whose `render` draws it, its title in the menu
# (translated) and its icon.
PAGE_TABLE: tuple[tuple[str, ModuleType, str, str], ...] = (
    (HOME, home, N_("Home"), ":material/home:"),
    ("lessons", lessons_page, N_("Lessons"), ":material/menu_book:"),
    ("puzzles", puzzles_page, N_("Puzzles"), ":material/extension:"),
    ("replays", replays_page, N_("Replays"), ":material/movie:"),
    ("trick-checker", trick_checker, N_("Trick checker"), ":material/playing_cards:"),
    ("progress", progress_page, N_("My progress"), ":material/insights:"),
    ("sheet", sheet_page, N_("Cheat sheet"), ":material/print:"),
    ("play", play_page, N_("Play"), ":material/style:"),
    ("class", class_page, N_("Live class"), ":material/co_present:"),
    ("join", join_page, N_("Join a class"), ":material/login:"),
    ("teach", teach_page, N_("Teach"), ":material/school:"),
)

# Pages that show their own link for phones (the class's join link), not the page's share box.
OWN_JOIN_LINK = frozenset({"class", "join"})


def run() -> None:
    """Entry point for `streamlit run streamlit_app.py`."""
    st.set_page_config(
        page_title="Kartenschule",
        page_icon=card_svg(parse_card("AS")),  # our own card as the favicon
        layout="wide" if is_presenting() else "centered",
        initial_sidebar_state="collapsed" if is_presenting() else "auto",
    )
    dropped = tame_query()
    settings = settings_sidebar()
    if dropped:
        too_long_note(settings.t)
    inject_card_css()
    keep_arrow_keys()
    rerun_after_reconnecting()
    t = settings.t
    pages = [
        st.Page(
            _page(url_path, module.render, settings),
            title=t._(title),
            icon=icon,
            url_path=url_path,
            default=url_path == HOME,
        )
        for url_path, module, title, icon in PAGE_TABLE
    ]
    PAGES.clear()
    # Keyed by our own paths: Streamlit gives the default page the empty path.
    PAGES.update({row[0]: page for row, page in zip(PAGE_TABLE, pages, strict=True)})
    share_slot = presentation_controls(settings)
    page = st.navigation(pages, position="hidden" if is_presenting() else "sidebar")
    memory = begin(settings)
    page.run()
    if page.url_path not in OWN_JOIN_LINK:
        with contained(t._("The link to this page cannot be shown."), "share box"):
            share_box(settings, page.url_path, share_slot)
    if not is_presenting():
        me_box(settings, memory, page.url_path)
    if memory.lasting:
        keep_cookie(memory.token)
