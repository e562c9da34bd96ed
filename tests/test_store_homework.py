"""Homework and the teacher's dashboard in the store (issue 22), on SQLite and PostgreSQL: what
counts as done, what the teacher sees weeks later, and that nobody else sees any of it."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from tests.store_fixtures import T0
from tutorial.puzzles import tactics
from tutorial.store import homework as homework_module
from tutorial.store.class_records import NotAMember, NotTeacher, ProgressNote, UnknownClass
from tutorial.store.repository import Store
from tutorial.store.set_records import HomeworkFull, UnknownSet

GAME, OTHER_GAME = "schneider", "bauernschnapsen"
QUEEN = "schneider-04-queen-on-ten"
NOTE = ProgressNote(QUEEN, GAME, "04", "winning_card")
GIVEN = T0 + timedelta(days=1)  # when the homework is given
DUE = T0 + timedelta(days=8)
BEFORE, AFTER = GIVEN - timedelta(hours=1), GIVEN + timedelta(hours=1)


def _class(store: Store) -> tuple[str, str, str]:
    teacher = store.create_learner().token
    code, key = store.classes.start(teacher, at=T0, title="7b Tuesday")
    return teacher, code, key


def _student(store: Store, code: str, nickname: str) -> str:
    token = store.create_learner().token
    store.classes.join(token, code, nickname, at=T0)
    return token


def _set(store: Store, owner: str, n: int = 3, game: str = GAME) -> tuple[str, list[str]]:
    uid = store.sets.create(owner, "Trumps", game, at=T0)
    items = [(f"prompt: {k}\n", "04", "winning_card") for k in range(n)]
    return uid, store.sets.add_many(owner, uid, items, at=T0)


def _answer(
    store: Store, token: str, key: str, right: bool, at: datetime, *, kind: str = "winning_card",
    game: str = GAME, given: str = "J♠", source: str = "quiz",
) -> None:  # fmt: skip
    store.record_answer(
        token, key, game=game, section="04", kind=kind, given=given, right=right, at=at,
        source=source,
    )  # fmt: skip


def _progress(store: Store, token: str) -> list[tuple[str, int, int, bool]]:
    return [(h.item.kind, h.done, h.total, h.finished) for h in store.homework.for_student(token)]


def test_the_tactics_kind_is_the_one_tactics_puzzles_are_answered_under() -> None:
    assert homework_module.TACTICS_KIND == tactics.KIND


def test_assign_refuses_a_bad_kind_game_section_count_or_due_date(store: Store) -> None:
    teacher, code, _key = _class(store)
    other_game_set, _ = _set(store, teacher, game=OTHER_GAME)
    assign = store.homework.assign
    bad = [
        ("kind", lambda: assign(teacher, code, "essay", GAME, "04", None, DUE)),
        ("game", lambda: assign(teacher, code, "section", "chess", "04", None, DUE)),
        ("ref", lambda: assign(teacher, code, "section", GAME, "4", None, DUE)),
        ("ref", lambda: assign(teacher, code, "section", GAME, "99", None, DUE)),
        ("ref", lambda: assign(teacher, code, "section", GAME, "ab", None, DUE)),
        ("count", lambda: assign(teacher, code, "section", GAME, "04", 3, DUE)),
        ("count", lambda: assign(teacher, code, "tactics", GAME, "", 0, DUE)),
        ("count", lambda: assign(teacher, code, "tactics", GAME, "", 51, DUE)),
        ("count", lambda: assign(teacher, code, "tactics", GAME, "", None, DUE)),
        ("count", lambda: assign(teacher, code, "tactics", GAME, "", True, DUE)),
        ("ref", lambda: assign(teacher, code, "tactics", GAME, "04", 5, DUE)),
        ("game", lambda: assign(teacher, code, "set", GAME, other_game_set, None, DUE)),
        ("due_at", lambda: assign(teacher, code, "section", GAME, "04", None, DUE.replace(tzinfo=None))),
        ("due_at", lambda: assign(teacher, code, "section", GAME, "04", None, "tomorrow")),
    ]  # fmt: skip
    for field, call in bad:
        with pytest.raises(ValueError, match=field):
            call()
    for ref in ("0" * 32, "not-a-set"):
        with pytest.raises(UnknownSet):
            assign(teacher, code, "set", GAME, ref, None, DUE)
    assert store.homework.of_class(teacher, code) == []
    assert assign(teacher, code, "tactics", GAME, "", 1, DUE)
    assert assign(teacher, code, "tactics", GAME, "", 50, DUE)
    assert assign(teacher, code, "set", OTHER_GAME, other_game_set, None, DUE)
    assert len(store.homework.of_class(teacher, code)) == 3


def test_anyones_set_may_be_assigned(store: Store) -> None:
    teacher, code, _key = _class(store)
    shared, _keys = _set(store, store.create_learner().token)
    uid = store.homework.assign(teacher, code, "set", GAME, shared, None, DUE, at=GIVEN)
    [item] = store.homework.of_class(teacher, code)
    assert (item.uid, item.kind, item.ref, item.count) == (uid, "set", shared, None)
    assert (item.class_code, item.class_title) == (code, "7b Tuesday")
    assert (item.due_at, item.created_at) == (DUE, GIVEN)


def test_homework_outlives_the_lesson_and_a_class_holds_at_most_50(store: Store) -> None:
    teacher, code, key = _class(store)
    store.classes.close(code, key)
    for n in range(homework_module.HOMEWORK_MAX):
        store.homework.assign(teacher, code, "tactics", GAME, "", 5, DUE + timedelta(hours=n))
    with pytest.raises(HomeworkFull):
        store.homework.assign(teacher, code, "tactics", GAME, "", 5, DUE)
    items = store.homework.of_class(teacher, code)
    assert [i.due_at for i in items] == [DUE + timedelta(hours=n) for n in range(50)]
    assert store.homework.unassign(teacher, code, items[0].uid) is True
    assert store.homework.unassign(teacher, code, items[0].uid) is False
    assert len(store.homework.of_class(teacher, code)) == 49


def test_a_section_counts_as_done_when_read_at_any_time(store: Store) -> None:
    teacher, code, _key = _class(store)
    early, late, never = (_student(store, code, name) for name in ("Ana", "Ben", "Cem"))
    store.record_section_read(early, GAME, "04", "de", at=BEFORE)  # before it was given
    store.record_section_read(late, GAME, "04", "en", at=AFTER)
    store.record_section_read(never, GAME, "05", "de", at=AFTER)  # another section
    store.record_section_read(never, OTHER_GAME, "04", "de", at=AFTER)  # another game
    store.homework.assign(teacher, code, "section", GAME, "04", None, DUE, at=GIVEN)
    assert _progress(store, early) == [("section", 1, 1, True)]
    assert _progress(store, late) == [("section", 1, 1, True)]
    assert _progress(store, never) == [("section", 0, 1, False)]


def test_a_set_counts_each_of_its_puzzles_answered_since_the_homework_was_given(
    store: Store,
) -> None:
    teacher, code, _key = _class(store)
    ana = _student(store, code, "Ana")
    uid, keys = _set(store, teacher)
    _other, other_keys = _set(store, teacher)
    store.homework.assign(teacher, code, "set", GAME, uid, None, DUE, at=GIVEN)
    _answer(store, ana, keys[0], True, BEFORE)  # before: does not count
    _answer(store, ana, keys[1], False, AFTER)  # wrong counts as worked on
    _answer(store, ana, keys[1], True, AFTER + timedelta(minutes=1))  # the same puzzle again
    _answer(store, ana, keys[2], True, AFTER, source="review")  # any page
    _answer(store, ana, other_keys[0], True, AFTER)  # another set's puzzle
    assert _progress(store, ana) == [("set", 2, 3, False)]  # keys[1] and keys[2]
    _answer(store, ana, keys[0], False, AFTER)
    assert _progress(store, ana) == [("set", 3, 3, True)]
    store.sets.add(teacher, uid, "prompt: new\n", "04", "winning_card")  # the set grew
    assert _progress(store, ana) == [("set", 3, 4, False)]


def test_a_deleted_set_is_homework_with_nothing_to_do(store: Store) -> None:
    teacher, code, _key = _class(store)
    ana = _student(store, code, "Ana")
    uid, _keys = _set(store, teacher)
    store.homework.assign(teacher, code, "set", GAME, uid, None, DUE, at=GIVEN)
    store.sets.delete(teacher, uid)
    assert _progress(store, ana) == [("set", 0, 0, False)]


def test_tactics_count_the_games_tactics_answers_since_given_up_to_the_count(
    store: Store,
) -> None:
    teacher, code, _key = _class(store)
    ana = _student(store, code, "Ana")
    store.homework.assign(teacher, code, "tactics", GAME, "", 3, DUE, at=GIVEN)
    _answer(store, ana, "t-before", True, BEFORE, kind="best_play")  # too early
    _answer(store, ana, "t-1", True, AFTER, kind="best_play")
    _answer(store, ana, "t-2", False, AFTER, kind="best_play")  # wrong counts too
    _answer(store, ana, "t-3", True, AFTER, kind="best_play", game=OTHER_GAME)  # another game
    _answer(store, ana, "t-4", True, AFTER, kind="winning_card")  # no tactics puzzle
    assert _progress(store, ana) == [("tactics", 2, 3, False)]
    for n in range(5):
        _answer(store, ana, f"t-more-{n}", True, AFTER, kind="best_play")
    assert _progress(store, ana) == [("tactics", 3, 3, True)]  # 7 done, shown as 3 of 3


def test_a_student_sees_the_homework_of_their_classes_only_by_due_date(store: Store) -> None:
    teacher_x, class_x, _ = _class(store)
    teacher_y, class_y, key_y = _class(store)
    ana = _student(store, class_x, "Ana")
    store.classes.join(ana, class_y, "Ana", at=T0)
    ben = _student(store, class_y, "Ben")
    outsider = store.create_learner().token
    later = store.homework.assign(teacher_x, class_x, "section", GAME, "04", None, DUE, at=GIVEN)
    sooner = store.homework.assign(
        teacher_y, class_y, "tactics", GAME, "", 2, DUE - timedelta(days=1), at=GIVEN
    )
    store.classes.close(class_y, key_y)  # a closed class's homework still shows
    assert [h.item.uid for h in store.homework.for_student(ana)] == [sooner, later]
    assert [h.item.uid for h in store.homework.for_student(ben)] == [sooner]
    assert store.homework.for_student(outsider) == []
    assert store.homework.for_student(teacher_x) == []  # teaching is not being a member
    store.classes.remove_member(teacher_y, class_y, "Ben")
    assert store.homework.for_student(ben) == []


def test_the_dashboard_shows_each_member_homework_and_live_answers(store: Store) -> None:
    teacher, code, key = _class(store)
    ben, ana = _student(store, code, "Ben"), _student(store, code, "ana")
    uid, keys = _set(store, teacher, n=2)
    read = store.homework.assign(teacher, code, "section", GAME, "04", None, DUE, at=GIVEN)
    work = store.homework.assign(teacher, code, "set", GAME, uid, None, DUE, at=GIVEN)
    q1 = store.classes.ask(code, key, "puzzle", QUEEN)
    store.classes.answer(ana, code, q1.position, "10S", True, NOTE, at=AFTER)
    store.classes.answer(ben, code, q1.position, "QS", False, NOTE, at=AFTER)
    q2 = store.classes.ask(code, key, "puzzle", QUEEN)
    store.classes.answer(ana, code, q2.position, "10S", True, NOTE, at=AFTER)
    store.record_section_read(ben, GAME, "04", "de", at=AFTER)
    _answer(store, ana, keys[0], True, AFTER)
    _answer(store, ana, keys[1], True, AFTER)
    board = store.homework.dashboard(teacher, code, now=DUE)
    assert (board.class_code, board.title) == (code, "7b Tuesday")
    assert [h.uid for h in board.homework] == [read, work]
    ana_row, ben_row = board.members
    assert (ana_row.nickname, ana_row.answers, ana_row.right) == ("ana", 2, 2)
    assert (ben_row.nickname, ben_row.answers, ben_row.right) == ("Ben", 1, 0)
    assert ana_row.joined_at == T0
    assert ana_row.homework == {read: (0, 1, False), work: (2, 2, True)}
    assert ben_row.homework == {read: (1, 1, True), work: (0, 2, False)}
    # Mastery is the member's own: Ana answered the Queen puzzle (class) and the two set puzzles.
    assert ana_row.mastery == store.mastery(ana, DUE)
    assert ana_row.mastery[GAME, "04"].answered == 3
    assert ben_row.mastery[GAME, "04"].answered == 1


def test_the_dashboard_ranks_the_most_frequent_wrong_answers(store: Store) -> None:
    teacher, code, key = _class(store)
    ana, ben, cem = (_student(store, code, name) for name in ("Ana", "Ben", "Cem"))
    outsider = store.create_learner().token
    uid, keys = _set(store, teacher, n=2)
    store.homework.assign(teacher, code, "set", GAME, uid, None, DUE, at=GIVEN)
    store.homework.assign(teacher, code, "set", GAME, uid, None, DUE, at=GIVEN)  # same set twice
    q = store.classes.ask(code, key, "puzzle", QUEEN)
    for token, given in ((ana, "QS"), (ben, "QS"), (cem, "9S")):
        store.classes.answer(token, code, q.position, given, False, NOTE, at=AFTER)
    r = store.classes.ask(code, key, "replay", "schneider-example", step=4)
    store.classes.answer(ana, code, r.position, "A", False, ProgressNote("schneider-example", GAME, replay_step=4))  # fmt: skip
    store.classes.answer(ben, code, r.position, "K", True, ProgressNote("schneider-example", GAME, replay_step=4))  # fmt: skip
    # Homework: three wrong K♠ to the first puzzle after it was given, by members.
    _answer(store, ana, keys[0], False, AFTER, given="K♠")
    _answer(store, ana, keys[0], False, AFTER + timedelta(minutes=1), given="K♠")
    _answer(store, ben, keys[0], False, AFTER, given="K♠")
    _answer(store, cem, keys[1], False, AFTER, given="A♠")
    # Not counted: before it was given, right, by a non-member.
    _answer(store, ben, keys[0], False, BEFORE, given="K♠")
    _answer(store, cem, keys[0], True, AFTER, given="J♠")
    _answer(store, outsider, keys[0], False, AFTER, given="K♠")
    mistakes = store.homework.dashboard(teacher, code).mistakes
    assert [(m.puzzle_key, m.given, m.count, m.kind) for m in mistakes] == [
        (keys[0], "K♠", 3, "homework"),
        (QUEEN, "QS", 2, "class"),
        # ties: class before homework, then by key and answer
        ("replay:schneider-example:4", "A", 1, "class"),
        (QUEEN, "9S", 1, "class"),
        (keys[1], "A♠", 1, "homework"),
    ]


def test_the_dashboard_shows_at_most_20_mistakes(store: Store) -> None:
    teacher, code, _key = _class(store)
    ana = _student(store, code, "Ana")
    uid, keys = _set(store, teacher, n=25)
    store.homework.assign(teacher, code, "set", GAME, uid, None, DUE, at=GIVEN)
    for n, key in enumerate(keys):
        for repeat in range(1 + n % 3):
            _answer(store, ana, key, False, AFTER + timedelta(minutes=repeat), given="K♠")
    mistakes = store.homework.dashboard(teacher, code).mistakes
    assert len(mistakes) == 20
    # 8 puzzles (n % 3 == 2) wrong three times, 8 twice, 9 once: the first 20 by count.
    assert [m.count for m in mistakes] == [3] * 8 + [2] * 8 + [1] * 4


def test_only_the_classs_teacher_sees_or_changes_its_homework_and_members(store: Store) -> None:
    teacher, code, _key = _class(store)
    ana = _student(store, code, "Ana")
    colleague = store.create_learner().token
    _class(store)  # the colleague's own class elsewhere changes nothing
    uid = store.homework.assign(teacher, code, "section", GAME, "04", None, DUE)
    for stranger in (colleague, ana):
        for call in (
            lambda t: store.homework.assign(t, code, "section", GAME, "05", None, DUE),
            lambda t: store.homework.of_class(t, code),
            lambda t: store.homework.unassign(t, code, uid),
            lambda t: store.homework.dashboard(t, code),
            lambda t: store.classes.members(t, code),
            lambda t: store.classes.remove_member(t, code, "Ana"),
            lambda t: store.classes.rename(t, code, "Mine now"),
        ):
            with pytest.raises(NotTeacher):
                call(stranger)
    assert [h.uid for h in store.homework.of_class(teacher, code)] == [uid]
    assert [name for name, _joined in store.classes.members(teacher, code)] == ["Ana"]
    assert store.classes.state(code).title == "7b Tuesday"
    with pytest.raises(UnknownClass):
        store.homework.dashboard(teacher, "AAAAAA")


def test_a_student_sees_no_other_members_name_or_data(store: Store) -> None:
    teacher, code, _key = _class(store)
    ana, ben = _student(store, code, "Ana"), _student(store, code, "Ben")
    store.homework.assign(teacher, code, "section", GAME, "04", None, DUE, at=GIVEN)
    store.record_section_read(ben, GAME, "04", "de", at=AFTER)
    [own] = store.homework.for_student(ana)
    assert (own.done, own.finished) == (0, False)  # Ben's read is not Ana's
    assert "Ben" not in repr(own)


def test_forgetting_a_student_takes_them_out_of_the_dashboard(store: Store) -> None:
    teacher, code, _key = _class(store)
    ana, _ben = _student(store, code, "Ana"), _student(store, code, "Ben")
    store.homework.assign(teacher, code, "tactics", GAME, "", 2, DUE, at=GIVEN)
    assert store.forget(ana)
    assert [m.nickname for m in store.homework.dashboard(teacher, code).members] == ["Ben"]


def test_forgetting_the_teacher_removes_their_classes_homework_and_sets(store: Store) -> None:
    teacher, code, _key = _class(store)
    ana = _student(store, code, "Ana")
    uid, keys = _set(store, teacher)
    store.homework.assign(teacher, code, "set", GAME, uid, None, DUE, at=GIVEN)
    assert len(store.homework.for_student(ana)) == 1
    assert store.forget(teacher)
    assert store.homework.for_student(ana) == []
    assert store.sets.info(uid) is None and store.sets.puzzle(keys[0]) is None
    with store._read() as conn:
        for table in ("homework", "set_puzzles", "puzzle_sets", "classes", "class_members"):
            assert conn.exec_driver_sql(f"SELECT count(*) FROM {table}").scalar_one() == 0, table


def test_removing_a_member_keeps_their_own_progress(store: Store) -> None:
    teacher, code, key = _class(store)
    ana = _student(store, code, "Ana")
    q = store.classes.ask(code, key, "puzzle", QUEEN)
    store.classes.answer(ana, code, q.position, "QS", False, NOTE)
    store.classes.remove_member(teacher, code, "ana")  # nicknames are unique ignoring case
    assert store.classes.report(code, key).students == ()
    assert store.classes.report(code, key).questions[0].answered == 0
    assert store.score(ana).missed_keys == (QUEEN,)  # her own answer stays hers
    assert store.classes.membership(ana, code) is None
    with pytest.raises(NotAMember):
        store.classes.remove_member(teacher, code, "Ana")
    with pytest.raises(NotAMember):
        store.classes.remove_member(teacher, code, "Nobody")
    _student(store, code, "Ärger")
    store.classes.remove_member(teacher, code, "ärger")
    assert store.classes.members(teacher, code) == []
