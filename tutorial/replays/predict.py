"""Pause and predict: before the step that completes a trick, ask who will take it."""

from __future__ import annotations

from tutorial.explain import describe
from tutorial.games.schneider import PLAYER_NAMES
from tutorial.replays.model import Replay
from tutorial.replays.table import step_events


def next_trick_question(
    replay: Replay, step: int, lang: str = "en"
) -> tuple[list[str], str, str] | None:
    """(choices, the right answer, why) if the next step completes a trick, else None."""
    if step >= replay.steps:
        return None
    trick = next((e for e in step_events(replay, step + 1) if e["type"] == "trick"), None)
    if trick is None:
        return None
    if replay.game == "schneider":
        from tutorial.cards import parse_card
        from tutorial.games.schneider import explain_trick

        lead, answer = (parse_card(c) for c in trick["cards"])
        reason = describe(explain_trick(lead, answer, replay.start.options), lang)  # type: ignore[attr-defined]
        return list(PLAYER_NAMES), PLAYER_NAMES[trick["winner"]], reason
    return None
