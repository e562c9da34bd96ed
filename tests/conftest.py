"""Shared fixtures: the real app under AppTest, and the real server in headless Chromium.

Browser tests (marked `e2e`) use Debian's `chromium` from PATH (or $CHROMIUM_PATH). Where it is
absent they are skipped with the reason; `.ci/run` installs it so CI always runs them.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.servers import Server, free_port, serve, stop
from tutorial.puzzles import shared_answers

pytest_plugins = ["tests.store_fixtures"]  # the progress store on SQLite and PostgreSQL

ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = ROOT / "tests" / "artifacts"
CHROMIUM = os.environ.get("CHROMIUM_PATH") or shutil.which("chromium") or ""
HAVE_CHROMIUM = bool(CHROMIUM) and Path(CHROMIUM).exists()
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    "--disable-dev-shm-usage",
]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # With pytest-xdist (`-n 2 --dist loadgroup`, pyproject's addopts) the browser tests share
    # one worker: they share one served app, and Chromium beside Chromium only slows both.
    for item in items:
        if "e2e" in item.keywords or "nginx" in item.keywords:
            item.add_marker(pytest.mark.xdist_group("browser"))
    if HAVE_CHROMIUM:
        return
    skip = pytest.mark.skip(
        reason="no chromium on PATH: apt-get install -y chromium to run browser tests"
    )
    for item in items:
        if "e2e" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    """pytest-playwright hook: Debian's Chromium, never Playwright's own download."""
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def app_url() -> Iterator[str]:
    """The real app served by `streamlit run`, on a free port, until the session ends."""
    port = free_port()
    proc = serve(port)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        stop(proc)


@pytest.fixture
def own_server(tmp_path: Path) -> Iterator[Server]:
    """The real app on a fresh scratch SQLite database, restartable (`own_server.restart()`)."""
    server = Server(f"sqlite:///{tmp_path / 'progress.db'}")
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    """Where browser tests leave their screenshots for a human to look at."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="session", autouse=True)
def _answers_shared_by_this_runs_processes(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[None]:
    """A tactics puzzle solved by one worker (or the served app) is read by the others in this
    run, not solved again (`tutorial.puzzles.shared_answers`); each run starts with an empty
    folder, so every puzzle is still solved once per run."""
    base = tmp_path_factory.getbasetemp()
    run = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base  # shared by workers
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(shared_answers.VARIABLE, str(run / "solved-answers"))
        yield


@pytest.fixture(scope="session", autouse=True)
def _progress_in_a_scratch_database(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The app under test (AppTest and the served app) keeps progress in a scratch SQLite file,
    never in the developer's own data folder."""
    url = f"sqlite:///{tmp_path_factory.mktemp('progress') / 'progress.db'}"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("KARTENSCHULE_DATABASE_URL", url)
        yield
