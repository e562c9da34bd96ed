"""Figures for the strategy lessons (issue 21 §4): every one recomputed from a seed.

    nice -n 15 python scripts/strategy_figures.py [--seed 21] [--games schneider,...] [--scale 1.0]

For each game, each of its measures (`GameParts.measures`: `tutorial/games/schneider/strategy.py`,
`tutorial/games/schnapsen/strategy.py`) plays its default number of seeded deals with the
rule-of-thumb player on every seat and writes value, sample size and 95 % confidence interval to
`lessons/<game>/measured.yaml`, which the lessons' `measured` cells show. `--scale` multiplies the
sample sizes (0.1 for a quick look; the files are written only with the default scale 1). With the
default seed the whole run takes about five minutes of one core (seven on a busy machine); it uses
one process.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's package first

from tutorial.content.measured import data_path, data_yaml
from tutorial.games.measures import Estimate, Measure, measure
from tutorial.games.registry import SPECS

DEFAULT_SEED = 21


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--games", default=",".join(SPECS))
    parser.add_argument("--scale", type=float, default=1.0)
    args = parser.parse_args()
    for game in args.games.split(","):
        estimates: dict[str, tuple[Measure, Estimate]] = {}
        for m in SPECS[game].parts.measures:
            start = time.perf_counter()
            n = max(10, round(m.default_n * args.scale))
            e = measure(m, args.seed, n)
            estimates[m.name] = (m, e)
            print(f"{game:<16} {m.name:<24} {e.value:8.4f} [{e.low:.4f}, {e.high:.4f}] "
                  f"n={e.n} ({time.perf_counter() - start:.0f} s)", flush=True)  # fmt: skip
        if args.scale == 1.0 and estimates:
            command = (
                f"nice -n 15 python scripts/strategy_figures.py --seed {args.seed} --games {game}"
            )
            data_path(game).write_text(data_yaml(args.seed, command, estimates), encoding="utf-8")
            print(f"wrote {data_path(game)}", flush=True)


if __name__ == "__main__":
    main()
