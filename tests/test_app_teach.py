"""The teacher's own material through the pages (issue 22): a teacher and students as separate
AppTest sessions on one SQLite file (conftest's scratch database); a session continues as the
same learner through the personal link `?learner=<token>`, as "continue on another device" does.

Each test makes its own teacher, so the tests do not depend on one another's sets or classes.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from streamlit.testing.v1 import AppTest

from tests.apptest_helpers import app, failures, open_page
from tutorial.app.pages.live_class.student_page import JOINED
from tutorial.app.pages.live_class.teacher_page import TEACHER
from tutorial.app.shell.identity import TOKEN
from tutorial.puzzles.check import check_puzzle
from tutorial.puzzles.scenario_yaml import read_yaml
from tutorial.store.repository import Store, open_store

# Bauernschnapsen §03 (the card: a trump in the trick must be overtrumped if one can): Normal
# game, trumps ♥; F leads K♣, M trumps with J♥; R has no club and holds Q♥ A♥ 10♦ K♠, so R
# must play a higher trump than J♥: Q♥ or A♥ (hearts: J < Q < K < 10 < A).
TRICK = {"game": "bauernschnapsen", "contract": "normal", "trump": "H", "trick": "KC,JH",
         "hand": "QH,AH,10D,KS"}  # fmt: skip
OVERTRUMPS = "A♥, Q♥"
# The worked example of the Dreierschnapsen card, §09 (`replays/dreierschnapsen/whole-deal`):
# after 12 steps a card is to be played and the solver may be asked for the best play.
REPLAY = {"replay": "dreierschnapsen-whole-deal", "step": "12"}


@pytest.fixture
def store() -> Iterator[Store]:
    opened = open_store(os.environ["KARTENSCHULE_DATABASE_URL"])
    yield opened
    opened.close()


def _texts(at: AppTest) -> str:
    parts = [*at.markdown, *at.caption, *at.info, *at.success, *at.error, *at.warning]
    return " ".join(str(p.value) for p in parts)


def _as(token: str, url_path: str, **query: str) -> AppTest:
    """A new session of the learner `token` on a page (the personal link; "" the home page)."""
    if url_path:
        at = open_page(url_path, lang="en", learner=token, **query)
    else:
        at = app(lang="en", learner=token, **query).run()
    assert not failures(at)
    return at


def _make_from_trick_checker(token: str | None, new_title: str | None) -> AppTest:
    """Trick checker → "Make a puzzle" → the legal-cards question → saved (a new set titled
    `new_title`, or the teacher's first set of the game)."""
    query = dict(TRICK)
    at = open_page("trick-checker", lang="en", **({"learner": token} if token else {}), **query)
    at.toggle(key="make_on_tc_bauernschnapsen").set_value(True).run()
    at.selectbox(key="make_kind_tc_bauernschnapsen").set_value("legal_cards").run()
    assert f"The engine's answer: **{OVERTRUMPS}**" in _texts(at)
    if new_title is not None:
        at.selectbox(key="make_set_tc_bauernschnapsen").set_value("new").run()
        at.text_input(key="make_title_tc_bauernschnapsen").input(new_title)
    at.button(key="make_save_tc_bauernschnapsen").click().run()
    assert not failures(at)
    assert "Saved in the set" in _texts(at)
    return at


def _new_teacher_with_a_set(store: Store, title: str) -> tuple[str, str]:
    at = _make_from_trick_checker(None, title)
    token = at.session_state[TOKEN]
    (info,) = store.sets.own(token)
    return token, info.uid


def test_a_puzzle_made_in_the_trick_checker_is_checked_like_a_file_and_kept_in_a_new_set(
    store: Store,
) -> None:
    _token, uid = _new_teacher_with_a_set(store, "Overtrumping")
    (row,) = store.sets.puzzles(uid)
    puzzles, problems = read_yaml(row.data, "kept.yaml")
    assert problems == [] and len(puzzles) == 1
    puzzle = puzzles[0]
    assert (puzzle.game, puzzle.kind, puzzle.section) == ("bauernschnapsen", "legal_cards", "03")
    assert sorted(puzzle.answer) == ["A♥", "Q♥"]
    assert check_puzzle(puzzle).correct == {"AH", "QH"}
    assert set(puzzle.prompt) == {"en", "de", "ru", "pt"}


def test_a_teachers_own_prompt_replaces_the_generated_one_in_their_language_only(
    store: Store,
) -> None:
    token, uid = _new_teacher_with_a_set(store, "Own words")
    at = open_page("trick-checker", lang="en", learner=token, **TRICK)
    at.toggle(key="make_on_tc_bauernschnapsen").set_value(True).run()
    at.selectbox(key="make_kind_tc_bauernschnapsen").set_value("legal_cards").run()
    prompt = next(a for a in at.text_area if a.key.startswith("make_prompt_"))
    prompt.input("R has to go over the Jack. Which cards may R play?")
    at.button(key="make_save_tc_bauernschnapsen").click().run()
    assert not failures(at)
    rows = store.sets.puzzles(uid)
    assert len(rows) == 2
    (puzzle,), _ = read_yaml(rows[1].data, "kept.yaml")
    assert puzzle.prompt["en"] == "R has to go over the Jack. Which cards may R play?"
    (first,), _ = read_yaml(rows[0].data, "kept.yaml")
    assert puzzle.prompt["de"] == first.prompt["de"] != puzzle.prompt["en"]


def test_a_replay_step_becomes_a_puzzle_in_a_set_of_its_game(store: Store) -> None:
    token, _uid = _new_teacher_with_a_set(store, "Dreier")
    at = open_page("replays", lang="en", learner=token, **REPLAY)
    at.toggle(key="make_on_replay").set_value(True).run()
    kinds = at.selectbox(key="make_kind_replay").options
    assert kinds, _texts(at)
    at.selectbox(key="make_set_replay").set_value("new").run()
    at.text_input(key="make_title_replay").input("Dreier example")
    at.button(key="make_save_replay").click().run()
    assert not failures(at)
    dreier = next(s for s in store.sets.own(token) if s.game == "dreierschnapsen")
    (row,) = store.sets.puzzles(dreier.uid)
    (puzzle,), problems = read_yaml(row.data, "kept.yaml")
    assert problems == [] and puzzle.game == "dreierschnapsen"
    check_puzzle(puzzle)


def test_the_owner_orders_and_removes_puzzles_and_another_teacher_only_copies(
    store: Store,
) -> None:
    token, uid = _new_teacher_with_a_set(store, "Order")
    _make_from_trick_checker(token, None)  # a second puzzle into the same (first) set
    keys = [row.key for row in store.sets.puzzles(uid)]
    assert len(keys) == 2
    at = _as(token, "teach", set=uid)
    at.button(key=f"teach_down_{keys[0].removeprefix('set:')}").click().run()
    assert [row.key for row in store.sets.puzzles(uid)] == keys[::-1]
    at.button(key=f"teach_remove_{keys[0].removeprefix('set:')}").click().run()
    assert [row.key for row in store.sets.puzzles(uid)] == [keys[1]]

    other = open_page("teach", lang="en", set=uid)  # someone else with the link
    assert not failures(other)
    assert not [b for b in other.button if (b.key or "").startswith("teach_remove_")]
    other.button(key="teach_copy").click().run()
    assert not failures(other)
    copier = other.session_state[TOKEN]
    (copy,) = store.sets.own(copier)
    assert copy.copied_from == uid and copy.puzzles == 1
    assert store.sets.info(uid).puzzles == 1  # the original is untouched


def test_a_set_link_opens_the_set_for_a_student_and_answers_go_into_their_progress(
    store: Store,
) -> None:
    _token, uid = _new_teacher_with_a_set(store, "Practice")
    (row,) = store.sets.puzzles(uid)
    at = open_page("puzzles", lang="en", set=uid)
    assert not failures(at)
    assert "Puzzle 1 of 1" in _texts(at)
    widget = "setq_" + row.key.replace(":", "_")
    at.button_group(key=f"pick_{widget}").set_value(["AH", "QH"]).run()
    at.button(key=f"check_{widget}").click().run()
    assert not failures(at)
    student = at.session_state[TOKEN]
    assert store.outcomes(student, [row.key]) == {row.key: True}
    due = store.review_queue(student, game="bauernschnapsen", limit=None)
    assert row.key not in {item.key for item in due}  # answered right: scheduled, not due now


def test_a_set_is_asked_in_a_live_class_and_next_asks_its_next_puzzle(store: Store) -> None:
    token, uid = _new_teacher_with_a_set(store, "Class set")
    _make_from_trick_checker(token, None)
    keys = [row.key for row in store.sets.puzzles(uid)]
    teacher = _as(token, "class")
    teacher.button(key="class_start").click().run()
    code = teacher.session_state[TEACHER][0]
    teacher.segmented_control(key="class_source").set_value("set").run()
    teacher.selectbox(key="class_game").set_value("bauernschnapsen").run()
    teacher.selectbox(key="class_set").set_value(uid).run()
    teacher.button(key="class_ask_set").click().run()
    assert not failures(teacher)
    assert store.classes.state(code).question.ref == keys[0]
    student = open_page("join", lang="en", code=code)
    student.text_input(key="class_join_nickname").input("Ana")
    student.button(key="class_join_go").click().run()
    assert not failures(student) and student.session_state[JOINED]
    teacher.button(key="class_reveal").click().run()
    teacher.button(key="class_next").click().run()
    assert not failures(teacher)
    assert store.classes.state(code).question.ref == keys[1]


def test_homework_reaches_the_students_home_page_and_the_teachers_dashboard(
    store: Store,
) -> None:
    token, uid = _new_teacher_with_a_set(store, "Homework set")
    code, key = store.classes.start(token)
    student = open_page("join", lang="en", code=code)
    student.text_input(key="class_join_nickname").input("Ben")
    student.button(key="class_join_go").click().run()
    pupil = student.session_state[TOKEN]
    store.classes.close(code, key)  # homework outlives the lesson

    board = _as(token, "teach", **{"class": code})
    assert "Ben" in str(board.dataframe[0].value)
    board.segmented_control(key="teach_hw_kind").set_value("set").run()
    board.selectbox(key="teach_hw_game").set_value("bauernschnapsen").run()
    board.selectbox(key="teach_hw_set").set_value(uid).run()
    board.button(key="teach_hw_go").click().run()
    assert not failures(board)
    assert "Answer every puzzle of the set Homework set" in _texts(board)
    assert "finished by 0 of 1" in _texts(board)

    home = _as(pupil, "")
    assert "My homework" in str([h.value for h in home.subheader])
    assert "Answer every puzzle of the set Homework set" in _texts(home)
    assert "0 of 1 done" in _texts(home)
    (row,) = store.sets.puzzles(uid)
    store.record_answer(
        pupil, row.key, game="bauernschnapsen", section="03", kind="legal_cards",
        given="AH,QH", right=True, revealed=False, seconds=4.0, source="quiz",
    )  # fmt: skip
    assert "0 of 1 done" not in _texts(_as(pupil, ""))
    assert "finished by 1 of 1" in _texts(_as(token, "teach", **{"class": code}))


def test_only_the_classs_teacher_sees_its_dashboard(store: Store) -> None:
    token, _uid = _new_teacher_with_a_set(store, "Private")
    code, _key = store.classes.start(token)
    student = open_page("join", lang="en", code=code)
    student.text_input(key="class_join_nickname").input("Cleo")
    student.button(key="class_join_go").click().run()
    pupil = student.session_state[TOKEN]
    snoop = _as(pupil, "teach", **{"class": code})
    assert "Cleo" not in str([d.value for d in snoop.dataframe])
    assert "Only the teacher who made it can change this." in _texts(snoop)


@pytest.mark.parametrize(
    "query",
    [{"set": "nope"}, {"set": "0" * 32}, {"set": "x" * 5000}, {"class": "ZZZZZZ"},
     {"class": "<script>"}, {"set": "", "class": ""}],
)  # fmt: skip
def test_odd_teach_links_say_what_is_wrong_and_the_page_goes_on(query: dict[str, str]) -> None:
    at = open_page("teach", lang="en", **query)
    assert not failures(at)
    puzzles = open_page("puzzles", lang="en", **{k: v for k, v in query.items() if k == "set"})
    assert not failures(puzzles)


def test_a_homework_due_date_is_written_in_the_readers_locale(store: Store) -> None:
    token, uid = _new_teacher_with_a_set(store, "Dates")
    code, _key = store.classes.start(token)
    due = datetime(2027, 1, 15, 23, 59, tzinfo=UTC)
    store.homework.assign(token, code, "set", "bauernschnapsen", uid, None, due)
    assert due - datetime.now(UTC) > timedelta(days=1)
    german = open_page("teach", lang="de", learner=token, **{"class": code})
    assert "15.01.2027" in _texts(german)


def test_a_moment_of_a_played_deals_review_becomes_a_puzzle(store: Store) -> None:
    """Play page → "Review this deal" → "Show me" a costly decision → "Make a puzzle"."""
    at = open_page("play", lang="en", game="bauernschnapsen")
    at.session_state["play_seed"] = 3
    at.button(key="play_start").click().run()
    for _ in range(300):
        game = at.session_state["play"]
        if game.deal.is_over():
            break
        if game.waiting:
            at.button(key=f"play_on_{game.events}").click().run()
            continue
        legal = game.deal.legal_actions()
        cards = [a for a in legal if a.kind == "play" and a.card is not None and not a.flag]
        if cards:  # the last legal card: often a careless one
            at.button_group(key=f"play_hand_{game.events}_0").set_value(cards[-1].card.code).run()
        else:  # the first choice of the auction: the plain Normal game, no costly bid
            at.button(key=f"play_act_{game.events}_0").click().run()
    next(b for b in at.button if b.key and b.key.startswith("play_review_")).click().run()
    shows = [
        b for b in at.button if b.key and b.key.startswith("play_show_") and b.key[10:].isdigit()
    ]
    assert shows, "the last legal action at every turn costs points in this deal"
    shows[-1].click().run()
    at.toggle(key="make_on_play_review").set_value(True).run()
    assert not failures(at)
    kinds = at.selectbox(key="make_kind_play_review").options
    assert kinds, _texts(at)
    at.button(key="make_save_play_review").click().run()
    assert not failures(at)
    assert "Saved in the set" in _texts(at), _texts(at)
    token = at.session_state[TOKEN]
    (info,) = store.sets.own(token)
    (row,) = store.sets.puzzles(info.uid)
    (puzzle,), problems = read_yaml(row.data, "kept.yaml")
    assert problems == [] and puzzle.game == "bauernschnapsen"
    check_puzzle(puzzle)


def test_a_set_puzzle_missed_last_week_comes_back_in_the_students_review(store: Store) -> None:
    """FSRS schedules a set puzzle like any other (its key `set:<uid>`): missed a week ago, it
    is due now, and the Review page shows it from the set's own text."""
    _token, uid = _new_teacher_with_a_set(store, "Review me")
    (row,) = store.sets.puzzles(uid)
    pupil = store.create_learner().token
    store.record_answer(
        pupil, row.key, game="bauernschnapsen", section="03", kind="legal_cards", given="AH",
        right=False, revealed=False, seconds=5.0, source="quiz",
        at=datetime.now(UTC) - timedelta(days=7),
    )  # fmt: skip
    due = store.review_queue(pupil, game="bauernschnapsen", limit=None)
    assert due[0].key == row.key and due[0].due is not None
    at = _as(pupil, "puzzles", mode="review", game="bauernschnapsen")
    assert at.session_state["review"]["current"] == row.key
    assert "On the table: K♣ J♥" in _texts(at)  # the queue line names it by its prompt


def test_the_owner_rewrites_a_question_in_their_language_and_the_others_stay(
    store: Store,
) -> None:
    token, uid = _new_teacher_with_a_set(store, "Rewrite")
    (row,) = store.sets.puzzles(uid)
    (before,), _ = read_yaml(row.data, "kept.yaml")
    at = _as(token, "teach", set=uid)
    at.text_area(key=f"teach_prompt_{row.uid}").input("Over the Jack: which cards may R play?")
    at.button(key=f"teach_prompt_save_{row.uid}").click().run()
    assert not failures(at)
    (after_row,) = store.sets.puzzles(uid)
    (after,), problems = read_yaml(after_row.data, "kept.yaml")
    assert problems == [] and after_row.key == row.key
    assert after.prompt["en"] == "Over the Jack: which cards may R play?"
    assert {k: after.prompt[k] for k in ("de", "ru", "pt")} == {
        k: before.prompt[k] for k in ("de", "ru", "pt")
    }
    assert (after.position, after.answer) == (before.position, before.answer)
