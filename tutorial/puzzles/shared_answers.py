"""Solved tactics answers shared between processes through a folder, when one is named.

A tactics puzzle takes the solver from a tenth of a second to several seconds; each process keeps
what it solved (`tactics.kept`), but the test suite runs many processes (two workers, the served
app) that each open every puzzle again. With `KARTENSCHULE_SOLUTION_CACHE` naming a folder
(the tests set one per run in `tests/conftest.py`), an answer solved in one process is read by
the others. The file name holds the puzzle's key and a fingerprint of the package's source, so
an answer is never read by other code than the code that solved it. Without the variable
nothing is written or read.
"""

from __future__ import annotations

import hashlib
import os
import pickle
from functools import cache
from pathlib import Path
from typing import Any

from tutorial.puzzles.model import Solution

VARIABLE = "KARTENSCHULE_SOLUTION_CACHE"
PACKAGE = Path(__file__).resolve().parents[1]


@cache
def code_fingerprint() -> str:
    """A digest of every Python file of the package (what an answer was solved by)."""
    digest = hashlib.sha256()
    for path in sorted(PACKAGE.rglob("*.py")):
        digest.update(str(path.relative_to(PACKAGE)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def _path(key: tuple[Any, ...]) -> Path | None:
    folder = os.environ.get(VARIABLE)
    if not folder:
        return None
    name = hashlib.sha256(f"{code_fingerprint()}\n{key!r}".encode()).hexdigest()
    return Path(folder) / f"{name}.pickle"


def read(key: tuple[Any, ...]) -> Solution | None:
    """The answer another process solved for `key`, if the folder holds one."""
    path = _path(key)
    if path is None or not path.is_file():
        return None
    try:
        found = pickle.loads(path.read_bytes())  # written by `write` below, in this folder only
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError):
        return None
    return found if isinstance(found, Solution) else None


def write(key: tuple[Any, ...], solution: Solution) -> None:
    """Keep `solution` for the other processes (written whole, then renamed into place)."""
    path = _path(key)
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(f".{os.getpid()}.part")
        partial.write_bytes(pickle.dumps(solution))
        os.replace(partial, path)
    except (OSError, pickle.PicklingError, TypeError, AttributeError):
        return
