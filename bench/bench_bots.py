"""How strong the three opponents are against each other: average points and win rates with 95%
confidence intervals, over many deals per pairing; and how long the strong player and the hint
take per decision.

    python bench/bench_bots.py [--deals N] [--games schneider,bauernschnapsen,...]
                               [--pairings random-rules,strong-random,strong-rules] [--workers W]
                               [--hint-deals H] [--minutes M]

Each pairing "A-B" plays N deals of each game, dealt from seeds 0…N−1. A takes turns in the seats:
in Schneider A plays seat (seed mod 2) against B; in Bauernschnapsen A's pair is the seats of
parity (seed mod 2) against B's pair; in Dreierschnapsen A plays seat (seed mod 3) against two B
players. Every decision of the deal (trumps, bids, Kontra/Spritzen, the talon, cards, marriages,
claims) is made by the bots. The margin per deal is A's points minus B's (Schneider: victory
points; Schnapsen: game points of the deal; Dreier: A's minus the mean of the two others); the
win rate is the share of deals in which A's side scored and B's did not. The strong player uses
its default budget (`tutorial.bots.advice.Budget`). With `--minutes M` a game and pairing starts no
chunk of deals (`--chunk`, 25) after M minutes: the figures are then over the deals played, the
first seeds, and the deal count says how many.

Time per decision, in every pairing with the strong player (A or B): each call of
`StrongBot.choose` (the strong player's move, as the Play page's bot makes it: `advise` with the
default budget), timed around that call only (lines "move"; lines "before" time the opponent
`before`: the same player on the generic search, as main played before issue 23's card core); and in the first H deals of each game (default 100)
the hint for the other side's first seat (the learner's seat on the Play page), called as the page
calls it: `tutorial.coach.hints.hint(deal, seat, HINT_BUDGET, seed=seed)` before that seat's every
decision (the seat then plays its own bot's choice). Two clocks per call: CPU time of the process
(`time.process_time`, garbage collector on, as in the app) and wall time (`time.perf_counter`,
which also counts waiting for a busy machine's cores). A forced decision (one legal action) is
timed too. Figures by game and by phase of the deal (the engine's `phase`: trump, auction (bids),
talon, doubling (Kontra, Spritzen), play, claim; Schneider has only play): count, median, p95
(nearest rank) and max, in ms, and the search nodes the decision took (`Advice.nodes`). With W
workers, W deals run at once: on a machine with fewer free cores than W the wall times grow, the
CPU times much less. The first and last line time a fixed pure-Python loop, to show how busy the
machine was.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from calibration import calibration
from generic_search import BeforeBot

from tutorial.bots.base import Bot
from tutorial.bots.opponents import make_bot
from tutorial.bots.strong_bot import StrongBot
from tutorial.coach.hints import HINT_BUDGET, hint
from tutorial.games.registry import GAMES

GAME_ORDER = ("schneider", "bauernschnapsen", "dreierschnapsen")
PHASES = ("trump", "auction", "talon", "doubling", "play", "claim")

Timing = tuple[str, str, float, float, int]  # (what: move or hint, phase, CPU ms, wall ms, nodes)
Result = tuple[float, int, int, list[Timing]]


def _timed(call: Callable[..., Any], *args: Any) -> tuple[Any, float, float]:
    """`call(*args)`, its CPU ms and its wall ms."""
    cpu, wall = time.process_time(), time.perf_counter()
    out = call(*args)
    return out, 1000 * (time.process_time() - cpu), 1000 * (time.perf_counter() - wall)


def bench_bot(name: str, seed: str) -> Bot:
    """An opponent by name; `before` is the strong player on the generic search (main before
    issue 23's card core), to measure the new one against."""
    return BeforeBot(seed) if name == BeforeBot.name else make_bot(name, seed)


def play_one(game: str, first: str, second: str, seed: int, hints: bool = False) -> Result:
    """One deal: (A's margin, whether A's side won, whether B's side won, the timings)."""
    rules = GAMES[game]
    deal = rules.new_deal(seed)
    a, b = bench_bot(first, f"a{seed}"), bench_bot(second, f"b{seed}")
    if game == "schneider":
        seat = seed % 2
        bots = {seat: a, 1 - seat: b}
    elif game == "bauernschnapsen":
        seat = seed % 2
        bots = {s: a if s % 2 == seat else b for s in range(4)}
    else:
        seat = seed % 3
        bots = {s: a if s == seat else b for s in range(3)}
    learner = min(s for s in bots if bots[s] is b)  # whose hints are timed
    timings: list[Timing] = []
    while not deal.is_over():
        mover = deal.to_move
        assert mover is not None
        bot: Bot = bots[mover]
        phase = str(getattr(deal, "phase", "play"))
        if hints and mover == learner:
            found, cpu, wall = _timed(hint, deal, mover, HINT_BUDGET, seed)
            timings.append(("hint", phase, cpu, wall, found.advice.nodes))
        if isinstance(bot, StrongBot):
            action, cpu, wall = _timed(bot.choose, deal)
            what = "before" if isinstance(bot, BeforeBot) else "move"
            timings.append((what, phase, cpu, wall, bot.last.nodes if bot.last else 0))
        else:
            action = bot.choose(deal)
        deal.apply(action)
    if game == "schneider":
        margin = deal.payoff(seat)
        return margin, int(margin > 0), int(margin < 0), timings
    points = deal.result().game_points  # type: ignore[attr-defined]
    others = [points[s] for s in range(rules.players) if bots[s] is b]
    mine = points[seat]
    margin = mine - sum(others) / len(others)
    return margin, int(mine > 0), int(max(others) > 0), timings


def play_chunk(args: tuple[str, str, str, list[int], int]) -> list[Result]:
    game, first, second, seeds, hint_deals = args
    return [play_one(game, first, second, seed, seed < hint_deals) for seed in seeds]


def summary(results: list[Result]) -> str:
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


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(math.ceil(0.95 * len(ordered)) - 1, 0)]


def _median(values: list[float]) -> float:
    ordered = sorted(values)
    mid = len(ordered) // 2
    return ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2


def time_lines(results: list[Result]) -> list[str]:
    """Per kind (move, hint), all phases then each phase: count, CPU and wall median/p95/max."""
    lines = []
    timings = [t for r in results for t in r[3]]
    for what in ("move", "before", "hint"):
        mine = [t for t in timings if t[0] == what]
        if not mine:
            continue
        groups = [("all", mine)] + [
            (phase, [t for t in mine if t[1] == phase])
            for phase in PHASES
            if any(t[1] == phase for t in mine)
        ]
        for phase, group in groups:
            cpu, wall = [t[2] for t in group], [t[3] for t in group]
            nodes = [float(t[4]) for t in group]
            lines.append(
                f"  {what:<4} {phase:<8} n {len(group):6d}  CPU ms median {_median(cpu):6.1f} "
                f"p95 {_p95(cpu):6.1f} max {max(cpu):6.1f}  wall ms median {_median(wall):6.1f} "
                f"p95 {_p95(wall):6.1f} max {max(wall):6.1f}  nodes p95 {_p95(nodes):6.0f} "
                f"max {max(nodes):6.0f}"
            )
    return lines


def _played(
    pool: ProcessPoolExecutor,
    workers: int,
    chunks: list[tuple[str, str, str, list[int], int]],
    minutes: float | None,
) -> list[Result]:
    """Every chunk's results in seed order; with `minutes`, only the chunks started in time
    (started in seed order, so the deals played are the first seeds, give or take the chunks
    still running when time ran out)."""
    if minutes is None:
        return [r for part in pool.map(play_chunk, chunks) for r in part]
    stop = time.perf_counter() + 60 * minutes
    running = {pool.submit(play_chunk, c): i for i, c in enumerate(chunks[:workers])}
    parts: dict[int, list[Result]] = {}
    ahead = len(running)
    while running:
        finished, _ = wait(running, return_when=FIRST_COMPLETED)
        for future in finished:
            parts[running.pop(future)] = future.result()
            if ahead < len(chunks) and time.perf_counter() < stop:
                running[pool.submit(play_chunk, chunks[ahead])] = ahead
                ahead += 1
    return [r for i in sorted(parts) for r in parts[i]]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--games", default=",".join(GAME_ORDER))
    parser.add_argument("--pairings", default="random-rules,strong-random,strong-rules")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--chunk", type=int, default=25)
    parser.add_argument("--hint-deals", type=int, default=100)
    parser.add_argument(
        "--minutes",
        type=float,
        default=None,
        help="per game and pairing, start no chunk of deals after this many minutes (wall); "
        "the figures are then over the chunks played, a prefix of the seeds",
    )
    args = parser.parse_args()
    print(__doc__.split("\n\n", 2)[2].strip(), flush=True)
    print(f"calibration loop: {calibration():.1f} ms CPU", flush=True)
    with ProcessPoolExecutor(args.workers) as pool:
        for game in args.games.split(","):
            for pairing in args.pairings.split(","):
                first, second = pairing.split("-")
                seeds = list(range(args.deals))
                hint_deals = args.hint_deals if "strong" in (first, second) else 0
                chunks = [
                    (game, first, second, seeds[i : i + args.chunk], hint_deals)
                    for i in range(0, len(seeds), args.chunk)
                ]
                start = time.perf_counter()
                results = _played(pool, args.workers, chunks, args.minutes)
                wall = time.perf_counter() - start
                print(f"{game:<16} A={first:<6} B={second:<6} {summary(results)} "
                      f"[{wall:.0f} s wall]", flush=True)  # fmt: skip
                for line in time_lines(results):
                    print(line, flush=True)
    print(f"calibration loop: {calibration():.1f} ms CPU", flush=True)


if __name__ == "__main__":
    main()
