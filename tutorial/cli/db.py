"""`kartenschule db upgrade|check [--url URL]`: migrate the progress database, or say where it is.

Kept apart from tutorial/cli/main.py so the store's imports load only when a `db` command runs.
"""

from __future__ import annotations

import argparse
import sys

URL_HELP = (
    "database URL, e.g. postgresql+psycopg://user:password@host/db "
    "(default: $KARTENSCHULE_DATABASE_URL, else the SQLite file in the user's data folder)"
)


def add_db_commands(commands: argparse._SubParsersAction) -> None:
    db = commands.add_parser("db", help="the progress database: apply migrations or check it")
    actions = db.add_subparsers(dest="db_command", required=True)
    upgrade = actions.add_parser("upgrade", help="apply every missing migration")
    check = actions.add_parser("check", help="print the revision; exit 1 unless at head")
    for parser in (upgrade, check):
        parser.add_argument("--url", help=URL_HELP)


def run_db(args: argparse.Namespace) -> int:
    from tutorial.store.database import revision, upgrade
    from tutorial.store.errors import StoreUnavailable

    try:
        info = upgrade(args.url) if args.db_command == "upgrade" else revision(args.url)
    except StoreUnavailable as exc:
        where = f" {exc.url}" if exc.url else ""
        print(f"kartenschule: database{where} unavailable: {exc.reason}", file=sys.stderr)
        return 1
    if args.db_command == "upgrade":
        print(f"{info.url}: at revision {info.current} (head)")
        return 0
    current = info.current or "none (empty database)"
    if info.at_head:
        print(f"{info.url}: at revision {current} (head)")
        return 0
    print(f"{info.url}: at revision {current}, head is {info.head}: run `kartenschule db upgrade`")
    return 1
