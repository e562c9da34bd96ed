"""The Play page after a deal: the result, the review (costliest decisions first, "show me"),
saving the deal as a replay, the memory of deals played, and the next deal of the session."""

from __future__ import annotations

import uuid
from typing import Any

import streamlit as st
from babel.numbers import format_decimal

from tutorial.app.pages.play.labels import action_label
from tutorial.app.shell import outbox
from tutorial.app.shell.links import switch_to
from tutorial.app.shell.memory import here
from tutorial.app.shell.state import Settings
from tutorial.app.widgets.make_puzzle import make_puzzle_box
from tutorial.bots.advice import Budget
from tutorial.coach import Decision, review
from tutorial.coach.hints import letter_note, suggestion_reason
from tutorial.coach.review import unit
from tutorial.games.base import Deal
from tutorial.play.game import PlayGame, position_at
from tutorial.puzzles import personal
from tutorial.puzzles.authoring import moment_from_log
from tutorial.replays.loader import import_replay
from tutorial.store.repository import Store
from tutorial.words.explain import cite, describe, explain

REVIEW = "play_review"  # session key: (deal key, decisions)
SHOW = "play_show"  # session key: (deal key, event index) the table is drawn at
RECORDED = "play_recorded"  # session key: {deal key: (token it was kept for, row id)}
REVIEW_BUDGET = Budget(samples=6, nodes=6_000, rollouts=8)
COSTLY = 0.25  # expected points lost from which a decision counts as a mistake
PUZZLES_KEPT = "play_puzzles_kept"  # session key: {deal key: personal puzzles kept from it}


def deal_key(game: PlayGame) -> str:
    return f"{game.game}:{game.seed}:{game.number}"


def review_position(game: PlayGame) -> Deal | None:
    """The position "show me" asked for in this deal, or None for the deal as it stands."""
    shown = st.session_state.get(SHOW)
    if not shown or shown[0] != deal_key(game) or not game.deal.is_over():
        return None
    return position_at(game.deal.log(), shown[1])


def _show(key: str, event: int | None) -> None:
    st.session_state[SHOW] = None if event is None else (key, event)
    if event is not None:  # the next run brings the table into view, once per click
        st.session_state[SCROLL] = st.session_state.get(SCROLL, 0) + 1


SCROLL = "play_show_scroll"  # session key: how many times "Show me" was clicked
SCROLLED = "play_show_scrolled"  # session key: the click the table was last brought into view for
SCROLL_KEY = "play_show_scroll_script"
# "Show me" redraws the table above the review, which on a phone is a screen or more up: bring
# it into view. The click count in the script makes each click's script new, so it runs again.
SCROLL_HTML = """
<style>.st-key-{key}, div:has(> .st-key-{key}) {{ display: none !important; }}</style>
<script data-click="{click}">
(() => {{
  const go = () => {{
    const table = document.querySelector('[data-testid="card-table"]');
    if (table) table.scrollIntoView({{block: "center"}});
  }};
  go();
  setTimeout(go, 300);  // again once the run has drawn the rest of the page
}})();
</script>
"""


def _scroll_to_table() -> None:
    click = st.session_state.get(SCROLL, 0)
    if click > st.session_state.get(SCROLLED, 0):
        st.session_state[SCROLLED] = click
        with st.container(key=SCROLL_KEY):
            st.html(SCROLL_HTML.format(key=SCROLL_KEY, click=click), unsafe_allow_javascript=True)


def _result(game: PlayGame, settings: Settings) -> None:
    t = settings.t
    points = game.result_for_learner()
    if points > 0:
        st.success(t._("Your side scores {n}.").format(n=points), icon=":material/celebration:")
    elif points < 0:
        st.error(
            t._("The other side scores {n}.").format(n=-points), icon=":material/trending_down:"
        )
    else:
        st.info(t._("Nobody scores in this deal."))


def _remember(game: PlayGame, mistakes: list[dict[str, str]] | None = None) -> None:
    """Remember the finished deal once (and its mistakes once the review found them). A deal
    that waits for the database (`outbox.py`) is kept without its mistakes: the row id the
    mistakes would need exists only once it is written."""
    memory = here()
    recorded: dict[str, tuple[str, int | None]] = st.session_state.setdefault(RECORDED, {})
    key = deal_key(game)
    if key not in recorded:
        uid = uuid.uuid4().hex
        row = memory.call(
            Store.record_deal,
            None,
            game.game,
            game.deal.options_dict(),
            game.result_for_learner(),
            game.hints,
            uid=uid,
        )
        waits = any(item.kwargs.get("uid") == uid for item in outbox.waiting())
        recorded[key] = ("" if waits or not memory.lasting else memory.token, row)
    token, row = recorded[key]
    if mistakes and row is not None and token == memory.token:
        memory.call(Store.set_deal_mistakes, None, row, mistakes)


def mistakes_of(game: PlayGame, decisions: list[Decision]) -> list[dict[str, str]]:
    """The rule behind each costly decision: the reason the better choice was better."""
    log = game.deal.log()
    found = []
    for decision in decisions:
        if decision.cost < COSTLY:
            continue
        reason = suggestion_reason(position_at(log, decision.event), game.seat, decision.best)
        found.append({"game": reason.game, "section": reason.section, "code": reason.code})
    return found


def _keep_as_puzzles(game: PlayGame, decisions: list[Decision]) -> None:
    """Every decision that cost `personal.MISTAKE` or more goes into the learner's review queue
    as a puzzle of its own position (issue 21 §3), once per deal."""
    kept: dict[str, int] = st.session_state.setdefault(PUZZLES_KEPT, {})
    key = deal_key(game)
    if key in kept:
        return
    mistakes = personal.mistakes_of(game.deal.log(), game.seat, decisions)
    rows = [personal.to_row(m) for m in mistakes]
    kept[key] = here().call(Store.add_personal_puzzles, 0, rows) if rows else 0


def _to_review() -> None:
    st.session_state["play_to_review"] = True


def _puzzles_line(game: PlayGame, settings: Settings) -> None:
    """ "2 of your decisions are now puzzles in your review queue", and the way there."""
    t = settings.t
    count = st.session_state.get(PUZZLES_KEPT, {}).get(deal_key(game), 0)
    if not count:
        return
    with st.container(horizontal=True, vertical_alignment="center", key="play_mine"):
        st.caption(
            t.ngettext(
                "{n} of your decisions is now a puzzle in your review queue.",
                "{n} of your decisions are now puzzles in your review queue.",
                count,
            ).format(n=count)
        )
        st.button(
            t._("Review them"), key="play_mine_review", icon=":material/school:",
            on_click=_to_review,
        )  # fmt: skip
    if st.session_state.pop("play_to_review", False):
        switch_to("puzzles", mode="review")


def _review(game: PlayGame, settings: Settings) -> None:
    t = settings.t
    key = deal_key(game)
    done = st.session_state.get(REVIEW)
    if not done or done[0] != key:
        if not st.button(
            t._("Review this deal"), key=f"play_review_{key}", icon=":material/fact_check:"
        ):
            return
        with st.spinner(t._("The strong player goes through your decisions…")):
            decisions = review(game.deal.log(), game.seat, budget=REVIEW_BUDGET, seed=game.seed)
        st.session_state[REVIEW] = (key, decisions)
        _remember(game, mistakes_of(game, decisions))
        _keep_as_puzzles(game, decisions)
    decisions = st.session_state[REVIEW][1]
    costly = [d for d in decisions if d.cost >= COSTLY or d.letter]
    st.subheader(t._("Review of your decisions"))
    st.caption(
        t.ngettext("{n} hint used in this deal", "{n} hints used in this deal", game.hints).format(
            n=game.hints
        )
    )
    if not costly:
        st.success(t._("No costly decision: the strong player agrees with your play."))
    log = game.deal.log()
    for decision in costly:
        _decision_row(game, decision, log, settings)
    _puzzles_line(game, settings)


def _decision_row(
    game: PlayGame, decision: Decision, log: dict[str, Any], settings: Settings
) -> None:
    t = settings.t
    before = position_at(log, decision.event)
    taken = action_label(decision.taken, before, settings.lang, settings.skin)
    best = action_label(decision.best, before, settings.lang, settings.skin)
    reason = suggestion_reason(before, game.seat, decision.best)
    with st.container(border=True, key=f"play_decision_{decision.event}"):
        st.markdown(
            t._(
                "Decision {n}: you chose **{taken}**; the strong player chooses **{best}**."
            ).format(n=decision.number, taken=taken, best=best)
        )
        note = letter_note(before, game.seat, decision.taken) if decision.letter else None
        if note is not None:
            st.caption(explain(note, settings.lang, settings.skin))
        if decision.cost >= COSTLY:
            st.caption(
                cost_line(game.game, settings).format(
                    cost=cost_number(decision.cost, settings.lang),
                    why=describe(reason, settings.lang, settings.skin),
                    where=cite(reason, settings.lang),
                )
            )
        if decision.estimate:
            st.caption(
                t._(  # shown in: schneider (only its look-ahead is an estimate)
                    "An estimate: with cards still in the talon, the strong player looks a "
                    "trick ahead rather than to the end of the deal."
                )
            )
        st.button(
            t._("Show me"),
            key=f"play_show_{decision.event}",
            icon=":material/visibility:",
            on_click=_show,
            args=(deal_key(game), decision.event),
        )


def cost_number(cost: float, lang: str) -> str:
    """A decision's cost as the learner's locale writes it: 16,00 in de/ru/pt, never "16.00"."""
    return format_decimal(cost, "0.00", locale=lang)


def cost_line(game: str, settings: Settings) -> str:
    """The cost sentence in the review's one unit (`tutorial.coach.review.unit`): victory points
    in Schneider, game points in Schnapsen."""
    t = settings.t
    if unit(game) == "victory_points":
        return t._("Expected cost: {cost} victory points. {why} ({where})")
    return t._("Expected cost: {cost} game points. {why} ({where})")


def _open_in_replays(game: PlayGame) -> None:
    name = f"{game.game}-{game.seed}.json"
    st.session_state["replay_imported"] = import_replay(game.deal.log_json().encode(), name)
    st.session_state["replay_pending"] = "imported"
    st.session_state["play_to_replays"] = True


def _save(game: PlayGame, settings: Settings) -> None:
    t = settings.t
    with st.container(horizontal=True, key="play_save"):
        st.download_button(
            t._("Save as replay (JSON)"),
            data=game.deal.log_json(),
            file_name=f"{game.game}-{game.seed}-{game.number}.json",
            mime="application/json",
            key="play_save_replay",
            icon=":material/download:",
        )
        st.button(
            t._("Open in Replays"),
            key="play_open_replay",
            icon=":material/movie:",
            on_click=_open_in_replays,
            args=(game,),
        )
    if st.session_state.pop("play_to_replays", False):
        switch_to("replays")


def _next(events: int) -> None:
    game = st.session_state.get("play")
    if isinstance(game, PlayGame) and game.next_deal(events):
        st.session_state[SHOW] = None


def _session_end(game: PlayGame, settings: Settings) -> None:
    t = settings.t
    session = game.session
    won = session.winners()
    mine = session.side_of(game.seat) in won
    if not won:
        st.info(t._("The game ends in a draw."), icon=":material/handshake:")
    elif mine:
        st.success(t._("You win the game."), icon=":material/emoji_events:")
    else:
        st.error(t._("The other side wins the game."), icon=":material/sentiment_dissatisfied:")


def after_deal(game: PlayGame, settings: Settings) -> None:
    """Everything under the table once the deal is over."""
    t = settings.t
    _remember(game)
    key = deal_key(game)
    shown = st.session_state.get(SHOW)
    if shown and shown[0] == key:
        _scroll_to_table()
        st.info(t._("The table as it stood before that decision."), icon=":material/history:")
        st.button(
            t._("Back to the end of the deal"),
            key="play_show_end",
            icon=":material/last_page:",
            on_click=_show,
            args=(key, None),
        )
        log = game.deal.log()
        make_puzzle_box(
            lambda: moment_from_log(game.game, {}, position_at(log, shown[1]).log()),
            settings, "play_review",
        )  # fmt: skip
    _result(game, settings)
    _review(game, settings)
    _save(game, settings)
    if game.session_over():
        _session_end(game, settings)
        return
    st.button(
        t._("Next deal"),
        key=f"play_next_{game.events}",
        icon=":material/skip_next:",
        type="primary",
        on_click=_next,
        args=(game.events,),
    )
