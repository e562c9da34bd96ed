"""The rule-of-thumb player of Bauern- and Dreierschnapsen: the usual table advice, no search.

- Trumps: the suit of the first three held most often (then the richest); three Unters: redeal.
- Bidding: a Ringerl when held; Bettler with a hand of low cards; Schnapser with three trumps
  including the ace and a second ace; otherwise F opens the Normal game and the others pass.
- Kontra: against a trump contract when holding the trump ace and ten; against a Bettler with
  three or more low cards (Unter, Ober). Never a Rekontra.
- Talon: lay away the cheapest cards outside trumps that are not half of a marriage (in a Bettler,
  the cards most likely to take a trick).
- Claims: exactly when the side has 66 (players may count). Marriages are shown when leading.
- Cards: lead a side-suit card nothing unseen can beat, else the cheapest side-suit card, keeping
  the trumps; follow by taking the trick as cheaply as possible, or, when the partner already
  takes it, adding points; otherwise give the least. A Bettler declarer ducks; his opponents
  duck under him; in a Gang the declarer's partner never beats him.
"""

from __future__ import annotations

from collections.abc import Callable

from tutorial.games.base import Action
from tutorial.games.cards import PACK_20, Card, Rank
from tutorial.games.schnapsen.cards import ORDER_RANKS, POINTS, TARGET, beats, best_index
from tutorial.games.schnapsen.contracts import Goal, Holding
from tutorial.games.schnapsen.deal import SchnapsenDeal
from tutorial.games.schnapsen.phases import Phase
from tutorial.solver.worlds import seen_cards

_LOW = (Rank.JACK, Rank.QUEEN)


def _points(c: Card) -> int:
    return POINTS[c.index]


def choose(deal: SchnapsenDeal, seat: int) -> Action:
    legal = deal.legal_actions()
    if len(legal) == 1:
        return legal[0]
    phase = deal.phase
    if phase is Phase.TRUMP:
        return _trump(deal, seat, legal)
    if phase is Phase.AUCTION:
        return _bid(deal, seat, legal)
    if phase is Phase.DOUBLING:
        return _double(deal, seat, legal)
    if phase is Phase.TALON:
        return _discard(deal, seat, legal)
    if phase is Phase.CLAIM:
        return _kind(legal, "claim" if _has_66(deal, seat) else "no_claim")
    return _card(deal, seat, legal)


def _kind(legal: list[Action], kind: str) -> Action:
    return next(a for a in legal if a.kind == kind)


def _has_66(deal: SchnapsenDeal, seat: int) -> bool:
    return deal.side_points(deal.side[seat]) >= TARGET


# -- before the play -------------------------------------------------------------------------


def _trump(deal: SchnapsenDeal, seat: int, legal: list[Action]) -> Action:
    if any(a.kind == "redeal" for a in legal):
        return _kind(legal, "redeal")
    first = deal.first_three
    named = [a for a in legal if a.kind == "trump"]

    def weight(a: Action) -> tuple[int, int]:
        suit = [c for c in first if c.suit.value == a.value]
        return len(suit), sum(_points(c) for c in suit)

    return max(named, key=weight)


def _wanted(deal: SchnapsenDeal, seat: int, contract: str) -> bool:
    """Whether the hand is good enough for a contract, by the usual rules of thumb."""
    hand = deal.hands[seat]
    trump = deal.trump
    row = deal.contracts[contract]
    if row.holding is not Holding.NONE:
        return True  # the engine offers a Ringerl only to a hand that holds it
    aces = sum(c.rank is Rank.ACE for c in hand)
    tens = sum(c.rank is Rank.TEN for c in hand)
    trumps = [c for c in hand if c.suit is trump]
    if row.goal is Goal.NO_TRICKS:
        return aces + tens == 0 and sum(c.rank is Rank.KING for c in hand) <= 1
    if row.goal is Goal.SCHNAPSER:
        top = any(c.rank is Rank.ACE for c in trumps)
        return len(trumps) >= 3 and top and aces >= 2
    if row.goal is Goal.ALL_TRICKS:  # every card but one the top of its suit in this order
        top = ORDER_RANKS[row.order][0]
        tops = sum(c.rank is top for c in hand)
        return tops >= len(hand) - 1 and (not row.trumps or len(trumps) >= 2)
    return False


def _bid(deal: SchnapsenDeal, seat: int, legal: list[Action]) -> Action:
    bids = [a for a in legal if a.kind == "bid" and not a.flag]
    wanted = [a for a in bids if a.value is not None and _wanted(deal, seat, a.value)]
    if wanted:
        return max(wanted, key=lambda a: deal.rank[str(a.value)])
    passes = [a for a in legal if a.kind == "pass"]
    if passes:
        return passes[0]
    normal = [a for a in bids if a.value == "normal"]
    return normal[0] if normal else bids[0]


def _double(deal: SchnapsenDeal, seat: int, legal: list[Action]) -> Action:
    contract = deal.contract
    assert contract is not None
    hand = deal.hands[seat]
    strong = False
    if deal.side[seat] == 1 and deal.kontra_level == 0:
        if contract.goal is Goal.NO_TRICKS:
            strong = sum(c.rank in _LOW for c in hand) >= 3
        elif deal.play_trump is not None:
            held = {c.rank for c in hand if c.suit is deal.play_trump}
            strong = Rank.ACE in held and Rank.TEN in held
    return _kind(legal, "kontra" if strong else "no_kontra")


def _discard(deal: SchnapsenDeal, seat: int, legal: list[Action]) -> Action:
    return discard_order(deal, seat, legal)[0]


def discard_order(deal: SchnapsenDeal, seat: int, legal: list[Action]) -> list[Action]:
    """The talon discards from the most to the least sensible by the rule of thumb."""
    contract = deal.contract
    assert contract is not None
    hand = deal.hands[seat]
    strength = deal.strength
    if contract.goal is Goal.NO_TRICKS:
        return sorted(legal, key=lambda a: -strength[a.card.index])  # type: ignore[union-attr]
    kings = {c.suit for c in hand if c.rank is Rank.KING}
    queens = {c.suit for c in hand if c.rank is Rank.QUEEN}
    paired = kings & queens

    def keep(a: Action) -> tuple[int, int, int]:
        c = a.card
        assert c is not None
        in_marriage = c.rank in (Rank.KING, Rank.QUEEN) and c.suit in paired
        return (int(c.suit is deal.trump), int(in_marriage), _points(c))

    return sorted(legal, key=keep)


# -- the play ----------------------------------------------------------------------------------


def _card(deal: SchnapsenDeal, seat: int, legal: list[Action]) -> Action:
    if any(a.kind == "claim" for a in legal) and _has_66(deal, seat):
        return _kind(legal, "claim")
    marriages = [a for a in legal if a.flag]
    if marriages:  # show it: the trump marriage first, leading the queen
        trumps = [a for a in marriages if a.card.suit is deal.play_trump]  # type: ignore[union-attr]
        pool = trumps or marriages
        return min(pool, key=lambda a: _points(a.card))  # type: ignore[arg-type]
    plays = [a for a in legal if a.kind == "play"]
    cards = [a.card for a in plays if a.card is not None]
    contract = deal.contract
    assert contract is not None
    pick = _lead(deal, seat, cards) if not deal.trick else _follow(deal, seat, cards)
    return plays[cards.index(pick)]


def _cheapest(cards: list[Card], deal: SchnapsenDeal) -> Card:
    """The card that costs least: no trump if avoidable, then the fewest points, the weakest."""
    strength = deal.strength
    return min(cards, key=lambda c: (c.suit is deal.play_trump, _points(c), strength[c.index]))


def _strongest(cards: list[Card], deal: SchnapsenDeal) -> Card:
    return max(cards, key=lambda c: deal.strength[c.index])


def _lead(deal: SchnapsenDeal, seat: int, cards: list[Card]) -> Card:
    contract = deal.contract
    assert contract is not None
    if contract.goal is Goal.NO_TRICKS:
        if seat == deal.declarer:
            return min(cards, key=lambda c: deal.strength[c.index])
        return _cheapest(cards, deal)
    unseen = set(PACK_20) - seen_cards(deal, seat)
    strength = deal.strength
    top = [
        c
        for c in cards
        if c.suit is not deal.play_trump
        and not any(x.suit is c.suit and strength[x.index] > strength[c.index] for x in unseen)
    ]
    if top:
        return max(top, key=_points)
    return _cheapest(cards, deal)


def _follow(deal: SchnapsenDeal, seat: int, cards: list[Card]) -> Card:
    contract = deal.contract
    assert contract is not None
    trick, seats = deal.trick, deal.trick_seats
    trump, strength = deal.play_trump, deal.strength
    best_pos = best_index(trick, trump, strength)
    best, holder = trick[best_pos], seats[best_pos]
    winning: Callable[[Card], bool] = lambda c: beats(c, best, trump, strength)  # noqa: E731
    winners = [c for c in cards if winning(c)]
    losers = [c for c in cards if not winning(c)]
    friend = deal.side[holder] == deal.side[seat]
    if contract.goal is Goal.NO_TRICKS:
        if seat == deal.declarer:  # duck: the highest card that still loses
            return (
                _strongest(losers, deal) if losers else min(cards, key=lambda c: strength[c.index])
            )
        if holder == deal.declarer:  # let him keep it
            return _strongest(losers, deal) if losers else _cheapest(cards, deal)
        return _cheapest(cards, deal)
    if friend and (contract.goal is Goal.NORMAL or seat != deal.declarer):
        if contract.goal is not Goal.NORMAL and holder == deal.declarer:
            return _cheapest(losers or cards, deal)  # never beat one's own declarer
        if losers:  # the partner takes it: add points
            return max(losers, key=lambda c: (c.suit is not trump, _points(c)))
        return _cheapest(cards, deal)
    if winners:
        return _cheapest(winners, deal)
    return _cheapest(cards, deal)
