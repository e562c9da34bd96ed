"""What the set and homework stores hand to pages (issue 22): plain frozen records, and refusals.

The refusals are `ClassRefused`s like the live class's, with a short `why` a page translates.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from tutorial.store.class_records import ClassRefused
from tutorial.store.records import SectionMastery


class UnknownSet(ClassRefused):
    """No set (or no set puzzle) has this uid or key."""

    why = "unknown_set"


class SetFull(ClassRefused):
    """A set holds at most `sets.PUZZLES_MAX` puzzles, an owner at most `sets.SETS_MAX` sets."""

    why = "set_full"


class HomeworkFull(ClassRefused):
    """A class holds at most `homework.HOMEWORK_MAX` homework items."""

    why = "homework_full"


class BadTitle(ClassRefused):
    """A set's or class's title that is empty, too long, or only invisible characters."""

    why = "bad_title"


@dataclass(frozen=True)
class SetInfo:
    """A set as its list shows it; `owner_is_you` says whether the asking learner owns it."""

    uid: str
    title: str
    game: str
    puzzles: int
    created_at: datetime
    updated_at: datetime
    copied_from: str | None
    owner_is_you: bool


@dataclass(frozen=True)
class SetPuzzle:
    """One puzzle of a set: `data` is its scenario YAML text; `key` (`set:<uid>`) is what its
    answers and review card are kept under."""

    key: str
    uid: str
    position: int
    game: str
    section: str
    kind: str
    data: str
    made_at: datetime


@dataclass(frozen=True)
class HomeworkItem:
    """Homework of a class: `ref` is a section number (kind "section"), a set uid ("set") or ''
    ("tactics", with `count` puzzles to solve)."""

    uid: str
    class_code: str
    class_title: str
    kind: str
    game: str
    ref: str
    count: int | None
    due_at: datetime
    created_at: datetime


@dataclass(frozen=True)
class StudentHomework:
    """A student's homework and how far they are with it (from their own rows only)."""

    item: HomeworkItem
    done: int
    total: int
    finished: bool


@dataclass(frozen=True)
class MemberProgress:
    """One member as the teacher's dashboard shows them: their mastery per (game, section),
    per homework uid (done, total, finished), and their answers to the class's live questions."""

    nickname: str
    joined_at: datetime
    mastery: dict[tuple[str, str], SectionMastery]
    homework: dict[str, tuple[int, int, bool]]
    answers: int
    right: int


@dataclass(frozen=True)
class FrequentMistake:
    """A wrong answer given often: in the live lesson (`kind` "class") or to a puzzle of the
    class's homework sets ("homework"). The page finds the rule behind it; the store counts."""

    puzzle_key: str
    given: str
    count: int
    kind: str


@dataclass(frozen=True)
class Dashboard:
    """A class weeks later: every member's progress, the homework, the most frequent mistakes."""

    class_code: str
    title: str
    members: tuple[MemberProgress, ...]
    homework: tuple[HomeworkItem, ...]
    mistakes: tuple[FrequentMistake, ...]
