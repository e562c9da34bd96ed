"""Running the real app in AppTest and opening its (callable) pages by URL path."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from tests.conftest import ROOT


def app(**query: str) -> AppTest:
    """The app as a browser would open it, with these URL parameters."""
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=30)
    for key, value in query.items():
        at.query_params[key] = value
    return at


def open_page(url_path: str, **query: str) -> AppTest:
    """Run the app, then switch to the page registered under `url_path` (as a deep link would)."""
    at = app(**query).run()
    pages = {
        info.get("url_pathname"): page_hash for page_hash, info in at._registered_pages.items()
    }
    if url_path not in pages:
        raise AssertionError(f"no page {url_path!r}; pages: {sorted(p for p in pages if p)}")
    at._page_hash = pages[url_path]
    return at.run()
