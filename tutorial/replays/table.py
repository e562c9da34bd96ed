"""What the table looks like at one step of a replay, and what happened in that step.

The table itself is each game's (`GameParts.table_view`, a game-neutral `TableView`); the words of a
step are the file's narration, else the game's own account of each event (`GameParts.event_lines`).
"""

from __future__ import annotations

from typing import Any

from tutorial.games.base import Deal
from tutorial.games.cards import parse_card
from tutorial.games.registry import spec_of
from tutorial.games.table import CARD_POINTS, HONOURS, SeatView, TableView
from tutorial.replays.model import Replay
from tutorial.words.card_names import Skin, card_label
from tutorial.words.i18n import Translator
from tutorial.words.transcript import event_lines, seat_label

__all__ = [
    "CARD_POINTS",
    "HONOURS",
    "SeatView",
    "TableView",
    "narrate",
    "points_by_trick",
    "points_kind",
    "step_events",
    "table_view",
]


def table_view(deal: Deal) -> TableView:
    """The table of a deal as it stands."""
    view = spec_of(deal.game).parts.table_view
    if view is None:
        raise TypeError(f"no table view for {deal.game}")
    return view(deal)


def step_events(replay: Replay, step: int) -> list[dict[str, Any]]:
    """The events the engine logged for the action of `step` (the dealing, for step 0)."""
    events = replay.final().events
    starts = [i for i, e in enumerate(events) if e["type"] == "action"]
    if step <= 0:
        return events[: starts[0]] if starts else events
    begin = starts[step - 1]
    end = starts[step] if step < len(starts) else len(events)
    return events[begin:end]


def narrate(replay: Replay, step: int, lang: str = "en", skin: Skin = Skin.FRENCH) -> list[str]:
    """What to say at this step: the file's narration, else the engine's own explanation."""
    written = replay.say(step, lang)
    if written:
        return [written]
    t = Translator(lang)
    final = replay.final()
    events = step_events(replay, step)
    lines: list[str] = []
    completes_trick = any(e["type"] == "trick" for e in events)
    for event in events:
        if event["type"] == "action":
            action = event["action"]
            if action["kind"] == "play" and not completes_trick:
                card = card_label(parse_card(action["card"]), lang, skin)
                leads = not replay.state_at(step - 1).trick  # type: ignore[attr-defined]
                template = t._("{player} leads {card}.") if leads else t._("{player} plays {card}.")
                lines.append(template.format(player=seat_label(final, event["player"]), card=card))
        else:
            lines.extend(line.strip() for line in event_lines(final, event, lang, skin))
    return lines


def points_by_trick(replay: Replay) -> tuple[list[str], list[list[int]], list[int]]:
    """Running totals per side after each trick (honours, or card points), and the step at which
    each trick completed. Sides are as the finished deal fixed them, named by their seats."""
    final = replay.final()
    order = [seat.seat for seat in table_view(final).seats]
    sides = sorted({final.side_of(s) for s in order}, key=lambda side: str(side))
    names = [
        "+".join(seat_label(final, s) for s in order if final.side_of(s) == side) for side in sides
    ]
    side_of = {seat: sides.index(final.side_of(seat)) for seat in order}
    amount = "honours" if points_kind(replay) == HONOURS else "points"
    totals = [0] * len(names)
    series: list[list[int]] = [[0] for _ in names]
    steps = [0]
    actions = 0
    for event in final.events:
        if event["type"] == "action":
            actions += 1
        elif event["type"] == "trick":
            totals[side_of[event["winner"]]] += event[amount]
            for side, values in enumerate(series):
                values.append(totals[side])
            steps.append(actions)
    return names, series, steps


def points_kind(replay: Replay) -> str:
    """What a seat collects in this replay's game: honours or card points."""
    return spec_of(replay.game).points_kind
