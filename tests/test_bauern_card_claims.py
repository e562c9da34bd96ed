"""Every concrete claim of the Bauernschnapsen rule card (seed S3), one named test each.

The numbering follows digest §2.9. Each test builds the situation with the engine (a deal with
chosen hands, a scripted auction, or the trick checker) and compares with what the card states.
Seats in the constructed deals: dealer D = seat 0, F = 1, M = 2, R = 3 (F+R against M+D).
"""

from __future__ import annotations

import random

import pytest

from tests.schnapsen_helpers import (
    CLAIM,
    KONTRA,
    NO_KONTRA,
    PASS,
    act,
    auction,
    bauern,
    bid,
    card,
    finish_randomly,
    no_doubling,
    plays,
    seat,
)
from tutorial.games.base import Action, play
from tutorial.games.bauernschnapsen.rules import RULES, BauernOptions
from tutorial.games.cards import PACK_20, Rank, Suit
from tutorial.games.schnapsen.cards import (
    POINTS,
    STRENGTH,
    RankOrder,
    best_index,
    card_points,
)
from tutorial.games.schnapsen.checker import check_trick_position
from tutorial.games.schnapsen.scoring import normal_award
from tutorial.games.schnapsen.session import BauernSession

# Claim 2–4: the worked example of S3 §09 (hearts trump, K♥ A♥ 10♥ Q♥ by players 1–4).
EXAMPLE = ("K♥ A♠ K♠ Q♠ J♠", "A♥ J♥ A♣ 10♣ K♣", "10♥ A♦ 10♦ K♦ Q♦", "Q♥ 10♠ Q♣ J♣ J♦")
# Claims 6, 8, 9, 24: F+R win tricks 2–4 (82 points) after M+D took trick 1 worth 21.
CLAIM_DEAL = ("10♥ K♣ 10♠ K♦ Q♥", "A♣ J♠ K♥ J♣ 10♣", "Q♣ A♠ A♥ A♦ J♥", "Q♦ K♠ Q♠ 10♦ J♦")
CLAIM_TRICKS = ("K♣ A♣ Q♣ Q♦", "J♠ A♠ K♠ 10♠", "A♥ Q♠ 10♥ K♥", "A♦ 10♦ K♦ J♣")
# F holds K♥ Q♥ (claims 11, 12, 15, 18).
KQ_DEAL = ("K♥ Q♥ A♣ K♣ Q♣", "A♥ 10♥ J♥ A♠ 10♠", "J♣ 10♣ K♠ Q♠ J♠", "A♦ 10♦ K♦ Q♦ J♦")


def _normal(hands: tuple[str, str, str, str], trump: str = "H", **options: object):
    deal = bauern(*hands, options=options or None)
    auction(deal, trump, ("F", "normal"), ("M", "pass"), ("R", "pass"), ("D", "pass"))
    return deal


def test_claim01_twenty_cards_worth_120_and_pairs_play_from_0_to_24() -> None:
    """S3 §01: 20 cards A 10 K Q J, worth 11 10 4 3 2, 120 in all; pairs count 0 → 24."""
    assert len(PACK_20) == 20
    by_rank = {c.rank: POINTS[c.index] for c in PACK_20}
    assert by_rank == {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2}
    assert card_points(PACK_20) == 120
    session = BauernSession(1)
    assert session.points == [0, 0] and session.options.target == 24


def test_claim02_kh_ah_10h_qh_goes_to_player_2() -> None:
    """S3 §09: hearts trump, the trick K♥–A♥–10♥–Q♥ belongs to the second player (A beats 10)."""
    deal = _normal(EXAMPLE)
    no_doubling(deal)
    plays(deal, "K♥ A♥ 10♥ Q♥")
    trick = next(e for e in deal.events if e["type"] == "trick")
    assert trick["winner"] == seat(deal, "M") == trick["players"][1]
    assert trick["rule"] == "schnapsen.trick_trump"


def test_claim03_holding_ah_and_jh_against_kh_only_ah_is_legal() -> None:
    """S3 §09: with A♥ and J♥ facing K♥, the second player had to beat the king with the ace."""
    deal = _normal(EXAMPLE)
    no_doubling(deal)
    plays(deal, "K♥")
    assert deal.legal_actions() == [play(card("A♥"))]
    assert deal.why_illegal(play(card("J♥"))).code == "schnapsen.must_head"
    check = check_trick_position("bauernschnapsen", "normal", "H", ["K♥"], ["A♥", "J♥"])
    assert check.legal == (card("A♥"),)
    assert check.illegal[card("J♥")].params["held"] is card("A♥")


def test_claim04_that_trick_is_worth_28() -> None:
    """S3 §09: the cards are worth 4 + 11 + 10 + 3 = 28."""
    deal = _normal(EXAMPLE)
    no_doubling(deal)
    plays(deal, "K♥ A♥ 10♥ Q♥")
    trick = next(e for e in deal.events if e["type"] == "trick")
    assert trick["points"] == 28
    assert deal.card_points[seat(deal, "M")] == 28


def test_claim05_28_plus_trump_marriage_is_68_and_may_be_claimed_at_once() -> None:
    """S3 §09: a pair with 28 from tricks declares the trump marriage (40) → 68 and may stop,
    without taking the trick the marriage started."""
    hands = ("K♥ J♠ A♣ K♣ 10♣", "Q♥ J♥ J♣ Q♣ A♦", "A♥ K♠ Q♠ 10♦ K♦", "10♥ A♠ 10♠ Q♦ J♦")
    deal = _normal(hands, trump="S")
    no_doubling(deal)
    plays(deal, "K♥ Q♥ A♥ 10♥")  # R takes 4 + 3 + 11 + 10 = 28 for F+R
    assert deal.side_points(deal.side[seat(deal, "R")]) == 28
    act(deal, "R", Action("play", card("Q♠"), flag=True))  # R leads the trump marriage: 40
    assert deal.phase.value == "claim" and deal.to_move == seat(deal, "R")
    act(deal, "R", CLAIM)
    result = deal.result()
    assert result.made and result.reason.code == "schnapsen.claim_true_3"
    assert result.reason.params["points"] == 68
    assert deal.tricks_played == 1 and deal.trick == [card("Q♠")]


@pytest.mark.parametrize(
    ("doubles", "expected"),
    [((), 2), (("M",), 4), (("M", "F"), 8), (("M", "F", "M"), 16)],
)
def test_claim06_opponents_with_one_trick_of_21_give_2_doubled_by_kontra(
    doubles: tuple[str, ...], expected: int
) -> None:
    """S3 §09, §05: the opponents took a trick worth 21 → a correct claim is worth 2 game points
    before Kontra; Kontra, Rekontra and Subkontra make it 4, 8 and 16."""
    deal = _normal(CLAIM_DEAL)
    for role in doubles:
        act(deal, role, KONTRA)
    no_doubling(deal)
    for trick in CLAIM_TRICKS:
        plays(deal, trick)
    assert deal.side_points(1) == 21 and deal.side_tricks(1) == 1
    act(deal, "R", CLAIM)
    result = deal.result()
    assert result.value == expected
    assert result.team_points[seat(deal, "F") % 2] == expected
    assert result.team_points[seat(deal, "M") % 2] == 0


def test_claim07_thresholds_33_gives_1_32_gives_2_no_trick_gives_3() -> None:
    """S3 §06: 1 if the opponents have 33 or more, 2 if they have a trick but fewer, 3 if none."""
    assert normal_award(opponent_tricks=2, opponent_points=33) == 1
    assert normal_award(opponent_tricks=1, opponent_points=32) == 2
    assert normal_award(opponent_tricks=0, opponent_points=0) == 3
    assert normal_award(opponent_tricks=0, opponent_points=40) == 3  # a marriage without a trick


def test_claim08_false_claim_gives_the_opponents_the_claims_price() -> None:
    """S3 §06: a claim below 66 gives the opponents what the claimers would have received."""
    deal = _normal(CLAIM_DEAL)
    no_doubling(deal)
    plays(deal, CLAIM_TRICKS[0] + " " + CLAIM_TRICKS[1])
    assert deal.side_points(0) == 27
    act(deal, "R", CLAIM)
    result = deal.result()
    assert not result.made and result.reason.code == "schnapsen.claim_false"
    # As if true, the claim would have fetched 2 (opponents: 1 trick, 21 points).
    assert result.value == 2
    assert set(result.winners) == {seat(deal, "M"), seat(deal, "D")}


def test_claim09_no_claim_before_trick_5_gives_its_winners_exactly_1() -> None:
    """S3 §06: if nobody claims before the last trick is led, its winners get 1, whatever the sum."""
    found = 0
    for seed in range(200):
        deal = RULES.new_deal(seed)
        auction(deal, None)
        deal.apply(deal.legal_actions()[0])  # name a trump
        act(deal, "F", bid("normal"))
        for role in ("M", "R", "D"):
            act(deal, role, PASS)
        no_doubling(deal)
        finish_randomly(deal, random.Random(seed), claims=False)
        last = [e for e in deal.events if e["type"] == "trick"][-1]
        assert last["number"] == 5
        side = deal.side[last["winner"]]
        result = deal.result()
        assert result.value == 1 and result.reason.code == "schnapsen.last_trick"
        assert result.game_points[last["winner"]] == 1
        if deal.side_points(side) < 66:
            found += 1
    assert found > 10


def test_claim10_schnapser_fails_at_once_when_the_partner_takes_a_trick() -> None:
    """S3 §06: in a Schnapser any trick taken by another, even the partner, ruins it at once."""
    hands = ("A♥ K♣ 10♠ K♦ Q♥", "A♣ J♠ K♥ J♣ 10♣", "Q♣ A♠ 10♥ A♦ J♥", "Q♦ K♠ Q♠ 10♦ J♦")
    deal = bauern(*hands)
    steps = [("F", "normal"), ("M", "pass"), ("R", "schnapser"), ("D", "pass"), ("F", "pass")]
    auction(deal, "H", *steps)
    assert deal.contract.id == "schnapser" and deal.declarer == seat(deal, "R")
    no_doubling(deal)
    plays(deal, "A♥ K♥ J♥ Q♦")  # F (the declarer's partner) takes trick 1
    result = deal.result()
    assert deal.tricks_played == 1 and not result.made
    assert result.reason.code == "schnapsen.schnapser_lost_trick_partner"
    assert result.reason.params["n"] == 1
    assert result.team_points[seat(deal, "M") % 2] == 6


def test_claim11_a_defenders_marriage_scores_nothing_in_kontraschnapser() -> None:
    """S3 §05: in Schnapser and Kontraschnapser only the declarer's marriage counts."""
    deal = bauern(*KQ_DEAL)
    steps = [("F", "normal"), ("M", "kontraschnapser"), ("R", "pass"), ("D", "pass"), ("F", "pass")]
    auction(deal, "H", *steps)
    no_doubling(deal)
    assert deal.to_move == seat(deal, "F")  # a defender leads, holding K♥ Q♥
    announce = Action("play", card("K♥"), flag=True)
    assert announce not in deal.legal_actions()
    assert deal.why_illegal(announce).code == "schnapsen.marriage_declarer_only"
    plays(deal, "K♥")
    assert deal.marriage_points == [0, 0, 0, 0]


@pytest.mark.parametrize("contract", ["bettler", "gang", "zehnergang", "bauernschnapser"])
def test_claim12_no_marriage_in_bettler_gang_zehnergang_bauernschnapser(contract: str) -> None:
    """S3 §05: in the other contracts marriages give nothing; the engine does not offer them."""
    deal = bauern(*KQ_DEAL)
    auction(deal, "H", ("F", contract), ("M", "pass"), ("R", "pass"), ("D", "pass"))
    no_doubling(deal)
    assert deal.to_move == seat(deal, "F")
    announce = Action("play", card("Q♥"), flag=True)
    assert announce not in deal.legal_actions()
    assert deal.why_illegal(announce).code == "schnapsen.marriage_not_in_contract"


def test_claim13_marriage_needs_the_other_card_in_ones_own_hand() -> None:
    """S3 §05: the second card must still be in one's own hand; a partner's does not count."""
    hands = ("Q♥ A♣ K♣ Q♣ 10♣", "A♥ 10♥ J♥ A♠ 10♠", "K♥ J♣ K♠ Q♠ J♠", "A♦ 10♦ K♦ Q♦ J♦")
    deal = _normal(hands)
    no_doubling(deal)
    announce = Action("play", card("Q♥"), flag=True)
    assert announce not in deal.legal_actions()
    reason = deal.why_illegal(announce)
    assert reason.code == "schnapsen.marriage_needs_pair" and reason.params["other"] is card("K♥")


def test_claim14_forehand_cannot_pass_first_and_plays_normal_after_three_passes() -> None:
    """S3 §03: F opens and may not pass first; after three passes F plays the Normal game."""
    deal = bauern(*KQ_DEAL)
    auction(deal, "H")
    assert PASS not in deal.legal_actions()
    assert deal.why_illegal(PASS).code == "schnapsen.f_cannot_pass_first"
    auction(deal, None, ("F", "normal"), ("M", "pass"), ("R", "pass"), ("D", "pass"))
    assert deal.contract.id == "normal" and deal.declarer == seat(deal, "F")


def test_claim15_equal_bids_are_held_by_priority_f_m_r_d() -> None:
    """S3 §03: priority F > dealer's partner M > F's partner R > dealer D; only a player of higher
    priority may repeat the current bid, the others must raise."""
    deal = bauern(*KQ_DEAL)
    auction(deal, "H", ("F", "normal"), ("M", "bettler"))
    assert deal.why_illegal(bid("bettler")).code == "schnapsen.bid_cannot_hold"  # R < M
    auction(deal, None, ("R", "gang"))
    assert deal.why_illegal(bid("gang")).code == "schnapsen.bid_cannot_hold"  # D < R
    auction(deal, None, ("D", "pass"), ("F", "gang"))  # F > R: F may hold the Gang
    assert deal.events[-1] == {"type": "bid", "player": seat(deal, "F"), "contract": "gang",
                               "hold": True}  # fmt: skip
    assert deal.why_illegal(bid("gang")).code == "schnapsen.bid_cannot_hold"  # M < F
    other = bauern(*KQ_DEAL)
    steps = [("F", "normal"), ("M", "bettler"), ("R", "gang"), ("D", "pass"), ("F", "pass")]
    auction(other, "H", *steps)
    assert bid("gang") in other.legal_actions()  # M > R: M may hold R's Gang
    act(other, "M", bid("gang"))
    assert other.why_illegal(bid("gang")).code == "schnapsen.bid_cannot_hold"  # R must raise


def test_claim16_a_player_who_passed_never_bids_again() -> None:
    """S3 §03: a pass leaves the auction for good."""
    deal = bauern(*KQ_DEAL)
    auction(deal, "H", ("F", "normal"), ("M", "pass"), ("R", "bettler"), ("D", "pass"))
    movers = []
    act(deal, "F", bid("gang"))
    movers.append(deal.to_move)
    act(deal, "R", PASS)
    assert seat(deal, "M") not in movers
    assert deal.contract.id == "gang" and deal.declarer == seat(deal, "F")


def test_claim17_trumps_from_the_first_three_cards_or_aufschlagen() -> None:
    """S3 §02: F names a suit he holds among his first 3 cards, or turns up one of his last 2
    unseen (Aufschlagen); the turned card stays in his hand."""
    deal = bauern("K♥ J♣ 10♣ J♦ 10♦", "A♥ 10♥ Q♥ A♠ 10♠", "J♥ A♣ K♠ Q♠ J♠", "A♦ K♦ Q♦ K♣ Q♣")
    named = {a.value for a in deal.legal_actions() if a.kind == "trump"}
    assert named == {"H", "C"}
    assert deal.why_illegal(Action("trump", value="S")).code == "schnapsen.trump_not_held"
    blind = [a.value for a in deal.legal_actions() if a.kind == "aufschlagen"]
    assert blind == ["0", "1"]
    deal.apply(Action("aufschlagen", value="1"))
    assert deal.trump is Suit.DIAMONDS and deal.trump_card is card("10♦")
    assert card("10♦") in deal.hands[seat(deal, "F")]


@pytest.mark.parametrize(
    ("steps", "declarer", "leader"),
    [
        ([("F", "normal"), ("M", "kontraschnapser"), ("R", "pass"), ("D", "pass"), ("F", "pass")],
         "M", "F"),
        ([("F", "normal"), ("M", "pass"), ("R", "pass"), ("D", "bettler"), ("F", "pass")],
         "D", "D"),
        ([("F", "normal"), ("M", "pass"), ("R", "gang"), ("D", "pass"), ("F", "pass")], "R", "R"),
    ],
)  # fmt: skip
def test_claim18_f_leads_trump_contracts_the_declarer_no_trump_ones(
    steps: list, declarer: str, leader: str
) -> None:
    """S3 §04: in trump contracts F leads, even against his side's declarer; without trumps the
    declarer leads."""
    deal = bauern(*KQ_DEAL)
    auction(deal, "H", *steps)
    no_doubling(deal)
    assert deal.declarer == seat(deal, declarer)
    assert deal.to_move == seat(deal, leader)


def test_claim19_void_must_trump_overtrump_else_still_trump() -> None:
    """S3 §04: void in the suit led, trump; over a trump already played, overtrump if you can,
    otherwise still play a lower trump."""
    hand = ["K♥", "J♥", "A♣"]
    plain = check_trick_position("bauernschnapsen", "normal", "H", ["A♠"], hand)
    assert set(plain.legal) == {card("K♥"), card("J♥")}
    assert plain.illegal[card("A♣")].code == "schnapsen.must_trump"
    over = check_trick_position("bauernschnapsen", "normal", "H", ["A♠", "Q♥"], hand)
    assert over.legal == (card("K♥"),)
    assert over.illegal[card("J♥")].code == "schnapsen.must_overtrump"
    under = check_trick_position("bauernschnapsen", "normal", "H", ["A♠", "A♥"], hand)
    assert set(under.legal) == {card("K♥"), card("J♥")}
    assert under.rule.code == "schnapsen.undertrump" and not under.winning


def test_claim20_holding_the_suit_after_an_opponent_trumped_still_follow() -> None:
    """S3 §04: if an opponent trumped and you hold the suit led, follow it; not being able to win
    does not release you from following."""
    check = check_trick_position("bauernschnapsen", "normal", "H", ["A♠", "J♥"], ["K♠", "Q♥"])
    assert check.legal == (card("K♠"),)
    assert check.illegal[card("Q♥")].code == "schnapsen.must_follow"
    assert check.rule.code == "schnapsen.follow_after_trump" and not check.winning


def test_claim21_must_head_the_trick_even_over_the_partner() -> None:
    """S3 §04: follow suit and beat the highest card of the trick if you can, even your partner's."""
    check = check_trick_position("bauernschnapsen", "normal", "H", ["K♦", "Q♦"], ["A♦", "J♦"])
    assert check.legal == (card("A♦"),)
    assert check.illegal[card("J♦")].code == "schnapsen.must_head_partner"
    deal = _normal(EXAMPLE)
    no_doubling(deal)
    plays(deal, "K♥ A♥")
    assert deal.legal_actions() == [play(card("10♥"))]  # R cannot head A♥: any heart


def test_claim22_in_bettler_the_partner_sits_out_five_tricks_of_three() -> None:
    """S3 §04: in a Bettler the declarer's partner takes no part; his cards stay out of play."""
    hands = ("A♠ 10♠ K♠ Q♠ A♥", "10♥ K♥ Q♥ A♦ 10♦", "K♦ Q♦ A♣ 10♣ K♣", "J♠ J♥ J♦ J♣ Q♣")
    deal = bauern(*hands)
    auction(deal, "S", ("F", "normal"), ("M", "pass"), ("R", "pass"), ("D", "bettler"),
            ("F", "pass"))  # fmt: skip
    no_doubling(deal)
    partner = seat(deal, "M")
    assert deal.out_seat == partner and deal.to_move == seat(deal, "D")
    rng = random.Random(22)
    while not deal.is_over():
        assert deal.to_move != partner
        deal.apply(rng.choice(deal.legal_actions()))
    tricks = [e for e in deal.events if e["type"] == "trick"]
    assert len(tricks) == 5 and all(len(t["cards"]) == 3 for t in tricks)
    assert all(partner not in t["players"] for t in tricks)
    assert len(deal.hands[partner]) == 5
    result = deal.result()
    assert (
        result.made
        and result.value == 4
        and result.unplayed_points == card_points(deal.hands[partner])
    )


def test_claim23_zehnergang_ten_beats_ace_which_is_lowest() -> None:
    """S3 §04 (special order of the table): in the Zehnergang 10 > K > Q > J > A."""
    strength = STRENGTH[RankOrder.ACE_LOW]
    ranks = sorted((c for c in PACK_20 if c.suit is Suit.SPADES), key=lambda c: -strength[c.index])
    assert [c.rank for c in ranks] == [Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.ACE]
    assert best_index([card("A♠"), card("10♠")], None, strength) == 1
    check = check_trick_position("bauernschnapsen", "zehnergang", None, ["A♠"], ["J♠", "10♠"])
    assert set(check.winning) == {card("J♠"), card("10♠")}


def test_claim24_kontra_multiplies_game_points_not_the_66() -> None:
    """S3 §05: Kontra ×2, Rekontra ×4, Subkontra ×8 apply to the contract's value, never to the
    need to reach 66: a claim at 27 is still false under Subkontra."""
    deal = _normal(CLAIM_DEAL)
    for role in ("M", "F", "M"):
        act(deal, role, KONTRA)
    assert deal.multiplier == 8 and deal.phase.value == "play"
    plays(deal, CLAIM_TRICKS[0] + " " + CLAIM_TRICKS[1])
    act(deal, "R", CLAIM)
    result = deal.result()
    assert not result.made and result.value == 2 * 8


def _bauernschnapser(dealer: int, made: bool):
    """A Bauernschnapser by F; with all five trumps he takes every trick, else M wins trick 1."""
    if made:
        hands = ("A♥ 10♥ K♥ Q♥ J♥", "A♠ 10♠ K♠ Q♠ J♠", "A♦ 10♦ K♦ Q♦ J♦", "A♣ 10♣ K♣ Q♣ J♣")
    else:
        hands = ("J♥ 10♥ K♥ Q♥ J♠", "A♥ 10♠ K♠ Q♠ A♠", "A♦ 10♦ K♦ Q♦ J♦", "A♣ 10♣ K♣ Q♣ J♣")
    deal = bauern(*hands, dealer=dealer)
    auction(deal, "H", ("F", "bauernschnapser"), ("M", "pass"), ("R", "pass"), ("D", "pass"))
    no_doubling(deal)
    finish_randomly(deal, random.Random(dealer))
    assert deal.result().made is made
    return deal


def test_claim25_first_pair_to_24_wins_loser_with_0_gets_2_bummerl() -> None:
    """S3 §07: the first pair at 24 or more wins; the others get one Bummerl, two (Schneider) if
    they have no game points."""
    session = BauernSession(1, dealer=0)
    for _ in range(2):
        session.record(_bauernschnapser(dealer=0, made=True))  # F = seat 1: team 1 scores 12
    assert session.points == [0, 24] and session.is_over() and session.winner() == 1
    assert session.bummerl() == {0: 2}
    session = BauernSession(1, dealer=0)
    session.record(_bauernschnapser(dealer=1, made=True))  # F = seat 2: team 0 scores 12
    session.record(_bauernschnapser(dealer=0, made=True))
    assert not session.is_over()
    session.record(_bauernschnapser(dealer=0, made=True))
    assert session.points == [12, 24] and session.winner() == 1 and session.bummerl() == {0: 1}


def test_claim26_the_deal_passes_left_and_f_sits_left_of_the_dealer() -> None:
    """S3 §01, §02: the next dealer is the player on the left; F is the player left of the dealer."""
    session = BauernSession(5, options=BauernOptions(), dealer=2)
    deal = session.next_deal()
    assert deal.dealer == 2 and deal.forehand == 3 and deal.role(3) == "F"
    assert deal.role(0) == "M" and deal.role(1) == "R"
    deal.apply(deal.legal_actions()[0])
    auction(deal, None, ("F", "normal"), ("M", "pass"), ("R", "pass"), ("D", "pass"))
    no_doubling(deal)
    finish_randomly(deal, random.Random(5), claims=False)
    session.record(deal)
    assert session.dealer == 3 and session.next_deal().forehand == 0


def test_kontra_window_closes_when_the_side_to_act_declines() -> None:
    """S3 §05: after the auction the declarer's opponents may say Kontra; then his side Rekontra."""
    deal = _normal(CLAIM_DEAL)
    assert deal.to_move == seat(deal, "M")
    act(deal, "M", NO_KONTRA)
    act(deal, "D", NO_KONTRA)
    assert deal.phase.value == "play" and deal.multiplier == 1
