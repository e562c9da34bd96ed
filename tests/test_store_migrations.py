"""Migrations: an empty database reaches head, `db check` says so, and the schema is the models'."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import inspect

from tutorial.cli.main import main
from tutorial.store.database import head_revision, make_engine, revision, upgrade
from tutorial.store.models import Base

ROOT = Path(__file__).resolve().parents[1]


def test_db_check_on_an_empty_database_says_it_is_not_at_head(
    db_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["db", "check", "--url", db_url]) == 1
    out = capsys.readouterr().out
    assert "none (empty database)" in out
    assert f"head is {head_revision()}" in out


def test_db_upgrade_brings_an_empty_database_to_head_and_db_check_reports_it(
    db_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["db", "upgrade", "--url", db_url]) == 0
    assert main(["db", "check", "--url", db_url]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1].endswith(f"at revision {head_revision()} (head)")
    tables = set(inspect(make_engine(db_url)).get_table_names())
    assert set(Base.metadata.tables) <= tables


def test_db_check_does_not_create_a_missing_sqlite_file(tmp_path: Path) -> None:
    path = tmp_path / "nothing-here.db"
    assert revision(f"sqlite:///{path}").current is None
    assert not path.exists()


def test_upgrade_twice_is_harmless(db_url: str) -> None:
    assert upgrade(db_url).at_head
    assert upgrade(db_url).current == head_revision()


def test_the_migrated_schema_matches_the_models(db_url: str) -> None:
    """Autogenerate finds nothing to add: migrations and models.py describe the same tables."""
    upgrade(db_url)
    engine = make_engine(db_url)
    try:
        with engine.connect() as conn:
            context = MigrationContext.configure(conn, opts={"compare_type": True})
            assert compare_metadata(context, Base.metadata) == []
    finally:
        engine.dispose()


def test_several_processes_upgrading_an_empty_database_at_once_all_succeed(db_url: str) -> None:
    """The first start of several app processes: one migrates, the others wait and find it done."""
    code = "import sys; from tutorial.store.database import upgrade; upgrade(sys.argv[1])"
    procs = [
        subprocess.Popen([sys.executable, "-c", code, db_url], cwd=ROOT, stderr=subprocess.PIPE)
        for _ in range(3)
    ]
    errors = [p.communicate(timeout=120)[1].decode() for p in procs]
    assert [p.returncode for p in procs] == [0, 0, 0], errors
    assert revision(db_url).at_head


def test_db_check_on_a_closed_port_prints_one_line_without_the_password(
    capsys: pytest.CaptureFixture[str],
) -> None:
    url = "postgresql+psycopg://kt:s3cret-pw@127.0.0.1:9/kt"
    assert main(["db", "check", "--url", url]) == 1
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert "s3cret-pw" not in err
    assert "unavailable" in err and "kt:***@127.0.0.1:9" in err


def test_0008_downgrades_and_upgrades_again_keeping_classes_and_their_members(
    db_url: str,
) -> None:
    """Issue 22's tables go and come back; dropping `classes.title` leaves every class and its
    members in place (a copy of `classes` would have cascaded to its members on SQLite)."""
    from alembic import command

    from tests.store_fixtures import T0
    from tutorial.store.database import alembic_config
    from tutorial.store.repository import open_store

    store = open_store(db_url)
    try:
        teacher, student = store.create_learner().token, store.create_learner().token
        code, _key = store.classes.start(teacher, at=T0, title="7b Tuesday")
        store.classes.join(student, code, "Ana", at=T0)
    finally:
        store.close()
    command.downgrade(alembic_config(db_url), "0007")
    engine = make_engine(db_url)
    try:
        assert revision(db_url).current == "0007"
        schema = inspect(engine)
        assert not {"puzzle_sets", "set_puzzles", "homework"} & set(schema.get_table_names())
        assert "title" not in {c["name"] for c in schema.get_columns("classes")}
        with engine.connect() as conn:
            assert conn.exec_driver_sql("SELECT count(*) FROM class_members").scalar_one() == 1
        assert upgrade(db_url).at_head
        with engine.connect() as conn:
            titles = conn.exec_driver_sql("SELECT code, title FROM classes").all()
            assert [tuple(row) for row in titles] == [(code, "")]
            assert conn.exec_driver_sql("SELECT count(*) FROM class_members").scalar_one() == 1
    finally:
        engine.dispose()
