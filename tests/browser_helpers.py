"""Waiting on the app in the browser: reruns finished, pictures decoded.

A rerun starts a moment after the click or key that asks for it; on a loaded machine that moment
can exceed any fixed pause. So `settle` first waits (briefly) for the run to begin, then for it
to end, and an action never meets the page of before its own rerun.
"""

from __future__ import annotations

from contextlib import suppress
from pathlib import Path

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


AXE = Path(__file__).resolve().parent / "vendor" / "axe-core" / "axe.min.js"
SEVERE = ("critical", "serious")
IMPACTS = ("critical", "serious", "moderate", "minor")


def axe_violations(page: Page, exclude: dict[str, str] | None = None) -> list[dict]:
    """Every axe-core violation (default rules) on the page as it stands, with its impact.

    axe is the vendored copy (no network, no npm at run time). `exclude` maps a rule id to a CSS
    selector whose nodes that rule skips (for markup of Streamlit's own we cannot change); the
    caller says why next to it.
    """
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    found = page.evaluate(
        """async () => { const r = await axe.run(document, {resultTypes: ['violations']});
            return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
              nodes: v.nodes.map(n => ({target: n.target.join(' '), impact: n.impact,
                                        html: n.html.slice(0, 200),
                                        summary: n.failureSummary}))})); }"""
    )
    exclude = exclude or {}
    kept = []
    for violation in found:
        skip = exclude.get(violation["id"])
        if skip:
            nodes = [n for n in violation["nodes"] if not _matches(page, n["target"], skip)]
            if not nodes:
                continue
            violation = {**violation, "nodes": nodes}
        kept.append(violation)
    return kept


def _matches(page: Page, target: str, selector: str) -> bool:
    return page.evaluate(
        "([t, s]) => { const e = document.querySelector(t); return !!e && !!e.closest(s); }",
        [target, selector],
    )


def impact_counts(violations: list[dict]) -> dict[str, int]:
    """How many offending nodes there are per impact (critical, serious, moderate, minor)."""
    counts = dict.fromkeys(IMPACTS, 0)
    for violation in violations:
        for node in violation["nodes"]:
            counts[node.get("impact") or violation["impact"] or "minor"] += 1
    return counts


def severe(violations: list[dict]) -> list[dict]:
    """The violations of impact critical or serious, which must not occur."""
    return [v for v in violations if v["impact"] in SEVERE]
