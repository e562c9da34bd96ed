"""The Trick checker for a game where a lead and an answer decide the trick (Böhmischer Schneider:
a `PairChecker`): "can J♠ beat 9♠?" answered by the engine, with the rule that decides it.

The reader clicks the led card and the answer, chooses the rule variant, and sees who takes the
trick, how many honours it carries, and why, citing the rule-card section. The position is kept
in the URL (`?lead=9S&answer=JS&beat_rule=…`) so a teacher can share it.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from tutorial.app.shell.state import Settings
from tutorial.app.widgets.cards import cards_row_html, pick_card
from tutorial.app.widgets.make_puzzle import make_puzzle_box
from tutorial.games.base import OptionError
from tutorial.games.cards import Card, CardParseError, parse_card
from tutorial.games.parts import OptionControl, PairChecker
from tutorial.games.registry import spec_of
from tutorial.games.table import HONOURS
from tutorial.puzzles.authoring import TableMoment
from tutorial.words.card_names import card_label
from tutorial.words.explain import VARIANT_TEXT, cite, describe


def _card_from_url(name: str, settings: Settings) -> Card | None:
    """A card named in the URL, or None; a bad value is reported and removed."""
    value = st.query_params.get(name)
    if value is None:
        return None
    try:
        return parse_card(value)
    except CardParseError as exc:
        del st.query_params[name]
        st.warning(settings.t._("Link parameter {name!r}: {error}").format(name=name, error=exc))
        return None


def _raw_from_url(checker: PairChecker) -> dict[str, Any]:
    return {
        c.option: st.query_params[c.option] for c in checker.controls if c.option in st.query_params
    }


def _options_from_url(game: str, checker: PairChecker, settings: Settings) -> dict[str, Any]:
    """The options a link names, as values the controls take (a bad link is reported and dropped)."""
    raw = _raw_from_url(checker)
    try:
        parsed = spec_of(game).rules.parse_options(raw).to_dict()
    except OptionError as exc:
        for key in raw:
            del st.query_params[key]
        st.warning(settings.t._("Link parameter: {error}").format(error=exc))
        return {c.option: c.card for c in checker.controls}
    return {c.option: parsed.get(c.option, c.card) for c in checker.controls}


def _is_switch(control: OptionControl) -> bool:
    return control.values == (False, True)


def _variant_controls(
    checker: PairChecker, initial: dict[str, Any], settings: Settings
) -> dict[str, Any]:
    t = settings.t
    chosen: dict[str, Any] = {}
    changed = any(initial[c.option] != c.card for c in checker.controls)
    with st.expander(t._("Rule variant"), expanded=changed):
        for control in checker.controls:
            if _is_switch(control):
                chosen[control.option] = st.toggle(
                    t._(control.label), value=bool(initial[control.option]), key=control.option
                )
                continue

            def label(value: Any, control: OptionControl = control) -> str:
                text = t._(VARIANT_TEXT[value])
                return text + (" " + t._("(rule card)") if value == control.card else "")

            values = list(control.values)
            start = initial[control.option]
            chosen[control.option] = st.radio(
                t._(control.label),
                values,
                index=values.index(start) if start in values else 0,
                format_func=label,
                key=control.option,
            )
    return chosen


def _sync_url(
    lead: Card | None, answer: Card | None, checker: PairChecker, options: dict[str, Any]
) -> None:
    wanted: dict[str, str | None] = {
        "lead": lead.code if lead else None,
        "answer": answer.code if answer else None,
    }
    for control in checker.controls:
        value = options[control.option]
        if value == control.card:
            wanted[control.option] = None
        else:
            wanted[control.option] = "true" if value is True else str(value)
    for key, value in wanted.items():
        if value is None:
            if key in st.query_params:
                del st.query_params[key]
        elif st.query_params.get(key) != value:
            st.query_params[key] = value


def render(game: str, checker: PairChecker, settings: Settings) -> None:
    t = settings.t
    spec = spec_of(game)
    st.caption(t._("{game}: pick the card led and the answer.").format(game=t._(spec.title)))
    initial_lead = _card_from_url("lead", settings)
    initial_answer = _card_from_url("answer", settings)
    chosen = _variant_controls(checker, _options_from_url(game, checker, settings), settings)
    options = spec.rules.parse_options(chosen)
    verdict_slot = st.container()  # filled last, shown above the pickers so it needs no scrolling
    lead = pick_card(
        t._("Player A leads"), checker.pack, key="lead", settings=settings, default=initial_lead
    )
    answer = pick_card(
        t._("Player B answers"),
        checker.pack,
        key="answer",
        settings=settings,
        default=initial_answer,
    )
    _sync_url(lead, answer, checker, chosen)
    with verdict_slot:
        _verdict(game, checker, lead, answer, options, settings)
    if lead is not None and answer is not None and lead is not answer:
        changed = {
            c.option: chosen[c.option] for c in checker.controls if chosen[c.option] != c.card
        }
        make_puzzle_box(
            lambda: TableMoment(game, changed, None, None, (lead, answer), ()), settings, "tc_pair"
        )


def _verdict(
    game: str,
    checker: PairChecker,
    lead: Card | None,
    answer: Card | None,
    options: Any,
    settings: Settings,
) -> None:
    t = settings.t
    if lead is None or answer is None:
        st.info(t._("Click a card in each of the two blocks below."))
        return
    if lead is answer:
        st.error(
            t._(
                "{card} cannot be both the lead and the answer: there is only one of each card."
            ).format(card=card_label(lead, settings.lang, settings.skin))
        )
        return
    show_outcome(game, checker, lead, answer, options, settings)


def show_outcome(
    game: str, checker: PairChecker, lead: Card, answer: Card, options: Any, settings: Settings
) -> None:
    """The verdict: the two cards, who takes them, the honours, the reason and its source."""
    t = settings.t
    spec = spec_of(game)
    outcome = checker.resolve(lead, answer, options)
    winner = spec.seat_labels[outcome.winner]
    with st.container(border=True, key="verdict"):
        st.html(cards_row_html([lead, answer], settings, [t._("A leads"), t._("B answers")]))
        headline = t._("{player} takes the trick").format(player=winner)
        st.subheader(headline)
        if spec.points_kind == HONOURS:
            honours = t.ngettext(
                "The trick holds {n} honour.", "The trick holds {n} honours.", outcome.points
            ).format(n=outcome.points)
            st.markdown(honours)
        st.markdown(
            f"{describe(outcome.reason, settings.lang, settings.skin)} *({cite(outcome.reason, settings.lang)})*"
        )
        beaters = [c for c in checker.pack if c is not lead and checker.beats(lead, c, options)]
        if beaters:
            names = ", ".join(card_label(c, settings.lang, settings.skin) for c in beaters)
            st.caption(
                t.ngettext(
                    "The card that beats {lead}: {cards}.",
                    "The cards that beat {lead}: {cards}.",
                    len(beaters),
                ).format(lead=card_label(lead, settings.lang, settings.skin), cards=names)
            )
        else:
            st.caption(
                t._("No card beats {lead}.").format(
                    lead=card_label(lead, settings.lang, settings.skin)
                )
            )
