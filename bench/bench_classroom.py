"""A live class measured where the user meets it: real pages in Chromium, then the store alone.

    python bench/bench_classroom.py [--students 10,20,30] [--backends sqlite,postgres]
                                    [--root CHECKOUT] [--quiet 10] [--store-only]

**Pages (the headline).** For each N and backend, one app process is started (`streamlit run`,
a fresh SQLite file or a fresh PostgreSQL database), and the teacher (1920×1080, presentation
mode) and N students (390×844 phones) open the real pages in one headless Chromium, a browser
context each. `bench/class_browser.py` says exactly what is timed: join, the server's CPU
(cores) while the class waits, answer → the projector's count, question and reveal → every
phone, the server's memory. The browser runs on the same 2-core machine as the server and
takes its share of the CPU; the server's CPU is read for its process alone. `--root` serves
another checkout (e.g. the code before a change) with the same driver; given twice, the two
checkouts take turns for every class size.

**Store level (second section).** Simulated students are threads that call the store's
classroom API (`join`, then `answer` at a random moment within the window) as the /join page
does; they are not browser sessions. The teacher runs the tally query every second. For each
answer the bench takes the time from the call's start to the first teacher read that counts
it, and prints p50/p95, the time until the teacher has seen every answer, the errors, and each
process's memory: one process on SQLite, and two processes on PostgreSQL (students in one, the
teacher in the other) when --url or $KARTENSCHULE_TEST_DATABASE_URL is set.

It prints figures; nothing here fails on time.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from calibration import calibration  # noqa: E402

from tests.store_fixtures import fresh_pg_database  # noqa: E402
from tutorial.store.class_records import ProgressNote  # noqa: E402
from tutorial.store.repository import Store, open_store  # noqa: E402

TEACHER_READS_EVERY = 1.0  # seconds between the simulated teacher's reads
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
    """Read the tally every TEACHER_READS_EVERY seconds, as the projector does, until every answer is in."""
    reads = []
    while time.time() < until:
        tally = store.classes.tally(code, key)
        reads.append((time.time(), tally.answered))
        if tally.answered >= expected:
            break
        time.sleep(TEACHER_READS_EVERY)
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


def store_section(students: int, within: float, pg_url: str) -> None:
    print(
        f"\n## Store level (not pages): {students} simulated students (threads calling the "
        f"store's classroom API, not browser sessions) answer within {within:g} s; the teacher "
        f"reads the tally every {TEACHER_READS_EVERY:g} s"
    )
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'class.db'}"
        figures = run(url, students, within, two_processes=False)
        print("SQLite, one process:", json.dumps(figures, ensure_ascii=False))
    if pg_url:
        with fresh_pg_database(pg_url, prefix="kt_bench_class") as url:
            figures = run(url, students, within, two_processes=True)
        print("PostgreSQL, two processes (students | teacher):", json.dumps(figures))
    else:
        print("PostgreSQL: skipped (set --url or KARTENSCHULE_TEST_DATABASE_URL)")


@contextmanager
def database(backend: str, pg_url: str) -> Iterator[str]:
    if backend == "sqlite":
        with tempfile.TemporaryDirectory() as folder:
            yield f"sqlite:///{Path(folder) / 'class.db'}"
    else:
        with fresh_pg_database(pg_url, prefix="kt_bench_pages") as url:
            yield url


@contextmanager
def sampled(pid: int, out: Path | None) -> Iterator[None]:
    """py-spy (from PyPI) sampling the server while the class runs, as collapsed stacks."""
    if out is None:
        yield
        return
    spy = subprocess.Popen(
        ["py-spy", "record", "--pid", str(pid), "--rate", "100", "--format", "raw",
         "--output", str(out), "--nonblocking"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        yield
    finally:
        spy.send_signal(signal.SIGINT)
        spy.wait(60)


def pages_section(
    counts: list[int], backends: list[str], roots: list[Path], quiet: float, pg_url: str,
    profile: Path | None = None,
) -> None:  # fmt: skip
    """Each backend and class size, the checkouts in `roots` taking turns (a fresh database
    and app process each), so two versions are compared in one run on one machine state."""
    from class_browser import run_class
    from playwright.sync_api import sync_playwright

    from tests.conftest import CHROMIUM, CHROMIUM_ARGS
    from tests.servers import Server

    print(
        f"## Pages in Chromium: one app process, teacher + N students, waiting CPU over "
        f"{quiet:g} s; checkouts: {', '.join(map(str, roots))}"
    )
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for backend in backends:
            if backend == "postgres" and not pg_url:
                print("postgres: skipped (set --url or KARTENSCHULE_TEST_DATABASE_URL)")
                continue
            for count in counts:
                for n, root in enumerate(roots):
                    with database(backend, pg_url) as url:
                        server = Server(url, root)
                        name = f"{profile.stem if profile else ''}-{backend}-{count}-{n}.txt"
                        stacks = profile and profile.with_name(name)
                        try:
                            with sampled(server.pid, stacks):
                                run = run_class(browser, server.url, [server.pid], count, quiet)
                            figures = run.figures()
                        finally:
                            server.stop()
                    where = f" [{root}]" if len(roots) > 1 else ""
                    print(f"{backend}, N={count}{where}:", json.dumps(figures), flush=True)
        browser.close()


def _class_in_own_browser(
    base: str, pids: list[int], students: int, quiet: float, together: threading.Barrier,
    out: list,
) -> None:  # fmt: skip
    """One class in a browser of its own (Playwright's sync API keeps to its thread)."""
    from class_browser import run_class
    from playwright.sync_api import sync_playwright

    from tests.conftest import CHROMIUM, CHROMIUM_ARGS

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            out.append(run_class(browser, base, pids, students, quiet, together))
        except Exception as exc:  # printed, never hidden
            together.abort()
            out.append(exc)
        browser.close()


def proxy_section(pg_url: str, per_class: int, classes: int, quiet: float) -> None:
    """Two app processes on one PostgreSQL behind nginx (docs/deploy.md), `classes` classes of
    `per_class` students at once, each class in a browser of its own; then the page weight of
    a first visit to /join through nginx with gzip and without."""
    from class_browser import page_weight
    from playwright.sync_api import sync_playwright

    from tests.conftest import CHROMIUM, CHROMIUM_ARGS
    from tests.proxy import HAVE_NGINX, Proxy
    from tests.servers import Server

    if not pg_url or not HAVE_NGINX:
        print("\n## Behind nginx: skipped (needs KARTENSCHULE_TEST_DATABASE_URL and nginx)")
        return
    print(
        f"\n## Pages in Chromium behind nginx: two app processes on PostgreSQL, {classes} "
        f"classes of {per_class} students at once; CPU and memory are both processes' sum"
    )
    with fresh_pg_database(pg_url, prefix="kt_bench_proxy") as url:
        env = {"KARTENSCHULE_BEHIND_PROXY": "1"}
        servers = [Server(url, env=env), Server(url, env=env)]
        proxy = Proxy([s.port for s in servers])
        try:
            pids = [s.pid for s in servers]
            together = threading.Barrier(classes)
            results: list = []
            threads = [
                threading.Thread(
                    target=_class_in_own_browser,
                    args=(proxy.url, pids, per_class, quiet, together, results),
                )
                for _ in range(classes)
            ]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            for n, result in enumerate(results, start=1):
                shown = result if isinstance(result, Exception) else result.figures()
                print(f"class {n}:", json.dumps(shown, ensure_ascii=False, default=str))
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                weights = {"nginx gzip on": page_weight(browser, f"{proxy.url}/join")}
                plain = Proxy([s.port for s in servers], gzip=False)
                try:
                    weights["nginx gzip off"] = page_weight(browser, f"{plain.url}/join")
                finally:
                    plain.stop()
                weights["one process, no proxy"] = page_weight(browser, f"{servers[0].url}/join")
                browser.close()
            for name, (size, requests) in weights.items():
                print(f"page weight of /join, {name}: {size / 1024:.0f} KiB in {requests} requests")
        finally:
            proxy.stop()
            for server in servers:
                server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--students", default="10,20,30", help="class sizes, comma-separated")
    parser.add_argument("--backends", default="sqlite,postgres")
    parser.add_argument(
        "--root", type=Path, action="append",
        help="a checkout to serve (default: this one); twice: both, taking turns",
    )  # fmt: skip
    parser.add_argument("--quiet", type=float, default=10.0, help="seconds of waiting measured")
    parser.add_argument("--within", type=float, default=10.0, help="store level: answer window")
    parser.add_argument("--store-only", action="store_true")
    parser.add_argument(
        "--proxy", type=int, default=0, metavar="N",
        help="also run two classes of N students behind nginx on two processes",
    )  # fmt: skip
    parser.add_argument("--pages-only", action="store_true")
    parser.add_argument(
        "--profile", type=Path, help="py-spy's collapsed stacks of the server, to this stem"
    )
    parser.add_argument("--url", default=os.environ.get("KARTENSCHULE_TEST_DATABASE_URL", ""))
    args = parser.parse_args()
    print(f"calibration loop: {calibration():.0f} ms CPU")
    counts = [int(n) for n in args.students.split(",")]
    if not args.store_only:
        pages_section(
            counts, args.backends.split(","), [r.resolve() for r in args.root or [ROOT]],
            args.quiet, args.url,
            args.profile,
        )  # fmt: skip
    if args.proxy:
        proxy_section(args.url, args.proxy, 2, args.quiet)
    if not args.pages_only:
        store_section(max(counts), args.within, args.url)


if __name__ == "__main__":
    main()
