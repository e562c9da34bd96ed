"""The `kartenschule` command: seeded play, JSON export, and clear errors for bad input."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tutorial.cli.main import main
from tutorial.games.schneider.rules import RULES


def test_play_prints_a_readable_log(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "schneider", "--seed", "7"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Dealer")
    assert sum(line.startswith("Trick ") for line in lines) == 16
    assert lines[-1].startswith("Honours A")


def test_json_log_replays_in_the_engine(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "schneider", "--seed", "7", "--json"]) == 0
    log = json.loads(capsys.readouterr().out)
    deal = RULES.replay(log)
    assert deal.is_over()
    assert log["events"][-1]["honours"] == list(deal.result().honours)


def test_same_seed_same_deal(capsys: pytest.CaptureFixture[str]) -> None:
    main(["play", "schneider", "--seed", "9", "--json"])
    first = capsys.readouterr().out
    main(["play", "schneider", "--seed", "9", "--json"])
    assert capsys.readouterr().out == first


def test_session_plays_six_deals(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "schneider", "--seed", "2", "--session"]) == 0
    out = capsys.readouterr().out
    assert out.count("Deal ") == 6
    assert out.strip().splitlines()[-1].startswith("Session: A ")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["play", "skat"], "unknown game 'skat': expected one of"),
        (["play", "schneider", "-o", "beat_rule=xx"], "option 'beat_rule': 'xx' is not one of"),
        (["play", "schneider", "-o", "colour=red"], "unknown Schneider option 'colour'"),
        (["play", "schneider", "-o", "nonsense"], "expected NAME=VALUE"),
        (["play", "schneider", "--lang", "fr"], "language 'fr': expected one of"),
    ],
)
def test_bad_input_gives_one_clear_line(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err


def test_module_entry_point_runs() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tutorial", "play", "schneider", "--seed", "1", "--lang", "ru"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "Взятка 1:" in done.stdout
