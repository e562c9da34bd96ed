"""The Trick checker for a game with duties (Bauernschnapsen, Dreierschnapsen: a `PositionChecker`).

The reader picks the contract and trumps, lays the cards already in the trick (in order, by
clicking), and marks the hand of the player to move; the engine says which cards are legal, why
each other card is not, and which would win. A position that cannot occur is named, not drawn.
The position is kept in the URL (`?game=bauernschnapsen&contract=normal&trump=H&trick=KH&hand=AH,JH`).
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from tutorial.app.shell.state import Settings
from tutorial.app.widgets.cards import cards_row_html, trick_captions
from tutorial.app.widgets.make_puzzle import make_puzzle_box
from tutorial.content.card_art import card_data_uri
from tutorial.games.cards import SUITS, Card, CardParseError, Suit, parse_card
from tutorial.games.parts import PositionChecker, PositionError
from tutorial.puzzles.authoring import TableMoment
from tutorial.words.card_names import card_label, card_name, suit_name
from tutorial.words.explain import cite, describe, name_of


def _cards_param(name: str) -> list[Card]:
    raw = st.query_params.get(name, "")
    try:
        return [parse_card(code) for code in raw.split(",") if code]
    except CardParseError:
        return []


def _state(game: str) -> dict:
    """The position being built, per game; first read from the link."""
    key = f"tc_{game}"
    if key not in st.session_state:
        st.session_state[key] = {"trick": _cards_param("trick"), "hand": _cards_param("hand")}
    return st.session_state[key]


def _add_key(game: str, trick: list[Card]) -> str:
    """The add-a-card picker's key, new for every trick length.

    A fresh picker per card added means nothing has to reset the picker's value after a click.
    Resetting it raced with the browser: a second click sent before the reset arrived carried
    the old pick again, and the card was added twice.
    """
    return f"tc_add_{game}_{len(trick)}"


def _add_to_trick(game: str, key: str) -> None:
    picked = st.session_state.get(key)
    trick = _state(game)["trick"]
    if picked and _add_key(game, trick) == key:
        trick.append(parse_card(picked))


def _clear_trick(game: str) -> None:
    _state(game)["trick"] = []


def render(game: str, checker: PositionChecker, settings: Settings) -> None:
    t = settings.t
    rows = checker.contracts()
    ids = [row.id for row in rows]
    wanted = st.query_params.get("contract", "normal")
    contract = st.selectbox(
        t._("Contract"),
        ids,
        index=ids.index(wanted) if wanted in ids else 0,
        format_func=lambda i: (
            f"{name_of('contract', i, settings.lang)} ({next(r.value for r in rows if r.id == i)})"
        ),
        key=f"tc_contract_{game}",
    )
    row = next(r for r in rows if r.id == contract)
    trump: Suit | None = None
    if row.trumps:
        codes = [s.value for s in SUITS]
        wanted_trump = st.query_params.get("trump", "H")
        trump_code = st.segmented_control(
            t._("Trumps"),
            codes,
            default=wanted_trump if wanted_trump in codes else "H",
            required=True,
            format_func=lambda c: (
                f"{Suit(c).symbol} {suit_name(Suit(c), settings.lang, settings.skin)}"
            ),
            key=f"tc_trump_{game}",
        )
        trump = Suit(trump_code or "H")
    state = _state(game)
    st.markdown("**" + t._("Cards already in the trick, in the order played") + "**")
    if state["trick"]:
        captions = trick_captions(len(state["trick"]), game, t)
        st.html(cards_row_html(state["trick"], settings, captions, small=True))
        st.button(
            t._("Clear the trick"), key=f"tc_clear_{game}", on_click=_clear_trick, args=(game,)
        )
    else:
        st.caption(t._("None yet: the player to move leads."))
    with (
        st.expander(t._("Add a card to the trick"), expanded=not state["trick"]),
        st.container(key=f"picker_tc_add_{game}"),
    ):
        add_key = _add_key(game, state["trick"])
        st.pills(
            t._("Add a card to the trick"),
            [c.code for c in checker.pack],
            key=add_key,
            on_change=_add_to_trick,
            args=(game, add_key),
            label_visibility="collapsed",
            format_func=lambda code: _image(code, settings),
        )
    with st.container(key=f"picker_tc_hand_{game}"):
        hand_codes = st.pills(
            t._("The hand of the player to move (click every card)"),
            [c.code for c in checker.pack],
            selection_mode="multi",
            default=[c.code for c in state["hand"]],
            key=f"tc_hand_{game}",
            format_func=lambda code: _image(code, settings),
        )
    hand = [parse_card(code) for code in hand_codes]
    state["hand"] = hand
    _sync_url(game, contract, trump, state["trick"], hand)
    if not hand:
        st.info(t._("Mark the cards of the player to move."))
        return
    try:
        check = checker.check(contract, trump, state["trick"], hand)
    except PositionError as exc:
        st.error(t._("This position cannot occur: {problem}").format(problem=exc))
        return
    _verdict(check, hand, settings)
    trick = tuple(state["trick"])
    make_puzzle_box(
        lambda: TableMoment(game, {}, contract, trump.value if trump else None, trick, tuple(hand)),
        settings, f"tc_{game}",
    )  # fmt: skip


def _image(code: str, settings: Settings) -> str:
    c = parse_card(code)
    return f"![{card_name(c, settings.lang, settings.skin)}]({card_data_uri(c, settings.skin, settings.four_colour)})"


def _sync_url(
    game: str, contract: str, trump: Suit | None, trick: list[Card], hand: list[Card]
) -> None:
    wanted = {
        "contract": contract,
        "trump": trump.value if trump else None,
        "trick": ",".join(c.code for c in trick) or None,
        "hand": ",".join(c.code for c in hand) or None,
    }
    for key, value in wanted.items():
        if value is None:
            st.query_params.pop(key, None)
        elif st.query_params.get(key) != value:
            st.query_params[key] = value


def _verdict(check: Any, hand: list[Card], settings: Settings) -> None:
    t = settings.t

    def name(c: Card) -> str:
        return card_label(c, settings.lang, settings.skin)

    with st.container(border=True, key="verdict"):
        captions = []
        for c in hand:
            if c in check.winning:
                captions.append("✔ " + t._("legal · wins"))
            elif c in check.illegal:
                captions.append("✘ " + t._("not allowed"))
            else:
                captions.append("✔ " + t._("legal"))
        st.html(cards_row_html(hand, settings, captions))
        rule_label = t._("The rule here")
        st.markdown(
            f"**{rule_label}:** {describe(check.rule, settings.lang, settings.skin)} "
            f"*({cite(check.rule, settings.lang)})*"
        )
        if check.best is not None and check.best_reason is not None:
            st.markdown(
                t._("So far {card} takes the trick: {why}").format(
                    card=name(check.best),
                    why=describe(check.best_reason, settings.lang, settings.skin),
                )
            )
        for c, reason in check.illegal.items():
            st.markdown(
                f"✘ **{name(c)}** — {describe(reason, settings.lang, settings.skin)} "
                f"*({cite(reason, settings.lang)})*"
            )
        for c, reason in check.winning.items():
            st.markdown(f"★ **{name(c)}** — {describe(reason, settings.lang, settings.skin)}")
        if not check.winning:
            st.caption(t._("No legal card of this hand would take the trick."))
