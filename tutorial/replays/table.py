"""What the table looks like at one step of a replay, and what happened in that step.

A `TableView` is game-neutral (seats with hands, the trick on the table, the talon, what each seat
has taken), so the Replays page draws every game the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tutorial.card_names import Skin, card_label
from tutorial.cards import Card, parse_card
from tutorial.games.base import Deal
from tutorial.games.schneider import PLAYER_NAMES, SchneiderDeal, honours_in
from tutorial.i18n import Translator
from tutorial.narration import schneider_event_lines
from tutorial.replays.model import Replay


@dataclass(frozen=True)
class SeatView:
    """One player at the table: name, hand, and what they have taken so far."""

    name: str
    hand: tuple[Card, ...]
    taken: int
    points: int


@dataclass(frozen=True)
class TableView:
    """The table at one step: seats, the cards on the table (with who played them), the talon."""

    seats: tuple[SeatView, ...]
    trick: tuple[tuple[str, Card], ...]
    trick_winner: str | None
    talon: int
    to_move: str | None
    points_label: str


def table_view(deal: Deal) -> TableView:
    """The table of a deal as it stands."""
    if isinstance(deal, SchneiderDeal):
        return _schneider_table(deal)
    raise TypeError(f"no table view for {type(deal).__name__}")


def _schneider_table(deal: SchneiderDeal) -> TableView:
    seats = tuple(
        SeatView(
            PLAYER_NAMES[s], tuple(deal.hands[s]), len(deal.piles[s]), honours_in(deal.piles[s])
        )
        for s in (0, 1)
    )
    if deal.trick:
        trick = ((PLAYER_NAMES[deal.leader], deal.trick[0]),)
        winner = None
    else:
        last = next((e for e in reversed(deal.events) if e["type"] == "trick"), None)
        trick = (
            tuple(
                (PLAYER_NAMES[(last["leader"] + i) % 2], parse_card(code))
                for i, code in enumerate(last["cards"])
            )
            if last
            else ()
        )
        winner = PLAYER_NAMES[last["winner"]] if last else None
    to_move = PLAYER_NAMES[deal.to_move] if deal.to_move is not None else None
    return TableView(seats, trick, winner, len(deal.talon), to_move, "honours")


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
    lines: list[str] = []
    t = Translator(lang)
    options = replay.start.options  # type: ignore[attr-defined]
    for event in step_events(replay, step):
        if event["type"] == "action" and replay.game == "schneider":
            state = replay.state_at(step)
            if state.trick:  # a lead: the trick line comes with the answer
                card = parse_card(event["action"]["card"])
                lines.append(
                    t._("{player} leads {card}.").format(
                        player=PLAYER_NAMES[event["player"]], card=card_label(card, lang, skin)
                    )
                )
        elif replay.game == "schneider":
            lines.extend(line.strip() for line in schneider_event_lines(event, options, lang, skin))
    return lines


def points_by_trick(replay: Replay) -> tuple[list[str], list[list[int]], list[int]]:
    """Running totals per seat after each trick, and the step at which each trick completed."""
    events = replay.final().events
    names = list(PLAYER_NAMES)
    totals = [0] * len(names)
    series: list[list[int]] = [[0] for _ in names]
    steps = [0]
    action_count = 0
    for event in events:
        if event["type"] == "action":
            action_count += 1
        elif event["type"] == "trick":
            totals[event["winner"]] += event["honours"]
            for seat, values in enumerate(series):
                values.append(totals[seat])
            steps.append(action_count)
    return names, series, steps
