"""The teacher's own puzzle sets in the store (issue 22), on SQLite and PostgreSQL: anyone with the
link reads or copies a set, only its owner changes it, a malformed link is no set, limits hold."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.store_fixtures import T0
from tutorial.store import sets as sets_module
from tutorial.store.class_records import NotTeacher
from tutorial.store.repository import Store, UnknownLearner
from tutorial.store.set_records import BadTitle, SetFull, UnknownSet

GAME = "schneider"
OTHER_GAME = "bauernschnapsen"


def _yaml(n: int) -> str:
    return f"prompt: Puzzle {n}\nhand: [J♠]\n"


def _set_of_three(store: Store) -> tuple[str, str, list[str]]:
    """A teacher's set with puzzles 1, 2, 3 (in that order); returns (token, uid, keys)."""
    teacher = store.create_learner().token
    uid = store.sets.create(teacher, "Trumps", GAME, at=T0)
    keys = [store.sets.add(teacher, uid, _yaml(n), "04", "winning_card", at=T0) for n in (1, 2, 3)]
    return teacher, uid, keys


def _prompts(store: Store, uid: str) -> list[str]:
    return [p.data.splitlines()[0] for p in store.sets.puzzles(uid)]


def test_a_new_set_is_the_owners_and_holds_its_puzzles_in_order(store: Store) -> None:
    teacher, uid, keys = _set_of_three(store)
    assert re.fullmatch(r"[0-9a-f]{32}", uid)
    info = store.sets.info(uid, teacher)
    assert (info.title, info.game, info.puzzles, info.copied_from) == ("Trumps", GAME, 3, None)
    assert info.owner_is_you and info.created_at == T0
    puzzles = store.sets.puzzles(uid)
    assert [p.key for p in puzzles] == keys
    assert [p.position for p in puzzles] == [1, 2, 3]
    assert all(p.key == "set:" + p.uid and p.game == GAME for p in puzzles)
    assert _prompts(store, uid) == ["prompt: Puzzle 1", "prompt: Puzzle 2", "prompt: Puzzle 3"]
    assert store.sets.puzzle(keys[1]) == puzzles[1]
    assert store.sets.set_of(keys[1]).uid == uid


def test_anyone_with_the_link_reads_a_set_but_is_not_its_owner(store: Store) -> None:
    _teacher, uid, _keys = _set_of_three(store)
    student = store.create_learner().token
    assert store.sets.info(uid, student).owner_is_you is False
    assert store.sets.info(uid).owner_is_you is False
    assert store.sets.info(uid, "a" * 32).puzzles == 3  # a first visit without a learner row
    assert len(store.sets.puzzles(uid)) == 3


def test_own_lists_only_the_learners_sets_newest_first(store: Store) -> None:
    teacher = store.create_learner().token
    other = store.create_learner().token
    first = store.sets.create(teacher, "First", GAME, at=T0)
    second = store.sets.create(teacher, "Second", OTHER_GAME, at=T0 + timedelta(hours=1))
    store.sets.create(other, "Not mine", GAME, at=T0)
    store.sets.add(teacher, first, _yaml(1), "04", "winning_card")
    own = store.sets.own(teacher)
    assert [(s.uid, s.puzzles) for s in own] == [(second, 0), (first, 1)]
    assert [s.title for s in own] == ["Second", "First"]
    assert all(s.owner_is_you for s in own)
    assert store.sets.own(store.create_learner().token) == []


def test_moving_a_puzzle_swaps_it_with_its_neighbour_and_an_end_stays(store: Store) -> None:
    teacher, uid, keys = _set_of_three(store)
    store.sets.move(teacher, keys[2], -1)
    assert [p.key for p in store.sets.puzzles(uid)] == [keys[0], keys[2], keys[1]]
    store.sets.move(teacher, keys[0], -1)  # first already
    store.sets.move(teacher, keys[1], +1)  # last already
    assert [p.key for p in store.sets.puzzles(uid)] == [keys[0], keys[2], keys[1]]
    store.sets.move(teacher, keys[0], +1)
    puzzles = store.sets.puzzles(uid)
    assert [p.key for p in puzzles] == [keys[2], keys[0], keys[1]]
    assert [p.position for p in puzzles] == [1, 2, 3]


def test_removing_a_puzzle_closes_the_gap(store: Store) -> None:
    teacher, uid, keys = _set_of_three(store)
    store.sets.remove(teacher, keys[1])
    puzzles = store.sets.puzzles(uid)
    assert [(p.key, p.position) for p in puzzles] == [(keys[0], 1), (keys[2], 2)]
    assert store.sets.puzzle(keys[1]) is None and store.sets.set_of(keys[1]) is None
    assert store.sets.info(uid).puzzles == 2
    new = store.sets.add(teacher, uid, _yaml(4), "05", "winning_card")
    assert store.sets.puzzle(new).position == 3


def test_replacing_a_puzzle_keeps_its_key_and_place(store: Store) -> None:
    teacher, uid, keys = _set_of_three(store)
    store.sets.replace(teacher, keys[1], "prompt: Better wording\n", "05", "best_play")
    changed = store.sets.puzzle(keys[1])
    assert (changed.position, changed.section, changed.kind) == (2, "05", "best_play")
    assert changed.data == "prompt: Better wording\n"
    assert _prompts(store, uid)[0] == "prompt: Puzzle 1"
    assert _prompts(store, uid)[1:] == ["prompt: Better wording", "prompt: Puzzle 3"]


def test_every_owner_write_bumps_updated_at(store: Store) -> None:
    teacher, uid, keys = _set_of_three(store)
    writes = [
        lambda at: store.sets.add(teacher, uid, _yaml(9), "04", "k", at=at),
        lambda at: store.sets.add_many(teacher, uid, [(_yaml(10), "04", "k")], at=at),
        lambda at: store.sets.replace(teacher, keys[0], _yaml(8), "04", "k", at=at),
        lambda at: store.sets.move(teacher, keys[0], 1, at=at),
        lambda at: store.sets.remove(teacher, keys[2], at=at),
        lambda at: store.sets.rename(teacher, uid, "Renamed", at=at),
    ]
    for hours, write in enumerate(writes, start=1):
        write(T0 + timedelta(hours=hours))
        info = store.sets.info(uid)
        assert info.updated_at == T0 + timedelta(hours=hours) and info.created_at == T0


def test_rename_cleans_the_title_and_refuses_a_bad_one(store: Store) -> None:
    teacher, uid, _keys = _set_of_three(store)
    assert store.sets.rename(teacher, uid, "  Trumps \n for\x00  7b ") == "Trumps for 7b"
    assert store.sets.info(uid).title == "Trumps for 7b"
    for bad in ("", "   ", "\u200b", "x" * 121, None):
        with pytest.raises(BadTitle):
            store.sets.rename(teacher, uid, bad)  # type: ignore[arg-type]
        with pytest.raises(BadTitle):
            store.sets.create(teacher, bad, GAME)  # type: ignore[arg-type]
    assert store.sets.rename(teacher, uid, "x" * 120) == "x" * 120


def test_a_set_of_an_unknown_game_is_refused(store: Store) -> None:
    teacher = store.create_learner().token
    with pytest.raises(ValueError, match="game"):
        store.sets.create(teacher, "Chess", "chess")
    assert store.sets.own(teacher) == []


def test_deleting_a_set_deletes_its_puzzles(store: Store) -> None:
    teacher, uid, keys = _set_of_three(store)
    store.sets.delete(teacher, uid)
    assert store.sets.info(uid) is None and store.sets.puzzles(uid) == []
    assert all(store.sets.puzzle(key) is None for key in keys)
    assert store.sets.own(teacher) == []
    with store._read() as conn:
        assert conn.exec_driver_sql("SELECT count(*) FROM set_puzzles").scalar_one() == 0


def test_only_the_owner_can_change_a_set(store: Store) -> None:
    _teacher, uid, keys = _set_of_three(store)
    other = store.create_learner().token
    for change in (
        lambda: store.sets.add(other, uid, _yaml(4), "04", "k"),
        lambda: store.sets.add_many(other, uid, [(_yaml(4), "04", "k")]),
        lambda: store.sets.replace(other, keys[0], _yaml(4), "04", "k"),
        lambda: store.sets.remove(other, keys[0]),
        lambda: store.sets.move(other, keys[0], 1),
        lambda: store.sets.rename(other, uid, "Mine now"),
        lambda: store.sets.delete(other, uid),
    ):
        with pytest.raises(NotTeacher):
            change()
    assert _prompts(store, uid) == ["prompt: Puzzle 1", "prompt: Puzzle 2", "prompt: Puzzle 3"]
    assert store.sets.info(uid).title == "Trumps"
    with pytest.raises(UnknownLearner):
        store.sets.add("x" * 32, uid, _yaml(4), "04", "k")


def test_writes_to_an_unknown_set_or_puzzle_say_so(store: Store) -> None:
    teacher, _uid, _keys = _set_of_three(store)
    for uid in ("0" * 32, "not a uid"):
        with pytest.raises(UnknownSet):
            store.sets.add(teacher, uid, _yaml(1), "04", "k")
        with pytest.raises(UnknownSet):
            store.sets.copy(teacher, uid)
    for key in ("set:" + "0" * 32, "schneider-04-a", ""):
        with pytest.raises(UnknownSet):
            store.sets.remove(teacher, key)


def test_a_copy_has_new_keys_and_editing_it_leaves_the_original_alone(store: Store) -> None:
    _teacher, uid, keys = _set_of_three(store)
    colleague = store.create_learner().token
    copy = store.sets.copy(colleague, uid, at=T0 + timedelta(days=1))
    info = store.sets.info(copy, colleague)
    assert copy != uid and info.copied_from == uid and info.owner_is_you
    assert (info.title, info.game, info.puzzles) == ("Trumps", GAME, 3)
    copied = store.sets.puzzles(copy)
    assert not {p.key for p in copied} & set(keys)
    assert [p.data for p in copied] == [p.data for p in store.sets.puzzles(uid)]
    store.sets.replace(colleague, copied[0].key, "prompt: Changed\n", "04", "k")
    store.sets.remove(colleague, copied[2].key)
    store.sets.rename(colleague, copy, "My trumps")
    assert _prompts(store, uid) == ["prompt: Puzzle 1", "prompt: Puzzle 2", "prompt: Puzzle 3"]
    assert store.sets.info(uid).title == "Trumps"
    assert [s.uid for s in store.sets.own(colleague)] == [copy]
    titled = store.sets.copy(colleague, uid, title="Second copy")
    assert store.sets.info(titled).title == "Second copy"


@pytest.mark.parametrize(
    "text",
    ["", "0" * 31, "0" * 33, "G" * 32, "A" * 32, "' OR 1=1 --", "set:" + "0" * 32, "\x00" * 32],
)
def test_a_malformed_or_unknown_uid_or_key_is_no_set(store: Store, text: str) -> None:
    _set_of_three(store)
    assert store.sets.info(text) is None
    assert store.sets.puzzles(text) == []
    assert store.sets.puzzle(text) is None and store.sets.set_of(text) is None
    assert store.sets.puzzle("set:" + text) is None


def test_a_set_uid_and_a_puzzle_uid_are_not_interchangeable(store: Store) -> None:
    _teacher, uid, keys = _set_of_three(store)
    assert store.sets.puzzle("set:" + uid) is None
    assert store.sets.info(keys[0][len("set:") :]) is None


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(text=st.text(max_size=80) | st.from_regex(r"(set:)?[0-9a-f]{32}", fullmatch=True))
def test_arbitrary_text_as_a_link_never_raises(store: Store, text: str) -> None:
    assert store.sets.info(text) is None
    assert store.sets.puzzle(text) is None
    assert store.sets.set_of(text) is None
    assert store.sets.puzzles(text) == []


def test_a_set_holds_at_most_200_puzzles(store: Store) -> None:
    teacher = store.create_learner().token
    uid = store.sets.create(teacher, "Big", GAME)
    items = [(_yaml(n), "04", "k") for n in range(199)]
    assert len(store.sets.add_many(teacher, uid, items)) == 199
    with pytest.raises(SetFull):
        store.sets.add_many(teacher, uid, [(_yaml(1), "04", "k")] * 2)  # all or none
    assert store.sets.info(uid).puzzles == 199
    store.sets.add(teacher, uid, _yaml(200), "04", "k")
    with pytest.raises(SetFull):
        store.sets.add(teacher, uid, _yaml(201), "04", "k")
    colleague = store.create_learner().token
    assert store.sets.info(store.sets.copy(colleague, uid)).puzzles == 200


def test_an_owner_has_at_most_100_sets(store: Store) -> None:
    teacher = store.create_learner().token
    for n in range(100):
        last = store.sets.create(teacher, f"Set {n}", GAME)
    with pytest.raises(SetFull):
        store.sets.create(teacher, "One more", GAME)
    with pytest.raises(SetFull):
        store.sets.copy(teacher, last)
    store.sets.delete(teacher, last)
    assert store.sets.create(teacher, "Room again", GAME)


def test_puzzle_text_is_limited_to_20000_characters(store: Store) -> None:
    teacher = store.create_learner().token
    uid = store.sets.create(teacher, "Texts", GAME)
    key = store.sets.add(teacher, uid, "x" * 20_000, "04", "k")
    for bad in ("x" * 20_001, "", None):
        with pytest.raises(ValueError, match="data"):
            store.sets.add(teacher, uid, bad, "04", "k")  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="data"):
            store.sets.replace(teacher, key, bad, "04", "k")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="section"):
        store.sets.add(teacher, uid, "x", "s" * 17, "k")
    with pytest.raises(ValueError, match="kind"):
        store.sets.add(teacher, uid, "x", "04", "")
    with pytest.raises(ValueError, match="offset"):
        store.sets.move(teacher, key, "1")  # type: ignore[arg-type]
    assert len(store.sets.puzzle(key).data) == 20_000


def test_answers_to_a_set_puzzle_are_kept_under_its_key(store: Store) -> None:
    _teacher, _uid, keys = _set_of_three(store)
    student = store.create_learner().token
    store.record_answer(
        student, keys[0], game=GAME, section="04", kind="winning_card", given="J♠", right=False
    )
    assert store.score(student).missed_keys == (keys[0],)


def test_forgetting_the_owner_deletes_their_sets_and_a_copy_stays(store: Store) -> None:
    teacher, uid, keys = _set_of_three(store)
    colleague = store.create_learner().token
    copy = store.sets.copy(colleague, uid)
    assert store.forget(teacher)
    assert store.sets.info(uid) is None and store.sets.puzzle(keys[0]) is None
    assert store.sets.info(copy).puzzles == 3 and store.sets.info(copy).copied_from == uid


def test_set_uids_and_keys_have_the_documented_shape() -> None:
    assert sets_module.puzzle_uid("set:" + "ab" * 16) == "ab" * 16
    assert sets_module.puzzle_uid("set:" + "AB" * 16) is None
    assert sets_module.puzzle_uid("mine:" + "ab" * 16) is None
    assert sets_module.is_uid(sets_module.new_uid())
