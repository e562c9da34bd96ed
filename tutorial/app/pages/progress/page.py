"""The "My progress" page: the mastery map, streak and totals, 30 days of practice, and the
learner's own progress file to download or bring back.

A click on a cell of the map opens the Puzzles page reviewing that game and section; below the
map the sections with puzzles due are links too (for keyboards, screen readers and phones).
An imported file is checked by the store; a refusal is shown as `field: reason`.
"""

from __future__ import annotations

import json
from typing import Any

import streamlit as st

from tutorial.app.pages.progress.charts import activity_figure, mastery_figure
from tutorial.app.pages.progress.deals import deals_section
from tutorial.app.pages.puzzles.review_mode import learner_zone, next_review
from tutorial.app.shell import clock
from tutorial.app.shell.links import link, switch_to
from tutorial.app.shell.memory import Memory, here
from tutorial.app.shell.state import Settings
from tutorial.app.widgets.uploads import in_our_words
from tutorial.content.catalog import CARD_SECTIONS, GAME_INFO
from tutorial.store.records import Score
from tutorial.store.repository import ProgressFileProblem, Store

MAP_KEY = "mastery_map"
UPLOAD_KEY = "progress_upload"
IMPORTED = "progress_imported"  # session key: the upload already imported, and what it gave
NO_SCORE = Score(0, 0, 0, ())


def export_bytes(memory: Memory) -> bytes:
    """The learner's progress file (what the download button hands out)."""
    data = memory.call(Store.export, {})
    return json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8")


def clicked_cell(event: Any) -> tuple[str, str] | None:
    """The game and section of a clicked map cell, from the chart's selection (a dict)."""
    try:
        points = event["selection"]["points"]
    except (KeyError, TypeError):
        return None
    for point in points:
        data = point.get("customdata") if isinstance(point, dict) else None
        if isinstance(data, list | tuple) and len(data) >= 2:
            game, section = str(data[0]), str(data[1])
            if section in CARD_SECTIONS.get(game, ()):
                return game, section
    return None


def _review_link(game: str, section: str, label: str) -> None:
    link(
        "puzzles",
        label,
        ":material/event_repeat:",
        mode="review",
        game=game,
        section=section,
    )


def _mastery_map(settings: Settings, memory: Memory) -> None:
    t = settings.t
    mastery = memory.call(Store.mastery, {}, clock.now())
    st.subheader(t._("How well you know each section"), anchor=False)
    st.caption(
        t._(
            "Colour: how well you know a rule-card section now; grey: not practised yet. "
            "Number: puzzles due for review. Click a section to review it."
        )
    )
    event = st.plotly_chart(
        mastery_figure(mastery, t),
        key=MAP_KEY,
        on_select="rerun",
        selection_mode="points",
        config={"displayModeBar": False},
    )
    cell = clicked_cell(event)
    if cell is not None:
        switch_to("puzzles", mode="review", game=cell[0], section=cell[1])
    titles = {info.key: t._(info.title) for info in GAME_INFO}
    due = [m for m in mastery.values() if m.due and m.game in titles]
    if not due:
        later = next_review(settings, clock.now(), None, None)
        st.caption(" ".join([t._("Nothing is due for review right now."), later]).strip())
    for item in due:
        _review_link(
            item.game,
            item.section,
            t.ngettext(
                "Review {game} §{section}: {n} puzzle due",
                "Review {game} §{section}: {n} puzzles due",
                item.due,
            ).format(game=titles[item.game], section=item.section, n=item.due),
        )


def _totals(settings: Settings, memory: Memory) -> None:
    t = settings.t
    score = memory.call(Store.score, NO_SCORE)
    days = memory.call(Store.streak_days, 0, clock.now(), learner_zone())
    with st.container(horizontal=True, key="progress_totals"):  # side by side on a phone too
        st.metric(t._("Days in a row"), days)
        st.metric(t._("Answered"), score.answered)
        st.metric(t._("Right"), score.right)


def _activity(settings: Settings, memory: Memory) -> None:
    t = settings.t
    st.subheader(t._("The last 30 days"), anchor=False)
    days = memory.call(Store.activity, [], 30, clock.now(), learner_zone())
    st.plotly_chart(
        activity_figure(days, settings.lang, t), key="activity", config={"displayModeBar": False}
    )


def _import(settings: Settings, memory: Memory) -> None:
    t = settings.t
    upload = st.file_uploader(
        t._("Bring back a progress file"), type=["json"], key=UPLOAD_KEY, max_upload_size=20
    )
    in_our_words(UPLOAD_KEY, t, 20)
    if upload is None:
        st.session_state.pop(IMPORTED, None)
        return
    done = st.session_state.get(IMPORTED)
    if done is None or done[0] != upload.file_id:
        try:
            summary = memory.call(Store.import_, None, upload.getvalue())
            outcome: tuple[str, Any] = ("ok", summary)
        except ProgressFileProblem as problem:
            outcome = ("refused", problem)
        done = (upload.file_id, outcome)
        st.session_state[IMPORTED] = done
        if (
            outcome[0] == "ok"
            and summary is not None
            and any(
                (summary.answers, summary.sections_read, summary.predictions, summary.deals_played)
            )
        ):
            st.rerun()  # the numbers and charts above now include the file
    kind, detail = done[1]
    if kind == "refused":
        reason = (
            t._("this file holds another learner's progress, not yours")
            if detail.field == "learner"
            else detail.reason
        )
        st.error(
            t._("{file} was not imported.").format(file=upload.name) + f" {detail.field}: {reason}",
            icon=":material/error:",
        )
    elif detail is not None:
        st.success(
            t._(
                "Imported from {file}. New answers: {answers}, new sections read: {reads}, "
                "new replay predictions: {guesses}."
            ).format(
                file=upload.name,
                answers=detail.answers,
                reads=detail.sections_read,
                guesses=detail.predictions,
            ),
            icon=":material/check_circle:",
        )


def _own_file(settings: Settings, memory: Memory) -> None:
    t = settings.t
    st.subheader(t._("Your progress file"), anchor=False)
    st.caption(
        t._(
            "Download everything remembered about you as a JSON file, or bring a file back "
            "to merge it in. The file carries your personal link's key: keep it private."
        )
    )
    st.download_button(
        t._("Download my progress"),
        data=lambda: export_bytes(memory),
        file_name="kartenschule-progress.json",
        mime="application/json",
        icon=":material/download:",
        key="progress_download",
        on_click="ignore",
    )
    _import(settings, memory)


def render(settings: Settings) -> None:
    t = settings.t
    st.title(t._("My progress"))
    memory = here()
    _totals(settings, memory)
    _mastery_map(settings, memory)
    _activity(settings, memory)
    deals_section(settings, memory)
    _own_file(settings, memory)
