"""Measured figures for the strategy lessons: what a game's deals show when they are played out,
counted over many seeded deals, with the sample size and a 95 % confidence interval.

A `Measure` is one figure: `observe(seed)` plays one seeded deal (or a pair of deals that differ
in one decision) and returns one observation, or None when the deal does not fit the question (a
Schnapser asked about and nobody bids one). A `share` is the mean of 0/1 observations, with a
Wilson score interval; a `mean` is the mean of numbers (a paired difference, say), with the normal
interval of the mean (1.96 standard errors; the samples are hundreds or thousands of deals, where
the central limit theorem holds well for bounded observations like these).

`measure(m, seed, n)` draws deal seeds from `seed` until it has `n` observations;
`scripts/strategy_figures.py` writes every game's figures to `lessons/<game>/measured.yaml`, and the
lessons' `measured` cells show them (`tutorial.content.measured`). Everything is played by the
rule-of-thumb player on every seat, so the figures describe deals between sensible players who
follow the usual table advice, not perfect play.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from tutorial.words.i18n import Plural

SHARE, MEAN = "share", "mean"
Z95 = 1.959963984540054  # the two-sided 95 % point of the normal distribution
Z999 = 3.290526731491926  # the two-sided 99.9 % point (the tests' recomputation, see there)

# How many seeds `measure` may try per observation wanted before it gives up (a rare condition).
TRIES_PER_OBSERVATION = 1000


@dataclass(frozen=True)
class Measure:
    """One measured figure of a game: its name in the data file and the lessons, what it is (a
    label marked with N_), `share` or `mean`, what one observation counts, the default sample
    size, the function that observes one deal, and whether a mean is shown with its sign."""

    name: str
    label: str
    kind: str
    unit: Plural  # what n counts (NP_ with the count `n`)
    observe: Callable[[int], float | None]
    default_n: int = 2000
    signed: bool = False


@dataclass(frozen=True)
class Estimate:
    """A figure as measured: the value, the sample size and the 95 % confidence interval."""

    value: float
    n: int
    low: float
    high: float

    def contains(self, value: float) -> bool:
        return self.low <= value <= self.high


class MeasureError(RuntimeError):
    """Too few deals fit the question to reach the sample size asked for."""


def deal_seed(seed: int, index: int) -> int:
    """The deal seed of the `index`-th deal drawn from a figure's `seed` (disjoint per seed)."""
    return seed * 1_000_003 + index


def observations(measure: Measure, seed: int, n: int) -> list[float]:
    """`n` observations of `measure`, from the deals seeded from `seed` in order."""
    found: list[float] = []
    index = 0
    while len(found) < n:
        if index >= TRIES_PER_OBSERVATION * n:
            raise MeasureError(f"{measure.name}: only {len(found)} of {n} deals fit in {index}")
        value = measure.observe(deal_seed(seed, index))
        index += 1
        if value is not None:
            found.append(float(value))
    return found


def estimate(kind: str, values: list[float], z: float = Z95) -> Estimate:
    """The mean of `values` and its confidence interval (Wilson for a share): 95 % unless `z`
    names another two-sided point of the normal distribution."""
    n = len(values)
    if n == 0:
        raise MeasureError("no observations")
    mean = sum(values) / n
    if kind == SHARE:
        z2 = z * z
        centre = (mean + z2 / (2 * n)) / (1 + z2 / n)
        half = z * math.sqrt(mean * (1 - mean) / n + z2 / (4 * n * n)) / (1 + z2 / n)
        return Estimate(mean, n, max(0.0, centre - half), min(1.0, centre + half))
    variance = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    half = z * math.sqrt(variance / n)
    return Estimate(mean, n, mean - half, mean + half)


def measure(m: Measure, seed: int, n: int | None = None, z: float = Z95) -> Estimate:
    """The figure measured over `n` fitting deals (its default sample size if None)."""
    return estimate(m.kind, observations(m, seed, n or m.default_n), z)
