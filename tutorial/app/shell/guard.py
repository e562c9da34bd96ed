"""Keeping an unexpected failure inside its box: one puzzle, cell, replay or page, never the app.

A bug in one content item must not take the page down for a learner, nor show them a traceback
or a server path. `contained` catches the error where an item is drawn, writes it to the server
log with its traceback, shows a short message in the reader's language with a way on, and lets
the rest of the page draw. Streamlit's own control flow (`st.rerun`, `st.stop`) derives from
`BaseException` and passes through untouched.

Each failure is also listed in the session (`failures`), so the render-everything test can tell a
caught failure from a page that worked.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import streamlit as st

LOG = logging.getLogger("kartenschule")
FAILURES = "failures"


@contextmanager
def contained(message: str, item: str, way_on: Callable[[], None] | None = None) -> Iterator[None]:
    """Run the block; if it fails, log it, say `message`, and offer `way_on` (a button or link).

    `item` names what failed (a puzzle id, a replay step) for the log; readers never see it.
    """
    try:
        yield
    except Exception as exc:
        LOG.exception("could not show %s", item)
        st.session_state.setdefault(FAILURES, []).append(f"{item}: {type(exc).__name__}: {exc}")
        st.error(message, icon=":material/error:")
        if way_on is not None:
            way_on()
