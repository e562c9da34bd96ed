"""Learn from your mistakes (issue 21 §3): every decision of a played deal that cost 0.5 points or
more becomes a puzzle of that position in the learner's review queue, answered by the strong
player's values, shown as the learner saw the table; My progress lists the motifs.

The deals are real: seat 0 plays at random (so it makes mistakes), the others by the rule of thumb,
and the review is the Play page's own (`REVIEW_BUDGET`).
"""

from __future__ import annotations

import json
import os
import re
from datetime import UTC, datetime, timedelta
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from streamlit.testing.v1 import AppTest

from tests.apptest_helpers import failures, open_page
from tests.store_fixtures import personal_row
from tutorial.app.pages.play.after import REVIEW_BUDGET
from tutorial.app.pages.puzzles.review_mode import widget_key
from tutorial.bots.random_bot import RandomBot
from tutorial.bots.rules_bot import RulesBot
from tutorial.coach import review
from tutorial.games.registry import GAMES, spec_of
from tutorial.puzzles import personal
from tutorial.puzzles.check import solve
from tutorial.puzzles.model import PuzzleError
from tutorial.store.repository import ProgressFileProblem, Store, open_store
from tutorial.words.card_names import Skin, card_name
from tutorial.words.explain import describe
from tutorial.words.i18n import LANGUAGES

GAMES_ALL = ("schneider", "bauernschnapsen", "dreierschnapsen")
T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


@cache
def mistakes(game: str, wanted: int = 2) -> tuple[personal.Mistake, ...]:
    """Mistakes of seat 0 in seeded deals where it plays at random, at least `wanted`."""
    found: list[personal.Mistake] = []
    for seed in range(1, 40):
        deal = GAMES[game].new_deal(seed)
        while not deal.is_over():
            bot = RandomBot(seed) if deal.to_move == 0 else RulesBot(seed)
            deal.apply(bot.choose(deal))
        decisions = review(deal.log(), 0, budget=REVIEW_BUDGET, seed=seed)
        found += personal.mistakes_of(deal.log(), 0, decisions)
        if len(found) >= wanted:
            return tuple(found)
    raise AssertionError(f"no {wanted} mistakes in 40 random {game} deals")


@pytest.mark.parametrize("game", GAMES_ALL)
def test_every_costly_decision_becomes_a_puzzle_whose_answer_is_the_strong_players(
    game: str,
) -> None:
    for mistake in mistakes(game):
        assert mistake.cost >= personal.MISTAKE
        puzzle = personal.as_puzzle(mistake)
        solution = solve(puzzle)
        deal = personal.decision_deal(puzzle)
        legal = {personal.choice_of(a) for a in deal.legal_actions()}
        assert set(solution.choices) <= legal and len(solution.choices) >= 2
        taken = personal.choice_of(mistake.taken)
        assert taken in solution.choices and taken not in solution.correct
        assert personal.choice_of(mistake.best) in solution.correct
        assert solution.why[taken].code == "decision.taken"
        assert puzzle.section == spec_of(game).tactics_section
        assert mistake.motif in personal.MOTIFS


@pytest.mark.parametrize("game", GAMES_ALL)
def test_the_explanations_are_in_every_language_with_the_locales_numbers(game: str) -> None:
    mistake = mistakes(game)[0]
    puzzle = personal.as_puzzle(mistake)
    solution = solve(puzzle)
    taken = personal.choice_of(mistake.taken)
    texts = {lang: describe(solution.why[taken], lang) for lang in LANGUAGES}
    assert len(set(texts.values())) == 4
    assert "Your choice at the table" in texts["en"]
    for lang in ("de", "ru", "pt"):
        assert "On average" not in texts[lang] and "strong player" not in texts[lang]
        assert re.search(r"\d,\d\d", texts[lang]) and not re.search(r"\d\.\d", texts[lang])
    prompt = puzzle.prompt["ru"]
    assert "{" not in prompt and "seat" not in prompt
    summary = {lang: describe(solution.reason, lang) for lang in LANGUAGES}
    assert len(set(summary.values())) == 4


@pytest.mark.parametrize("game", GAMES_ALL)
def test_the_deal_so_far_names_no_card_the_learner_could_not_see(game: str) -> None:
    """ "You see what you saw at the table": the decisions heard before (bids, trumps, Kontra)
    are listed, and no card dealt to another seat is named."""
    for mistake in mistakes(game, 4):
        puzzle = personal.as_puzzle(mistake)
        said = " ".join(personal.said_so_far(puzzle, "en", Skin.FRENCH))
        deal = personal.decision_deal(puzzle)
        view = spec_of(game).parts.table_view(deal)
        others = [c for s in view.seats if s.seat != mistake.seat for c in s.hand]
        assert not [c for c in others if str(c) in said], (mistake.key, said)


def test_a_choice_reads_back_as_its_action() -> None:
    for game in GAMES_ALL:
        for mistake in mistakes(game):
            for action, _value in mistake.values:
                assert personal.action_of(personal.choice_of(action)) == action


@settings(max_examples=40, deadline=None)
@given(game=st.sampled_from(GAMES_ALL), seed=st.integers(1, 10_000), steps=st.integers(0, 40))
def test_every_legal_action_of_any_position_reads_back_from_its_choice(
    game: str, seed: int, steps: int
) -> None:
    deal = GAMES[game].new_deal(seed)
    bot = RulesBot(seed)
    for _ in range(steps):
        if deal.is_over():
            break
        deal.apply(bot.choose(deal))
    if deal.is_over():
        return
    choices = [personal.choice_of(a) for a in deal.legal_actions()]
    assert len(set(choices)) == len(choices)
    assert [personal.action_of(c) for c in choices] == deal.legal_actions()


def test_a_puzzle_whose_values_name_an_illegal_action_is_refused() -> None:
    puzzle = personal.as_puzzle(mistakes("bauernschnapsen")[0])
    bad = dict(puzzle.position, values=[["claim", 1.0], ["QS+", 0.0]])
    with pytest.raises(PuzzleError) as refused:
        solve(type(puzzle)(**{**puzzle.__dict__, "position": bad}))
    assert refused.value.field == "position.values"
    cut = dict(puzzle.position, log={"game": puzzle.game, "events": "x"})
    with pytest.raises(PuzzleError) as refused:
        solve(type(puzzle)(**{**puzzle.__dict__, "position": cut}))
    assert refused.value.field == "position.log"


# -- the store ---------------------------------------------------------------------------------


def test_a_personal_puzzle_is_due_at_once_and_then_follows_fsrs(store: Store) -> None:
    token = store.create_learner().token
    rows = [personal.to_row(m) for m in mistakes("schneider")]
    assert store.add_personal_puzzles(token, rows, T0) == len(rows)
    assert store.add_personal_puzzles(token, rows, T0) == 0  # sent twice: kept once
    queue = store.review_queue(token, T0 + timedelta(minutes=1), [])
    keys = [row["puzzle_key"] for row in rows]
    assert {item.key for item in queue} == set(keys)
    assert all(item.due == T0 for item in queue)  # due from the moment they were made
    first = keys[0]
    store.record_answer(
        token, first, game="schneider", section=rows[0]["section"], kind=personal.KIND,
        given=rows[0]["uid"], right=False, at=T0 + timedelta(minutes=2), source="review",
    )  # fmt: skip
    later = store.review_queue(token, T0 + timedelta(minutes=3), [])
    assert first not in [item.key for item in later]  # missed: back after the relearning step
    again = store.review_queue(token, T0 + timedelta(minutes=13), [])
    assert first in [item.key for item in again]
    motifs = store.mistake_motifs(token)
    assert sum(m.count for m in motifs) == len(rows)


def test_personal_puzzles_travel_in_the_progress_file(store: Store) -> None:
    token = store.create_learner().token
    rows = [personal.to_row(m) for m in mistakes("dreierschnapsen")]
    store.add_personal_puzzles(token, rows, T0)
    exported = store.export(token)
    assert len(exported["personal_puzzles"]) == len(rows)
    store.forget(token)
    fresh = store.create_learner().token
    exported["learner"] = fresh
    store.import_(fresh, json.dumps(exported))
    assert [r.uid for r in store.personal_puzzles(fresh)] == [r["uid"] for r in rows]
    back = personal.from_row(store.personal_puzzle(fresh, rows[0]["puzzle_key"]).__dict__)
    assert back.values == mistakes("dreierschnapsen")[0].values


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda r: r.update(log={"game": r["game"], "events": [{"type": "x"}]}), "log"),
        (lambda r: r.update(seat=(r["seat"] + 1) % 3), "seat"),
        (lambda r: r.update(values=[[{"kind": "claim"}, 1.0], [{"kind": "fly"}, 0.0]]), "values"),
        (lambda r: r.update(made_at="9999-12-31T00:00:00+00:00"), "made_at"),
        (lambda r: r.update(motif="DROP TABLE"), "motif"),
        (lambda r: r.update(values=[[{"kind": "pass"}, 1.0]]), "values"),
    ],
)
def test_a_broken_personal_puzzle_in_a_file_is_named_by_its_field(
    store: Store, change, field: str
) -> None:
    token = store.create_learner().token
    store.add_personal_puzzles(token, [personal_row(7, "dreierschnapsen")], T0)
    exported = store.export(token)
    change(exported["personal_puzzles"][0])
    with pytest.raises(ProgressFileProblem) as refused:
        store.import_(token, json.dumps(exported))
    assert refused.value.field.startswith(f"personal_puzzles.0.{field}")
    assert len(store.personal_puzzles(token)) == 1


# -- the pages ---------------------------------------------------------------------------------


def _text(at: AppTest) -> str:
    parts = [*at.markdown, *at.caption, *at.warning, *at.success, *at.error, *at.info]
    return " ".join(str(m.value) for m in parts)


@pytest.mark.parametrize("game", GAMES_ALL)
def test_review_shows_your_own_position_first_and_explains_your_choice(game: str) -> None:
    db = open_store(os.environ["KARTENSCHULE_DATABASE_URL"])
    try:
        token = db.create_learner().token
        mistake = mistakes(game)[0]
        db.add_personal_puzzles(token, [personal.to_row(mistake)])
    finally:
        db.close()
    at = open_page("puzzles", lang="de", mode="review", learner=token)
    assert not failures(at)
    assert at.session_state["review"]["current"] == mistake.key
    table = next(h.value for h in at.html if 'data-testid="card-table"' in h.value)
    deal = personal.decision_deal(personal.as_puzzle(mistake))
    view = spec_of(game).parts.table_view(deal)
    mine = next(s for s in view.seats if s.seat == mistake.seat)
    others = [c for s in view.seats if s.seat != mistake.seat for c in s.hand]
    assert all(f'alt="{card_name(c, "de")}"' in table for c in mine.hand)  # as they saw it:
    assert not any(f'alt="{card_name(c, "de")}"' in table for c in others)  # the rest hidden
    taken = personal.choice_of(mistake.taken)
    at.button_group(key=f"pick_{widget_key(mistake.key)}").set_value(taken).run()
    assert not failures(at)
    assert at.error  # "Nicht ganz: … ist nicht die Antwort."
    assert "Deine Wahl am Tisch" in _text(at)
    db = open_store(os.environ["KARTENSCHULE_DATABASE_URL"])
    try:
        assert db.outcomes(token, [mistake.key]) == {mistake.key: False}
    finally:
        db.close()


def test_a_played_deal_puts_its_costly_decisions_into_review_and_my_progress() -> None:
    at = open_page("play", lang="en", game="bauernschnapsen")
    at.session_state["play_seed"] = 3
    at.button(key="play_start").click().run()
    for _ in range(300):
        game = at.session_state["play"]
        if game.deal.is_over():
            break
        if game.waiting:
            at.button(key=f"play_on_{game.events}").click().run()
            continue
        legal = game.deal.legal_actions()
        last = len(legal) - 1  # the last legal action: a high bid, a careless card
        action = legal[last]
        if action.kind in ("play", "discard") and action.card is not None and not action.flag:
            at.button_group(key=f"play_hand_{game.events}_0").set_value(action.card.code).run()
        else:
            at.button(key=f"play_act_{game.events}_{last}").click().run()
        assert not failures(at)
    next(b for b in at.button if b.key and b.key.startswith("play_review_")).click().run()
    assert not failures(at)
    token = str(at.session_state["memory_token"])
    db = open_store(os.environ["KARTENSCHULE_DATABASE_URL"])
    try:
        kept = db.personal_puzzles(token)
    finally:
        db.close()
    assert kept, "the last legal action at every turn costs points in this deal"
    assert "now puzzles in your review queue" in _text(at) or "now a puzzle in your" in _text(at)
    progress = open_page("progress", lang="en", learner=token)
    assert not failures(progress)
    assert "What your costly decisions were about" in _text(progress)
    review_page = open_page("puzzles", lang="en", mode="review", learner=token)
    assert not failures(review_page)
    assert review_page.session_state["review"]["current"] in {r.puzzle_key for r in kept}
