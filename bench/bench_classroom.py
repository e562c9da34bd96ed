"""How soon the teacher sees a live class's answers: 30 students join and answer within 10 s.

    python bench/bench_classroom.py [--students 30] [--within 10] [--url postgresql+psycopg://…]

Students are simulated: each is a thread that calls the store's classroom API (`join`, then
`answer` at a random moment within the window) as the /join page does; they are not browser
sessions. The teacher is the projector's live part: every `REFRESH` second it runs the same query
as the fragment (`Classes.tally`). For each answer the bench takes the time from the student's
tap (the call's start) to the first teacher read that counts it, and prints p50/p95 (target: p95
≤ 2 s), the time until the teacher has seen every answer, the errors, and each process's memory.

Two set-ups: one process on a SQLite file (students and teacher in the same process, as one app
process serves them), and — when --url or $KARTENSCHULE_TEST_DATABASE_URL is set — two processes
on PostgreSQL (students in one, the teacher in the other, as two app processes behind a proxy;
the bench works in a fresh database there and drops it afterwards). It prints figures; nothing
here fails on time.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.store_fixtures import fresh_pg_database  # noqa: E402
from tutorial.app.class_live import REFRESH  # noqa: E402
from tutorial.store.class_records import ProgressNote  # noqa: E402
from tutorial.store.repository import Store, open_store  # noqa: E402

QUEEN = "schneider-04-queen-on-ten"
NOTE = ProgressNote(QUEEN, "schneider", "04", "winning_card")


def rss_mb() -> float:
    """This process's resident memory, from /proc (Linux)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def students(url: str, code: str, count: int, within: float, seed: int) -> dict:
    """Join `count` students, then let each answer at a random moment of the window (which opens
    once all have joined); returns the wall-clock start of every answer call (epoch seconds),
    errors and this process's memory."""
    store = open_store(url)
    rng = random.Random(seed)
    tokens = [store.create_learner().token for _ in range(count)]
    for n, token in enumerate(tokens):
        store.classes.join(token, code, f"S{n:02}", client=token)
    delays = sorted(rng.uniform(0, within) for _ in tokens)
    start_at = time.time() + 0.2
    starts: list[float] = []
    errors: list[str] = []
    lock = threading.Lock()

    def answer(token: str, delay: float) -> None:
        time.sleep(max(0.0, start_at + delay - time.time()))
        began = time.time()
        try:
            store.classes.answer(token, code, 1, "10S", True, NOTE)
        except Exception as exc:  # counted and printed, never hidden
            with lock:
                errors.append(f"{type(exc).__name__}: {exc}")
            return
        with lock:
            starts.append(began)

    threads = [
        threading.Thread(target=answer, args=pair) for pair in zip(tokens, delays, strict=True)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    memory = rss_mb()
    store.close()
    return {"starts": starts, "errors": errors, "rss_mb": memory}


def _students_process(url: str, code: str, count: int, within: float, out) -> None:
    out.put(students(url, code, count, within, seed=2))


def teacher_watch(
    store: Store, code: str, key: str, expected: int, until: float
) -> list[tuple[float, int]]:
    """Read the tally every REFRESH seconds, as the projector does, until every answer is in."""
    reads = []
    while time.time() < until:
        tally = store.classes.tally(code, key)
        reads.append((time.time(), tally.answered))
        if tally.answered >= expected:
            break
        time.sleep(REFRESH)
    return reads


def latencies(starts: list[float], reads: list[tuple[float, int]]) -> list[float]:
    """Seconds from each answer's start to the first teacher read that counts it (the k-th
    answer to start is taken to be counted once the tally reaches k)."""
    result = []
    for k, began in enumerate(sorted(starts), start=1):
        seen = next((at for at, answered in reads if answered >= k and at >= began), None)
        if seen is not None:
            result.append(seen - began)
    return result


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def run(url: str, count: int, within: float, two_processes: bool) -> dict:
    store = open_store(url)
    teacher = store.create_learner().token
    code, key = store.classes.start(teacher)
    store.classes.ask(code, key, "puzzle", QUEEN)
    until = time.time() + within + 90  # the students' process starts and joins first
    if two_processes:
        queue: multiprocessing.Queue = multiprocessing.get_context("spawn").Queue()
        proc = multiprocessing.get_context("spawn").Process(
            target=_students_process, args=(url, code, count, within, queue)
        )
        proc.start()
        reads = teacher_watch(store, code, key, count, until)
        outcome = queue.get(timeout=120)
        proc.join(30)
    else:
        box: dict = {}
        worker = threading.Thread(
            target=lambda: box.update(students(url, code, count, within, seed=2))
        )
        worker.start()
        reads = teacher_watch(store, code, key, count, until)
        worker.join()
        outcome = box
    seen = latencies(outcome["starts"], reads)
    last_start = max(outcome["starts"], default=time.time())
    all_seen = next((at for at, n in reads if n >= count), None)
    figures = {
        "students": count,
        "answered": len(outcome["starts"]),
        "seen_by_teacher": len(seen),
        "p50_s": round(statistics.median(seen), 3) if seen else None,
        "p95_s": round(percentile(seen, 0.95), 3) if seen else None,
        "max_s": round(max(seen), 3) if seen else None,
        "all_seen_after_last_answer_s": round(all_seen - last_start, 3) if all_seen else None,
        "errors": len(outcome["errors"]),
        "error_examples": outcome["errors"][:3],
        "teacher_rss_mb": round(rss_mb(), 1),
        "students_rss_mb": round(outcome["rss_mb"], 1),
    }
    store.close()
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--within", type=float, default=10.0, help="seconds in which all answer")
    parser.add_argument("--url", default=os.environ.get("KARTENSCHULE_TEST_DATABASE_URL", ""))
    args = parser.parse_args()
    print(
        f"{args.students} simulated students (threads calling the store's classroom API, not "
        f"browser sessions) answer within {args.within:g} s; the teacher reads the tally every "
        f"{REFRESH:g} s, the projector fragment's query."
    )
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'class.db'}"
        figures = run(url, args.students, args.within, two_processes=False)
        print("SQLite, one process:", json.dumps(figures, ensure_ascii=False))
    if args.url:
        with fresh_pg_database(args.url, prefix="kt_bench_class") as pg_url:
            figures = run(pg_url, args.students, args.within, two_processes=True)
        print(
            "PostgreSQL, two processes (students | teacher):",
            json.dumps(figures, ensure_ascii=False),
        )
    else:
        print("PostgreSQL: skipped (set --url or KARTENSCHULE_TEST_DATABASE_URL)")


if __name__ == "__main__":
    main()
