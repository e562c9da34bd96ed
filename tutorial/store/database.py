"""Where progress lives: the database URL, a configured engine, migrating it to the newest schema,
and the transactions every part of the store (and `classroom.py`) works in.

The default is one SQLite file in the user's data directory, so the app needs no set-up;
`KARTENSCHULE_DATABASE_URL` selects another database (PostgreSQL: `postgresql+psycopg://…`).
SQLite runs in WAL mode with a busy timeout, and write transactions start with BEGIN IMMEDIATE, so
many Streamlit sessions (threads) and processes can write without "database is locked" surprises.
Every failure to open or use the database comes out as `StoreUnavailable`.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from alembic.util import CommandError
from sqlalchemy import Connection, Engine, create_engine, event
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.pool import StaticPool

from tutorial.store.errors import StoreUnavailable, masked, unavailable

ENV_URL = "KARTENSCHULE_DATABASE_URL"
APP_NAME = "kartenschule"
FILE_NAME = "progress.db"
MIGRATIONS = Path(__file__).with_name("migrations")
WRITE = "kartenschule_write"  # execution option: this transaction will write
_LOCK_KEY = 0x4B617274  # PostgreSQL advisory lock held while migrating ("Kart")

FAILURES: tuple[type[BaseException], ...] = (SQLAlchemyError, CommandError, OSError, ImportError)


def default_url() -> str:
    """The SQLite file in the user's data directory, creating the directory if it is missing."""
    from platformdirs import user_data_dir

    folder = Path(user_data_dir(APP_NAME))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / FILE_NAME}"


def database_url(url: str | None = None) -> str:
    """The URL to use: the one given, else $KARTENSCHULE_DATABASE_URL, else the default file."""
    return url or os.environ.get(ENV_URL) or default_url()


@contextmanager
def translated(url: str) -> Iterator[None]:
    """Turn any failure of the database (or its driver, file or URL) into `StoreUnavailable`."""
    try:
        yield
    except StoreUnavailable:
        raise
    except FAILURES as exc:
        raise unavailable(exc, url) from exc


def _sqlite_setup(engine: Engine, busy_timeout_ms: int) -> None:
    """WAL, a busy timeout and foreign keys on every connection; we emit BEGIN ourselves."""

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # sqlite3 must not send its own BEGIN
        cursor = dbapi_connection.cursor()
        try:
            cursor.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            cursor.execute("PRAGMA foreign_keys = ON")
            if engine.url.database not in (None, "", ":memory:"):
                cursor.execute("PRAGMA journal_mode = WAL")
                # NORMAL in WAL mode survives a killed process; only a power cut may lose the tail.
                cursor.execute("PRAGMA synchronous = NORMAL")
                # 16 MiB of page cache (SQLite's default is 2 MiB), filled only as used: a
                # batch of 10,000 imported answers spilled pages mid-transaction with less.
                cursor.execute("PRAGMA cache_size = -16384")
        finally:
            cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        # IMMEDIATE takes the write lock up front, so a read-then-write transaction waits in
        # the busy handler instead of failing when another writer commits first.
        writes = connection.get_execution_options().get(WRITE, False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if writes else "BEGIN")


def in_memory(url: URL) -> bool:
    """A SQLite database that lives in memory (`sqlite://`): gone when its engine is."""
    return url.get_backend_name() == "sqlite" and url.database in (None, "", ":memory:")


def make_engine(url: str, busy_timeout_ms: int = 5000) -> Engine:
    """An engine for this URL, configured for many concurrent sessions (lazy: no connection yet)."""
    with translated(url):
        parsed = make_url(url)
        kwargs: dict[str, Any] = {"pool_pre_ping": True}
        if parsed.get_backend_name() == "postgresql":
            kwargs["connect_args"] = {"connect_timeout": max(1, busy_timeout_ms // 1000)}
            kwargs["pool_size"] = 10
        elif in_memory(parsed):
            # One connection for every thread, or each thread would see its own empty database.
            kwargs["poolclass"] = StaticPool
            kwargs["connect_args"] = {"check_same_thread": False}
        engine = create_engine(parsed, **kwargs)
        if engine.dialect.name == "sqlite":
            _sqlite_setup(engine, busy_timeout_ms)
        return engine


def writer(engine: Engine) -> Engine:
    """The same engine, marked so that its transactions take the write lock at BEGIN (SQLite)."""
    return engine.execution_options(**{WRITE: True})


def alembic_config(url: str | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    if url:
        config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    return config


@cache
def head_revision() -> str:
    """The newest migration this code knows."""
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None, "tutorial/store/migrations has no revision"
    return head


@dataclass(frozen=True)
class RevisionInfo:
    """Which migration a database is at (None: empty), and the newest one this code has."""

    url: str
    current: str | None
    head: str

    @property
    def at_head(self) -> bool:
        return self.current == self.head


def current_revision(engine: Engine) -> str | None:
    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()


def migrate(engine: Engine) -> None:
    """Bring the schema to head, cheaply when it is there already and safely when several
    processes start at once: one transaction holds the write lock (SQLite) or an advisory lock
    (PostgreSQL) and Alembic, which reads the current revision inside it, skips what is done."""
    if current_revision(engine) == head_revision():
        return
    with writer(engine).begin() as connection:
        if connection.dialect.name == "postgresql":
            connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({_LOCK_KEY})")
        config = alembic_config()
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


def _revision_info(url: str, engine: Engine) -> RevisionInfo:
    return RevisionInfo(masked(url), current_revision(engine), head_revision())


def _missing_sqlite_file(engine: Engine) -> bool:
    name = engine.url.database
    if engine.dialect.name != "sqlite" or name in (None, "", ":memory:"):
        return False
    return not engine.url.query.get("uri") and not Path(name).exists()


class Database:
    """One engine and its two kinds of transaction; any failure in them is `StoreUnavailable`."""

    def __init__(self, url: str, engine: Engine) -> None:
        self._url = url  # with its password: only `translated` sees it, and masks it
        self.url = masked(url)
        self.engine = engine
        self._writer = writer(engine)

    @contextmanager
    def read(self) -> Iterator[Connection]:
        with translated(self._url), self.engine.connect() as conn, conn.begin():
            yield conn

    @contextmanager
    def write(self) -> Iterator[Connection]:
        """A transaction that writes: on SQLite it holds the write lock from BEGIN."""
        with translated(self._url), self._writer.begin() as conn:
            yield conn

    def revision(self) -> RevisionInfo:
        with translated(self._url):
            return _revision_info(self._url, self.engine)

    def close(self) -> None:
        self.engine.dispose()


def at_or_now(at: datetime | None) -> datetime:
    """The moment to store: `at` in UTC, or now; a naive time is refused, its zone unknowable."""
    if at is None:
        return datetime.now(UTC)
    if at.tzinfo is None:
        raise ValueError("pass a timezone-aware datetime")
    return at.astimezone(UTC)


def checked_text(value: str, name: str, limit: int) -> str:
    """`value`, if it is 1 to `limit` characters of text (the column's size); else `ValueError`."""
    if not isinstance(value, str) or not value or len(value) > limit:
        raise ValueError(f"{name}: expected 1–{limit} characters, got {value!r:.80}")
    return value


def upgrade(url: str | None = None) -> RevisionInfo:
    """Apply every missing migration to the database at `url` (default: `database_url()`)."""
    url = database_url(url)
    engine = make_engine(url)
    try:
        with translated(url):
            migrate(engine)
            return _revision_info(url, engine)
    finally:
        engine.dispose()


def revision(url: str | None = None) -> RevisionInfo:
    """The database's current revision and the head, without changing anything."""
    url = database_url(url)
    engine = make_engine(url)
    try:
        with translated(url):
            if _missing_sqlite_file(engine):  # do not create a file just to say it is empty
                return RevisionInfo(masked(url), None, head_revision())
            return _revision_info(url, engine)
    finally:
        engine.dispose()
