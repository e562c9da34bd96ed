"""Tactics puzzles (issue 21 §1): positions mined by the exact solver, each with one best card by
a clear margin, checked again by `kartenschule check`, explained choice by choice, and asked
on the Puzzles page in Tactics mode."""

from __future__ import annotations

import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from tests.apptest_helpers import open_page
from tutorial.games.base import Deal
from tutorial.games.registry import GAMES
from tutorial.puzzles.bank import load_bank, load_tactics
from tutorial.puzzles.bidding import bidding_choices
from tutorial.puzzles.check import check_paths, solve
from tutorial.puzzles.doubling import doubling_choices
from tutorial.puzzles.hidden import is_hidden
from tutorial.puzzles.mine import MOTIFS, at, mine, played
from tutorial.puzzles.model import Puzzle, PuzzleError
from tutorial.puzzles.present import choice_records
from tutorial.puzzles.tactics import (
    KIND,
    MARGIN,
    best_line,
    card_choices,
    claim_choices,
    tactics_deal,
    valued,
)
from tutorial.puzzles.talon import first_lay_away
from tutorial.puzzles.trumps import trump_choices
from tutorial.words.explain import describe

ROOT = Path(__file__).resolve().parents[1]


def _exhaustive(deal: Deal, seat: int) -> int:
    """Every line of play to the end, each player for their own side (an independent referee
    of the solver: no pruning, no ordering, no tables); what is good only by the card's letter
    is left out, as the solver's fair search leaves it out."""
    if deal.is_over():
        return deal.payoff(seat)
    mover = deal.to_move
    assert mover is not None
    actions = deal.legal_actions()
    fair = [a for a in actions if not deal.letter_only(a)] or actions
    values = []
    for action in fair:
        child = deal.clone()
        child.apply(action)
        values.append(_exhaustive(child, seat))
    mine_ = deal.side_of(mover) == deal.side_of(seat)
    return max(values) if mine_ else min(values)


def _hand_size(deal: Deal) -> int:
    return len(card_choices(deal) or [])


def test_at_least_100_tactics_puzzles_per_game_each_with_one_best_card() -> None:
    """Done when ≥ 100 per game pass `check` (every one solved again, uniqueness and margin)."""
    folders = sorted((ROOT / "scenarios").glob("*/tactics"))
    report = check_paths(folders, ROOT)
    assert not report.problems, "\n".join(map(str, report.problems[:5]))
    per_game = Counter(p.game for p in report.puzzles)
    assert all(per_game[game] >= 100 for game in GAMES), per_game
    assert {p.id for p in report.puzzles} == set(load_tactics())
    for puzzle in report.puzzles:
        assert puzzle.kind == KIND and any(tag in MOTIFS for tag in puzzle.tags), puzzle.id


def test_the_tactics_are_not_in_a_sections_quiz() -> None:
    """They test play, not a section's rule: the rule bank leaves them out."""
    assert not [p for p in load_bank().values() if p.kind == KIND]


@pytest.mark.parametrize("game", list(GAMES))
def test_each_cards_value_is_what_every_line_of_play_gives(game: str) -> None:
    """On small endgames (three cards or fewer to play) the value of every card agrees with an
    exhaustive search of every line, and the best card is the only one within `MARGIN`."""
    checked = 0
    for seed in range(1, 400):
        actions = played(game, seed)
        for cut in range(len(actions) - 1, 0, -1):
            deal = at(game, seed, actions[:cut])
            if card_choices(deal) is None or _hand_size(deal) > 3:
                continue
            if _hand_size(deal) < 2:
                break
            found = valued(deal)
            assert found is not None
            mover = deal.to_move
            assert mover is not None
            for card, value in found.values.items():
                after = deal.clone()
                after.apply(next(a for a in deal.legal_actions() if a.card == card))
                assert _exhaustive(after, mover) == value, (game, seed, cut, card)
            checked += 1
            break
        if checked >= 6:
            break
    assert checked >= 6


@pytest.mark.parametrize("game", list(GAMES))
def test_the_explained_line_of_best_play_ends_at_the_best_cards_value(game: str) -> None:
    """The line an explanation names and counts ("your side takes 2 of the 4 tricks still
    played") is best play: played to the end it gives the value the solver gave the best card,
    names at most the rest of this trick and the next, and takes no more tricks than are played."""
    players = len(GAMES[game].new_deal(1).hands)  # type: ignore[attr-defined]
    puzzles = sorted(
        (p for p in load_tactics().values() if p.game == game and card_choices(tactics_deal(p))),
        key=lambda p: p.id,
    )
    for puzzle in puzzles[::11]:
        deal = tactics_deal(puzzle)
        found = valued(deal)
        assert found is not None
        line = best_line(deal, found.best)
        assert line.value == found.values[found.best], puzzle.id
        hand = deal.hands[deal.to_move]  # type: ignore[attr-defined, index]
        assert 0 <= line.won <= line.played <= len(hand), puzzle.id
        assert len(line.moves) <= 2 * players - 1, puzzle.id


def _puzzle(game: str, seed: int, steps: list, answer: str = "AS") -> Puzzle:
    from tutorial.formats.steps import Step

    return Puzzle(
        id="test-tactics",
        game=game,
        kind=KIND,
        section="07" if game == "schneider" else "11",
        prompt={"en": "?"},
        position={"seed": seed, "steps": [Step.model_validate(s) for s in steps]},
        answer=answer,
    )


def test_a_position_without_one_clearly_best_card_is_refused() -> None:
    """A lichess-puzzler rule: keep a position only when the best beats the next by a margin."""
    game = "schneider"
    for seed in range(1, 200):
        actions = played(game, seed)
        for cut in range(len(actions)):
            deal = at(game, seed, actions[:cut])
            if card_choices(deal) is None or _hand_size(deal) > 4:
                continue
            found = valued(deal)
            if found is not None and found.margin < MARGIN:
                steps = [{a.kind: str(a.card)} for a in actions[:cut]]
                with pytest.raises(PuzzleError, match="no single best card"):
                    solve(_puzzle(game, seed, steps))
                return
    pytest.fail("no tied position found in 200 deals")


def test_a_step_that_breaks_a_rule_is_named() -> None:
    actions = played("schneider", 5)
    steps = [{a.kind: str(a.card)} for a in actions[:3]]
    steps[2] = {"play": str(actions[0].card)}  # a card already played
    with pytest.raises(PuzzleError) as refused:
        solve(_puzzle("schneider", 5, steps))
    assert refused.value.field == "position.steps.3"


def test_every_choice_has_its_own_explanation_in_every_language() -> None:
    """The best card with its value and the line after it; each wrong card with what it gives
    away; no two choices share a sentence."""
    open_hands = [p for p in load_tactics().values() if not is_hidden(p)]  # own test: hidden
    puzzles = sorted(open_hands, key=lambda p: p.id)[::40]
    for puzzle in puzzles:
        solution = solve(puzzle)
        for lang in ("en", "de", "ru", "pt"):
            records = choice_records(solution, lang)
            texts = [r["explanation"] for r in records]
            assert len(set(texts)) == len(texts), (puzzle.id, lang)
            best = next(r for r in records if r["correct"])
            assert "{" not in best["explanation"]
        wrong = next(r for r in choice_records(solution, "en") if not r["correct"])
        assert " gives away " in wrong["explanation"]


def test_the_same_seed_mines_the_same_puzzles() -> None:
    first = [m.document() for m in mine("schneider", 11, 2)]
    again = [m.document() for m in mine("schneider", 11, 2)]
    assert first == again and len(first) == 2
    for document in first:
        assert document["kind"] == KIND and document["answer"]


def test_mine_writes_files_that_check_passes(tmp_path: Path) -> None:
    out = tmp_path / "tactics"
    done = subprocess.run(
        [sys.executable, "-m", "tutorial", "mine", "dreierschnapsen", "--seed", "3",
         "--count", "2", "--out", str(out)],
        cwd=ROOT, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert len(list(out.glob("*.yaml"))) == 2
    report = check_paths([out], tmp_path)
    assert not report.problems and len(report.puzzles) == 2


@pytest.mark.parametrize(
    ("args", "message"),
    [(["chess"], "unknown game 'chess'"), (["schneider", "--count", "0"], "--count must be")],
)
def test_mine_refuses_bad_input_in_one_line(args: list[str], message: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tutorial", "mine", *args],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 2 and message in done.stderr
    assert "Traceback" not in done.stderr


def _a_tactics_puzzle(game: str) -> Puzzle:
    return sorted((p for p in load_tactics().values() if p.game == game), key=lambda p: p.id)[0]


@pytest.mark.parametrize("game", list(GAMES))
def test_tactics_mode_asks_a_puzzle_with_every_hand_open(game: str) -> None:
    at_ = open_page("puzzles", lang="en", mode="tactics", game=game)
    assert not at_.exception
    html = " ".join(str(h.proto.body) for h in at_.get("html"))
    assert "card-table" in html
    group = next(b for b in at_.button_group if str(b.key).startswith("pick_tactics_"))
    puzzle = load_tactics()[str(group.key).removeprefix("pick_tactics_").replace("_", "-")]
    deal = tactics_deal(puzzle)
    assert len(group.options) == len(card_choices(deal) or []) >= 2  # the cards, as pictures
    right = solve(puzzle)
    (best,) = right.correct
    group.set_value(best).run()
    assert at_.success and not at_.exception


def test_a_wrong_card_in_tactics_mode_says_what_it_gives_away() -> None:
    at_ = open_page("puzzles", lang="de", mode="tactics", game="bauernschnapsen")
    group = next(b for b in at_.button_group if str(b.key).startswith("pick_tactics_"))
    puzzle = load_tactics()[str(group.key).removeprefix("pick_tactics_").replace("_", "-")]
    (best,) = solve(puzzle).correct
    wrong = next(c.code for c in card_choices(tactics_deal(puzzle)) or [] if c.code != best)
    group.set_value(wrong).run()
    text = " ".join(m.value for m in at_.markdown)
    assert "verschenkt" in text and not at_.exception


def test_a_tactics_deal_is_a_real_deal() -> None:
    """The position is reached by legal steps from the seed (the engine checks each)."""
    for puzzle in list(load_tactics().values())[::25]:
        deal = tactics_deal(puzzle)
        asked = card_choices(deal) or claim_choices(deal) or doubling_choices(deal)
        asked = asked or bidding_choices(deal) or trump_choices(deal)
        assert not deal.is_over() and (asked or first_lay_away(deal)), puzzle.id
        rng = random.Random(puzzle.id)
        while not deal.is_over():
            deal.apply(rng.choice(deal.legal_actions()))


def _claim_puzzles() -> list[Puzzle]:
    return [p for p in load_tactics().values() if "claim" in solve(p).choices]


def test_at_least_20_claim_puzzles_per_schnapsen_game_in_both_motifs() -> None:
    for game in ("bauernschnapsen", "dreierschnapsen"):
        found = [p for p in _claim_puzzles() if p.game == game]
        motifs = Counter(t for p in found for t in p.tags if t in ("claim-now", "count-first"))
        assert len(found) >= 20 and motifs["claim-now"] and motifs["count-first"], motifs


def test_a_claim_short_of_66_is_never_the_answer() -> None:
    """Bauernschnapsen and Dreierschnapsen §05: a side that claims 66 without holding it (card
    points, and its marriages once it has a trick) loses the deal, so in no claim puzzle is
    claiming right below 66, and its explanation says what the side holds; a right claim holds
    66 or more."""
    for puzzle in _claim_puzzles():
        deal = tactics_deal(puzzle)
        side = deal.side_of(deal.to_move)  # type: ignore[arg-type]
        held = deal.side_points(side)  # type: ignore[attr-defined]
        solution = solve(puzzle)
        if held < 66:
            assert "claim" not in solution.correct, puzzle.id
            assert f"holds {held} points" in describe(solution.why["claim"], "en")
        if "claim" in solution.correct:
            assert held >= 66, puzzle.id


def test_a_wrong_claim_in_tactics_mode_is_named_as_the_table_names_it() -> None:
    puzzle = next(p for p in _claim_puzzles() if "claim" not in solve(p).correct)
    at_ = open_page("puzzles", lang="de", mode="tactics", puzzle=puzzle.id)
    at_.button_group(key=f"pick_tactics_{puzzle.id.replace('-', '_')}").set_value("claim").run()
    text = " ".join(m.value for m in at_.markdown) + " ".join(e.value for e in at_.error)
    assert "Ausmelden (66)" in text and "Sich jetzt auszumelden verschenkt" in text
    assert "claim" not in text.replace("claims", "")
    assert not at_.exception


def _chunks(count: int) -> list[list[str]]:
    ids = sorted(load_tactics())
    return [ids[n::count] for n in range(count)]


@pytest.mark.parametrize("chunk", range(6))
def test_every_tactics_puzzle_opens_by_its_link_and_takes_its_answer(chunk: int) -> None:
    """Every content item through the real page: `?mode=tactics&puzzle=<id>` shows that
    puzzle with its open table, and its best card is taken as right."""
    for puzzle_id in _chunks(6)[chunk]:
        at_ = open_page("puzzles", lang="en", mode="tactics", puzzle=puzzle_id)
        assert not at_.exception, puzzle_id
        key = f"pick_tactics_{puzzle_id.replace('-', '_')}"
        solution = solve(load_tactics()[puzzle_id])
        if solution.multi:  # the talon's two cards: pick both, then check
            at_.button_group(key=key).set_value(sorted(solution.correct)).run()
            at_.button(key=key.replace("pick_", "check_", 1)).click().run()
        else:
            (best,) = solution.correct
            at_.button_group(key=key).set_value(best).run()
        assert at_.success and not at_.exception, puzzle_id


def test_an_unknown_tactics_link_warns_and_shows_another() -> None:
    at_ = open_page("puzzles", lang="en", mode="tactics", puzzle="tactics-chess-1-0001")
    assert not at_.exception
    assert any("Unknown puzzle 'tactics-chess-1-0001'" in w.value for w in at_.warning)
    assert any(str(b.key).startswith("pick_tactics_") for b in at_.button_group)


def test_a_tactics_position_is_solved_under_the_other_variants_only_when_asked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each other rule variant of a tactics position is a whole solve: opening the puzzle and
    answering it solve none of them; the toggle solves them and shows what changes, or says
    that nothing does."""
    from tutorial.app.widgets import puzzle as widget

    asked: list[str] = []
    real = widget.other_variants
    monkeypatch.setattr(widget, "other_variants", lambda p: asked.append(p.id) or real(p))
    puzzle = min(
        (p for p in load_tactics().values() if p.game == "schneider"),
        key=lambda p: (-len(p.position.get("steps") or []), p.id),
    )
    at_ = open_page("puzzles", lang="de", mode="tactics", puzzle=puzzle.id)
    key = f"tactics_{puzzle.id.replace('-', '_')}"
    (best,) = solve(puzzle).correct
    at_.button_group(key=f"pick_{key}").set_value(best).run()
    assert at_.success and not at_.exception and asked == []
    at_.toggle(key=f"variants_{key}").set_value(True).run()
    assert asked == [puzzle.id] and not at_.exception
    shown = " ".join(m.value for m in at_.markdown) + " ".join(c.value for c in at_.caption)
    assert "→" in shown or "bleibt die Antwort dieselbe" in shown, shown[-400:]
