"""Tactics puzzles in the auction (issue 21 §1: "the decisions before it: … bids"; motif "bid
the Schnapser"): "bid a contract, or pass?" with every hand open, in Bauernschnapsen.

The rule (Bauernschnapsen card S3 §03): F opens with any contract he may bid; then each player
passes or bids higher, a pass is final, and the highest bid is played when three have passed.
The partners sit opposite each other from the start, so with open hands each bid has an exact
value for the mover's pair. The referee here is a plain minimax over the auction, written from
that rule (pairs by seat, no memo of auction states), whose contracts are valued by the generic
search over the engine's own `Deal` (`solver.search`: the doubling and every card, no card core).
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from tests.apptest_helpers import open_page
from tests.tactics_files import checked_with_answer, written_puzzle
from tutorial.games.base import Deal
from tutorial.games.registry import GAMES
from tutorial.puzzles import bidding, trumps
from tutorial.puzzles.bank import load_tactics
from tutorial.puzzles.check import check_paths, normalise, solve
from tutorial.puzzles.choices import choice_of
from tutorial.puzzles.mine import MOTIFS, at, played
from tutorial.puzzles.mine_decisions import MOTIF_BID, MOTIF_TRUMPS, mine_bidding, mine_trumps
from tutorial.puzzles.model import Puzzle
from tutorial.puzzles.present import choice_label
from tutorial.puzzles.tactics import MARGIN, NoSingleBest, tactics_deal
from tutorial.solver.solve import solve as solve_position
from tutorial.words.explain import describe
from tutorial.words.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
GAME = "bauernschnapsen"
MODEST = ("pass", "bid:normal")  # passing, or the lowest contract when opening


def bidding_puzzles() -> list[Puzzle]:
    found = [p for p in load_tactics().values() if p.game == GAME and MOTIF_BID in p.tags]
    return sorted(found, key=lambda p: p.id)


def _auction_referee(deal: Deal, seat: int, contracts: dict) -> int:
    """The deal's value for `seat`'s pair: every bid and pass tried, the pair of the bidder to
    move maximising its own result (partners sit opposite: seats of equal parity); once the
    auction is over, the generic search over the engine's deal."""
    if deal.is_over():
        return deal.payoff(seat)
    if deal.side_of(seat) is not None:  # the contract is fixed: the doubling and the card play
        key = (deal.contract.id, deal.declarer)  # type: ignore[attr-defined]
        if key not in contracts:
            contracts[key] = solve_position(deal, seat=seat, fair=True).value
        return contracts[key]
    mover = deal.to_move
    assert mover is not None
    values = []
    for action in deal.legal_actions():
        child = deal.clone()
        child.apply(action)
        values.append(_auction_referee(child, seat, contracts))
    return max(values) if (mover - seat) % 2 == 0 else min(values)


def _referee(puzzle: Puzzle, kind: str | None = None) -> dict[str, int]:
    """Each legal choice's value (of one `kind` if given) for the mover's pair."""
    deal = tactics_deal(puzzle)
    seat = deal.to_move
    assert seat is not None
    values = {}
    for action in deal.legal_actions():
        if kind not in (None, action.kind):
            continue
        child = deal.clone()
        child.apply(action)
        values[choice_of(action)] = _auction_referee(child, seat, {})  # a suit: a new deal
    return values


def trump_puzzles() -> list[Puzzle]:
    found = [p for p in load_tactics().values() if p.game == GAME and MOTIF_TRUMPS in p.tags]
    return sorted(found, key=lambda p: p.id)


def _reach(puzzle: Puzzle) -> int:
    """How many bids and passes the auction after the moment can still see (a cheap size)."""

    def walk(deal: Deal) -> int:
        if deal.is_over() or deal.side_of(0) is not None:
            return 1
        total = 1
        for action in deal.legal_actions():
            child = deal.clone()
            child.apply(action)
            total += walk(child)
        return total

    return walk(tactics_deal(puzzle))


def test_at_least_20_bidding_puzzles_answered_by_a_pass_or_a_higher_contract() -> None:
    files = sorted((ROOT / "scenarios" / GAME / "tactics").glob("tactics-*-bidding-*.yaml"))
    report = check_paths(files, ROOT)
    assert not report.problems, "\n".join(map(str, report.problems[:5]))
    puzzles = bidding_puzzles()
    assert len(report.puzzles) == len(files) == len(puzzles)
    answers = Counter(next(iter(solve(p).correct)) for p in puzzles)
    modest = sum(answers[a] for a in MODEST)
    assert len(puzzles) >= 20 and modest >= 8 and len(puzzles) - modest >= 8, answers
    assert answers["bid:schnapser"] >= 1  # the motif the issue names: bid the Schnapser
    assert all(p.game == GAME and "open-hands" in p.tags for p in puzzles)
    assert MOTIF_BID in MOTIFS


def test_a_bid_is_worth_what_a_plain_minimax_over_the_auction_finds_s3_03() -> None:
    """The two puzzles with the smallest auction left here; every one in the slow test below."""
    for puzzle in sorted(bidding_puzzles(), key=_reach)[:2]:
        values = _referee(puzzle)
        found = bidding.valued(tactics_deal(puzzle))
        assert found is not None and found.values == values, puzzle.id
        (best,) = solve(puzzle).correct
        assert all(values[best] - v >= MARGIN for c, v in values.items() if c != best)


@pytest.mark.slow
def test_every_bidding_puzzle_is_worth_what_a_plain_minimax_finds() -> None:
    for puzzle in bidding_puzzles():
        found = bidding.valued(tactics_deal(puzzle))
        assert found is not None and found.values == _referee(puzzle), puzzle.id


def test_a_bid_is_asked_in_both_schnapsen_auctions_and_never_in_schneider() -> None:
    """Schneider has no auction; both Schnapsen games ask the bid (Dreierschnapsen's each
    bidder for himself: `tests/test_dreier_auction_tactics.py`)."""
    for seed in range(1, 6):
        actions = played("schneider", seed)
        for cut in range(len(actions)):
            assert bidding.bidding_choices(at("schneider", seed, actions[:cut])) is None
    for game in (GAME, "dreierschnapsen"):
        actions = played(game, 1)
        asked = [
            cut
            for cut in range(len(actions))
            if bidding.bidding_choices(at(game, 1, actions[:cut]))
        ]
        assert asked, f"a {game} auction offers a choice"


def test_every_choice_is_explained_in_every_language_with_the_contracts_names() -> None:
    puzzle = next(p for p in bidding_puzzles() if solve(p).correct == {"bid:schnapser"})
    solution = solve(puzzle)
    assert set(solution.why) == set(solution.choices) and "pass" in solution.choices
    for lang in LANGUAGES:
        texts = [describe(reason, lang) for reason in solution.why.values()]
        assert len(set(texts)) == len(texts) and all("{" not in text for text in texts), lang
        assert not any(re.search(r"\bbid:|\bpass\b|\bnormal\b", t) for t in texts), texts
        assert all("Schnapser" in text for text in texts), lang  # the best bid, named in each
    right = describe(solution.reason, "en")
    assert right.startswith("Bidding Schnapser is the one best choice") and "+" in right
    assert describe(solution.why["pass"], "en").startswith("Passing gives away")


def test_a_position_with_no_clear_best_bid_is_refused(tmp_path: Path) -> None:
    for seed in range(1, 100):
        actions = played(GAME, seed)
        for cut in range(len(actions)):
            deal = at(GAME, seed, actions[:cut])
            found = bidding.valued(deal) if bidding.bidding_choices(deal) else None
            if found is None or found.margin >= MARGIN:
                continue
            puzzle = written_puzzle(tmp_path, GAME, seed, actions[:cut], found.best)
            with pytest.raises(NoSingleBest) as refused:
                solve(puzzle)
            assert "position.steps" in str(refused.value) and "no single best choice" in str(
                refused.value
            )
            return
    pytest.fail("no auction moment without a clear best choice in 100 deals")


def test_a_wrong_bid_in_a_puzzle_file_is_refused_on_answer(tmp_path: Path) -> None:
    puzzle = bidding_puzzles()[0]
    solution = solve(puzzle)
    wrong = next(c for c in solution.choices if c not in solution.correct)
    report = checked_with_answer(puzzle, f" {wrong}", tmp_path)
    assert report.problems and "answer" in str(report.problems[0])


def test_an_answer_reads_bid_and_pass_in_any_case_and_shows_the_games_words() -> None:
    assert normalise("Bid:Schnapser") == "bid:schnapser" and normalise(" PASS ") == "pass"
    assert choice_label("bid:schnapser", "de") == "Schnapser ansagen"
    assert choice_label("pass", "pt") == "Passar"
    assert choice_label("bid:normal", "en") != "bid:normal"


def test_the_same_seed_mines_the_same_puzzles_one_of_each_kind() -> None:
    first, again = (list(mine_bidding(GAME, 5, 2)) for _ in range(2))
    assert [m.document() for m in first] == [m.document() for m in again]
    assert sum(m.best in MODEST for m in first) == 1
    prompts = first[0].document()["prompt"]
    assert set(prompts) == set(LANGUAGES) and len(set(prompts.values())) == len(LANGUAGES)


def test_mining_bids_in_a_game_without_an_auction_says_so(tmp_path: Path) -> None:
    game = "schneider"
    assert game in GAMES
    run = subprocess.run(
        [sys.executable, "-m", "tutorial", "mine", game, "--bidding", "--count", "1",
         "--out", str(tmp_path)],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert run.returncode == 1 and f"found no such moment in {game}" in run.stderr
    assert "Traceback" not in run.stderr and not list(tmp_path.iterdir())


def test_tactics_mode_asks_the_bid_in_the_games_words_and_shows_the_bids_so_far() -> None:
    puzzle = next(p for p in bidding_puzzles() if p.position["steps"][1:])  # after F's opening
    app = open_page("puzzles", lang="de", mode="tactics", puzzle=puzzle.id)
    assert not app.exception
    key = f"pick_tactics_{puzzle.id.replace('-', '_')}"
    group = app.button_group(key=key)
    labels = " ".join(getattr(o, "content", str(o)) for o in group.options)
    assert "Passen" in labels and "ansagen" in labels and "bid:" not in labels, labels
    (so_far,) = (e for e in app.expander if e.label == "Das Spiel bisher")
    said = " ".join(m.value for m in so_far.markdown)
    assert "F: Normalspiel ansagen" in said or "ansagen" in said, said  # the bids before
    solution = solve(puzzle)
    wrong = next(c for c in solution.choices if c not in solution.correct)
    group.set_value(wrong).run()
    shown = " ".join(m.value for m in app.markdown) + " ".join(e.value for e in app.error)
    assert not app.exception and not app.success
    assert "verschenkt" in shown and not re.search(r"\bbid:|\bno_kontra\b", shown), shown[:400]
    (best,) = solution.correct
    app.button_group(key=key).set_value(best).run()
    assert app.success and not app.exception


# Which trumps (S3 §02: F names a suit among his first three cards, then the auction, S3 §03).


def test_at_least_20_trump_puzzles_each_asking_for_one_of_fs_first_suits() -> None:
    files = sorted((ROOT / "scenarios" / GAME / "tactics").glob("tactics-*-trumps-*.yaml"))
    report = check_paths(files, ROOT)
    assert not report.problems, "\n".join(map(str, report.problems[:5]))
    puzzles = trump_puzzles()
    assert len(report.puzzles) == len(files) == len(puzzles) >= 20
    answers = Counter(next(iter(solve(p).correct)) for p in puzzles)
    assert len(answers) >= 3, answers  # not one suit every time
    for puzzle in puzzles[:5]:
        deal = tactics_deal(puzzle)
        suits = {c.suit.value for c in deal.first_three}  # type: ignore[attr-defined]
        choices = solve(puzzle).choices
        assert {c.removeprefix("trump:") for c in choices} == suits and len(suits) >= 2


def test_a_suit_is_worth_what_a_plain_minimax_over_the_auction_finds_s3_02() -> None:
    """One puzzle here (each suit is a whole auction); every one in the slow test below."""
    puzzle = trump_puzzles()[0]
    found = trumps.valued(tactics_deal(puzzle))
    assert found is not None and found.values == _referee(puzzle, "trump")


@pytest.mark.slow
def test_every_trump_puzzle_is_worth_what_a_plain_minimax_finds() -> None:
    for puzzle in trump_puzzles():
        found = trumps.valued(tactics_deal(puzzle))
        assert found is not None and found.values == _referee(puzzle, "trump"), puzzle.id


def test_every_suit_is_explained_in_every_language_without_an_id() -> None:
    solution = solve(trump_puzzles()[0])
    (best,) = solution.correct
    symbol = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}[best.removeprefix("trump:")]
    for lang in LANGUAGES:
        texts = [describe(reason, lang) for reason in solution.why.values()]
        assert len(set(texts)) == len(texts) and all("{" not in text for text in texts), lang
        assert not any("trump:" in text for text in texts) and all(symbol in t for t in texts)
    assert describe(solution.reason, "en").startswith(f"Naming {symbol} as trumps is the one")
    assert choice_label("trump:H", "de") == "Trumpf: ♥ Herz"


def test_a_deal_where_the_suits_end_alike_is_refused(tmp_path: Path) -> None:
    for seed in range(1, 40):
        deal = at(GAME, seed, [])
        found = trumps.valued(deal)
        if found is None or found.margin >= MARGIN:
            continue
        puzzle = written_puzzle(tmp_path, GAME, seed, [], found.best)
        with pytest.raises(NoSingleBest, match=r"position.steps: no single best suit by 1"):
            solve(puzzle)
        return
    pytest.fail("no deal whose trumps all end alike in 40 deals")


def test_the_same_seed_mines_the_same_trump_puzzle_and_a_game_without_trumps_none() -> None:
    first, again = (list(mine_trumps(GAME, 5, 1)) for _ in range(2))
    assert [m.document() for m in first] == [m.document() for m in again] and first
    assert str(first[0].best).startswith("trump:") and first[0].steps == []
    assert not list(mine_trumps("schneider", 5, 1))


def test_tactics_mode_asks_which_trumps_by_the_suits_names() -> None:
    puzzle = trump_puzzles()[0]
    app = open_page("puzzles", lang="en", mode="tactics", puzzle=puzzle.id)
    assert not app.exception
    key = f"pick_tactics_{puzzle.id.replace('-', '_')}"
    group = app.button_group(key=key)
    labels = [getattr(o, "content", str(o)) for o in group.options]
    assert all(label.startswith("Trumps: ") for label in labels), labels
    table = next(str(h.proto.body) for h in app.get("html") if "kt-seat" in str(h.proto.body))
    boxes = re.split(r'data-seat="\d"', table)[1:]
    faces = [box.split("kt-trick")[0].count("card face") for box in boxes]
    assert faces == [5, 5, 5, 5], faces  # F's two blind cards too: the answer counts on them
    (best,) = solve(puzzle).correct
    group.set_value(best).run()
    assert app.success and not app.exception
