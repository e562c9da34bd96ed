"""Notebook cells as Streamlit widgets: engine-checked facts and "try it" trick positions.

Each cell runs in a fragment, so answering one does not redraw the whole lesson in the browser.
"""

from __future__ import annotations

import streamlit as st

from tutorial.app.shell.guard import contained
from tutorial.app.shell.state import Settings
from tutorial.app.widgets.button_names import name_buttons
from tutorial.app.widgets.cards import cards_row_html, pick_card, trick_captions
from tutorial.app.widgets.puzzle import prompt_html, render_puzzle
from tutorial.content.cells import Cell, check_fact_cell, check_measured_cell
from tutorial.content.facts import FACTS
from tutorial.content.measured import shown
from tutorial.content.trick_cells import evaluate, position_of, winning_cards
from tutorial.games.cards import parse_card
from tutorial.games.registry import spec_of
from tutorial.puzzles.bank import load_bank
from tutorial.replays.loader import load_replays
from tutorial.replays.table import narrate, table_view
from tutorial.words.card_names import card_label, suit_name
from tutorial.words.explain import cite, describe, name_of, variant_names


def _fact_value_text(value: object, settings: Settings) -> str:
    if isinstance(value, list):
        return ", ".join(str(v) for v in value) if value else "—"
    return str(value)


def render_fact(cell: Cell, settings: Settings) -> None:
    """A fact the lesson relies on, with the value the engine computes."""
    t = settings.t
    fact = FACTS[(str(cell.game), str(cell.data["fact"]))]
    params = {k: str(v) for k, v in (cell.data.get("params") or {}).items()}
    if "contract" in params:
        params["contract"] = name_of("contract", params["contract"], settings.lang)
    label = t._(fact.label).format(**params)
    if params.get("without_talon", "").lower() in ("true", "1", "yes"):
        # shown in: dreierschnapsen (only its contracts may be bid without the talon)
        label = t._("{label}, without the talon").format(label=label)
    value = check_fact_cell(cell)
    st.success(
        t._("Engine check — {label}: **{value}**").format(
            label=label, value=_fact_value_text(value, settings)
        ),
        icon=":material/check_circle:",
    )


def render_measured(cell: Cell, settings: Settings) -> None:
    """A strategy figure measured by playing many deals: value, 95 % interval and sample size."""
    t = settings.t
    fig = check_measured_cell(cell)
    numbers = shown(fig, settings.lang)
    unit = t.message(fig.measure.unit, {"n": fig.estimate.n})
    st.info(
        t._("Measured — {label}: **{value}**").format(
            label=t._(fig.measure.label), value=numbers.value
        ),
        icon=":material/monitoring:",
    )
    st.caption(
        t._(
            "95 % confidence interval {low} to {high}; {n} {unit} played by the rule-of-thumb "
            "player on every seat (seed {seed})."
        ).format(low=numbers.low, high=numbers.high, n=numbers.n, unit=unit, seed=fig.seed)
    )


def render_trick(cell: Cell, settings: Settings, key: str, interactive: bool = True) -> None:
    """A trick in progress; the reader plays a card from the hand and sees the engine's verdict."""
    t = settings.t
    position = position_of(cell)
    with st.container(border=True, key=f"cell_{key}"):
        variants = variant_names(cell.data.get("options") or {}, settings.lang)
        if variants:  # a try-it cell under another rule says which one
            st.caption(
                ":material/tune: " + t._("Rule variant: {names}").format(names="; ".join(variants))
            )
        spec = spec_of(position.game)
        if position.contract is None:  # a lead and an answer (two players)
            leader, answerer = spec.seat_labels[:2]
            captions = [t._("{player} leads").format(player=leader)]
            chooser = t._("{player} plays one of these cards").format(player=answerer)
        else:
            captions = trick_captions(len(position.trick), position.game, t)
            chooser = t._("The player to move plays one of these cards")
            contract = name_of("contract", position.contract or "normal", settings.lang)
            if position.trump:
                suit = parse_card(f"A{position.trump}").suit
                trumps = f"{suit.symbol} {suit_name(suit, settings.lang, settings.skin)}"
            else:
                trumps = t._("no trumps")
            st.caption(
                t._("{contract} · trumps: {trumps}").format(contract=contract, trumps=trumps)
            )
        if position.trick:
            st.html(cards_row_html(list(position.trick), settings, captions))
        if not interactive:
            st.html(cards_row_html(list(position.hand), settings, small=True))
            return
        played = pick_card(
            chooser,
            list(position.hand),
            key=f"trick_{key}",
            settings=settings,
        )
        if played is not None:
            verdict = evaluate(position, played)
            name = card_label(played, settings.lang, settings.skin)
            if not verdict.legal:
                st.error(t._("{card} may not be played here.").format(card=name))
            elif verdict.takes_trick:
                st.success(t._("{card} takes the trick.").format(card=name))
            else:
                st.warning(t._("{card} does not take the trick.").format(card=name))
            st.markdown(
                f"{describe(verdict.reason, settings.lang, settings.skin)} "
                f"*({cite(verdict.reason, settings.lang)})*"
            )
        if st.toggle(t._("Show the answer"), key=f"answer_{key}"):
            winners = winning_cards(position)
            if winners:
                names = ", ".join(card_label(c, settings.lang, settings.skin) for c in winners)
                st.info(t._("Cards in this hand that take the trick: {cards}").format(cards=names))
            else:
                st.info(t._("No card in this hand takes the trick."))


def render_replay(cell: Cell, settings: Settings, key: str, interactive: bool = True) -> None:
    """A worked example stepped through inside the lesson; the Replays page has the full view."""
    t = settings.t
    replay = load_replays()[str(cell.ref)]
    state_key = f"replay_cell_{key}"
    step = st.session_state.get(state_key, replay.steps if not interactive else 0)
    with st.container(border=True, key=f"cell_{key}"):
        st.markdown(f"**{replay.title.get(settings.lang) or replay.id}**")
        table = table_view(replay.state_at(step))
        if table.trick:
            st.html(
                cards_row_html([c for _n, c in table.trick], settings, [n for n, _c in table.trick])
            )
        for line in narrate(replay, step, settings.lang, settings.skin):
            st.markdown(line)
        if not interactive:
            return
        with st.container(horizontal=True, wrap=False, vertical_alignment="center"):
            st.button("", key=f"{state_key}_back", disabled=step <= 0, icon=":material/chevron_left:",
                      help=t._("Previous step"), on_click=_set_state, args=(state_key, step - 1))  # fmt: skip
            st.caption(t._("Step {n} of {total}").format(n=step, total=replay.steps))
            st.button("", key=f"{state_key}_next", disabled=step >= replay.steps, icon=":material/chevron_right:",
                      help=t._("Next step"), on_click=_set_state, args=(state_key, step + 1))  # fmt: skip
        name_buttons(
            {f"{state_key}_back": t._("Previous step"), f"{state_key}_next": t._("Next step")}
        )


def _set_state(key: str, value: int) -> None:
    st.session_state[key] = value


def render_cell(cell: Cell, settings: Settings, key: str, interactive: bool = True) -> None:
    """Draw a lesson cell; a failure stays in the cell and the rest of the lesson goes on.

    Interactive trick and puzzle cells run as fragments, so answering one redraws only it.
    """
    message = settings.t._(
        "This part of the lesson cannot be shown right now; the rest of the lesson goes on."
    )

    def draw() -> None:
        with contained(message, f"{cell.kind} cell {key}"):
            _draw_cell(cell, settings, key, interactive)

    if interactive and cell.kind in ("trick", "puzzle"):
        st.fragment(draw)()
    else:
        draw()


def _draw_cell(cell: Cell, settings: Settings, key: str, interactive: bool) -> None:
    if cell.kind == "fact":
        render_fact(cell, settings)
    elif cell.kind == "measured":
        render_measured(cell, settings)
    elif cell.kind == "trick":
        render_trick(cell, settings, key, interactive)
    elif cell.kind == "puzzle":
        puzzle = load_bank()[str(cell.ref)]
        if interactive:
            render_puzzle(puzzle, settings, f"cell_{key}")
        else:
            st.html(prompt_html(puzzle, settings))
    else:
        render_replay(cell, settings, key, interactive)
