"""Whole random deals of Bauern- and Dreierschnapsen beside the PyPI `schnapsen` engine, same work.

    python bench/bench_schnapsen.py [--deals N] [--rounds R]

What is timed, on each side, is a whole deal from the shuffle to the score, with uniformly random
legal decisions drawn from a seeded `random.Random`:

- ours: `RULES.new_deal(seed)` (shuffle, cut or knock, deal), then `rng.choice(legal_actions())` and
  `apply` until `is_over()` (naming trumps, the auction, Kontra/Spritzen, the Dreier talon pick-up
  and discard, every card, marriages, claims of 66), then `result()`. Every decision the engine asks
  for is made; the event log is kept, as it always is.
- theirs: `SchnapsenGamePlayEngine().play_game(RandBot, RandBot, Random(seed))` of the VU Amsterdam
  2-player engine (`pip install -e ".[bench]"`): shuffle, deal, every trick with its trump exchanges
  and marriages, the scoring. It has no auction, so its deals are nothing but card play.

Timing: process CPU time (`time.process_time`), the garbage collector left on (as in the app), the two
engines alternated ours/theirs in every round, the totals over all rounds compared. Card plays are
counted afterwards from our event logs and from an untimed replay of their games with the same
seeds (ours likewise), so counting costs neither side and no finished deal is kept alive. Rates
are printed per card played and per deal, with the ratio ours/theirs (above 1 means ours is
faster), and beside ours the cost of its random numbers alone: the generator, the shuffle and one
choice per decision, which no engine playing these deals can go below; and the same numbers drawn
through `play_randomly` by deals without rules (`bench/no_rules.py`), what the Deal API's calls
cost in this interpreter before any rule.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from calibration import calibration
from no_rules import NoRules, choice_sizes

from tutorial.games.base import play_randomly
from tutorial.games.bauernschnapsen.rules import RULES as BAUERN
from tutorial.games.dreierschnapsen.rules import RULES as DREIER


@dataclass
class Tally:
    """Deals, card plays and CPU seconds summed over rounds."""

    deals: int = 0
    plays: int = 0
    seconds: float = 0.0

    def add(self, deals: int, plays: int, seconds: float) -> None:
        self.deals += deals
        self.plays += plays
        self.seconds += seconds

    @property
    def us_per_card(self) -> float:
        return 1e6 * self.seconds / self.plays

    @property
    def us_per_deal(self) -> float:
        return 1e6 * self.seconds / self.deals


def _card_plays(deal: Any) -> int:
    return sum(1 for e in deal.events if e["type"] == "action" and e["action"]["kind"] == "play")


def ours(rules: Any, seeds: range) -> tuple[int, int, float]:
    """Whole random deals of our engine: (deals, card plays, CPU seconds)."""
    rng = random.Random(seeds.start)
    start = time.process_time()
    for seed in seeds:
        play_randomly(rules.new_deal(seed), rng).result()
    seconds = time.process_time() - start
    rng = random.Random(seeds.start)  # untimed: the same deals again, counted
    plays = sum(_card_plays(play_randomly(rules.new_deal(seed), rng)) for seed in seeds)
    return len(seeds), plays, seconds


def random_numbers_only(
    sizes: list[list[int]], seeds: range, players: int, through_api: bool = False
) -> float:
    """CPU seconds of the random numbers our deals draw, and nothing else: the generator seeded
    per deal, the dealer by lot, the shuffle of 20 cards, the cut or knock, and one choice per
    decision among as many actions as the deal offered. No engine can go below this.
    `through_api`: the choices drawn through `play_randomly` on deals without rules
    (`bench/no_rules.py`), adding what the Deal API's calls cost before any rule."""
    rng = random.Random(seeds.start)
    lists = {n: list(range(n)) for row in sizes for n in row}
    start = time.process_time()
    for seed, row in zip(seeds, sizes, strict=True):
        deal_rng = random.Random(seed)
        deal_rng.randrange(players)
        deck = list(range(20))
        deal_rng.shuffle(deck)
        deal_rng.random()
        deal_rng.randrange(1, 20)
        if through_api:
            play_randomly(NoRules(row), rng).result()  # type: ignore[arg-type]
        else:
            for n in row:
                rng.choice(lists[n])
    return time.process_time() - start


def _their_game(engine: Any, bot_class: type, seed: int) -> None:
    rng = random.Random(seed)
    engine.play_game(bot_class(rng, "a"), bot_class(rng, "b"), random.Random(seed))


def theirs(seeds: range) -> tuple[int, int, float]:
    """Whole random games of the PyPI engine: (games, card plays, CPU seconds)."""
    from schnapsen.bots.rand import RandBot
    from schnapsen.game import SchnapsenGamePlayEngine

    engine = SchnapsenGamePlayEngine()
    start = time.process_time()
    for seed in seeds:
        _their_game(engine, RandBot, seed)
    seconds = time.process_time() - start

    class CountingRandBot(RandBot):
        """The same bot and choices, counting the cards played (a trump exchange plays none)."""

        plays = 0

        def get_move(self, perspective: Any, leader_move: Any) -> Any:
            move = super().get_move(perspective, leader_move)
            if not move.is_trump_exchange():
                CountingRandBot.plays += 1
            return move

    for seed in seeds:  # untimed: the same games again, counted
        _their_game(engine, CountingRandBot, seed)
    return len(seeds), CountingRandBot.plays, seconds


def _peer_available() -> str | None:
    try:
        import schnapsen.game  # noqa: F401
    except Exception as exc:  # the package is optional: say why it is missing
        return f"{type(exc).__name__}: {exc} (install it with: pip install -e '.[bench]')"
    return None


def _line(label: str, t: Tally) -> str:
    return (
        f"  {label:<28} {t.us_per_card:7.1f} µs/card {t.us_per_deal:8.1f} µs/deal "
        f"({t.plays / t.deals:4.1f} cards/deal, {t.deals} deals, {t.seconds:.2f} s CPU)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2_000, help="deals per side per round")
    parser.add_argument("--rounds", type=int, default=5, help="rounds, each ours then theirs")
    args = parser.parse_args()
    print(__doc__.split("\n\n", 2)[2].strip())
    print()
    missing = _peer_available()
    if missing:
        print(f"schnapsen (PyPI) could not be run: {missing}")
    for rules in (BAUERN, DREIER):  # warm up caches and the interpreter
        ours(rules, range(300))
    if not missing:
        theirs(range(300))
    n = args.deals
    print(
        f"calibration loop: {calibration():.0f} ms (a fixed pure-Python loop: how busy the machine is)"
    )
    for rules in (BAUERN, DREIER):
        mine, peer, floor, bare = Tally(), Tally(), Tally(), Tally()
        ratios = []
        for r in range(args.rounds):
            seeds = range(1_000_000 + r * n, 1_000_000 + (r + 1) * n)
            deals, plays, seconds = ours(rules, seeds)
            mine.add(deals, plays, seconds)
            sizes = choice_sizes(rules, seeds)
            floor.add(deals, plays, random_numbers_only(sizes, seeds, rules.players))
            bare.add(deals, plays, random_numbers_only(sizes, seeds, rules.players, True))
            if not missing:
                peer.add(*theirs(seeds))
                ratios.append(
                    (peer.seconds / peer.plays) / (mine.seconds / mine.plays)
                )  # running ratio, to show it settles
        print(f"{rules.name}, {args.rounds} rounds of {n} deals per side, alternated:")
        print(_line(f"ours ({rules.name})", mine))
        print(_line("  of which random numbers alone", floor))
        print(_line("  the API alone, no rules", bare))
        if missing:
            continue
        print(_line("theirs (schnapsen, PyPI)", peer))
        per_card = peer.us_per_card / mine.us_per_card
        per_deal = peer.us_per_deal / mine.us_per_deal
        settle = ", ".join(f"{x:.2f}" for x in ratios)
        print(f"  ratio ours/theirs: {per_card:.2f}× per card, {per_deal:.2f}× per deal")
        print(f"  per-card ratio after each round: {settle}")


if __name__ == "__main__":
    main()
