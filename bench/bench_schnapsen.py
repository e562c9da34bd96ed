"""How fast the Bauern- and Dreierschnapsen engines play, beside the PyPI `schnapsen` package.

    python bench/bench_schnapsen.py [--deals N] [--games M]

Ours: random full deals (trumps, auction, doubling, talon, play), dealt from their own seeds and
played with uniformly random legal actions through the public API, timed whole; then the play
phase alone (legal_actions + apply for every card, random claims, the scoring at the end) of deals
brought to their first lead untimed, once after random auctions and once in Normal games. Theirs:
the VU Amsterdam 2-player Schnapsen engine (`pip install schnapsen`, the optional `bench` extra)
playing whole games between its own `RandBot`s (its games are nothing but card play). All are
printed in card plays per second; "per card played" compares our play phase with their games.
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutorial.games.base import play_randomly
from tutorial.games.bauernschnapsen import RULES as BAUERN
from tutorial.games.dreierschnapsen import RULES as DREIER


class _NoGC:
    """Time with the garbage collector off, as `timeit` does, for ours and theirs alike: the
    collector's pauses depend on what else the process holds, not on the engine."""

    def __enter__(self) -> None:
        gc.collect()
        gc.disable()

    def __exit__(self, *exc: object) -> None:
        gc.enable()


def _plays(deal: Any) -> int:
    return sum(1 for e in deal.events if e["type"] == "action" and e["action"]["kind"] == "play")


def random_deals(rules: Any, count: int, first_seed: int) -> tuple[int, int, float]:
    """Play `count` random deals, auction included: (deals, card plays, seconds)."""
    rng = random.Random(first_seed)
    deals = []
    with _NoGC():
        start = time.perf_counter()
        for seed in range(first_seed, first_seed + count):
            deals.append(play_randomly(rules.new_deal(seed), rng))
        seconds = time.perf_counter() - start
    return count, sum(_plays(d) for d in deals), seconds


def _to_the_play(rules: Any, seed: int, rng: random.Random, normal: bool) -> Any:
    """A deal brought to its first lead: a random auction, or (normal) F's Normal game with
    everybody else passing and nobody doubling."""
    deal = rules.new_deal(seed)
    while deal.phase.value != "play" and not deal.is_over():
        legal = deal.legal_actions()
        if normal:
            quiet = [a for a in legal if a.kind in ("pass", "no_kontra")]
            legal = quiet or [a for a in legal if a.kind != "bid" or a.value == "normal"]
        deal.apply(rng.choice(legal))
    return deal


def play_phase(rules: Any, count: int, first_seed: int, normal: bool) -> tuple[int, int, float]:
    """Time only the play phase (legal_actions + apply for every card, claim and the scoring at
    the end) of `count` deals brought to their first lead untimed: (deals, card plays, seconds)."""
    rng = random.Random(first_seed)
    deals = [
        _to_the_play(rules, seed, rng, normal) for seed in range(first_seed, first_seed + count)
    ]
    deals = [d for d in deals if not d.is_over()]
    before = sum(_plays(d) for d in deals)
    choice = rng.choice
    with _NoGC():
        start = time.perf_counter()
        for deal in deals:
            legal_actions, apply = deal.legal_actions, deal.apply
            while deal.to_move is not None:
                apply(choice(legal_actions()))
        seconds = time.perf_counter() - start
    return len(deals), sum(_plays(d) for d in deals) - before, seconds


def theirs(games: int) -> tuple[int, int, float] | str:
    """Random 2-player games of the PyPI `schnapsen` engine: (games, card plays, seconds), or why
    it could not run."""
    try:
        from schnapsen.bots.rand import RandBot
        from schnapsen.game import SchnapsenGamePlayEngine
    except Exception as exc:  # the package is optional: say why it is missing
        return f"{type(exc).__name__}: {exc} (install it with: pip install -e '.[bench]')"

    class CountingRandBot(RandBot):
        """Its own random bot, counting the cards it plays (a trump exchange plays none)."""

        plays = 0

        def get_move(self, perspective: Any, leader_move: Any) -> Any:
            move = super().get_move(perspective, leader_move)
            if not move.is_trump_exchange():
                CountingRandBot.plays += 1
            return move

    try:
        engine = SchnapsenGamePlayEngine()
        rng = random.Random(7)
        CountingRandBot.plays = 0
        with _NoGC():
            start = time.perf_counter()
            for i in range(games):
                bots = CountingRandBot(rng, "a"), CountingRandBot(rng, "b")
                engine.play_game(*bots, random.Random(i))
            seconds = time.perf_counter() - start
    except Exception as exc:
        return f"{type(exc).__name__} while playing: {exc}"
    return games, CountingRandBot.plays, seconds


def _line(label: str, deals: int, plays: int, seconds: float) -> str:
    return (
        f"{label:<44} {deals / seconds:>9,.0f} deals/s {plays / seconds:>10,.0f} card plays/s "
        f"({plays / deals:.1f} plays per deal, {deals} in {seconds:.2f} s)"
    )


def _best(measure: Any, repeat: int) -> Any:
    """The fastest of `repeat` runs (the machine is shared: slower runs measure the neighbours)."""
    runs = [measure() for _ in range(repeat)]
    if any(isinstance(r, str) for r in runs):
        return next(r for r in runs if isinstance(r, str))
    return max(runs, key=lambda r: r[1] / r[2])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20_000, help="deals per measurement of ours")
    parser.add_argument("--games", type=int, default=2_000, help="games of the schnapsen package")
    parser.add_argument("--repeat", type=int, default=3, help="runs per measurement; best kept")
    args = parser.parse_args()
    n, k = args.deals, args.repeat

    for rules in (BAUERN, DREIER):  # warm up caches and the interpreter
        random_deals(rules, 300, 0)
        play_phase(rules, 300, 0, True)
    outcome = _best(lambda: theirs(args.games), k)
    rates: dict[str, float] = {}
    for rules in (BAUERN, DREIER):
        name = rules.name
        d, p, s = _best(lambda r=rules: random_deals(r, n, 1_000_000), k)
        print(_line(f"ours {name}: random deals, auction included", d, p, s))
        d, p, s = _best(lambda r=rules: play_phase(r, n, 2_000_000, False), k)
        print(_line(f"ours {name}: play phase of random contracts", d, p, s))
        d, p, s = _best(lambda r=rules: play_phase(r, n, 3_000_000, True), k)
        print(_line(f"ours {name}: play phase of Normal games", d, p, s))
        rates[name] = p / s
    if isinstance(outcome, str):
        print(f"schnapsen (PyPI) could not be run: {outcome}")
        return
    g, p, s = outcome
    print(_line("theirs: schnapsen (PyPI), RandBot vs RandBot", g, p, s))
    for name, rate in rates.items():
        print(
            f"per card played, {name} Normal-game play phase vs theirs: {rate / (p / s):.1f}× "
            f"({1e6 / rate:.1f} µs vs {1e6 * s / p:.1f} µs)"
        )


if __name__ == "__main__":
    main()
