"""Fuzz: broken scenario files, replay files and replay imports each end as one clear problem.

At least 1,000 generated bad files and 200 bad import payloads, made from the real content by a
seeded generator. Each must either still be valid or give `FileProblem`s that print as one line
`path:line: field: reason` in plain words: no other exception, no traceback, no server path, no
pydantic text. A per-item alarm of several seconds guards against hangs only.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
import yaml

from tests.fuzz_inputs import (
    data_mutants,
    dump_yaml,
    hang_guard,
    json_text_mutation,
    text_mutation,
)
from tutorial.cli.main import main
from tutorial.content.check import check_content
from tutorial.formats.file_problem import FileProblem
from tutorial.games.registry import GAMES
from tutorial.replays.loader import REPLAY_ROOT, import_replay, load_replays, seeded_replay
from tutorial.replays.model import Replay

ROOT = Path(__file__).resolve().parents[1]
SEED = 20261201
FILE_DATA_MUTANTS = 800
FILE_TEXT_MUTANTS = 420
IMPORT_DATA_MUTANTS = 200
IMPORT_TEXT_MUTANTS = 110
LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
RAW_PYDANTIC = (
    "input should",
    "pydantic",
    "validation error",
    "object at 0x",
    "<class",
    "traceback",
)


def assert_clear(problem: FileProblem, where: str, item: str) -> None:
    """One line that names the file, a field and a reason in plain words."""
    text = str(problem)
    assert isinstance(problem, FileProblem), item
    assert "\n" not in text and len(text) < 700, (item, text)
    assert text.startswith(f"{where}:") or text.startswith(f"{where} "), (item, text)
    assert problem.field.strip() and problem.reason.strip(), (item, text)
    assert not any(raw in text.lower() for raw in RAW_PYDANTIC), (item, text)
    assert str(ROOT) not in text and "/tmp/" not in text, (item, text)


def _bases(folder: Path) -> list[tuple[str, object, str]]:
    found = []
    for path in sorted(folder.rglob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        for number, data in enumerate(yaml.load_all(text, Loader=LOADER)):
            found.append((f"{path.relative_to(ROOT)}#{number}", data, text))
    return found


@cache
def broken_files() -> tuple[tuple[str, str, bytes], ...]:
    """(what was done, scenarios|replays, the file's bytes) for every generated bad file."""
    return tuple(_broken_files())


def _broken_files() -> Iterator[tuple[str, str, bytes]]:
    rng = random.Random(SEED)
    for folder, kind, share in (
        (ROOT / "scenarios", "scenarios", 0.5),
        (REPLAY_ROOT, "replays", 0.5),
    ):
        bases = _bases(folder)
        for item, data in data_mutants(
            [(n, d) for n, d, _t in bases], int(FILE_DATA_MUTANTS * share), rng
        ):
            yield item, kind, dump_yaml(data)
        for _ in range(int(FILE_TEXT_MUTANTS * share)):
            name, _data, text = rng.choice(bases)
            how, raw = text_mutation(text, rng)
            yield f"{name}:{how}", kind, raw


def test_a_thousand_broken_scenario_and_replay_files_each_get_clear_messages(
    tmp_path: Path,
) -> None:
    bad = checked = 0
    for number, (item, kind, raw) in enumerate(broken_files()):
        path = tmp_path / kind / f"{number:04d}.yaml"
        path.parent.mkdir(exist_ok=True)
        path.write_bytes(raw)
        where = f"{kind}/{path.name}"
        with hang_guard(item):
            report = check_content([path], tmp_path)
        checked += 1
        for problem in report.problems:
            assert_clear(problem, where, item)
        if report.problems:
            bad += 1
        else:
            assert len(report.puzzles) + len(report.replays) >= 1, item
    assert checked >= 1_000
    assert bad >= 1_000, f"only {bad} of {checked} generated files were found broken"


def test_the_command_line_gives_one_line_per_problem_and_exit_1_for_broken_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    for number, (item, kind, raw) in enumerate(broken_files()):
        if number % 12:
            continue
        path = Path(kind) / f"{number:04d}.yaml"
        path.parent.mkdir(exist_ok=True)
        path.write_bytes(raw)
        with hang_guard(item):
            status = main(["check", str(path)])
        captured = capsys.readouterr()
        lines = captured.err.strip().splitlines()
        if status == 0:
            assert captured.out.startswith("ok: ") and not lines, item
            continue
        assert status == 1, item
        *problems, summary = lines
        assert summary.endswith(("1 problem in 1 file", "problems in 1 file")), (item, lines)
        assert problems and all(line.startswith(f"{path}:") for line in problems), (item, lines)


def _logs() -> list[tuple[str, dict]]:
    logs = [(key, replay.log()) for key, replay in sorted(load_replays().items())]
    logs += [
        (f"{game}-seed-{seed}", seeded_replay(game, seed).log())
        for game in GAMES
        for seed in (3, 11)
    ]
    return [(name, json.loads(json.dumps(log))) for name, log in logs]


def broken_imports() -> Iterator[tuple[str, bytes]]:
    """(what was done, the uploaded bytes) for every generated bad import."""
    rng = random.Random(SEED + 1)
    logs = _logs()
    for item, data in data_mutants(logs, IMPORT_DATA_MUTANTS, rng):
        yield item, json.dumps(data, ensure_ascii=rng.random() < 0.5).encode()
    named = [
        {"replay": "oops"},
        {"replay": {"title": "x"}},
        {"events": "nope"},
        {},
        {"game": "skat"},
    ]
    for data in named:
        yield f"named:{data}", json.dumps(data).encode()
    for _ in range(IMPORT_TEXT_MUTANTS):
        name, log = rng.choice(logs)
        how, raw = json_text_mutation(json.dumps(log, indent=rng.choice([None, 1])), rng)
        yield f"{name}:{how}", raw


def test_two_hundred_broken_imports_each_get_a_clear_message() -> None:
    bad = tried = 0
    for item, raw in broken_imports():
        tried += 1
        with hang_guard(item):
            try:
                replay = import_replay(raw, "upload.json")
            except FileProblem as problem:
                assert_clear(problem, "upload.json", item)
                bad += 1
                continue
        assert isinstance(replay, Replay), item
    assert tried >= 300
    assert bad >= 200, f"only {bad} of {tried} generated imports were found broken"
