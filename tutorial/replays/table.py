"""What the table looks like at one step of a replay, and what happened in that step.

A `TableView` is game-neutral (seats with hands, the trick on the table, the talon, what each seat
has taken), so the Replays page draws every game the same way. Schneider counts honours, the
Schnapsen games count card points.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tutorial.games.base import Deal
from tutorial.games.cards import Card, Suit, parse_card
from tutorial.games.schnapsen.deal import Phase, SchnapsenDeal
from tutorial.games.schnapsen.transcript import schnapsen_event_lines
from tutorial.games.schneider.narration import schneider_event_lines
from tutorial.games.schneider.rules import PLAYER_NAMES, SchneiderDeal, honours_in
from tutorial.replays.model import Replay
from tutorial.words.card_names import Skin, card_label
from tutorial.words.i18n import Translator

HONOURS, CARD_POINTS = "honours", "card_points"


@dataclass(frozen=True)
class SeatView:
    """One player at the table: name, hand, and what they have taken so far."""

    name: str
    hand: tuple[Card, ...]
    taken: int
    points: int
    seat: int = 0  # the seat number, which places the player round the table
    dealer: bool = False
    declarer: bool = False
    unseen: frozenset[Card] = frozenset()  # cards in the hand its owner has not looked at yet


@dataclass(frozen=True)
class TableView:
    """The table at one step: seats, the cards on the table (with who played them), the talon."""

    seats: tuple[SeatView, ...]
    trick: tuple[tuple[str, Card], ...]
    trick_winner: str | None
    talon: int
    to_move: str | None
    points_kind: str
    info: tuple[str, ...] = ()
    contract: str | None = None  # the contract's id (Schnapsen)
    trumps: Suit | None = None
    trump_card: Card | None = None  # the card turned up for trumps (Aufschlagen), shown to all
    multiplier: int = 1
    trick_seats: tuple[int, ...] = ()  # who played each card of `trick`, by seat number

    def seat_at(self, seat: int) -> SeatView:
        """The view of seat number `seat`."""
        return next(s for s in self.seats if s.seat == seat)


def table_view(deal: Deal) -> TableView:
    """The table of a deal as it stands."""
    if isinstance(deal, SchneiderDeal):
        return _schneider_table(deal)
    if isinstance(deal, SchnapsenDeal):
        return _schnapsen_table(deal)
    raise TypeError(f"no table view for {type(deal).__name__}")


def _last_trick(
    deal: Deal, name: Any
) -> tuple[tuple[tuple[str, Card], ...], str | None, tuple[int, ...]]:
    last = next((e for e in reversed(deal.events) if e["type"] == "trick"), None)
    if last is None:
        return (), None, ()
    players = last.get("players") or [(last["leader"] + i) % 2 for i in range(len(last["cards"]))]
    cards = tuple(
        (name(p), parse_card(code)) for p, code in zip(players, last["cards"], strict=True)
    )
    return cards, name(last["winner"]), tuple(players)


def _schneider_table(deal: SchneiderDeal) -> TableView:
    seats = tuple(
        SeatView(
            PLAYER_NAMES[s],
            tuple(deal.hands[s]),
            len(deal.piles[s]),
            honours_in(deal.piles[s]),
            seat=s,
            dealer=s == deal.dealer,
        )
        for s in (0, 1)
    )
    if deal.trick:
        trick, winner = ((PLAYER_NAMES[deal.leader], deal.trick[0]),), None
        seats_played: tuple[int, ...] = (deal.leader,)
    else:
        trick, winner, seats_played = _last_trick(deal, lambda seat: PLAYER_NAMES[seat])
    to_move = PLAYER_NAMES[deal.to_move] if deal.to_move is not None else None
    return TableView(
        seats, trick, winner, len(deal.talon), to_move, HONOURS, trick_seats=seats_played
    )


def seat_order(deal: SchnapsenDeal) -> list[int]:
    """Seats from forehand round to the dealer, the order the roles are read in."""
    return [(deal.dealer + 1 + i) % deal.players for i in range(deal.players)]


def _schnapsen_table(deal: SchnapsenDeal) -> TableView:
    blind = set(deal.blind_cards) if deal.phase is Phase.TRUMP else set()
    seats = tuple(
        SeatView(
            deal.role(s),
            tuple(deal.hands[s]),
            len(deal.piles[s]),
            deal.card_points[s],
            seat=s,
            dealer=s == deal.dealer,
            declarer=s == deal.declarer,
            unseen=frozenset(blind) if s == deal.forehand else frozenset(),
        )
        for s in seat_order(deal)
    )
    if deal.trick:
        trick = tuple((deal.role(s), c) for s, c in zip(deal.trick_seats, deal.trick, strict=True))
        winner = None
        seats_played = tuple(deal.trick_seats)
    else:
        trick, winner, seats_played = _last_trick(deal, deal.role)
    to_move = deal.role(deal.to_move) if deal.to_move is not None else None
    info = []
    if deal.contract is not None:
        info.append(deal.contract.id)
    if deal.play_trump is not None:
        info.append(deal.play_trump.symbol)
    return TableView(
        seats,
        trick,
        winner,
        len(deal.talon),
        to_move,
        CARD_POINTS,
        tuple(info),
        contract=deal.contract.id if deal.contract is not None else None,
        trumps=deal.play_trump if deal.contract is not None else deal.trump,
        trump_card=deal.trump_card,
        multiplier=deal.multiplier,
        trick_seats=seats_played,
    )


def step_events(replay: Replay, step: int) -> list[dict[str, Any]]:
    """The events the engine logged for the action of `step` (the dealing, for step 0)."""
    events = replay.final().events
    starts = [i for i, e in enumerate(events) if e["type"] == "action"]
    if step <= 0:
        return events[: starts[0]] if starts else events
    begin = starts[step - 1]
    end = starts[step] if step < len(starts) else len(events)
    return events[begin:end]


def _name(deal: Deal, seat: int) -> str:
    return deal.role(seat) if isinstance(deal, SchnapsenDeal) else PLAYER_NAMES[seat]


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
                lines.append(template.format(player=_name(final, event["player"]), card=card))
        elif isinstance(final, SchneiderDeal):
            lines.extend(
                line.strip() for line in schneider_event_lines(event, final.options, lang, skin)
            )
        else:
            lines.extend(line.strip() for line in schnapsen_event_lines(final, event, lang, skin))
    return lines


def points_by_trick(replay: Replay) -> tuple[list[str], list[list[int]], list[int]]:
    """Running totals per side after each trick (honours, or card points), and the step at which
    each trick completed."""
    final = replay.final()
    if isinstance(final, SchnapsenDeal):
        sides = sorted(set(final.side))
        names = [
            "+".join(final.role(s) for s in seat_order(final) if final.side[s] == side)
            for side in sides
        ]
        side_of = {seat: sides.index(final.side[seat]) for seat in range(final.players)}
        amount = "points"
    else:
        names = list(PLAYER_NAMES)
        side_of = {0: 0, 1: 1}
        amount = "honours"
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
    return HONOURS if replay.game == "schneider" else CARD_POINTS
