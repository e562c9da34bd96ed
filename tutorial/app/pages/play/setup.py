"""The Play page before a game: the game, its rule variants, the opponents' strength, Start."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import streamlit as st

from tutorial.app.shell.state import Settings
from tutorial.app.widgets.game_picker import pick_game
from tutorial.games.registry import spec_of
from tutorial.play.game import STRENGTHS
from tutorial.words.explain import VARIANT_TEXT
from tutorial.words.i18n import N_

STRENGTH_NAMES = {
    "random": N_("Random: any legal card"),
    "rules": N_("Rule of thumb"),
    "strong": N_("Strong: looks ahead"),
}
RULE_CARD = "rule_card"


def _variants(game: str, settings: Settings) -> dict[str, Any]:
    """One switch per option (a choice where an option has several variants)."""
    t = settings.t
    options: dict[str, Any] = {}
    by_option: dict[str, list[tuple[Any, str]]] = {}
    questions: dict[str, str] = {}
    for variant in spec_of(game).table_variants:
        by_option.setdefault(variant.option, []).append((variant.value, variant.key))
        questions[variant.option] = variant.question
    with st.expander(t._("Rule variants"), icon=":material/tune:"):
        for name, values in by_option.items():
            if len(values) == 1:
                value, text = values[0]
                if st.toggle(t._(VARIANT_TEXT[text]), key=f"play_var_{game}_{name}"):
                    options[name] = value
                continue
            texts = {text: value for value, text in values}
            chosen = st.radio(
                t._(questions[name]),
                [RULE_CARD, *texts],
                format_func=lambda k: (
                    t._("as on the rule card") if k == RULE_CARD else t._(VARIANT_TEXT[k])
                ),
                key=f"play_var_{game}_{name}",
            )
            if chosen != RULE_CARD:
                options[name] = texts[chosen]
    return options


def setup(settings: Settings, start: Callable[[str, dict, str], None]) -> None:
    """The form that begins a game; `start(game, options, strength)` runs on Start."""
    t = settings.t
    st.markdown(
        t._(
            "Play a whole game against the engine: you sit at the bottom, the engine plays the "
            "other seats. A hint is one tap away, and after each deal a review shows your "
            "costliest decisions."
        )
    )
    game = pick_game(settings, "play_choose_game")
    options = _variants(game, settings)
    strength = st.segmented_control(
        t._("Opponents"),
        list(STRENGTHS),
        default="rules",
        required=True,
        format_func=lambda s: t._(STRENGTH_NAMES[s]),
        key="play_strength",
    )
    st.button(
        t._("Start"),
        key="play_start",
        icon=":material/play_arrow:",
        type="primary",
        on_click=start,
        args=(game, options, strength or "rules"),
    )
