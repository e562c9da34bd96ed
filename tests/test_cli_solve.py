"""`kartenschule solve`: values of a saved position's actions; a bad log names the file, the
event and the reason, exits 1, and never shows a traceback (fuzzed a little)."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from tests.fuzz_inputs import hang_guard, json_text_mutation
from tests.solver_helpers import late_positions
from tutorial.cli.main import main
from tutorial.solver.solve import solve


def _write(tmp_path: Path, data: object, name: str = "deal.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def _position_log(game: str) -> tuple[dict, object]:
    deal = late_positions(game, 1, (2,), 99)[0]
    return deal.log(), deal


@pytest.mark.parametrize("game", ["schneider", "bauernschnapsen", "dreierschnapsen"])
def test_solve_prints_every_action_with_its_value_and_the_best(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log, deal = _position_log(game)
    path = _write(tmp_path, log)
    assert main(["solve", game, "--log", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    expected = solve(deal)  # type: ignore[arg-type]
    assert [a["value"] for a in out["actions"]] == [v.value for v in expected.values]
    assert out["best"] == expected.best.to_dict() and out["value"] == expected.value
    assert out["events"] == len(log["events"]) and out["to_move"] == deal.to_move  # type: ignore[attr-defined]
    assert main(["solve", game, "--log", str(path)]) == 0
    text = capsys.readouterr().out
    assert "Best: " in text and text.count("\n  ") == len(expected.values)


def test_solve_works_from_play_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A log written by `play --json`, cut before its last trick, is solved."""
    assert main(["play", "bauernschnapsen", "--seed", "12", "--json"]) == 0
    log = json.loads(capsys.readouterr().out)
    tricks = [i for i, e in enumerate(log["events"]) if e["type"] == "trick"]
    log["events"] = log["events"][: tricks[-1] - 3]  # the last trick's first card is being led
    path = _write(tmp_path, log)
    code = main(["solve", "bauernschnapsen", "--log", str(path)])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert "Values under best play" in captured.out


BAD_CASES = [
    ("{not json", "not valid JSON"),
    ("[1, 2]", "JSON object"),
    ({"game": "schneider", "events": []}, "not of 'bauernschnapsen'"),
    ({"game": "bauernschnapsen", "events": {}}, "'events' must be a non-empty list"),
    ({"game": "bauernschnapsen", "events": [1]}, "event 0"),
    ({"game": "bauernschnapsen", "events": [{"type": "action"}]}, "event 0"),
]


@pytest.mark.parametrize(("content", "message"), BAD_CASES)
def test_a_malformed_log_names_the_file_and_the_reason(
    content: object, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path, content)
    assert main(["solve", "bauernschnapsen", "--log", str(path)]) == 1
    err = capsys.readouterr().err
    assert str(path) in err and message in err and "Traceback" not in err


def test_an_illegal_action_names_the_event(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log, _ = _position_log("dreierschnapsen")
    index = next(i for i, e in enumerate(log["events"]) if e["type"] == "action")
    log["events"][index]["action"] = {"kind": "bid", "value": "no_such_contract"}
    path = _write(tmp_path, log)
    assert main(["solve", "dreierschnapsen", "--log", str(path)]) == 1
    err = capsys.readouterr().err
    assert f"event {index}" in err and "illegal" in err


def test_a_missing_file_and_a_finished_deal_are_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["solve", "schneider", "--log", str(tmp_path / "nowhere.json")]) == 1
    assert "cannot be read" in capsys.readouterr().err
    assert main(["play", "schneider", "--seed", "3", "--json"]) == 0
    path = _write(tmp_path, capsys.readouterr().out)
    assert main(["solve", "schneider", "--log", str(path)]) == 1
    assert "over" in capsys.readouterr().err


def _mutations(log: dict, rng: random.Random) -> object:
    """A log damaged in one random way: a key dropped, a value replaced, events cut or shuffled."""
    data = json.loads(json.dumps(log))
    events = data["events"]
    choice = rng.randrange(6)
    if choice == 0:
        event = rng.choice(events)
        event.pop(rng.choice(list(event)))
    elif choice == 1:
        event = rng.choice(events)
        key = rng.choice(list(event))
        event[key] = rng.choice([None, 7, "x", [], {}, -1, "AS", True])
    elif choice == 2:
        i, j = rng.randrange(len(events)), rng.randrange(len(events))
        events[i], events[j] = events[j], events[i]
    elif choice == 3:
        data["options"] = rng.choice([None, 5, {"beat_rule": "nope"}, {"cut": 3}, []])
    elif choice == 4:
        action = next(e for e in events if e["type"] == "action")["action"]
        action[rng.choice(["kind", "card", "value", "flag"])] = rng.choice([None, 3, "ZZ", "10H"])
    else:
        return json.dumps(data)[: rng.randrange(1, 200)]
    return data


@pytest.mark.parametrize("game", ["schneider", "bauernschnapsen", "dreierschnapsen"])
def test_fuzzed_logs_never_show_a_traceback(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log, _ = _position_log(game)
    rng = random.Random(game)
    for attempt in range(60):
        path = _write(tmp_path, _mutations(log, rng), f"fuzz{attempt}.json")
        code = main(["solve", game, "--log", str(path), "--max-nodes", "20000"])
        captured = capsys.readouterr()
        assert "Traceback" not in captured.err
        assert code in (0, 1), captured.err
        if code == 1:
            assert str(path) in captured.err


# Issue 19 §4: the inputs that gave tracebacks or hangs before `solve` shared `check`'s reader.
HOSTILE = [
    ('{"game": "schneider", "options": {"match_target": Infinity}, "events": [1]}', "Infinity"),
    ("[" * 100_000 + "]" * 100_000, "nested more than"),
    ('{"game": "schneider", "events": [' + "9" * 100_000 + "]}", "too long"),
    ('{"game": "schneider", "events": [NaN]}', "NaN"),
    ("\x00\x01binary", "NUL"),
    ("x" * 1_000_001, "larger than"),
]


@pytest.mark.parametrize(("content", "message"), HOSTILE, ids=lambda v: str(v)[:20])
def test_hostile_logs_are_refused_in_one_line(
    content: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "log.json"
    path.write_text(content, encoding="utf-8")
    assert main(["solve", "schneider", "--log", str(path)]) == 1
    err = capsys.readouterr().err
    assert message in err and str(path) in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


def test_a_named_pipe_and_a_device_are_refused_at_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    for path, kind in ((pipe, "named pipe"), (Path("/dev/zero"), "device")):
        with hang_guard(str(path)):
            assert main(["solve", "schneider", "--log", str(path)]) == 1
        assert kind in capsys.readouterr().err


def test_a_folder_is_refused_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`solve --log some/folder` raised IsADirectoryError out of the shared reader."""
    assert main(["solve", "schneider", "--log", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert f"{tmp_path}: file: is a folder, not a file with text" in err, err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("game", ["schneider", "bauernschnapsen", "dreierschnapsen"])
def test_fuzzed_log_texts_never_show_a_traceback(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The text mutations the file fuzz uses (truncation, NUL, junk, nesting, huge numbers)."""
    log, _ = _position_log(game)
    rng = random.Random(f"text:{game}")
    for attempt in range(40):
        how, raw = json_text_mutation(json.dumps(log, indent=rng.choice([None, 1])), rng)
        path = tmp_path / f"text{attempt}.json"
        path.write_bytes(raw)
        with hang_guard(how):
            code = main(["solve", game, "--log", str(path), "--max-nodes", "20000"])
        captured = capsys.readouterr()
        assert "Traceback" not in captured.err, how
        assert code in (0, 1), (how, captured.err)
        if code == 1:
            assert str(path) in captured.err, how
