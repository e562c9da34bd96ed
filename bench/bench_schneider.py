"""How fast the Schneider engine plays whole random deals on one core: deals/s and card plays/s.

    python bench/bench_schneider.py [--deals N] [--rounds R]

What is timed: `RULES.new_deal(seed)` (dealer by lot, shuffle, cut, the 3+3 deal), then
`rng.choice(legal_actions())` and `apply` until `is_over()` (all 32 cards, drawing from the talon,
the end of the deal), then `result()`; card plays are counted afterwards by playing the same deals
again untimed, so no finished deal is kept alive while timing. One process, process CPU time (`time.process_time`), the
garbage collector left on (as in the app). The rate over all rounds is printed, and each round's, so
a neighbour's load on the shared machine shows up as spread rather than hiding in one figure.

Beside it, timed the same way in the same rounds: the random numbers alone — the generator seeded per
deal, the dealer by lot, the shuffle of 32 cards, the cut, and one `rng.choice` per decision among as
many actions as the deal offered. No engine playing these deals through `random.Random` can go below
that, so its rate is the ceiling of deals per second for this bench on this machine. And the same
random numbers drawn by a deal without any rule (`bench/no_rules.py`), driven by the same
`play_randomly` loop: the cost of the Deal API's calls themselves in this interpreter.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from no_rules import NoRules, choice_sizes

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


def random_numbers_only(
    first_seed: int, sizes: list[list[int]], through_api: bool = False
) -> float:
    """CPU seconds of the random numbers the deals draw, and nothing else (see the docstring);
    `through_api`: the choices drawn through `play_randomly` on deals without rules."""
    rng = random.Random(first_seed)
    lists = {n: list(range(n)) for row in sizes for n in row}
    pack = list(range(32))
    start = time.process_time()
    for seed, row in enumerate(sizes, first_seed):
        deal_rng = random.Random(seed)
        deal_rng.randrange(2)
        deck = pack[:]
        deal_rng.shuffle(deck)
        deal_rng.randrange(1, 32)
        if through_api:
            play_randomly(NoRules(row), rng).result()  # type: ignore[arg-type]
        else:
            for n in row:
                rng.choice(lists[n])
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10_000, help="deals per round")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    print(__doc__.split("\n\n", 2)[2].strip())
    play_deals(0, 1_000)  # warm up caches and the interpreter
    total_plays, total_seconds, rates, floor, bare = 0, 0.0, [], 0.0, 0.0
    for r in range(args.rounds):
        first = 1_000_000 + r * args.deals
        plays, seconds = play_deals(first, args.deals)
        total_plays += plays
        total_seconds += seconds
        rates.append(args.deals / seconds)
        sizes = choice_sizes(RULES, range(first, first + args.deals))
        floor += random_numbers_only(first, sizes)
        bare += random_numbers_only(first, sizes, True)
    deals = args.deals * args.rounds
    print(
        f"1 core: {deals} deals in {total_seconds:.2f} s CPU = {deals / total_seconds:,.0f} deals/s, "
        f"{total_plays / total_seconds:,.0f} card plays/s ({total_plays // deals} plays per deal, "
        f"{1e6 * total_seconds / deals:.1f} µs per deal)"
    )
    print("per round: " + ", ".join(f"{r:,.0f}" for r in rates) + " deals/s")
    print(
        f"of which random numbers alone: {floor:.2f} s CPU = {1e6 * floor / deals:.1f} µs per deal, "
        f"a ceiling of {deals / floor:,.0f} deals/s"
    )
    print(
        f"the same through play_randomly on deals without rules: {bare:.2f} s CPU = "
        f"{1e6 * bare / deals:.1f} µs per deal, a ceiling of {deals / bare:,.0f} deals/s"
    )


if __name__ == "__main__":
    main()
