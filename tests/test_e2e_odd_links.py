"""Issue 19 §1 in the browser: a sample of the link fuzz (tests/test_fuzz_links.py) opened in
real headless Chromium, where Streamlit's own error page would show: every page opens, with no
exception box and no "This app has encountered an error".

A browser's link goes through the HTTP server first: Tornado refuses a request line over 64 kB
("Invalid HTTP request received.", before the app is asked) and nginx's default buffers one over
8 kB (414), so the sample keeps links up to 8,000 characters; the longer values are AppTest's."""

from __future__ import annotations

from urllib.parse import urlencode

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page

from tests.browser_helpers import idle
from tests.test_fuzz_links import NAMED, PAGES, odd_links
from tutorial.app.shell.main import HOME

pytestmark = pytest.mark.e2e

PER_PAGE = 2  # seeded links per page, plus the issue's own named links on two pages
HEADING = '[data-testid="stMain"] h1, [data-testid="stMain"] [data-testid="stHeading"]'
LONGEST = 8_000  # characters of a query string an HTTP server in front takes by default


def _sample() -> list[tuple[str, dict[str, str]]]:
    links = []
    for page in PAGES:
        short = [q for q in odd_links(page, 10 * PER_PAGE) if len(urlencode(q)) <= LONGEST]
        links += [(page, query) for query in short[:PER_PAGE]]
    return links + [(page, query) for page in ("lessons", "puzzles") for query in NAMED[:2]]


@pytest.mark.slow
def test_a_sample_of_odd_links_opens_every_page_in_the_browser(page: Page, app_url: str) -> None:
    broken = []
    for path, query in _sample():
        page.goto(f"{app_url}/{'' if path == HOME else path}?{urlencode(query)}")
        idle(page)
        try:  # the page's first run drew its heading (a loaded machine may be late with it)
            page.locator(HEADING).first.wait_for(timeout=20_000)
        except PlaywrightError:
            broken.append((path, sorted(query)[:5], "no heading"))
            continue
        shown = (
            page.locator('[data-testid="stException"]').count()
            + page.get_by_text("This app has encountered an error").count()
        )
        if shown:
            broken.append((path, sorted(query)[:5], "error"))
    assert broken == []
