"""Bauernschnapsen and Dreierschnapsen in replay files: dealing a given position, checking results.

With hands given, the deck is stacked for a knocked deal (the engine deals 5 each in Bauern; the
talon of 2 first, then 6 each in Dreier), so the engine's own dealing yields exactly those hands.
Seats are named by role: F (forehand), M, R, D (dealer); the first three cards listed for F are
the ones F names trumps from.
"""

from __future__ import annotations

from typing import Any

from tutorial.games.bauernschnapsen.rules import BauernDeal
from tutorial.games.cards import PACK_20, Card, parse_card
from tutorial.games.dreierschnapsen.rules import DreierDeal
from tutorial.games.schnapsen.deal import SchnapsenDeal
from tutorial.replays.checks import check_trick

ROLE_OFFSET = {"F": 1, "M": 2, "R": 3, "D": 0}
DEALER = 0  # seats are absolute; with hands given, seat 0 deals


def _cards(values: Any, what: str) -> list[Card]:
    if not isinstance(values, list):
        raise ValueError(f"{what}: expected a list of cards")
    cards = [parse_card(str(v)) for v in values]
    for c in cards:
        if c not in PACK_20:
            raise ValueError(f"{what}: {c.symbol} is not in the 20-card pack")
    return cards


def schnapsen_start(game: str, spec: dict[str, Any], options: Any) -> SchnapsenDeal:
    """The dealt position: from a seed, or from the hands by role (and the talon, in Dreier)."""
    from tutorial.games.schnapsen.members import MEMBERS

    if "seed" in spec:
        dealer = spec.get("dealer")
        return MEMBERS[game].new_deal(
            int(spec["seed"]), options, None if dealer is None else int(dealer)
        )
    hands = spec.get("hands")
    roles = ("F", "M", "R", "D") if game == "bauernschnapsen" else ("F", "M", "D")
    if not isinstance(hands, dict) or set(map(str, hands)) != set(roles):
        raise ValueError(f"hands: give the cards of {', '.join(roles)}")
    by_role = {str(k): _cards(v, f"hands.{k}") for k, v in hands.items()}
    size = 5 if game == "bauernschnapsen" else 6
    if any(len(cards) != size for cards in by_role.values()):
        raise ValueError(f"hands: each player holds {size} cards")
    # Seat order after the dealer: F, M, (R,) D.
    order = [r for r in ("F", "M", "R", "D") if r in roles]
    if game == "bauernschnapsen":
        deck = [c for role in order for c in by_role[role]]
        if len(set(deck)) != 20:
            raise ValueError("a card appears twice; there is one of each card")
        return BauernDeal(options, DEALER, deck, None)
    used = [c for cards in by_role.values() for c in cards]
    talon = (
        _cards(spec["talon"], "talon") if "talon" in spec else [c for c in PACK_20 if c not in used]
    )
    deck = talon + [c for role in order for c in by_role[role]]
    if len(deck) != 20 or len(set(deck)) != 20:
        raise ValueError("hands and talon must hold each of the 20 cards once")
    return DreierDeal(options, DEALER, deck, None)


def schnapsen_spec(deal: Any) -> dict[str, Any]:
    """The `deal:` spec that `schnapsen_start` deals into this just-dealt deal again: each
    role's hand in the order received (F's first three first), and Dreierschnapsen's talon."""
    assert isinstance(deal, SchnapsenDeal)
    seats = [(deal.dealer + 1 + i) % deal.players for i in range(deal.players)]
    spec: dict[str, Any] = {
        "hands": {deal.role(s): [c.symbol for c in deal.hands[s]] for s in seats}
    }
    if isinstance(deal, DreierDeal):
        spec["talon"] = [c.symbol for c in deal.talon]
    return spec


def schnapsen_check(deal: SchnapsenDeal, check: dict[str, Any]) -> str | None:
    """Compare one stated result with the engine: a trick, a claim, or the deal's end."""
    if "trick" in check:
        return check_trick(deal, check, deal.role, "points", "card points")
    if "result" in check:
        if not deal.is_over():
            return "the steps do not finish the deal"
        result = deal.result()
        stated = check["result"]
        if "made" in stated and bool(stated["made"]) != result.made:
            return f"the file says made={stated['made']}, the engine says made={result.made}"
        if "game_points" in stated:
            gained = {deal.role(s): p for s, p in enumerate(result.game_points) if p}
            if {str(k): int(v) for k, v in stated["game_points"].items()} != gained:
                return (
                    f"the file says game points {stated['game_points']}, the engine says {gained}"
                )
        return None
    if "side_points" in check:
        role, stated = str(check["side_points"]["of"]), int(check["side_points"]["points"])
        if role not in deal.roles:
            seats = ", ".join(r for r in "FMRD" if r in deal.roles)
            return f"side_points: {role!r} is not a seat; the seats are {seats}"
        points = deal.side_points(deal.side[deal.seat_of(role)])
        if points != stated:
            return f"the file says {stated} points, the engine says {points}"
        return None
    return "a check names 'trick', 'side_points' or 'result'"
