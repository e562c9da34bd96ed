"""The Play page: the learner plays a seat, the engine plays the others, deal after deal.

Deep link: `?game=<game>` preselects the game; `&seed=N` deals the same cards every time. The
game lives in the session (`PlayGame`, the engine-side object). Every control of a decision is keyed by the deal's event count, so a stale
click (a card already played, a double click) finds a different count and changes nothing; an
illegal card is not played but explained with its rule and section.
"""

from __future__ import annotations

import random

import streamlit as st

from tutorial.app.pages.play.after import after_deal, review_position
from tutorial.app.pages.play.hint import hint_box
from tutorial.app.pages.play.keyboard_play import keyboard_play
from tutorial.app.pages.play.labels import ICONS, action_label
from tutorial.app.pages.play.score import score_lines, seat_title
from tutorial.app.pages.play.setup import setup
from tutorial.app.pages.play.voice import announcement
from tutorial.app.shell.presentation import is_presenting
from tutorial.app.shell.state import Settings, remember_game
from tutorial.app.widgets.card_table import card_table, visible_hand
from tutorial.content.card_art import card_data_uri
from tutorial.games.base import Action
from tutorial.games.cards import parse_card
from tutorial.play.game import PlayGame
from tutorial.replays.table import SeatView, table_view
from tutorial.words.card_names import card_name
from tutorial.words.explain import explain
from tutorial.words.transcript import event_lines

GAME = "play"  # session key: the PlayGame
NOTICE = "play_notice"  # session key: (event count, Reason) of the last illegal attempt
ATTEMPT = "play_attempt"  # session key: tries at this decision (a new picker after each)
SEED = "play_seed"  # session key: the seed of the next game (tests set it)
CARD_KINDS = ("play", "discard")


def _game() -> PlayGame | None:
    game = st.session_state.get(GAME)
    return game if isinstance(game, PlayGame) else None


def start(game: str, options: dict, strength: str) -> None:
    """Begin a new game (a callback of the setup's Start button)."""
    seed = st.session_state.pop(SEED, None)
    linked = str(st.query_params.get("seed", ""))
    if seed is None and linked.isdigit() and len(linked) <= 9:
        seed = linked  # `?seed=N` deals the same cards again (a class, a test)
    seed = int(seed) if seed is not None else random.randrange(10**9)
    st.session_state[GAME] = PlayGame(game, options, strength, seed)
    st.session_state.pop(NOTICE, None)
    st.session_state[ATTEMPT] = 0
    remember_game(game)


def _quit() -> None:
    st.session_state.pop(GAME, None)


def _picker_key(events: int) -> str:
    return f"play_hand_{events}_{st.session_state.get(ATTEMPT, 0)}"


def _on_card(key: str, events: int, kind: str) -> None:
    game = _game()
    code = st.session_state.get(key)
    if game is None or not code or key != _picker_key(game.events) or events != game.events:
        return  # stale: another decision's picker
    action = next(
        (
            a
            for a in game.deal.legal_actions()
            if a.kind == kind and a.card and a.card.code == code and not a.flag
        ),
        None,
    )
    if action is None:
        action = Action(kind, parse_card(code))
    reason = game.try_action(action, events)
    if reason is not None:
        st.session_state[NOTICE] = (events, reason)
        st.session_state[ATTEMPT] = st.session_state.get(ATTEMPT, 0) + 1
    else:
        st.session_state.pop(NOTICE, None)
        st.session_state[ATTEMPT] = 0


def _on_action(index: int, events: int) -> None:
    game = _game()
    if game is None or events != game.events or not game.learner_to_move():
        return
    legal = game.deal.legal_actions()
    if 0 <= index < len(legal):
        game.try_action(legal[index], events)
        st.session_state.pop(NOTICE, None)
        st.session_state[ATTEMPT] = 0


def _on_go_on(events: int) -> None:
    game = _game()
    if game is not None:
        game.go_on(events)


def _feed(game: PlayGame, settings: Settings) -> None:
    """What the others did since the learner's last decision, in words."""
    deal = game.deal
    lines: list[str] = []
    for event in deal.events[game.mark :]:
        if event["type"] == "deal":
            continue
        lines.extend(event_lines(deal, event, settings.lang, settings.skin))
    if lines:
        with st.container(border=True, key="play_feed"):
            for line in lines:
                st.markdown(line.strip())


def _decision(game: PlayGame, settings: Settings) -> None:
    t = settings.t
    deal = game.deal
    events = game.events
    notice = st.session_state.get(NOTICE)
    if notice and notice[0] == events:
        why = explain(notice[1], settings.lang, settings.skin)
        st.warning(t._("Not allowed: {why}").format(why=why), icon=":material/block:")
    legal = deal.legal_actions()
    card_kind = next(
        (a.kind for a in legal if a.kind in CARD_KINDS and a.card and not a.flag), None
    )
    if card_kind is not None:
        label = (
            t._("Your hand: tap a card to lay it away")
            if card_kind == "discard"
            else t._("Your hand: tap a card to play it")
        )
        key = _picker_key(events)
        hand = visible_hand(table_view(deal), game.seat)
        with st.container(key=f"picker_play_{events}"):
            st.pills(
                label,
                [c.code for c in hand],
                key=key,
                on_change=_on_card,
                args=(key, events, card_kind),
                format_func=lambda code: _card_image(code, settings),
            )
    others = [
        (i, a) for i, a in enumerate(legal) if not (a.kind in CARD_KINDS and a.card and not a.flag)
    ]
    if others:
        with st.container(horizontal=True, key="play_actions"):
            for index, action in others:
                st.button(
                    action_label(action, deal, settings.lang, settings.skin),
                    key=f"play_act_{events}_{index}",
                    icon=ICONS.get(action.kind),
                    on_click=_on_action,
                    args=(index, events),
                )
    hint_box(game, settings)


def _card_image(code: str, settings: Settings) -> str:
    card = parse_card(code)
    name = card_name(card, settings.lang, settings.skin)
    return f"![{name}]({card_data_uri(card, settings.skin, settings.four_colour)})"


def render(settings: Settings) -> None:
    t = settings.t
    st.title(t._("Play"))
    game = _game()
    if game is None:
        keyboard_play("")
        setup(settings, start)
        return
    deal = game.deal
    shown = review_position(game)
    view = table_view(shown if shown is not None else deal)
    over = deal.is_over()
    card_kind_now = (
        game.learner_to_move()
        and shown is None
        and any(a.kind in CARD_KINDS and a.card and not a.flag for a in deal.legal_actions())
    )

    def title(seat: SeatView) -> str:
        return seat_title(game, seat, settings)

    card_table(
        view,
        settings,
        game.seat,
        open_seats=None if over or shown is not None else [game.seat],
        bottom_hand=not card_kind_now,
        lines=score_lines(game, settings),
        present=is_presenting(),
        title=title,
    )
    keyboard_play(announcement(game, view, settings, title) if shown is None else "")
    if over:
        if shown is None:
            _feed(game, settings)
        after_deal(game, settings)
    elif game.waiting:
        st.button(
            t._("Next trick"),
            key=f"play_on_{game.events}",
            icon=":material/skip_next:",
            on_click=_on_go_on,
            args=(game.events,),
            type="primary",
        )
    elif game.learner_to_move():
        st.caption(t._("Your turn."))
        _decision(game, settings)
    if not over:  # below the controls, so a phone shows the hand without scrolling
        _feed(game, settings)
    st.divider()
    st.button(t._("New game"), key="play_new", icon=":material/restart_alt:", on_click=_quit)
