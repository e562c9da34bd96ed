"""Pause and predict: before the step that completes a trick, ask who will take it."""

from __future__ import annotations

from tutorial.games.registry import spec_of
from tutorial.replays.model import Replay
from tutorial.replays.table import step_events
from tutorial.words.explain import describe
from tutorial.words.transcript import seat_label


def next_trick_question(
    replay: Replay, step: int, lang: str = "en"
) -> tuple[list[str], str, str] | None:
    """(choices, the right answer, why) if the next step completes a trick, else None.

    The choices are every seat at the table, by the table's names for them."""
    if step >= replay.steps:
        return None
    trick = next((e for e in step_events(replay, step + 1) if e["type"] == "trick"), None)
    if trick is None:
        return None
    final = replay.final()
    spec = spec_of(final.game)
    why = spec.parts.trick_reason
    if why is None:
        return None
    seats = trick.get("players") or range(spec.players)
    players = [seat_label(final, s) for s in seats]
    return players, seat_label(final, trick["winner"]), describe(why(final, trick), lang)
