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


def switch_to(url_path: str, **query: str) -> None:
    """Go to another page of the app at `query`.

    Always a dict, never None: with None Streamlit clears every parameter and refuses to clear
    one bound to a widget (`?lang=`, `?german=`), which took the page down (issue 19). The bound
    parameters are left to their widgets, which keep their values across the switch.
    """
    page = PAGES.get(url_path)
    if page is not None:
        st.switch_page(page, query_params=dict(query))
