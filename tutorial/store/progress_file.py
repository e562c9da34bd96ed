"""The progress file a learner exports and imports: its JSON shape, and reading it back safely.

The file is validated strictly (pydantic, no coercion: `"right": "yes"` is refused), and every
problem is reported as `field: reason` with the field's path (`answers.3.right`), never a traceback.
The file carries the learner's token: it is as private as the learner's personal link.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from typing import Annotated, Any, Literal, Self

from pydantic import (
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
    model_validator,
)

from tutorial.content.catalog import CARD_SECTIONS
from tutorial.content.lesson_order import new_parts, new_section, renumbered
from tutorial.games.base import Action, ReplayError
from tutorial.games.registry import get_game, spec_of
from tutorial.store.errors import ProgressFileProblem
from tutorial.store.models import SOURCES
from tutorial.words.i18n import LANGUAGES

FORMAT = "kartenschule-progress"
VERSION = (
    2  # 2: sections in the lesson order of issue 12; a version 1 file is renumbered on reading
)
MAX_BYTES = 20_000_000
MAX_ROWS = 200_000
MAX_PERSONAL = 1_000  # personal puzzles in a file (the store keeps 200 per learner)

EARLIEST = datetime(2000, 1, 1, tzinfo=UTC)
LATEST_AHEAD = timedelta(days=1)
_EARLIEST_STAMP = EARLIEST.timestamp()


def _unknown_sections(progress: ProgressFile) -> list[tuple[str, str]]:
    """Each answer or section read filed under a section its game's card does not have. One
    pass after reading, as `_implausible_moments`: a check per row cost as much again."""
    problems = []
    for name, rows, lessons in (
        ("answers", progress.answers, False),
        ("sections_read", progress.sections_read, True),  # a strategy section is read too
        ("personal_puzzles", progress.personal_puzzles, False),
    ):
        for number, row in enumerate(rows):
            known = CARD_SECTIONS[row.game]
            if lessons:
                known = (*known, *spec_of(row.game).strategy_sections)
            if row.section not in known:
                sections = ", ".join(known)
                where = "in the lessons of" if lessons else "on the card of"
                problems.append((
                    f"{name}.{number}.section",
                    f"section {row.section!r} is not {where} {row.game} ({sections})",
                ))  # fmt: skip
    return problems


def _personal_problems(progress: ProgressFile) -> list[tuple[str, str]]:
    """Each personal puzzle whose deal does not replay in the engine to its seat's decision, or
    whose actions do not read: the engine, not the file, says what a position is."""
    problems = []
    for number, row in enumerate(progress.personal_puzzles):
        where = f"personal_puzzles.{number}"
        try:
            deal = get_game(row.game).replay(row.log)
        except (ReplayError, ValueError, KeyError, TypeError) as exc:
            problems.append((f"{where}.log", f"the deal does not replay: {str(exc)[:200]}"))
            continue
        if deal.to_move != row.seat:
            problems.append((f"{where}.seat", f"seat {row.seat} is not to move at the decision"))
            continue
        try:
            legal = deal.legal_actions()
            actions = [Action.from_dict(a) for a, _ in row.values]
            taken = Action.from_dict(row.taken)
        except (ValueError, KeyError, TypeError) as exc:
            problems.append((f"{where}.values", f"an action does not read: {str(exc)[:200]}"))
            continue
        if any(a not in legal for a in [*actions, taken]):
            problems.append((f"{where}.values", "an action is not legal at the decision"))
    return problems


def _implausible_moments(progress: ProgressFile) -> list[tuple[str, str]]:
    """Each time outside what the app could have written: from 2000 to a day from now (clocks
    drift). A date such as 9999-12-31 overflowed the review schedule's arithmetic (issue 19).
    One pass over the file after it is read, comparing POSIX seconds: a check per field cost a
    third of reading a 50,000-answer file (bench/bench_import.py)."""
    latest = time.time() + LATEST_AHEAD.total_seconds()
    moments: list[tuple[str, datetime]] = [("exported_at", progress.exported_at)]
    for name, rows, fields in (
        ("answers", progress.answers, ("answered_at",)),
        ("sections_read", progress.sections_read, ("first_read_at", "last_read_at")),
        ("predictions", progress.predictions, ("predicted_at",)),
        ("deals_played", progress.deals_played, ("played_at",)),
        ("personal_puzzles", progress.personal_puzzles, ("made_at",)),
    ):
        for field in fields:
            stamps = [getattr(row, field).timestamp() for row in rows]
            if stamps and min(stamps) >= _EARLIEST_STAMP and max(stamps) <= latest:
                continue
            moments += [(f"{name}.{n}.{field}", getattr(row, field)) for n, row in enumerate(rows)]
    newest = (datetime.now(UTC) + LATEST_AHEAD).date().isoformat()
    return [
        (where, f"{moment.isoformat()} is not between {EARLIEST.date().isoformat()} and {newest}")
        for where, moment in moments
        if not _EARLIEST_STAMP <= moment.timestamp() <= latest
    ]


Moment = AwareDatetime  # between 2000 and tomorrow: `_implausible_moments`
Uid = Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{32}$")]
Key = Annotated[str, StringConstraints(min_length=1, max_length=200)]
Game = Literal[tuple(CARD_SECTIONS)]  # type: ignore[valid-type]
Lang = Literal[LANGUAGES]  # type: ignore[valid-type]
Source = Literal[SOURCES]  # type: ignore[valid-type]


class _Row(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class _InSection(_Row):
    """A row filed under a section of its game's card (checked by `_unknown_sections`)."""

    game: Game
    section: Annotated[str, StringConstraints(max_length=16)]


class AnswerRow(_InSection):
    uid: Uid
    puzzle: Key
    kind: Annotated[str, StringConstraints(min_length=1, max_length=60)]
    given: Annotated[str, StringConstraints(max_length=2000)]
    right: bool
    revealed: bool
    answered_at: Moment
    seconds: Annotated[float, Field(ge=0, le=86400)] | None = None
    source: Source


class SectionReadRow(_InSection):
    lang: Lang
    first_read_at: Moment
    last_read_at: Moment

    @model_validator(mode="after")
    def _in_order(self) -> Self:
        if self.last_read_at < self.first_read_at:
            raise ValueError("last_read_at is before first_read_at")
        return self


class PredictionRow(_Row):
    uid: Uid
    replay: Key
    step: Annotated[int, Field(ge=0, le=100_000)]
    guess: Annotated[str, StringConstraints(max_length=200)]
    right: bool
    predicted_at: Moment


class MistakeRow(_Row):
    game: Game
    section: Annotated[str, StringConstraints(max_length=16)]
    code: Annotated[str, StringConstraints(min_length=1, max_length=60)]


class DealRow(_Row):
    uid: Uid
    game: Game
    options: dict[str, str | int | bool | None]
    result: Annotated[int, Field(ge=-1000, le=1000)]
    hints: Annotated[int, Field(ge=0, le=10_000)]
    mistakes: Annotated[list[MistakeRow], Field(max_length=1000)] = []
    played_at: Moment


class PersonalPuzzleRow(_InSection):
    """A costly decision of the learner's own deal, kept as a puzzle (issue 21 §3). Its log must
    replay in the engine to a moment where `seat` is to move (`_personal_problems`)."""

    uid: Uid
    motif: Annotated[str, StringConstraints(pattern=r"^[a-z][a-z-]{0,39}$")]
    seat: Annotated[int, Field(ge=0, le=3)]
    log: dict[str, Any]
    taken: dict[str, Any]
    values: Annotated[list[tuple[dict[str, Any], float]], Field(min_length=2, max_length=64)]
    cost: Annotated[float, Field(ge=0, le=1000)]
    samples: Annotated[int, Field(ge=0, le=100_000)]
    made_at: Moment


class ProgressFile(_Row):
    format: Literal["kartenschule-progress"]
    version: Literal[1, 2]
    learner: Annotated[str, StringConstraints(min_length=1, max_length=64)]
    nickname: Annotated[str, StringConstraints(max_length=80)] | None = None
    exported_at: Moment
    answers: Annotated[list[AnswerRow], Field(max_length=MAX_ROWS)] = []
    sections_read: Annotated[list[SectionReadRow], Field(max_length=MAX_ROWS)] = []
    predictions: Annotated[list[PredictionRow], Field(max_length=MAX_ROWS)] = []
    deals_played: Annotated[list[DealRow], Field(max_length=MAX_ROWS)] = []
    personal_puzzles: Annotated[list[PersonalPuzzleRow], Field(max_length=MAX_PERSONAL)] = []


def _field(location: tuple[Any, ...]) -> str:
    return ".".join(str(part) for part in location) or "file"


def _reason(error: Mapping[str, Any]) -> str:
    message = str(error["msg"]).removeprefix("Value error, ")
    if error["type"] == "json_invalid":
        return f"not valid JSON ({error.get('ctx', {}).get('error', message)})"
    return message


def read_progress(data: bytes | str | Mapping[str, Any]) -> ProgressFile:
    """The validated progress file, or `ProgressFileProblem` naming the field and the reason."""
    if isinstance(data, Mapping):
        try:
            data = json.dumps(data, allow_nan=False)
        except (TypeError, ValueError) as exc:
            raise ProgressFileProblem([("file", f"not JSON data ({exc})")]) from None
    if isinstance(data, bytes):
        if len(data) > MAX_BYTES:
            raise ProgressFileProblem([("file", f"larger than {MAX_BYTES // 1_000_000} MB")])
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise ProgressFileProblem([("file", "not UTF-8 text")]) from None
    if not isinstance(data, str):
        raise ProgressFileProblem([("file", "expected JSON text")])
    if len(data) > MAX_BYTES:
        raise ProgressFileProblem([("file", f"larger than {MAX_BYTES // 1_000_000} MB")])
    try:
        progress = ProgressFile.model_validate_json(data)
    except ValidationError as exc:
        problems = [(_field(e["loc"]), _reason(e)) for e in exc.errors(include_url=False)]
        raise ProgressFileProblem(problems) from None
    problems = _unknown_sections(progress) + _implausible_moments(progress)
    if problems := problems or _personal_problems(progress):
        raise ProgressFileProblem(problems)
    return _in_bank_sections(_in_lesson_order(progress) if progress.version == 1 else progress)


def _in_bank_sections(progress: ProgressFile) -> ProgressFile:
    """An answer to a bank puzzle is filed under the section the puzzle sits in now: a file
    exported before puzzles moved to the section of the rule they test (issue 18, migration
    0006 for the store) brings its answers to where the puzzle is today."""
    from tutorial.puzzles.bank import load_bank

    bank = load_bank()
    moved = [
        a.model_copy(update={"section": bank[a.puzzle].section})
        if a.puzzle in bank and bank[a.puzzle].game == a.game
        and bank[a.puzzle].section != a.section
        else a
        for a in progress.answers
    ]  # fmt: skip
    return progress.model_copy(update={"answers": moved})


def _in_lesson_order(progress: ProgressFile) -> ProgressFile:
    """A version 1 file with its Schnapsen sections moved to the new lesson order: an answer to a
    bank puzzle goes to that puzzle's section now, any other to where its old section begins; a
    section read counts for every part cut from it alone (as migration 0003 does for the store)."""
    from tutorial.puzzles.bank import load_bank  # only old files need the bank

    bank = load_bank()

    def answer(row: AnswerRow) -> AnswerRow:
        if not renumbered(row.game):
            return row
        puzzle = bank.get(row.puzzle)
        if puzzle is not None and puzzle.game == row.game:
            return row.model_copy(update={"section": puzzle.section})
        if row.kind == "deal_score":  # a generated claim puzzle: once filed under 06 in both games
            claim = spec_of(row.game).topics.get("claim", row.section)
            return row.model_copy(update={"section": claim})
        return row.model_copy(update={"section": new_section(row.game, row.section)})

    reads = [
        row.model_copy(update={"section": part})
        for row in progress.sections_read
        for part in (new_parts(row.game, row.section) if renumbered(row.game) else (row.section,))
    ]
    return progress.model_copy(
        update={"version": VERSION, "answers": [answer(a) for a in progress.answers],
                "sections_read": reads}
    )  # fmt: skip


def iso(moment: datetime) -> str:
    return moment.isoformat()
