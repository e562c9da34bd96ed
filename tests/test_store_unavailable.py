"""A database that cannot be opened or used gives `StoreUnavailable` with a short reason and no
password: never another exception, so pages can show a banner and carry on without memory."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import create_engine
from sqlalchemy.engine import make_url

from tests.store_fixtures import PG_URL, T0, drop_database, fill
from tests.test_store_isolation import CALLS
from tutorial.store.repository import Store, StoreUnavailable, open_store

SECRET = "s3cret-pw"


def _refused(url: str, **kwargs: object) -> StoreUnavailable:
    with pytest.raises(StoreUnavailable) as caught:
        store = open_store(url, **kwargs)
        store.close()
    problem = caught.value
    assert problem.reason and "\n" not in problem.reason
    assert SECRET not in str(problem) and SECRET not in problem.url
    return problem


@pytest.mark.parametrize(
    ("url", "says"),
    [
        ("not a url at all", "does not parse"),
        ("nosuchdb://host/db", "unknown database kind"),
        (f"postgresql+psycopg://kt:{SECRET}@127.0.0.1:9/kt", "refused"),
        (f"postgresql+asyncpg://kt:{SECRET}@127.0.0.1:9/kt", "driver"),
        ("sqlite:////no/such/folder/progress.db", "unable to open"),
    ],
)
def test_a_bad_url_or_a_closed_port_is_unavailable_with_a_reason(url: str, says: str) -> None:
    problem = _refused(url)
    assert says in problem.reason.lower()


def test_the_masked_url_keeps_user_host_and_database(tmp_path: Path) -> None:
    problem = _refused(f"postgresql+psycopg://kt:{SECRET}@127.0.0.1:9/kt")
    assert problem.url == "postgresql+psycopg://kt:***@127.0.0.1:9/kt"


def test_a_corrupt_sqlite_file_is_unavailable(tmp_path: Path) -> None:
    path = tmp_path / "progress.db"
    path.write_bytes(os.urandom(8192))
    assert "not a database" in _refused(f"sqlite:///{path}").reason


def test_a_sqlite_file_locked_by_another_process_is_unavailable(tmp_path: Path) -> None:
    path = tmp_path / "progress.db"
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("CREATE TABLE t (x)")
    other.execute("BEGIN EXCLUSIVE")
    try:
        assert "locked" in _refused(f"sqlite:///{path}", busy_timeout_ms=200).reason
    finally:
        other.execute("ROLLBACK")
        other.close()


def test_a_write_that_waits_too_long_for_the_lock_is_unavailable(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'progress.db'}"
    store = open_store(url, busy_timeout_ms=200)
    token = store.create_learner().token
    other = sqlite3.connect(tmp_path / "progress.db", isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        with pytest.raises(StoreUnavailable, match="locked"):
            store.record_section_read(token, "schneider", "04", "en", T0)
        assert store.learner(token) is not None  # reading still works in WAL mode
    finally:
        other.execute("ROLLBACK")
        other.close()
        store.close()


def test_a_read_only_sqlite_file_is_unavailable_for_writing(tmp_path: Path) -> None:
    path = tmp_path / "progress.db"
    open_store(f"sqlite:///{path}").close()
    with pytest.raises(StoreUnavailable, match=r"readonly|read-only|unable to open"):
        store = open_store(f"sqlite:///file:{path}?mode=ro&uri=true")
        store.create_learner()


def _break(store: Store, backend: str, tmp_path: Path, db_url: str) -> None:
    """Make the database go away under a running store."""
    if backend == "sqlite":
        store.close()
        path = Path(make_url(db_url).database)
        for extra in ("-wal", "-shm"):
            Path(f"{path}{extra}").unlink(missing_ok=True)
        path.write_bytes(os.urandom(8192))
        return
    admin = create_engine(make_url(PG_URL), isolation_level="AUTOCOMMIT")
    drop_database(admin, make_url(db_url).database)
    admin.dispose()


def test_every_function_raises_store_unavailable_when_the_database_goes_away(
    store: Store, backend: str, tmp_path: Path, db_url: str
) -> None:
    token = store.create_learner().token
    fill(store, token)
    _break(store, backend, tmp_path, db_url)
    for call in CALLS.values():
        if call is None:
            continue
        with pytest.raises(StoreUnavailable):
            call(store, token)
