"""Reading replay files (`replays/<game>/*.yaml`) and replay logs (JSON), and building them with the engine.

The file format is `formats.replay` (documented there); a log is `formats.replay_log`. The schema
checks shapes and types, then the engine deals, plays every step and must agree with every stated
result. Every problem is a `FileProblem` (a `ReplayFileError` once the fields are readable) with
file, line, field and reason; nothing here raises anything else for bad input.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

from tutorial.content.catalog import CARD_SECTIONS
from tutorial.formats.files import shown_path
from tutorial.formats.messages import line_of, validate
from tutorial.formats.reading import Document, json_document, read_text, yaml_documents
from tutorial.formats.replay import ReplayFile
from tutorial.formats.replay_log import ReplayLog
from tutorial.formats.steps import step_action
from tutorial.games.base import Action, OptionError, ReplayError
from tutorial.games.cards import CardParseError
from tutorial.games.reasons import RuleViolation
from tutorial.games.registry import GAMES, spec_of
from tutorial.replays.model import Replay, ReplayFileError
from tutorial.words.i18n import LANGUAGES

REPLAY_ROOT = Path(__file__).resolve().parents[2] / "replays"
ENGINE_ERRORS = (ReplayError, RuleViolation, CardParseError)
EVENT_MESSAGE = re.compile(r"^event (\d+)(?: \([^)]*\))?: (.*)$", re.DOTALL)


def build_replay(data: Any, lines: dict[str, int], where: str, start: int = 1) -> Replay:
    """Check a replay's fields, deal it, and play every step through the engine."""
    spec = validate(ReplayFile, data, where, lines, start, ReplayFileError, "replay", GAMES)

    def fail(name: str, reason: str) -> ReplayFileError:
        return ReplayFileError(where, line_of(name, lines, start), name, reason)

    game = spec.game
    if spec.section is not None and spec.section not in CARD_SECTIONS[game]:
        # As a puzzle's: a replay filed under a section its game's card does not have ("99")
        # was accepted and linked from no lesson (issue 19 §4).
        sections = ", ".join(CARD_SECTIONS[game])
        raise fail("section", f"{spec.section!r} is not a section of the {game} card: {sections}")
    try:
        options = GAMES[game].parse_options(dict(spec.options))
    except OptionError as exc:
        raise fail("options", str(exc)) from None
    deal_from = spec_of(game).parts.replay_start
    if deal_from is None:
        raise fail("game", f"{game} has no replay files")
    try:
        first = deal_from(spec.deal.model_dump(exclude_none=True), options)
    except (ValueError, CardParseError) as exc:
        raise fail("deal", str(exc)) from None
    deal = first.clone()
    actions: list[Action] = []
    for number, step in enumerate(spec.steps, start=1):
        try:
            action = step_action(step)
        except CardParseError as exc:
            raise fail(f"steps.{number}", str(exc)) from None
        reason = deal.why_illegal(action)
        if reason is not None:
            raise fail(
                f"steps.{number}", f"{action} breaks a rule ({reason.code}, card §{reason.section})"
            )
        try:
            deal.apply(action)
        except RuleViolation as exc:
            raise fail(f"steps.{number}", str(exc)) from None
        actions.append(action)
    for number, check in enumerate(spec.checks, start=1):
        checker = spec_of(game).parts.replay_check
        problem = checker(deal, check.as_dict()) if checker else "this game states no results"
        if problem:
            raise fail(f"checks.{number}", problem)
    return Replay(
        id=spec.id, game=game, title=spec.title.texts(), start=first, actions=actions,
        narration=[step.narration() for step in spec.steps], section=spec.section, path=where,
    )  # fmt: skip


def replay_from_documents(documents: list[Document], where: str) -> Replay:
    """The one replay a replay file holds."""
    if len(documents) > 1:
        raise ReplayFileError(
            where, documents[1].start, "file", "a replay file holds one replay; remove the '---'"
        )
    (document,) = documents
    return build_replay(document.data, document.lines, where, document.start)


def read_replay(path: Path, root: Path | None = None) -> Replay:
    where = shown_path(path, root)
    return replay_from_documents(yaml_documents(read_text(path, where), where), where)


def replay_from_log(log: Any, replay_id: str = "log", where: str = "log") -> Replay:
    """A replay of a saved engine log (exported, or printed by `kartenschule play --json`)."""
    spec = validate(ReplayLog, log, where, {}, 0, ReplayFileError, "log", GAMES)
    rules = GAMES[spec.game]
    try:
        final = rules.replay(log)
        start = rules.deal_from_log(log)
    except OptionError as exc:
        raise ReplayFileError(where, 0, "options", str(exc)) from None
    except ENGINE_ERRORS as exc:
        raise ReplayFileError(where, 0, *_event_field(str(exc))) from None
    actions = [Action.from_dict(e["action"]) for e in final.events if e.get("type") == "action"]
    info = spec.replay
    title = (info.title.texts() if info and info.title else {}) or {
        lang: replay_id for lang in LANGUAGES
    }
    return Replay(replay_id, spec.game, title, start, actions)


def _event_field(message: str) -> tuple[str, str]:
    """The engine's `event 3: reason` as the field `events.4` (counted from 1, as the schema does)."""
    found = EVENT_MESSAGE.match(message)
    if found is None:
        return "events", message
    return f"events.{int(found.group(1)) + 1}", found.group(2)


def import_replay(raw: bytes, name: str) -> Replay:
    """An uploaded log, read within the size and nesting limits; `FileProblem` for anything wrong.

    Messages name the upload by its file name, never a path on the server.
    """
    return replay_from_log(json_document(raw, name), "imported", name)


def seeded_replay(game: str, seed: int) -> Replay:
    """Any seeded deal the engine plays, with random legal play from the same seed."""
    import random

    from tutorial.games.base import play_randomly

    deal = play_randomly(GAMES[game].new_deal(seed), random.Random(f"play:{seed}"))
    return replay_from_log(deal.log(), f"{game}-seed-{seed}")


@cache
def load_replays(root: Path = REPLAY_ROOT) -> dict[str, Replay]:
    """Every replay file, built and checked, by id."""
    found: dict[str, Replay] = {}
    for path in sorted(root.rglob("*.yaml")) if root.exists() else []:
        replay = read_replay(path, root.parent)
        if replay.id in found:
            raise ReplayFileError(
                replay.path, 1, "id", f"{replay.id!r} is already used in {found[replay.id].path}"
            )
        found[replay.id] = replay
    return found
