"""What a seat has seen of a deal, and deals of the unseen cards consistent with all of it.

A player who cannot see the other hands can still reason about them: every card played or shown is
known, and every play tells something (a player who did not follow has none of the led suit, one
who did not head the trick has nothing higher). A *world* is the deal with the unseen cards dealt
anew among the places the seat cannot see (the other hands, the talon, the cards laid away), such
that the whole history replays legally in it. The engine decides what is legal: the plays'
lessons come from `Deal.excluded_by` (the duties read backwards), and every world is checked by
replaying every action, so bids that need a holding, marriages, talon and trump rules all count.

The unseen cards are placed by a randomised search that respects the plays' lessons, then the
replay accepts or rejects the world. The worlds are not exactly uniform over all consistent deals,
but every one of them is consistent.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tutorial.games.base import Action, Deal
from tutorial.games.cards import Card, parse_card
from tutorial.games.reasons import RuleViolation

Holding = tuple[int, int, int]  # (seat, from event, until event): a card was in that seat's hand


def seen_cards(deal: Deal, seat: int) -> set[Card]:
    """Every card `seat` has seen: its own (only F's first three while he names trumps), those
    it drew or took from the talon or laid away, and every card played or shown to the table."""
    events = deal.events
    start = _last_deal(events)
    seen: set[Card] = set()
    naming = getattr(deal, "phase", None) == "trump" and seat == getattr(deal, "forehand", None)
    own = events[start]["hands"][seat]
    seen.update(parse_card(code) for code in (own[:3] if naming else own))
    for event in events[start + 1 :]:
        kind = event["type"]
        if kind == "action":
            card = event["action"].get("card")
            if card is not None and (event["action"]["kind"] == "play" or event["player"] == seat):
                seen.add(parse_card(card))
        elif kind == "draw" and event["player"] == seat:
            seen.add(parse_card(event["card"]))
        elif (kind in ("talon", "laid_away") and event["player"] == seat) or kind == "marriage":
            seen.update(parse_card(code) for code in event["cards"])
        elif kind == "trump" and "card" in event:
            seen.add(parse_card(event["card"]))
    return seen


def _last_deal(events: Sequence[dict[str, Any]]) -> int:
    return max(i for i, e in enumerate(events) if e["type"] == "deal")


@dataclass
class _Knowledge:
    """The seat's view of a deal, worked out once: the final deal's deck, the history to replay,
    the places of the unseen cards and which cards each place cannot hold."""

    deck: list[Card]
    dealer: int
    cut: Any
    actions: list[tuple[int, Action]]  # (player, action) after the final deal event
    slots: list[int]  # deck positions holding unseen cards
    unseen: list[Card]  # the cards now in those positions
    allowed: list[set[Card]]  # per slot, the unseen cards it may hold


def _holdings(events: Sequence[dict[str, Any]], start: int) -> dict[Card, list[Holding]]:
    """For every card, when it was in which seat's hand (from the final deal on)."""
    since: dict[Card, tuple[int, int]] = {}
    spans: dict[Card, list[Holding]] = {}

    def take(card: Card, seat: int, at: int) -> None:
        since[card] = (seat, at)

    def leave(card: Card, at: int) -> None:
        if card in since:
            seat, begun = since.pop(card)
            spans.setdefault(card, []).append((seat, begun, at))

    for seat, hand in enumerate(events[start]["hands"]):
        for code in hand:
            take(parse_card(code), seat, start)
    for index in range(start + 1, len(events)):
        event = events[index]
        kind = event["type"]
        if kind == "action" and event["action"].get("card") is not None:
            leave(parse_card(event["action"]["card"]), index)
        elif kind == "draw":
            take(parse_card(event["card"]), event["player"], index)
        elif kind == "talon":
            for code in event["cards"]:
                take(parse_card(code), event["player"], index)
    for card, (seat, begun) in since.items():
        spans.setdefault(card, []).append((seat, begun, len(events)))
    return spans


def _knowledge(deal: Deal, seat: int) -> _Knowledge:
    events = deal.events
    start = _last_deal(events)
    first = events[start]
    deck = [parse_card(code) for code in first["deck"]]
    seen = seen_cards(deal, seat)
    actions: list[tuple[int, Action]] = []
    lessons: list[tuple[int, int, int]] = []  # (seat, event index, excluded cards)
    replay = _fresh(deal, deck, first)
    for index in range(start + 1, len(events)):
        event = events[index]
        if event["type"] != "action":
            continue
        action = Action.from_dict(event["action"])
        player = event["player"]
        if player != seat:
            excluded = replay.excluded_by(action)
            if excluded:
                lessons.append((player, index, excluded))
        replay.apply(action)
        actions.append((player, action))
    spans = _holdings(events, start)
    slots = [i for i, c in enumerate(deck) if c not in seen]
    unseen = [deck[i] for i in slots]
    allowed = []
    for card in unseen:
        barred = 0
        for holder, begun, until in spans.get(card, []):
            for player, at, excluded in lessons:
                if player == holder and begun <= at < until:
                    barred |= excluded
        allowed.append({c for c in unseen if not (barred >> c.index) & 1})
    return _Knowledge(deck, first["dealer"], first.get("cut"), actions, slots, unseen, allowed)


def _fresh(deal: Deal, deck: list[Card], first: dict[str, Any]) -> Deal:
    """A new deal of the same game and options, dealt from `deck` like the final deal."""
    cut = first.get("cut")
    return type(deal)(deal.options, first["dealer"], list(deck), cut)  # type: ignore[call-arg]


def _index(card: Card) -> int:
    return card.index


def _assign(k: _Knowledge, rng: random.Random, budget: int = 2_000) -> list[Card] | None:
    """Unseen cards for the unseen places, each place holding a card it may hold (a randomised
    search, most constrained place first); None if the budget of steps runs out."""
    order = sorted(range(len(k.slots)), key=lambda i: (len(k.allowed[i]), rng.random()))
    chosen: list[Card | None] = [None] * len(k.slots)
    used: set[Card] = set()
    steps = [0]

    def place(depth: int) -> bool:
        if depth == len(order):
            return True
        steps[0] += 1
        if steps[0] > budget:
            return False
        slot = order[depth]
        # In card order before shuffling: the same knowledge gives the same worlds.
        options = sorted((c for c in k.allowed[slot] if c not in used), key=_index)
        rng.shuffle(options)
        for card in options:
            chosen[slot] = card
            used.add(card)
            if place(depth + 1):
                return True
            used.discard(card)
        return False

    if not place(0):
        return None
    return [c for c in chosen if c is not None]


def _world(deal: Deal, k: _Knowledge, cards: list[Card]) -> Deal | None:
    """The deal with `cards` in the unseen places, brought to the current position; None if the
    history is not legal in it."""
    deck = list(k.deck)
    swap = dict(zip(k.unseen, cards, strict=True))
    for slot, card in zip(k.slots, cards, strict=True):
        deck[slot] = card
    world = _fresh(deal, deck, {"dealer": k.dealer, "cut": k.cut})
    for player, action in k.actions:
        if world.to_move != player:
            return None
        if action.card is not None and action.card in swap:
            action = Action(action.kind, swap[action.card], action.value, action.flag)
        try:
            world.apply(action)
        except RuleViolation:
            return None
    return world


def sample_worlds(
    deal: Deal, seat: int, count: int, rng: random.Random, max_tries: int | None = None
) -> list[Deal]:
    """Up to `count` deals, each identical to `deal` in everything `seat` has seen, with the
    unseen cards dealt anew consistently with the whole history, at the current position. The
    seat's own view is always one of them when nothing is hidden. Fewer (even none) are returned
    only when `max_tries` (default 50 × count) attempts did not find enough."""
    k = _knowledge(deal, seat)
    if not k.slots:
        return [deal.clone() for _ in range(count)]
    worlds: list[Deal] = []
    tries = max_tries if max_tries is not None else 50 * count
    for _ in range(tries):
        if len(worlds) == count:
            break
        cards = _assign(k, rng)
        if cards is None:
            continue
        world = _world(deal, k, cards)
        if world is not None:
            worlds.append(world)
    return worlds
