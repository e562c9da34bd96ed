"""The teacher's question picker: a bank puzzle (by game, section, difficulty), a puzzle of the
teacher's own sets (issue 22), a generated position (game, kind, seed), or a replay's coming
trick (replay, step)."""

from __future__ import annotations

import streamlit as st

from tutorial.app.pages.live_class.questions import trick_steps
from tutorial.app.pages.replays.page import replay_of, replay_titles
from tutorial.app.shell.links import link
from tutorial.app.shell.memory import here
from tutorial.app.shell.state import Settings
from tutorial.app.widgets.game_picker import pick_game
from tutorial.app.widgets.puzzle_keys import bank, seed_key, short_prompt
from tutorial.app.widgets.set_store import safely, set_puzzle, sets_here
from tutorial.content.catalog import CARD_SECTIONS
from tutorial.puzzles.generate import KINDS
from tutorial.store.classroom import Classes

ALL = "all"


def picker(classes: Classes, code: str, key: str, settings: Settings) -> None:
    t = settings.t
    sources = {
        "puzzle": t._("Question bank"),
        "set": t._("My puzzle sets"),
        "seed": t._("Generated position"),
        "replay": t._("Replay: who takes the trick?"),
    }
    source = st.segmented_control(
        t._("Ask from"), list(sources), format_func=sources.get, default="puzzle",
        required=True, key="class_source",
    )  # fmt: skip
    game = pick_game(settings, "class_game")
    asked: tuple[str, str, int | None] | None = None
    if source == "puzzle":
        left, right = st.columns(2)
        section = left.selectbox(
            t._("Rule-card section"), [ALL, *CARD_SECTIONS[game]], key="class_section",
            format_func=lambda s: t._("all") if s == ALL else f"§{s}",
        )  # fmt: skip
        level = right.selectbox(
            t._("Difficulty"), [ALL, 1, 2, 3], key="class_level",
            format_func=lambda d: t._("all") if d == ALL else str(d),
        )  # fmt: skip
        pool = [
            p for p in bank().values()
            if p.game == game and section in (ALL, p.section) and level in (ALL, p.difficulty)
        ]  # fmt: skip
        if not pool:
            st.info(t._("No puzzle in the bank matches this choice."))
            return
        chosen = st.selectbox(
            t._("Puzzle"), [p.id for p in pool], key="class_puzzle",
            format_func=lambda i: f"§{bank()[i].section} · {short_prompt(bank()[i], settings.lang)}",
        )  # fmt: skip
        if st.button(t._("Ask this puzzle"), key="class_ask_puzzle", type="primary"):
            asked = ("puzzle", chosen, None)
    elif source == "set":
        chosen_key = _set_puzzle_picker(game, settings)
        if chosen_key is not None and st.button(
            t._("Ask this puzzle"), key="class_ask_set", type="primary"
        ):
            asked = ("puzzle", chosen_key, None)
    elif source == "seed":
        left, right = st.columns(2)
        kind = left.selectbox(t._("Kind of question"), list(KINDS[game]), key="class_kind")
        seed = right.number_input(t._("Seed"), 0, 10**6, 1, key="class_seed")
        if st.button(t._("Ask this position"), key="class_ask_seed", type="primary"):
            asked = ("seed", seed_key(game, kind, int(seed)), None)
    else:
        replays = {k: v for k, v in replay_titles(settings.lang).items() if k.startswith(game)}
        replays = replays or replay_titles(settings.lang)
        chosen = st.selectbox(
            t._("Replay"), list(replays), format_func=replays.get, key="class_replay"
        )
        replay = replay_of(chosen)
        steps = trick_steps(replay) if replay is not None else []
        if not steps:
            st.info(t._("This replay has no trick to predict."))
            return
        step = st.selectbox(
            t._("Pause before the trick completed at step"), steps, key="class_step",
            format_func=lambda s: str(s + 1),
        )  # fmt: skip
        if st.button(t._("Ask: who takes this trick?"), key="class_ask_replay", type="primary"):
            asked = ("replay", chosen, int(step))
    if asked is not None:
        classes.ask(code, key, *asked)
        st.rerun()


def _set_puzzle_picker(game: str, settings: Settings) -> str | None:
    """A puzzle of one of the teacher's own sets of this game (its key), or None with a note."""
    t = settings.t
    sets = sets_here()
    memory = here()
    own = [s for s in safely(lambda: sets.own(memory.token), []) if s.game == game] if sets else []
    if sets is None or memory.pending or not own:
        st.info(t._("You have no puzzle set for this game yet. Make one on the Teach page."))
        link("teach", t._("Teach"), ":material/school:")
        return None
    titles = {s.uid: f"{s.title} ({s.puzzles})" for s in own}
    chosen = st.selectbox(t._("Puzzle set"), list(titles), format_func=titles.get, key="class_set")
    keys = [row.key for row in safely(lambda: sets.puzzles(chosen), [])]
    if not keys:
        st.info(t._("This set has no puzzles yet."))
        return None

    labels = {}
    for number, key in enumerate(keys, start=1):
        puzzle = set_puzzle(key)
        text = short_prompt(puzzle, settings.lang) if puzzle else t._("(cannot be shown)")
        labels[key] = f"{number}. {text}"
    return st.selectbox(t._("Puzzle"), keys, format_func=labels.get, key="class_set_puzzle")
