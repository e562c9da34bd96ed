"""Measured figures in the strategy lessons: read from the data file the script writes, never typed.

`scripts/strategy_figures.py` plays the games (`tutorial.games.measures`, each game's
`GameParts.measures`) and writes `lessons/<game>/measured.yaml`: the seed, and per figure its kind,
value, sample size and 95 % confidence interval. A lesson shows one with a `measured` cell

    ```measured
    game: schneider
    figure: first_lead_wins
    ```

and the page prints the value, the interval and the sample size in the reader's number format. The
figures are plain text a teacher can read; changing one means rerunning the script (the tests
recompute every figure on a small sample and check the stored one against it).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml
from babel.core import Locale
from babel.numbers import format_decimal, format_percent

from tutorial.games.measures import SHARE, Estimate, Measure
from tutorial.games.registry import SPECS

LESSON_ROOT = Path(__file__).resolve().parents[2] / "lessons"
DATA_FILE = "measured.yaml"


class MeasuredError(ValueError):
    """A measured cell naming an unknown figure, or a data file that does not fit the game."""


@dataclass(frozen=True)
class Figure:
    """One stored figure: what the data file says, with the measure it belongs to."""

    game: str
    measure: Measure
    estimate: Estimate
    seed: int


def data_path(game: str, root: Path = LESSON_ROOT) -> Path:
    return root / game / DATA_FILE


def measure_of(game: str, name: str) -> Measure:
    spec = SPECS.get(game)
    found = next((m for m in spec.parts.measures if m.name == name), None) if spec else None
    if found is None:
        known = ", ".join(m.name for m in spec.parts.measures) if spec else ""
        raise MeasuredError(f"unknown figure {name!r} for {game}: known are {known or 'none'}")
    return found


def read_data(game: str, root: Path = LESSON_ROOT) -> dict[str, Any]:
    """The game's data file as written (an empty record if there is none)."""
    path = data_path(game, root)
    if not path.exists():
        return {}
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    if not isinstance(data, dict):
        raise MeasuredError(f"{path}: expected 'name: value' lines")
    return data


@cache
def figures(game: str) -> dict[str, Figure]:
    """Every figure stored for `game`, checked against its measure (read once per process)."""
    data = read_data(game)
    seed = int(data.get("seed", 0))
    found: dict[str, Figure] = {}
    for name, row in (data.get("figures") or {}).items():
        measure = measure_of(game, str(name))
        if row.get("kind") != measure.kind:
            raise MeasuredError(
                f"{game} {name}: the file says {row.get('kind')!r}, not {measure.kind!r}"
            )
        estimate = Estimate(
            float(row["value"]), int(row["n"]), float(row["low"]), float(row["high"])
        )
        if estimate.n <= 0 or not estimate.contains(estimate.value):
            raise MeasuredError(f"{game} {name}: the value must lie in its interval, n above 0")
        found[str(name)] = Figure(game, measure, estimate, seed)
    return found


def figure(game: str, name: str) -> Figure:
    """A stored figure by game and name; `MeasuredError` naming what is missing."""
    measure_of(game, name)
    stored = figures(game).get(name)
    if stored is None:
        raise MeasuredError(
            f"figure {name!r} is not in lessons/{game}/{DATA_FILE}: run scripts/strategy_figures.py"
        )
    return stored


def _percent(value: float, lang: str) -> str:
    """A share with one decimal in the locale's own percent pattern (`52,3 %` in German)."""
    pattern = Locale.parse(lang).percent_formats[None].pattern.replace("0", "0.0", 1)
    return format_percent(value, pattern, locale=lang)


def _number(value: float, lang: str, signed: bool) -> str:
    text = format_decimal(abs(value), "#,##0.00", locale=lang)
    if signed and round(value, 2) != 0:
        return ("+" if value > 0 else "−") + text
    return text if value >= 0 else "−" + text


@dataclass(frozen=True)
class Shown:
    """A figure's numbers as the reader's locale writes them."""

    value: str
    low: str
    high: str
    n: str


def shown(fig: Figure, lang: str) -> Shown:
    e = fig.estimate
    if fig.measure.kind == SHARE:
        return Shown(_percent(e.value, lang), _percent(e.low, lang), _percent(e.high, lang),
                     format_decimal(e.n, locale=lang))  # fmt: skip
    signed = fig.measure.signed
    return Shown(_number(e.value, lang, signed), _number(e.low, lang, signed),
                 _number(e.high, lang, signed), format_decimal(e.n, locale=lang))  # fmt: skip


def data_yaml(seed: int, command: str, estimates: dict[str, tuple[Measure, Estimate]]) -> str:
    """The data file's text: a header saying how it was made, the seed, and each figure."""
    lines = [
        "# Measured by the engine: written by scripts/strategy_figures.py, not by hand.",
        f"# To recompute: {command}",
        "# Every deal is played by the rule-of-thumb player on every seat; n counts the deals that",
        "# fit the question; low and high bound the 95 % confidence interval.",
        f"seed: {seed}",
        "figures:",
    ]
    for name, (measure, e) in estimates.items():
        lines.append(
            f"  {name}: {{kind: {measure.kind}, value: {e.value:.4f}, n: {e.n}, "
            f"low: {e.low:.4f}, high: {e.high:.4f}}}"
        )
    return "\n".join(lines) + "\n"
