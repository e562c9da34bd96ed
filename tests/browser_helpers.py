"""Waiting on the app in the browser: reruns finished, pictures decoded.

A rerun starts a moment after the click or key that asks for it; on a loaded machine that moment
can exceed any fixed pause. So `settle` first waits (briefly) for the run to begin, then for it
to end, and an action never meets the page of before its own rerun.
"""

from __future__ import annotations

from contextlib import suppress

from playwright.sync_api import Error, Page

IDLE = '[data-testid="stApp"][data-test-script-state="notRunning"]'
RUNNING = '[data-testid="stApp"][data-test-script-state="running"]'
START_MS = 2_000  # how long a rerun may take to begin before we take it that none was asked for


def idle(page: Page) -> None:
    """Wait until no script run is going on."""
    page.wait_for_selector(IDLE, timeout=20_000)


def settle(page: Page) -> None:
    """After an action: wait for the rerun it asked for to begin (if it does) and to end."""
    # No run seen: it was quicker than we looked, or the action asked for none.
    with suppress(Error):
        page.wait_for_selector(RUNNING, timeout=START_MS)
    idle(page)


def click(page: Page, locator) -> None:
    """Click, then wait until the rerun it starts has finished."""
    locator.click()
    settle(page)


def wait_for_pictures(page: Page, selector: str, at_least: int) -> None:
    """Wait until this many card pictures have decoded, so screenshots show cards, not skeletons."""
    page.wait_for_function(
        """([sel, n]) => { const imgs = [...document.querySelectorAll(sel)];
            return imgs.length >= n && imgs.every(i => i.complete && i.naturalWidth > 0); }""",
        arg=[selector, at_least],
        timeout=20_000,
    )
