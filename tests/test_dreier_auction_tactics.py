"""Tactics puzzles in the Dreierschnapsen auction (issue 21 §1: "the decisions before it:
trumps, bids"): "bid a contract, or pass?" and "which trumps?" with every hand open.

The rule (Dreierschnapsen article S4 "Bidding"): from F, each player bids one contract, with or
without the talon, or passes; the highest bid plays (the higher value, then "without the
talon", then F > M > D); if all pass, F plays the Normal game. Nobody has a partner while the
bids go round, so each later bidder does what is best for himself; where he has equal choices,
every one of them counts. The referee here is written from that definition with no memo of
auction states: a result of one choice is possible when, for each other choice, some possible
result of it is no better for the bidder. Its contracts are valued by the generic search over
the engine's own `Deal` (`solver.search`: the talon's every order, the doubling and every card,
no card core) where it is quick enough; for every puzzle, by `doubling.best_value` (whose values
the doubling and talon tests hold to that generic search).
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from tests.apptest_helpers import open_page
from tests.tactics_files import written_puzzle
from tutorial.games.base import Deal
from tutorial.puzzles import bidding, doubling, trumps
from tutorial.puzzles.bank import load_tactics
from tutorial.puzzles.check import check_paths, solve
from tutorial.puzzles.choices import after_each, choice_of
from tutorial.puzzles.mine import at, played
from tutorial.puzzles.mine_decisions import MOTIF_BID, MOTIF_TRUMPS
from tutorial.puzzles.model import Puzzle, PuzzleError
from tutorial.puzzles.present import choice_label
from tutorial.puzzles.solo_auction import SoloAuction
from tutorial.puzzles.tactics import MARGIN, tactics_deal
from tutorial.solver.solve import solve as solve_position
from tutorial.words.explain import describe
from tutorial.words.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
GAME = "dreierschnapsen"
WITHOUT_TALON = {
    "en": "without the talon",
    "de": "ohne Talon",
    "ru": "без прикупа",
    "pt": "sem talão",
}


def puzzles_of(motif: str) -> list[Puzzle]:
    found = [p for p in load_tactics().values() if p.game == GAME and motif in p.tags]
    return sorted(found, key=lambda p: p.id)


def generic(deal: Deal, declarer: int) -> int:
    return solve_position(deal, seat=declarer, fair=True).value


def on_the_core(deal: Deal, declarer: int) -> int:
    return doubling.best_value(deal, declarer, deal.side_of(declarer), 2_000_000)[0]


def _possible(deal: Deal, contracts: dict, value_of=generic) -> set[tuple[int, ...]]:
    """Every result (one number per seat) the deal may end in with each bidder doing what is
    best for himself, by the definition: a result of one choice is possible when each other
    choice has a possible result no better for the bidder."""
    if deal.is_over():
        return {tuple(deal.payoff(s) for s in range(3))}
    if deal.side_of(0) is not None:  # the contract is fixed: talon, doubling, card play
        declarer = deal.declarer  # type: ignore[attr-defined]
        key = (deal.contract.id, declarer, deal.without_talon)  # type: ignore[attr-defined]
        if key not in contracts:
            value = value_of(deal, declarer)
            side = deal.side_of(declarer)
            contracts[key] = tuple(value if deal.side_of(s) == side else -value for s in range(3))
        return {contracts[key]}
    mover = deal.to_move
    assert mover is not None
    children = [_possible(child, contracts, value_of) for _action, child in after_each(deal)]
    found = set()
    for number, results in enumerate(children):
        for result in results:
            if all(
                any(other[mover] <= result[mover] for other in others)
                for n, others in enumerate(children)
                if n != number
            ):
                found.add(result)
    return found


def _referee_of(deal: Deal, seat: int, value_of=generic) -> set[int]:
    return {r[seat] for r in _possible(deal, {}, value_of)}


def _referee(puzzle: Puzzle, kind: str, value_of=generic) -> dict[str, set[int]]:
    """Each choice of `kind` and the results it may bring the mover."""
    deal = tactics_deal(puzzle)
    seat = deal.to_move
    assert seat is not None
    values = {}
    for action in deal.legal_actions():
        if action.kind not in kind.split("|"):
            continue
        child = deal.clone()
        child.apply(action)
        values[choice_of(action)] = _referee_of(child, seat, value_of)
    return values


def _bids_left(puzzle: Puzzle) -> int:
    """How many bidders speak after the moment (a cheap size of the auction left)."""
    deal = tactics_deal(puzzle)
    return 3 - len(deal.bids)  # type: ignore[attr-defined]


def test_at_least_12_dreier_bidding_puzzles_answered_by_a_pass_and_by_a_contract() -> None:
    files = sorted((ROOT / "scenarios" / GAME / "tactics").glob("tactics-*-bidding-*.yaml"))
    report = check_paths(files, ROOT)
    assert not report.problems, "\n".join(map(str, report.problems[:5]))
    puzzles = puzzles_of(MOTIF_BID)
    assert len(report.puzzles) == len(files) == len(puzzles) >= 12
    answers = Counter(next(iter(solve(p).correct)) for p in puzzles)
    assert answers["pass"] >= 4 and len(puzzles) - answers["pass"] >= 4, answers
    assert any(a.endswith("+") for a in answers), answers  # a bid without the talon
    assert all("open-hands" in p.tags for p in puzzles)


def test_a_bid_is_worth_what_every_bidders_best_answers_give_s4_bidding() -> None:
    """The puzzle with the fewest bidders left (the generic search is slow); every one in the
    slow test below."""
    puzzle = min(puzzles_of(MOTIF_BID), key=lambda p: (_bids_left(p), p.id))
    found = bidding.valued(tactics_deal(puzzle))
    assert found is not None
    assert {c: {v} for c, v in found.values.items()} == _referee(puzzle, "bid|pass")
    (best,) = solve(puzzle).correct
    assert all(found.values[best] - v >= MARGIN for c, v in found.values.items() if c != best)


@pytest.mark.slow
def test_every_dreier_bidding_puzzle_is_worth_what_the_definition_finds() -> None:
    for puzzle in puzzles_of(MOTIF_BID):
        found = bidding.valued(tactics_deal(puzzle))
        assert found is not None, puzzle.id
        expected = _referee(puzzle, "bid|pass", on_the_core)
        assert {c: {v} for c, v in found.values.items()} == expected, puzzle.id


@pytest.mark.slow
def test_every_dreier_trump_puzzle_is_worth_what_the_definition_finds() -> None:
    """Each suit F may name, and each blind card he may turn up instead, through the whole
    auction after it; no blind card brings more than the answer."""
    for puzzle in puzzles_of(MOTIF_TRUMPS):
        found = trumps.valued(tactics_deal(puzzle))
        assert found is not None, puzzle.id
        values = _referee(puzzle, "trump|aufschlagen", on_the_core)
        named = {c: v for c, v in values.items() if c.startswith("trump:")}
        assert {c: {v} for c, v in found.values.items()} == named, puzzle.id
        blind = [max(v) for c, v in values.items() if not c.startswith("trump:")]
        assert blind and all(v <= found.values[found.best] for v in blind), puzzle.id


def test_each_talon_pair_is_searched_once_and_the_value_is_unchanged_s4_talon() -> None:
    """The two cards laid away count for nobody whichever goes first, so `best_value` tries
    each pair once; trying every card first and every card second finds the same value."""
    deal = _first_talon_laid_away()
    seat = deal.to_move
    assert seat is not None
    side = deal.side_of(seat)
    every_order = []
    for first in deal.legal_actions():
        once = deal.clone()
        once.apply(first)
        for second in once.legal_actions():
            twice = once.clone()
            twice.apply(second)
            every_order.append(doubling.best_value(twice, seat, side, 2_000_000)[0])
    assert len(every_order) == 8 * 7  # every card of eight first, then each of the seven
    assert doubling.best_value(deal, seat, side, 2_000_000)[0] == max(every_order)


def _first_talon_laid_away() -> Deal:
    """The first deal of the rule-of-thumb stream where the declarer takes the talon, at the
    moment he is to lay the first card away."""
    for seed in range(1, 40):
        deal = at(GAME, seed, [])
        for action in played(GAME, seed):
            if doubling.laying_first(deal):
                return deal
            deal.apply(action)
    raise AssertionError("no talon laid away in 40 deals")


def test_a_bid_without_the_talon_is_named_so_in_every_language() -> None:
    puzzle = next(p for p in puzzles_of(MOTIF_BID) if next(iter(solve(p).correct)).endswith("+"))
    solution = solve(puzzle)
    (best,) = solution.correct
    assert set(solution.why) == set(solution.choices) and "pass" in solution.choices
    for lang in LANGUAGES:
        label = choice_label(best, lang)
        assert WITHOUT_TALON[lang] in label, (lang, label)
        texts = [describe(reason, lang) for reason in solution.why.values()]
        assert len(set(texts)) == len(texts) and all("{" not in text for text in texts), lang
        assert not any(re.search(r"\bbid:|\bnormal\b|\+\s", t) for t in texts), texts
        assert WITHOUT_TALON[lang] in describe(solution.reason, lang), lang
    assert describe(solution.reason, "en").startswith("Bidding ")
    assert "without the talon is the one best choice" in describe(solution.reason, "en")


def test_a_later_bidders_equal_choices_leave_the_answer_open_and_the_file_is_refused(
    tmp_path: Path,
) -> None:
    """Deal 6, F's first bid: if F passes, a later bidder has two choices equally good for
    himself, one ending at +10 for F and one at −10. No answer holds however that tie falls, so
    the file is refused, naming the position."""
    seed, steps = 6, played(GAME, 6)[:1]  # trumps named; F is to bid
    deal = at(GAME, seed, steps)
    seat = deal.to_move
    assert seat is not None and bidding.bidding_choices(deal) is not None
    child = deal.clone()
    child.apply(next(a for a in deal.legal_actions() if a.kind == "pass"))
    auction = SoloAuction(seat, 300_000, bidding.MAX_CONTRACTS)
    assert len({r[seat] for r, _ in auction.outcomes(child)}) == 2
    puzzle = written_puzzle(tmp_path, GAME, seed, steps, "pass")
    with pytest.raises(PuzzleError, match=r"position.steps: a later bidder"):
        solve(puzzle)


@pytest.mark.slow
def test_the_tie_in_deal_6_is_the_one_the_definition_finds() -> None:
    """The referee, from the definition, finds the same two results for F's pass in deal 6."""
    deal = at(GAME, 6, played(GAME, 6)[:1])
    seat = deal.to_move
    assert seat is not None
    deal.apply(next(a for a in deal.legal_actions() if a.kind == "pass"))
    auction = SoloAuction(seat, 300_000, bidding.MAX_CONTRACTS)
    found = {r[seat] for r, _ in auction.outcomes(deal)}
    assert found == _referee_of(deal, seat, on_the_core) == {10, -10}


def test_each_bidding_prompt_reads_in_four_languages_and_says_whether_bids_came_before() -> None:
    """F bids first: no "bids so far below the table" where nothing was said yet."""
    for puzzle in puzzles_of(MOTIF_BID):
        assert set(puzzle.prompt) == set(LANGUAGES), puzzle.id
        assert len(set(puzzle.prompt.values())) == len(LANGUAGES), puzzle.id
        first = len(puzzle.position["steps"]) == 1  # only the trumps named before
        assert ("bids first" in puzzle.prompt["en"]) == first, puzzle.id
        assert ("bids so far" in puzzle.prompt["en"]) != first, puzzle.id


def test_dreier_trump_puzzles_ask_for_one_of_fs_first_suits_s4_dealing() -> None:
    puzzles = puzzles_of(MOTIF_TRUMPS)
    assert len(puzzles) >= 2
    for puzzle in puzzles:
        deal = tactics_deal(puzzle)
        suits = {c.suit.value for c in deal.first_three}  # type: ignore[attr-defined]
        solution = solve(puzzle)
        assert {c.removeprefix("trump:") for c in solution.choices} == suits
        assert describe(solution.reason, "en").startswith("Naming ")


def test_tactics_mode_asks_the_dreier_bid_with_and_without_the_talon() -> None:
    alone = [p for p in puzzles_of(MOTIF_BID) if str(p.answer).endswith("+")]
    puzzle = min(alone, key=lambda p: (_bids_left(p), p.id))  # the quickest to solve
    app = open_page("puzzles", lang="de", mode="tactics", puzzle=puzzle.id)
    assert not app.exception
    key = f"pick_tactics_{puzzle.id.replace('-', '_')}"
    group = app.button_group(key=key)
    labels = [getattr(o, "content", str(o)) for o in group.options]
    assert "Passen" in labels and any(label.endswith("ohne Talon ansagen") for label in labels)
    assert not any("bid:" in label or "+" in label for label in labels), labels
    solution = solve(puzzle)
    wrong = next(c for c in solution.choices if c not in solution.correct)
    group.set_value(wrong).run()
    shown = " ".join(m.value for m in app.markdown) + " ".join(e.value for e in app.error)
    assert not app.exception and not app.success and "verschenkt" in shown, shown[:400]
    (best,) = solution.correct
    app.button_group(key=key).set_value(best).run()
    assert app.success and not app.exception
