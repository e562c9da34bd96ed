"""Figures for the coach (issue 18, item 5).

    python scripts/coach_figures.py [--positions 400] [--game bauernschnapsen] [--coach]
    python scripts/coach_figures.py --schneider [--positions 200]

Schnapsen: lead positions where a false claim (a claim of 66 with fewer than 66 points) is the
best move under the card's literal rule. A position: a seeded deal steered into the Normal game,
played at random to the lead of a randomly chosen trick where the leader may claim. "literal" is
the exact solver with every card face up (`solve`); "fair" the same solver when the table plays
by the spirit (`solve(..., fair=True)`); with `--coach`, the hint's suggestion (sampling, a small
budget).

Schneider: seeded deals played by the rule of thumb until the talon is empty, then a few random
plays: the time and nodes of an exact solve by cards in hand, and how often the 2-ply look-ahead
(the old method) chooses a move that loses a victory point or more against the exact best.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's package first

from tutorial.bots.advice import Budget
from tutorial.coach import hint
from tutorial.games.base import Deal
from tutorial.games.registry import GAMES
from tutorial.solver.solve import solve

TRICKS = {"bauernschnapsen": 5, "dreierschnapsen": 6}
QUICK = Budget(samples=4, nodes=3_000, rollouts=3)


def _quiet(legal: list) -> list:  # type: ignore[type-arg]
    quiet = [a for a in legal if a.kind in ("pass", "no_kontra")]
    return quiet or [a for a in legal if a.kind != "bid" or a.value == "normal"] or legal


def lead_positions(game: str, count: int) -> list[Deal]:
    """`count` seeded lead positions of the Normal game where the leader may claim."""
    found: list[Deal] = []
    seed = 0
    while len(found) < count:
        seed += 1
        rng = random.Random(f"false-claim:{game}:{seed}")
        deal = GAMES[game].new_deal(seed)
        target = rng.randrange(1, TRICKS[game])
        while not deal.is_over():
            legal = deal.legal_actions()
            lead = getattr(deal, "phase", "") == "play" and not deal.trick  # type: ignore[attr-defined]
            if lead and deal.tricks_played >= target and any(a.kind == "claim" for a in legal):  # type: ignore[attr-defined]
                found.append(deal)
                break
            if deal.side_of(deal.to_move) is None or getattr(deal, "phase", "") == "doubling":  # type: ignore[arg-type]
                legal = _quiet(legal)
            deal.apply(rng.choice(legal))
    return found


def _false_claim(deal: Deal, action: object) -> bool:
    return getattr(action, "kind", "") == "claim" and deal.side_points(deal.side[deal.to_move]) < 66  # type: ignore[attr-defined]


def schneider(count: int) -> None:
    import statistics

    from tutorial.bots.rules_bot import RulesBot
    from tutorial.games.schneider.rollout import HORIZON as SCHNEIDER_HORIZON
    from tutorial.games.schneider.rollout import rollout_value

    times: dict[int, list[tuple[float, int]]] = {}
    decisions = wrong = 0
    for seed in range(count):
        deal = GAMES["schneider"].new_deal(seed)
        player, rng = RulesBot(seed), random.Random(seed)
        while deal.talon:  # type: ignore[attr-defined]
            deal.apply(player.choose(deal))
        for _ in range(3):
            cards = max(len(h) for h in deal.hands)  # type: ignore[attr-defined]
            started = time.perf_counter()
            exact = solve(deal)
            times.setdefault(cards, []).append((time.perf_counter() - started, exact.nodes))
            if len(deal.legal_actions()) > 1:
                decisions += 1
                guess = solve(deal, horizon=SCHNEIDER_HORIZON, evaluate=rollout_value).best
                wrong += exact.value - exact.value_of(guess) >= 1
            deal.apply(rng.choice(deal.legal_actions()))
    for cards, found in sorted(times.items()):
        ms = sorted(t * 1000 for t, _ in found)
        nodes = sorted(n for _, n in found)
        print(
            f"schneider, {cards} cards each: {len(found)} exact solves, "
            f"median {statistics.median(ms):.1f} ms (max {ms[-1]:.1f}), "
            f"median {statistics.median(nodes):.0f} nodes (max {nodes[-1]})"
        )
    print(f"schneider: the 2-ply look-ahead loses >= 1 victory point in {wrong} of {decisions}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=400)
    parser.add_argument("--game", action="append", choices=sorted(TRICKS))
    parser.add_argument("--coach", action="store_true", help="also ask the hint (slow)")
    parser.add_argument("--schneider", action="store_true", help="Schneider endgame figures")
    args = parser.parse_args()
    if args.schneider:
        schneider(args.positions)
        return
    for game in args.game or sorted(TRICKS):
        started = time.perf_counter()
        positions = lead_positions(game, args.positions)
        letter = fair = coach = 0
        for deal in positions:
            if _false_claim(deal, solve(deal).best):
                letter += 1
            if _false_claim(deal, solve(deal, fair=True).best):
                fair += 1
            if args.coach and _false_claim(deal, hint(deal, budget=QUICK).suggestion):
                coach += 1
        line = f"{game}: {len(positions)} lead positions; false claim best for the literal solver {letter}, for the fair solver {fair}"
        if args.coach:
            line += f", suggested by the hint {coach}"
        print(f"{line} ({time.perf_counter() - started:.1f} s)")


if __name__ == "__main__":
    main()
