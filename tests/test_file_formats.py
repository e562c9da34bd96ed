"""Each kind of bad file or upload named in issue 9 gets one clear line and exit status 1.

Replay files with a wrong type in `checks:` or `deal:`, NUL bytes, deep nesting, huge numbers, a
named pipe, a file over the size limit, empty and comment-only files, an empty folder, Python tags;
imports of `{"replay": "oops"}` and friends. `kartenschule check` reads replay files too.
"""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path

import pytest

from tests.apptest_helpers import open_page
from tests.fuzz_inputs import hang_guard
from tutorial.cli.main import main
from tutorial.formats.file_problem import FileProblem
from tutorial.formats.reading import MAX_BYTES
from tutorial.replays.loader import REPLAY_ROOT, import_replay, load_replays

CLAIM_68 = (REPLAY_ROOT / "bauernschnapsen" / "09-claim-68.yaml").read_text(encoding="utf-8")
NINE_JACK = (REPLAY_ROOT / "schneider" / "07-nine-then-jack.yaml").read_text(encoding="utf-8")


def check_one(
    path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> str:
    """Run `kartenschule check PATH` from the file's folder: exit 1 and exactly one problem line."""
    monkeypatch.chdir(path.parent)
    with hang_guard(f"check {path.name}"):
        status = main(["check", path.name])
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert status == 1, (captured.out, lines)
    assert len(lines) == 2 and re.fullmatch(r"1 problem in [01] files?", lines[1]), lines
    assert "Traceback" not in captured.err and str(path.parent) not in lines[0]
    return lines[0]


def write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    path = tmp_path / "replays" / name if name.startswith("replay") else tmp_path / name
    path.parent.mkdir(exist_ok=True)
    if isinstance(content, str):
        content = content.encode("utf-8")
    path.write_bytes(content)
    return path


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        (
            "{trick: 1, winner: M, points: 21}",
            "{trick: abc, winner: M, points: 21}",
            ":122: checks.1.trick: expected a whole number, got 'abc'",
        ),
        (
            "{side_points: {of: M, points: 21}}",
            "{side_points: {of: Z, points: 21}}",
            ":124: checks.3: side_points: 'Z' is not a seat; the seats are F, M, R, D",
        ),
        (
            "{trick: 2, winner: R, points: 28}",
            "{trick: 2, winner: R, points: [28]}",
            ":123: checks.2.points: expected a whole number, got a list",
        ),
        (
            "{result: {made: true, game_points: {F: 2, R: 2}}}",
            "{result: {made: true, game_points: {F: two, R: 2}}}",
            ":126: checks.5.result.game_points.F: expected a whole number, got 'two'",
        ),
        ("    F: [10♥, K♠, Q♣, 10♠, J♠]", "    F: 5", ":13: deal.hands.F: expected a list, got 5"),
        (
            "deal:\n  hands:",
            "deal:\n  seed: [1]\n  hands:",
            ":12: deal.seed: expected a whole number, got a list",
        ),
    ],
)
def test_a_replay_file_with_a_wrong_type_in_checks_or_deal_is_one_clear_line(
    old: str,
    new: str,
    expected: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert old in CLAIM_68
    path = write(tmp_path, "replay.yaml", CLAIM_68.replace(old, new, 1))
    line = check_one(path, capsys, monkeypatch)
    assert line.startswith("replay.yaml:") and expected in line


def test_a_schneider_dealer_given_as_a_list_is_one_clear_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write(tmp_path, "replay.yaml", NINE_JACK.replace("dealer: B", "dealer: [B]"))
    line = check_one(path, capsys, monkeypatch)
    assert line == "replay.yaml:11: deal.dealer: expected a seat, e.g. A or 0; got a list"


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"id: x\x00\n", "bad.yaml:1: file: holds a NUL character"),
        ("deep: " + "[" * 20_000 + "]" * 20_000, "bad.yaml:1: yaml: "),
        ("deep: " + "{a: " * 20_000 + "1" + "}" * 20_000, "bad.yaml:1: yaml: "),
        ("".join("  " * i + "a:\n" for i in range(200)), "yaml: nested more than 32 levels deep"),
        ("id: x\nseed: " + "9" * 5_000, "bad.yaml:2: yaml: a number of 5000 characters is too long"),
        ("x: !!python/object:os.system {}", "bad.yaml:1: yaml: the tag 'tag:yaml.org,2002:python/object:os.system' is not allowed"),
        ("x: !!python/name:os.system", "is not allowed: write plain values"),
        ("a: &a [1]\nb: *a\n", "bad.yaml:2: yaml: aliases (*name) are not allowed here"),
        ("id: a\nid: b\n", "bad.yaml:2: yaml: 'id' is written twice here"),
        ("", "bad.yaml:1: file: is empty: there is nothing to check"),
        ("# a comment\n\n   # and another\n", "bad.yaml:1: file: holds only comments: there is nothing to check"),
        (b"\xff\xfe\x00k", "bad.yaml:1: file: is not UTF-8 text"),
    ],
)  # fmt: skip
def test_unreadable_yaml_is_one_clear_line_never_a_traceback_or_a_hang(
    content: str | bytes,
    expected: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = write(tmp_path, "bad.yaml", content)
    assert expected in check_one(path, capsys, monkeypatch)


def test_a_named_pipe_is_refused_at_once_instead_of_blocking(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    pipe = tmp_path / "pipe.yaml"
    os.mkfifo(pipe)
    assert (
        check_one(pipe, capsys, monkeypatch)
        == "pipe.yaml: file: is a named pipe, not a file with text"
    )


def test_a_named_pipe_inside_a_folder_is_refused_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "scenarios"
    folder.mkdir()
    os.mkfifo(folder / "pipe.yaml")
    assert "pipe.yaml: file: is a named pipe" in check_one(folder, capsys, monkeypatch)


def test_a_50_mb_file_is_refused_at_once_and_the_limit_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "huge.yaml"
    with path.open("wb") as handle:
        handle.truncate(50_000_000)
    started = time.perf_counter()
    line = check_one(path, capsys, monkeypatch)
    assert line == "huge.yaml: file: is larger than 1 MB, the limit for one file; split it up"
    assert time.perf_counter() - started < 5


def test_a_file_just_over_the_limit_is_refused_and_one_at_the_limit_is_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    over = write(tmp_path, "over.yaml", "#" * (MAX_BYTES + 1))
    assert "larger than 1 MB" in check_one(over, capsys, monkeypatch)
    at_limit = write(tmp_path, "at.yaml", "#" * MAX_BYTES)
    assert "holds only comments" in check_one(at_limit, capsys, monkeypatch)


def test_a_folder_with_nothing_to_check_is_an_error_not_ok(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "empty"
    folder.mkdir()
    (folder / "notes.txt").write_text("not a puzzle")
    line = check_one(folder, capsys, monkeypatch)
    assert line == "empty: folder: holds no .yaml files: there is nothing to check"


def test_check_reads_scenario_and_replay_folders_together(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(REPLAY_ROOT.parent)
    assert main(["check", "scenarios", "replays"]) == 0
    out = capsys.readouterr().out.strip()
    replays = len(list(REPLAY_ROOT.rglob("*.yaml")))
    assert re.fullmatch(
        rf"ok: \d+ puzzles and {replays} replays in \d+ files agree with the engine", out
    )


def test_a_replay_file_outside_a_replays_folder_is_known_by_its_steps(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "example.yaml"
    path.write_text(NINE_JACK, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["check", "example.yaml"]) == 0
    assert capsys.readouterr().out.strip() == "ok: 1 replay in 1 file agrees with the engine"
    path.write_text(
        NINE_JACK.replace("{trick: 1, winner: A", "{trick: 1, winner: B"), encoding="utf-8"
    )
    assert main(["check", "example.yaml"]) == 1
    assert (
        "checks.1: trick 1: the file says B takes it, the engine says A" in capsys.readouterr().err
    )


def test_a_replay_step_that_breaks_a_rule_names_the_step_and_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write(tmp_path, "replay.yaml", NINE_JACK.replace("  - play: J♠", "  - play: 9♠"))
    line = check_one(path, capsys, monkeypatch)
    assert line.startswith("replay.yaml:22: steps.2: play 9♠ breaks a rule")


def _log() -> dict:
    return json.loads(json.dumps(load_replays()["schneider-07-whole-deal-16-4"].log()))


@pytest.mark.parametrize(
    ("payload", "expected"),
    [
        ({"replay": "oops"}, "upload.json: game: missing"),
        ({"replay": {"title": "x"}}, "upload.json: game: missing"),
        ({"events": "nope"}, "upload.json: game: missing"),
        ({**_log(), "replay": "oops"}, "upload.json: replay: expected 'name: value' lines, got 'oops'"),
        ({**_log(), "replay": {"title": "x"}}, "upload.json: replay.title: expected 'name: value' lines, got 'x'"),
        ({**_log(), "events": "nope"}, "upload.json: events: expected a list, got 'nope'"),
        ({**_log(), "game": "skat"}, "upload.json: game: 'skat' is not one of schneider, bauernschnapsen, dreierschnapsen"),
        ([1, 2], "upload.json: log: expected 'name: value' lines, got a list"),
    ],
)  # fmt: skip
def test_a_bad_import_payload_is_one_clear_message(payload: object, expected: str) -> None:
    with pytest.raises(FileProblem) as problem:
        import_replay(json.dumps(payload).encode(), "upload.json")
    assert str(problem.value) == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        (b"[" * 100_000 + b"]" * 100_000, "upload.json: json: nested more than 32 levels deep"),
        (b'{"game": ' + b"9" * 5_000 + b"}", "upload.json: json: a number of 5000 characters is too long"),
        (b'{"game": NaN}', "upload.json: json: NaN is not a number JSON allows"),
        (b'{"game": "schneider",', "upload.json:1: json: not valid JSON"),
        (b"", "upload.json:1: file: is empty: there is nothing to import"),
        (b"x" * (MAX_BYTES + 1), "upload.json: file: is larger than 1 MB"),
    ],
)  # fmt: skip
def test_unreadable_import_bytes_are_one_clear_message(raw: bytes, expected: str) -> None:
    with hang_guard("import"), pytest.raises(FileProblem) as problem:
        import_replay(raw, "upload.json")
    assert str(problem.value).startswith(expected)


def test_an_exported_replay_imports_again() -> None:
    replay = import_replay(json.dumps(_log()).encode(), "whole-deal.json")
    assert replay.final().result().honours == (16, 4)


def test_the_replays_page_shows_the_loader_message_with_the_upload_name() -> None:
    at = open_page("replays", lang="de")
    at.file_uploader(key="replay_upload").set_value(
        ("oops.json", json.dumps({**_log(), "replay": "oops"}).encode(), "application/json")
    ).run()
    assert not at.exception
    (error,) = at.error
    assert error.value.startswith("oops.json ist keine Wiederholung")
    assert error.value.endswith("replay: expected 'name: value' lines, got 'oops'")
    assert "/" not in error.value.split(":")[0]


def test_the_replays_page_imports_a_good_upload() -> None:
    at = open_page("replays", lang="en")
    at.file_uploader(key="replay_upload").set_value(
        ("deal.json", json.dumps(_log()).encode(), "application/json")
    ).run()
    assert not at.exception and not at.error
    assert at.session_state["replay_current"] == "imported"


PUZZLE = (Path(__file__).resolve().parents[1] / "scenarios" / "schneider").glob("*.yaml")
ACE_ON_EIGHT = next(p for p in PUZZLE if p.name.endswith("-ace-on-eight.yaml")).read_text(
    encoding="utf-8"
)


@pytest.mark.parametrize(
    ("written", "shown"),
    [(".inf", "inf"), ("0", "0"), ("9223372036854775808", "9223372036854775808"), ("-1", "-1")],
)
def test_a_puzzle_id_written_as_a_number_is_refused(
    written: str,
    shown: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 19 §4: `id: .inf`, `id: 0`, `id: 2**63` were accepted as ids."""
    text = re.sub(r"(?m)^id: .*$", f"id: {written}", ACE_ON_EIGHT, count=1)
    line = check_one(write(tmp_path, "puzzle.yaml", text), capsys, monkeypatch)
    assert line.startswith(f"puzzle.yaml:2: id: {shown} is a number"), line


@pytest.mark.parametrize("section", ["0", '"00"', "-3"])
def test_a_replay_in_section_zero_is_refused(
    section: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 19 §4: a replay's `section: 0` was accepted; sections count from 01."""
    text = re.sub(r'(?m)^section: "\d+"$', f"section: {section}", CLAIM_68, count=1)
    line = check_one(write(tmp_path, "replay.yaml", text), capsys, monkeypatch)
    assert re.match(r"replay\.yaml:\d+: section: expected a section number", line), line
    assert "sections count from 01" in line


@pytest.mark.parametrize("section", ["99", '"13"'])
def test_a_replay_in_a_section_its_card_does_not_have_is_refused(
    section: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A Bauernschnapsen replay in section 99 (or 13: its card has twelve) was accepted; a
    puzzle there is refused."""
    text = re.sub(r'(?m)^section: "\d+"$', f"section: {section}", CLAIM_68, count=1)
    line = check_one(write(tmp_path, "replay.yaml", text), capsys, monkeypatch)
    number = section.strip('"')
    assert re.match(
        rf"replay\.yaml:\d+: section: '{number}' is not a section of the bauernschnapsen card: 01, ",
        line,
    ), line


def test_each_uploader_caps_its_own_size_below_streamlits_default() -> None:
    """Issue 19 §4: Streamlit's 200 MB applied before the replay import's 1 MB refusal; now the
    server takes at most 20 MB and the replay uploader at most its reader's 1 MB."""
    import tomllib

    config = tomllib.loads(
        (Path(__file__).resolve().parents[1] / ".streamlit/config.toml").read_text()
    )
    assert config["server"]["maxUploadSize"] == 20
    caps = {}
    for page in ("replays", "progress"):
        for uploader in open_page(page).get("file_uploader"):
            caps[page] = uploader.proto.max_upload_size_mb
    assert caps == {"replays": MAX_BYTES // 1_000_000, "progress": 20}
