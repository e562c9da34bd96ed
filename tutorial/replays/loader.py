"""Reading replay files (`replays/<game>/*.yaml`) and building them with the engine.

    id: schneider-07-nine-then-jack
    game: schneider
    section: "07"
    title: {en: …, de: …, ru: …, pt: …}
    deal:                       # a seed (`seed: 7`), or the hands as the card's example has them
      dealer: B
      hands: {A: [9♠, …], B: [J♠, …]}
    steps:                      # one engine action each; `say` is the narration (optional)
      - play: 9♠
        say: {en: "A leads 9♠.", de: …, ru: …, pt: …}
    checks:                     # what the example claims; the engine must agree
      - {trick: 1, winner: A, honours: 1}

Every problem is a `ReplayFileError` with file, line, field and reason.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, partial
from pathlib import Path
from typing import Any

import yaml

from tutorial.cards import CardParseError, parse_card
from tutorial.games import GAMES
from tutorial.games.base import Action, Deal, OptionError, ReplayError
from tutorial.i18n import LANGUAGES
from tutorial.puzzles.loader import _lines
from tutorial.reasons import RuleViolation
from tutorial.replays.model import Replay, ReplayFileError
from tutorial.replays.schnapsen_replays import schnapsen_check, schnapsen_start
from tutorial.replays.schneider_replays import schneider_check, schneider_start

REPLAY_ROOT = Path(__file__).resolve().parents[2] / "replays"
FIELDS = {"id", "game", "section", "title", "options", "deal", "steps", "checks"}
Starter = Callable[[dict[str, Any], Any], Deal]
Checker = Callable[[Deal, dict[str, Any]], str | None]
STARTERS: dict[str, Starter] = {
    "schneider": schneider_start,
    "bauernschnapsen": partial(schnapsen_start, "bauernschnapsen"),
    "dreierschnapsen": partial(schnapsen_start, "dreierschnapsen"),
}
CHECKERS: dict[str, Checker] = {
    "schneider": schneider_check,
    "bauernschnapsen": schnapsen_check,
    "dreierschnapsen": schnapsen_check,
}


def _step_action(step: Any) -> tuple[Action, dict[str, str]]:
    """One step: `{play: 9♠, say: {...}}`, or just `9♠` for a card play."""
    if not isinstance(step, dict):
        step = {"play": step}
    say = step.get("say") or {}
    if not isinstance(say, dict):
        raise ValueError("'say' must give one text per language")
    kinds = [k for k in step if k not in ("say", "flag")]
    if len(kinds) != 1:
        raise ValueError(f"a step is one action, e.g. 'play: 9♠'; found {kinds or 'none'}")
    kind = str(kinds[0])
    value = step[kind]
    flag = bool(step.get("flag", False))
    if value is None or value is True:
        return Action(kind, flag=flag), {str(k): str(v) for k, v in say.items()}
    try:
        return Action(kind, card=parse_card(str(value)), flag=flag), {
            str(k): str(v) for k, v in say.items()
        }
    except CardParseError:
        if kind == "play":
            raise
        return Action(kind, value=str(value), flag=flag), {str(k): str(v) for k, v in say.items()}


def build_replay(data: Any, lines: dict[str, int], where: str) -> Replay:
    """Check a replay's fields, deal it, and play every step through the engine."""

    def fail(name: str, reason: str) -> ReplayFileError:
        return ReplayFileError(where, lines.get(name, lines.get("id", 1)), name, reason)

    if not isinstance(data, dict):
        raise ReplayFileError(where, 1, "replay", "expected 'name: value' lines")
    unknown = sorted(set(map(str, data)) - FIELDS)
    if unknown:
        raise fail(unknown[0], f"unknown field; expected one of {', '.join(sorted(FIELDS))}")
    for name in ("id", "game", "title", "deal", "steps"):
        if not data.get(name):
            raise fail(name, "missing")
    game = str(data["game"])
    if game not in STARTERS:
        raise fail("game", f"{game!r} is not one of {', '.join(sorted(STARTERS))}")
    title = data["title"]
    if not isinstance(title, dict) or any(not title.get(lang) for lang in LANGUAGES):
        raise fail("title", "give a title in en, de, ru and pt")
    try:
        options = GAMES[game].parse_options(data.get("options") or {})
    except OptionError as exc:
        raise fail("options", str(exc)) from None
    if not isinstance(data["deal"], dict):
        raise fail("deal", "expected 'seed: N' or the dealer and the hands")
    try:
        start = STARTERS[game](data["deal"], options)
    except (ValueError, KeyError, TypeError) as exc:
        raise fail("deal", str(exc).strip("'\"")) from None
    if not isinstance(data["steps"], list):
        raise fail("steps", "expected a list of actions")
    deal = start.clone()
    actions: list[Action] = []
    narration: list[dict[str, str]] = []
    for number, step in enumerate(data["steps"], start=1):
        try:
            action, say = _step_action(step)
        except (ValueError, CardParseError) as exc:
            raise fail("steps", f"step {number}: {exc}") from None
        reason = deal.why_illegal(action)
        if reason is not None:
            raise fail(
                "steps",
                f"step {number}: {action} breaks a rule ({reason.code}, card §{reason.section})",
            )
        try:
            deal.apply(action)
        except RuleViolation as exc:
            raise fail("steps", f"step {number}: {exc}") from None
        actions.append(action)
        narration.append(say)
    for index, check in enumerate(data.get("checks") or [], start=1):
        problem = (
            CHECKERS[game](deal, check)
            if isinstance(check, dict)
            else "expected 'name: value' pairs"
        )
        if problem:
            raise fail("checks", f"check {index}: {problem}")
    return Replay(
        id=str(data["id"]), game=game, title={str(k): str(v) for k, v in title.items()}, start=start,
        actions=actions, narration=narration, section=str(data.get("section") or "") or None, path=where,
    )  # fmt: skip


def read_replay(path: Path, root: Path | None = None) -> Replay:
    where = str(path.relative_to(root)) if root and path.is_relative_to(root) else str(path)
    try:
        node = yaml.compose(path.read_text(encoding="utf-8"))
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise ReplayFileError(
            where, mark.line + 1 if mark else 0, "yaml", f"not valid YAML ({exc})"
        ) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ReplayFileError(where, 0, "file", f"cannot be read ({exc})") from None
    return build_replay(data, _lines(node) if node is not None else {}, where)


def replay_from_log(log: dict[str, Any] | str, replay_id: str = "log") -> Replay:
    """A replay of a saved engine log (exported, or printed by `kartenschule play --json`)."""
    import json

    data = json.loads(log) if isinstance(log, str) else log
    if not isinstance(data, dict) or data.get("game") not in GAMES:
        raise ReplayError(
            f"not a deal log: 'game' is {data.get('game') if isinstance(data, dict) else data!r}"
        )
    rules = GAMES[data["game"]]
    final = rules.replay(data)
    start = rules.deal_from_log(data)
    actions = [Action.from_dict(e["action"]) for e in final.events if e.get("type") == "action"]
    title = (data.get("replay") or {}).get("title") or {lang: replay_id for lang in LANGUAGES}
    return Replay(replay_id, data["game"], title, start, actions)


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
