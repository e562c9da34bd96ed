"""The measured figures (`tutorial.games.measures`) of the two Schnapsen games' strategy lessons
(§13 of each).

Every deal is played by the rule-of-thumb player on every seat, the auction included: a Schnapser
is measured on the deals where that player bids one (three trumps with the ace, and a second ace).
The paired figures play one seeded deal twice, differing in one decision, so the difference is the
decision's and not the cards'.

Bauernschnapsen:
- `normal_caller_side_wins`: in the Normal game, how often F's pair wins the deal;
- `normal_three_trumps` / `normal_two_trumps`: the same when F holds at least three trumps, or at
  most two, of his five cards;
- `schnapser_made`: how often a Schnapser is made;
- `schnapser_four_trumps`: the same when the declarer holds four trumps or more, the ace and the ten
  among them (the rule of thumb bids with three, and those are hardly ever made).

Dreierschnapsen:
- `normal_with_talon`: how often F wins the Normal game, exchanging with the talon as the rule of
  thumb does (the cheapest cards outside trumps that are not half a marriage go);
- `normal_talon_back`: on the same deals, how often F wins when he lays the two talon cards away
  again, i.e. plays with the hand he was dealt;
- `talon_card_points`: F's card points with the exchange minus his card points without it;
- `schnapser_made`: how often a Schnapser is made, played by the rule of thumb (the declarer leads
  his safe side-suit cards first and keeps his trumps);
- `schnapser_trumps_first`: on the same deals, how often it is made when the declarer leads his
  highest trump as long as he holds one.
"""

from __future__ import annotations

from collections.abc import Callable

from tutorial.games.base import Action
from tutorial.games.cards import Card, Rank
from tutorial.games.measures import MEAN, SHARE, Measure
from tutorial.games.schnapsen.deal import SchnapsenDeal
from tutorial.games.schnapsen.phases import Phase
from tutorial.games.schnapsen.rule_of_thumb import choose as rule_of_thumb
from tutorial.games.schnapsen.rules import SchnapsenRules
from tutorial.words.i18n import N_, NP_

DEALS = NP_("deal", "deals", "n")
CARD_POINTS_GAINED = N_("card points gained by F from the talon exchange in the Normal game")

Policy = Callable[[SchnapsenDeal, int], Action]


def _play(deal: SchnapsenDeal, policy: Policy = rule_of_thumb) -> SchnapsenDeal:
    while not deal.is_over():
        seat = deal.to_move
        assert seat is not None
        deal.apply(policy(deal, seat))
    return deal


def _to_play(rules: SchnapsenRules, seed: int) -> tuple[SchnapsenDeal, list[Card]]:
    """The seeded deal, with trumps and the auction decided by the rule of thumb, stopped before
    anything else happens; and the talon as it lay (Dreier; empty in Bauern)."""
    deal = rules.new_deal(seed)
    assert isinstance(deal, SchnapsenDeal)
    talon = list(deal.talon)
    while deal.phase in (Phase.TRUMP, Phase.AUCTION) and not deal.is_over():
        seat = deal.to_move
        assert seat is not None
        deal.apply(rule_of_thumb(deal, seat))
        if deal.phase in (Phase.TRUMP, Phase.AUCTION):
            talon = list(deal.talon)
    return deal, talon


def _contract(deal: SchnapsenDeal) -> str | None:
    return None if deal.is_over() or deal.contract is None else deal.contract.id


def _trumps(deal: SchnapsenDeal, seat: int) -> int:
    return sum(c.suit is deal.play_trump for c in deal.hands[seat])


def _normal_won(rules: SchnapsenRules, seed: int, trumps: tuple[int, int]) -> float | None:
    """Whether F's side won the Normal game (None if the deal is another contract, or F's trumps
    are outside `trumps`, counted as the play begins)."""
    deal, _talon = _to_play(rules, seed)
    if _contract(deal) != "normal":
        return None
    forehand = deal.forehand
    while deal.phase is not Phase.PLAY and not deal.is_over():
        seat = deal.to_move
        assert seat is not None
        deal.apply(rule_of_thumb(deal, seat))
    if not trumps[0] <= _trumps(deal, forehand) <= trumps[1]:
        return None
    return float(forehand in _play(deal).result().winners)


def _with_talon_back(talon: list[Card]) -> Policy:
    """The rule of thumb, except that the declarer lays the talon cards away again."""

    def choose(deal: SchnapsenDeal, seat: int) -> Action:
        if deal.phase is Phase.TALON:
            back = [a for a in deal.legal_actions() if a.card in talon]
            if back:
                return back[0]
        return rule_of_thumb(deal, seat)

    return choose


def _trumps_first(deal: SchnapsenDeal, seat: int) -> Action:
    """The rule of thumb, except that the declarer leads his highest trump while he holds one."""
    if deal.phase is Phase.PLAY and seat == deal.declarer and not deal.trick:
        legal = deal.legal_actions()
        trumps = [
            a for a in legal
            if a.kind == "play" and a.card is not None and a.card.suit is deal.play_trump
        ]  # fmt: skip
        if trumps and not any(a.kind == "claim" for a in legal):
            return max(trumps, key=lambda a: deal.strength[a.card.index])  # type: ignore[union-attr]
    return rule_of_thumb(deal, seat)


def _dreier_normal(rules: SchnapsenRules, seed: int) -> tuple[SchnapsenDeal, SchnapsenDeal] | None:
    """The Normal game of a seeded deal played twice: with the exchange, and the talon laid back."""
    deal, talon = _to_play(rules, seed)
    if _contract(deal) != "normal" or len(talon) != 2:
        return None
    back = _play(deal.clone(), _with_talon_back(talon))
    return _play(deal), back


def _schnapser(
    rules: SchnapsenRules, seed: int, policy: Policy, strong: bool = False
) -> float | None:
    """Whether the Schnapser the rule of thumb bids is made (None if it bids none); `strong`: only
    when the declarer holds four trumps or more, the ace and the ten among them, as the play begins."""
    deal, _talon = _to_play(rules, seed)
    if _contract(deal) != "schnapser":
        return None
    if strong:
        declarer = deal.declarer
        assert declarer is not None
        while deal.phase is not Phase.PLAY and not deal.is_over():
            seat = deal.to_move
            assert seat is not None
            deal.apply(policy(deal, seat))
        trumps = {c.rank for c in deal.hands[declarer] if c.suit is deal.play_trump}
        if _trumps(deal, declarer) < 4 or not {Rank.ACE, Rank.TEN} <= trumps:
            return None
    return float(_play(deal, policy).result().made)


def bauern_measures(rules: SchnapsenRules) -> tuple[Measure, ...]:
    def won(trumps: tuple[int, int]) -> Callable[[int], float | None]:
        return lambda seed: _normal_won(rules, seed, trumps)

    return (
        Measure("normal_caller_side_wins", N_("Normal games won by F's pair"),
                SHARE, DEALS, won((0, 5)), default_n=10000),
        Measure("normal_three_trumps",
                N_("Normal games won by F's pair when F holds three or more trumps"),
                SHARE, DEALS, won((3, 5)), default_n=4000),
        Measure("normal_two_trumps",
                N_("Normal games won by F's pair when F holds two trumps or fewer"),
                SHARE, DEALS, won((0, 2)), default_n=4000),
        Measure("schnapser_made", N_("Schnapsers made"),
                SHARE, DEALS, lambda seed: _schnapser(rules, seed, rule_of_thumb), default_n=1500),
        Measure("schnapser_four_trumps",
                N_("Schnapsers made when the declarer holds four trumps or more with the ace and ten"),
                SHARE, DEALS, lambda seed: _schnapser(rules, seed, rule_of_thumb, strong=True),
                default_n=300),
    )  # fmt: skip


def dreier_measures(rules: SchnapsenRules) -> tuple[Measure, ...]:
    def normal(index: int) -> Callable[[int], float | None]:
        def observe(seed: int) -> float | None:
            both = _dreier_normal(rules, seed)
            return None if both is None else float(both[index].result().made)

        return observe

    def gained(seed: int) -> float | None:
        both = _dreier_normal(rules, seed)
        if both is None:
            return None
        forehand = both[0].forehand
        return float(
            both[0].result().card_points[forehand] - both[1].result().card_points[forehand]
        )

    def schnapser(policy: Policy) -> Callable[[int], float | None]:
        return lambda seed: _schnapser(rules, seed, policy)

    return (
        Measure("normal_with_talon", N_("Normal games won by F, exchanging with the talon"),
                SHARE, DEALS, normal(0), default_n=5000),
        Measure("normal_talon_back",
                N_("Normal games won by F on the same deals, laying the talon away again"),
                SHARE, DEALS, normal(1), default_n=5000),
        Measure("talon_card_points", CARD_POINTS_GAINED,
                MEAN, DEALS, gained, default_n=5000, signed=True),
        Measure("schnapser_made", N_("Schnapsers made, the declarer keeping his trumps"),
                SHARE, DEALS, schnapser(rule_of_thumb), default_n=2000),
        Measure("schnapser_trumps_first",
                N_("Schnapsers made on the same deals, the declarer leading his trumps first"),
                SHARE, DEALS, schnapser(_trumps_first), default_n=2000),
    )  # fmt: skip
