"""Every concrete claim of the Böhmischer Schneider rule card, one named test each.

Sources: seed S0 (RU card) and S2 (PT card with FAQ); the numbering follows digest §1.9. Each test
builds the situation with the engine and compares with what the card states.
"""

from __future__ import annotations

import itertools
import random

from tests.deal_helpers import level_deal
from tutorial.games.base import play, play_randomly
from tutorial.games.cards import PACK_32, RANKS_32, Rank, Suit, card, parse_card, parse_cards
from tutorial.games.schneider.rules import (
    RULES,
    SchneiderOptions,
    explain_trick,
    honours_in,
    legal_responses,
    resolve_trick,
    responder_wins,
    victory_points,
)
from tutorial.games.schneider.session import SchneiderSession

DEFAULT = SchneiderOptions()


def test_claim01_nine_spades_answered_by_jack_goes_to_leader_with_one_honour() -> None:
    """S0 §07, S2 §07: A leads 9♠, B answers J♠ → A takes both cards and 1 honour (the jack)."""
    outcome = resolve_trick(parse_card("9♠"), parse_card("J♠"))
    assert outcome.responder_wins is False
    assert outcome.honours == 1
    assert outcome.reason.params["needed"] is parse_card("10♠")


def test_claim02_ten_spades_answered_by_jack_goes_to_responder_with_two_honours() -> None:
    """S0 §07: a trick led with 10♠ and answered with J♠ → the responder wins 2 honours."""
    outcome = resolve_trick(parse_card("10♠"), parse_card("J♠"))
    assert outcome.responder_wins is True
    assert outcome.honours == 2


def test_claim03_queen_does_not_beat_ten_only_jack_does() -> None:
    """S0 §04, S2 FAQ "A vence 10? Não: exige J": Q♠ does not beat 10♠; J♠ does."""
    ten = parse_card("10♠")
    assert not responder_wins(ten, parse_card("Q♠"), DEFAULT)
    beaters = [c for c in PACK_32 if c is not ten and responder_wins(ten, c, DEFAULT)]
    assert beaters == [parse_card("J♠")]


def test_claim04_led_ace_cannot_be_beaten() -> None:
    """S0 §04: an ace that is led is unbeatable under the default options."""
    for suit in Suit:
        ace = card(Rank.ACE, suit)
        assert not any(responder_wins(ace, c, DEFAULT) for c in PACK_32 if c is not ace)
        assert explain_trick(ace, card(Rank.KING, suit), DEFAULT).code == "schneider.ace_led"


def test_claim05_ranks_do_not_wrap_seven_does_not_beat_ace() -> None:
    """S0 §02: the ace is not low and the seven does not beat it."""
    assert not responder_wins(parse_card("A♠"), parse_card("7♠"), DEFAULT)


def test_claim06_suits_do_not_substitute() -> None:
    """S0 §04: J♥ does not beat 10♠; only J♠ does."""
    assert not responder_wins(parse_card("10♠"), parse_card("J♥"), DEFAULT)
    assert explain_trick(parse_card("10♠"), parse_card("J♥"), DEFAULT).code == (
        "schneider.other_suit"
    )


def test_claim07_responder_may_play_any_card_even_holding_the_winner() -> None:
    """S0 §04, S2 FAQ "Tenho de assistir? Não": legal answers are the whole hand."""
    hand = parse_cards("10♠ 7♥ A♣ 8♦ K♠ Q♥")
    assert legal_responses(hand, parse_card("9♠"), DEFAULT) == hand
    deal = RULES.new_deal(3)
    deal.apply(deal.legal_actions()[0])
    responder = deal.to_move
    assert responder is not None
    assert deal.legal_actions() == [play(c) for c in deal.hands[responder]]


def test_claim08_the_beating_pairs_are_exactly_the_next_ranks() -> None:
    """S0 §04: 7→8, 8→9, 9→10, 10→J, J→Q, Q→K, K→A, and nothing else."""
    written = {("7", "8"), ("8", "9"), ("9", "10"), ("10", "J"), ("J", "Q"), ("Q", "K"), ("K", "A")}
    for suit in Suit:
        pairs = {
            (lead.rank.value, answer.rank.value)
            for lead in (card(r, suit) for r in RANKS_32)
            for answer in PACK_32
            if answer is not lead and responder_wins(lead, answer, DEFAULT)
        }
        assert pairs == written


def test_claim09_sixteen_to_four_honours_gives_two_victory_points() -> None:
    """S0 §07: a final count of 16:4 honours gives the winner 2 victory points, not 16."""
    assert victory_points(16) == 2
    assert victory_points(4) == 0


def test_claim10_victory_point_bands() -> None:
    """S0 §06: 11–15 → 1, 16–19 → 2, 20 → 3, 10:10 → nobody scores."""
    assert [victory_points(h) for h in range(11, 16)] == [1] * 5
    assert [victory_points(h) for h in range(16, 20)] == [2] * 4
    assert victory_points(20) == 3
    assert victory_points(10) == 0


def test_claim11_twenty_honours_one_per_ace_king_queen_jack_ten() -> None:
    """S0 §02, S2 FAQ: 20 honours in the pack, one each for A K Q J 10; 7, 8, 9 count nothing."""
    assert honours_in(PACK_32) == 20
    for c in PACK_32:
        expected = 0 if c.rank in (Rank.SEVEN, Rank.EIGHT, Rank.NINE) else 1
        assert honours_in([c]) == expected


def test_claim12_six_cards_each_talon_twenty_ten_refills_sixteen_tricks() -> None:
    """S0 §03, §05: 6 + 6 dealt, talon of 20, exactly 10 refills, talon empty after trick 10."""
    deal = RULES.new_deal(11)
    assert [len(h) for h in deal.hands] == [6, 6]
    assert len(deal.talon) == 20
    rng = random.Random(0)
    while not deal.is_over():
        deal.apply(rng.choice(deal.legal_actions()))
        if deal.tricks_played == 10 and not deal.trick:
            assert deal.talon == []
    draws = [e for e in deal.events if e["type"] == "draw"]
    trick_positions = [i for i, e in enumerate(deal.events) if e["type"] == "trick"]
    assert len(draws) == 20
    assert len(trick_positions) == 16
    last_draw = max(i for i, e in enumerate(deal.events) if e["type"] == "draw")
    assert trick_positions[9] < last_draw < trick_positions[10]


def test_claim13_winner_draws_first_and_leads_next() -> None:
    """S0 §05: after each trick the winner draws first, then the loser; the winner leads."""
    deal = play_randomly(RULES.new_deal(5), random.Random(5))
    events = deal.events
    for i, event in enumerate(events):
        if event["type"] != "trick":
            continue
        following = events[i + 1 : i + 3]
        if event["number"] <= 10:
            assert [e["type"] for e in following] == ["draw", "draw"]
            assert following[0]["player"] == event["winner"]
            assert following[1]["player"] == 1 - event["winner"]
        next_tricks = [e for e in events[i + 1 :] if e["type"] == "trick"]
        if next_tricks:
            assert next_tricks[0]["leader"] == event["winner"]


def test_claim14_non_dealer_leads_and_dealer_alternates_even_after_a_tie() -> None:
    """S0 §03: the non-dealer leads trick 1; the deal alternates after every deal, 10:10 included."""
    for dealer in (0, 1):
        assert RULES.new_deal(9, dealer=dealer).to_move == 1 - dealer
    session = SchneiderSession(seed=4)
    session.play_out()
    dealers = [d.dealer for d in session.deals]
    assert all(a != b for a, b in itertools.pairwise(dealers))
    tie_session = SchneiderSession(seed=4)
    tie_deal = level_deal(tie_session)
    before = tie_session.dealer
    tie_session.record(tie_deal)
    assert tie_session.dealer == 1 - before
    assert tie_session.deals_counted == 1


def test_claim15_honours_of_both_players_sum_to_twenty() -> None:
    """S0 §06: at the end of every deal the two honour counts add up to 20."""
    for seed in range(30):
        deal = play_randomly(RULES.new_deal(seed), random.Random(seed))
        assert sum(deal.result().honours) == 20


def test_claim16_six_deal_session_and_equal_totals_draw() -> None:
    """S0 §06: a session is 6 deals; more victory points wins; equal totals are a draw."""
    session = SchneiderSession(seed=2)
    session.play_out()
    assert len(session.deals) == 6
    drawn = SchneiderSession(seed=2)
    drawn.points = [3, 3]
    assert drawn.winner() is None
    drawn.points = [4, 3]
    assert drawn.winner() == 0
