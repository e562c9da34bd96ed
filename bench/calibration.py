"""A fixed pure-Python loop the benches time first, so runs on a busy machine can be compared."""

from __future__ import annotations

import time


def calibration() -> float:
    """CPU ms of a fixed pure-Python loop, printed so runs on a busy machine can be compared."""
    start = time.process_time()
    total = 0
    for i in range(1_000_000):
        total += i & 7
    return 1000 * (time.process_time() - start)
