"""A coach that teaches (issue 18, item 5).

- Under the card's literal false-claim rule (S3 §06: a false claim pays the opponents what the
  claim would have fetched) a claim short of 66 is at times the cheapest way out: it concedes 1
  where playing on concedes 2. That is the letter of the card, not good play: the strong player
  does not claim falsely unless asked to play the letter, the hint never suggests it and says
  why, and the review never calls it best.
- Schneider with the talon empty hides nothing: hint and review solve it exactly (S0 §06 victory
  points) instead of guessing with a 2-ply look-ahead, and say when they only estimated.
- The review counts in one unit: victory points in Schneider, game points in Schnapsen.
"""

from __future__ import annotations

import functools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.solver_helpers import claim_leads, schneider_endgame
from tutorial.app.pages.play.after import cost_line, cost_number
from tutorial.app.shell.state import Settings
from tutorial.bots.advice import Budget, advise
from tutorial.bots.rules_bot import RulesBot
from tutorial.bots.strong_bot import StrongBot
from tutorial.coach import hint, review
from tutorial.coach.review import unit
from tutorial.games.base import PLAY, Action, Deal
from tutorial.games.cards import format_cards, parse_card
from tutorial.games.registry import GAMES
from tutorial.games.schnapsen.actions import CLAIM
from tutorial.games.schneider.rollout import HORIZON as SCHNEIDER_HORIZON
from tutorial.games.schneider.rollout import rollout_value
from tutorial.solver.solve import solve
from tutorial.words.card_names import Skin
from tutorial.words.explain import describe
from tutorial.words.i18n import LANGUAGES

QUICK = Budget(samples=3, nodes=1_500, rollouts=3)
SCHNAPSEN = ["bauernschnapsen", "dreierschnapsen"]


def _false_claim(deal: Deal, action: Action) -> bool:
    """A claim of 66 by a side with fewer than 66 points (worked out here, not by the engine's
    `letter_only`)."""
    if action.kind != "claim":
        return False
    seat = deal.to_move
    assert seat is not None
    return deal.side_points(deal.side[seat]) < 66  # type: ignore[attr-defined]


@functools.cache
def _letter_found(game: str, count: int) -> tuple[Deal, ...]:
    return tuple(d for d in claim_leads(game, count) if _false_claim(d, solve(d).best))


def _letter_positions(game: str, count: int) -> list[Deal]:
    """Seeded lead positions where, every card face up and the card's literal rule applied, a
    false claim is the best move (fresh copies: the tests may play on)."""
    return [d.clone() for d in _letter_found(game, count)]


# -- false claims: the letter of the card -------------------------------------------------------


@pytest.mark.parametrize("game", SCHNAPSEN)
def test_a_false_claim_is_at_times_best_by_the_letter_of_the_card(game: str) -> None:
    """S3 §06 read literally: the claim pays the other side 1 where playing on loses 2."""
    positions = _letter_positions(game, 150)
    assert positions, "no lead position where a false claim is best by the letter"
    for deal in positions:
        values = {v.action: v.value for v in solve(deal).values}
        assert values[CLAIM] == -1  # the opponents have 33 or more and a trick: the claim pays 1
        assert max(v for a, v in values.items() if a != CLAIM) == -2
        # The same deal under the tables' rule: the false claim pays 2 (3 without a trick).
        assert GAMES[game].parse_options({"false_claim": "two_or_three"})  # the option exists


@pytest.mark.parametrize("game", SCHNAPSEN)
def test_the_hint_does_not_suggest_a_false_claim_and_says_why(game: str) -> None:
    positions = _letter_positions(game, 150)
    noted = 0
    for deal in positions:
        found = hint(deal, budget=QUICK)
        assert not _false_claim(deal, found.suggestion), format_cards(deal.hands[deal.to_move])  # type: ignore[attr-defined]
        assert found.reason.code != "coach.claim_short"
        if found.note is not None:
            noted += 1
            assert found.note.code == "coach.letter_false_claim"
            text = describe(found.note)
            assert "letter of the card" in text and "2 game points" in text and "66" in text
            for lang in LANGUAGES:
                assert describe(found.note, lang) != found.note.code
    assert noted, "the hint never explained why it does not claim"


@pytest.mark.parametrize("game", SCHNAPSEN)
def test_the_strong_player_claims_falsely_only_when_asked_to_play_the_letter(game: str) -> None:
    for deal in _letter_positions(game, 150):
        assert not _false_claim(deal, StrongBot(0, QUICK).choose(deal))
        fair = solve(deal, fair=True)
        assert not _false_claim(deal, fair.best)
        assert _false_claim(deal, solve(deal).best)  # the literal solver is unchanged
        letter = advise(deal, budget=QUICK, rng=random.Random(0), letter=True)
        spirit = advise(deal, budget=QUICK, rng=random.Random(0))
        if spirit.letter is not None:  # sampled, the claim still looks cheapest: taken if asked
            assert letter.best == spirit.letter


@pytest.mark.parametrize("game", SCHNAPSEN)
def test_the_review_never_calls_a_false_claim_best_and_marks_one_taken(game: str) -> None:
    deal = _letter_positions(game, 150)[0]
    seat = deal.to_move
    assert seat is not None
    deal.apply(CLAIM)
    decisions = review(deal.log(), seat, budget=QUICK)
    for decision in decisions:
        assert decision.best.kind != "claim" or not decision.letter
    claim = next(d for d in decisions if d.taken == CLAIM)
    assert claim.letter and claim.best != CLAIM
    assert [d for d in decisions if d.letter] == [claim]


@settings(max_examples=30, deadline=None)
@given(game=st.sampled_from(SCHNAPSEN), first=st.integers(0, 50_000))
def test_the_coach_never_calls_a_false_claim_best_under_the_card_rule(
    game: str, first: int
) -> None:
    """Property: at any seeded lead position where a claim is open, neither the hint's
    suggestion nor the fair solver's best is a false claim, under the default option."""
    deal = claim_leads(game, 1, first)[0]
    assert deal.options.false_claim.value == "as_if_true"  # type: ignore[attr-defined]
    assert not _false_claim(deal, hint(deal, budget=QUICK).suggestion)
    assert not _false_claim(deal, solve(deal, fair=True).best)


# -- Schneider: solve the endgame exactly ---------------------------------------------------------


def _endgame() -> Deal:
    """B to lead, 5 cards each, the talon empty; B has 12 honours banked, A none (S0 §06: B's
    12 are one victory point, 16 would be two)."""
    deal = schneider_endgame(53, 2)
    assert [format_cards(h) for h in deal.hands] == ["A♦ A♥ Q♥ K♠ 9♠", "J♥ K♥ K♦ Q♣ 8♦"]  # type: ignore[attr-defined]
    assert deal.honours() == (0, 12) and deal.to_move == 1  # type: ignore[attr-defined]
    assert not deal.talon  # type: ignore[attr-defined]
    return deal


def test_schneider_endgame_exact_best_differs_from_the_two_ply_guess() -> None:
    # Only the next rank of the same suit beats a card (S0 §04); A cannot beat Q♣ (no K♣) or 8♦
    # (no 9♦), but holds A♦ over K♦, A♥ over K♥ and Q♥ over J♥.
    # K♦ hands A the lead: A♦ takes it, and A has leads B cannot beat (A♥, K♠, 9♠: B holds no
    # next rank above them), on which B must throw honours; B ends below 16 — one victory point.
    # Q♣ (or 8♦) keeps the lead for B, who can reach 16 honours: two victory points.
    deal = _endgame()
    values = {str(v.action): v.value for v in solve(deal).values}
    assert values == {"play J♥": 1, "play K♥": 1, "play K♦": 1, "play Q♣": 2, "play 8♦": 2}
    guess = solve(deal, horizon=SCHNEIDER_HORIZON, evaluate=rollout_value).best  # the old way
    assert guess == PLAY[parse_card("K♦")]
    advice = advise(deal, budget=Budget())
    assert advice.method == "solver"
    assert str(advice.best) in ("play Q♣", "play 8♦")
    assert hint(deal).suggestion in (PLAY[parse_card("Q♣")], PLAY[parse_card("8♦")])


def test_schneider_review_charges_the_victory_point_the_guess_called_free() -> None:
    deal = _endgame()
    deal.apply(PLAY[parse_card("K♦")])
    player = RulesBot()
    while not deal.is_over():
        deal.apply(player.choose(deal))
    decisions = review(deal.log(), 1, budget=QUICK)
    k = next(d for d in decisions if d.taken == PLAY[parse_card("K♦")])
    assert k.method == "solver" and not k.estimate
    assert k.cost == 1.0 and str(k.best) in ("play Q♣", "play 8♦")
    # Every decision once the talon was empty was solved exactly (or forced).
    late = [d for d in decisions if d.number >= k.number]
    assert all(d.method in ("solver", "forced") for d in late)


def test_schneider_exact_solve_over_budget_falls_back_and_says_it_is_an_estimate() -> None:
    deal = _endgame()
    tight = Budget(samples=2, nodes=1_500, rollouts=2, exact=50)
    assert advise(deal, budget=tight).method == "horizon"
    deal.apply(PLAY[parse_card("Q♣")])
    while not deal.is_over():
        deal.apply(RulesBot().choose(deal))
    decisions = review(deal.log(), 1, budget=tight)
    q = next(d for d in decisions if d.taken == PLAY[parse_card("Q♣")])
    assert q.estimate


# -- one unit -----------------------------------------------------------------------------------


def test_the_review_counts_in_one_unit_per_game() -> None:
    """Schneider in victory points (S0 §06), Schnapsen in game points (S3 §06), in every
    language; the cost line never names the other unit."""
    assert unit("schneider") == "victory_points"
    assert {unit(g) for g in SCHNAPSEN} == {"game_points"}
    words = {
        "en": ("victory points", "game points"),
        "de": ("Gewinnpunkte", "Spielpunkte"),
        "ru": ("победных очках", "игровых очках"),
        "pt": ("pontos de vitória", "pontos de jogo"),
    }
    for lang in LANGUAGES:
        s = Settings(lang=lang, skin=Skin.FRENCH, four_colour=False)
        victory, game_points = words[lang]
        schneider = cost_line("schneider", s)
        assert victory in schneider and game_points not in schneider
        for game in SCHNAPSEN:
            line = cost_line(game, s)
            assert game_points in line and victory not in line


def test_schneider_review_values_are_victory_points() -> None:
    """Exact or estimated, every value lies within a Schwarz either way (3 victory points) and
    the exact ones are whole victory points."""
    deal = GAMES["schneider"].new_deal(7)
    bots = {0: RulesBot(0), 1: RulesBot(1)}
    while not deal.is_over():
        deal.apply(bots[deal.to_move].choose(deal))  # type: ignore[index]
    for decision in review(deal.log(), 0, budget=QUICK):
        for value in (decision.taken_value, decision.best_value):
            assert -3.5 <= value <= 3.5
            if decision.method == "solver":
                assert value == int(value)


def test_the_cost_is_a_number_of_the_learners_locale_with_no_noun_to_agree_with() -> None:
    """Issue 18 §2: «16.00 очка» had an English decimal point and the wrong plural after it."""
    assert cost_number(16, "ru") == "16,00" and cost_number(1.5, "de") == "1,50"
    assert cost_number(16, "en") == "16.00"
    for game in ("schneider", *SCHNAPSEN):
        line = cost_line(game, Settings(lang="ru", skin=Skin.FRENCH, four_colour=False))
        assert "очках: {cost}" in line  # the unit before the number, no plural form after it
