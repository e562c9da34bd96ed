"""`GET /kt/live/<watch>`: a class's live version, for pages that wait for a change.

A live class's pages used to rerun every second to look for changes, and a rerun is what a
Streamlit server spends its CPU on: about 0.1 core per waiting phone, so one process held only
7–8 phones. Now a waiting page asks this route instead (`live_signal.py`) and reruns only when
the answer differs from what it shows. The route runs on the server's event loop, outside any
script run; it reads the database at most every `FRESH` seconds per class and process, however
many pages ask, so 30 phones polling once a second cost a few reads a second. The version
lives in the database, so a page served by any process sees a change made through any other.

The answer is `{"stage": …, "answers": …}` (`Classes.live`); an unknown watch name gets 404
and a database that cannot be read 503, both with an empty body: the page simply asks again.
"""

from __future__ import annotations

import asyncio
import time

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from tutorial.app.shell.memory import shared_store
from tutorial.store.class_records import LiveVersion
from tutorial.store.classroom import WATCH_PATTERN
from tutorial.store.repository import Store

PREFIX = "/kt/live/"
FRESH = 0.25  # seconds a read of one class's version is reused for every page that asks
KEEP = 4096  # versions kept per process at most (unknown names included), then started afresh
NO_STORE = {"Cache-Control": "no-store"}

_versions: dict[str, tuple[float, LiveVersion | None]] = {}
_reading: dict[str, asyncio.Task[LiveVersion | None]] = {}


class Unreadable(Exception):
    """The database cannot be read just now."""


def _read(watch: str) -> LiveVersion | None:
    store = shared_store()
    if not isinstance(store, Store):
        raise Unreadable()
    try:
        return store.classes.live(watch)
    except Exception as exc:  # StoreUnavailable and its causes: the page asks again
        raise Unreadable() from exc


async def _version(watch: str) -> LiveVersion | None:
    """The class's version, read once per `FRESH` seconds however many requests ask at once."""
    kept = _versions.get(watch)
    if kept is not None and time.monotonic() - kept[0] < FRESH:
        return kept[1]
    task = _reading.get(watch)
    if task is None:
        task = asyncio.ensure_future(run_in_threadpool(_read, watch))
        _reading[watch] = task

        def done(finished: asyncio.Task[LiveVersion | None]) -> None:
            _reading.pop(watch, None)
            if not finished.cancelled() and finished.exception() is None:
                if len(_versions) >= KEEP:
                    _versions.clear()
                _versions[watch] = (time.monotonic(), finished.result())

        task.add_done_callback(done)
    return await asyncio.shield(task)


async def live_version(request: Request) -> Response:
    watch = str(request.path_params.get("watch", ""))
    if not WATCH_PATTERN.fullmatch(watch):
        return Response(status_code=404, headers=NO_STORE)
    try:
        version = await _version(watch)
    except Unreadable:
        return Response(status_code=503, headers=NO_STORE)
    if version is None:
        return Response(status_code=404, headers=NO_STORE)
    return JSONResponse({"stage": version.stage, "answers": version.answers}, headers=NO_STORE)


def live_path(base_url_path: str = "") -> str:
    """The route's path under the server's `server.baseUrlPath` (Streamlit does not prefix
    routes of our own)."""
    base = base_url_path.strip("/")
    return f"/{base}{PREFIX}" if base else PREFIX


def routes(base_url_path: str = "") -> list[Route]:
    return [Route(live_path(base_url_path) + "{watch}", live_version, methods=["GET"])]
