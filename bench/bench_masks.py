"""The solver, the generic search against the searches on masks (issue 23): Schnapsen from the first
lead (the card core), Schneider from the moment the talon runs out (the endgame search).

    python bench/bench_masks.py [--positions N]

For each Schnapsen game, N positions at the first lead of the card play (from
`bench_solver.first_leads`: half with the auction steered into F's Normal game, half with whatever
random bidding reaches); for Schneider, N deals played at random until the talon is empty
(`bench_solver.talon_empty`: six cards each, twelve cards to go).
Each position is solved twice by `solve` (every legal action's exact value), once by the generic
search through the Deal API ("old": the game's `fast_search` switched off) and once by the card
search on masks ("new"), the order alternating from one position to the next, so a machine that slows
down favours neither. Process CPU time, garbage collector on; both must agree on every value.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench_solver import first_leads, talon_empty
from calibration import calibration
from generic_search import generic_search

from tutorial.games.base import Deal
from tutorial.solver.solve import Solution, solve


def solve_old(deal: Deal) -> Solution:
    """`solve` with the game's own search switched off."""
    with generic_search():
        return solve(deal)


def _line(label: str, ms: list[float]) -> str:
    ordered = sorted(ms)
    p95 = ordered[round(0.95 * (len(ordered) - 1))]
    return (
        f"  {label:<4} median {statistics.median(ms):7.1f} ms  p95 {p95:7.1f}  "
        f"max {ordered[-1]:7.1f}  total {sum(ms) / 1000:6.2f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=100)
    args = parser.parse_args()
    gc.enable()
    print(f"calibration loop: {calibration():.1f} ms")
    for game in ("bauernschnapsen", "dreierschnapsen", "schneider"):
        half = args.positions // 2
        if game == "schneider":
            deals = talon_empty(args.positions)
        else:
            deals = first_leads(game, half, True) + first_leads(game, args.positions - half, False)
        times: dict[str, list[float]] = {"old": [], "new": []}
        for i, deal in enumerate(deals):
            order = ("old", "new") if i % 2 == 0 else ("new", "old")
            found = {}
            for side in order:
                start = time.process_time()
                found[side] = solve_old(deal) if side == "old" else solve(deal)
                times[side].append(1000 * (time.process_time() - start))
            old, new = found["old"], found["new"]
            assert [(v.action, v.value) for v in old.values] == [
                (v.action, v.value) for v in new.values
            ], f"{game} position {i}: the two searches disagree"
        where = "the talon just empty" if game == "schneider" else "first lead"
        print(f"{game}, {where}, {len(deals)} positions (every action's value, `solve`):")
        for side in ("old", "new"):
            print(_line(side, times[side]))
        print(
            f"  median speed-up {statistics.median(times['old']) / statistics.median(times['new']):.1f}×"
        )
    print(f"calibration loop: {calibration():.1f} ms")


if __name__ == "__main__":
    main()
