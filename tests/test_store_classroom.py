"""Live classes in the store, on SQLite and PostgreSQL: the trust rules hold in the repository.

Only the teacher key runs a class; students never see another student's answer before the reveal;
codes expire on close; mistaken codes are rate-limited per address in the database, a right
code always joins; one answer per member and
question, none after the reveal; a rejoin is the same member; answers reach the student's progress.
"""

from __future__ import annotations

import threading
from datetime import timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.store_fixtures import T0
from tutorial.store import classroom
from tutorial.store.class_records import (
    AlreadyAnswered,
    AnswerClosed,
    BadNickname,
    NicknameTaken,
    NotAMember,
    NotTeacher,
    ProgressNote,
    TooManyAttempts,
    UnknownClass,
)
from tutorial.store.classroom import CODE_ALPHABET, clean_nickname, normal_code
from tutorial.store.repository import Store, UnknownLearner
from tutorial.store.set_records import BadTitle

QUEEN = "schneider-04-queen-on-ten"
NOTE = ProgressNote(QUEEN, "schneider", "04", "winning_card")


def _class(store: Store) -> tuple[str, str, str]:
    teacher = store.create_learner().token
    code, key = store.classes.start(teacher, at=T0)
    return teacher, code, key


def _student(store: Store, code: str, nickname: str) -> str:
    token = store.create_learner().token
    store.classes.join(token, code, nickname, at=T0)
    return token


def _ana_right_ben_wrong(store: Store) -> tuple[str, str, str, str]:
    """A class asked the Queen puzzle: Ana answered right, Ben wrong (not revealed yet)."""
    _teacher, code, key = _class(store)
    ana, ben = _student(store, code, "Ana"), _student(store, code, "Ben")
    first = store.classes.ask(code, key, "puzzle", QUEEN)
    store.classes.answer(ana, code, first.position, "10S", True, NOTE)
    store.classes.answer(ben, code, first.position, "QS", False, NOTE)
    return code, key, ana, ben


def test_a_class_code_is_six_characters_without_look_alikes(store: Store) -> None:
    codes = {_class(store)[1] for _ in range(15)}
    assert len(codes) == 15
    for code in codes:
        assert len(code) == 6 and not set(code) & set("0O1IL")
        assert set(code) <= set(CODE_ALPHABET)


def test_only_a_hash_of_the_teacher_key_is_stored(store: Store) -> None:
    _teacher, _code, key = _class(store)
    with store._read() as conn:
        stored = conn.exec_driver_sql("SELECT key_hash FROM classes").scalar_one()
    assert key not in stored and len(stored) == 64


def test_a_wrong_teacher_key_is_refused_for_every_teacher_action(store: Store) -> None:
    _teacher, code, key = _class(store)
    classes = store.classes
    question = classes.ask(code, key, "puzzle", QUEEN)
    for wrong in ("", key[:-1] + ("A" if key[-1] != "A" else "B"), "x" * 200):
        for action in (
            lambda k: classes.ask(code, k, "puzzle", QUEEN),
            lambda k: classes.reveal(code, k),
            lambda k: classes.set_replay_step(code, k, 3),
            lambda k: classes.show_ranking(code, k, True),
            lambda k: classes.close(code, k),
            lambda k: classes.tally(code, k),
            lambda k: classes.report(code, k),
        ):
            with pytest.raises(NotTeacher):
                action(wrong)
    state = classes.state(code)
    assert (state.phase, state.question, state.replay_step) == ("asking", question, 0)
    assert classes.is_teacher(code, key) and not classes.is_teacher(code, "nope")


def test_a_student_holds_no_key_so_cannot_reveal_advance_or_close(store: Store) -> None:
    _teacher, code, key = _class(store)
    student = _student(store, code, "Ana")
    store.classes.ask(code, key, "puzzle", QUEEN)
    # The only things a student holds are their learner token and the class code.
    for guess in (student, code):
        with pytest.raises(NotTeacher):
            store.classes.reveal(code, guess)
        with pytest.raises(NotTeacher):
            store.classes.ask(code, guess, "puzzle", QUEEN)
        with pytest.raises(NotTeacher):
            store.classes.close(code, guess)
    with pytest.raises(NotTeacher):
        store.classes.resume(student, code)
    assert store.classes.state(code).phase == "asking"


def test_students_do_not_see_others_answers_or_their_own_verdict_before_the_reveal(
    store: Store,
) -> None:
    _teacher, code, key = _class(store)
    ana, ben = _student(store, code, "Ana"), _student(store, code, "Ben")
    q = store.classes.ask(code, key, "puzzle", QUEEN)
    store.classes.answer(ana, code, q.position, "10S", True, NOTE)
    view = store.classes.student_view(ben, code)
    assert view.answer is None and view.share_right is None and view.ranking == ()
    own = store.classes.student_view(ana, code)
    assert own.answer.given == "10S" and own.answer.right is None and own.share_right is None
    store.classes.answer(ben, code, q.position, "QS", False, NOTE)
    store.classes.reveal(code, key)
    after = store.classes.student_view(ben, code)
    assert after.answer.right is False and after.share_right == 0.5
    assert after.ranking == ()  # other nicknames' results: only when the teacher shows them


def test_the_ranking_shows_only_when_the_teacher_allows_it_and_leaves_out_the_open_question(
    store: Store,
) -> None:
    code, key, ana, ben = _ana_right_ben_wrong(store)
    store.classes.reveal(code, key)
    store.classes.show_ranking(code, key, True)
    assert store.classes.student_view(ben, code).ranking == (("Ana", 1), ("Ben", 0))
    q2 = store.classes.ask(code, key, "puzzle", QUEEN)
    store.classes.answer(ben, code, q2.position, "10S", True, NOTE)
    assert store.classes.student_view(ana, code).ranking == (("Ana", 1), ("Ben", 0))


def test_the_teacher_tally_counts_each_answer_as_it_arrives(store: Store) -> None:
    _teacher, code, key = _class(store)
    students = [_student(store, code, f"S{n}") for n in range(5)]
    q = store.classes.ask(code, key, "puzzle", QUEEN)
    assert store.classes.tally(code, key).answered == 0
    picks = ["10S", "10S", "QS", "10S", "9S"]
    for token, pick in zip(students, picks, strict=True):
        store.classes.answer(token, code, q.position, pick, pick == "10S", NOTE)
    tally = store.classes.tally(code, key)
    assert (tally.answered, tally.members, tally.right) == (5, 5, 3)
    assert tally.counts == {"10S": 3, "QS": 1, "9S": 1}


def test_an_answer_after_the_reveal_is_refused_and_the_first_answer_stays(store: Store) -> None:
    _teacher, code, key = _class(store)
    ana, ben = _student(store, code, "Ana"), _student(store, code, "Ben")
    q = store.classes.ask(code, key, "puzzle", QUEEN)
    store.classes.answer(ana, code, q.position, "QS", False, NOTE)
    with pytest.raises(AlreadyAnswered):
        store.classes.answer(ana, code, q.position, "10S", True, NOTE)
    store.classes.reveal(code, key)
    with pytest.raises(AnswerClosed):
        store.classes.answer(ben, code, q.position, "10S", True, NOTE)
    assert store.classes.tally(code, key).counts == {"QS": 1}


def test_an_answer_to_a_question_the_teacher_moved_on_from_is_refused(store: Store) -> None:
    _teacher, code, key = _class(store)
    ana = _student(store, code, "Ana")
    q1 = store.classes.ask(code, key, "puzzle", QUEEN)
    store.classes.ask(code, key, "seed", "schneider.winning_card.3")
    with pytest.raises(AnswerClosed):
        store.classes.answer(ana, code, q1.position, "10S", True, NOTE)


def test_a_closed_class_takes_no_answer_and_its_code_expires(store: Store) -> None:
    _teacher, code, key = _class(store)
    ana = _student(store, code, "Ana")
    q = store.classes.ask(code, key, "puzzle", QUEEN)
    store.classes.answer(ana, code, q.position, "10S", True, NOTE)
    store.classes.close(code, key)
    with pytest.raises(AnswerClosed):
        store.classes.answer(ana, code, q.position, "QS", False, NOTE)
    with pytest.raises(UnknownClass):
        store.classes.join(store.create_learner().token, code, "Late")
    with pytest.raises(UnknownClass):
        store.classes.reveal(code, key)  # closed: nothing more to run
    assert store.classes.state(code).closed
    assert store.classes.report(code, key).students[0].right == 1  # the answer is kept


def test_a_reopened_class_gets_a_new_code_and_the_old_one_stays_expired(store: Store) -> None:
    teacher, code, key = _class(store)
    ana = _student(store, code, "Ana")
    store.classes.close(code, key)
    new_code, new_key = store.classes.resume(teacher, code, reopen=True)
    assert new_code != code and new_key != key
    assert not store.classes.is_teacher(new_code, key) and store.classes.is_teacher(
        new_code, new_key
    )
    with pytest.raises(UnknownClass):
        store.classes.join(store.create_learner().token, code, "Late")
    assert store.classes.join(ana, new_code, "whatever") == "Ana"  # same member, same name
    assert [c.code for c in store.classes.own_classes(teacher)] == [new_code]


def test_a_class_reopened_with_its_old_code_keeps_code_members_and_answers(
    store: Store,
) -> None:
    """Issue 22: a class that meets every week opens again under the code its students know."""
    teacher, code, key = _class(store)
    ana = _student(store, code, "Ana")
    q = store.classes.ask(code, key, "puzzle", QUEEN)
    store.classes.answer(ana, code, q.position, "10S", True, NOTE)
    store.classes.close(code, key)
    again_code, again_key = store.classes.resume(teacher, code, reopen=True, same_code=True)
    assert again_code == code and again_key != key
    state = store.classes.state(code)
    assert (state.phase, state.question, state.closed_at) == ("asking", None, None)
    assert state.members == 1
    assert store.classes.is_teacher(code, again_key) and not store.classes.is_teacher(code, key)
    assert store.classes.join(ana, code, "whatever") == "Ana"
    assert store.classes.join(store.create_learner().token, code, "Ben") == "Ben"
    assert store.classes.report(code, again_key).students[0].right == 1
    # same_code without reopen, or for an open class, changes only the key.
    assert store.classes.resume(teacher, code, same_code=True)[0] == code


def test_a_class_is_named_by_its_teacher(store: Store) -> None:
    teacher, code, _key = _class(store)
    assert store.classes.state(code).title == ""
    assert store.classes.rename(teacher, code, "  7b \n Tuesday\x00 ") == "7b Tuesday"
    assert store.classes.state(code).title == "7b Tuesday"
    assert [c.title for c in store.classes.own_classes(teacher)] == ["7b Tuesday"]
    for bad in ("", "  ", "x" * 81):
        with pytest.raises(BadTitle):
            store.classes.rename(teacher, code, bad)
    with pytest.raises(BadTitle):
        store.classes.start(teacher, title="x" * 81)
    named, _ = store.classes.start(teacher, title="8a")
    assert store.classes.state(named).title == "8a"
    with pytest.raises(NotTeacher):
        store.classes.rename(store.create_learner().token, code, "Taken over")


def test_the_teacher_lists_the_members_by_nickname_with_their_joining_time(
    store: Store,
) -> None:
    teacher, code, _key = _class(store)
    for n, name in enumerate(("cem", "Ana", "Ben")):
        store.classes.join(store.create_learner().token, code, name, at=T0 + timedelta(minutes=n))
    assert store.classes.members(teacher, code) == [
        ("Ana", T0 + timedelta(minutes=1)),
        ("Ben", T0 + timedelta(minutes=2)),
        ("cem", T0),
    ]


def test_a_teacher_who_lost_the_key_gets_a_new_one_and_the_old_stops_working(store: Store) -> None:
    teacher, code, key = _class(store)
    again_code, again_key = store.classes.resume(teacher, code)
    assert again_code == code and again_key != key
    assert store.classes.is_teacher(code, again_key) and not store.classes.is_teacher(code, key)


def test_a_wrong_code_is_unknown(store: Store) -> None:
    _class(store)
    token = store.create_learner().token
    for code in ("AAAAAA", "", "0O1IL2", "x" * 500, "ABC"):
        with pytest.raises(UnknownClass):
            store.classes.join(token, code, "Ana", client=f"c{code}")


def test_a_code_is_accepted_in_lower_case_and_with_spaces(store: Store) -> None:
    _teacher, code, _key = _class(store)
    token = store.create_learner().token
    assert store.classes.join(token, f" {code[:3].lower()} {code[3:].lower()} ", "Ana") == "Ana"


def test_a_nickname_is_unique_in_a_class_ignoring_case(store: Store) -> None:
    _teacher, code, _key = _class(store)
    _student(store, code, "Ana")
    with pytest.raises(NicknameTaken):
        _student(store, code, "ana")
    _other_teacher, other_code, _ = _class(store)
    assert _student(store, other_code, "Ana")  # another class may have its own Ana


def test_nicknames_are_trimmed_and_limited_and_invisible_ones_refused(store: Store) -> None:
    _teacher, code, _key = _class(store)
    token = store.create_learner().token
    for bad in ("", "   ", "\u200b\u200b", "x" * 25):
        with pytest.raises(BadNickname):
            store.classes.join(token, code, bad)
    assert store.classes.join(token, code, "  Ana \n  Lu\x00ise ") == "Ana Luise"


@given(st.text(max_size=60))
def test_a_kept_nickname_has_no_control_characters_and_fits_the_limit(text: str) -> None:
    try:
        name = clean_nickname(text)
    except BadNickname:
        return
    assert 0 < len(name) <= classroom.NICKNAME_MAX
    assert name == name.strip() and "\n" not in name and "\x00" not in name


@given(st.text(max_size=12))
def test_a_normal_code_is_empty_or_six_letters_of_the_alphabet(text: str) -> None:
    code = normal_code(text)
    assert code == "" or (len(code) == 6 and set(code) <= set(CODE_ALPHABET))


def test_a_rejoin_is_the_same_member_and_keeps_the_answers(store: Store) -> None:
    _teacher, code, key = _class(store)
    ana = _student(store, code, "Ana")
    q = store.classes.ask(code, key, "puzzle", QUEEN)
    store.classes.answer(ana, code, q.position, "10S", True, NOTE)
    assert store.classes.join(ana, code, "Someone else") == "Ana"
    assert store.classes.membership(ana, code) == "Ana"
    assert store.classes.student_view(ana, code).answer.given == "10S"
    assert store.classes.state(code).members == 1


def _rows(store: Store, table: str) -> int:
    with store._engine.connect() as conn:
        return int(conn.exec_driver_sql(f"SELECT count(*) FROM {table}").scalar_one())


def test_a_client_address_with_too_many_mistaken_codes_waits_but_a_right_code_joins(
    store: Store,
) -> None:
    _teacher, code, _key = _class(store)
    token = store.create_learner().token
    for n in range(classroom.FAILURES_PER_CLIENT):
        with pytest.raises(UnknownClass):
            store.classes.join(
                token, "AAAAAA", "Ana", client="203.0.113.7", at=T0 + timedelta(seconds=n)
            )
    with pytest.raises(TooManyAttempts) as limited:
        store.classes.join(
            token, "BBBBBB", "Ana", client="203.0.113.7", at=T0 + timedelta(seconds=31)
        )
    assert 0 < limited.value.wait <= 60
    # The right code joins from the same address at once; another address is not held up.
    assert store.classes.join(
        token, code, "Ana", client="203.0.113.7", at=T0 + timedelta(seconds=32)
    )
    ben = store.create_learner().token
    with pytest.raises(UnknownClass):  # counted for its own address, not refused
        store.classes.join(
            ben, "AAAAAA", "Ben", client="198.51.100.2", at=T0 + timedelta(seconds=33)
        )
    # Once the minute is over, the first address may try codes again.
    with pytest.raises(UnknownClass):
        store.classes.join(
            token, "CCCCCC", "Ana", client="203.0.113.7", at=T0 + timedelta(seconds=95)
        )


def test_five_hundred_failed_cookieless_joins_lock_nobody_out_and_make_no_learner(
    store: Store,
) -> None:
    """Issue 17 §3: a script drops its cookie (a fresh token per try) and tries 500 wrong codes
    from one address; the right code still joins at once, from that address and from others,
    and the refused tries leave no learner row and, once limited, no row at all."""
    _teacher, code, _key = _class(store)
    learners = _rows(store, "learners")
    for n in range(500):
        with pytest.raises((UnknownClass, TooManyAttempts)):
            store.classes.join(
                classroom_token(n), "AAAAAA", "Bot", client="203.0.113.7",
                at=T0 + timedelta(milliseconds=50 * n), new_learner=True,
            )  # fmt: skip
    assert _rows(store, "learners") == learners
    assert _rows(store, "join_attempts") == classroom.FAILURES_PER_CLIENT
    late = T0 + timedelta(seconds=26)
    for n, address in enumerate(("203.0.113.7", "198.51.100.2", None)):
        student = classroom_token(1000 + n)
        assert store.classes.join(student, code, f"S{n}", client=address, at=late, new_learner=True)
    assert _rows(store, "learners") == learners + 3
    assert store.classes.state(code).members == 3


def classroom_token(n: int) -> str:
    """A visitor's fresh token (32 URL-safe characters), as `identity` makes before any row."""
    return f"{n:032d}"


def test_the_rate_limit_holds_for_a_second_process_on_the_same_database(db_url: str) -> None:
    from tutorial.store.repository import open_store

    first, second = open_store(db_url), open_store(db_url)  # two engines: two app processes
    try:
        token = first.create_learner().token
        for n in range(classroom.FAILURES_PER_CLIENT):
            with pytest.raises(UnknownClass):
                first.classes.join(
                    token, "AAAAAA", "Ana", client="ip", at=T0 + timedelta(seconds=n)
                )
        with pytest.raises(TooManyAttempts):
            second.classes.join(token, "AAAAAA", "Ana", client="ip", at=T0 + timedelta(seconds=31))
    finally:
        first.close()
        second.close()


def test_a_join_with_a_new_learner_makes_the_learner_only_when_it_succeeds(store: Store) -> None:
    _teacher, code, _key = _class(store)
    learners = _rows(store, "learners")
    fresh = classroom_token(7)
    with pytest.raises(BadNickname):
        store.classes.join(fresh, code, "   ", at=T0, new_learner=True)
    with pytest.raises(UnknownClass):
        store.classes.join(fresh, "AAAAAA", "Ana", at=T0, new_learner=True)
    assert _rows(store, "learners") == learners and store.learner(fresh) is None
    assert store.classes.join(fresh, code, "Ana", at=T0, new_learner=True) == "Ana"
    assert store.learner(fresh) is not None
    # Without `new_learner` an unknown token is still no one.
    with pytest.raises(UnknownLearner):
        store.classes.join(classroom_token(8), code, "Ben", at=T0)
    assert store.learner(classroom_token(8)) is None


def test_the_live_version_changes_with_the_stage_and_with_answers_and_joins(store: Store) -> None:
    """Issue 17 §1: the version a waiting page polls; the watch name is secret-shaped."""
    _teacher, code, key = _class(store)
    watch = store.classes.state(code).watch
    assert classroom.WATCH_PATTERN.fullmatch(watch)
    assert store.classes.live("A" * 22) is None and store.classes.live("../x") is None
    start = store.classes.live(watch)
    assert start is not None and start.stage == store.classes.state(code).stage
    assert start.answers == "0/0"
    ana = _student(store, code, "Ana")
    joined = store.classes.live(watch)
    assert joined.answers == "0/1" and joined.stage == start.stage
    asked = store.classes.ask(code, key, "puzzle", QUEEN)
    after_ask = store.classes.live(watch)
    assert after_ask.stage != start.stage and after_ask.stage == store.classes.state(code).stage
    store.classes.answer(ana, code, asked.position, "10S", True, NOTE)
    answered = store.classes.live(watch)
    assert answered.answers == "1/1" == store.classes.tally(code, key).version
    assert answered.stage == after_ask.stage  # an answer does not rerun the students' pages
    seen = {answered.stage}
    for change in (
        lambda: store.classes.reveal(code, key),
        lambda: store.classes.show_ranking(code, key, True),
        lambda: store.classes.set_replay_step(code, key, 3),
        lambda: store.classes.close(code, key),
    ):
        change()
        stage = store.classes.live(watch).stage
        assert stage not in seen and stage == store.classes.state(code).stage
        seen.add(stage)


def test_watch_names_differ_between_classes(store: Store) -> None:
    watches = {store.classes.state(_class(store)[1]).watch for _ in range(20)}
    assert len(watches) == 20


def test_a_class_answer_counts_in_the_students_own_progress(store: Store) -> None:
    _teacher, code, key = _class(store)
    ana = _student(store, code, "Ana")
    q = store.classes.ask(code, key, "puzzle", QUEEN)
    store.classes.answer(ana, code, q.position, "QS", False, NOTE)
    exported = store.export(ana)
    assert [(a["puzzle"], a["source"], a["right"]) for a in exported["answers"]] == [
        (QUEEN, "class", False)
    ]
    assert store.score(ana).missed_keys == (QUEEN,)
    r = store.classes.ask(code, key, "replay", "schneider-example", step=4)
    replay_note = ProgressNote("schneider-example", "schneider", replay_step=4)
    store.classes.answer(ana, code, r.position, "A", True, replay_note)
    assert [(p.replay_id, p.step, p.right) for p in store.predictions(ana)] == [
        ("schneider-example", 4, True)
    ]


def test_a_replay_question_moves_the_class_to_its_step_and_the_teacher_steps_on(
    store: Store,
) -> None:
    _teacher, code, key = _class(store)
    store.classes.ask(code, key, "replay", "schneider-example", step=4)
    assert store.classes.state(code).replay_step == 4
    store.classes.set_replay_step(code, key, 5)
    assert store.classes.state(code).replay_step == 5


def test_only_members_answer_or_see_the_class(store: Store) -> None:
    _teacher, code, key = _class(store)
    q = store.classes.ask(code, key, "puzzle", QUEEN)
    outsider = store.create_learner().token
    with pytest.raises(NotAMember):
        store.classes.answer(outsider, code, q.position, "10S", True, NOTE)
    with pytest.raises(NotAMember):
        store.classes.student_view(outsider, code)


def test_the_report_gives_the_share_right_per_question_and_the_score_per_student(
    store: Store,
) -> None:
    code, key, ana, _ben = _ana_right_ben_wrong(store)
    q2 = store.classes.ask(code, key, "puzzle", QUEEN)
    store.classes.answer(ana, code, q2.position, "10S", True, NOTE)
    report = store.classes.report(code, key)
    assert [(r.answered, r.right, r.share_right) for r in report.questions] == [
        (2, 1, 0.5),
        (1, 1, 1.0),
    ]
    assert [(s.nickname, s.answered, s.right) for s in report.students] == [
        ("Ana", 2, 2),
        ("Ben", 1, 0),
    ]
    assert [(p, n, g) for p, n, g, _ok, _at in report.answers] == [
        (1, "Ana", "10S"), (1, "Ben", "QS"), (2, "Ana", "10S"),
    ]  # fmt: skip


def test_forgetting_the_teacher_removes_their_classes(store: Store) -> None:
    teacher, code, _key = _class(store)
    _student(store, code, "Ana")
    assert store.forget(teacher)
    with pytest.raises(UnknownClass):
        store.classes.state(code)


def test_thirty_students_answering_at_once_lose_no_answer(store: Store) -> None:
    _teacher, code, key = _class(store)
    students = [_student(store, code, f"S{n:02}") for n in range(30)]
    q = store.classes.ask(code, key, "puzzle", QUEEN)
    errors: list[BaseException] = []

    def answer(token: str) -> None:
        try:
            store.classes.answer(token, code, q.position, "10S", True, NOTE)
        except BaseException as exc:  # collected and asserted below
            errors.append(exc)

    threads = [threading.Thread(target=answer, args=(t,)) for t in students]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert store.classes.tally(code, key).answered == 30


def test_a_teachers_list_holds_only_their_own_classes(store: Store) -> None:
    teacher, code, _key = _class(store)
    other, other_code, _ = _class(store)
    assert [c.code for c in store.classes.own_classes(teacher)] == [code]
    assert [c.code for c in store.classes.own_classes(other)] == [other_code]
    with pytest.raises(NotTeacher):
        store.classes.resume(teacher, other_code)


def test_the_report_and_its_csv_are_right_for_a_class_of_thirty(store: Store) -> None:
    """Issue 17 §2: every student once, each answer once with its verdict, shares per question."""
    import csv
    import io

    from tutorial.app.pages.live_class.results import report_csv

    _teacher, code, key = _class(store)
    students = [_student(store, code, f"S{n:02}") for n in range(30)]
    for round_ in (1, 2):
        q = store.classes.ask(code, key, "puzzle", QUEEN)
        for n, token in enumerate(students):
            if round_ == 2 and n >= 25:
                continue  # five did not answer the second question
            right = (n + round_) % 3 == 0
            store.classes.answer(token, code, q.position, "10S" if right else "QS", right, NOTE)
        store.classes.reveal(code, key)
    report = store.classes.report(code, key)
    assert [(q.answered, q.right) for q in report.questions] == [(30, 10), (25, 8)]
    assert [s.nickname for s in report.students] == [f"S{n:02}" for n in range(30)]
    assert sum(s.answered for s in report.students) == 55
    rows = list(csv.DictReader(io.StringIO(report_csv(report.answers))))
    assert len(rows) == 55
    for row in rows:
        n, round_ = int(row["nickname"][1:]), int(row["question"])
        assert row["right"] == str(int((n + round_) % 3 == 0))
