"""Fixtures for the progress store: the same tests on a SQLite file and on PostgreSQL.

`db_url` is an empty database, fresh for each test: a SQLite file in tmp_path, or a new database
on the PostgreSQL server at $KARTENSCHULE_TEST_DATABASE_URL (the role needs CREATEDB; `.ci/run`
sets that up). Without that variable the PostgreSQL variants skip with the reason.
"""

from __future__ import annotations

import os
import secrets
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Engine, create_engine
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError

from tutorial.games.registry import get_game, spec_of
from tutorial.puzzles.personal import Mistake, to_row
from tutorial.store.repository import Store, open_store

PG_URL = os.environ.get("KARTENSCHULE_TEST_DATABASE_URL", "")
PG_SKIP = "KARTENSCHULE_TEST_DATABASE_URL is not set (.ci/run starts PostgreSQL and sets it)"
BACKENDS = [
    pytest.param("sqlite", id="sqlite"),
    pytest.param("postgres", id="postgres", marks=pytest.mark.postgres),
]
T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)  # a Monday morning, for reproducible schedules


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if PG_URL:
        return
    skip = pytest.mark.skip(reason=PG_SKIP)
    for item in items:
        if "postgres" in item.keywords:
            item.add_marker(skip)


@contextmanager
def fresh_pg_database(server_url: str = PG_URL, prefix: str = "kt_test") -> Iterator[str]:
    """A new, empty database on the PostgreSQL server of `server_url`; dropped afterwards."""
    name = f"{prefix}_{secrets.token_hex(6)}"
    admin = create_engine(make_url(server_url), isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as conn:
            conn.exec_driver_sql(f'CREATE DATABASE "{name}"')
        yield make_url(server_url).set(database=name).render_as_string(hide_password=False)
        drop_database(admin, name)
    finally:
        admin.dispose()


def drop_database(admin: Engine, name: str) -> None:
    """Drop a test database. FORCE ends our own connections that are still open, but fails when
    an autovacuum worker (which our role may not end) is in it; a plain DROP then has the server
    stop that worker. Try both, a few times."""
    for attempt in range(5):
        for force in (" WITH (FORCE)", ""):
            try:
                with admin.connect() as conn:
                    conn.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}"{force}')
                return
            except DBAPIError:
                if attempt == 4 and not force:
                    raise
        time.sleep(0.2)


def sqlite_url(path: Path) -> str:
    return f"sqlite:///{path}"


@contextmanager
def empty_database(backend: str, folder: Path) -> Iterator[str]:
    if backend == "sqlite":
        yield sqlite_url(folder / "progress.db")
    else:
        with fresh_pg_database() as url:
            yield url


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return request.param


@pytest.fixture
def db_url(backend: str, tmp_path: Path) -> Iterator[str]:
    """An empty database (not migrated), SQLite or PostgreSQL."""
    with empty_database(backend, tmp_path) as url:
        yield url


@pytest.fixture
def store(db_url: str) -> Iterator[Store]:
    """A migrated store on a fresh database."""
    opened = open_store(db_url)
    try:
        yield opened
    finally:
        opened.close()


def answer(
    store: Store,
    token: str,
    key: str,
    right: bool,
    at: datetime = T0,
    game: str = "schneider",
    section: str = "04",
    **extra: object,
) -> datetime:
    """Record one answer with plausible details; returns when the puzzle is due again."""
    return store.record_answer(
        token, key, game=game, section=section, kind="winning_card", given="J♠", right=right,
        at=at, **extra,
    )  # fmt: skip


def personal_row(seed: int = 3, game: str = "bauernschnapsen") -> dict[str, Any]:
    """A personal puzzle's row (issue 21 §3) at the first decision of a real deal: each legal
    action valued by its place in the list, the first taken (a made-up review, a real position)."""
    deal = get_game(game).new_deal(seed)
    legal = deal.legal_actions()
    assert deal.to_move is not None and len(legal) >= 2
    values = tuple((action, float(number)) for number, action in enumerate(legal))
    mistake = Mistake(
        uid=f"{seed:032x}", game=game, section=spec_of(game).tactics_section, motif="bid",
        seat=deal.to_move, log=deal.log(), taken=legal[0], values=values,
        cost=float(len(legal) - 1), samples=8,
    )  # fmt: skip
    return to_row(mistake)


def fill(store: Store, token: str, at: datetime = T0) -> None:
    """One of every kind of row for this learner: answers, a skip, a section read, a guess, a
    deal played, a personal puzzle, a class taught (with homework) and a class membership, a
    puzzle set of their own with a puzzle."""
    answer(store, token, "schneider-04-a", True, at)
    answer(store, token, "schneider-04-b", False, at, source="review")
    answer(store, token, "bauern-03-c", True, at, game="bauernschnapsen", section="03")
    store.record_skip(token, "dreier-02-d", game="dreierschnapsen", section="02", at=at)
    store.record_section_read(token, "schneider", "04", "de", at)
    store.record_prediction(token, "schneider-example-1", 3, "Q♥", True, at)
    played = store.record_deal(token, "bauernschnapsen", {"must_trump": "always"}, -2, 1, at)
    store.set_deal_mistakes(
        token, played, [{"game": "bauernschnapsen", "section": "04", "code": "coach.takes_trick"}]
    )
    store.add_personal_puzzles(token, [personal_row()], at)
    code, _key = store.classes.start(token, at=at)  # a class the learner teaches
    store.classes.join(token, code, "Me", at=at)  # and is a member of
    own_set = store.sets.create(token, "My set", "schneider", at=at)
    store.sets.add(token, own_set, "prompt: Which card?", "04", "winning_card", at=at)
    store.homework.assign(token, code, "set", "schneider", own_set, None, at, at=at)
