"""How strong the three opponents are against each other: average points and win rates with 95%
confidence intervals, over many deals per pairing.

    python bench/bench_bots.py [--deals N] [--games schneider,bauernschnapsen,...]
                               [--pairings random-rules,strong-random,strong-rules] [--workers W]

Each pairing "A-B" plays N deals of each game, dealt from seeds 0…N−1. A takes turns in the seats:
in Schneider A plays seat (seed mod 2) against B; in Bauernschnapsen A's pair is the seats of
parity (seed mod 2) against B's pair; in Dreierschnapsen A plays seat (seed mod 3) against two B
players. Every decision of the deal (trumps, bids, Kontra/Spritzen, the talon, cards, marriages,
claims) is made by the bots. The margin per deal is A's points minus B's (Schneider: victory
points; Schnapsen: game points of the deal; Dreier: A's minus the mean of the two others); the
win rate is the share of deals in which A's side scored and B's did not. The strong player uses
its default budget (`tutorial.bots.advice.Budget`).
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutorial.bots.opponents import make_bot
from tutorial.games.registry import GAMES

GAME_ORDER = ("schneider", "bauernschnapsen", "dreierschnapsen")


def play_one(game: str, first: str, second: str, seed: int) -> tuple[float, int, int]:
    """One deal: (A's margin, whether A's side won, whether B's side won)."""
    rules = GAMES[game]
    deal = rules.new_deal(seed)
    a, b = make_bot(first, f"a{seed}"), make_bot(second, f"b{seed}")
    if game == "schneider":
        seat = seed % 2
        bots = {seat: a, 1 - seat: b}
    elif game == "bauernschnapsen":
        seat = seed % 2
        bots = {s: a if s % 2 == seat else b for s in range(4)}
    else:
        seat = seed % 3
        bots = {s: a if s == seat else b for s in range(3)}
    while not deal.is_over():
        deal.apply(bots[deal.to_move].choose(deal))  # type: ignore[index]
    if game == "schneider":
        margin = deal.payoff(seat)
        return margin, int(margin > 0), int(margin < 0)
    points = deal.result().game_points  # type: ignore[attr-defined]
    others = [points[s] for s in range(rules.players) if bots[s] is b]
    mine = points[seat]
    margin = mine - sum(others) / len(others)
    return margin, int(mine > 0), int(max(others) > 0)


def play_chunk(args: tuple[str, str, str, list[int]]) -> list[tuple[float, int, int]]:
    game, first, second, seeds = args
    return [play_one(game, first, second, seed) for seed in seeds]


def summary(results: list[tuple[float, int, int]]) -> str:
    n = len(results)
    margins = [r[0] for r in results]
    mean = sum(margins) / n
    sd = math.sqrt(sum((m - mean) ** 2 for m in margins) / (n - 1)) if n > 1 else 0.0
    half = 1.96 * sd / math.sqrt(n)
    wins = sum(r[1] for r in results) / n
    losses = sum(r[2] for r in results) / n
    wins_half = 1.96 * math.sqrt(wins * (1 - wins) / n)
    return (
        f"margin {mean:+.3f} ± {half:.3f} per deal; A's side scored in {100 * wins:.1f}% "
        f"± {100 * wins_half:.1f}%, B's in {100 * losses:.1f}% ({n} deals)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--games", default=",".join(GAME_ORDER))
    parser.add_argument("--pairings", default="random-rules,strong-random,strong-rules")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--chunk", type=int, default=25)
    args = parser.parse_args()
    print(__doc__.split("\n\n", 2)[2].strip(), flush=True)
    with ProcessPoolExecutor(args.workers) as pool:
        for game in args.games.split(","):
            for pairing in args.pairings.split(","):
                first, second = pairing.split("-")
                seeds = list(range(args.deals))
                chunks = [
                    (game, first, second, seeds[i : i + args.chunk])
                    for i in range(0, len(seeds), args.chunk)
                ]
                start = time.perf_counter()
                results = [r for part in pool.map(play_chunk, chunks) for r in part]
                wall = time.perf_counter() - start
                print(f"{game:<16} A={first:<6} B={second:<6} {summary(results)} "
                      f"[{wall:.0f} s wall]", flush=True)  # fmt: skip


if __name__ == "__main__":
    main()
