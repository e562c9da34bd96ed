"""The `kartenschule` command: play seeded deals from the terminal and print or export their logs.

`kartenschule play schneider --seed 7` prints a readable log; `--json` prints the machine-readable
event log that the app's replays load. `kartenschule check scenarios replays` validates scenario
and replay files and checks every declared answer and stated result against the engine, one line
per problem; `kartenschule answer PATH --json` prints the engine's answers; `kartenschule solve
GAME --log FILE` values every action of a saved position (see `tutorial.cli.solve`); `kartenschule
terms` checks every text against the term table (see `tutorial.cli.terms`). Bad input (an
unknown game, option or language) ends with a one-line message and exit status 2, never a
traceback.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tutorial.cli import mine as cli_mine
from tutorial.cli import sheet as cli_sheet
from tutorial.cli import solve as cli_solve
from tutorial.cli import terms as cli_terms
from tutorial.cli.db import add_db_commands, run_db
from tutorial.content.check import check_content
from tutorial.formats.reading import LIMIT_TEXT
from tutorial.games.base import OptionError, play_randomly
from tutorial.games.registry import GAMES, UnknownGameError, get_game, spec_of
from tutorial.puzzles.check import check_paths
from tutorial.puzzles.present import answer_record
from tutorial.words.card_names import Skin
from tutorial.words.i18n import LANGUAGES
from tutorial.words.transcript import session_lines, transcript

CHECK_HELP = (
    "Validate scenario (puzzle) and replay files and check every declared answer and stated "
    "result against the engine. Folders are searched for *.yaml files. A file inside a folder "
    "named 'replays' is a replay file, one inside 'scenarios' a scenario file; any other file is "
    f"a replay file if it has a top-level 'steps:' field. Files over {LIMIT_TEXT} are refused. "
    "Prints one line per problem (file:line: field: reason); exit status 1 on any problem, "
    "including an empty file or a folder with nothing to check."
)


def _parse_option_pairs(pairs: Sequence[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise OptionError(
                f"option {pair!r}: expected NAME=VALUE, e.g. beat_rule=next_rank_any_suit"
            )
        options[key.strip()] = value.strip()
    return options


def _build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kartenschule", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("play", help="play a seeded deal with random legal cards")
    play.add_argument("game", help=f"one of: {', '.join(GAMES)}")
    play.add_argument("--seed", type=int, default=1, help="the deal's seed (default 1)")
    play.add_argument("--dealer", type=int, help="the seat that deals, from 0 (default: by lot)")
    play.add_argument(
        "--option",
        "-o",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a rule option, e.g. beat_rule=any_higher_same_suit (repeatable)",
    )
    play.add_argument("--json", action="store_true", help="print the JSON event log")
    play.add_argument("--session", action="store_true", help="play a whole session, not one deal")
    play.add_argument(
        "--lang", default="en", help=f"language of the text log: {', '.join(LANGUAGES)}"
    )
    play.add_argument("--skin", default="french", choices=[s.value for s in Skin])
    check = commands.add_parser(
        "check",
        help="validate scenario and replay files against the engine",
        description=CHECK_HELP,
    )
    check.add_argument("paths", nargs="+", type=Path, metavar="PATH", help="files or folders")
    answer = commands.add_parser("answer", help="print the engine's answers to scenario files")
    answer.add_argument("paths", nargs="+", type=Path, metavar="PATH", help="files or folders")
    answer.add_argument("--json", action="store_true", help="print JSON")
    answer.add_argument(
        "--lang", default="en", help=f"language of explanations: {', '.join(LANGUAGES)}"
    )
    add_db_commands(commands)
    cli_solve.add_parser(commands)
    cli_sheet.add_parser(commands)
    cli_terms.add_parser(commands)
    cli_mine.add_parser(commands)
    return parser


def _missing_paths(paths: list[Path]) -> list[str]:
    return [f"kartenschule: {p}: no such file or folder" for p in paths if not p.exists()]


def _check(args: argparse.Namespace) -> int:
    missing = _missing_paths(args.paths)
    if missing:
        print("\n".join(missing), file=sys.stderr)
        return 2
    report = check_content(args.paths, Path.cwd())
    for problem in report.problems:
        print(problem, file=sys.stderr)
    if report.problems:
        print(report.summary(), file=sys.stderr)
        return 1
    print(report.summary())
    return 0


def _answer(args: argparse.Namespace) -> int:
    missing = _missing_paths(args.paths)
    if missing:
        print("\n".join(missing), file=sys.stderr)
        return 2
    if args.lang not in LANGUAGES:
        raise OptionError(f"language {args.lang!r}: expected one of {', '.join(LANGUAGES)}")
    report = check_paths(args.paths, Path.cwd())
    answers = [answer_record(p, args.lang) for p in report.puzzles]
    if args.json:
        print(
            json.dumps(
                {"answers": answers, "problems": [str(p) for p in report.problems]},
                ensure_ascii=False,
                indent=1,
            )
        )
    else:
        for record in answers:
            print(f"{record['id']}: {', '.join(record['correct'])} — {record['explanation']}")
        for problem in report.problems:
            print(problem, file=sys.stderr)
    return 1 if report.problems else 0


def _play(args: argparse.Namespace) -> int:
    if args.lang not in LANGUAGES:
        raise OptionError(f"language {args.lang!r}: expected one of {', '.join(LANGUAGES)}")
    rules = get_game(args.game)
    if args.dealer is not None and not 0 <= args.dealer < rules.players:
        raise OptionError(f"--dealer {args.dealer}: {args.game} seats are 0–{rules.players - 1}")
    options = rules.parse_options(_parse_option_pairs(args.option))
    skin = Skin(args.skin)
    if args.session:
        return _play_session(args, options, skin)
    deal = rules.new_deal(args.seed, options, args.dealer)
    play_randomly(deal, random.Random(f"play:{args.seed}"))
    if args.json:
        print(deal.log_json())
    else:
        print("\n".join(transcript(deal, args.lang, skin)))
    return 0


def _play_session(args: argparse.Namespace, options: Any, skin: Skin) -> int:
    """A whole session (Schneider's six deals, a Schnapsen game to 24), as text or JSON."""
    spec = spec_of(args.game)
    record, lines = spec.parts.session_record, spec.parts.session_lines
    if record is None or lines is None:
        raise OptionError(f"--session is not available for {args.game}")
    session = spec.session(args.seed, options=options)  # type: ignore[call-arg]
    session.play_out()
    if args.json:
        print(json.dumps(record(session), ensure_ascii=False, indent=1))
        return 0
    print("\n".join(session_lines(session, args.lang, skin)))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the console script and of `python -m tutorial`."""
    args = _build_parser().parse_args(argv)
    try:
        if args.command == "play":
            return _play(args)
        if args.command == "check":
            return _check(args)
        if args.command == "answer":
            return _answer(args)
        if args.command == "db":
            return run_db(args)
        if args.command == "solve":
            return cli_solve.run(args)
        if args.command == "sheet":
            return cli_sheet.run(args)
        if args.command == "terms":
            return cli_terms.run(args)
        if args.command == "mine":
            return cli_mine.run(args)
    except (OptionError, UnknownGameError) as exc:
        print(f"kartenschule: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
