"""Tactics answers shared by the processes of one test run (`tutorial.puzzles.shared_answers`):
read back equal, never read by other code or from a broken file, and nothing kept without the
variable."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tutorial.puzzles import shared_answers, tactics
from tutorial.puzzles.bank import load_tactics
from tutorial.puzzles.check import solve
from tutorial.puzzles.model import Puzzle

ROOT = Path(__file__).resolve().parents[1]


def _cheap_puzzle() -> Puzzle:
    return min(
        (p for p in load_tactics().values() if p.game == "schneider"),
        key=lambda p: (-len(p.position.get("steps") or []), p.id),
    )


def test_an_answer_solved_in_another_process_is_read_back_equal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "answers"
    puzzle = _cheap_puzzle()
    script = (
        "from tutorial.puzzles.bank import load_tactics\n"
        "from tutorial.puzzles.check import solve\n"
        f"solve(load_tactics()[{puzzle.id!r}])\n"
    )
    env = {"PYTHONPATH": str(ROOT), shared_answers.VARIABLE: str(folder), "PATH": "/usr/bin:/bin"}
    subprocess.run([sys.executable, "-c", script], env=env, check=True, timeout=300, cwd=ROOT)
    written = sorted(folder.glob("*.pickle"))
    assert written
    monkeypatch.setenv(shared_answers.VARIABLE, str(folder))
    monkeypatch.setattr(tactics, "_SOLVED", {})
    read = solve(puzzle)
    monkeypatch.delenv(shared_answers.VARIABLE)
    monkeypatch.setattr(tactics, "_SOLVED", {})
    assert read == solve(puzzle)  # the same answer as solving it here
    assert sorted(folder.glob("*.pickle")) == written  # read, not solved and written again


def test_nothing_is_written_without_the_variable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(shared_answers.VARIABLE, raising=False)
    monkeypatch.setattr(tactics, "_SOLVED", {})
    monkeypatch.chdir(tmp_path)
    solve(_cheap_puzzle())
    assert not list(tmp_path.rglob("*.pickle"))


def test_an_answer_of_other_code_or_a_broken_file_is_not_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(shared_answers.VARIABLE, str(tmp_path))
    monkeypatch.setattr(tactics, "_SOLVED", {})
    puzzle = _cheap_puzzle()
    solution = solve(puzzle)
    key = ("k", 1)
    shared_answers.write(key, solution)
    assert shared_answers.read(key) == solution
    monkeypatch.setattr(shared_answers, "code_fingerprint", lambda: "other code")
    assert shared_answers.read(key) is None  # solved by other code: another name
    monkeypatch.undo()
    monkeypatch.setenv(shared_answers.VARIABLE, str(tmp_path))
    for broken in tmp_path.glob("*.pickle"):
        broken.write_bytes(b"\x80\x04 not a pickle")
    assert shared_answers.read(key) is None
    monkeypatch.setattr(tactics, "_SOLVED", {})
    assert solve(puzzle) == solution  # solved again, and written whole again
    rewritten = [p for p in tmp_path.glob("*.pickle") if not p.read_bytes().endswith(b"pickle")]
    assert rewritten
