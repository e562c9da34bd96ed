"""How fast the perfect-information solver and the strong player are.

    python bench/bench_solver.py [--positions N] [--deals D]

Solver: N Schnapsen positions at the first lead of the card play (dealt from seeds, the auction
played at random; once with the auction steered into F's Normal game — the longest deals, with
marriages and claims — and once with whatever contract random bidding reaches), plus Schneider
positions at the moment the talon runs out. For each, two times: the position's value under best
play (`position_value`: one search from the root, within the deal's payoff bound), and `solve`
(every legal action's exact value, as hints, the strong player and the CLI need). Strong player: the time of each of its decisions in D deals against the rule-of-thumb
player, per game. All times are process CPU time with the garbage collector on; the first line
times a fixed pure-Python loop, to show how busy the shared machine was.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from calibration import calibration

from tutorial.bots.rules_bot import RulesBot
from tutorial.bots.strong_bot import StrongBot
from tutorial.games.base import Deal
from tutorial.games.registry import GAMES
from tutorial.solver.solve import position_value, solve


def first_leads(game: str, count: int, normal: bool) -> list[Deal]:
    """Positions at the first lead of the card play."""
    found: list[Deal] = []
    seed = 0
    while len(found) < count:
        seed += 1
        deal = GAMES[game].new_deal(seed)
        rng = random.Random(seed)
        while not deal.is_over() and deal.phase.value != "play":  # type: ignore[attr-defined]
            legal = deal.legal_actions()
            if normal:
                quiet = [a for a in legal if a.kind in ("pass", "no_kontra")]
                legal = quiet or [a for a in legal if a.kind != "bid" or a.value == "normal"]
            deal.apply(rng.choice(legal))
        if not deal.is_over():
            found.append(deal)
    return found


def talon_empty(count: int) -> list[Deal]:
    """Schneider positions when the talon has just run out (6 cards each, 12 plies to go)."""
    found = []
    for seed in range(count):
        deal = GAMES["schneider"].new_deal(seed)
        rng = random.Random(seed)
        while deal.talon or deal.trick:  # type: ignore[attr-defined]
            deal.apply(rng.choice(deal.legal_actions()))
        found.append(deal)
    return found


def _stats(label: str, ms: list[float], nodes: list[int]) -> str:
    ms_sorted = sorted(ms)
    p90 = ms_sorted[int(0.9 * (len(ms) - 1))]
    per_node = 1000 * sum(ms) / max(sum(nodes), 1)
    return (
        f"  {label:<34} median {statistics.median(ms):7.1f} ms  p90 {p90:7.1f}  max "
        f"{max(ms):7.1f}  median nodes {statistics.median(nodes):8.0f}  {per_node:5.1f} µs/node"
    )


def time_solver(positions: list[Deal]) -> tuple[str, str]:
    value_ms, value_nodes, all_ms, all_nodes = [], [], [], []
    for deal in positions:
        seat = deal.to_move
        assert seat is not None
        start = time.process_time()
        _, nodes = position_value(deal, seat)
        value_ms.append(1000 * (time.process_time() - start))
        value_nodes.append(nodes)
        start = time.process_time()
        solution = solve(deal)
        all_ms.append(1000 * (time.process_time() - start))
        all_nodes.append(solution.nodes)
    return (
        _stats("value under best play", value_ms, value_nodes),
        _stats("every action's value (solve)", all_ms, all_nodes),
    )


def time_strong(game: str, deals: int) -> str:
    times: dict[str, list[float]] = {}
    for seed in range(deals):
        rules = GAMES[game]
        deal = rules.new_deal(seed)
        seat = seed % rules.players
        strong, other = StrongBot(seed), RulesBot(seed)
        while not deal.is_over():
            mover = deal.to_move
            if mover == seat:
                start = time.process_time()
                action = strong.choose(deal)
                phase = str(getattr(deal, "phase", "play"))
                times.setdefault(phase, []).append(1000 * (time.process_time() - start))
            else:
                action = other.choose(deal)
            deal.apply(action)
    every = [t for ts in times.values() for t in ts]
    parts = ", ".join(
        f"{phase} {statistics.median(ts):.0f}/{max(ts):.0f}" for phase, ts in sorted(times.items())
    )
    every.sort()
    return (
        f"  {game:<16} {len(every)} decisions: median {statistics.median(every):6.1f} ms, p90 "
        f"{every[int(0.9 * (len(every) - 1))]:6.1f}, max {every[-1]:6.1f}; "
        f"per phase median/max ms: {parts}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--deals", type=int, default=10)
    args = parser.parse_args()
    print(__doc__.split("\n\n", 2)[2].strip())
    print(
        f"calibration loop: {calibration():.1f} ms (a fixed pure-Python loop: how busy the machine is)"
    )
    for game in ("bauernschnapsen", "dreierschnapsen"):
        for normal in (True, False):
            kind = "Normal game" if normal else "random auction"
            print(f"{game}, first lead, {kind}, {args.positions} positions:")
            for line in time_solver(first_leads(game, args.positions, normal)):
                print(line)
    print(f"schneider, the talon just run out, {args.positions} positions:")
    for line in time_solver(talon_empty(args.positions)):
        print(line)
    print(f"strong player's decisions against the rule of thumb, {args.deals} deals per game:")
    for game in ("schneider", "bauernschnapsen", "dreierschnapsen"):
        print(time_strong(game, args.deals), flush=True)
    print(f"calibration loop: {calibration():.1f} ms")


if __name__ == "__main__":
    main()
