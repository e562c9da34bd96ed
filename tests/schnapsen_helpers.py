"""Building Schnapsen positions for the tests: deals with chosen hands, scripted auctions, and
random play that reaches a chosen contract."""

from __future__ import annotations

import random
from typing import Any

from tutorial.games.base import Action, play
from tutorial.games.bauernschnapsen.rules import RULES as BAUERN
from tutorial.games.bauernschnapsen.rules import BauernDeal
from tutorial.games.cards import Card, parse_card, parse_cards
from tutorial.games.dreierschnapsen.rules import RULES as DREIER
from tutorial.games.dreierschnapsen.rules import DreierDeal
from tutorial.games.schnapsen.deal import SchnapsenDeal

PASS = Action("pass")
KONTRA = Action("kontra")
NO_KONTRA = Action("no_kontra")
CLAIM = Action("claim")
NO_CLAIM = Action("no_claim")


def bauern(f: str, m: str, r: str, d: str, options: Any = None, dealer: int = 0) -> BauernDeal:
    """A knocked Bauernschnapsen deal: each role's five cards in the order received."""
    deck = parse_cards(f) + parse_cards(m) + parse_cards(r) + parse_cards(d)
    return BauernDeal(BAUERN.parse_options(options), dealer, deck, None)


def dreier(talon: str, f: str, m: str, d: str, options: Any = None, dealer: int = 0) -> DreierDeal:
    """A knocked Dreierschnapsen deal: the talon, then each role's six cards."""
    deck = parse_cards(talon) + parse_cards(f) + parse_cards(m) + parse_cards(d)
    return DreierDeal(DREIER.parse_options(options), dealer, deck, None)


def seat(deal: SchnapsenDeal, role: str) -> int:
    return deal.seat_of(role)


def act(deal: SchnapsenDeal, role: str, action: Action) -> None:
    """Apply `action`, checking that it is `role`'s turn."""
    assert deal.to_move == seat(deal, role), f"{role} is not to move ({deal.role(deal.to_move)})"
    deal.apply(action)


def bid(contract: str, without_talon: bool = False) -> Action:
    return Action("bid", value=contract, flag=without_talon)


def auction(deal: SchnapsenDeal, trump: str | None, *steps: tuple[str, str | Action]) -> None:
    """Name trumps (a suit letter, or `blind:N` for Aufschlagen), then the bids in turn."""
    if trump is not None:
        if trump.startswith("blind:"):
            deal.apply(Action("aufschlagen", value=trump.split(":")[1]))
        else:
            deal.apply(Action("trump", value=trump))
    for role, step in steps:
        action = step if isinstance(step, Action) else (PASS if step == "pass" else bid(step))
        act(deal, role, action)


def no_doubling(deal: SchnapsenDeal) -> None:
    while deal.phase.value == "doubling":
        deal.apply(NO_KONTRA)


def plays(deal: SchnapsenDeal, cards: str) -> None:
    """Play the cards in order, each by whoever is to move and must hold it."""
    for c in parse_cards(cards):
        assert c in deal.hands[deal.to_move], f"{c} is not in {deal.role(deal.to_move)}'s hand"
        deal.apply(play(c))


def marriage(deal: SchnapsenDeal, text: str) -> None:
    deal.apply(Action("play", parse_card(text), flag=True))


def card(text: str) -> Card:
    return parse_card(text)


def force_contract(deal: SchnapsenDeal, contract: str, rng: random.Random) -> bool:
    """Drive the auction to `contract` with random choices where they do not matter: name a random
    legal trump, let an eligible player bid it and everybody else pass. False if nobody may."""
    deal.apply(rng.choice([a for a in deal.legal_actions() if a.kind != "redeal"]))
    while deal.phase.value == "auction":
        legal = deal.legal_actions()
        wanted = [a for a in legal if a.kind == "bid" and a.value == contract]
        if deal.high_contract() == contract or not wanted:
            options = [a for a in legal if a.kind == "pass"] or [
                a for a in legal if a.kind == "bid" and a.value == "normal"
            ]
            if not options:
                return False
            deal.apply(options[0])
        else:
            deal.apply(rng.choice(wanted))
    return deal.contract is not None and deal.contract.id == contract


def finish_randomly(deal: SchnapsenDeal, rng: random.Random, claims: bool = True) -> None:
    """Play on with random legal actions; without `claims`, never claim (always play on)."""
    while not deal.is_over():
        legal = deal.legal_actions()
        if not claims:
            legal = [a for a in legal if a.kind != "claim"] or legal
        deal.apply(rng.choice(legal))
