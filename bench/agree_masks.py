"""The card core on masks against the engine on many random deals (issue 23: ≥ 100,000 per game).

    python bench/agree_masks.py [--deals N] [--workers W] [--games bauernschnapsen,dreierschnapsen]

Deals from seeds 0…N−1, each under its own random mix of the game's options (every option field
drawn from its values), the auction played at random (half of them kept to the Normal game, a
third steered into a random contract). Each deal is played out at random on the engine and on the
core side by side (`tests.masks_helpers.walk`): at every position the mover and the set of legal
moves must be equal, after every card, marriage and claim the mover, and at the end the result.
Prints per game the deals played, positions compared, differences (with the first few seeds) and
how often each option value was drawn, so a reader sees every value was covered.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.masks_helpers import SCHNAPSEN, random_options, walk

CHUNK = 500


def run_chunk(game: str, first: int, last: int) -> tuple[int, int, list[tuple[int, str]]]:
    """Deals first…last−1 of `game`: (deals reaching the card play, positions, differences)."""
    played = positions = 0
    differences: list[tuple[int, str]] = []
    for seed in range(first, last):
        try:
            checked = walk(game, seed)
        except AssertionError as error:
            differences.append((seed, str(error)[:200]))
            continue
        played += checked > 0
        positions += checked
    return played, positions, differences


def option_coverage(game: str, deals: int) -> dict[str, Counter[str]]:
    """How often each option value was drawn over the deals (the first draw of each deal's rng)."""
    seen: dict[str, Counter[str]] = {}
    for seed in range(deals):
        mix = random_options(game, random.Random(f"masks:{game}:{seed}"))
        for name, value in mix.items():
            seen.setdefault(name, Counter())[str(value)] += 1
    return seen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=100_000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--games", default=",".join(SCHNAPSEN))
    args = parser.parse_args()
    for game in args.games.split(","):
        started = time.perf_counter()
        bounds = [(s, min(s + CHUNK, args.deals)) for s in range(0, args.deals, CHUNK)]
        with ProcessPoolExecutor(args.workers) as pool:
            results = list(pool.map(run_chunk, [game] * len(bounds), *zip(*bounds, strict=True)))
        played = sum(r[0] for r in results)
        positions = sum(r[1] for r in results)
        differences = [d for r in results for d in r[2]]
        print(
            f"{game}: {args.deals:,} deals dealt, {played:,} reached the card play, "
            f"{positions:,} positions compared, {len(differences)} differences "
            f"({time.perf_counter() - started:.0f} s wall, {args.workers} workers)"
        )
        for seed, text in differences[:5]:
            print(f"  difference at seed {seed}: {text}")
        for name, counts in option_coverage(game, args.deals).items():
            shown = ", ".join(f"{value}: {n:,}" for value, n in sorted(counts.items()))
            print(f"  option {name}: {shown}")


if __name__ == "__main__":
    main()
