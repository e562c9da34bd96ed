"""Run one bench in two checkouts, taking turns, so both sides meet the same machine.

    python bench/alternate.py --root /tmp/before --root . --rounds 3 -- bench_schneider.py --rounds 3

Each round runs the bench once per checkout, in the order given, then the next round swaps the
order (A B, B A, A B, …), so a machine that slows down or warms up over the run favours neither.
The bench runs as a subprocess in the checkout's own folder, so it imports that checkout's
`tutorial`. Nothing is timed here: every figure is the bench's own, printed as it printed it.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", action="append", required=True, help="a checkout (twice)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("bench", nargs=argparse.REMAINDER, help="-- BENCH.py [its arguments]")
    args = parser.parse_args()
    bench = [a for a in args.bench if a != "--"]
    if len(args.root) != 2 or not bench:
        parser.error("give two --root and the bench after --")
    roots = [Path(r).resolve() for r in args.root]
    for number in range(args.rounds):
        order = roots if number % 2 == 0 else roots[::-1]
        for root in order:
            print(f"== round {number + 1}, {root}", flush=True)
            script = root / "bench" / bench[0]
            done = subprocess.run(
                [sys.executable, str(script), *bench[1:]], cwd=root, text=True, capture_output=True
            )
            print(done.stdout.rstrip(), flush=True)
            if done.returncode:
                print(done.stderr.rstrip()[-2000:], flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
