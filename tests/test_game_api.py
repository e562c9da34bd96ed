"""Every registered game keeps the one game API (issue 20 §2, as OpenSpiel's `api_test` runs over
every registered game): random playthroughs under every option set its spec names, legal actions
until the end and none after, each one legal by `why_illegal`, logs that replay to the same events,
clones that do not share state, undo back to the dealt position, results that add up, sessions
that end, and a golden transcript per game.

A test-only game, Hoch (`tests/toy_game.py`), is registered here and goes through the same tests,
and opens in the trick checker, the solver and the replay table with no line of the package
changed for it: a game is described once.
"""

from __future__ import annotations

import itertools
import os
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.apptest_helpers import open_page
from tests.toy_game import NAME as TOY
from tests.toy_game import SPEC as TOY_SPEC
from tests.toy_game import beats
from tutorial.games.base import Deal, play_randomly
from tutorial.games.registry import SPECS, register, spec_of, unregister
from tutorial.games.spec import GameSpec
from tutorial.replays.loader import seeded_replay
from tutorial.replays.table import narrate, points_by_trick, table_view
from tutorial.solver.solve import solve
from tutorial.words.transcript import transcript

GOLDEN = Path(__file__).with_name("golden")
REAL_GAMES = tuple(SPECS)  # the package's own games, before the toy is registered
SEEDS = range(12)


@pytest.fixture(scope="module", autouse=True)
def toy_registered() -> Iterator[None]:
    register(TOY_SPEC)
    yield
    unregister(TOY)


ALL_GAMES = (*REAL_GAMES, TOY)


def _option_sets(spec: GameSpec) -> list[dict]:
    """The card's rules, each switch the Play page offers, and each rule set puzzles compare."""
    sets: list[dict] = [{}]
    sets += [{v.option: v.value} for v in spec.table_variants]
    sets += [dict(options) for options in spec.puzzle_variants]
    return sets


def _playthrough(spec: GameSpec, seed: int, options: dict) -> Deal:
    """A random deal played to its end, checking every step against the API's promises."""
    deal = spec.rules.new_deal(seed, options)
    rng = random.Random(f"api:{spec.name}:{seed}")
    steps = 0
    while not deal.is_over():
        legal = deal.legal_actions()
        assert legal, f"{spec.name} seed {seed}: no legal action before the end"
        assert deal.to_move is not None
        for action in legal:
            assert deal.why_illegal(action) is None, (spec.name, seed, str(action))
        deal.apply(rng.choice(legal))
        steps += 1
        assert steps < 500, "a deal that never ends"
    assert deal.to_move is None and deal.legal_actions() == []
    return deal


@pytest.mark.parametrize("game", ALL_GAMES)
def test_random_playthroughs_under_every_option_set_keep_the_api(game: str) -> None:
    spec = spec_of(game)
    for options, seed in itertools.product(_option_sets(spec), SEEDS):
        deal = _playthrough(spec, seed, options)
        again = spec.rules.replay(deal.log())  # the log is enough to play the deal again
        assert again.events == deal.events
        assert spec.rules.replay(deal.log_json()).events == deal.events


@pytest.mark.parametrize("game", ALL_GAMES)
def test_a_clone_shares_nothing_and_undo_returns_to_the_dealt_position(game: str) -> None:
    spec = spec_of(game)
    for seed in SEEDS:
        deal = spec.rules.new_deal(seed)
        start_events = list(deal.events)
        twin = deal.clone()
        play_randomly(twin, random.Random(seed))
        assert deal.events == start_events and not deal.is_over()
        deal.enable_undo()
        rng, applied = random.Random(seed), 0
        key = deal.state_key()
        while not deal.is_over():
            deal.apply(rng.choice(deal.legal_actions()))
            applied += 1
        for _ in range(applied):
            deal.undo()
        assert deal.events == start_events
        assert deal.state_key() == key


@pytest.mark.parametrize("game", ALL_GAMES)
def test_results_add_up_each_side_wins_what_the_other_loses(game: str) -> None:
    spec = spec_of(game)
    for seed in SEEDS:
        deal = _playthrough(spec, seed, {})
        sides = {deal.side_of(s): s for s in range(spec.players)}
        values = [deal.payoff(seat) for seat in sides.values()]
        assert len(values) == 2 and sum(values) == 0, (game, seed, values)


@pytest.mark.parametrize("game", ALL_GAMES)
def test_a_session_ends_with_winners_among_its_sides(game: str) -> None:
    spec = spec_of(game)
    session = spec.session(3)  # type: ignore[call-arg]
    session.play_out()
    assert session.is_over() and session.deals
    sides = {session.side_of(seat) for seat in range(spec.players)}
    assert set(session.winners()) <= sides


@pytest.mark.parametrize("game", ALL_GAMES)
def test_every_game_has_its_golden_seed_7(game: str) -> None:
    """Seed 7, random legal play, in English: the transcript every registered game keeps as a
    golden file (regenerate with GOLDEN_UPDATE=1 and read the diff)."""
    deal = play_randomly(spec_of(game).rules.new_deal(7), random.Random("play:7"))
    text = "\n".join(transcript(deal, "en")) + "\n"
    path = GOLDEN / f"{game}_seed7.txt"
    if os.environ.get("GOLDEN_UPDATE"):
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} is missing: run with GOLDEN_UPDATE=1 once and review it"
    assert text == path.read_text(encoding="utf-8")


@pytest.mark.parametrize("game", ALL_GAMES)
def test_every_game_names_its_seats_and_sections(game: str) -> None:
    spec = spec_of(game)
    assert len(spec.seat_labels) >= spec.players and spec.sections
    assert len(spec.pack) == len(set(spec.pack))


# -- the toy game in the floors above the engine ------------------------------------------------


def _minimax(deal: Deal, seat: int) -> int:
    """Every line of play tried: the value of the rest of the deal for `seat` (the solver's job,
    done the slow way)."""
    if deal.is_over():
        return deal.payoff(seat)
    values = []
    for action in deal.legal_actions():
        branch = deal.clone()
        branch.apply(action)
        values.append(_minimax(branch, seat))
    return max(values) if deal.to_move == seat else min(values)


def test_the_solver_solves_the_toy_game_as_exhaustive_search_does() -> None:
    for seed in range(20):
        deal = spec_of(TOY).rules.new_deal(seed)
        seat = deal.to_move
        assert seat is not None
        solution = solve(deal, seat)
        for value in solution.values:
            branch = deal.clone()
            branch.apply(value.action)
            assert value.value == _minimax(branch, seat), (seed, str(value.action))


def test_the_replay_table_steps_through_a_toy_deal() -> None:
    replay = seeded_replay(TOY, 5)
    assert replay.steps == 8
    for step in range(replay.steps + 1):
        table = table_view(replay.state_at(step))
        assert sum(len(s.hand) for s in table.seats) == 8 - step
        lines = narrate(replay, step)
        assert step == 0 or lines
    names, series, steps = points_by_trick(replay)
    assert names == ["A", "B"] and [s[-1] for s in series] == list(replay.final().tricks)
    assert len(steps) == 5


def test_the_replays_page_opens_a_toy_deal() -> None:
    at = open_page("replays", lang="en", replay=f"seed.{TOY}.5", step="4")
    assert not at.exception
    assert any("Hoch" in str(m.value) for m in [*at.markdown, *at.caption, *at.subheader])


def test_the_trick_checker_tells_who_takes_a_toy_trick() -> None:
    at = open_page("trick-checker", lang="en", game=TOY, lead="JS", answer="AS")
    assert not at.exception
    assert beats(*[c for c in spec_of(TOY).pack if c.code in ("JS", "AS")])
    assert any("B takes the trick" in str(h.value) for h in at.subheader)
    at = open_page("trick-checker", lang="en", game=TOY, lead="AS", answer="JH")
    assert any("A takes the trick" in str(h.value) for h in at.subheader)
