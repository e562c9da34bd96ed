"""A server killed while twenty learners answer loses no acknowledged answer (issue 19 §5).

Twenty sessions answer puzzles at once over the app's websocket (`socket_learner.py`) against
a real `streamlit run` on a SQLite file; once 1,000 answers have been acknowledged on screen the
server gets SIGKILL mid-run. Every acknowledged answer must be a row afterwards. A row more is
possible only for an answer that was in flight at the kill — stored, but its verdict never
reached the tab — so the rows lie between the acknowledged and the acknowledged plus those in
flight. The restarted server opens the same file and takes answers again.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sqlite3
from collections.abc import Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from contextlib import closing
from pathlib import Path
from typing import Any, TypeVar

import pytest

from tests.servers import Server
from tests.socket_learner import SocketLearner

pytestmark = pytest.mark.slow

SESSIONS = 20
T = TypeVar("T")
TARGET = int(os.environ.get("KILL_TEST_ANSWERS", "1000"))  # acknowledged answers before SIGKILL


def _in_a_thread(make: Callable[[], Coroutine[Any, Any, T]]) -> T:
    """Run the coroutine on a loop of its own thread (a browser test in the same worker may
    have left Playwright's loop running in this one)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(lambda: asyncio.run(make())).result()


def _rows(path: Path) -> int:
    with closing(sqlite3.connect(path)) as db:
        return db.execute("select count(*) from answers").fetchone()[0]


async def _answer_until_killed(server: Server) -> list[SocketLearner]:
    learners = [SocketLearner(server.port) for _ in range(SESSIONS)]
    stop = asyncio.Event()
    per_learner = TARGET // SESSIONS * 3  # more than enough: the kill comes first
    tasks = [asyncio.create_task(learner.answer(per_learner, stop)) for learner in learners]
    while sum(learner.acknowledged for learner in learners) < TARGET:
        if all(task.done() for task in tasks):
            break
        await asyncio.sleep(0.05)
    os.kill(server.pid, signal.SIGKILL)  # mid-run: some picks are on their way
    stop.set()
    await asyncio.wait_for(asyncio.gather(*tasks), timeout=60)
    return learners


def test_sigkill_while_twenty_sessions_answer_loses_no_acknowledged_answer(
    tmp_path: Path,
) -> None:
    path = tmp_path / "progress.db"
    server = Server(f"sqlite:///{path}")
    try:
        learners = _in_a_thread(lambda: _answer_until_killed(server))
        acknowledged = sum(learner.acknowledged for learner in learners)
        in_flight = sum(learner.in_flight for learner in learners)
        rows = _rows(path)
        print(
            f"\n{SESSIONS} sessions: {acknowledged} answers acknowledged before SIGKILL, "
            f"{in_flight} in flight, {rows} rows after; "
            f"{sum(learner.no_verdict for learner in learners)} runs without a verdict"
        )
        assert acknowledged >= TARGET
        assert acknowledged <= rows <= acknowledged + in_flight
        server.restart()
        after = SocketLearner(server.port)
        _in_a_thread(lambda: after.answer(3, asyncio.Event()))
        assert after.acknowledged == 3
        assert _rows(path) == rows + 3
    finally:
        server.stop()
