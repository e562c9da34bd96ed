"""Invariants of Böhmischer Schneider over many random seeded deals, under every rule variant."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tutorial.games.base import Action, ReplayError
from tutorial.games.cards import ALL_CARDS, PACK_32
from tutorial.games.schneider.rules import (
    RESPONDER_WINNING_RULES,
    RULES,
    BeatRule,
    SchneiderOptions,
    responder_wins,
    rule_table,
    trick_rule,
    victory_points,
)

options_strategy = st.builds(
    SchneiderOptions,
    beat_rule=st.sampled_from(list(BeatRule)),
    seven_beats_ace=st.booleans(),
)


def _play(seed: int, options: SchneiderOptions, play_seed: int):
    deal = RULES.new_deal(seed, options)
    rng = random.Random(play_seed)
    seen_states = 0
    while not deal.is_over():
        legal = deal.legal_actions()
        assert legal, "a deal that is not over always has a legal action"
        for c in deal.hands[deal.to_move]:
            action = Action("play", c)
            assert (deal.why_illegal(action) is None) == (action in legal)
        deal.apply(rng.choice(legal))
        seen_states += 1
    return deal, seen_states


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32), options=options_strategy, play_seed=st.integers(0, 2**16))
def test_every_deal_conserves_cards_and_scores_consistently(
    seed: int, options: SchneiderOptions, play_seed: int
) -> None:
    deal, plays = _play(seed, options, play_seed)
    assert plays == 32
    piles = deal.piles[0] + deal.piles[1]
    assert sorted(c.index for c in piles) == sorted(c.index for c in PACK_32)
    assert deal.hands == [[], []] and deal.talon == []
    assert deal.tricks_played == 16
    result = deal.result()
    assert sum(result.honours) == 20
    high, low = max(result.honours), min(result.honours)
    assert result.victory_points[result.honours.index(low)] == 0 or high == low
    if high == low:
        assert result.winner is None and result.victory_points == (0, 0)
    else:
        assert result.victory_points[result.winner] == victory_points(high) >= 1


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), options=options_strategy, play_seed=st.integers(0, 2**16))
def test_saved_log_replays_to_the_same_deal(
    seed: int, options: SchneiderOptions, play_seed: int
) -> None:
    deal, _ = _play(seed, options, play_seed)
    again = RULES.replay(deal.log_json())
    assert again.events == deal.events
    assert again.result() == deal.result()


def test_tampered_log_is_rejected_with_the_event_number() -> None:
    deal, _ = _play(1, SchneiderOptions(), 1)
    log = deal.log()
    trick = next(i for i, e in enumerate(log["events"]) if e["type"] == "trick")
    log["events"][trick]["winner"] = 1 - log["events"][trick]["winner"]
    try:
        RULES.replay(log)
    except ReplayError as exc:
        assert f"event {trick}" in str(exc)
    else:
        raise AssertionError("a log with a wrong trick winner was accepted")


def test_deals_are_deterministic_for_a_seed() -> None:
    assert RULES.new_deal(42).events == RULES.new_deal(42).events
    assert RULES.new_deal(42).events != RULES.new_deal(43).events


def test_clone_is_independent() -> None:
    deal = RULES.new_deal(8)
    copy = deal.clone()
    copy.apply(copy.legal_actions()[0])
    assert len(deal.events) == 1 and len(copy.events) == 2
    assert len(deal.hands[deal.to_move]) == 6


@given(options=options_strategy)
def test_logged_rule_agrees_with_the_beat_decision(options: SchneiderOptions) -> None:
    """Two code paths decide a trick (the fast test and the explained rule); they must agree."""
    for lead in PACK_32:
        for answer in PACK_32:
            if answer is lead:
                continue
            rule = trick_rule(lead, answer, options)
            assert (rule in RESPONDER_WINNING_RULES) == responder_wins(lead, answer, options)
            assert rule_table(options)[lead.index * len(ALL_CARDS) + answer.index] == rule
