"""What a side can still score in the Normal game (`SchnapsenDeal.payoff_range`, from
`claims.best_award`): the card core's search narrows its window by it (issue 23), so it must hold
for every way the deal can still end.

S3 §06 (and S4 "Normal game"): a true claim scores 3 if the losers took no trick, 2 if they have
fewer than 33 card points, else 1; nobody claiming, the last trick wins 1. A side's tricks and
points only grow, so what the other side could still win only falls; and a claim is always a
choice, so a side that never claims cannot be made to lose more than the other side's best.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.masks_helpers import SCHNAPSEN, play_starts
from tutorial.games.base import Action
from tutorial.games.registry import GAMES
from tutorial.games.schnapsen.contracts import Goal
from tutorial.games.schnapsen.deal import SchnapsenDeal
from tutorial.games.schnapsen.scoring import stake_value


def normal_start(game: str, seed: int) -> SchnapsenDeal | None:
    """A Normal game at its first lead under a random option mix (even seeds keep the auction
    quiet, so most of them are)."""
    deal = play_starts(game, seed)
    return deal if deal is not None and deal.goal is Goal.NORMAL else None


def play_out_without_claims_by(deal: SchnapsenDeal, side: int, rng: random.Random) -> None:
    """Random play to the end in which `side` never claims (it lets every offer pass)."""
    while not deal.is_over():
        legal = deal.legal_actions()
        mover = deal.to_move
        assert mover is not None
        if deal.side[mover] == side:
            legal = [a for a in legal if a.kind != "claim"] or legal
        deal.apply(rng.choice(legal))


def check_ranges_along(deal: SchnapsenDeal, rng: random.Random) -> int:
    """At random positions of one deal, each seat's range against random endings in which the
    side that would lose more never claims; returns the positions checked."""
    checked = 0
    while not deal.is_over():
        for seat in range(deal.players):
            if deal.side_of(seat) is None or seat == deal.out_seat:
                continue
            found = deal.payoff_range(seat)
            assert found is not None
            least, most = found
            own = deal.side[seat]
            for _ in range(2):
                ahead = deal.clone()
                play_out_without_claims_by(ahead, 1 - own, rng)
                assert ahead.payoff(seat) <= most, (seat, ahead.events[-3:])
                behind = deal.clone()
                play_out_without_claims_by(behind, own, rng)
                assert behind.payoff(seat) >= least, (seat, behind.events[-3:])
        checked += 1
        action: Action = rng.choice(deal.legal_actions())
        deal.apply(action)
    return checked


def test_no_side_scores_past_its_range_while_the_other_side_never_claims() -> None:
    checked = 0
    for game in SCHNAPSEN:
        for seed in range(0, 80, 2):
            deal = normal_start(game, seed)
            if deal is not None:
                checked += check_ranges_along(deal, random.Random(f"range:{game}:{seed}"))
    assert checked >= 500


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(min_value=0, max_value=10**9).map(lambda s: 2 * s),
    game=st.sampled_from(SCHNAPSEN),
)
def test_the_range_holds_on_any_seed(seed: int, game: str) -> None:
    deal = normal_start(game, seed)
    if deal is not None:
        check_ranges_along(deal, random.Random(seed))


def test_the_declarers_most_follows_the_card_scale_3_2_1_s3_06() -> None:
    """Before the defenders take a trick the declarer may still win 3; once they have one but
    fewer than 33 points, 2; with a trick and 33 or more (exactly 33 too), 1 — the scale of a
    true claim, since the last trick alone fetches 1."""
    seen = {3: 0, 2: 0, 1: 0}
    for game in SCHNAPSEN:
        for seed in range(0, 120, 2):
            deal = normal_start(game, seed)
            if deal is None:
                continue
            declarer = deal.declarer
            assert declarer is not None
            bonus, multiplier = deal.win_bonus(), deal.multiplier
            rng = random.Random(f"scale:{seed}")
            while not deal.is_over():
                tricks, points = deal.side_tricks(1), deal.side_points(1)
                award = 3 if tricks == 0 else 2 if points < 33 else 1
                found = deal.payoff_range(declarer)
                assert found is not None
                assert found[1] == stake_value(award, bonus, multiplier), (tricks, points)
                seen[award] += 1
                deal.apply(rng.choice([a for a in deal.legal_actions() if a.kind != "claim"]))
    assert min(seen.values()) >= 20, seen


def test_outside_the_normal_game_the_range_is_the_contracts_value_either_way() -> None:
    found = 0
    for game in SCHNAPSEN:
        for seed in range(2, 90, 3):  # steered to a random contract
            deal = play_starts(game, seed)
            if deal is None or deal.goal is Goal.NORMAL:
                continue
            bound = deal.payoff_bound()
            assert bound is not None
            for seat in range(deal.players):
                if seat != deal.out_seat:
                    assert deal.payoff_range(seat) == (-bound, bound)
            found += 1
    assert found >= 10


def test_before_the_card_play_there_is_no_range() -> None:
    for game in SCHNAPSEN:
        deal = GAMES[game].new_deal(1)
        assert isinstance(deal, SchnapsenDeal)
        assert deal.payoff_range(0) is None
