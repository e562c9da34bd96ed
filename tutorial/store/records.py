"""What the repository hands to pages: plain frozen records, no database objects."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True)
class LearnerInfo:
    token: str
    created_at: datetime
    subject: str | None = None
    nickname: str | None = None


@dataclass(frozen=True)
class PuzzleRef:
    """A puzzle the review queue may offer: a bank id or a generated seed key, and its place."""

    key: str
    game: str
    section: str


@dataclass(frozen=True)
class Missed:
    """A puzzle whose latest answer was wrong (or revealed)."""

    key: str
    game: str
    section: str
    answered_at: datetime


@dataclass(frozen=True)
class LatestAnswer:
    """The learner's latest answer to one puzzle (from one source, e.g. a section check)."""

    key: str
    given: str
    right: bool
    revealed: bool
    answered_at: datetime


@dataclass(frozen=True)
class Score:
    answered: int
    right: int
    streak: int  # right answers in a row, up to the latest
    missed: tuple[Missed, ...]  # newest first

    @property
    def missed_keys(self) -> tuple[str, ...]:
        return tuple(m.key for m in self.missed)


@dataclass(frozen=True)
class SectionMastery:
    game: str
    section: str
    mastery: float  # 0..1, see tutorial/store/review.py
    due: int  # answered puzzles of this section due for review now
    answered: int  # distinct puzzles of this section answered


@dataclass(frozen=True)
class ReadSection:
    game: str
    section: str
    lang: str
    first_read_at: datetime
    last_read_at: datetime


@dataclass(frozen=True)
class Prediction:
    replay_id: str
    step: int
    guess: str
    right: bool
    predicted_at: datetime


@dataclass(frozen=True)
class ImportSummary:
    """How many rows an import added (rows already there are not added again)."""

    answers: int
    sections_read: int
    predictions: int
    deals_played: int = 0


@dataclass(frozen=True)
class DealsPlayed:
    """The deals a learner played on the Play page, per game: how many, and how many won."""

    game: str
    deals: int
    won: int
    hints: int


@dataclass(frozen=True)
class RuleMistake:
    """A rule behind the learner's costly decisions at the table, and how often."""

    game: str
    section: str
    code: str
    count: int


@dataclass(frozen=True)
class PersonalRow:
    """A personal puzzle as stored: a costly decision of the learner's own deal (issue 21 §3).
    `log`, `taken` and `values` are JSON text (`tutorial.puzzles.personal` reads them)."""

    uid: str
    puzzle_key: str
    game: str
    section: str
    motif: str
    seat: int
    log: str
    taken: str
    values: str
    cost: float
    samples: int
    made_at: datetime


@dataclass(frozen=True)
class MotifCount:
    """A motif of the learner's costly decisions at the table, and how often."""

    game: str
    motif: str
    count: int
