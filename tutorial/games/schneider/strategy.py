"""Böhmischer Schneider's measured figures (`tutorial.games.measures`) for the strategy lesson §09.

Every deal is played to the end by the rule-of-thumb player on both seats. The paired figures play
one seeded deal twice from the same position, once taking the trick and once letting it go, and
count the difference in the answering player's victory points.

- `first_lead_points`: the victory points of the player who leads the first trick, per deal.
- `first_lead_wins`: how often that player wins the deal (a 10:10 deal is not a win).
- `take_plain_trick`: the first time while the talon lasts that the answer can take a trick with
  no honour in it (7 taken by 8, 8 by 9), what taking instead of letting it go is worth.
- `take_honour_trick`: the same for the first trick that holds an honour.
- `schneider_share`: how often a deal ends Schneider or Schwarz (the loser has 4 honours or fewer).
"""

from __future__ import annotations

from tutorial.games.base import play
from tutorial.games.cards import PACK_32, Card
from tutorial.games.measures import MEAN, SHARE, Measure
from tutorial.games.schneider.rule_of_thumb import _can_still_answer, _safe_lead
from tutorial.games.schneider.rule_of_thumb import choose as rule_of_thumb
from tutorial.games.schneider.rules import HONOUR_VALUE, ORDER, RULES, SchneiderDeal, responder_wins
from tutorial.solver.worlds import seen_cards
from tutorial.words.i18n import N_, NP_

DEALS = NP_("deal", "deals", "n")


def _finish(deal: SchneiderDeal) -> SchneiderDeal:
    while not deal.is_over():
        seat = deal.to_move
        assert seat is not None
        deal.apply(rule_of_thumb(deal, seat))
    return deal


def _deal(seed: int) -> SchneiderDeal:
    deal = RULES.new_deal(seed)
    assert isinstance(deal, SchneiderDeal)
    return deal


def first_lead_points(seed: int) -> float:
    deal = _deal(seed)
    leader = deal.to_move
    assert leader is not None
    return _finish(deal).payoff(leader)


def first_lead_wins(seed: int) -> float:
    return float(first_lead_points(seed) > 0)


def schneider_share(seed: int) -> float:
    result = _finish(_deal(seed)).result()
    return float(max(result.victory_points) >= 2)


def _duck(deal: SchneiderDeal, seat: int, losers: list[Card]) -> Card:
    """The card the rule of thumb throws away when it does not take: what can no longer win first,
    plain cards before honours."""
    unseen = set(PACK_32) - seen_cards(deal, seat)

    def discard_rank(c: Card) -> tuple[int, int, int]:
        alive = _safe_lead(c, unseen, deal) or _can_still_answer(c, unseen, deal)
        return (HONOUR_VALUE[c], int(alive), ORDER[c.rank])

    return min(losers, key=discard_rank)


def _take_or_duck(seed: int, honours: bool) -> float | None:
    """Victory points gained by taking rather than letting go the first trick of its kind."""
    deal = _deal(seed)
    while deal.talon and not deal.is_over():
        seat = deal.to_move
        assert seat is not None
        if deal.trick:
            lead = deal.trick[0]
            cards = [a.card for a in deal.legal_actions() if a.card is not None]
            winners = [c for c in cards if responder_wins(lead, c, deal.options)]
            losers = [c for c in cards if c not in winners]
            if winners and losers:
                take = min(winners, key=lambda c: (HONOUR_VALUE[c], ORDER[c.rank]))
                if (HONOUR_VALUE[lead] + HONOUR_VALUE[take] > 0) == honours:
                    return _branch(deal, seat, take) - _branch(
                        deal, seat, _duck(deal, seat, losers)
                    )
        deal.apply(rule_of_thumb(deal, seat))
    return None


def _branch(deal: SchneiderDeal, seat: int, card: Card) -> int:
    copy = deal.clone()
    copy.apply(play(card))
    return _finish(copy).payoff(seat)


def take_plain_trick(seed: int) -> float | None:
    return _take_or_duck(seed, honours=False)


def take_honour_trick(seed: int) -> float | None:
    return _take_or_duck(seed, honours=True)


MEASURES: tuple[Measure, ...] = (
    Measure(
        "first_lead_points",
        N_("victory points per deal of the player who leads the first trick"),
        MEAN, DEALS, first_lead_points, default_n=10000, signed=True,
    ),
    Measure(
        "first_lead_wins",
        N_("deals won by the player who leads the first trick"),
        SHARE, DEALS, first_lead_wins, default_n=10000,
    ),
    Measure(
        "take_plain_trick",
        N_("victory points gained by taking the first trick without honours instead of letting it go"),
        MEAN, DEALS, take_plain_trick, default_n=3000, signed=True,
    ),
    Measure(
        "take_honour_trick",
        N_("victory points gained by taking the first trick with an honour instead of letting it go"),
        MEAN, DEALS, take_honour_trick, default_n=3000, signed=True,
    ),
    Measure(
        "schneider_share",
        N_("deals that end Schneider or Schwarz"),
        SHARE, DEALS, schneider_share, default_n=10000,
    ),
)  # fmt: skip
