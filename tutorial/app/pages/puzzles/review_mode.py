"""Review mode of the Puzzles page: what the learner's schedule says is due, then new puzzles.

The order is the store's review queue (puzzles due first, the games interleaved, then the
question bank shuffled). An answered puzzle leaves the queue until it is due again, so a missed
one comes back after its relearning step, not straight away; a skipped one waits a little too.
`?mode=review&game=schneider&section=04` reviews one rule-card section (the mastery map links so).

When nothing is due now but answered puzzles wait, the page says when the next one is due (FSRS's
due time, kept in UTC, shown in the learner's time zone and language: "Next review in 9 minutes",
"tomorrow at 10:00"), never only that there is nothing to review. The time comes from
`clock.now()`, so tests set it.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import streamlit as st
from babel.dates import format_date, format_time, format_timedelta

from tutorial.app.shell import clock
from tutorial.app.shell.guard import contained
from tutorial.app.shell.memory import here
from tutorial.app.shell.recording import answer_recorder
from tutorial.app.shell.state import Settings
from tutorial.app.widgets.puzzle import render_puzzle, reset_puzzle
from tutorial.app.widgets.puzzle_keys import bank, current_of, puzzle_of
from tutorial.content.catalog import CARD_SECTIONS, GAME_INFO
from tutorial.store.repository import QueueItem, Store
from tutorial.store.review import build_queue
from tutorial.words.i18n import Translator

SOON = timedelta(hours=1)  # closer than this, the next review is said as "in 9 minutes"

REVIEW = "review"  # session key: the puzzle under review, the queue's shuffle seed, the scope


def _state() -> dict:
    return st.session_state.setdefault(
        REVIEW, {"current": None, "seed": random.randrange(2**31), "scope": (None, None)}
    )


def review_scope(settings: Settings) -> tuple[str | None, str | None]:
    """The game and section a link asks to review (`?game=&section=`); unknown ones are reported."""
    t = settings.t
    game, section = st.query_params.get("game"), st.query_params.get("section")
    if game is not None and game not in CARD_SECTIONS:
        st.warning(
            t._("Unknown game {value!r} in the link: reviewing every game.").format(value=game)
        )
        return None, None
    if section is not None and (game is None or section not in CARD_SECTIONS[game]):
        st.warning(
            t._("Unknown section {value!r} in the link: reviewing every section.").format(
                value=section
            )
        )
        section = None
    return game, section


def learner_zone() -> tzinfo:
    """The browser's time zone (UTC where it is unknown, e.g. under AppTest)."""
    name = getattr(st.context, "timezone", None)
    try:
        return ZoneInfo(name) if name else UTC
    except (ZoneInfoNotFoundError, ValueError):
        return UTC


def when_due(due: datetime, now: datetime, t: Translator, zone: tzinfo = UTC) -> str:
    """When `due` is, seen from `now`, in words of the learner's language and time zone:
    "in 9 minutes" within the hour, else "today at 15:00", "tomorrow at 10:00", or a date."""
    lang = t.lang
    if due - now < SOON:
        return format_timedelta(max(due - now, timedelta(0)), add_direction=True, locale=lang)
    local = due.astimezone(zone)
    days = (local.date() - now.astimezone(zone).date()).days
    at = format_time(local, format="short", tzinfo=zone, locale=lang)
    if days == 0:
        return t._("today at {time}").format(time=at)
    if days == 1:
        return t._("tomorrow at {time}").format(time=at)
    day = format_date(local.date(), format="long", locale=lang)
    return t._("on {date} at {time}").format(date=day, time=at)


def next_review(settings: Settings, now: datetime, game: str | None, section: str | None) -> str:
    """ "Next review in 9 minutes." for the first puzzle that waits, or "" if none waits."""
    due = here().call(Store.next_due, None, now, game=game, section=section)
    if due is None:
        return ""
    t = settings.t
    return t._("Next review {when}.").format(when=when_due(due, now, t, learner_zone()))


def _fresh_queue(game: str | None, section: str | None, seed: int) -> list[QueueItem]:
    """The queue of a learner who has answered nothing: the bank (in scope), shuffled by `seed`
    as the store would, so a first visit's review starts at once."""
    fresh = [
        QueueItem(p.id, p.game, p.section)
        for p in bank().values()
        if (game is None or p.game == game) and (section is None or p.section == section)
    ]
    return build_queue([], fresh, seed)


def widget_key(key: str) -> str:
    return "review_" + key.replace(".", "_").replace(":", "_")


def _next(key: str) -> None:
    reset_puzzle(widget_key(key))
    _state()["current"] = None


def _skip(key: str, game: str, section: str) -> None:
    """Passed over: the store keeps it back a little, so the queue moves on."""
    here().call(Store.record_skip, None, key, game=game, section=section, at=clock.now())
    _next(key)


def _whole_bank() -> None:
    for name in ("game", "section"):
        st.query_params.pop(name, None)


def _scope_line(settings: Settings, game: str | None, section: str | None) -> None:
    t = settings.t
    if game is None:
        return
    title = t._(next(info.title for info in GAME_INFO if info.key == game))
    place = f"{title} §{section}" if section else title
    text, button = st.columns([3, 2], vertical_alignment="center")
    text.markdown(t._("Reviewing {place}").format(place=place))
    button.button(
        t._("Review everything"),
        key="review_all",
        icon=":material/select_all:",
        on_click=_whole_bank,
    )


def render_review(settings: Settings) -> None:
    """The review queue's next puzzle, how many are due, and Skip or Next."""
    t = settings.t
    state = _state()
    game, section = review_scope(settings)
    if state["scope"] != (game, section):
        state["scope"], state["current"] = (game, section), None
    now = clock.now()
    queue = here().call(
        Store.review_queue,
        _fresh_queue(game, section, state["seed"]),  # a first visit has no record to read yet
        now,
        game=game,
        section=section,
        seed=state["seed"],
    )
    _scope_line(settings, game, section)
    due = sum(item.due is not None for item in queue)
    later = "" if due else next_review(settings, now, game, section)
    if due:
        st.caption(
            t.ngettext(
                "{n} puzzle is due for review.", "{n} puzzles are due for review.", due
            ).format(n=due)
        )
    elif queue:
        fresh = t._("Nothing is due for review: here come puzzles you have not answered yet.")
        st.caption(f"{fresh} {later}".strip())
    if state["current"] is None:
        state["current"] = next(
            (item.key for item in queue if puzzle_of(current_of(item.key))), None
        )
    key = state["current"]
    puzzle = puzzle_of(current_of(key)) if key else None
    if key is None or puzzle is None:
        if later:  # every puzzle here is answered and waits: say when the first comes back
            st.info(
                t._("Nothing is due here right now: every puzzle here waits for its next review.")
                + " "
                + later,
                icon=":material/schedule:",
            )
            st.button(t._("Look again"), key="review_look_again", icon=":material/refresh:")
            return
        st.info(
            t._(
                "Nothing to review here right now: missed puzzles come back on their schedule. "
                "The quiz has more puzzles."
            ),
            icon=":material/event_available:",
        )
        return
    with contained(
        t._("This puzzle cannot be shown right now. Please try another one."), f"review {key}"
    ):
        render_puzzle(puzzle, settings, widget_key(key), answer_recorder("review"))
    if st.session_state.get(f"answered_{widget_key(key)}"):
        st.button(
            t._("Next puzzle"), icon=":material/arrow_forward:", key="review_next",
            shortcut="Right", on_click=_next, args=(key,),
        )  # fmt: skip
    else:
        st.button(
            t._("Skip for now"), icon=":material/skip_next:", key="review_skip",
            shortcut="Right", on_click=_skip, args=(key, puzzle.game, puzzle.section),
        )  # fmt: skip
