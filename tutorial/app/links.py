"""The app's pages by URL path, so a page can link to another (with deep-link parameters)."""

from __future__ import annotations

from typing import Any

import streamlit as st

# Filled by `main.run` on every run, before the current page runs.
PAGES: dict[str, Any] = {}


def link(url_path: str, label: str, icon: str | None = None, **query: str) -> None:
    """A link to another page of the app, opening it at the given parameters."""
    page = PAGES.get(url_path)
    if page is not None:
        st.page_link(page, label=label, icon=icon, query_params=query or None)


# URL parameters bound to the shared pickers (`state.settings_sidebar`): they go with every page.
BOUND = ("lang", "german")


def carried_query(**query: str) -> dict[str, str]:
    """`query` plus the bound parameters of this address, so a page switch keeps the reader's
    language and skin (Streamlit refuses to clear a parameter bound to a widget)."""
    kept = {name: st.query_params[name] for name in BOUND if name in st.query_params}
    return {**kept, **query}


def switch_to(url_path: str, **query: str) -> None:
    """Go to another page of the app at `query`, keeping the bound parameters."""
    page = PAGES.get(url_path)
    if page is not None:
        st.switch_page(page, query_params=carried_query(**query))
