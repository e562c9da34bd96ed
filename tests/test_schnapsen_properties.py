"""Invariants of both Schnapsen engines over random seeded deals, random legal auctions and play.

Every contract is reached by a constructed auction (random play alone rarely leaves the top
contracts), under the default rules and under the published variants.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tests.schnapsen_helpers import bauern, dreier, force_contract
from tutorial.games.base import Action, play_randomly
from tutorial.games.bauernschnapsen.rules import RULES as BAUERN
from tutorial.games.cards import PACK_20, Rank
from tutorial.games.dreierschnapsen.rules import RULES as DREIER
from tutorial.games.reasons import Reason, RuleViolation
from tutorial.games.schnapsen.cards import MARRIAGE_PARTNER, TOTAL_POINTS, card_points
from tutorial.games.schnapsen.contracts import BAUERN_ROWS, DREIER_ROWS
from tutorial.games.schnapsen.deal import SchnapsenDeal
from tutorial.words.explain import REASON_TEXT, VARIANT_TEXT, describe

BAUERN_ALL = {"ass_bettler": True, "assenbettler": True, "plauderer": True}
DREIER_ALL = {"assenbettler": True, "ass_bettler": True, "plauderer": True, "bauernloch": True}
BAUERN_VARIANTS = [
    {},
    {"must_overtake": "trick_count_contracts_only", "must_trump": "only_if_it_wins"},
    {"claim_window": "between_any_tricks", "false_claim": "two_or_three", "cut": "cut"},
    {"contract_order": "harbour", "partner_sits_out": "bettler_gang_zehnergang",
     "schnapser_bidders": "f_only", "deal_after_cut": "1x5", "cut": "cut", "bettler_value": 5},
    {"cut": "knock", "ringerl_auto_win": False, **BAUERN_ALL},
]  # fmt: skip
DREIER_VARIANTS = [
    {},
    {"bidding": "caller_first", "spritzen_window": "before_talon"},
    {"schnapser_limit": "strict", "bettler_trumps": False, "gang_vs_zehnergang": "gang"},
    {"claim_window": "between_any_tricks", "without_talon_bonus": False, "cut": "knock"},
]
BAUERN_CONTRACTS = [r.id for r in BAUERN_ROWS if r.id not in ("farbenringerl", "trumpfringerl")]
DREIER_CONTRACTS = [r.id for r in DREIER_ROWS if r.id not in ("farbenringerl", "trumpfringerl")]


def _candidates(rows: tuple) -> list[Action]:
    """Every action any phase might be asked about, legal or not."""
    acts = [Action("play", c) for c in PACK_20]
    acts += [Action("play", c, flag=True) for c in MARRIAGE_PARTNER]
    acts += [Action("play", PACK_20[0], flag=True), Action("discard", PACK_20[3])]
    acts += [Action(k) for k in ("claim", "no_claim", "kontra", "no_kontra", "pass", "redeal")]
    acts += [Action("trump", value=s) for s in ("S", "H", "D", "C", "X")]
    acts += [Action("aufschlagen", value=str(i)) for i in range(4)]
    acts += [Action("discard", c) for c in PACK_20[::3]]
    acts += [Action("bid", value=r.id, flag=f) for r in rows for f in (False, True)]
    acts += [Action("bid", value="nonsense"), Action("play")]
    return acts


CANDIDATES = {
    "bauernschnapsen": _candidates(BAUERN_ROWS),
    "dreierschnapsen": _candidates(DREIER_ROWS),
}


def _explained(reason: Reason) -> None:
    """Every reason has an English template whose placeholders its parameters fill."""
    assert reason.code in REASON_TEXT, reason.code
    assert reason.variant is None or reason.variant in VARIANT_TEXT, reason.variant
    text = describe(reason)
    assert "{" not in text and text != reason.code


def _check_state(deal: SchnapsenDeal, rng: random.Random) -> None:
    """why_illegal is None exactly for the legal actions; an illegal one raises and changes
    nothing."""
    legal = deal.legal_actions()
    assert legal, "a deal that is not over always offers an action"
    assert len(set(legal)) == len(legal)
    illegal = []
    for action in CANDIDATES[deal.game] + legal:
        reason = deal.why_illegal(action)
        assert (reason is None) == (action in legal), (action, reason)
        if reason is not None:
            assert reason.code.startswith("schnapsen.") and reason.game == deal.game
            _explained(reason)
            illegal.append(action)
    if illegal:
        before = len(deal.events)
        with pytest.raises(RuleViolation):
            deal.apply(rng.choice(illegal))
        assert len(deal.events) == before


def _check_end(deal: SchnapsenDeal) -> None:
    held = [c for h in deal.hands for c in h]
    piles = [c for p in deal.piles for c in p]
    every = held + piles + deal.trick + deal.laid_away + deal.talon
    assert Counter(c.index for c in every) == Counter(c.index for c in PACK_20)
    result = deal.result()
    assert sum(result.card_points) == card_points(piles)
    assert sum(result.card_points) + result.laid_away_points + result.unplayed_points == 120
    if deal.tricks_played == deal.tricks_total:
        out = card_points(deal.hands[deal.out_seat]) if deal.out_seat is not None else 0
        assert sum(result.card_points) == TOTAL_POINTS - result.laid_away_points - out
    if deal.game == "bauernschnapsen":
        assert len(deal.laid_away) == 0 and result.laid_away_points == 0
        scored = [p for p in result.team_points if p]
        assert len(scored) == 1 and scored[0] == result.value > 0  # exactly one side scores
        assert result.game_points[0] == result.game_points[2]
        assert result.game_points[1] == result.game_points[3]
    else:
        assert len(deal.laid_away) + len(deal.talon) == 2
        if result.made:
            assert result.game_points[result.declarer] == result.value
            assert sum(result.game_points) == result.value
        else:
            assert result.game_points[result.declarer] == 0
            assert sorted(result.game_points) == [0, result.value, result.value]
    assert result.value % result.multiplier == 0 and result.multiplier in (1, 2, 4, 8)
    assert result.contract == deal.contract.id and result.reason.game == deal.game
    _explained(result.reason)


def _play_checked(deal: SchnapsenDeal, rng: random.Random, sample: float) -> SchnapsenDeal:
    while not deal.is_over():
        if rng.random() < sample:
            _check_state(deal, rng)
        deal.apply(rng.choice(deal.legal_actions()))
    assert deal.legal_actions() == [] and deal.to_move is None
    _check_end(deal)
    return deal


def _replays(deal: SchnapsenDeal) -> None:
    rules = BAUERN if deal.game == "bauernschnapsen" else DREIER
    again = rules.replay(deal.log_json())
    assert again.events == deal.events
    assert again.result() == deal.result()


@settings(max_examples=400, deadline=None)
@given(
    game=st.sampled_from(["bauernschnapsen", "dreierschnapsen"]),
    seed=st.integers(0, 2**32),
    play_seed=st.integers(0, 2**16),
    variant=st.integers(0, 4),
)
def test_random_deals_with_random_auctions_keep_every_invariant(
    game: str, seed: int, play_seed: int, variant: int
) -> None:
    rules, variants = (BAUERN, BAUERN_VARIANTS) if game == "bauernschnapsen" else (
        DREIER, DREIER_VARIANTS)  # fmt: skip
    deal = rules.new_deal(seed, variants[variant % len(variants)])
    _play_checked(deal, random.Random(play_seed), sample=0.3)
    _replays(deal)


@pytest.mark.parametrize("contract", BAUERN_CONTRACTS)
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), play_seed=st.integers(0, 2**16), variant=st.integers(0, 4))
def test_every_bauern_contract_plays_to_a_consistent_result(
    contract: str, seed: int, play_seed: int, variant: int
) -> None:
    options = {**BAUERN_VARIANTS[variant], **BAUERN_ALL}
    deal = BAUERN.new_deal(seed, options)
    rng = random.Random(play_seed)
    assume(force_contract(deal, contract, rng))
    _play_checked(deal, rng, sample=0.5)
    _replays(deal)


@pytest.mark.parametrize("contract", DREIER_CONTRACTS)
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), play_seed=st.integers(0, 2**16), variant=st.integers(0, 3))
def test_every_dreier_contract_plays_to_a_consistent_result(
    contract: str, seed: int, play_seed: int, variant: int
) -> None:
    options = {**DREIER_VARIANTS[variant], **DREIER_ALL}
    deal = DREIER.new_deal(seed, options)
    rng = random.Random(play_seed)
    assume(force_contract(deal, contract, rng))
    _play_checked(deal, rng, sample=0.5)
    _replays(deal)


@pytest.mark.parametrize("auto_win", [True, False])
@pytest.mark.parametrize("contract", ["farbenringerl", "trumpfringerl"])
def test_ringerl_contracts_need_the_whole_suit(contract: str, auto_win: bool) -> None:
    """Farbenringerl needs all five of a suit, Trumpfringerl all five trumps (digest §2.4)."""
    options = {"farbenringerl": True, "trumpfringerl": True, "ringerl_auto_win": auto_win}
    if contract == "trumpfringerl":
        hands = ("A♥ 10♥ K♥ Q♥ J♥", "A♠ 10♠ K♠ Q♠ J♠", "A♦ 10♦ K♦ Q♦ J♦", "A♣ 10♣ K♣ Q♣ J♣")
        bidder = "F"
    else:
        hands = ("A♥ 10♥ K♥ Q♥ J♠", "A♠ 10♠ K♠ Q♠ J♥", "A♦ 10♦ K♦ Q♦ J♦", "A♣ 10♣ K♣ Q♣ J♣")
        bidder = "R"
    deal = bauern(*hands, options=options)
    deal.apply(Action("trump", value="H"))
    while deal.phase.value == "auction":
        wanted = Action("bid", value=contract)
        if deal.role(deal.to_move) == bidder and deal.high_contract() != contract:
            assert wanted in deal.legal_actions()
            deal.apply(wanted)
        else:
            assert deal.role(deal.to_move) == bidder or wanted not in deal.legal_actions()
            deal.apply(next(a for a in deal.legal_actions() if a.kind == "pass") if deal.high
                       else Action("bid", value="normal"))  # fmt: skip
    assert deal.contract.id == contract
    if auto_win:
        assert deal.is_over() and deal.result().reason.code == "schnapsen.ringerl_shown"
    _play_checked(deal, random.Random(1), sample=1.0)
    assert deal.result().made and deal.result().value == (18 if contract == "farbenringerl" else 24)


@pytest.mark.parametrize("contract", ["farbenringerl", "trumpfringerl"])
def test_dreier_ringerl_is_played_out(contract: str) -> None:
    """S4 "Farbenringerl": holding the whole suit is not an automatic win; it is played."""
    if contract == "trumpfringerl":
        talon, f, m, d = "Q♣ J♣", "A♥ 10♥ K♥ Q♥ J♥ A♠", "10♠ K♠ Q♠ J♠ A♦ 10♦", "K♦ Q♦ J♦ A♣ 10♣ K♣"
        bidder = "F"
    else:
        talon, f, m, d = "Q♣ J♣", "A♥ 10♥ K♥ J♥ Q♦ J♦", "A♠ 10♠ K♠ Q♠ J♠ A♦", "10♦ K♦ Q♥ A♣ 10♣ K♣"
        bidder = "M"
    deal = dreier(talon, f, m, d)
    deal.apply(Action("trump", value="H"))
    for role in ("F", "M", "D"):
        if role == bidder:
            deal.apply(Action("bid", value=contract))
        else:
            assert Action("bid", value=contract) not in deal.legal_actions()
            deal.apply(Action("pass"))
    assert deal.contract.id == contract and not deal.is_over()
    _play_checked(deal, random.Random(2), sample=1.0)


@settings(max_examples=80, deadline=None)
@given(
    game=st.sampled_from(["bauernschnapsen", "dreierschnapsen"]),
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 40),
)
def test_a_clone_is_independent_of_the_original(game: str, seed: int, steps: int) -> None:
    rules = BAUERN if game == "bauernschnapsen" else DREIER
    deal = rules.new_deal(seed, {"claim_window": "between_any_tricks"})
    rng = random.Random(seed)
    for _ in range(steps):
        if deal.is_over():
            break
        deal.apply(rng.choice(deal.legal_actions()))
    snapshot = (deal.log_json(), [list(h) for h in deal.hands], deal.phase, deal.to_move)
    copy = deal.clone()
    play_randomly(copy, random.Random(seed + 1))
    assert (deal.log_json(), [list(h) for h in deal.hands], deal.phase, deal.to_move) == snapshot
    play_randomly(deal, random.Random(seed + 2))
    _check_end(deal)
    _check_end(copy)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_deals_are_deterministic_for_a_seed(seed: int) -> None:
    for rules in (BAUERN, DREIER):
        one = play_randomly(rules.new_deal(seed), random.Random(seed))
        two = play_randomly(rules.new_deal(seed), random.Random(seed))
        assert one.events == two.events


def test_random_play_reaches_normal_claims_both_ways() -> None:
    """Claims are optional actions: random play of forced Normal games makes true and false ones."""
    codes: Counter[str] = Counter()
    for seed in range(300):
        for rules in (BAUERN, DREIER):
            deal = rules.new_deal(seed)
            rng = random.Random(seed)
            assert force_contract(deal, "normal", rng)
            play_randomly(deal, rng)
            codes[deal.result().reason.code] += 1
    for code in ("schnapsen.claim_true_1", "schnapsen.claim_true_2", "schnapsen.claim_false",
                 "schnapsen.last_trick"):  # fmt: skip
        assert codes[code] > 0, codes


def test_three_unters_hands_are_redealt_in_random_play() -> None:
    deal = dreier("A♥ 10♥", "J♠ J♥ J♦ K♥ Q♥ A♠", "10♠ K♠ Q♠ A♦ 10♦ K♦", "Q♦ A♣ 10♣ K♣ Q♣ J♣")
    deal.apply(Action("redeal"))
    assert not all(c.rank is Rank.JACK for c in deal.first_three)
    _play_checked(deal, random.Random(4), sample=1.0)
    _replays(deal)
