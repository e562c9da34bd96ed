"""`kartenschule solve GAME --log FILE [--json]`: every legal action of a saved position with its
value under best play (all cards face up), and the best one — for teachers checking a position.

The log is an event log as `kartenschule play GAME --json` writes it; the position is the one after
its last event. A file that cannot be read, is not JSON, is another game's or does not replay ends
with one line naming the file, the event and the reason, and exit status 1 — never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from tutorial.formats.file_problem import FileProblem
from tutorial.formats.reading import json_document, read_bytes
from tutorial.games.base import Deal, OptionError, ReplayError
from tutorial.games.registry import GAMES, get_game, spec_of
from tutorial.games.spec import GAME_POINTS, VICTORY_POINTS
from tutorial.solver.search import NodeLimit, SolverError
from tutorial.solver.solve import solve

DEFAULT_MAX_NODES = 2_000_000
UNITS = {VICTORY_POINTS: "victory points", GAME_POINTS: "game points"}


class SolveInputError(Exception):
    """A log the solver cannot read; the message names the file, the event and the reason."""


def add_parser(commands: Any) -> None:
    """Add the `solve` subcommand to the CLI's subparsers."""
    solve_cmd = commands.add_parser(
        "solve", help="value every legal action of a saved position under best play"
    )
    solve_cmd.add_argument("game", help=f"one of: {', '.join(GAMES)}")
    solve_cmd.add_argument("--log", required=True, type=Path, metavar="FILE",
                           help="an event log, as `play GAME --json` writes it")  # fmt: skip
    solve_cmd.add_argument("--json", action="store_true", help="print JSON")
    solve_cmd.add_argument(
        "--seat", type=int, help="value for this seat's side (default: the player to move)"
    )
    solve_cmd.add_argument(
        "--max-nodes",
        type=int,
        default=DEFAULT_MAX_NODES,
        help="give up beyond this many positions",
    )


def load_position(game: str, path: Path) -> Deal:
    """The deal of the log at `path`, replayed to its last event (`SolveInputError` if not)."""
    rules = get_game(game)
    try:
        # The same reader as `check` and the upload: no pipes or devices, 1 MB, bounded nesting
        # and numbers, no Infinity or NaN.
        data = json_document(read_bytes(path, str(path)), str(path))
    except FileProblem as exc:
        raise SolveInputError(str(exc)) from None
    if not isinstance(data, dict):
        raise SolveInputError(f"{path}: expected a JSON object with 'game' and 'events'")
    if data.get("game") != game:
        raise SolveInputError(f"{path}: a log of {data.get('game')!r}, not of {game!r}")
    if not isinstance(data.get("events"), list) or not data["events"]:
        raise SolveInputError(f"{path}: 'events' must be a non-empty list")
    try:
        return rules.replay(data)
    except (ReplayError, OptionError) as exc:
        raise SolveInputError(f"{path}: {exc}") from None
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise SolveInputError(f"{path}: {_located(data, exc)}") from None


def _located(data: dict[str, Any], exc: Exception) -> str:
    """A malformed log the replay tripped over: name the first event that is not a proper one."""
    for index, event in enumerate(data["events"]):
        if not isinstance(event, dict) or not isinstance(event.get("type"), str):
            return f"event {index}: not an event object with a 'type'"
    return f"unreadable log ({type(exc).__name__}: {exc})"


def run(args: argparse.Namespace) -> int:
    try:
        deal = load_position(args.game, args.log)
    except SolveInputError as exc:
        print(f"kartenschule: {exc}", file=sys.stderr)
        return 1
    events = len(deal.events)
    rules = get_game(args.game)
    if args.seat is not None and not 0 <= args.seat < rules.players:
        print(f"kartenschule: --seat {args.seat}: seats are 0–{rules.players - 1}", file=sys.stderr)
        return 2
    try:
        solution = solve(deal, args.seat, max_nodes=args.max_nodes)
    except SolverError as exc:
        print(f"kartenschule: {args.log}: after event {events - 1}: {exc}", file=sys.stderr)
        return 1
    except NodeLimit:
        print(
            f"kartenschule: {args.log}: after event {events - 1}: more than {args.max_nodes:,} "
            "positions to search; solve a later position or raise --max-nodes",
            file=sys.stderr,
        )
        return 1
    unit = UNITS[spec_of(args.game).score_unit]
    if args.json:
        print(
            json.dumps(
                {
                    "game": args.game,
                    "events": events,
                    "to_move": deal.to_move,
                    "seat": solution.seat,
                    "unit": unit,
                    "actions": [
                        {"action": v.action.to_dict(), "value": v.value} for v in solution.values
                    ],
                    "best": solution.best.to_dict(),
                    "value": solution.value,
                    "nodes": solution.nodes,
                },
                ensure_ascii=False,
                indent=1,
            )
        )
        return 0
    print(
        f"After event {events - 1}: seat {deal.to_move} to move. Values under best play, in {unit} "
        f"for seat {solution.seat}'s side:"
    )
    for item in solution.values:
        mark = "  <- best" if item.action is solution.best else ""
        print(f"  {item.action!s:<28} {item.value:+d}{mark}")
    print(f"Best: {solution.best} ({solution.value:+d}); {solution.nodes:,} positions searched.")
    return 0
