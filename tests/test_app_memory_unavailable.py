"""Without a database the app says so once and every page still works, with a session-only memory.

The database URL points at a PostgreSQL port where nothing listens, or at a SQLite file that is
not a database. Every page opens with one banner that gives the reason (never a password, never
a traceback); answers still count for the rest of the visit; the failure is not retried on every
rerun.
"""

from __future__ import annotations

import os
import sqlite3
from contextlib import closing, contextmanager
from pathlib import Path

import pytest

from tests.apptest_helpers import failures, open_page
from tutorial.app.shell import memory
from tutorial.store.repository import Store, StoreUnavailable

SECRET = "pw-not-shown"
BANNER = "Your progress cannot be saved right now"
PAGES = [
    ("", {}),
    ("lessons", {"game": "bauernschnapsen", "section": "03"}),
    ("puzzles", {"puzzle": "schneider-04-queen-on-ten"}),
    ("puzzles", {"mode": "review"}),
    ("replays", {}),
    ("trick-checker", {}),
    ("progress", {}),
    ("play", {"game": "schneider"}),
]


def _closed_port_url(_tmp: Path) -> str:
    return f"postgresql+psycopg://kt:{SECRET}@127.0.0.1:9/kt"


def _corrupt_sqlite_url(tmp: Path) -> str:
    path = tmp / "progress.db"
    path.write_bytes(os.urandom(8192))
    return f"sqlite:///{path}"


@pytest.fixture(params=[_closed_port_url, _corrupt_sqlite_url], ids=["closed-port", "corrupt"])
def broken_url(request, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    url = request.param(tmp_path)
    monkeypatch.setenv("KARTENSCHULE_DATABASE_URL", url)
    return url


def _open(path: str, **query: str):
    if path:
        return open_page(path, lang="en", **query)
    from tests.apptest_helpers import app

    return app(lang="en", **query).run()


@pytest.mark.parametrize(("path", "query"), PAGES, ids=[p or "home" for p, _q in PAGES])
def test_every_page_shows_the_banner_and_still_works(broken_url: str, path: str, query) -> None:
    at = _open(path, **query)
    assert failures(at) == []
    assert at.title or at.header
    banners = [w.value for w in at.warning if BANNER in w.value]
    assert len(banners) == 1
    assert "Reason: " in banners[0] and SECRET not in banners[0]


def test_answers_count_for_the_visit_without_a_database(broken_url: str) -> None:
    at = open_page("puzzles", lang="en", puzzle="schneider-04-queen-on-ten")
    at.button_group(key="pick_quiz_schneider-04-queen-on-ten").set_value("QS").run()
    assert [m.value for m in at.metric] == ["1", "0", "0"]
    at.button(key="quiz_next").click().run()
    assert [m.value for m in at.metric] == ["1", "0", "0"]
    assert at.button(key="retry_schneider-04-queen-on-ten")
    assert not [c for c in at.code if "learner=" in str(c.value)]  # no link to a lost memory
    fresh = open_page("puzzles", lang="en", learner="A" * 32)
    assert [m.value for m in fresh.metric] == ["0", "0", "0"]  # only for that visit
    assert "learner" not in fresh.query_params  # a personal link never stays in the address


def test_a_failed_database_is_not_tried_again_on_every_run(
    broken_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    tries: list[str] = []
    real = memory.open_store

    def counting(url: str | None = None):
        tries.append(url or "")
        return real(url)

    monkeypatch.setattr(memory, "open_store", counting)
    memory._failed.pop(broken_url, None)
    for _ in range(3):
        open_page("puzzles", lang="en")
    assert tries.count(broken_url) == 1


def test_an_answer_the_database_refused_mid_visit_is_written_when_it_answers_again(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = tmp_path / "progress.db"
    monkeypatch.setenv("KARTENSCHULE_DATABASE_URL", f"sqlite:///{path}")
    at = open_page("puzzles", lang="en", puzzle="schneider-04-queen-on-ten")
    assert not [w for w in at.warning if BANNER in w.value]
    shared = memory.shared_store()
    assert isinstance(shared, Store)

    @contextmanager
    def down():
        raise StoreUnavailable("server closed the connection unexpectedly", "sqlite:///x")
        yield

    monkeypatch.setattr(shared, "_write", down)  # every write fails; reads still work
    at.button_group(key="pick_quiz_schneider-04-queen-on-ten").set_value("QS").run()
    assert failures(at) == [] and at.error[0].value == "Not quite: Q♠ is not the answer."
    at.run()  # the failure is remembered: from now on the visit says so and keeps on working
    assert [w.value for w in at.warning if BANNER in w.value] == [
        f"{BANNER}. What you do is kept on this page and saved when the database answers "
        "again; closing the page before then loses it. Reason: server closed the connection "
        "unexpectedly 1 answer is waiting to be saved."
    ]
    assert [m.value for m in at.metric] == ["1", "0", "0"]  # the page still counts it
    assert failures(at) == []
    assert _answer_rows(path) == 0
    monkeypatch.delattr(shared, "_write")
    monkeypatch.setattr(memory, "RETRY_AFTER", 0.0)
    at.run()
    assert [s.value for s in at.success] == [
        "Your progress can be saved again: 1 answer given meanwhile is saved now."
    ]
    assert not [w for w in at.warning if BANNER in w.value]
    assert _answer_rows(path) == 1
    at.run()
    assert _answer_rows(path) == 1  # once
    assert [m.value for m in at.metric] == ["1", "0", "0"]


def _answer_rows(path: Path) -> int:
    with closing(sqlite3.connect(path)) as db:
        return db.execute("select count(*) from answers").fetchone()[0]
