"""The learner's memory through the pages (AppTest, on the scratch SQLite file of conftest.py).

Answers, sections read and replay guesses reach the store; the score, the missed list and the
progress page come back from it in a fresh session with the personal link; two learners never
see each other's progress; review mode follows the schedule; "Forget me" deletes everything.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from streamlit.testing.v1 import AppTest

from tests.apptest_helpers import app, failures, open_page
from tests.store_fixtures import fresh_pg_database
from tutorial.app.pages.progress.page import MAP_KEY, export_bytes
from tutorial.app.shell import identity, memory
from tutorial.app.shell.memory import Memory
from tutorial.store.repository import Store, open_store

QUEEN = "schneider-04-queen-on-ten"  # A leads 10♠, B answers Q♠: A takes it (answer 10♠)
QUEEN_PICK = f"pick_quiz_{QUEEN}"
QUEEN_TEXT = "A leads 10♠ and B answers Q♠. Who takes the trick?"
ACE = "schneider-04-ace-led-unbeatable"


@pytest.fixture
def store() -> Iterator[Store]:
    """The database the app under test uses (conftest points it at a scratch file)."""
    opened = open_store(os.environ["KARTENSCHULE_DATABASE_URL"])
    yield opened
    opened.close()


def _token(at: AppTest) -> str:
    return str(at.session_state["memory_token"])


def _param(at: AppTest, name: str) -> str:
    value = at.query_params[name]
    return value[0] if isinstance(value, list) else value


def _metrics(at: AppTest) -> list[str]:
    return [m.value for m in at.metric]


def _text(at: AppTest) -> str:
    return " ".join(str(m.value) for m in [*at.markdown, *at.caption, *at.warning, *at.info])


def _answer_queen_wrong(**query: str) -> AppTest:
    at = open_page("puzzles", lang="en", puzzle=QUEEN, **query)
    at.button_group(key=QUEEN_PICK).set_value("QS").run()
    return at


def test_answers_come_back_in_a_fresh_session_with_the_personal_link(store: Store) -> None:
    first = _answer_queen_wrong()
    token = _token(first)
    again = open_page("puzzles", lang="en", learner=token)
    assert _token(again) == token
    assert "learner" not in again.query_params  # the link's token leaves the address at once
    assert _metrics(again) == ["1", "0", "0"]
    assert f"**Böhmischer Schneider §04** · {QUEEN_TEXT}" in _text(again)  # not its id
    assert again.button(key=f"retry_{QUEEN}")
    answer = store.export(token)["answers"][0]
    assert (answer["puzzle"], answer["given"], answer["right"], answer["source"]) == (
        QUEEN,
        "QS",
        False,
        "quiz",
    )
    assert answer["revealed"] is False and answer["seconds"] >= 0


def test_an_unknown_personal_link_warns_and_the_visit_goes_on() -> None:
    at = open_page("puzzles", lang="en", learner="no-such-learner")
    assert not failures(at)
    assert any("does not belong to anyone" in w.value for w in at.warning)
    assert "learner" not in at.query_params
    assert _token(at) != "no-such-learner" and _metrics(at) == ["0", "0", "0"]


def test_a_reveal_before_answering_is_recorded_as_revealed(store: Store) -> None:
    at = open_page("puzzles", lang="en", puzzle=QUEEN)
    at.button(key=f"reveal_quiz_{QUEEN}").click().run()
    at.button_group(key=QUEEN_PICK).set_value("10S").run()
    assert at.success[0].value == "Right!"
    (answer,) = store.export(_token(at))["answers"]
    assert answer["right"] is True and answer["revealed"] is True
    assert _metrics(at) == ["1", "0", "0"]  # looked up, so not counted as known
    assert f"retry_{QUEEN}" in [b.key for b in at.button]


def test_each_showing_is_recorded_once_however_often_the_page_reruns(store: Store) -> None:
    at = _answer_queen_wrong()
    for _ in range(3):
        at.run()
    assert len(store.export(_token(at))["answers"]) == 1


def test_two_learners_at_once_see_only_their_own_progress() -> None:
    ada = _answer_queen_wrong()
    bob = open_page("puzzles", lang="en", puzzle=ACE)
    key = next(g.key for g in bob.button_group if str(g.key).startswith("pick_quiz"))
    bob.button_group(key=key).set_value("none").run()
    assert _token(ada) != _token(bob)
    ada.run()
    assert _metrics(ada) == ["1", "0", "0"] and f"retry_{QUEEN}" in [b.key for b in ada.button]
    assert _metrics(bob) == ["1", "1", "1"]
    assert not [b for b in bob.button if str(b.key).startswith("retry_")]
    ada_map = _map_spec(open_page("progress", lang="en", learner=_token(ada)))
    bob_map = _map_spec(open_page("progress", lang="en", learner=_token(bob)))
    # Ada missed a puzzle of Schneider §04, Bob got one right.
    assert 0 < _cell(ada_map, "schneider", "04")[0] < _cell(bob_map, "schneider", "04")[0]


def _map_spec(at: AppTest) -> dict:
    charts = at.get("plotly_chart")
    return json.loads(charts[0].proto.spec)


def _cell(spec: dict, game: str, section: str) -> tuple[float, str]:
    """A map cell's mastery and text, found by the game and section a click would hand back."""
    markers = next(trace for trace in spec["data"] if trace["type"] == "scatter")
    for data, text in zip(markers["customdata"], markers["text"], strict=True):
        if data[:2] == [game, section]:
            return data[4], text
    raise AssertionError(f"no cell {game} §{section}")


def _seed_due(store: Store, now: datetime) -> tuple[str, list[str]]:
    """A learner with two puzzles due now (missed an hour ago) and one answered right just now."""
    token = store.create_learner().token
    hour_ago = now - timedelta(hours=1)
    for key, game, section in (
        (QUEEN, "schneider", "04"),
        ("bauern-01-ace-over-ten", "bauernschnapsen", "01"),
    ):
        store.record_answer(
            token, key, game=game, section=section, kind="trick_winner", given="x",
            right=False, at=hour_ago,
        )  # fmt: skip
    store.record_answer(
        token, ACE, game="schneider", section="04", kind="trick_winner", given="none", right=True
    )
    return token, [QUEEN, "bauern-01-ace-over-ten"]


def _reviewed(at: AppTest) -> str:
    return str(at.session_state["review"]["current"])


def test_review_serves_what_is_due_first_and_not_a_puzzle_just_missed(store: Store) -> None:
    token, due = _seed_due(store, datetime.now(UTC))
    at = open_page("puzzles", lang="en", mode="review", learner=token)
    assert not failures(at)
    assert "2 puzzles are due for review." in _text(at)
    first = _reviewed(at)
    assert first in due
    key = next(g.key for g in at.button_group if str(g.key).startswith("pick_review_"))
    wrong = next(o for o in at.button_group(key=key).options if o not in ("10S", "AS"))
    at.button_group(key=key).set_value(wrong).run()
    at.button(key="review_next").click().run()
    second = _reviewed(at)
    assert second != first and second in due  # the other due one; the missed one waits
    assert "1 puzzle is due for review." in _text(at)
    assert store.export(token)["answers"][-1]["source"] == "review"


def test_a_skipped_review_puzzle_does_not_come_back_at_once(store: Store) -> None:
    token, _due = _seed_due(store, datetime.now(UTC))
    at = open_page("puzzles", lang="en", mode="review", learner=token)
    skipped = _reviewed(at)
    at.button(key="review_skip").click().run()
    assert _reviewed(at) != skipped
    assert skipped not in [item.key for item in store.review_queue(token)]
    assert len(store.export(token)["answers"]) == 3  # a skip is not an answer


def test_review_of_one_section_from_a_link(store: Store) -> None:
    token, _due = _seed_due(store, datetime.now(UTC))
    at = open_page(
        "puzzles", lang="en", mode="review", game="bauernschnapsen", section="01", learner=token
    )
    assert _reviewed(at) == "bauern-01-ace-over-ten"
    assert "Reviewing Bauernschnapsen §01" in _text(at)
    assert "1 puzzle is due for review." in _text(at)


def test_a_bad_mode_or_section_in_the_link_is_reported() -> None:
    at = open_page("puzzles", lang="en", mode="exam")
    assert any("Unknown mode 'exam'" in w.value for w in at.warning) and not failures(at)
    at = open_page("puzzles", lang="en", mode="review", game="schneider", section="42")
    assert any("Unknown section '42'" in w.value for w in at.warning) and not failures(at)


def test_retry_all_asks_every_missed_puzzle_again(store: Store) -> None:
    token, due = _seed_due(store, datetime.now(UTC))
    at = open_page("puzzles", lang="en", learner=token)
    at.button(key="retry_all").click().run()
    first = at.session_state["quiz"]["current"]
    at.button(key="quiz_next").click().run()
    second = at.session_state["quiz"]["current"]
    assert {first, second} == set(due)


def _read_line(at: AppTest) -> str:
    return str(at.get("progress")[0].proto.text)


def test_a_section_read_and_its_check_are_recorded(store: Store) -> None:
    at = open_page("lessons", lang="de", game="schneider", section="04")
    token = _token(at)
    assert [(r.game, r.section, r.lang) for r in store.sections_read(token)] == [
        ("schneider", "04", "de")
    ]
    assert _read_line(at) == "1 von 9 Abschnitten gelesen"  # §01–§08 and the strategy §09
    again = open_page("lessons", lang="en", game="schneider", section="05", learner=token)
    assert _read_line(again) == "2 of 9 sections read"  # the first one read in German counts
    checks = [g for g in at.button_group if str(g.key).startswith("pick_check_schneider_04_")]
    assert len(checks) == 3  # the section's three easiest bank puzzles
    checks[0].set_value(checks[0].options[0]).run()
    (answer,) = store.export(token)["answers"]
    assert (answer["section"], answer["source"]) == ("04", "section_check")


def test_a_replay_guess_is_recorded(store: Store) -> None:
    at = open_page("replays", lang="en", replay="schneider-07-nine-then-jack", step="1")
    at.toggle(key="replay_predict_mode").set_value(True).run()
    at.button_group(key="predict_schneider-07-nine-then-jack_1").set_value("B").run()
    at.run()
    (guess,) = store.predictions(_token(at))
    assert (guess.replay_id, guess.step, guess.guess, guess.right) == (
        "schneider-07-nine-then-jack",
        1,
        "B",
        False,
    )


def test_the_progress_page_shows_the_learners_numbers(store: Store) -> None:
    token, _due = _seed_due(store, datetime.now(UTC))
    at = open_page("progress", lang="en", learner=token)
    assert not failures(at)
    assert _metrics(at) == ["1", "3", "1"]  # a day in a row, three answered, one right
    spec = _map_spec(at)
    assert _cell(spec, "schneider", "04")[1] == "1"  # one puzzle due
    assert _cell(spec, "bauernschnapsen", "01")[1] == "1"
    assert _cell(spec, "dreierschnapsen", "01") == (0.0, "")
    activity = json.loads(at.get("plotly_chart")[1].proto.spec)["data"][0]["y"]
    assert len(activity) == 30 and activity[-1] == 3
    links = " ".join(str(p.proto.label) for p in at.get("page_link"))
    assert "Review Böhmischer Schneider §04: 1 puzzle due" in links


def test_a_click_on_a_map_cell_opens_the_review_of_that_section() -> None:
    at = open_page("progress", lang="en")
    at.session_state[MAP_KEY] = {
        "selection": {"points": [{"customdata": ["dreierschnapsen", "05", 0, 0, 0.0]}]}
    }
    at.run()
    assert at.title[0].value == "Puzzles"
    assert [_param(at, name) for name in ("mode", "game", "section")] == [
        "review",
        "dreierschnapsen",
        "05",
    ]
    assert "Reviewing Dreierschnapsen §05" in _text(at)


def test_export_and_import_round_trip_through_the_page(store: Store) -> None:
    at = _answer_queen_wrong()
    token = _token(at)
    data = json.loads(export_bytes(Memory(store, token, True)))
    assert data["learner"] == token and len(data["answers"]) == 1
    extra = {**data["answers"][0], "uid": "f" * 32, "given": "10S", "right": True}
    data["answers"].append(extra)
    page = open_page("progress", lang="en", learner=token)
    page.file_uploader(key="progress_upload").upload(
        "mine.json", json.dumps(data).encode(), "application/json"
    ).run()
    assert [s.value for s in page.success] == [
        "Imported from mine.json. New answers: 1, new sections read: 0, new replay predictions: 0."
    ]
    assert _metrics(page)[1:] == ["2", "1"]


@pytest.mark.parametrize(
    ("content", "says"),
    [
        (b"{not json", "mine.json was not imported. "),
        (b'{"format": "kartenschule-progress", "version": 1}', "learner"),
    ],
)
def test_a_malformed_progress_file_is_refused_with_field_and_reason(
    content: bytes, says: str
) -> None:
    page = open_page("progress", lang="en")
    page.file_uploader(key="progress_upload").upload("mine.json", content).run()
    assert not failures(page)
    (error,) = [e.value for e in page.error]
    assert error.startswith("mine.json was not imported. ") and says in error
    assert "Traceback" not in error


def test_another_learners_file_is_refused(store: Store) -> None:
    other = store.create_learner().token
    page = open_page("progress", lang="de")
    page.file_uploader(key="progress_upload").upload(
        "fremd.json", json.dumps(store.export(other)).encode()
    ).run()
    assert [e.value for e in page.error] == [
        "fremd.json wurde nicht übernommen. learner: diese Datei enthält den Fortschritt von "
        "jemand anderem, nicht deinen"
    ]


def test_forget_me_asks_first_then_deletes_everything(store: Store) -> None:
    at = _answer_queen_wrong()
    token = _token(at)
    at.button(key="forget_me").click().run()
    assert any("cannot be undone" in m.value for m in at.markdown)
    assert store.learner(token) is not None  # nothing is deleted before the confirmation
    at.button(key="forget_confirm").click().run()
    assert store.learner(token) is None
    assert _token(at) != token and _metrics(at) == ["0", "0", "0"]


def test_the_cookie_brings_a_learner_back_and_a_new_one_gets_one(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    known = store.create_learner().token
    monkeypatch.setattr(identity, "browser_cookie", lambda: known)
    at = open_page("puzzles", lang="en")
    assert _token(at) == known
    assert not [h for h in at.html if identity.COOKIE in h.value]  # nothing to write
    monkeypatch.setattr(identity, "browser_cookie", lambda: None)
    fresh = open_page("puzzles", lang="en")
    script = " ".join(h.value for h in fresh.html if identity.COOKIE in h.value)
    assert f"{identity.COOKIE}={_token(fresh)}; path=/" in script and "SameSite=Lax" in script


def test_a_signed_in_user_is_their_own_learner(store: Store) -> None:
    user = {"is_logged_in": True, "iss": "https://id.example", "sub": "u-17", "name": "Ada"}
    first = app(lang="en")
    first.user = dict(user)
    first.run()
    token = _token(first)
    assert store.learner(token).subject == "https://id.example|u-17"
    other = store.create_learner().token
    again = app(lang="en", learner=other)
    again.user = dict(user)
    again.run()
    assert _token(again) == token  # a signed-in user stays who they signed in as
    assert "Signed in as Ada" in _text(again)


@pytest.mark.postgres
def test_the_pages_remember_on_postgresql(monkeypatch: pytest.MonkeyPatch) -> None:
    with fresh_pg_database() as url:
        monkeypatch.setenv("KARTENSCHULE_DATABASE_URL", url)
        token = _token(_answer_queen_wrong())
        again = open_page("puzzles", lang="en", learner=token)
        assert _metrics(again) == ["1", "0", "0"]
        assert f"retry_{QUEEN}" in [b.key for b in again.button]
        memory.shared_store().close()  # let the test database be dropped
