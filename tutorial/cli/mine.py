"""`kartenschule mine`: more tactics puzzles for a game, mined by the exact solver from a seed.

    kartenschule mine schneider --seed 7 --count 20 [--out scenarios/schneider/tactics]
    kartenschule mine bauernschnapsen --claims --count 10   # "claim 66 now, or play on?"
    kartenschule mine dreierschnapsen --hidden --count 10   # only the mover's cards shown
    kartenschule mine bauernschnapsen --doubling --count 10   # "Kontra, or not?"
    kartenschule mine dreierschnapsen --talon --count 10   # "which two cards to lay away?"
    kartenschule mine bauernschnapsen --bidding --count 10   # "bid a contract, or pass?"
    kartenschule mine bauernschnapsen --trumps --count 10   # "which trumps?"

Each puzzle is written as one scenario file (`<id>.yaml`) a teacher can read and edit; a file
that is already there is left alone. `kartenschule check` solves every one of them again.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import yaml

from tutorial.games.registry import GAMES
from tutorial.puzzles.bank import TACTICS
from tutorial.puzzles.loader import SCENARIO_ROOT
from tutorial.puzzles.mine import Mined, mine, mine_claims, mine_hidden
from tutorial.puzzles.mine_decisions import mine_bidding, mine_doubling, mine_talon, mine_trumps

MAX_COUNT = 1_000


def add_parser(commands: Any) -> None:
    """Add the `mine` subcommand to the CLI's subparsers."""
    parser = commands.add_parser("mine", help="mine tactics puzzles with the solver")
    parser.add_argument("game", help=f"one of {', '.join(GAMES)}")
    parser.add_argument("--seed", type=int, default=1, help="the deal stream (default 1)")
    parser.add_argument("--count", type=int, default=10, help=f"how many, 1–{MAX_COUNT}")
    parser.add_argument("--out", type=Path, help="folder (default scenarios/<game>/tactics)")
    kind = parser.add_mutually_exclusive_group()
    kind.add_argument(
        "--claims", action="store_true", help='mine "claim 66 now, or play on?" puzzles'
    )
    kind.add_argument(
        "--hidden",
        action="store_true",
        help="mine puzzles that show only the mover's own cards, judged over sampled deals",
    )
    kind.add_argument(
        "--doubling",
        action="store_true",
        help='mine "double the stake (Kontra, Spritzen), or not?" puzzles (Schnapsen games)',
    )
    kind.add_argument(
        "--talon",
        action="store_true",
        help='mine "which two cards are best laid away?" puzzles (Dreierschnapsen)',
    )
    kind.add_argument(
        "--bidding",
        action="store_true",
        help='mine "bid a contract, or pass?" puzzles (Bauern- and Dreierschnapsen)',
    )
    kind.add_argument(
        "--trumps",
        action="store_true",
        help='mine "which trumps?" puzzles (Bauern- and Dreierschnapsen)',
    )


def text(mined: Mined, flag: str = "") -> str:
    """The scenario file of a mined puzzle, with a first line that says where it came from."""
    head = (
        f"# Mined by `kartenschule mine {mined.game}{flag} "
        f"--seed …`: deal seed {mined.seed}, "
        f"best {_shown(mined)} by {mined.margin}, motif {mined.motif}.\n"
    )
    body = yaml.safe_dump(mined.document(), allow_unicode=True, sort_keys=False, width=100)
    return head + body


def _shown(mined: Mined) -> str:
    """The answer as the file's first line says it: a card, a choice, or cards joined."""
    best = mined.best
    return " ".join(map(str, best)) if isinstance(best, list) else str(best)


def run(args: argparse.Namespace) -> int:
    if args.game not in GAMES:
        print(f"kartenschule: unknown game {args.game!r}: {', '.join(GAMES)}", file=sys.stderr)
        return 2
    if not 1 <= args.count <= MAX_COUNT:
        print(f"kartenschule: --count must be 1–{MAX_COUNT}", file=sys.stderr)
        return 2
    out: Path = args.out or SCENARIO_ROOT / args.game / TACTICS
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        print(f"kartenschule: cannot write to {out}: {exc.strerror}", file=sys.stderr)
        return 2
    written = found = 0
    kinds = ("claims", "hidden", "doubling", "talon", "bidding", "trumps")
    flag = next((f" --{k}" for k in kinds if getattr(args, k)), "")
    miner = {
        " --claims": mine_claims,
        " --hidden": mine_hidden,
        " --doubling": mine_doubling,
        " --talon": mine_talon,
        " --bidding": mine_bidding,
        " --trumps": mine_trumps,
    }
    miner_of = miner.get(flag, mine)
    for mined in miner_of(args.game, args.seed, args.count):
        found += 1
        path = out / f"{mined.id}.yaml"
        if path.exists():
            continue
        path.write_text(text(mined, flag), encoding="utf-8")
        written += 1
        print(f"{path.name}: {_shown(mined)} by {mined.margin}, {mined.motif}", flush=True)
    if not found:
        print(f"kartenschule: found no such moment in {args.game}'s deals", file=sys.stderr)
        return 1
    print(f"{written} puzzles written to {out}")
    return 0
