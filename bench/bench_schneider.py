"""How fast the Schneider engine plays whole random deals on one core: deals/s and card plays/s.

    python bench/bench_schneider.py [--deals N] [--rounds R]

What is timed: `RULES.new_deal(seed)` (dealer by lot, shuffle, cut, the 3+3 deal), then
`rng.choice(legal_actions())` and `apply` until `is_over()` (all 32 cards, drawing from the talon,
the end of the deal), then `result()`; card plays are counted afterwards by playing the same deals
again untimed, so no finished deal is kept alive while timing. One process, process CPU time (`time.process_time`), the
garbage collector left on (as in the app). The rate over all rounds is printed, and each round's, so
a neighbour's load on the shared machine shows up as spread rather than hiding in one figure.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutorial.games.base import play_randomly
from tutorial.games.schneider.rules import RULES


def play_deals(first_seed: int, count: int) -> tuple[int, float]:
    """Play `count` whole deals; return the card plays made and the CPU seconds taken."""
    seeds = range(first_seed, first_seed + count)
    rng = random.Random(first_seed)
    start = time.process_time()
    for seed in seeds:
        play_randomly(RULES.new_deal(seed), rng).result()
    seconds = time.process_time() - start
    rng = random.Random(first_seed)  # untimed: the same deals again, counted
    plays = 0
    for seed in seeds:
        deal = play_randomly(RULES.new_deal(seed), rng)
        plays += sum(1 for e in deal.events if e["type"] == "action")
    return plays, seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10_000, help="deals per round")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    print(__doc__.split("\n\n", 2)[2].strip())
    play_deals(0, 1_000)  # warm up caches and the interpreter
    total_plays, total_seconds, rates = 0, 0.0, []
    for r in range(args.rounds):
        plays, seconds = play_deals(1_000_000 + r * args.deals, args.deals)
        total_plays += plays
        total_seconds += seconds
        rates.append(args.deals / seconds)
    deals = args.deals * args.rounds
    print(
        f"1 core: {deals} deals in {total_seconds:.2f} s CPU = {deals / total_seconds:,.0f} deals/s, "
        f"{total_plays / total_seconds:,.0f} card plays/s ({total_plays // deals} plays per deal, "
        f"{1e6 * total_seconds / deals:.1f} µs per deal)"
    )
    print("per round: " + ", ".join(f"{r:,.0f}" for r in rates) + " deals/s")


if __name__ == "__main__":
    main()
