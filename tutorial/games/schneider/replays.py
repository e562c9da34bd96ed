"""Böhmischer Schneider in replay files: dealing a given position, and checking stated results."""

from __future__ import annotations

from typing import Any

from tutorial.games.cards import PACK_32, Card, parse_card
from tutorial.games.schneider.rules import PLAYER_NAMES, RULES, SchneiderDeal, SchneiderOptions
from tutorial.replays.checks import check_trick

SEATS = {name: seat for seat, name in enumerate(PLAYER_NAMES)}


def _seat(value: Any) -> int:
    name = str(value)
    if name not in SEATS:
        raise ValueError(f"dealer {name!r}: expected A or B")
    return SEATS[name]


def _cards(values: Any, what: str) -> list[Card]:
    if not isinstance(values, list):
        raise ValueError(f"{what}: expected a list of cards")
    return [parse_card(str(v)) for v in values]


def schneider_start(spec: dict[str, Any], options: SchneiderOptions) -> SchneiderDeal:
    """The dealt position: from a seed, or from the hands (and optionally the talon's order).

    With hands given, the deck is stacked so that the engine's own dealing (3+3, non-dealer first)
    gives exactly those hands; the talon is the rest, in pack order unless `talon` lists it.
    """
    dealer = _seat(spec["dealer"]) if "dealer" in spec else None
    if "seed" in spec:
        return RULES.new_deal(int(spec["seed"]), options, dealer)
    if dealer is None or "hands" not in spec:
        raise ValueError("give 'seed: N', or 'dealer' and 'hands'")
    hands = spec["hands"]
    if not isinstance(hands, dict) or set(map(str, hands)) != set(SEATS):
        raise ValueError("hands: give the six cards of A and of B")
    by_seat = {SEATS[str(k)]: _cards(v, f"hands.{k}") for k, v in hands.items()}
    if any(len(h) != 6 for h in by_seat.values()):
        raise ValueError("hands: each player holds 6 cards")
    used = by_seat[0] + by_seat[1]
    talon = _cards(spec["talon"], "talon") if "talon" in spec else []
    rest = [c for c in PACK_32 if c not in used and c not in talon]
    talon = talon + rest
    deck_cards = used + talon
    if len(set(deck_cards)) != len(deck_cards) or len(deck_cards) != 32:
        raise ValueError("a card appears twice; there is one of each card")
    first, second = 1 - dealer, dealer
    deck = (
        by_seat[first][:3] + by_seat[second][:3] + by_seat[first][3:] + by_seat[second][3:] + talon
    )
    return SchneiderDeal(options, dealer, deck, cut=0)


def schneider_spec(deal: Any) -> dict[str, Any]:
    """The `deal:` spec that `schneider_start` deals into this just-dealt deal again: the
    dealer, both hands and the talon in the order it is drawn."""
    assert isinstance(deal, SchneiderDeal)
    return {
        "dealer": PLAYER_NAMES[deal.dealer],
        "hands": {PLAYER_NAMES[seat]: [c.symbol for c in deal.hands[seat]] for seat in (0, 1)},
        "talon": [c.symbol for c in reversed(deal.talon)],  # the engine keeps its top last
    }


def schneider_check(deal: Any, check: dict[str, Any]) -> str | None:
    """Compare one stated result with the engine: a trick's winner and honours, or the final count."""
    if "trick" in check:
        return check_trick(deal, check, lambda seat: PLAYER_NAMES[seat], "honours", "honours")
    if "final" in check:
        if not deal.is_over():
            return "the steps do not finish the deal"
        result = deal.result()
        final = check["final"]
        if "honours" in final and list(result.honours) != list(final["honours"]):
            return (
                f"the file says honours {final['honours']}, the engine says {list(result.honours)}"
            )
        if "victory_points" in final and list(result.victory_points) != list(
            final["victory_points"]
        ):
            return f"the file says victory points {final['victory_points']}, the engine says {list(result.victory_points)}"
        return None
    return "a check names 'trick' or 'final'"
