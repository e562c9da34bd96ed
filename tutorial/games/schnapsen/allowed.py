"""Why an action the deal allows is allowed: the rule that permits it, with this position's facts.

`SchnapsenState.why_illegal` names the rule an action breaks; `why_allowed` is its other half. It
says whose turn it is and in which phase, and which rule lets the player do this here: a suit
among forehand's first three cards, the "who may bid" column of the contract table and the bid
to beat, the talon just taken, the doubling round after the contract is fixed, a marriage held
in one's own hand on lead, the moment a side may claim. The reason carries those facts; the
sentence is worded in `tutorial.games.schnapsen.texts`. An auction bid is told in parts (who may bid
it, the cards it asks for, how it stands to the bids before it), each a `Reason` of its own.
"""

from __future__ import annotations

from typing import Any

from tutorial.games.base import Action
from tutorial.games.cards import Card, Rank, parse_card
from tutorial.games.reasons import Reason
from tutorial.games.schnapsen.cards import (
    MARRIAGE_PARTNER,
    legal_rule,
    marriage_value,
)
from tutorial.games.schnapsen.contracts import Contract, Holding, MarriageRule
from tutorial.games.schnapsen.doubling import DOUBLING_NAMES
from tutorial.games.schnapsen.phases import Phase
from tutorial.games.schnapsen.sections import section
from tutorial.games.schnapsen.state import SchnapsenState


def _cards(cards: list[Card]) -> str:
    return " ".join(c.symbol for c in cards)


def why_allowed(deal: SchnapsenState, action: Action) -> Reason | None:
    """The rule that allows `action` for the player to move now, or None if it is not allowed
    (then `deal.why_illegal` says why)."""
    if deal.is_over() or deal.why_illegal(action) is not None:
        return None
    seat = deal.to_move
    assert seat is not None
    if action.kind in ("claim", "no_claim"):
        return _claim(deal, seat, action)
    return _BY_PHASE.get(deal.phase, _play)(deal, seat, action)


def _trump(deal: SchnapsenState, seat: int, action: Action) -> Reason:
    game, player = deal.game, deal.role(seat)
    sec = section(game, "trump")
    cards = _cards(deal.first_three)
    if action.kind == "trump":
        suit = next(c.suit for c in deal.first_three if c.suit.value == action.value)
        params = {"player": player, "suit": suit.symbol, "cards": cards}
        return Reason("schnapsen.allowed_trump", game, sec, params)
    if action.kind == "aufschlagen":
        params = {"player": player, "count": deal.blind_count, "cards": cards}
        return Reason("schnapsen.allowed_aufschlagen", game, sec, params)
    return Reason("schnapsen.allowed_redeal", game, sec, {"player": player, "cards": cards})


def _held_for(row: Contract, hand: list[Card], trump: Any) -> list[Card]:
    """The cards of the hand that make up the holding the contract asks for."""
    if row.holding is Holding.ACE:
        return [c for c in hand if c.rank is Rank.ACE]
    if row.holding is Holding.TRUMPS:
        return [c for c in hand if c.suit is trump]
    suit = next(s for s in {c.suit for c in hand} if sum(c.suit is s for c in hand) == 5)
    return [c for c in hand if c.suit is suit]


def _auction(deal: SchnapsenState, seat: int, action: Action) -> Reason:
    game, player = deal.game, deal.role(seat)
    sec = section(game, "bidding")
    if action.kind == "pass":
        code = "schnapsen.allowed_pass_" + ("four" if deal.players == 4 else "three")
        return Reason(code, game, sec, {"player": player})
    row = deal.contracts[str(action.value)]
    params: dict[str, Any] = {"player": player, "contract": row.id}
    who = Reason(f"schnapsen.bid_for_{row.bidders.value}", game, sec, params)
    when, variant = deal.bid_standing(seat, row)
    parts: dict[str, Any] = {"who": who, "when": when}
    if row.holding is not Holding.NONE:
        held = _held_for(row, deal.hands[seat], deal.trump)
        holding_params = {"player": player, "cards": _cards(held)}
        parts["holding"] = Reason(
            f"schnapsen.bid_holds_{row.holding.value}", game, sec, holding_params
        )
        return Reason("schnapsen.allowed_bid_holding", game, sec, parts, variant)
    return Reason("schnapsen.allowed_bid", game, sec, parts, variant)


def _talon(deal: SchnapsenState, seat: int, action: Action) -> Reason:
    game = deal.game
    taken = next(e["cards"] for e in reversed(deal.events) if e["type"] == "talon")
    talon = [parse_card(code) for code in taken]
    params = {"player": deal.role(seat), "card": action.card, "talon": _cards(talon)}
    code = "schnapsen.allowed_discard"
    if action.card in talon:
        code = "schnapsen.allowed_discard_talon"
    return Reason(code, game, section(game, "talon"), params)


def _doubling(deal: SchnapsenState, seat: int, action: Action) -> Reason:
    game = deal.game
    sec = section(game, "doubling")
    level = deal.kontra_level
    assert deal.contract is not None and deal.declarer is not None
    params: dict[str, Any] = {
        "player": deal.role(seat),
        "doubling": DOUBLING_NAMES[game][level],
        "contract": deal.contract.id,
        "declarer": deal.role(deal.declarer),
    }
    if action.kind == "no_kontra":
        return Reason("schnapsen.allowed_no_kontra", game, sec, params)
    if level == 0:
        return Reason("schnapsen.allowed_double_first", game, sec, params)
    params["previous"] = DOUBLING_NAMES[game][level - 1]
    return Reason("schnapsen.allowed_double_back", game, sec, params)


CLAIM_OFFERS = {
    "marriage": ("schnapsen.allowed_claim_marriage", None),
    "between": ("schnapsen.allowed_claim_variant", "claim_window=between_any_tricks"),
    "partner": ("schnapsen.allowed_claim_variant", "partner_claims"),
}


def _claim(deal: SchnapsenState, seat: int, action: Action) -> Reason:
    game = deal.game
    sec = section(game, "claim")
    params = {"player": deal.role(seat)}
    if action.kind == "no_claim":
        return Reason("schnapsen.allowed_no_claim", game, sec, params)
    if deal.phase is Phase.CLAIM and deal.claim_offer in CLAIM_OFFERS:
        code, variant = CLAIM_OFFERS[deal.claim_offer]
        return Reason(code, game, sec, params, variant)
    return Reason("schnapsen.allowed_claim_trick", game, sec, params)


def _play(deal: SchnapsenState, seat: int, action: Action) -> Reason:
    game = deal.game
    c = action.card
    assert c is not None and deal.contract is not None
    if action.flag:
        other = MARRIAGE_PARTNER[c]
        points = marriage_value(c, deal.play_trump)
        params = {"player": deal.role(seat), "card": c, "other": other, "points": points,
                  "contract": deal.contract.id}  # fmt: skip
        declarer_only = deal.contract.marriages is MarriageRule.DECLARER
        code = "schnapsen.allowed_marriage" + ("_declarer" if declarer_only else "")
        return Reason(code, game, section(game, "marriages"), params)
    hand = deal.hands[seat]
    return legal_rule(
        hand, deal.trick, deal.best_card, deal.play_trump, deal.order, game, deal.compulsion
    )


_BY_PHASE = {Phase.TRUMP: _trump, Phase.AUCTION: _auction, Phase.TALON: _talon,
             Phase.DOUBLING: _doubling}  # fmt: skip
