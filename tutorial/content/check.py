"""Checking every file a teacher writes, puzzles and replays alike, as `kartenschule check` does.

Which format a file is in: a file inside a folder named `replays` is a replay file and one inside
`scenarios` a scenario file (the innermost such folder decides); any other file is a replay file
when its first document has a `steps:` field, else a scenario file. Each file is read once.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tutorial.formats.file_problem import FileProblem
from tutorial.formats.files import empty_folders, shown_path, yaml_files
from tutorial.formats.reading import Document, read_text, yaml_documents
from tutorial.puzzles.check import check_puzzles
from tutorial.puzzles.loader import puzzles_from_documents
from tutorial.puzzles.model import Puzzle
from tutorial.replays.loader import replay_from_documents
from tutorial.replays.model import Replay

FOLDER_KINDS = {"replays": True, "scenarios": False}


def count(n: int, noun: str) -> str:
    """`1 file`, `2 files`: the command line's messages are English."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


@dataclass(frozen=True)
class ContentReport:
    """Puzzles and replays that agree with the engine, every problem found, and the files read."""

    puzzles: list[Puzzle]
    replays: list[Replay]
    problems: list[FileProblem]
    files: int

    def summary(self) -> str:
        """`ok: 163 puzzles and 9 replays in 169 files agree with the engine`, or the count of problems."""
        if self.problems:
            return f"{count(len(self.problems), 'problem')} in {count(self.files, 'file')}"
        found = [count(len(self.puzzles), "puzzle")] if self.puzzles else []
        found += [count(len(self.replays), "replay")] if self.replays else []
        verb = "agrees" if len(self.puzzles) + len(self.replays) == 1 else "agree"
        return f"ok: {' and '.join(found)} in {count(self.files, 'file')} {verb} with the engine"


def is_replay_file(path: Path, documents: list[Document]) -> bool:
    """Whether a file is read as a replay: by its folder, else by a top-level `steps:` field."""
    for part in reversed(path.absolute().parent.parts):
        if part in FOLDER_KINDS:
            return FOLDER_KINDS[part]
    first = documents[0].data
    return isinstance(first, dict) and "steps" in first


def check_content(paths: list[Path], root: Path | None = None) -> ContentReport:
    """Read and check every scenario and replay file under `paths`."""
    problems = empty_folders(paths)
    files = yaml_files(paths)
    found: list[Puzzle] = []
    replays: dict[str, Replay] = {}
    for path in files:
        where = shown_path(path, root)
        try:
            documents = yaml_documents(read_text(path, where), where)
            if not is_replay_file(path, documents):
                found.extend(puzzles_from_documents(documents, where))
                continue
            replay = replay_from_documents(documents, where)
        except FileProblem as exc:
            problems.append(exc)
            continue
        if replay.id in replays:
            line = documents[0].lines.get("id", 0)
            used = replays[replay.id].path
            problems.append(
                FileProblem(where, line, "id", f"{replay.id!r} is already used in {used}")
            )
        else:
            replays[replay.id] = replay
    puzzles, wrong = check_puzzles(found)
    problems = sorted(problems + wrong, key=lambda p: (p.path, p.line))
    return ContentReport(puzzles, list(replays.values()), problems, len(files))
