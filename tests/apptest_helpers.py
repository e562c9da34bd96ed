"""Running the real app in AppTest and opening its (callable) pages by URL path."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest
from streamlit.util import calc_hash

from tests.conftest import ROOT


def app(**query: str) -> AppTest:
    """The app as a browser would open it, with these URL parameters."""
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=30)
    for key, value in query.items():
        at.query_params[key] = value
    return at


def open_page(url_path: str, **query: str) -> AppTest:
    """Open the page registered under `url_path` directly, as a deep link in a new tab does.

    Streamlit names a callable page by the hash of its URL path, so the first run already runs
    that page (the home page never runs first, exactly as in the browser).
    """
    at = app(**query)
    at._page_hash = calc_hash(url_path)
    at.run()
    pages = {info.get("url_pathname") for info in at._registered_pages.values()}
    if url_path not in pages:
        raise AssertionError(f"no page {url_path!r}; pages: {sorted(p for p in pages if p)}")
    return at


def failures(at: AppTest) -> list[str]:
    """Everything a reader would see go wrong: exceptions, and failures caught in their box."""
    shown = [e.value for e in at.exception]
    caught = at.session_state.get("failures", [])
    return shown + [f"caught: {c}" for c in caught]
