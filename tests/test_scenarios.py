"""Scenario puzzles: every authored file passes `check`; faulty files give the right messages."""

from __future__ import annotations

from pathlib import Path

import pytest

from tutorial.cli.main import main
from tutorial.puzzles.check import check_paths
from tutorial.puzzles.loader import SCENARIO_ROOT

ROOT = Path(__file__).resolve().parents[1]
BAD = Path(__file__).with_name("scenarios_bad")


def test_every_authored_scenario_agrees_with_the_engine() -> None:
    report = check_paths([SCENARIO_ROOT], ROOT)
    assert not report.problems, "\n".join(map(str, report.problems))
    assert report.puzzles


@pytest.mark.parametrize(
    ("name", "line", "field", "reason"),
    [
        (
            "wrong_answer.yaml",
            8,
            "answer",
            "the file says J♠, the engine says 9♠: Only 10♠ beats 9♠",
        ),
        ("unknown_card.yaml", 7, "position.trick.2", "'1Z' is not a card"),
        (
            "impossible_position.yaml",
            7,
            "position.honours",
            "16:6 cannot happen: honours add up to 20",
        ),
        ("missing_language.yaml", 5, "prompt.pt", "missing: every prompt needs en, de, ru and pt"),
        ("bad_yaml.yaml", 4, "yaml", "not valid YAML"),
        ("unknown_field.yaml", 5, "colour", "unknown field"),
        ("same_card_twice.yaml", 6, "position", "9♠ appears twice"),
    ],
)
def test_faulty_files_are_reported_with_file_line_field_and_reason(
    name: str, line: int, field: str, reason: str
) -> None:
    report = check_paths([BAD / name], ROOT)
    assert len(report.problems) == 1
    problem = report.problems[0]
    assert (problem.path, problem.line, problem.field) == (
        f"tests/scenarios_bad/{name}",
        line,
        field,
    )
    assert reason in problem.reason


def test_check_command_reports_problems_and_exits_non_zero(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["check", str(BAD)]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert err.strip().splitlines()[-1] == f"{len(list(BAD.glob('*.yaml')))} problems in 7 files"


def test_check_command_summarises_in_one_line_when_all_is_right(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["check", str(SCENARIO_ROOT)]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and out[0].startswith("ok: ") and "agree with the engine" in out[0]


def test_answer_command_prints_the_engine_answers_as_json(
    capsys: pytest.CaptureFixture[str],
) -> None:
    import json

    assert main(["answer", str(SCENARIO_ROOT / "schneider"), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    record = next(a for a in data["answers"] if a["id"] == "schneider-04-queen-on-ten")
    assert record["codes"] == [["10S"]]
    assert record["rule"]["section"] == "04"


def test_a_missing_path_is_one_clear_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "no/such/file.yaml"]) == 2
    assert "no such file or folder" in capsys.readouterr().err
