"""How long a big progress file takes to import, and whether other learners can write meanwhile.

    python bench/bench_import.py [--rows 50000] [--url postgresql+psycopg://…]

Timed: `Store.import_` of a valid export file with `--rows` answers (validation included, as the
Progress page calls it), on a SQLite file (WAL) and, with --url or $KARTENSCHULE_TEST_DATABASE_URL,
on PostgreSQL. While it runs, a second learner records one answer every 20 ms on another thread;
the bench prints how many of those went through during the import and the slowest one. Garbage
collector on. It prints figures; nothing here fails on time.
"""

from __future__ import annotations

import argparse
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

from bench.bench_progress import progress_file, record  # noqa: E402
from tests.store_fixtures import fresh_pg_database  # noqa: E402
from tutorial.puzzles.bank import load_bank  # noqa: E402
from tutorial.store.errors import StoreUnavailable  # noqa: E402
from tutorial.store.repository import PuzzleRef, open_store  # noqa: E402


def bench(label: str, url: str, rows: int) -> None:
    refs = [PuzzleRef(p.id, p.game, p.section) for p in load_bank().values()]
    store = open_store(url)
    try:
        token = store.create_learner().token
        other = store.create_learner().token
        text = progress_file(token, refs, random.Random(7), rows)
        done = threading.Event()
        waits: list[float] = []
        refused: list[str] = []

        def other_learner() -> None:
            n = 0
            while not done.is_set():
                began = time.perf_counter()
                try:
                    record(store, other, refs[n % len(refs)].key, n)
                except StoreUnavailable as exc:
                    refused.append(str(exc))
                else:
                    waits.append(time.perf_counter() - began)
                n += 1
                time.sleep(0.02)

        writer = threading.Thread(target=other_learner)
        writer.start()
        time.sleep(0.2)
        before = len(waits)
        began = time.perf_counter()
        summary = store.import_(token, text)
        took = time.perf_counter() - began
        during = waits[before:]
        done.set()
        writer.join()
    finally:
        store.close()
    print(f"{label}: {rows:,} answers ({len(text) / 1e6:.1f} MB), {summary.answers:,} added")
    print(f"  import: {took:.2f} s")
    if during:
        print(
            f"  another learner's answers during it: {len(during)} written, "
            f"median {statistics.median(during) * 1000:.0f} ms, slowest {max(during):.2f} s"
        )
    else:
        print("  another learner's answers during it: none went through")
    if refused:
        print(f"  another learner's answers refused: {len(refused)} ({refused[0]})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=50_000)
    parser.add_argument("--url", default=os.environ.get("KARTENSCHULE_TEST_DATABASE_URL"))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        bench("SQLite (WAL, file)", f"sqlite:///{Path(folder) / 'progress.db'}", args.rows)
    if args.url:
        with fresh_pg_database(args.url, prefix="kt_bench") as url:
            bench("PostgreSQL", url, args.rows)


if __name__ == "__main__":
    main()
