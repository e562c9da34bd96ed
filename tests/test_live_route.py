"""`GET /kt/live/<watch>` (tutorial/app/shell/live_route.py): what waiting class pages poll.

The handler is called as the server calls it (a Starlette request on an event loop), against
the test's store. Issue 17 §1: waiting must leave the script runner, so this route is all a
waiting phone costs: one read per class per `FRESH` seconds, however many phones ask at once.
"""

from __future__ import annotations

import asyncio
import json
from concurrent.futures import ThreadPoolExecutor

import pytest
from starlette.requests import Request

from tutorial.app.shell import live_route
from tutorial.store.class_records import ProgressNote
from tutorial.store.errors import StoreUnavailable
from tutorial.store.repository import Store

QUEEN = "schneider-04-queen-on-ten"


def _request(watch: str) -> Request:
    path = live_route.live_path() + watch
    return Request({"type": "http", "method": "GET", "path": path, "path_params": {"watch": watch},
                    "headers": [], "query_string": b""})  # fmt: skip


def _get(*watches: str) -> list[tuple[int, dict | None]]:
    async def ask() -> list:
        return await asyncio.gather(*(live_route.live_version(_request(w)) for w in watches))

    # On a thread of its own: a browser test's Playwright may hold this thread's event loop.
    with ThreadPoolExecutor(1) as pool:
        answers = pool.submit(asyncio.run, ask()).result()
    return [(a.status_code, json.loads(a.body) if a.body else None) for a in answers]


@pytest.fixture
def route_store(store: Store, monkeypatch: pytest.MonkeyPatch) -> Store:
    monkeypatch.setattr(live_route, "shared_store", lambda: store)
    monkeypatch.setattr(live_route, "_versions", {})
    return store


def test_a_class_version_is_served_and_unknown_or_odd_names_get_404(route_store: Store) -> None:
    code, _key = route_store.classes.start(route_store.create_learner().token)
    watch = route_store.classes.state(code).watch
    version = route_store.classes.live(watch)
    assert _get(watch) == [(200, {"stage": version.stage, "answers": version.answers})]
    for odd in ("A" * 22, "short", "../../etc/passwd", "%00" * 8, "x" * 5000, ""):
        assert _get(odd) == [(404, None)]


def test_many_phones_asking_at_once_cost_one_read(
    route_store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    code, _key = route_store.classes.start(route_store.create_learner().token)
    watch = route_store.classes.state(code).watch
    reads = []
    real = live_route._read
    monkeypatch.setattr(live_route, "_read", lambda w: reads.append(w) or real(w))
    answers = _get(*[watch] * 30)
    assert {status for status, _ in answers} == {200} and len(reads) == 1
    _get(watch)  # within FRESH seconds: the same read again
    assert len(reads) == 1


def test_an_answer_shows_in_the_version_once_the_read_is_stale(
    route_store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(live_route, "FRESH", 0.0)
    teacher = route_store.create_learner().token
    code, key = route_store.classes.start(teacher)
    watch = route_store.classes.state(code).watch
    ana = route_store.create_learner().token
    route_store.classes.join(ana, code, "Ana")
    asked = route_store.classes.ask(code, key, "puzzle", QUEEN)
    before = _get(watch)[0][1]
    route_store.classes.answer(ana, code, asked.position, "10S", True,
                               ProgressNote(QUEEN, "schneider", "04", "winning_card"))  # fmt: skip
    after = _get(watch)[0][1]
    assert (before["answers"], after["answers"]) == ("0/1", "1/1")
    assert before["stage"] == after["stage"]  # an answer reruns the projector, not the phones


def test_a_database_that_cannot_be_read_gets_503_and_the_page_asks_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(live_route, "_versions", {})
    monkeypatch.setattr(live_route, "shared_store", lambda: StoreUnavailable("down", "x"))
    assert _get("B" * 22) == [(503, None)]
