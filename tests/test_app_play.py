"""The Play page under AppTest: a whole deal of each game played through the page's widgets (the
first legal action each time), with a hint and the review; an illegal card explained with its
section; a stale control changes nothing; a Schneider session goes on deal after deal."""

from __future__ import annotations

import os

import pytest
from streamlit.testing.v1 import AppTest

from tests.apptest_helpers import failures, open_page
from tutorial.games.base import PLAY
from tutorial.games.cards import parse_card
from tutorial.play.game import PlayGame
from tutorial.replays.loader import import_replay
from tutorial.store.repository import open_store
from tutorial.words.card_names import card_name


def _start(game: str, seed: int = 3, **query: str) -> AppTest:
    at = open_page("play", lang=query.pop("lang", "en"), game=game, **query)
    assert not failures(at)
    at.session_state["play_seed"] = seed
    at.button(key="play_start").click().run()
    assert not failures(at)
    return at


def _game(at: AppTest) -> PlayGame:
    return at.session_state["play"]


def _step(at: AppTest) -> None:
    """Go on after a trick, or take the first legal action through its widget."""
    game = _game(at)
    if game.waiting:
        at.button(key=f"play_on_{game.events}").click().run()
        return
    legal = game.deal.legal_actions()
    first = legal[0]
    if first.kind in ("play", "discard") and first.card is not None and not first.flag:
        at.button_group(key=f"play_hand_{game.events}_0").set_value(first.card.code).run()
    else:
        at.button(key=f"play_act_{game.events}_0").click().run()


def _play_deal(at: AppTest, hint: bool = False) -> None:
    for _ in range(300):
        game = _game(at)
        if game.deal.is_over():
            return
        if hint and game.learner_to_move():
            at.button(key=f"play_hint_{game.events}").click().run()
            assert "The strong player would choose" in " ".join(m.value for m in at.markdown)
            hint = False
        _step(at)
        assert not failures(at)
    raise AssertionError("the deal did not end")


def _text(at: AppTest) -> str:
    parts = [*at.markdown, *at.caption, *at.warning, *at.success, *at.error, *at.info]
    return " ".join(str(m.value) for m in parts)


@pytest.mark.parametrize("name", ["schneider", "bauernschnapsen", "dreierschnapsen"])
def test_a_whole_deal_with_a_hint_and_the_review(name: str) -> None:
    at = _start(name)
    _play_deal(at, hint=True)
    game = _game(at)
    assert game.deal.is_over() and game.hints == 1
    review = next(b for b in at.button if b.key and b.key.startswith("play_review_"))
    review.click().run()
    assert not failures(at)
    assert at.subheader[0].value == "Review of your decisions"
    assert "1 hint used in this deal" in _text(at)
    # The deal is remembered, with its hint.
    store = open_store(os.environ["KARTENSCHULE_DATABASE_URL"])
    try:
        played = store.deals_played(str(at.session_state["memory_token"]))
    finally:
        store.close()
    assert [(p.game, p.deals, p.hints) for p in played] == [(name, 1, 1)]


def test_show_me_draws_the_table_before_a_costly_decision() -> None:
    at = _start("schneider", seed=3)
    _play_deal(at)
    next(b for b in at.button if b.key and b.key.startswith("play_review_")).click().run()
    shows = [b for b in at.button if b.key and b.key.startswith("play_show_")]
    assert shows, "seed 3's first-card play makes costly decisions"
    event = int(shows[0].key.rsplit("_", 1)[1])
    shows[0].click().run()
    assert "The table as it stood before that decision." in _text(at)
    played = parse_card(_game(at).deal.log()["events"][event]["action"]["card"])
    table = next(h.value for h in at.html if 'data-testid="card-table"' in h.value)
    bottom = table.split("kt-seat kt-bottom")[1].split('class="kt-center"')[0]
    assert f'alt="{card_name(played, "en")}"' in bottom  # the card is back in the hand
    at.button(key="play_show_end").click().run()
    assert "The table as it stood before that decision." not in _text(at)
    # The rules behind the costly decisions are remembered, and My progress shows them.
    token = str(at.session_state["memory_token"])
    store = open_store(os.environ["KARTENSCHULE_DATABASE_URL"])
    try:
        mistakes = store.frequent_mistakes(token, limit=50)
    finally:
        store.close()
    assert sum(m.count for m in mistakes) == len(shows)
    progress = open_page("progress", lang="en", learner=token)
    assert not failures(progress)
    assert "Böhmischer Schneider" in [m.label for m in progress.metric]
    assert "Your most frequent mistakes at the table" in _text(progress)


def _to_illegal_card(at: AppTest) -> tuple[str, int]:
    for _ in range(300):
        game = _game(at)
        deal = game.deal
        if game.learner_to_move() and deal.phase.name == "PLAY":  # type: ignore[attr-defined]
            legal = deal.legal_actions()
            bad = [c for c in deal.hands[game.seat] if PLAY[c] not in legal]  # type: ignore[attr-defined]
            if bad:
                return bad[0].code, game.events
        if deal.is_over():
            at.button(key=f"play_next_{game.events}").click().run()
            continue
        _step(at)
    raise AssertionError("no illegal card came up")


def test_an_illegal_card_is_explained_with_its_section_and_not_played() -> None:
    at = _start("bauernschnapsen", seed=11)
    code, events = _to_illegal_card(at)
    at.button_group(key=f"play_hand_{events}_0").set_value(code).run()
    assert not failures(at)
    assert _game(at).events == events
    warning = at.warning[0].value
    # Following suit is taught in Legal plays, lesson §03 in the teaching order.
    assert warning.startswith("Not allowed:") and "(lesson §03)" in warning
    # Every card of the hand stays tappable, in a fresh picker for the next try.
    picker = at.button_group(key=f"play_hand_{events}_1")
    assert len(picker.options) == len(_game(at).deal.hands[0])  # type: ignore[attr-defined]


def test_a_stale_control_changes_nothing() -> None:
    at = _start("schneider", seed=5)
    game = _game(at)
    before = game.events
    old = f"play_hand_{before}_0"
    first, second = game.deal.legal_actions()[:2]
    at.button_group(key=old).set_value(first.card.code).run()
    moved = _game(at).events
    assert moved > before
    at.session_state[old] = second.card.code  # the old picker's value arrives late
    at.run()
    assert _game(at).events == moved
    assert not at.warning and not failures(at)


def test_a_schneider_session_goes_on_deal_after_deal_with_the_score_sheet() -> None:
    at = _start("schneider", seed=8)
    _play_deal(at)
    assert "Deal 1 of 6" in at.html[-1].value or any("Deal 1 of 6" in h.value for h in at.html)
    points = list(_game(at).session.points)  # type: ignore[attr-defined]
    at.button(key=f"play_next_{_game(at).events}").click().run()
    assert not failures(at)
    table = next(h.value for h in at.html if 'data-testid="card-table"' in h.value)
    assert "Deal 2 of 6" in table
    assert f"Victory points: you {points[0]}, your opponent {points[1]}" in table


def test_the_link_preselects_the_game_and_new_game_returns_to_the_choice() -> None:
    at = open_page("play", lang="de", game="dreierschnapsen")
    assert at.selectbox(key="play_choose_game").value == "dreierschnapsen"
    at.session_state["play_seed"] = 1
    at.button(key="play_start").click().run()
    assert _game(at).game == "dreierschnapsen"
    at.button(key="play_new").click().run()
    assert at.button(key="play_start")


def test_a_finished_deal_opens_in_replays_and_downloads_as_a_log_replays_imports() -> None:
    at = _start("schneider", seed=2)
    _play_deal(at)
    final = _game(at).deal
    saved = final.log_json()  # what the download button hands out
    assert import_replay(saved.encode(), "deal.json").final().result() == final.result()
    at.button(key="play_open_replay").click().run()
    assert not failures(at)
    assert [t.value for t in at.title] == ["Replays"]
    assert at.session_state["replay_current"] == "imported"
    assert at.session_state["replay_imported"].final().result() == final.result()


def test_the_talon_discard_is_a_tap_on_the_hand() -> None:
    at = _start("dreierschnapsen", seed=1)
    for _ in range(20):  # bid the highest contract offered until the talon is ours
        game = _game(at)
        legal = game.deal.legal_actions()
        if any(a.kind == "discard" for a in legal):
            break
        bids = [i for i, a in enumerate(legal) if a.kind == "bid" and not a.flag]
        if game.waiting or not bids:
            _step(at)
        else:
            at.button(key=f"play_act_{game.events}_{bids[-1]}").click().run()
    game = _game(at)
    events = game.events
    picker = at.button_group(key=f"play_hand_{events}_0")
    assert picker.label == "Your hand: tap a card to lay it away"
    assert len(picker.options) == len(game.deal.hands[game.seat]) == 8  # type: ignore[attr-defined]
    first = game.deal.hands[game.seat][0]  # type: ignore[attr-defined]
    assert picker.options[0].startswith(f"![{card_name(first, 'en')}](data:image/svg+xml")
    laid = first.code
    picker.set_value(laid).run()
    assert not failures(at)
    assert _game(at).events > events
    assert laid not in {c.code for c in _game(at).deal.hands[game.seat]}  # type: ignore[attr-defined]


def test_without_a_database_a_deal_is_played_and_remembered_for_the_visit(
    tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken = tmp_path / "progress.db"
    broken.write_bytes(b"not a database" * 600)
    monkeypatch.setenv("KARTENSCHULE_DATABASE_URL", f"sqlite:///{broken}")
    at = _start("bauernschnapsen", seed=6)
    _play_deal(at)
    assert not failures(at)
    memory = at.session_state["memory"]
    assert not memory.lasting
    assert [p.game for p in memory.store.deals_played(memory.token)] == ["bauernschnapsen"]
