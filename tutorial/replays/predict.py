"""Pause and predict: before the step that completes a trick, ask who will take it."""

from __future__ import annotations

from tutorial.games.cards import parse_card
from tutorial.games.schnapsen.cards import trick_reason
from tutorial.games.schnapsen.deal import SchnapsenDeal
from tutorial.games.schneider.rules import PLAYER_NAMES, explain_trick
from tutorial.replays.model import Replay
from tutorial.replays.table import step_events
from tutorial.words.explain import describe


def next_trick_question(
    replay: Replay, step: int, lang: str = "en"
) -> tuple[list[str], str, str] | None:
    """(choices, the right answer, why) if the next step completes a trick, else None."""
    if step >= replay.steps:
        return None
    trick = next((e for e in step_events(replay, step + 1) if e["type"] == "trick"), None)
    if trick is None:
        return None
    cards = [parse_card(c) for c in trick["cards"]]
    final = replay.final()
    if isinstance(final, SchnapsenDeal):
        players = [final.role(s) for s in trick["players"]]
        reason = trick_reason(cards, final.play_trump, final.order, final.game)
        return players, final.role(trick["winner"]), describe(reason, lang)
    reason = explain_trick(cards[0], cards[1], replay.start.options)  # type: ignore[attr-defined]
    return list(PLAYER_NAMES), PLAYER_NAMES[trick["winner"]], describe(reason, lang)
