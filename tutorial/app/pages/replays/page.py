"""The Replays page: step through worked examples and whole deals, predict, and try what-ifs.

Deep link: `?replay=<id>&step=N`, or `?replay=seed.schneider.7` for any seeded deal; without one,
the first replay of the learner's chosen game opens. The step
lives in the session (`replay_step`), moved by buttons (arrow keys), a slider, autoplay, or a click
on a trick in the chart.
"""

from __future__ import annotations

import json
import random
import time

import plotly.graph_objects as go
import streamlit as st

from tutorial.app.shell import recording
from tutorial.app.shell.guard import contained
from tutorial.app.shell.presentation import is_presenting
from tutorial.app.shell.state import Settings
from tutorial.app.widgets.button_names import name_buttons
from tutorial.app.widgets.card_table import card_table
from tutorial.app.widgets.game_picker import pick_game
from tutorial.app.widgets.make_puzzle import make_puzzle_box
from tutorial.app.widgets.uploads import in_our_words
from tutorial.content.catalog import GAME_INFO
from tutorial.formats.file_problem import FileProblem
from tutorial.formats.reading import LIMIT_TEXT, MAX_BYTES
from tutorial.games.base import play_randomly
from tutorial.games.registry import GAMES
from tutorial.puzzles.authoring import moment_from_replay
from tutorial.replays.loader import import_replay, load_replays, seeded_replay
from tutorial.replays.model import Replay
from tutorial.replays.predict import next_trick_question
from tutorial.replays.table import (
    HONOURS,
    narrate,
    points_by_trick,
    points_kind,
    table_view,
)
from tutorial.words.card_names import card_label
from tutorial.words.i18n import Translator

STEP = "replay_step"
# The replay shown, kept apart from the picker's own state: a widget whose state Streamlit
# drops (a run cut short by the next key press) would fall back to the first replay of the list.
CURRENT = "replay_current"
ALL_HANDS = "all"


@st.cache_resource(show_spinner=False)
def _files() -> dict[str, Replay]:
    return load_replays()


@st.cache_resource(show_spinner=False, max_entries=64)
def _seeded(game: str, seed: int) -> Replay:
    return seeded_replay(game, seed)


def shown_title(replay: Replay, t: Translator) -> str:
    """The replay's title in the reader's language; a log without a title of its own (an upload,
    a seeded deal) is named by what it is, never by its internal name ("imported", an id)."""
    title = replay.title.get(t.lang)
    if title and title != replay.id:
        return title
    game = next((t._(i.title) for i in GAME_INFO if i.key == replay.game), replay.game)
    seed = replay.id.removeprefix(f"{replay.game}-seed-")
    if replay.id == "imported":
        return t._("Imported deal: {game}").format(game=game)
    if seed.isdigit():
        return t._("{game}: deal number {seed}").format(game=game, seed=seed)
    return next((v for v in replay.title.values() if v != replay.id), title or replay.id)


def _resolve(key: str) -> Replay | None:
    if key.startswith("seed."):
        _, game, seed = key.split(".", 2)
        if game in GAMES and seed.isdigit():
            return _seeded(game, int(seed))
        return None
    if key == "imported":
        return st.session_state.get("replay_imported")
    return _files().get(key)


def _set_step(step: int) -> None:
    st.session_state[STEP] = step


def _picked() -> None:
    st.session_state[CURRENT] = st.session_state["replay_choice"]
    _set_step(0)


def _choose(settings: Settings) -> str:
    t = settings.t
    files = _files()
    wanted = st.query_params.get("replay")
    if wanted and _resolve(wanted) is None:
        st.warning(
            t._("Unknown replay {value!r} in the link: showing the first one.").format(value=wanted)
        )
        wanted = None
    keys = list(files)
    if wanted and wanted not in keys:
        keys.append(wanted)
    if st.session_state.get("replay_imported") is not None:
        keys.append("imported")
    if CURRENT not in st.session_state:
        first_of_game = next((k for k in keys if files[k].game == settings.game), keys[0])
        st.session_state[CURRENT] = wanted or first_of_game
        step = st.query_params.get("step", "0")
        st.session_state[STEP] = int(step) if step.isdigit() else 0
    if st.session_state[CURRENT] not in keys:  # an import gone with its session
        st.session_state[CURRENT] = keys[0]
    st.session_state["replay_choice"] = st.session_state[CURRENT]

    def label(key: str) -> str:
        replay = _resolve(key)
        return shown_title(replay, t) if replay else key

    with st.sidebar:
        st.divider()
        choice = st.selectbox(
            t._("Replay"),
            keys,
            key="replay_choice",
            format_func=label,
            on_change=_picked,
        )
        with st.expander(t._("Any seeded deal")):
            game = pick_game(settings, "replay_seed_game")
            seed = st.number_input(
                t._("Seed"), min_value=0, max_value=10**9, value=7, key="replay_seed"
            )
            if st.button(t._("Play this deal"), key="replay_seed_go"):
                key = f"seed.{game}.{int(seed)}"
                st.session_state["replay_pending"] = key
                st.rerun()
        upload = st.file_uploader(
            t._("Import a replay (JSON)"),
            type=["json"],
            key="replay_upload",
            max_upload_size=1,  # MB: the reader refuses more anyway (formats/reading.py)
            help=t._("A replay exported here, or a log of `kartenschule play --json`; up to {size}.").format(size=LIMIT_TEXT),
        )  # fmt: skip
        in_our_words("replay_upload", t, MAX_BYTES // 1_000_000)
        if upload is not None and st.session_state.get("replay_upload_done") != upload.file_id:
            try:
                imported = import_replay(upload.getvalue(), upload.name)
            except FileProblem as problem:
                st.error(
                    t._("{file} is not a replay the engine can play: {problem}").format(
                        file=upload.name, problem=problem.detail
                    )
                )
            else:
                st.session_state["replay_imported"] = imported
                st.session_state["replay_pending"] = "imported"
                st.session_state["replay_upload_done"] = upload.file_id
                st.rerun()
    return choice


def _table(replay: Replay, step: int, view: str, settings: Settings) -> None:
    table = table_view(replay.state_at(step))
    # Seen from the chosen seat (its hand alone face up), or from the first seat with all open.
    chosen = next((s.seat for s in table.seats if s.name == view), None)
    bottom = chosen if chosen is not None else min(s.seat for s in table.seats)
    with st.container(key="replay_table"):
        card_table(
            table,
            settings,
            bottom,
            open_seats=None if chosen is None else [chosen],
            present=is_presenting(),
        )


def _chart(replay: Replay, step: int, settings: Settings) -> None:
    t = settings.t
    names, series, steps = points_by_trick(replay)
    figure = go.Figure()
    for name, values in zip(names, series, strict=True):
        figure.add_trace(
            go.Scatter(
                x=list(range(len(values))), y=values, name=name, mode="lines+markers", line_shape="hv",
                customdata=steps, unselected={"marker": {"opacity": 1}},
            )
        )  # fmt: skip
    done = sum(1 for s in steps[1:] if s <= step)
    figure.add_vline(x=done, line_dash="dot")
    # The title is the page's text, not the chart's: a chart title does not wrap, and on a
    # 390 px phone it was cut after "(click a trick, …".
    st.markdown(
        "**"
        + (
            t._("Honours taken, trick by trick (click a trick to jump to it)")
            if points_kind(replay) == HONOURS
            else t._("Card points taken, trick by trick (click a trick to jump to it)")
        )
        + "**"
    )
    figure.update_layout(
        height=240, margin={"l": 10, "r": 10, "t": 10, "b": 10},
        xaxis={"title": t._("Trick"), "range": [-0.3, len(steps) - 0.7], "dtick": 1},
        yaxis={"range": [0, 21 if points_kind(replay) == HONOURS else 125]}, legend={"orientation": "h"},
    )  # fmt: skip
    event = st.plotly_chart(
        figure,
        key="replay_chart",
        on_select="rerun",
        selection_mode="points",
        config={"displayModeBar": False},
    )
    points = (
        (event or {}).get("selection", {}).get("points", [])
        if isinstance(event, dict)
        else (event.selection.points if event else [])
    )
    if points:
        trick = int(points[0]["x"])
        target = steps[trick] if 0 <= trick < len(steps) else step
        if st.session_state.get("replay_chart_jump") != target:
            st.session_state["replay_chart_jump"] = target
            st.session_state["replay_pending_step"] = target
            st.rerun()


def _current_step(replay: Replay) -> int:
    step = min(max(int(st.session_state.get(STEP, 0)), 0), replay.steps)
    st.session_state[STEP] = step
    return step


def _predict_key(replay: Replay, step: int) -> str:
    return f"predict_{replay.id}_{step}"


def _waiting_for_prediction(replay: Replay, step: int, predict: bool) -> bool:
    """In predict mode, Next waits until the viewer has said who takes the coming trick."""
    if not predict or next_trick_question(replay, step) is None:
        return False
    return st.session_state.get(_predict_key(replay, step)) is None


def _controls(replay: Replay, settings: Settings, step: int, blocked: bool) -> int:
    t = settings.t
    last = replay.steps
    buttons = [
        ("first", "first_page", 0, t._("First step"), None),
        ("prev", "chevron_left", max(0, step - 1), t._("Previous step"), "Left"),
        ("next", "chevron_right", min(last, step + 1), t._("Next step"), "Right"),
        ("last", "last_page", last, t._("Last step"), None),
    ]
    # One row on a phone too (columns would stack below 640 px); CARD_CSS makes them 48 px high.
    with st.container(horizontal=True, wrap=False, gap="small", key="replay_steps"):
        for name, icon, target, tip, shortcut in buttons:
            st.button(
                "", key=f"replay_{name}", on_click=_set_step, args=(target,), help=tip,
                shortcut=shortcut, icon=f":material/{icon}:", width="stretch",
                disabled=blocked and name == "next",
            )  # fmt: skip
    name_buttons({f"replay_{name}": tip for name, _icon, _target, tip, _key in buttons})
    if last > 0:
        st.slider(t._("Step"), 0, last, key=STEP)
    return int(st.session_state[STEP])


AUTOPLAY_SECONDS = 1.5


def _autoplay(step: int) -> None:
    """Move one step on every AUTOPLAY_SECONDS, by a timed fragment that reruns the page."""
    st.session_state.setdefault("replay_autoplay_at", time.monotonic())

    @st.fragment(run_every=AUTOPLAY_SECONDS)
    def tick() -> None:
        # A full page run also runs the fragment at once; only a timer run moves the step.
        if time.monotonic() - st.session_state["replay_autoplay_at"] >= AUTOPLAY_SECONDS * 0.9:
            st.session_state["replay_autoplay_at"] = time.monotonic()
            st.session_state["replay_pending_step"] = step + 1
            st.rerun(scope="app")

    st.session_state["replay_autoplay_at"] = time.monotonic()
    tick()


def _predict(replay: Replay, step: int, settings: Settings) -> None:
    """Before a trick is completed, ask who will take it; the Next button waits for an answer."""
    t = settings.t
    question = next_trick_question(replay, step, settings.lang)
    if question is None:
        return
    choices, answer, reason = question
    guess = st.segmented_control(
        t._("Pause and predict: who takes this trick?"), choices, key=_predict_key(replay, step)
    )
    if guess is None:
        st.caption(t._("Answer to go on."))
        return
    recording.prediction(replay.id, step, guess, guess == answer)
    if guess == answer:
        st.success(t._("Right: {player} takes it.").format(player=answer))
    else:
        st.error(t._("No: {player} takes it.").format(player=answer))
    st.caption(reason)


def _what_if(replay: Replay, step: int, settings: Settings) -> None:
    t = settings.t
    state = replay.state_at(step)
    if state.is_over():
        return
    with st.expander(t._("What if? Play another card here")):
        actions = state.legal_actions()
        played = replay.actions[step] if step < replay.steps else None
        options = [a for a in actions if a != played]
        if not options:
            st.caption(t._("No other card may be played here."))
            return
        chosen = st.selectbox(
            t._("Instead of {card}, play").format(
                card=card_label(played.card, settings.lang, settings.skin)
                if played and played.card
                else "—"
            ),
            options,
            format_func=lambda a: (
                card_label(a.card, settings.lang, settings.skin) if a.card else str(a)
            ),
            key=f"whatif_{replay.id}_{step}",
        )
        branch = state.clone()
        branch.apply(chosen)
        play_randomly(branch, random.Random(f"what-if:{replay.id}:{step}"))
        original = replay.final()
        st.markdown(
            t._(
                "The engine plays the branch on with random legal cards. Original: {before}. Branch: {after}."
            ).format(before=_result_text(original, settings), after=_result_text(branch, settings))
        )


def _result_text(deal, settings: Settings) -> str:
    if not deal.is_over():
        return settings.t._("unfinished")
    result = deal.result()
    if hasattr(result, "honours"):
        a, b = result.honours
        return f"A {a} : B {b}"
    gained = ", ".join(f"{deal.role(s)} +{p}" for s, p in enumerate(result.game_points) if p)
    return f"{result.contract}: {gained}"


def render(settings: Settings) -> None:
    t = settings.t
    st.title(t._("Replays"))
    pending = st.session_state.pop("replay_pending", None)
    if pending:
        st.session_state[CURRENT] = pending
        st.session_state[STEP] = 0
    jump = st.session_state.pop("replay_pending_step", None)
    if jump is not None:
        st.session_state[STEP] = jump
    choice = _choose(settings)
    replay = _resolve(choice)
    if replay is None:
        st.error(t._("This replay is not available."))
        return
    with contained(
        t._("This replay cannot be shown right now. Please choose another one."),
        f"replay {replay.id} step {st.session_state.get(STEP)}",
        lambda: st.button(
            t._("Back to the first replay"),
            icon=":material/first_page:",
            key="replay_reset",
            on_click=_open_first,
        ),
    ):
        _render_replay(replay, choice, settings)


def _open_first() -> None:
    st.session_state["replay_pending"] = next(iter(_files()))


def _render_replay(replay: Replay, choice: str, settings: Settings) -> None:
    t = settings.t
    st.subheader(shown_title(replay, t))
    st.query_params["replay"] = choice if choice != "imported" else replay.id
    seats = [s.name for s in table_view(replay.start).seats]
    left, right = st.columns(2)
    with left:
        view = st.segmented_control(
            t._("Hands shown"), [ALL_HANDS, *seats], default=ALL_HANDS, required=True, key="replay_view",
            format_func=lambda v: t._("all open") if v == ALL_HANDS else t._("{player}'s view").format(player=v),
        )  # fmt: skip
    with right:
        predict = st.toggle(t._("Pause and predict"), key="replay_predict_mode")
        autoplay = st.toggle(t._("Autoplay"), key="replay_autoplay")
    step = _current_step(replay)
    waiting = _waiting_for_prediction(replay, step, predict)
    step = _controls(replay, settings, step, waiting)
    if autoplay and not waiting and step < replay.steps:
        _autoplay(step)
    st.query_params["step"] = str(step)
    # Side by side on a wide screen (the projector), one above the other on a phone.
    table_column, story_column = (
        st.columns([3, 2], gap="large") if is_presenting() else (st.container(), st.container())
    )
    with story_column:
        with st.container(border=True, key="replay_narration"):
            st.caption(t._("Step {n} of {total}").format(n=step, total=replay.steps))
            for line in narrate(replay, step, settings.lang, settings.skin):
                st.markdown(line)
        if predict:
            _predict(replay, step, settings)
    with table_column:
        _table(replay, step, view or ALL_HANDS, settings)
    with story_column:
        _chart(replay, step, settings)
    _what_if(replay, step, settings)
    make_puzzle_box(lambda: moment_from_replay(replay, step), settings, "replay")
    st.download_button(
        t._("Export this replay (JSON)"),
        data=json.dumps(replay.log(), ensure_ascii=False, indent=1),
        file_name=f"{replay.id}.json",
        mime="application/json",
        key="replay_export",
    )


def replay_of(key: str) -> Replay | None:
    """A replay by its id or seed key (`seed.<game>.<n>`), for the live class."""
    return _resolve(key)


def draw_table(replay: Replay, step: int, settings: Settings) -> None:
    """The table at `step` with every hand open, for the live class."""
    _table(replay, step, ALL_HANDS, settings)


def replay_titles(lang: str) -> dict[str, str]:
    """Every replay file's id and title in `lang`, for the live class's question picker."""
    return {key: replay.title.get(lang) or key for key, replay in _files().items()}
