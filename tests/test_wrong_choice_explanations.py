"""A wrong answer is explained for what it is (issue 18 §1): each wrong choice of a puzzle says
which misreading of the rule it comes from, with this position's numbers, and no two wrong
choices read alike in any language. `answer --json` lists every choice with its verdict and
explanation; `check` refuses a puzzle whose wrong choices share a sentence or whose sentence names
another game's rule.

Expected values are worked out by hand from the rule cards: Bauernschnapsen S3 §06 (a right claim
of 66 scores 3 if the opponents took no trick, 2 if they have fewer than 33 card points, else 1; a
false claim gives the opponents what a right claim would have been worth; Kontra doubles, Rekontra
and Subkontra double again) and §07 (1 Bummerl, 2 for Schneider at 0 game points); Dreier S4
"Bidding" (value, then without the talon, then seat priority F > M > D) and "The game and the
Bummerl" (Retourschneider: 4 Bummerl when the one at 0 beats two at 23); Schneider S0 §06
(11-15 honours: 1 victory point, 16-19: 2, all 20: 3; 10:10 scores nothing).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tutorial.cli.main import main
from tutorial.games.base import Action
from tutorial.games.reasons import Reason
from tutorial.games.registry import GAMES
from tutorial.games.schnapsen import puzzles as schnapsen_kinds
from tutorial.games.schnapsen import wrong_choices as schnapsen_wrong
from tutorial.games.schnapsen.texts import SCHNAPSEN_REASONS
from tutorial.puzzles.bank import load_bank
from tutorial.puzzles.check import check_paths, solve
from tutorial.puzzles.loader import SCENARIO_ROOT, puzzle_from_data
from tutorial.puzzles.model import Puzzle, Solution
from tutorial.puzzles.present import answer_record
from tutorial.words import explain
from tutorial.words.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
BANK = load_bank()
TEXT = {"en": "?", "de": "?", "ru": "?", "pt": "?"}


def _puzzle(game: str, kind: str, position: dict[str, Any], **extra: Any) -> Puzzle:
    data = {"id": "t", "game": game, "kind": kind, "section": "02", "prompt": TEXT,
            "position": position, "answer": "0", **extra}  # fmt: skip
    return puzzle_from_data(data, {}, "test.yaml", 1)


def _why(game: str, kind: str, position: dict[str, Any], **extra: Any) -> dict[str, Reason]:
    return solve(_puzzle(game, kind, position, **extra)).why


def _claim(claim: int, opp_points: int, opp_tricks: int, **more: Any) -> dict[str, Any]:
    return {"claim_points": claim, "opponent_points": opp_points,
            "opponent_tricks": opp_tricks, **more}  # fmt: skip


def _code(reason: Reason) -> str:
    return reason.code.removeprefix("schnapsen.puzzle_wrong_").removeprefix(
        "schneider.puzzle_wrong_"
    )


# -- deal_score (S3 §06) -------------------------------------------------------------------------


def test_a_claim_of_78_against_42_points_in_2_tricks_names_each_misreading() -> None:
    # Right: 78 ≥ 66, the opponents have a trick and 42 ≥ 33 → the claimers get 1.
    why = _why("bauernschnapsen", "deal_score", _claim(78, 42, 2, claim_tricks=3))
    assert _code(why["claimers:2"]) == "over_33_line"  # 2 would need fewer than 33
    assert why["claimers:2"].params["opponent_points"] == 42
    assert "the opponents have 42 card points" in explain.describe(why["claimers:2"])
    assert _code(why["claimers:3"]) == "needs_no_trick"  # 3 would need no trick; they took 2
    assert explain.describe(why["claimers:3"]).startswith("3 game points would need")
    assert "they took 2" in explain.describe(why["claimers:3"])
    for n in (1, 2, 3):  # a right claim: the opponents score nothing
        assert _code(why[f"opponents:{n}"]) == "side_claim_true"
        assert explain.describe(why[f"opponents:{n}"]).endswith(f"not {n}.")


def test_with_kontra_half_the_score_is_the_score_without_the_kontra() -> None:
    # Right: 68 with the opponents at 21 in 1 trick → 2, ×2 for Kontra → 4.
    why = _why("bauernschnapsen", "deal_score", _claim(68, 21, 1, doublings=1))
    assert _code(why["claimers:2"]) == "doubling_left_out"
    assert explain.describe(why["claimers:2"]).startswith("2 would be the score without the Kontra")
    assert _code(why["claimers:6"]) == "needs_no_trick"  # 3 × 2


def test_with_subkontra_half_the_score_leaves_out_the_subkontra() -> None:
    # Right: 2 × 8 = 16; 8 is 2 × 4, the score at Rekontra.
    why = _why("bauernschnapsen", "deal_score", _claim(68, 21, 1, doublings=3))
    assert _code(why["claimers:8"]) == "doubling_left_out"
    assert "without the Subkontra" in explain.describe(why["claimers:8"])


def test_a_false_claim_under_kontra_shows_the_other_false_claim_reading() -> None:
    # Right: 60 < 66; a right claim against 45 points in 2 tricks is worth 1, ×2 → opponents 2.
    # The other reading (2, or 3 without a claimer trick) gives 2 × 2 = 4.
    why = _why("bauernschnapsen", "deal_score", _claim(60, 45, 2, claim_tricks=3, doublings=1))
    assert _code(why["opponents:4"]) == "other_reading"
    assert why["opponents:4"].params["right"] == 2
    assert _code(why["opponents:6"]) == "needs_no_trick_false_claim"
    assert {_code(why[f"claimers:{v}"]) for v in (2, 4, 6)} == {"side_claim_false"}


def test_under_the_two_or_three_variant_the_cards_reading_is_named() -> None:
    # Variant: a false claim pays 2 (the claimers took 2 tricks); by the card it would be 1.
    position = _claim(60, 45, 2, claim_tricks=2)
    why = _why("bauernschnapsen", "deal_score", position, options={"false_claim": "two_or_three"})
    assert _code(why["opponents:1"]) == "card_reading"
    assert _code(why["opponents:3"]) == "needs_no_claimer_trick"
    assert "they took 2" in explain.describe(why["opponents:3"])


def test_exactly_33_is_not_under_the_33_line() -> None:
    why = _why("dreierschnapsen", "deal_score", _claim(67, 33, 2))  # right: 1
    assert _code(why["claimers:2"]) == "exactly_33"


def test_no_trick_at_all_explains_both_smaller_scores() -> None:
    why = _why("bauernschnapsen", "deal_score", _claim(71, 0, 0, claim_tricks=3))  # right: 3
    assert _code(why["claimers:2"]) == "needs_trick_under_33"
    assert _code(why["claimers:1"]) == "needs_33_no_trick"


@pytest.mark.parametrize(
    ("game", "position"),
    [
        ("bauernschnapsen", _claim(64, 35, 2, claim_tricks=3)),  # bauern-05-wrong-claim-sixty-four
        ("dreierschnapsen", _claim(62, 37, 2, claim_tricks=2)),  # dreier-04-laid-away-points
    ],
)
def test_a_false_claims_wrong_3_names_the_claimers_opponents_as_the_side_that_scores(
    game: str, position: dict[str, Any]
) -> None:
    """S3 §06 / S4: a claim under 66 gives the claimers' opponents what a right claim would have
    been worth against them (2 tricks, 35 or 37 ≥ 33 → 1). "The opponents get 3" would need them
    without a trick; the sentence says whose tricks those are, not a bare "the opponents" that
    reads as either side."""
    why = _why(game, "deal_score", position)  # right: opponents 1
    assert _code(why["opponents:3"]) == "needs_no_trick_false_claim"
    text = explain.describe(why["opponents:3"])
    assert text == (
        "3 game points is what a right claim is worth against a side without a trick; the "
        "claimers' opponents, who score here, took 2."
    )
    assert "would need the opponents" not in text
    for lang in LANGUAGES:
        other = explain.describe(why["opponents:3"], lang)
        assert "{" not in other and "2" in other


def test_after_a_false_claim_the_33_line_is_read_on_the_claimers_opponents() -> None:
    # A false claim; the claimers' opponents have 2 tricks and 21 card points → a right claim
    # against them is worth 2; 1 would need them at 33 or more.
    why = _why("bauernschnapsen", "deal_score", _claim(50, 21, 2, claim_tricks=2))
    assert _code(why["opponents:1"]) == "needs_33_false_claim"
    assert "the claimers' opponents, who score here, have only 21" in explain.describe(
        why["opponents:1"]
    )


# -- bummerl (S3 §07, S4) -------------------------------------------------------------------------


def test_23_to_0_and_lost_in_bauernschnapsen_calls_4_the_other_games_rule() -> None:
    why = _why("bauernschnapsen", "bummerl", {"deals": [[23, 0], [0, 24]]})  # right: 1
    assert _code(why["4"]) == "bummerl_retour_elsewhere"
    assert "Dreierschnapsen's rule" in explain.describe(why["4"])
    assert _code(why["2"]) == "bummerl_not_schneider" and why["2"].params["low"] == 23
    assert _code(why["0"]) == "bummerl_over"


@pytest.mark.parametrize(
    ("game", "deals", "options"),
    [
        ("bauernschnapsen", [[23, 0], [0, 24]], {"retourschneider": True}),
        ("dreierschnapsen", [[0, 23, 0], [0, 0, 23], [24, 0, 0]], {}),
    ],
)
def test_a_retourschneider_tells_1_and_2_their_own_misreading(
    game: str, deals: list[list[int]], options: dict[str, Any]
) -> None:
    """S4 "Objective and scoring" (a variant in Bauernschnapsen): losing from 23 against 0 is a
    Retourschneider, 4 Bummerl. 1 reads the final score alone (a plain loss); 2 takes the loser
    for Schneider, though it has 23 game points. Not one sentence with the number swapped."""
    why = _why(game, "bummerl", {"deals": deals}, options=options)  # right: 4
    assert _code(why["1"]) == "bummerl_retour_missed_1"
    assert _code(why["2"]) == "bummerl_retour_missed_2"
    one, two = explain.describe(why["1"]), explain.describe(why["2"])
    assert "final score" in one and "Schneider" not in one
    assert "without a game point; it has 23" in two
    for lang in LANGUAGES:
        one, two = explain.describe(why["1"], lang), explain.describe(why["2"], lang)
        assert one.replace("1", "2") != two


def test_the_last_place_at_0_is_schneider_so_1_is_wrong() -> None:
    why = _why("dreierschnapsen", "bummerl", {"deals": [[12, 0, 0], [12, 0, 0]]})  # right: 2
    assert _code(why["1"]) == "bummerl_is_schneider"
    assert _code(why["4"]) == "bummerl_no_retour_three"


def test_an_open_game_explains_every_bummerl_count_apart() -> None:
    why = _why("bauernschnapsen", "bummerl", {"deals": [[12, 0], [0, 9]]})  # right: 0
    assert [_code(why[n]) for n in "124"] == [f"bummerl_open_{n}" for n in "124"]


# -- auction_winner (S3 §03, S4 "Bidding") --------------------------------------------------------


def _steps(*steps: dict[str, Any]) -> dict[str, Any]:
    return {"seed": 1, "steps": list(steps)}


def test_bauern_a_passed_seat_and_an_outbid_seat_are_told_apart() -> None:
    # F Normal, M pass, R pass, D Bettler, F Gang, D Zehnergang, F pass → D plays.
    position = _steps({"trump": "S"}, {"bid": "normal"}, {"pass": True}, {"pass": True},
                      {"bid": "bettler"}, {"bid": "gang"}, {"bid": "zehnergang"}, {"pass": True})  # fmt: skip
    why = _why("bauernschnapsen", "auction_winner", position)
    assert _code(why["F"]) == "seat_outbid"
    assert why["F"].params["contract"] == "gang" and why["F"].params["high"] == "zehnergang"
    assert {_code(why["M"]), _code(why["R"])} == {"seat_passed"}
    assert "a pass is final" in explain.describe(why["M"])


def test_dreier_equal_gangs_go_by_seat_priority_and_without_talon_ranks_higher() -> None:
    why = _why("dreierschnapsen", "auction_winner",
               _steps({"trump": "C"}, {"bid": "gang"}, {"bid": "gang"}, {"bid": "gang"}))  # fmt: skip
    assert {_code(why["M"]), _code(why["D"])} == {"seat_priority"}  # F plays
    why = _why("dreierschnapsen", "auction_winner",
               _steps({"trump": "C"}, {"bid": "gang"}, {"bid": "gang", "flag": True},
                      {"pass": True}))  # fmt: skip
    assert _code(why["F"]) == "seat_with_talon"  # M plays, without the talon
    assert _code(why["D"]) == "seat_passed_three"


def test_a_bauern_auction_sentence_names_no_dreier_tie_break() -> None:
    position = _steps({"trump": "S"}, {"bid": "normal"}, {"pass": True}, {"pass": True},
                      {"pass": True})  # fmt: skip
    solution = solve(_puzzle("bauernschnapsen", "auction_winner", position))
    assert "without the talon" not in explain.describe(solution.reason)


def test_dreier_all_pass_the_caller_plays_the_normal_game_that_nobody_bid() -> None:
    """S4 "Bidding" (lesson §07): the Normal game is not bid in Dreierschnapsen; when F, M and D
    all pass, F, the caller, plays it by the card. Nothing "ranks highest": there was no bid."""
    position = _steps({"trump": "C"}, {"pass": True}, {"pass": True}, {"pass": True})
    solution = solve(_puzzle("dreierschnapsen", "auction_winner", position))
    assert solution.correct == frozenset({"F"})
    assert solution.reason.code == "schnapsen.auction_all_passed_three"
    assert explain.describe(solution.reason) == (
        "Nobody bid: all three passed. In Dreierschnapsen the Normal game is never bid; when "
        "everyone passes, the caller, F, plays it by the rule card."
    )
    for lang in LANGUAGES:
        text = explain.describe(solution.reason, lang)
        assert text != explain.describe(solution.why["M"], lang)
        assert "F" in text and "{" not in text
    assert "ranks highest" not in explain.describe(solution.reason)


# -- trick_winner ---------------------------------------------------------------------------------


def test_a_trumped_trick_explains_the_lead_the_follower_and_the_discard() -> None:
    position = {"trick": ["K♠", "J♥", "Q♦", "A♠"], "trump": "H"}  # J♥, a trump, takes it
    why = _why("bauernschnapsen", "trick_winner", position)
    assert _code(why["KS"]) == "trick_lead_trumped"
    assert _code(why["AS"]) == "trick_trumped"
    assert _code(why["QD"]) == "trick_off_suit"


# -- legal_cards: the card a duty names may itself be played (S3 §03) ------------------------------


def test_a_card_off_suit_is_told_of_the_card_that_must_be_played_not_another_illegal_one() -> None:
    # Worked example (S3 §09): K♥ led, M holds A♥ J♥ K♣ Q♠ 10♦; only A♥ may go (follow and head).
    # K♣ broke the duty to follow suit, and the card named is A♥, not the J♥ he may not play either.
    position = {"contract": "normal", "trump": "H", "trick": ["K♥"],
                "hand": ["A♥", "J♥", "K♣", "Q♠", "10♦"]}  # fmt: skip
    why = _why("bauernschnapsen", "legal_cards", position)
    assert explain.describe(why["KC"]) == (
        "You hold A♥, a card of the suit led (K♥), so you must follow suit: K♣ may not be played."
    )
    # void in clubs, J♥ already trumped: only A♥ overtrumps, so that is the trump named for K♠
    position = {"contract": "normal", "trump": "H", "trick": ["A♣", "Q♥"],
                "hand": ["J♥", "A♥", "K♠"]}  # fmt: skip
    why = _why("bauernschnapsen", "legal_cards", position)
    assert why["KS"].params["held"].code == "AH"


# -- winning_card: "None of them" when a card does win (S3 §03, S0 §04) ----------------------------


def test_bauern_none_of_them_is_wrong_because_the_ace_heads_the_king() -> None:
    # Trumps ♦, J♠ Q♠ K♠ led and followed; D holds A♠: it follows suit and heads K♠ (S3 §03).
    position = {"contract": "normal", "trump": "D", "trick": ["J♠", "Q♠", "K♠"],
                "hand": ["A♠", "J♦", "Q♣"]}  # fmt: skip
    why = _why("bauernschnapsen", "winning_card", position)
    assert _code(why["none"]) == "none"
    assert explain.describe(why["none"]) == "A♠ would take the trick, so “None of them” is wrong."


def test_bauern_none_of_them_is_right_when_no_card_heads_the_trick() -> None:
    position = {"contract": "normal", "trump": "D", "trick": ["A♠"], "hand": ["K♠", "Q♣"]}
    solution = solve(_puzzle("bauernschnapsen", "winning_card", position))
    assert solution.correct == frozenset({"none"})
    assert _code(solution.why["none"]) != "none"


def test_schneider_none_of_them_is_wrong_because_the_next_rank_is_in_the_hand() -> None:
    # Only the next rank of the suit led beats a card (S0 §04): 9♣ beats 8♣.
    why = _why("schneider", "winning_card", {"trick": ["8♣"], "hand": ["9♣", "A♥"]})
    assert explain.describe(why["none"]) == "9♣ would take the trick, so “None of them” is wrong."
    assert "No card in this hand" not in explain.describe(why["none"], "en")


# -- Schneider (S0 §06) ---------------------------------------------------------------------------


def test_schneider_16_to_4_names_the_band_each_count_needs() -> None:
    why = _why("schneider", "deal_score", {"honours": [16, 4]})  # right: 2
    assert _code(why["0"]) == "not_tie"
    assert _code(why["1"]) == "band"
    assert (why["1"].params["low"], why["1"].params["high"]) == (11, 15)
    assert _code(why["3"]) == "band_all" and why["3"].params["high"] == 20


def test_schneider_10_to_10_tells_each_wrong_count_the_band_it_needs() -> None:
    """A tie scores nothing (S0 §06); 2 and 3 are not told "one player ahead" would do: 2 needs
    16 to 19 honours, 3 all 20."""
    why = _why("schneider", "deal_score", {"honours": [10, 10]})  # right: 0
    assert (_code(why["1"]), why["1"].params["low"], why["1"].params["high"]) == ("tie", 11, 15)
    assert (_code(why["2"]), why["2"].params["low"], why["2"].params["high"]) == ("tie", 16, 19)
    assert _code(why["3"]) == "tie_all"
    assert explain.describe(why["2"]) == (
        "10:10 is a tie, and a tie scores nothing: 2 would need a winner with 16 to 19 honours."
    )


def test_schneider_session_wrong_winners_are_told_apart() -> None:
    deals = [
        [12, 8],
        [10, 10],
        [4, 16],
        [11, 9],
        [20, 0],
        [9, 11],
    ]  # A wins 1+0+0+1+3+0 to 0+0+2+0+0+1
    why = _why("schneider", "session_winner", {"deals": deals})
    assert _code(why["B"]) == "session_fewer_points"
    assert _code(why["draw"]) == "session_not_drawn"
    assert _code(why["open"]) == "session_over"


# -- action_legal: why an allowed action is allowed, and what "No" misreads (S3, S4) --------------

YES_PUZZLES = [p for p in BANK.values() if p.kind == "action_legal" and p.answer is True]


def _action(game: str, steps: list[dict[str, Any]], action: dict[str, Any], **extra: Any):
    position = {"seed": 1, "steps": steps, "action": action}
    return solve(_puzzle(game, "action_legal", position, **extra))


def test_every_yes_puzzle_says_why_the_action_is_allowed_and_no_is_told_apart() -> None:
    """The 11 action_legal puzzles whose answer is Yes read only "The rules allow this at this
    moment." for the wrong "No": each now names the rule that allows the action, with this
    position's facts, and "No" gets a sentence of its own, in every language."""
    assert len(YES_PUZZLES) >= 11
    for puzzle in YES_PUZZLES:
        solution = solve(puzzle)
        assert solution.correct == frozenset({"yes"})
        right, no = solution.why["yes"], solution.why["no"]
        assert right == solution.reason and right.code.startswith("schnapsen.")
        assert no.code.startswith("schnapsen.puzzle_wrong_no_"), puzzle.id
        for lang in LANGUAGES:
            right_text, no_text = explain.describe(right, lang), explain.describe(no, lang)
            assert right_text != no_text, (puzzle.id, lang)
            assert "{" not in right_text + no_text and "schnapsen." not in right_text + no_text
        assert "The rules allow this" not in explain.describe(right)


def test_bauern_knock_names_the_suit_from_the_first_three_cards() -> None:
    """S3 §02 (lesson 02), bauern-02-knock-clubs: F's first three cards are J♠ K♣ J♣; ♣ is among
    them, so F may name ♣, knock or cut. "No" would need ♣ missing from those three."""
    solution = solve(BANK["bauern-02-knock-clubs"])
    assert explain.describe(solution.reason) == (
        "It is F's turn to name trumps, and ♣ is among his first three cards (J♠ K♣ J♣): he may "
        "name it."
    )
    assert _code(solution.why["no"]) == "no_trump"
    assert "after a cut or a knock alike" in explain.describe(solution.why["no"])
    assert solution.why["no"].section == "02"


def test_dreier_gang_for_anyone_names_the_column_and_the_one_bid_each() -> None:
    """S4 "Bidding" (lesson 07), dreier-07-gang-for-anyone: the Gang's "who may bid" is anyone;
    F passed, and M bids in his turn: each player bids once, the highest bid plays."""
    solution = solve(BANK["dreier-07-gang-for-anyone"])
    text = explain.describe(solution.reason)
    assert text.startswith("Anyone may bid the Gang, M too. It is M's turn: each player bids once")
    assert explain.describe(solution.why["no"]) == (
        "“No” misreads who may bid it. Anyone may bid the Gang, M too."
    )


def test_bauern_an_opponent_bids_above_the_normal_game() -> None:
    """S3 §03 (lesson 07), bauern-07-kontrabauernschnapser-opponent: the Kontrabauernschnapser
    is for forehand's opponents; M is one, and it ranks above F's Normal game."""
    solution = solve(BANK["bauern-07-kontrabauernschnapser-opponent"])
    assert explain.describe(solution.reason) == (
        "The Kontrabauernschnapser is for forehand's opponents, and M is one of them. The highest "
        "bid so far is the Normal game, and the Kontrabauernschnapser ranks above it."
    )


def test_dreier_spritzen_before_the_lead_names_the_contract_and_the_defender_asked() -> None:
    """S4 "Flecken" (lesson 10), dreier-10-spritzen-before-lead: F's Schnapser is fixed, the talon
    laid away, no card led; M, a defender, is asked and may say Spritzen."""
    solution = solve(BANK["dreier-10-spritzen-before-lead"])
    reason = solution.reason
    assert reason.code == "schnapsen.allowed_double_first" and reason.section == "10"
    assert (reason.params["player"], reason.params["declarer"]) == ("M", "F")
    assert explain.describe(reason) == (
        "The contract is fixed, the Schnapser of F, and no card has been led yet: M, a defender, "
        "is asked and may say Spritzen."
    )
    assert _code(solution.why["no"]) == "no_double"


def test_dreier_a_talon_card_may_be_laid_away() -> None:
    """S4 "Talon" (lesson 08), dreier-08-lay-away-talon-card: J♠ came from the talon; any card of
    the declarer's hand may be laid away, that one too."""
    solution = solve(BANK["dreier-08-lay-away-talon-card"])
    assert solution.reason.code == "schnapsen.allowed_discard_talon"
    assert "J♠ from the talon as well" in explain.describe(solution.reason)
    assert _code(solution.why["no"]) == "no_discard_talon"


def test_bauern_a_schnapser_declarer_may_show_forty() -> None:
    """S3 §05 (lesson 04), bauern-04-forty-in-schnapser: in a Schnapser the declarer's marriages
    count; F declares and holds K♥ Q♥ in trumps: 40."""
    solution = solve(BANK["bauern-04-forty-in-schnapser"])
    assert solution.reason.code == "schnapsen.allowed_marriage_declarer"
    assert solution.reason.params["points"] == 40
    assert _code(solution.why["no"]) == "no_marriage_declarer"


def test_bauern_forehand_holds_an_equal_bid_by_seat_priority() -> None:
    """S3 §03 (lesson 07): F opens Normal, M bids Bettler, R and D pass; F comes before M in seat
    priority and may hold the Bettler. "No" takes the equal bid for too low."""
    steps = [{"trump": "S"}, {"bid": "normal"}, {"bid": "bettler"}, {"pass": True},
             {"pass": True}]  # fmt: skip
    solution = _action("bauernschnapsen", steps, {"bid": "bettler"})
    assert solution.correct == frozenset({"yes"})
    assert solution.reason.params["when"].code == "schnapsen.bid_when_hold"
    assert "F comes before M in seat priority, so he may hold it" in explain.describe(
        solution.reason
    )
    assert _code(solution.why["no"]) == "no_bid_hold"


def test_dreier_a_farbenringerl_names_the_five_cards_of_a_suit() -> None:
    """S4 "Contracts" (lesson 09): the Farbenringerl asks for all five cards of one suit; F holds
    them, and the sentence shows them. "No" misreads the cards it asks for."""
    deal = GAMES["dreierschnapsen"].new_deal(1652, {})
    solution = solve(
        _puzzle("dreierschnapsen", "action_legal",
                {"seed": 1652, "steps": [{"trump": "H"}], "action": {"bid": "farbenringerl"}})
    )  # fmt: skip
    holding = solution.reason.params["holding"]
    assert holding.code == "schnapsen.bid_holds_suit"
    suit = holding.params["cards"].split()
    assert len(suit) == 5 and len({c[-1] for c in suit}) == 1
    assert all(any(c.symbol == s for c in deal.hands[deal.forehand]) for s in suit)
    assert _code(solution.why["no"]) == "no_bid_holding"


@pytest.mark.parametrize("game", ["bauernschnapsen", "dreierschnapsen"])
def test_every_allowed_action_of_a_played_deal_is_explained_in_every_language(game: str) -> None:
    """Whatever the deal allows (trumps, a bid, a pass, laying away, a double or not, a card, a
    marriage, a claim or not), the engine says why, and "No" reads otherwise, in every language."""
    import random

    seen: set[str] = set()
    for seed in range(40):
        deal = GAMES[game].new_deal(seed, {})
        rng = random.Random(seed)
        while not deal.is_over():
            for action in deal.legal_actions():
                allowed = deal.why_allowed(action)
                assert allowed is not None, action
                no = schnapsen_wrong.action_no_why(allowed, action.card)
                seen.add(allowed.code)
                for lang in ("en", "ru"):
                    text, other = explain.describe(allowed, lang), explain.describe(no, lang)
                    assert "{" not in text and not text.startswith("schnapsen."), text
                    assert not other.startswith("schnapsen.") and text != other
            deal.apply(rng.choice(deal.legal_actions()))
    assert {"schnapsen.allowed_trump", "schnapsen.allowed_bid", "schnapsen.lead_free"} <= seen
    assert deal.why_allowed(Action("pass")) is None  # the deal is over: nothing is allowed


# -- every authored puzzle, every language --------------------------------------------------------


def _wrong_texts(record: dict[str, Any]) -> list[tuple[int, str]]:
    return [(c.get("part", 1), c["explanation"]) for c in record["choices"] if not c["correct"]]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_two_wrong_choices_of_any_scenario_share_an_explanation(lang: str) -> None:
    report = check_paths([SCENARIO_ROOT], ROOT)
    assert report.puzzles and not report.problems
    shared = []
    for puzzle in report.puzzles:
        texts = _wrong_texts(answer_record(puzzle, lang))
        if len(set(texts)) != len(texts):
            shared.append(puzzle.id)
    assert not shared, shared


# -- answer --json --------------------------------------------------------------------------------


def test_answer_json_lists_every_choice_with_verdict_and_explanation(
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = SCENARIO_ROOT / "bauernschnapsen" / "05-pack-of-120.yaml"
    assert main(["answer", str(path), "--json"]) == 0
    (record,) = json.loads(capsys.readouterr().out)["answers"]
    choices = record["choices"]
    assert [c["choice"] for c in choices] == [
        f"{side}:{n}" for side in ("claimers", "opponents") for n in (1, 2, 3)
    ]
    assert all({"choice", "correct", "explanation"} <= set(c) for c in choices)
    assert [c["choice"] for c in choices if c["correct"]] == ["claimers:1"]
    assert len({c["explanation"] for c in choices}) == len(choices)
    by_choice = {c["choice"]: c["explanation"] for c in choices}
    assert "42" in by_choice["claimers:2"] and "33" in by_choice["claimers:2"]


# -- check refuses ---------------------------------------------------------------------------------

SCORE_FILE = """\
id: t-score
game: bauernschnapsen
kind: deal_score
section: "05"
prompt: {en: "?", de: "?", ru: "?", pt: "?"}
position: {claim_points: 78, opponent_points: 42, opponent_tricks: 2, claim_tricks: 3}
answer: claimers 1
"""

AUCTION_FILE = """\
id: t-auction
game: bauernschnapsen
kind: auction_winner
section: "03"
prompt: {en: "?", de: "?", ru: "?", pt: "?"}
position:
  seed: 1
  steps: [{trump: S}, {bid: normal}, {pass: true}, {pass: true}, {pass: true}]
answer: F
"""


def _check(tmp_path: Path, text: str) -> list[str]:
    (tmp_path / "p.yaml").write_text(text, encoding="utf-8")
    return [str(p) for p in check_paths([tmp_path], tmp_path).problems]


def test_check_passes_the_good_files(tmp_path: Path) -> None:
    assert _check(tmp_path, SCORE_FILE) == []
    assert _check(tmp_path, AUCTION_FILE) == []


def test_check_refuses_wrong_choices_that_share_an_explanation(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = schnapsen_kinds.SOLVERS["deal_score"]

    def one_sentence_for_all(puzzle: Puzzle) -> Solution:  # what deal_score did before
        s = real(puzzle)
        return Solution(s.choices, s.correct, s.reason, {c: s.reason for c in s.choices})

    monkeypatch.setitem(schnapsen_kinds.SOLVERS, "deal_score", one_sentence_for_all)
    (problem,) = _check(tmp_path, SCORE_FILE)
    assert "explained alike" in problem and "each wrong choice needs its own reason" in problem


def test_check_refuses_an_explanation_naming_the_other_games_rule(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The auction sentence Bauernschnapsen puzzles used to show, with Dreier's tie-break in it.
    old = (
        "{player} plays the {contract}: it ranks highest in this auction (by value, then in "
        "Dreierschnapsen playing without the talon, then seat priority)."
    )
    monkeypatch.setitem(SCHNAPSEN_REASONS, "schnapsen.auction_won_four", old)  # both games' texts
    (problem,) = _check(tmp_path, AUCTION_FILE)
    assert "names Dreierschnapsen" in problem and "another game's rule" in problem


def test_check_refuses_a_reason_of_the_other_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = schnapsen_kinds.SOLVERS["auction_winner"]

    def dreier_reason(puzzle: Puzzle) -> Solution:
        s = real(puzzle)
        why = {**s.why, "M": Reason("schnapsen.seat_priority", "dreierschnapsen", "03")}
        return Solution(s.choices, s.correct, s.reason, why)

    monkeypatch.setitem(schnapsen_kinds.SOLVERS, "auction_winner", dreier_reason)
    (problem,) = _check(tmp_path, AUCTION_FILE)
    assert "cites dreierschnapsen's rule" in problem
