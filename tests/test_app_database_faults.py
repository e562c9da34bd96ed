"""A database that fails loses nothing (issue 19 §5): real faults under a real page.

A learner answers puzzles in one session (AppTest) while the progress database goes away in a
way an admin meets — a corrupt SQLite file, a file system gone read-only, a full disk (a
size-limited tmpfs), PostgreSQL stopped mid-visit — and comes back. Every answer the page
acknowledged (its verdict was shown) must be a row in the database afterwards, once: the counts
are compared exactly. The page says what is happening throughout and never shows a traceback.

The file-system faults mount a tmpfs, so they need root with mount rights (CI has both);
elsewhere they skip with the reason.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from streamlit.testing.v1 import AppTest

from tests.apptest_helpers import failures, open_page
from tests.servers import free_port
from tutorial.app.shell import memory
from tutorial.store.repository import StoreUnavailable

BANNER = "Your progress cannot be saved right now"
SAVED = "Your progress can be saved again"
BEFORE, DURING = 2, 4  # answers before the fault and while it lasts


def _rows(url: str) -> int:
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            return int(conn.scalar(text("select count(*) from answers")))
    finally:
        engine.dispose()


class Learner:
    """One session on the puzzles page that answers whatever puzzle comes next and counts the
    answers whose verdict it saw."""

    def __init__(self) -> None:
        self.at: AppTest = open_page("puzzles", lang="en")
        self.acknowledged = 0

    def answer(self) -> None:
        at = self.at
        picker = next(g for g in at.button_group if str(g.key).startswith("pick_quiz_"))
        picker.set_value(picker.options[0].value if hasattr(picker.options[0], "value") else
                         picker.options[0]).run()  # fmt: skip
        verdicts = [e.value for e in at.error if e.value.startswith("Not quite")]
        verdicts += [s.value for s in at.success if s.value.startswith("Right")]
        assert verdicts, "the page showed no verdict"
        assert failures(at) == []
        self.acknowledged += 1
        at.button(key="quiz_next").click().run()

    def banners(self) -> list[str]:
        return [w.value for w in self.at.warning if BANNER in w.value]

    def saved(self) -> list[str]:
        return [s.value for s in self.at.success if s.value.startswith(SAVED)]


@pytest.fixture
def database(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Retry the database on every run (no 15 s wait) and forget earlier failures."""
    monkeypatch.setattr(memory, "RETRY_AFTER", 0.0)
    memory._failed.clear()
    yield
    memory._failed.clear()


def _counts(fault: str, acknowledged: int, rows: int) -> None:
    """The figure for the closing note: answers acknowledged on screen vs rows stored."""
    print(f"\n{fault}: {acknowledged} answers acknowledged on screen, {rows} rows in the database")


def _through_the_fault(
    url: str, fault: contextlib.AbstractContextManager[None], name: str
) -> Learner:
    learner = Learner()
    for _ in range(BEFORE):
        learner.answer()
    assert learner.banners() == []
    with fault:
        for _ in range(DURING):
            learner.answer()
        learner.at.run()
        assert learner.banners(), "the page says the progress cannot be saved"
        assert f"{DURING} answers are waiting to be saved." in learner.banners()[0]
        assert failures(learner.at) == []
    learner.at.run()  # the database answers again: the waiting answers are written
    assert learner.saved() == [f"{SAVED}: {DURING} answers given meanwhile are saved now."], [
        w.value for w in learner.at.warning
    ]
    assert learner.banners() == []
    learner.at.run()
    _counts(name, learner.acknowledged, _rows(url))
    assert _rows(url) == learner.acknowledged == BEFORE + DURING
    return learner


# -- SQLite on a file system an admin can break ----------------------------------------------


def _can_mount() -> str | None:
    if os.geteuid() != 0 or shutil.which("mount") is None:
        return "needs root and mount (CI runs as root)"
    probe = Path(tempfile.mkdtemp(prefix="kt-mount-probe-"))
    try:
        done = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(probe)], capture_output=True
        )
        if done.returncode != 0:
            return f"cannot mount a tmpfs here: {done.stderr.decode().strip()}"
        subprocess.run(["umount", str(probe)], check=True)
        return None
    finally:
        probe.rmdir()


MOUNT_PROBLEM = _can_mount()
needs_mount = pytest.mark.skipif(MOUNT_PROBLEM is not None, reason=MOUNT_PROBLEM or "")


class SmallDisk:
    """A 4 MB tmpfs for the progress file, and a read-only view of the same file system.

    The app reaches its file through `link`, a symlink to the writable mount; `read_only()`
    points it at the read-only view. A file system cannot be remounted read-only while the app
    holds the file open, and a file made read-only still takes writes through connections
    opened before, so the fault is what the app meets when it next opens its connections: the
    store's pool is emptied as a restart would empty it.
    """

    def __init__(self, folder: Path) -> None:
        self.disk = folder / "disk"
        self.view = folder / "read-only"
        self.link = folder / "link"
        for path in (self.disk, self.view):
            path.mkdir()
        subprocess.run(
            ["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(self.disk)], check=True
        )
        subprocess.run(["mount", "--bind", "-o", "ro", str(self.disk), str(self.view)], check=True)
        self.link.symlink_to(self.disk.name)

    def unmount(self) -> None:
        for path in (self.view, self.disk):
            subprocess.run(["umount", "-l", str(path)], check=False)

    def _point_at(self, target: Path) -> None:
        self.link.unlink()
        self.link.symlink_to(target.name)
        shared = memory.shared_store()
        if not isinstance(shared, StoreUnavailable):
            shared._engine.dispose()  # the connections are opened again, through the link

    @contextlib.contextmanager
    def read_only(self) -> Iterator[None]:
        self._point_at(self.view)
        try:
            yield
        finally:
            self._point_at(self.disk)

    @contextlib.contextmanager
    def full(self) -> Iterator[None]:
        filler = self.disk / "filler"
        with filler.open("wb") as out, contextlib.suppress(OSError):  # ENOSPC: full now
            while True:
                out.write(b"\0" * 65536)
                out.flush()
        try:
            yield
        finally:
            filler.unlink()


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[SmallDisk]:
    disk = SmallDisk(tmp_path)
    try:
        yield disk
    finally:
        disk.unmount()


def _sqlite(folder: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    url = f"sqlite:///{folder / 'progress.db'}"
    monkeypatch.setenv("KARTENSCHULE_DATABASE_URL", url)
    return url


@needs_mount
def test_answers_given_while_the_file_system_is_read_only_are_all_saved_after(
    database: None, small_disk: SmallDisk, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = _sqlite(small_disk.link, monkeypatch)
    _through_the_fault(url, small_disk.read_only(), "read-only file system")


@needs_mount
def test_answers_given_while_the_disk_is_full_are_all_saved_after(
    database: None, small_disk: SmallDisk, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = _sqlite(small_disk.link, monkeypatch)
    _through_the_fault(url, small_disk.full(), "full disk (4 MB tmpfs)")


def test_answers_given_on_a_corrupt_file_are_saved_once_the_admin_replaces_it(
    database: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The file is corrupt from the start; the admin moves it aside and the app makes a new
    one: every answer of the visit is in it."""
    path = tmp_path / "progress.db"
    path.write_bytes(os.urandom(16384))
    url = _sqlite(tmp_path, monkeypatch)
    learner = Learner()
    for _ in range(DURING):
        learner.answer()
    learner.at.run()
    assert learner.banners() and "not a database" in learner.banners()[0]
    assert next(m.value for m in learner.at.metric) == str(DURING)  # the page counts on
    path.rename(tmp_path / "progress.db.corrupt")
    learner.at.run()
    assert learner.saved() == [f"{SAVED}: {DURING} answers given meanwhile are saved now."]
    _counts("corrupt SQLite file", learner.acknowledged, _rows(url))
    assert _rows(url) == learner.acknowledged == DURING
    assert next(m.value for m in learner.at.metric) == str(DURING)


# -- PostgreSQL stopped mid-visit and started again ------------------------------------------

PG_BIN = sorted(Path("/usr/lib/postgresql").glob("*/bin"))
PG_PROBLEM = None if PG_BIN else "PostgreSQL's server binaries are not installed (.ci/run does)"


class PrivatePostgres:
    """A PostgreSQL server of this test's own (initdb in a temporary folder, its own port), so
    that stopping it does not stop the one the other tests use."""

    def __init__(self, folder: Path) -> None:
        self.bin = PG_BIN[-1]
        self.folder = folder
        self.port = free_port()
        self.data = folder / "data"
        self.url = f"postgresql+psycopg://kt@127.0.0.1:{self.port}/postgres"
        self._as_owner([str(self.bin / "initdb"), "-D", str(self.data), "-U", "kt",
                        "--auth=trust", "-E", "UTF8"])  # fmt: skip

    def _as_owner(self, argv: list[str]) -> None:
        if os.geteuid() == 0:  # initdb and postgres refuse to run as root
            shutil.chown(self.folder, "postgres")
            argv = ["su", "postgres", "-c", " ".join(argv)]
        subprocess.run(argv, check=True, capture_output=True, cwd="/")

    def start(self) -> None:
        log = self.folder / "log"
        self._as_owner([str(self.bin / "pg_ctl"), "-D", str(self.data), "-l", str(log), "-w",
                        "-o", f"'-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1'",
                        "start"])  # fmt: skip
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", self.port)):
                return
            time.sleep(0.1)
        raise RuntimeError("the private PostgreSQL did not start")

    def stop(self) -> None:
        self._as_owner([str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w",
                        "stop"])  # fmt: skip


@pytest.fixture
def private_postgres() -> Iterator[PrivatePostgres]:
    folder = Path(tempfile.mkdtemp(prefix="kt-pg-"))
    os.chmod(folder, 0o755)
    server = PrivatePostgres(folder)
    server.start()
    try:
        yield server
    finally:
        with contextlib.suppress(subprocess.CalledProcessError):
            server.stop()
        shutil.rmtree(folder, ignore_errors=True)


@contextlib.contextmanager
def _stopped(server: PrivatePostgres) -> Iterator[None]:
    server.stop()
    try:
        yield
    finally:
        server.start()


@pytest.mark.postgres
@pytest.mark.skipif(PG_PROBLEM is not None, reason=PG_PROBLEM or "")
def test_answers_given_while_postgresql_is_stopped_are_all_saved_after_it_starts(
    database: None, private_postgres: PrivatePostgres, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KARTENSCHULE_DATABASE_URL", private_postgres.url)
    _through_the_fault(private_postgres.url, _stopped(private_postgres), "PostgreSQL stopped")


QUEEN = "schneider-04-queen-on-ten"  # A leads 10♠, B answers Q♠: A takes it (answer 10♠)


def _says(at: AppTest, words: str) -> bool:
    return any(words in str(w.value) for w in [*at.warning, *at.info])


@pytest.mark.postgres
@pytest.mark.skipif(PG_PROBLEM is not None, reason=PG_PROBLEM or "")
def test_a_class_goes_on_after_postgresql_is_stopped_mid_question_and_started_again(
    database: None, private_postgres: PrivatePostgres, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Three students: one answers before the stop, one while PostgreSQL is down (the page
    keeps the pick and sends it when the class answers again), one after. The teacher's count
    and the rows are the answers the students' pages acknowledged."""
    from tutorial.app.pages.live_class.teacher_page import TEACHER

    monkeypatch.setenv("KARTENSCHULE_DATABASE_URL", private_postgres.url)
    teacher = open_page("class", lang="en")
    teacher.button(key="class_start").click().run()
    code = teacher.session_state[TEACHER][0]
    teacher.selectbox(key="class_puzzle").set_value(QUEEN).run()
    teacher.button(key="class_ask_puzzle").click().run()
    students = []
    for name in ("Ana", "Ben", "Cleo"):
        at = open_page("join", lang="en", code=code)
        at.text_input(key="class_join_nickname").input(name)
        at.button(key="class_join_go").click().run()
        students.append(at)
    ana, ben, cleo = students
    pick = f"pick_class_{code}_1"

    def acknowledged() -> int:
        return sum(_says(s, "Wait for the teacher to reveal") for s in students)

    ana.button_group(key=pick).set_value("QS").run()
    assert acknowledged() == 1
    with _stopped(private_postgres):
        ben.button_group(key=pick).set_value("10S").run()
        assert _says(ben, "Your answer could not be sent yet")
        teacher.run()
        assert _says(teacher, "The class cannot be reached right now")
        for at in (*students, teacher):
            at.run()
            assert failures(at) == []
            assert _says(at, "cannot be reached") or _says(at, "need the progress database")
    for at in (*students, teacher):
        at.run()  # the next try, as the page's own timer would run it
    assert acknowledged() == 2
    cleo.run()
    cleo.button_group(key=pick).set_value("10S").run()
    teacher.run()
    assert acknowledged() == 3
    assert [m.value for m in teacher.metric] == ["3 of 3"]
    engine = create_engine(private_postgres.url)
    try:
        with engine.connect() as conn:
            rows = conn.scalar(text("select count(*) from class_answers"))
            _counts("live class, PostgreSQL stopped mid-question", acknowledged(), rows)
            assert rows == acknowledged()
    finally:
        engine.dispose()
