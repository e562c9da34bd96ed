"""Nothing is lost: many sessions writing at once, and an app process killed in the middle."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from collections import Counter
from datetime import timedelta
from pathlib import Path

from sqlalchemy import select

from tests.store_fixtures import T0, answer
from tutorial.store.models import ReviewCard
from tutorial.store.repository import Store, open_store

ROOT = Path(__file__).resolve().parents[1]
THREADS = 30
EACH = 10


def test_thirty_threads_recording_answers_at_once_lose_no_row(store: Store) -> None:
    tokens = [store.create_learner().token for _ in range(3)]
    start = threading.Barrier(THREADS)
    failures: list[BaseException] = []

    def work(n: int) -> None:
        token = tokens[n % len(tokens)]
        try:
            start.wait()
            for i in range(EACH):
                # Threads of one learner share puzzle keys, so their review cards contend too.
                at = T0 + timedelta(seconds=n * EACH + i)
                answer(store, token, f"p{i % 4}", (n + i) % 3 != 0, at, seconds=1.0)
        except BaseException as exc:  # report every failure, not just the first thread's
            failures.append(exc)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert failures == []
    per_learner = Counter(n % len(tokens) for n in range(THREADS))
    for index, token in enumerate(tokens):
        answers = store.export(token)["answers"]
        assert len(answers) == per_learner[index] * EACH
        assert len({a["uid"] for a in answers}) == len(answers)
        assert store.score(token).answered == len(answers)
    with store._engine.connect() as conn:
        reviews = sum(conn.scalars(select(ReviewCard.reviews)))
    assert reviews == THREADS * EACH  # every answer rescheduled its card exactly once


WRITER = """
import sys
from datetime import UTC, datetime
from tutorial.store.repository import open_store
store = open_store(sys.argv[1])
token = sys.argv[2]
n = 0
while True:
    store.record_answer(token, f"k{n}", game="schneider", section="04", kind="winning_card",
                        given="J♠", right=n % 2 == 0, at=datetime.now(UTC))
    print(n, flush=True)  # printed only after the commit returned
    n += 1
"""


def test_answers_committed_before_a_sigkill_are_all_there_afterwards(db_url: str) -> None:
    store = open_store(db_url)
    token = store.create_learner().token
    store.close()
    proc = subprocess.Popen(
        [sys.executable, "-c", WRITER, db_url, token],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    committed: list[int] = []
    try:
        assert proc.stdout is not None
        while len(committed) < 60:
            line = proc.stdout.readline()
            assert line, proc.stderr.read() if proc.stderr else "writer ended"
            committed.append(int(line))
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(30)
    assert proc.returncode == -signal.SIGKILL
    store = open_store(db_url)
    try:
        assert store.revision().at_head
        kept = {a["puzzle"] for a in store.export(token)["answers"]}
        assert {f"k{n}" for n in committed} <= kept
        assert store.score(token).answered == len(kept)  # no half-written answer
    finally:
        store.close()
