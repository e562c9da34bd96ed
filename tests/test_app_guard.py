"""A failure stays inside its box: one puzzle, lesson cell, replay or page, never the whole app.

Each test breaks one real part of the app (as a bug would) and opens the page a learner would:
the reader sees a short message in their language and a way on, never a traceback or a server
path; the rest of the page still works; the server log has the traceback.
"""

from __future__ import annotations

import logging
import tomllib

import pytest

from tests.apptest_helpers import open_page
from tests.conftest import ROOT

SECRET_PATH = "/srv/kartenschule/secret_module.py"


def _boom(*_args, **_kwargs):
    raise RuntimeError(f"bug in {SECRET_PATH}")


def _all_text(at) -> str:
    parts = []
    for kind in ("markdown", "error", "warning", "info", "success", "caption", "title", "header"):
        parts += [str(e.value) for e in getattr(at, kind)]
    return " ".join(parts)


def _assert_contained(at, caplog: pytest.LogCaptureFixture, message: str) -> None:
    assert not at.exception
    assert [e.value for e in at.error] == [message]
    assert SECRET_PATH not in _all_text(at) and "Traceback" not in _all_text(at)
    assert len(at.session_state["failures"]) == 1
    logged = [r for r in caplog.records if r.name == "kartenschule"]
    assert logged and logged[0].exc_info and SECRET_PATH in str(logged[0].exc_info[1])


def test_a_broken_puzzle_keeps_the_quiz_going(monkeypatch, caplog) -> None:
    monkeypatch.setattr("tutorial.app.widgets.puzzle.solve", _boom)
    at = open_page("puzzles", lang="de", puzzle="schneider-04-queen-on-ten")
    _assert_contained(
        at, caplog, "Dieses Rätsel kann gerade nicht angezeigt werden. Bitte versuche ein anderes."
    )
    assert [m.label for m in at.metric] == ["Beantwortet", "Richtig", "Serie"]
    at.button(key="quiz_skip").click().run()
    assert at.query_params["puzzle"] not in (
        "schneider-04-queen-on-ten",
        ["schneider-04-queen-on-ten"],
    )
    assert at.button(key="quiz_next")


def test_a_broken_lesson_cell_leaves_the_rest_of_the_lesson(monkeypatch, caplog) -> None:
    monkeypatch.setattr("tutorial.app.widgets.cells.render_fact", _boom)
    at = open_page("lessons", lang="en", game="schneider", section="02")
    assert not at.exception
    assert len(at.error) >= 1 and all(
        e.value.startswith("This part of the lesson cannot be shown right now") for e in at.error
    )
    assert at.header and at.button(key="lesson_next")
    assert SECRET_PATH not in _all_text(at)


def test_a_broken_replay_step_offers_the_way_back(monkeypatch, caplog) -> None:
    monkeypatch.setattr("tutorial.app.pages.replays.page.narrate", _boom)
    at = open_page("replays", lang="en", replay="schneider-07-nine-then-jack", step="1")
    _assert_contained(
        at, caplog, "This replay cannot be shown right now. Please choose another one."
    )
    assert at.button(key="replay_reset")


def test_a_broken_page_keeps_the_app_and_links_home(monkeypatch, caplog) -> None:
    monkeypatch.setattr("tutorial.app.pages.trick_checker.page.render", _boom)
    at = open_page("trick-checker", lang="pt")
    _assert_contained(
        at,
        caplog,
        "Esta página não pode ser mostrada agora. As outras páginas continuam a funcionar.",
    )
    assert at.sidebar.segmented_control(key="lang").value == "pt"
    home = [e for e in at.get("page_link") if "página inicial" in e.proto.label]
    assert home, "no link back to the home page"


def test_readers_never_get_error_details_from_streamlit() -> None:
    config = tomllib.loads((ROOT / ".streamlit" / "config.toml").read_text(encoding="utf-8"))
    assert config["client"]["showErrorDetails"] == "none"


def test_the_log_line_names_the_item(monkeypatch, caplog) -> None:
    caplog.set_level(logging.ERROR, logger="kartenschule")
    monkeypatch.setattr("tutorial.app.widgets.puzzle.solve", _boom)
    open_page("puzzles", lang="en", puzzle="schneider-04-queen-on-ten")
    assert "could not show puzzle schneider-04-queen-on-ten" in caplog.text
