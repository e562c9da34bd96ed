"""Every concrete claim of the Dreierschnapsen article (seed S4), one named test each.

The numbering follows digest §3.9; S4 has no numbered sections, so the docstrings cite its headings.
Seats in the constructed deals: dealer D = seat 0, F (the caller) = 1, M = 2; a knocked deal gives
the talon first, then six cards each from F.
"""

from __future__ import annotations

import random

import pytest

from tests.schnapsen_helpers import (
    KONTRA,
    NO_CLAIM,
    PASS,
    act,
    auction,
    bid,
    card,
    dreier,
    finish_randomly,
    marriage,
    no_doubling,
    plays,
    seat,
)
from tutorial.games.base import Action, play
from tutorial.games.cards import PACK_20, Rank
from tutorial.games.dreierschnapsen.rules import RULES, DreierDeal, DreierOptions
from tutorial.games.schnapsen.cards import POINTS, RankOrder, card_points
from tutorial.games.schnapsen.checker import check_trick_position
from tutorial.games.schnapsen.contracts import DREIER_ROWS, dreier_table
from tutorial.games.schnapsen.scoring import normal_award
from tutorial.games.schnapsen.session import DreierSession

# Talon, F, M, D. Hearts are F's only trump candidate among his first three (J♥ K♦ Q♦).
MARRIAGE_DEAL = ("Q♣ J♣", "J♥ K♦ Q♦ A♣ 10♣ K♣", "A♦ 10♦ J♦ A♠ 10♠ K♠", "A♥ 10♥ K♥ Q♥ Q♠ J♠")
# M holds the four top trumps and two aces: a Kontrabauernschnapser he cannot lose.
KBS_DEAL = ("Q♣ J♣", "J♥ K♠ Q♠ K♦ Q♦ J♠", "A♥ 10♥ K♥ Q♥ A♠ A♦", "10♠ 10♦ J♦ A♣ 10♣ K♣")


def _lay_away_talon(deal: DreierDeal) -> None:
    """The declarer lays away the two cards he took from the talon."""
    taken = next(e["cards"] for e in deal.events if e["type"] == "talon")
    for code in taken:
        deal.apply(Action("discard", card(code)))


def _kbs_made(dealer: int = 0) -> DreierDeal:
    """M's Kontrabauernschnapser, played out: M leads trumps first, then his aces."""
    deal = dreier(*KBS_DEAL, dealer=dealer)
    auction(deal, "H", ("F", "pass"), ("M", "kontrabauernschnapser"), ("D", "pass"))
    _lay_away_talon(deal)
    no_doubling(deal)
    rng = random.Random(dealer)
    declarer = seat(deal, "M")
    while not deal.is_over():
        legal = deal.legal_actions()
        if deal.to_move == declarer:
            strength = deal.strength
            legal.sort(key=lambda a: (a.card.suit is deal.play_trump, strength[a.card.index]))
            deal.apply(legal[-1])
        else:
            deal.apply(rng.choice(legal))
    assert deal.result().made
    return deal


def test_claim01_deck_of_20_a11_10_k4_o3_u2() -> None:
    """S4 "Cards": 20 cards; Ace 11, Ten 10, King 4, Ober 3, Unter 2."""
    values = {c.rank: POINTS[c.index] for c in PACK_20}
    assert len(PACK_20) == 20
    assert values == {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2}


def test_claim02_cut_deal_is_3_each_talon_2_then_3_each() -> None:
    """S4 "Dealing": after a cut, 3 each clockwise from F, 2 to the talon, then 3 more each."""
    deck = list(PACK_20)
    deal = DreierDeal(DreierOptions(), 0, deck, 5)
    f, m, d = (seat(deal, r) for r in "FMD")
    assert [len(deal.hands[s]) for s in (f, m, d)] == [6, 6, 6] and len(deal.talon) == 2
    assert deal.hands[f] == deck[0:3] + deck[11:14]
    assert deal.hands[m] == deck[3:6] + deck[14:17]
    assert deal.hands[d] == deck[6:9] + deck[17:20]
    assert deal.talon == deck[9:11]


def test_claim03_knock_deal_talon_first_then_f_gets_his_first_three() -> None:
    """S4 "Dealing": after a knock the first 2 cards form the talon, then 6 each; F receives his
    packet of 3 for the trump decision first."""
    deck = list(PACK_20)
    deal = DreierDeal(DreierOptions(), 0, deck, None)
    assert deal.talon == deck[:2]
    assert deal.first_three == deck[2:5]
    assert deal.hands[seat(deal, "F")] == deck[2:8]


def test_claim04_three_unters_in_fs_first_three_allow_a_redeal() -> None:
    """S4 "Dealing": if F's first three cards are three Unters he may demand a new deal."""
    deal = dreier("A♥ 10♥", "J♠ J♥ J♦ K♥ Q♥ A♠", "10♠ K♠ Q♠ A♦ 10♦ K♦", "Q♦ A♣ 10♣ K♣ Q♣ J♣")
    redeal = Action("redeal")
    assert redeal in deal.legal_actions()
    deal.apply(redeal)
    assert deal.redeals == 1 and [e["type"] for e in deal.events[-2:]] == ["redeal", "deal"]
    assert sum(len(h) for h in deal.hands) + len(deal.talon) == 20
    again = RULES.replay(deal.log_json())
    assert again.events == deal.events
    plain = dreier(*MARRIAGE_DEAL)
    assert redeal not in plain.legal_actions()
    assert plain.why_illegal(redeal).code == "schnapsen.redeal_needs_unters"
    off = dreier("A♥ 10♥", "J♠ J♥ J♦ K♥ Q♥ A♠", "10♠ K♠ Q♠ A♦ 10♦ K♦", "Q♦ A♣ 10♣ K♣ Q♣ J♣",
                 options={"three_unter_redeal": False})  # fmt: skip
    assert off.why_illegal(redeal).code == "schnapsen.redeal_off"


def test_claim05_all_pass_and_f_plays_the_normal_game() -> None:
    """S4 "Bidding": if everybody passes, the caller plays the Normal game (Rufer)."""
    deal = dreier(*MARRIAGE_DEAL)
    auction(deal, "H", ("F", "pass"), ("M", "pass"), ("D", "pass"))
    assert deal.contract.id == "normal" and deal.declarer == seat(deal, "F")
    assert deal.phase.value == "talon" and deal.to_move == seat(deal, "F")


@pytest.mark.parametrize(
    ("bids", "winner", "without_talon"),
    [
        ((("F", bid("gang")), ("M", bid("gang", True)), ("D", "pass")), "M", True),
        ((("F", bid("gang")), ("M", bid("gang")), ("D", bid("gang"))), "F", False),
        ((("F", "pass"), ("M", bid("gang", True)), ("D", bid("gang", True))), "M", True),
        ((("F", bid("gang", True)), ("M", "pass"), ("D", bid("zehnergang"))), "D", False),
    ],
)
def test_claim06_equal_values_without_talon_first_then_f_m_d(
    bids: tuple, winner: str, without_talon: bool
) -> None:
    """S4 "Bidding": the highest value plays; on equal value the bid without the talon, then seat
    priority F > M > D."""
    deal = dreier(*MARRIAGE_DEAL)
    auction(deal, "H", *bids)
    assert deal.declarer == seat(deal, winner) and deal.without_talon is without_talon


def test_claim07_contract_values_of_the_table() -> None:
    """S4 "Contracts": 4, 5, 5, 6, 7, 9, 10, 12, 12, 12, 18, 24, 24; Normal 1/2/3."""
    every = frozenset(row.id for row in DREIER_ROWS)
    values = sorted(row.value for row in dreier_table(every) if row.id != "normal")
    assert values == [4, 5, 5, 6, 7, 9, 10, 12, 12, 12, 18, 24, 24]
    assert [normal_award(0, 0), normal_award(1, 10), normal_award(1, 40)] == [3, 2, 1]


def test_claim08_a_win_without_talon_adds_one_point_gang_9_becomes_10() -> None:
    """S4 "Talon": declaring to play without the talon adds a game point."""
    deal = dreier("Q♣ J♣", "J♥ K♦ Q♦ A♣ 10♣ K♣", "A♠ 10♠ K♠ Q♠ J♠ A♥", "10♥ K♥ Q♥ A♦ 10♦ J♦")
    auction(deal, "H", ("F", "pass"), ("M", bid("gang", True)), ("D", "pass"))
    no_doubling(deal)
    assert deal.to_move == seat(deal, "M")
    finish_randomly(deal, random.Random(8))
    result = deal.result()
    assert result.made and result.value == 10
    assert result.game_points[seat(deal, "M")] == 10 and sum(result.game_points) == 10


def test_claim09_points_in_the_discards_count_for_neither_side() -> None:
    """S4 "Talon": card points in the two cards laid away count for nobody."""
    deal = dreier(*MARRIAGE_DEAL)
    auction(deal, "H", ("F", "pass"), ("M", "pass"), ("D", "pass"))
    act(deal, "F", Action("discard", card("A♣")))
    act(deal, "F", Action("discard", card("10♣")))
    no_doubling(deal)
    finish_randomly(deal, random.Random(9), claims=False)
    result = deal.result()
    assert result.laid_away_points == 21
    assert sum(result.card_points) == 120 - 21
    assert all(card("A♣") not in pile for pile in deal.piles)


def test_claim10_spritzen_doubles_to_2_4_8() -> None:
    """S4 "Flecken": gespritzt ×2, zurückgespritzt ×4, once more ×8."""
    deal = dreier(*MARRIAGE_DEAL)
    auction(deal, "H", ("F", "pass"), ("M", "pass"), ("D", "pass"))
    _lay_away_talon(deal)
    multipliers = []
    for role in ("M", "F", "M"):
        act(deal, role, KONTRA)
        multipliers.append(deal.multiplier)
    assert multipliers == [2, 4, 8] and deal.phase.value == "play"
    names = [e["name"] for e in deal.events if e["type"] == "kontra"]
    assert names == ["spritzen", "retour", "re"]


def test_claim11_a_plain_king_of_another_suit_cannot_win_a_spade_trick() -> None:
    """S4 "Tricks": spades led, a king of another plain suit only discards; a trump can win."""
    plain = check_trick_position("dreierschnapsen", "normal", "C", ["Q♠"], ["K♥", "A♦"])
    assert set(plain.legal) == {card("K♥"), card("A♦")} and not plain.winning
    trump = check_trick_position("dreierschnapsen", "normal", "C", ["Q♠"], ["K♥", "J♣"])
    assert trump.legal == (card("J♣"),)
    assert trump.winning[card("J♣")].code == "schnapsen.wins_trump"


@pytest.mark.parametrize(
    ("hand", "legal", "rule"),
    [
        (["A♠", "J♠", "Q♣", "K♥"], ["A♠"], "schnapsen.follow_and_head"),
        (["J♠", "Q♣", "K♥"], ["J♠"], "schnapsen.follow_cannot_head"),
        (["Q♣", "K♥"], ["Q♣"], "schnapsen.trump_in"),
        (["K♥", "A♦"], ["K♥", "A♦"], "schnapsen.discard_free"),
    ],
)
def test_claim12_higher_of_the_suit_then_lower_then_trump_then_any(
    hand: list[str], legal: list[str], rule: str
) -> None:
    """S4 "Normal game": 1. a higher card of the suit, 2. a lower one, 3. a trump, 4. any card."""
    check = check_trick_position("dreierschnapsen", "normal", "C", ["K♠"], hand)
    assert list(check.legal) == [card(c) for c in legal]
    assert check.rule.code == rule


def test_claim13_a_side_without_a_trick_has_its_marriage_voided() -> None:
    """S4 "Marriages": if a side takes no trick, its 20 or 40 does not count."""
    deal = dreier(*MARRIAGE_DEAL)
    auction(deal, "H", ("F", "pass"), ("M", "pass"), ("D", "pass"))
    _lay_away_talon(deal)
    no_doubling(deal)
    marriage(deal, "Q♦")
    act(deal, "F", NO_CLAIM)
    plays(deal, "A♦ Q♥")  # M heads with A♦, D (void in diamonds) must trump and takes the trick
    f = seat(deal, "F")
    assert deal.marriage_points[f] == 20 and deal.tricks_won[f] == 0
    assert deal.side_points(deal.side[f]) == 0
    assert deal.side_points(deal.side[seat(deal, "D")]) == 3 + 11 + 3


def test_claim14_schnapser_caller_only_caller_leads_any_lost_trick_loses_value_6() -> None:
    """S4 "Schnapser": only the caller may bid it and he leads; if anyone beats him he loses; 6."""
    deal = dreier(*MARRIAGE_DEAL)
    auction(deal, "H", ("F", bid("schnapser")))
    assert deal.why_illegal(bid("schnapser")).code == "schnapsen.bid_caller"
    auction(deal, None, ("M", "pass"), ("D", "pass"))
    _lay_away_talon(deal)
    no_doubling(deal)
    assert deal.to_move == seat(deal, "F")
    plays(deal, "Q♦ A♦ Q♥")
    result = deal.result()
    assert not result.made and result.reason.code == "schnapsen.schnapser_lost_trick"
    assert result.value == 6


def test_claim15_kontraschnapser_non_caller_caller_leads_value_12() -> None:
    """S4 "Kontraschnapser": an opponent of the caller plays it; the caller leads; worth 12."""
    deal = dreier(*MARRIAGE_DEAL)
    auction(deal, "H")
    assert deal.why_illegal(bid("kontraschnapser")).code == "schnapsen.bid_non_caller"
    auction(deal, None, ("F", "pass"), ("M", bid("kontraschnapser")), ("D", "pass"))
    _lay_away_talon(deal)
    no_doubling(deal)
    assert deal.declarer == seat(deal, "M") and deal.to_move == seat(deal, "F")
    assert deal.contract.value == 12 and deal.contract.trick_limit == 3


def test_claim16_gang_declarer_leads_no_trumps_all_tricks_value_9() -> None:
    """S4 "Gang": anyone may bid; suits are equal (no trumps); the declarer leads and must take
    every trick; worth 9."""
    deal = dreier(*MARRIAGE_DEAL)
    auction(deal, "H", ("F", "pass"), ("M", "pass"), ("D", bid("gang")))
    _lay_away_talon(deal)
    no_doubling(deal)
    assert deal.to_move == seat(deal, "D") and deal.play_trump is None
    plays(deal, "J♠ K♣ K♠")  # F discards, M must head the spade and takes the trick
    result = deal.result()
    assert not result.made and result.reason.code == "schnapsen.all_tricks_lost"
    assert result.game_points[seat(deal, "F")] == result.game_points[seat(deal, "M")] == 9


@pytest.mark.parametrize("contract", ["zehnergang", "assenbettler"])
def test_claim17_zehnergang_and_assenbettler_rank_10_k_o_u_a(contract: str) -> None:
    """S4 "Zehnergang", "Assenbettler": the ace is the lowest card: 10, K, O, U, A."""
    options = {"assenbettler": True}
    row = {r.id: r for r in RULES.parse_options(options).table()}[contract]
    assert row.order is RankOrder.ACE_LOW and not row.trumps
    check = check_trick_position("dreierschnapsen", contract, None, ["A♦", "K♦"], ["J♦", "10♦"],
                                 options=options)  # fmt: skip
    assert check.legal == (card("10♦"),) and check.best is card("K♦")


def test_claim18_a_kontrabauernschnapser_ends_the_game_from_any_score() -> None:
    """S4 "Kontrabauernschnapser": worth 24, so winning it ends the game."""
    session = DreierSession(1, dealer=0)
    assert session.points == [0, 0, 0]
    deal = _kbs_made()
    session.record(deal)
    assert session.is_over() and session.winner() == seat(deal, "M")
    assert session.points[seat(deal, "M")] == 24


def test_claim19_a_lost_contract_pays_each_defender() -> None:
    """S4 "Objective and scoring": a declarer who loses gives the value to each defender."""
    deal = dreier(*MARRIAGE_DEAL)
    auction(deal, "H", ("F", bid("schnapser")), ("M", "pass"), ("D", "pass"))
    _lay_away_talon(deal)
    no_doubling(deal)
    plays(deal, "Q♦ A♦ Q♥")
    result = deal.result()
    f, m, d = (seat(deal, r) for r in "FMD")
    assert not result.made
    assert (result.game_points[f], result.game_points[m], result.game_points[d]) == (0, 6, 6)


def test_claim20_the_caller_deals_next() -> None:
    """S4 "Dealing": after each deal the caller becomes the next dealer."""
    session = DreierSession(3, dealer=1)
    deal = session.next_deal()
    deal.apply(deal.legal_actions()[0])
    auction(deal, None, ("F", "pass"), ("M", "pass"), ("D", "pass"))
    while not deal.is_over():
        deal.apply(next(a for a in deal.legal_actions() if a.kind != "claim"))
    session.record(deal)
    assert session.dealer == deal.forehand == 2


@pytest.mark.parametrize(
    ("before", "bummerl"),
    [([23, 23, 0], {0: 4, 1: 4}), ([5, 0, 0], {1: 2}), ([5, 3, 0], {1: 1})],
)
def test_claim21_schneider_2_bummerl_retourschneider_4(before: list[int], bummerl: dict) -> None:
    """S4 "Objective and scoring": a loser without game points is Schneider (2 Bummerl); if two
    players stand at 23 and the third, at 0, wins, both get a Retourschneider (4)."""
    session = DreierSession(1, dealer=0)
    session.points = list(before)
    session.record(_kbs_made(dealer=0))  # M = seat 2 wins 24
    assert session.winner() == 2
    assert session.bummerl() == bummerl


def test_claim22_normal_game_thresholds_as_in_bauernschnapsen() -> None:
    """S4 "Normal game": the losers with no trick → 3, under 33 → 2, 33 or more → 1."""
    assert normal_award(0, 0) == 3
    assert normal_award(1, 32) == 2
    assert normal_award(2, 33) == 1
    deal = dreier(*MARRIAGE_DEAL)
    auction(deal, "H", ("F", "pass"), ("M", "pass"), ("D", "pass"))
    _lay_away_talon(deal)
    no_doubling(deal)
    plays(deal, "Q♦ A♦ Q♥")  # D takes trick 1 for the defenders: 3 + 11 + 3 = 17
    assert deal.to_move == seat(deal, "D")
    act(deal, "D", Action("claim"))
    result = deal.result()
    assert result.reason.code == "schnapsen.claim_false" and result.value == 3
    assert result.game_points[seat(deal, "F")] == 3


def test_discards_and_talon_actions_are_explained() -> None:
    """S4 "Talon": the declarer lays away two cards of his own hand (now 8)."""
    deal = dreier(*MARRIAGE_DEAL)
    auction(deal, "H", ("F", "pass"), ("M", "pass"), ("D", "pass"))
    assert len(deal.hands[seat(deal, "F")]) == 8
    assert deal.why_illegal(Action("discard", card("A♦"))).code == "schnapsen.not_in_hand"
    assert deal.why_illegal(play(card("A♣"))).code == "schnapsen.expect_talon"
    assert deal.why_illegal(PASS).code == "schnapsen.expect_talon"
    assert card_points(deal.talon) == 0 and deal.talon == []
