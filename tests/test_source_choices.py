"""Where the sources leave a choice, the engine has an option (issue 12 item 10); each test is
named after the claim, cites where it comes from, and checks both settings.

Seats in the constructed deals: dealer D = seat 0, then F = 1, M = 2 (and R = 3 in Bauernschnapsen).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from tests.schnapsen_helpers import (
    CLAIM,
    NO_CLAIM,
    auction,
    bauern,
    bid,
    dreier,
    finish_randomly,
    no_doubling,
    plays,
    seat,
)
from tutorial.games.base import Action, OptionError, play
from tutorial.games.bauernschnapsen.rules import RULES as BAUERN
from tutorial.games.dreierschnapsen.rules import RULES as DREIER
from tutorial.games.schnapsen.session import DreierSession

# M (non-caller) holds the top trumps and both black aces; hearts are trumps.
KONTRA_DEAL = ("A♦ 10♦", "J♥ Q♠ J♠ J♣ J♦ Q♣", "A♥ 10♥ K♥ Q♥ A♠ A♣", "K♠ K♣ Q♦ K♦ 10♠ 10♣")
# After these three tricks M has 18 + 17 + 15 = 50; the fourth brings 23 more (73).
THREE_TRICKS = "Q♠ A♠ K♠ A♣ K♣ J♣ 10♥ Q♦ J♥"
FOURTH_TRICK = "A♥ 10♠ J♠"


def _kontraschnapser(**options: object):
    deal = dreier(*KONTRA_DEAL, options=options or None)
    auction(deal, "H", ("F", "pass"), ("M", bid("kontraschnapser", True)), ("D", "pass"))
    no_doubling(deal)
    return deal


def test_kontraschnapser_needs_66_within_the_first_three_tricks_by_the_articles_text() -> None:
    """S4 "Contracts" (text): the Kontraschnapser declarer must have 66 within the first 3 tricks;
    with 50 after three tricks, all his, he has lost."""
    deal = _kontraschnapser()
    plays(deal, THREE_TRICKS)
    result = deal.result()
    assert not result.made and result.reason.code == "schnapsen.schnapser_short"
    assert (result.reason.params["points"], result.reason.params["limit"]) == (50, 3)


def test_kontraschnapser_may_take_four_tricks_under_the_articles_table() -> None:
    """S4's table gives the Kontraschnapser four tricks: the same 50 after three plays on, and
    the fourth trick makes it with 73."""
    deal = _kontraschnapser(kontraschnapser_limit=4)
    plays(deal, THREE_TRICKS)
    assert not deal.is_over()
    plays(deal, FOURTH_TRICK)
    result = deal.result()
    assert result.made and result.reason.code == "schnapsen.schnapser_made"
    assert result.reason.params["points"] == 73 and result.reason.params["tricks"] == 4


def test_kontraschnapser_limit_takes_only_three_or_four() -> None:
    assert DREIER.parse_options({"kontraschnapser_limit": "4"}).kontraschnapser_limit == 4
    with pytest.raises(OptionError, match="kontraschnapser_limit"):
        DREIER.parse_options({"kontraschnapser_limit": 5})


def _lead_trump_marriage(**options: object):
    deal = BAUERN.new_deal(6, BAUERN.parse_options(options or None))
    auction(deal, "C", ("F", "schnapser"), ("M", "pass"), ("R", "pass"), ("D", "pass"))
    no_doubling(deal)
    plays(deal, "A♠ 10♠ K♠ Q♦")
    king = next(c for c in deal.hands[seat(deal, "F")] if c.symbol == "K♣")
    deal.apply(Action("play", king, flag=True))
    assert deal.schnapser_points() == 68
    return deal


def test_schnapser_is_made_only_once_the_declarer_has_taken_the_first_three_tricks() -> None:
    """S3 §06: the declarer must personally take the first 3 tricks and reach 66: 68 after one
    trick and a 40 does not end the deal; it ends at trick 3 at the earliest."""
    deal = _lead_trump_marriage()
    assert not deal.is_over()
    finish_randomly(deal, random.Random(4), claims=False)
    result = deal.result()
    if result.made:
        assert deal.tricks_played == 3
    else:
        assert result.reason.code.startswith("schnapsen.schnapser_lost_trick")


def test_schnapser_is_made_at_66_under_the_variant_a_forty_and_two_tricks() -> None:
    """S4's table ("2 with a 40") and harbour-snapszer: the Schnapser is made the moment the
    declarer reaches 66, here with the 40 after one trick."""
    deal = _lead_trump_marriage(schnapser_made="at_target")
    result = deal.result()
    assert result.made and result.reason.code == "schnapsen.schnapser_made"
    assert deal.tricks_played == 1


def test_dreier_schnapser_is_made_at_66_by_the_articles_table() -> None:
    """S4's table: "within 4 tricks (3 with a 20, 2 with a 40)": made as soon as 66 is reached."""
    assert DREIER.parse_options(None).schnapser_made.value == "at_target"
    assert BAUERN.parse_options(None).schnapser_made.value == "after_limit"


def _normal_game(**options: object):
    hands = ("10♥ K♣ 10♠ K♦ Q♥", "A♣ J♠ K♥ J♣ 10♣", "Q♣ A♠ A♥ A♦ J♥", "Q♦ K♠ Q♠ 10♦ J♦")
    deal = bauern(*hands, options=options or None)
    auction(deal, "H", ("F", "normal"), ("M", "pass"), ("R", "pass"), ("D", "pass"))
    no_doubling(deal)
    return deal


def test_only_the_trick_winner_may_claim_after_his_trick_by_the_card() -> None:
    """S3 §06: claim "after your own trick": M takes trick 1 and leads on; his partner D is not
    asked."""
    deal = _normal_game()
    plays(deal, "K♣ A♣ Q♣ Q♦")
    assert deal.phase.value == "play" and deal.to_move == seat(deal, "M")
    assert CLAIM in deal.legal_actions()


def test_the_trick_winners_partner_may_claim_for_the_pair_under_the_variant() -> None:
    """Variant `partner_claims`: the card counts the pair's 66, so the winner's partner may claim
    too. M takes trick 1; D is asked; declining, M leads on."""
    deal = _normal_game(partner_claims=True)
    plays(deal, "K♣ A♣ Q♣ Q♦")
    assert deal.phase.value == "claim" and deal.to_move == seat(deal, "D")
    deal.apply(NO_CLAIM)
    assert deal.phase.value == "play" and deal.to_move == seat(deal, "M")


def test_a_partners_claim_counts_the_pairs_points() -> None:
    """Variant `partner_claims`: F+R take tricks 2–4 (82 points); after trick 4 the winner's
    partner claims, and the claim is the pair's (true, opponents with one trick of 21: 2)."""
    deal = _normal_game(partner_claims=True)
    for cards in ("K♣ A♣ Q♣ Q♦", "J♠ A♠ K♠ 10♠", "A♥ Q♠ 10♥ K♥", "A♦ 10♦ K♦ J♣"):
        for text in cards.split():
            c = next(c for c in deal.hands[deal.to_move] if c.symbol == text)
            deal.apply(play(c))
        if deal.tricks_played < 4:
            deal.apply(NO_CLAIM)
    winner = deal.leader
    assert deal.to_move == (winner + 2) % 4
    deal.apply(CLAIM)
    result = deal.result()
    assert result.made and result.reason.code == "schnapsen.claim_true_2"
    assert result.reason.params["points"] == 82


@dataclass
class _Scored:
    """A finished deal as the session sees it: its game points and its caller."""

    game_points: tuple[int, int, int]
    forehand: int = 1

    def is_over(self) -> bool:
        return True

    def result(self) -> _Scored:
        return self


def _climb_from_zero(**options: object) -> DreierSession:
    """Seats 0 and 1 reach 23 while seat 2 has 0; seat 2 then wins in two deals (10, then 14)."""
    session = DreierSession(1, DREIER.parse_options(options or None), dealer=0)
    session.points = [13, 23, 0]
    for points in ((10, 0, 0), (0, 0, 10), (0, 0, 14)):
        session.record(_Scored(points))  # type: ignore[arg-type]
    assert session.points == [23, 23, 24] and session.winner() == 2
    return session


def test_retourschneider_only_from_23_23_0_just_before_the_winning_deal() -> None:
    """S4 "Objective and scoring": the player at 0 must win from there; after 23/23/10 the two
    others are simply the losers (1 Bummerl each)."""
    assert _climb_from_zero().bummerl() == {0: 1, 1: 1}


def test_retourschneider_from_any_earlier_23_23_0_under_the_variant() -> None:
    """Variant `retourschneider_from=any_earlier`: the 23/23/0 stand earlier in the game counts,
    so both players at 23 get a Retourschneider (4 Bummerl)."""
    session = _climb_from_zero(retourschneider_from="any_earlier")
    assert session.bummerl() == {0: 4, 1: 4}
