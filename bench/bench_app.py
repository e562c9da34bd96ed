"""How long the app's pages take to run: the first run and a rerun, per page, under AppTest.

    python bench/bench_app.py [--runs N]

A rerun is what every click costs on the server; content is parsed once and cached, so reruns
should stay in the tens of milliseconds.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.apptest_helpers import open_page  # noqa: E402

PAGES = [
    ("home", {}),
    ("lessons", {"game": "bauernschnapsen", "section": "04"}),
    ("puzzles", {"puzzle": "bauern-09-must-head-with-ace"}),
    ("replays", {"replay": "schneider-07-whole-deal-16-4", "step": "10"}),
    (
        "trick-checker",
        {
            "game": "bauernschnapsen",
            "contract": "normal",
            "trump": "H",
            "trick": "KH",
            "hand": "AH,JH,QS",
        },
    ),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    for page, params in PAGES:
        start = time.perf_counter()
        at = open_page(page if page != "home" else "", lang="de", **params)
        first = time.perf_counter() - start
        times = []
        for _ in range(args.runs):
            start = time.perf_counter()
            at.run()
            times.append(time.perf_counter() - start)
        print(
            f"{page:14} first run (incl. app start) {first * 1000:7.0f} ms   rerun median "
            f"{statistics.median(times) * 1000:6.1f} ms  max {max(times) * 1000:6.1f} ms"
        )


if __name__ == "__main__":
    main()
