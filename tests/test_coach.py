"""Hints and reviews: the choices and their limits come from the engine, the suggestion from the
strong player with a reason in words, and a review lists a seat's decisions, costliest first."""

from __future__ import annotations

import random

import pytest

from tests.schnapsen_helpers import bauern, no_doubling, plays
from tests.solver_helpers import late_positions
from tutorial.bots.advice import Budget
from tutorial.coach import hint, review
from tutorial.games.base import Action, ReplayError, play_randomly
from tutorial.games.cards import parse_card
from tutorial.games.registry import GAMES
from tutorial.words.explain import describe
from tutorial.words.i18n import LANGUAGES
from tutorial.words.texts.coach import COACH_REASONS

QUICK = Budget(samples=3, nodes=1_500, rollouts=3)


def _bauern_following() -> object:
    """Hearts trumps, F leads A♠ in the Normal game; M holds Q♠ J♠ and must follow."""
    deal = bauern("A♥ A♠ 10♠ K♠ J♥", "Q♠ J♠ A♦ 10♦ K♦", "A♣ 10♣ K♣ 10♥ Q♥", "Q♦ J♦ Q♣ J♣ K♥")
    deal.apply(Action("trump", value="H"))
    deal.apply(Action("bid", value="normal"))
    for _ in range(3):
        deal.apply(Action("pass"))
    no_doubling(deal)
    plays(deal, "A♠")
    return deal


def test_hint_names_the_duty_and_the_cards_it_rules_out() -> None:
    deal = _bauern_following()
    h = hint(deal, budget=QUICK)  # type: ignore[arg-type]
    assert {a.card for a in h.legal} == {parse_card("Q♠"), parse_card("J♠")}
    assert h.limits[0].code == "schnapsen.follow_cannot_head"  # neither spade beats A♠
    ruled_out = {r.params["card"] for r in h.limits[1:]}
    assert ruled_out == {parse_card(c) for c in ("A♦", "10♦", "K♦")}
    assert all(r.code == "schnapsen.must_follow" for r in h.limits[1:])
    assert h.suggestion in h.legal


def test_hint_reason_says_what_the_card_does() -> None:
    deal = _bauern_following()
    h = hint(deal, budget=QUICK)  # type: ignore[arg-type]
    # A♠ (F's) is best and M's spades cannot beat it: whatever M plays gives points away.
    assert h.reason.code == "coach.gives_least"
    assert h.reason.params["card"] == h.suggestion.card
    text = describe(h.reason)
    assert str(h.suggestion.card) in text and "card point" in text


def test_hint_for_the_last_card_of_a_trick_counts_the_points_taken() -> None:
    deal = _bauern_following()
    plays(deal, "J♠ Q♥")  # M follows, R trumps with Q♥ (best so far)
    h = hint(deal, budget=QUICK)  # type: ignore[arg-type]
    assert [a.card for a in h.legal] == [parse_card("K♥")]  # D must overtrump
    assert h.limits[0].code == "schnapsen.overtrump"
    # K♥ takes A♠ J♠ Q♥ K♥: 11 + 2 + 3 + 4 = 20 card points.
    assert h.reason.code == "coach.takes_trick" and h.reason.params["points"] == 20
    assert describe(h.reason) == "K♥ takes the trick and 20 card points."


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_hint_reason_has_words_in_every_language(game: str) -> None:
    rng = random.Random(game)
    codes = set()
    for seed in range(6):
        deal = GAMES[game].new_deal(seed)
        for _ in range(rng.randrange(1, 30)):
            if deal.is_over():
                break
            deal.apply(rng.choice(deal.legal_actions()))
        if deal.is_over():
            continue
        h = hint(deal, budget=QUICK)
        codes.add(h.reason.code)
        for lang in LANGUAGES:
            assert describe(h.reason, lang) != h.reason.code
    assert codes <= set(COACH_REASONS)


def test_hint_refuses_another_seats_turn() -> None:
    deal = _bauern_following()
    with pytest.raises(ValueError, match="turn"):
        hint(deal, seat=(deal.to_move + 1) % 4)  # type: ignore[attr-defined]


def test_review_lists_every_decision_of_the_seat_costliest_first() -> None:
    deal = GAMES["dreierschnapsen"].new_deal(8)
    play_randomly(deal, random.Random(8))
    log = deal.log()
    decisions = review(log, 0, mode="perfect")
    taken = [
        (i, Action.from_dict(e["action"]))
        for i, e in enumerate(log["events"])
        if e["type"] == "action" and e["player"] == 0
    ]
    assert sorted((d.event, d.taken) for d in decisions) == taken
    costs = [d.cost for d in decisions]
    assert costs == sorted(costs, reverse=True)
    assert all(d.best_value >= d.taken_value - 1e-9 or d.method == "forced" for d in decisions)


def test_review_perfect_mode_matches_the_solver_in_the_last_tricks() -> None:
    position = late_positions("bauernschnapsen", 1, (2,), 321)[0]
    seat = position.to_move
    assert seat is not None
    rng = random.Random(1)
    while not position.is_over():
        position.apply(rng.choice(position.legal_actions()))
    for decision in review(position.log(), seat, mode="perfect"):
        if decision.phase in ("play", "claim") and decision.method == "solver":
            assert decision.cost == decision.best_value - decision.taken_value


def test_review_of_a_bad_log_names_the_event() -> None:
    deal = GAMES["bauernschnapsen"].new_deal(3)
    play_randomly(deal, random.Random(3))
    log = deal.log()
    log["events"][5]["player"] = (log["events"][5]["player"] + 1) % 4
    with pytest.raises(ReplayError, match="event 5"):
        review(log, 0)
