"""What the classroom repository hands to pages: plain frozen records, and the ways it says no.

Every refusal is a `ClassRefused` with a short machine-readable `why`, so a page can show its own
translated message; none of them carries another learner's data or the teacher's key.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime


class ClassRefused(Exception):
    """A class action that is not allowed; `why` names the rule (see the subclasses)."""

    why = "refused"

    def __init__(self, detail: str = "") -> None:
        super().__init__(detail or self.why)
        self.detail = detail


class UnknownClass(ClassRefused):
    """No open class has this code (mistyped, or the class was closed: its code expired)."""

    why = "unknown_code"


class NotTeacher(ClassRefused):
    """The teacher key does not match this class's: only its teacher may do this."""

    why = "not_teacher"


class NicknameTaken(ClassRefused):
    """Another member of the class uses this nickname."""

    why = "nickname_taken"


class BadNickname(ClassRefused):
    """Empty, too long, or made only of invisible characters."""

    why = "bad_nickname"


class TooManyAttempts(ClassRefused):
    """Too many mistaken codes from this client address lately; `wait` seconds to wait."""

    why = "too_many_attempts"

    def __init__(self, wait: int) -> None:
        super().__init__(f"try again in {wait} s")
        self.wait = wait


class NotAMember(ClassRefused):
    """The learner has not joined this class."""

    why = "not_a_member"


class AnswerClosed(ClassRefused):
    """The question is revealed, moved on from, or the class is closed: no answer is taken."""

    why = "answer_closed"


class AlreadyAnswered(ClassRefused):
    """The member answered this question already (one answer per question)."""

    why = "already_answered"


def stage_of(code: str, phase: str, current: int | None, step: int, ranking: bool) -> str:
    """What the pages of a class show apart from the live answers, as one comparable string: a
    page drawn at one stage reruns when the class is at another."""
    return f"{code}:{phase}:{current or 0}:{step}:{int(ranking)}"


@dataclass(frozen=True)
class QuestionRef:
    """A question asked in a class: what it is (`kind`, `ref`, replay `step`) and its place."""

    position: int
    kind: str  # "puzzle" (bank id), "seed" (generated: game.kind.n) or "replay"
    ref: str
    step: int | None = None


@dataclass(frozen=True)
class ClassState:
    """What everyone in a class may know: the phase, the question asked now, the replay step."""

    code: str
    phase: str  # asking, revealed, closed
    question: QuestionRef | None
    replay_step: int
    show_ranking: bool
    members: int
    created_at: datetime
    closed_at: datetime | None
    watch: str = ""  # the name of the class's live version (`Classes.live`)
    title: str = ""  # the teacher's name for the class ('' until named)

    @property
    def closed(self) -> bool:
        return self.phase == "closed"

    @property
    def stage(self) -> str:
        """What a page drawn from this state shows apart from the live answers; the same string
        as `LiveVersion.stage` for the same moment (`stage_of`)."""
        position = self.question.position if self.question is not None else None
        return stage_of(self.code, self.phase, position, self.replay_step, self.show_ranking)


@dataclass(frozen=True)
class LiveVersion:
    """A class's version as its waiting pages compare it: `stage` changes when the teacher
    changes what the class sees; `answers` ("answered/members") when someone answers or joins."""

    stage: str
    answers: str


@dataclass(frozen=True)
class Tally:
    """The answers to one question: how many members answered, and each answer's count."""

    answered: int
    members: int
    counts: dict[str, int]
    right: int

    @property
    def version(self) -> str:
        """The same string as `LiveVersion.answers` for the same moment."""
        return f"{self.answered}/{self.members}"


@dataclass(frozen=True)
class OwnAnswer:
    """A student's own answer; `right` is None until the teacher reveals."""

    given: str
    right: bool | None


@dataclass(frozen=True)
class StudentView:
    """A student's view: the class state, their nickname and own answer, and after the reveal
    the share of the class that was right (the ranking only when the teacher shows it)."""

    state: ClassState
    nickname: str
    answer: OwnAnswer | None
    share_right: float | None
    ranking: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class QuestionResult:
    question: QuestionRef
    answered: int
    right: int

    @property
    def share_right(self) -> float:
        return self.right / self.answered if self.answered else 0.0


@dataclass(frozen=True)
class StudentResult:
    nickname: str
    answered: int
    right: int


@dataclass(frozen=True)
class ClassReport:
    """After class: per question the share right, per student the score."""

    questions: tuple[QuestionResult, ...]
    students: tuple[StudentResult, ...]
    answers: tuple[tuple[int, str, str, bool, datetime], ...]  # position, nickname, given, right


@dataclass(frozen=True)
class ProgressNote:
    """How a class answer enters the student's own progress: a puzzle answer (source "class")
    or, for a replay question, a pause-and-predict guess."""

    key: str  # puzzle key (bank id or seed key) or replay id
    game: str
    section: str = ""
    kind: str = ""
    replay_step: int | None = None
