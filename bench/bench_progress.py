"""How fast the progress store is: answers recorded per second, and the review queue of a learner
with 10,000 answers (target: ≤ 20 ms), on SQLite and, when a URL is given, on PostgreSQL.

    python bench/bench_progress.py [--url postgresql+psycopg://…] [--repeats N]

PostgreSQL is measured when --url or $KARTENSCHULE_TEST_DATABASE_URL is set; the bench works in a
fresh database of its own there (the role needs CREATEDB) and drops it afterwards. It prints
figures; nothing here fails on time.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.store_fixtures import fresh_pg_database  # noqa: E402
from tutorial.puzzles.bank import load_bank  # noqa: E402
from tutorial.store.repository import PuzzleRef, Store, open_store  # noqa: E402

ANSWERS = 10_000
GENERATED_KEYS = 1_500  # practice puzzles from seeds, besides the bank
NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)


def median_ms(run: Callable[[], object], repeats: int) -> float:
    run()  # warm caches and the connection pool
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def record(store: Store, token: str, key: str, n: int) -> None:
    store.record_answer(
        token, key, game="schneider", section="04", kind="winning_card", given="J♠",
        right=n % 3 != 0, seconds=4.0,
    )  # fmt: skip


def answers_per_second(store: Store, refs: list[PuzzleRef], count: int, threads: int) -> float:
    tokens = [store.create_learner().token for _ in range(threads)]
    start = threading.Barrier(threads + 1)

    def work(token: str) -> None:
        start.wait()
        for n in range(count // threads):
            record(store, token, refs[n % len(refs)].key, n)

    workers = [threading.Thread(target=work, args=(t,)) for t in tokens]
    for worker in workers:
        worker.start()
    start.wait()
    began = time.perf_counter()
    for worker in workers:
        worker.join()
    return (count // threads) * threads / (time.perf_counter() - began)


def progress_file(
    token: str, refs: list[PuzzleRef], rng: random.Random, count: int = ANSWERS
) -> str:
    """`count` answers over 90 days, to the bank and to generated puzzles, as an export file."""
    keys = [(r.key, r.game, r.section) for r in refs]
    keys += [(f"gen-schneider-winning_card-{n}", "schneider", "04") for n in range(GENERATED_KEYS)]
    answers = []
    for _ in range(count):
        key, game, section = rng.choice(keys)
        moment = NOW - timedelta(minutes=rng.randrange(90 * 24 * 60))
        answers.append({
            "uid": uuid.UUID(int=rng.getrandbits(128)).hex, "puzzle": key, "game": game,
            "section": section, "kind": "winning_card", "given": "J♠",
            "right": rng.random() < 0.7, "revealed": rng.random() < 0.05,
            "answered_at": moment.isoformat(), "seconds": 5.0, "source": "quiz",
        })  # fmt: skip
    return json.dumps({
        "format": "kartenschule-progress", "version": 1, "learner": token,
        "exported_at": NOW.isoformat(), "answers": answers,
    })  # fmt: skip


def bench(label: str, url: str, repeats: int) -> None:
    refs = [PuzzleRef(p.id, p.game, p.section) for p in load_bank().values()]
    store = open_store(url)
    try:
        one = answers_per_second(store, refs, 500, 1)
        many = answers_per_second(store, refs, 800, 8)
        token = store.create_learner().token
        began = time.perf_counter()
        store.import_(token, progress_file(token, refs, random.Random(7)))
        seeded = time.perf_counter() - began
        cards = sum(m.answered for m in store.mastery(token, NOW).values())
        queue = median_ms(lambda: store.review_queue(token, NOW, refs, seed=1), repeats)
        length = len(store.review_queue(token, NOW, refs, seed=1))
        mastery = median_ms(lambda: store.mastery(token, NOW), repeats)
        score = median_ms(lambda: store.score(token), repeats)
        activity = median_ms(lambda: store.activity(token, 30, NOW), repeats)
        one_answer = median_ms(lambda: record(store, token, refs[0].key, 1), repeats)
    finally:
        store.close()
    print(f"{label}:")
    print(f"  answers recorded per second: {one:,.0f} (1 thread), {many:,.0f} (8 threads)")
    print(f"  a learner with {ANSWERS:,} answers on {cards:,} puzzles (import: {seeded:.1f} s):")
    print(
        f"    review queue ({length:,} items): {queue:.1f} ms median of {repeats} (target ≤ 20 ms)"
    )
    print(
        f"    mastery map: {mastery:.1f} ms   score: {score:.1f} ms   30-day activity: {activity:.1f} ms"
    )
    print(f"    one more answer: {one_answer:.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default=os.environ.get("KARTENSCHULE_TEST_DATABASE_URL"))
    parser.add_argument("--repeats", type=int, default=30)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        bench("SQLite (WAL, file)", f"sqlite:///{Path(folder) / 'progress.db'}", args.repeats)
    if args.url:
        with fresh_pg_database(args.url, prefix="kt_bench") as url:
            bench("PostgreSQL", url, args.repeats)
    else:
        print("PostgreSQL: skipped (set --url or KARTENSCHULE_TEST_DATABASE_URL)")


if __name__ == "__main__":
    main()
