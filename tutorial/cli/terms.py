"""`kartenschule terms`: check lessons, glossaries, puzzles, replays and UI catalogues against the
term table `lessons/terms.yaml`, for a teacher who has just written or moved text.

Each drift is one line `file:line: [lang] found «…», expected «…» (concept: reason)` and the exit
status is 1; a table that cannot be read ends with one line naming it and why, status 2.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from tutorial.content.terms import TermTableError, check_terms, load_terms


def add_parser(commands: Any) -> None:
    """Add the `terms` subcommand to the CLI's subparsers."""
    commands.add_parser("terms", help="check that every text uses the terms of lessons/terms.yaml")


def run(args: argparse.Namespace) -> int:
    """Print each drift from the term table; 0 when there is none."""
    try:
        concepts = {term.concept for term in load_terms()}
        drifts = check_terms()
    except TermTableError as exc:
        print(f"kartenschule: {exc}", file=sys.stderr)
        return 2
    for drift in drifts:
        print(drift, file=sys.stderr)
    if drifts:
        print(f"{len(drifts)} terms differ from lessons/terms.yaml", file=sys.stderr)
        return 1
    print(f"ok: every text keeps to the {len(concepts)} concepts of lessons/terms.yaml")
    return 0
