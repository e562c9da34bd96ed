"""The Trick checker: "can J♠ beat 9♠?" answered by the engine, with the rule that decides it.

The reader clicks the led card and the answer, chooses the rule variant, and sees who takes the
trick, how many honours it carries, and why, citing the rule-card section. The position is kept
in the URL (`?lead=9S&answer=JS&beat_rule=…`) so a teacher can share it.
"""

from __future__ import annotations

import streamlit as st

from tutorial.app.pages.trick_checker import schnapsen_view as schnapsen_checker_view
from tutorial.app.shell.state import Settings, remember_game
from tutorial.app.widgets.cards import cards_row_html, pick_card
from tutorial.content.catalog import GAME_INFO
from tutorial.games.base import OptionError
from tutorial.games.cards import PACK_32, Card, CardParseError, parse_card
from tutorial.games.schneider.rules import (
    PLAYER_NAMES,
    RULES,
    BeatRule,
    SchneiderOptions,
    resolve_trick,
    responder_wins,
)
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


def _options_from_url(settings: Settings) -> SchneiderOptions:
    raw = {k: st.query_params[k] for k in ("beat_rule", "seven_beats_ace") if k in st.query_params}
    try:
        return RULES.parse_options(raw)
    except OptionError as exc:
        for key in raw:
            del st.query_params[key]
        st.warning(settings.t._("Link parameter: {error}").format(error=exc))
        return SchneiderOptions()


def _variant_controls(settings: Settings, initial: SchneiderOptions) -> SchneiderOptions:
    t = settings.t
    rules = list(BeatRule)

    def label(rule: BeatRule) -> str:
        text = t._(VARIANT_TEXT[rule.value])
        return text + (" " + t._("(rule card)") if rule is BeatRule.NEXT_RANK_SAME_SUIT else "")

    with st.expander(t._("Rule variant"), expanded=initial != SchneiderOptions()):
        beat_rule = st.radio(
            t._("Which answer takes the trick?"),
            rules,
            index=rules.index(initial.beat_rule),
            format_func=label,
            key="beat_rule",
        )
        seven = st.toggle(
            t._("Variant: the seven beats the ace of its suit"),
            value=initial.seven_beats_ace,
            key="seven_beats_ace",
        )
    return SchneiderOptions(beat_rule=beat_rule, seven_beats_ace=seven)


def _sync_url(lead: Card | None, answer: Card | None, options: SchneiderOptions) -> None:
    wanted = {
        "lead": lead.code if lead else None,
        "answer": answer.code if answer else None,
        "beat_rule": None
        if options.beat_rule is BeatRule.NEXT_RANK_SAME_SUIT
        else options.beat_rule.value,
        "seven_beats_ace": "true" if options.seven_beats_ace else None,
    }
    for key, value in wanted.items():
        if value is None:
            if key in st.query_params:
                del st.query_params[key]
        elif st.query_params.get(key) != value:
            st.query_params[key] = value


def render(settings: Settings) -> None:
    t = settings.t
    st.title(t._("Trick checker"))
    titles = {info.key: t._(info.title) for info in GAME_INFO}
    wanted = st.query_params.get("game", settings.game)
    if wanted not in titles:
        st.warning(
            t._("Unknown game {value!r} in the link: showing the first game.").format(value=wanted)
        )
        wanted = "schneider"
    game = st.segmented_control(
        t._("Game"),
        list(titles),
        default=wanted,
        required=True,
        format_func=titles.get,
        key="tc_game",
    )
    game = game or "schneider"
    remember_game(game)
    st.query_params["game"] = game
    if game != "schneider":
        schnapsen_checker_view.render(game, settings)
        return
    _schneider(settings)


def _schneider(settings: Settings) -> None:
    t = settings.t
    st.caption(t._("Böhmischer Schneider: pick the card led and the answer."))
    initial_lead = _card_from_url("lead", settings)
    initial_answer = _card_from_url("answer", settings)
    options = _variant_controls(settings, _options_from_url(settings))
    verdict_slot = st.container()  # filled last, shown above the pickers so it needs no scrolling
    lead = pick_card(
        t._("Player A leads"), PACK_32, key="lead", settings=settings, default=initial_lead
    )
    answer = pick_card(
        t._("Player B answers"), PACK_32, key="answer", settings=settings, default=initial_answer
    )
    _sync_url(lead, answer, options)
    with verdict_slot:
        _verdict(lead, answer, options, settings)


def _verdict(
    lead: Card | None, answer: Card | None, options: SchneiderOptions, settings: Settings
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
    show_outcome(lead, answer, options, settings)


def show_outcome(lead: Card, answer: Card, options: SchneiderOptions, settings: Settings) -> None:
    """The verdict: the two cards, who takes them, the honours, the reason and its source."""
    t = settings.t
    outcome = resolve_trick(lead, answer, options)
    winner = PLAYER_NAMES[1] if outcome.responder_wins else PLAYER_NAMES[0]
    with st.container(border=True, key="verdict"):
        st.html(cards_row_html([lead, answer], settings, [t._("A leads"), t._("B answers")]))
        headline = t._("{player} takes the trick").format(player=winner)
        honours = t.ngettext(
            "The trick holds {n} honour.", "The trick holds {n} honours.", outcome.honours
        ).format(n=outcome.honours)
        st.subheader(headline)
        st.markdown(honours)
        st.markdown(
            f"{describe(outcome.reason, settings.lang, settings.skin)} *({cite(outcome.reason, settings.lang)})*"
        )
        beaters = [c for c in PACK_32 if c is not lead and responder_wins(lead, c, options)]
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
