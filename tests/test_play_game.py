"""The learner's game at the table (engine floor): bots play the other seats, a stale click
changes nothing, an illegal card is refused with its rule, a trick stays until the learner goes
on, hints count once per decision, and a whole session is played deal after deal."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutorial.games.base import PLAY, Action
from tutorial.games.registry import SPECS
from tutorial.play.game import PlayGame, position_at
from tutorial.play.variants import options_for


def _first_legal(game: PlayGame) -> None:
    """One step as the AppTest learner takes it: go on after a trick, else the first legal action."""
    if game.waiting:
        assert game.go_on(game.events)
    else:
        assert game.try_action(game.deal.legal_actions()[0], game.events) is None


def _play_deal(game: PlayGame) -> None:
    while not game.deal.is_over():
        _first_legal(game)


@pytest.mark.parametrize("name", ["schneider", "bauernschnapsen", "dreierschnapsen"])
def test_the_bots_play_every_other_seat_until_the_learner_is_to_move(name: str) -> None:
    game = PlayGame(name, {}, "random", 5)
    while not game.deal.is_over():
        assert game.waiting or game.deal.to_move == game.seat
        _first_legal(game)
    players = {e["player"] for e in game.deal.events if e["type"] == "action"}
    assert game.seat in players and len(players) > 1


def test_a_stale_click_changes_nothing() -> None:
    game = PlayGame("schneider", {}, "rules", 2)
    before = game.events
    card = game.deal.legal_actions()[0]
    assert game.try_action(card, before) is None
    after = game.events
    assert after > before
    # The same click again (a double click) carries the old event count: nothing happens.
    assert game.try_action(card, before) is None
    assert game.events == after
    assert game.go_on(before) is False
    assert game.next_deal(before) is False
    assert game.events == after


def _learner_with_illegal_card(seed: int) -> tuple[PlayGame, Action] | None:
    game = PlayGame("bauernschnapsen", {}, "random", seed)
    while not game.deal.is_over():
        if game.learner_to_move() and game.deal.phase.name == "PLAY":  # type: ignore[attr-defined]
            legal = game.deal.legal_actions()
            for card in game.deal.hands[game.seat]:  # type: ignore[attr-defined]
                if PLAY[card] not in legal:
                    return game, PLAY[card]
        _first_legal(game)
    return None


def test_an_illegal_card_is_refused_with_its_rule_and_section() -> None:
    found = next(f for f in map(_learner_with_illegal_card, range(40)) if f is not None)
    game, action = found
    before = game.events
    reason = game.try_action(action, before)
    assert reason is not None
    assert reason.game == "bauernschnapsen" and reason.section
    assert game.events == before and action.card in game.deal.hands[game.seat]  # type: ignore[attr-defined]


def test_a_finished_trick_waits_for_the_learner_when_a_bot_leads_next() -> None:
    for seed in range(30):
        game = PlayGame("bauernschnapsen", {}, "rules", seed)
        while not game.deal.is_over() and not game.waiting:
            _first_legal(game)
        if game.waiting:
            break
    assert game.waiting
    last = game.deal.events[-1]
    assert last["type"] == "trick" and game.deal.to_move != game.seat
    events = game.events
    assert game.try_action(game.deal.legal_actions()[0], events) is None
    assert game.events == events  # no decision of the learner's while the trick is shown
    assert game.go_on(events)
    assert game.events > events or game.deal.to_move == game.seat


def test_a_hint_counts_once_per_decision() -> None:
    game = PlayGame("schneider", {}, "random", 4)
    game.count_hint()
    game.count_hint()
    assert game.hints == 1
    _first_legal(game)
    game.count_hint()
    assert game.hints == 2


def test_a_schneider_session_is_six_deals_with_the_score_sheet() -> None:
    game = PlayGame("schneider", {}, "random", 9)
    numbers = []
    while True:
        numbers.append(game.number)
        _play_deal(game)
        if game.session_over():
            break
        assert game.next_deal(game.events)
    assert numbers == [1, 2, 3, 4, 5, 6]
    assert game.scores() == game.session.points  # type: ignore[attr-defined]
    assert sum(game.scores()) == sum(max(d.result().victory_points) for d in game.session.deals)
    assert game.next_deal(game.events) is False


def test_a_schnapsen_game_runs_to_its_target() -> None:
    game = PlayGame("dreierschnapsen", {"target": 7}, "random", 3)
    while True:
        _play_deal(game)
        if game.session_over():
            break
        assert game.next_deal(game.events)
    assert max(game.session.points) >= 7  # type: ignore[attr-defined]


def test_the_table_jumps_to_the_position_before_a_decision() -> None:
    game = PlayGame("schneider", {}, "random", 6)
    _play_deal(game)
    log = game.deal.log()
    decision = next(
        i
        for i, e in enumerate(log["events"])
        if e["type"] == "action" and e["player"] == game.seat and i > 10
    )
    before = position_at(log, decision)
    assert len(before.events) == decision
    assert before.to_move == game.seat
    assert before.why_illegal(Action.from_dict(log["events"][decision]["action"])) is None


@pytest.mark.parametrize("name", list(SPECS))
def test_every_variant_switch_is_an_option_the_game_plays(name: str) -> None:
    for option, value, key in ((v.option, v.value, v.key) for v in SPECS[name].table_variants):
        options = options_for(name, [key])
        assert options == {option: value}
        game = PlayGame(name, options, "random", 1)
        assert game.deal.options_dict()[option] == value


def test_the_play_floor_imports_neither_streamlit_nor_the_store_nor_the_pages() -> None:
    import ast
    from pathlib import Path

    import tutorial.play

    for path in Path(tutorial.play.__file__).parent.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        names |= {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
        for name in names:
            assert not name.startswith(("streamlit", "tutorial.store", "tutorial.app")), path


@settings(max_examples=25, deadline=None)
@given(
    name=st.sampled_from(["schneider", "bauernschnapsen", "dreierschnapsen"]),
    seed=st.integers(0, 10**6),
    picks=st.randoms(use_true_random=False),
)
def test_the_learner_only_ever_acts_on_his_own_turn_and_stale_clicks_never_count(
    name: str, seed: int, picks
) -> None:
    game = PlayGame(name, {}, "random", seed)
    while not game.deal.is_over():
        events = game.events
        if game.waiting:
            assert game.deal.to_move != game.seat
            assert game.try_action(game.deal.legal_actions()[0], events) is None
            assert game.events == events  # nobody acts for the bots' seat
            assert game.go_on(events)
            continue
        assert game.deal.to_move == game.seat
        action = picks.choice(game.deal.legal_actions())
        assert game.try_action(action, events) is None
        after = game.events
        assert after > events
        assert game.try_action(action, events) is None  # the double click
        assert game.events == after
        if not game.deal.is_over() and not game.waiting:
            assert game.deal.to_move == game.seat
    assert game.session.deals[-1] is game.deal  # scored in the session once it ended
