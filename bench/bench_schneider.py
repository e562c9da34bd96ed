"""How fast the Schneider engine plays random deals: deals/s and card plays/s.

    python bench/bench_schneider.py [--deals N] [--processes P]

Each deal is dealt from its own seed and played to the end with uniformly random legal cards,
through the same public API the app and the tests use. With --processes > 1 the deals are split
across worker processes (the machine has 2 cores), and the combined rate is printed as well.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutorial.games.base import play_randomly
from tutorial.games.schneider import RULES

PLAYS_PER_DEAL = 32


def play_deals(first_seed: int, count: int) -> tuple[int, float]:
    """Play `count` deals; return how many card plays were made and the seconds it took."""
    rng = random.Random(first_seed)
    plays = 0
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + count):
        deal = play_randomly(RULES.new_deal(seed), rng)
        plays += sum(1 for e in deal.events if e["type"] == "action")
    return plays, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20_000)
    parser.add_argument("--processes", type=int, default=2)
    args = parser.parse_args()

    play_deals(0, 500)  # warm up caches and the interpreter
    plays, seconds = play_deals(1_000_000, args.deals)
    print(
        f"1 process : {args.deals} deals in {seconds:.2f} s = {args.deals / seconds:,.0f} deals/s, "
        f"{plays / seconds:,.0f} card plays/s ({plays // args.deals} plays per deal)"
    )
    if args.processes > 1:
        share = args.deals // args.processes
        start = time.perf_counter()
        with ProcessPoolExecutor(args.processes) as pool:
            parts = list(
                pool.map(
                    play_deals,
                    [2_000_000 + i * share for i in range(args.processes)],
                    [share] * args.processes,
                )
            )
        wall = time.perf_counter() - start
        total = share * args.processes
        print(
            f"{args.processes} processes: {total} deals in {wall:.2f} s wall = "
            f"{total / wall:,.0f} deals/s, {sum(p for p, _ in parts) / wall:,.0f} card plays/s "
            "(includes starting the workers)"
        )


if __name__ == "__main__":
    main()
