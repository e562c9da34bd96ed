"""Make a puzzle from the position on the page (issue 22 §1): from the trick checker, a replay
step, a tactics puzzle or a moment of a played deal.

The teacher picks a kind of question and may rewrite the prompt in their own language; the engine
fills in the answer and the explanation of every choice (`tutorial/puzzles/authoring.py`), checks
the puzzle exactly as `kartenschule check` checks a file, and the puzzle is saved as scenario text
in one of the teacher's sets. The form is drawn only while its switch is on: building a puzzle
may take the solver a moment, which a page that merely shows a position should not pay.
"""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from tutorial.app.shell.links import link
from tutorial.app.shell.memory import here
from tutorial.app.shell.state import Settings
from tutorial.app.widgets.puzzle import question_view
from tutorial.app.widgets.set_store import safely, sets_here
from tutorial.app.widgets.set_texts import refusal_text
from tutorial.games.cards import Card
from tutorial.games.registry import SPECS
from tutorial.puzzles.authoring import (
    AuthoringError,
    Moment,
    kind_label,
    kinds_for,
    make_puzzle,
)
from tutorial.puzzles.check import solve
from tutorial.puzzles.model import Puzzle, PuzzleError
from tutorial.puzzles.present import choice_label, explanation
from tutorial.puzzles.scenario_yaml import to_yaml
from tutorial.store.class_records import ClassRefused
from tutorial.store.errors import StoreUnavailable
from tutorial.words.card_names import card_label
from tutorial.words.i18n import Translator

NEW = "new"  # the set choice that makes a new set
PROMPT_MAX = 600  # characters of a teacher's prompt
CACHE = "make_puzzle_cache"  # session key: (moment, kind, play) → puzzle or refusal


def _built(moment: Moment, kind: str, play: Card | None) -> Puzzle | Exception:
    """The engine's puzzle for this choice, or why there is none (kept for the visit)."""
    cache = st.session_state.setdefault(CACHE, {})
    key = (repr(moment), kind, play.code if play else None)
    if key not in cache:
        try:
            cache[key] = make_puzzle(moment, kind, play=play)
        except (AuthoringError, PuzzleError) as exc:
            cache[key] = exc
        if len(cache) > 64:
            cache.pop(next(iter(cache)))
    return cache[key]


def _kinds(moment: Moment) -> list[str]:
    cache = st.session_state.setdefault(CACHE, {})
    key = (repr(moment), "kinds")
    if key not in cache:
        cache[key] = kinds_for(moment)
    return cache[key]


def why_not(problem: Exception, t: Translator) -> str:
    """Why no puzzle is made, in the reader's words (the file check's own reason, which speaks
    as `kartenschule check` does, follows the sentence that introduces it)."""
    if isinstance(problem, AuthoringError):
        return problem.text(t)
    return t._("No puzzle of this kind can be made here: {reason}").format(reason=problem)


def make_puzzle_box(moment_of: Callable[[], Moment | None], settings: Settings, key: str) -> None:
    """The switch "Make a puzzle from this position" and, while it is on, the form."""
    t = settings.t
    if not st.toggle(t._("Make a puzzle from this position"), key=f"make_on_{key}"):
        return
    with st.container(border=True, key=f"make_box_{key}"):
        sets = sets_here()
        if sets is None:
            st.warning(
                t._("Puzzle sets need the progress database, which cannot be used right now."),
                icon=":material/cloud_off:",
            )
            return
        try:
            with st.spinner(t._("The engine looks at the position…")):
                moment = moment_of()
                kinds = _kinds(moment) if moment is not None else []
        except AuthoringError as problem:
            st.info(problem.text(t))
            return
        if not kinds:
            st.info(t._("No question can be asked about this position yet."))
            return
        kind = st.selectbox(
            t._("Kind of question"), kinds, format_func=lambda k: kind_label(k, t),
            key=f"make_kind_{key}",
        )  # fmt: skip
        play = _play_choice(moment, kind, settings, key)
        with st.spinner(t._("The engine works out the answer…")):
            built = _built(moment, kind, play)
        if isinstance(built, Exception):
            st.warning(why_not(built, t), icon=":material/block:")
            return
        _preview(built, settings)
        prompt = st.text_area(
            t._("The question your students read"), value=built.prompt.get(settings.lang, ""),
            max_chars=PROMPT_MAX, key=f"make_prompt_{key}_{kind}_{play.code if play else ''}",
        )  # fmt: skip
        target, title = _target(moment.game, settings, key)
        if st.button(
            t._("Save the puzzle in the set"), key=f"make_save_{key}", type="primary",
            icon=":material/add_task:",
        ):  # fmt: skip
            _save(moment, kind, play, built, prompt, target, title, settings)


def _play_choice(moment: Moment, kind: str, settings: Settings, key: str) -> Card | None:
    """The card the question "may this card be played?" asks about (one of the hand)."""
    hand = list(getattr(moment, "hand", ()) or ())
    if kind != "is_legal" or not hand:
        return None
    return st.selectbox(
        settings.t._("Which card the question asks about"), hand,
        format_func=lambda c: card_label(c, settings.lang, settings.skin),
        key=f"make_play_{key}",
    )  # fmt: skip


def _preview(puzzle: Puzzle, settings: Settings) -> None:
    """The question as students will see it, and the engine's answer with its explanation."""
    t = settings.t
    with st.container(key="make_preview"):
        question_view(puzzle, settings)
        solution = solve(puzzle)
        parts = solution.parts or (solution,)
        answer = "; ".join(
            ", ".join(choice_label(c, settings.lang, settings.skin) for c in sorted(p.correct))
            for p in parts
        )
        st.success(t._("The engine's answer: **{answer}**").format(answer=answer))
        st.caption(explanation(puzzle, solution, settings.lang, settings.skin))


def _target(game: str, settings: Settings, key: str) -> tuple[str, str]:
    """The set to save into: one of the teacher's sets of this game, or a new one (its title)."""
    t = settings.t
    memory = here()
    sets = sets_here()
    own = []
    if sets is not None and not memory.pending:
        own = [s for s in safely(lambda: sets.own(memory.token), []) if s.game == game]
    titles = {NEW: t._("A new set"), **{s.uid: f"{s.title} ({s.puzzles})" for s in own}}
    chosen = st.selectbox(
        t._("Save in"), list(titles), format_func=titles.get, key=f"make_set_{key}",
        index=1 if own else 0,
    )  # fmt: skip
    title = ""
    if chosen == NEW:
        title = st.text_input(
            t._("Title of the new set"),
            value=t._("My {game} puzzles").format(game=t._(SPECS[game].title)),
            max_chars=120, key=f"make_title_{key}",
        )  # fmt: skip
    return chosen, title


def _save(
    moment: Moment, kind: str, play: Card | None, built: Puzzle, prompt: str, target: str,
    title: str, settings: Settings,
) -> None:  # fmt: skip
    t = settings.t
    sets = sets_here()
    if sets is None:
        return
    text = prompt.strip()
    if not text:
        st.warning(t._("Please write the question, or keep the one given."))
        return
    try:
        puzzle = built
        if text != built.prompt.get(settings.lang, "").strip():
            puzzle = make_puzzle(moment, kind, play=play, prompt={settings.lang: text})
        token = here().ensure()
        uid = target if target != "new" else sets.create(token, title, moment.game)
        sets.add(token, uid, to_yaml([puzzle]), puzzle.section, puzzle.kind)
        saved = sets.info(uid)
    except (AuthoringError, PuzzleError) as exc:
        st.warning(t._("The puzzle was not saved: {reason}").format(reason=why_not(exc, t)))
        return
    except ClassRefused as exc:
        st.warning(t._("The puzzle was not saved: {reason}").format(reason=refusal_text(exc, t)))
        return
    except StoreUnavailable:
        st.warning(t._("The puzzle was not saved: the database cannot be reached right now."))
        return
    name = saved.title if saved else title
    st.success(t._("Saved in the set {title}.").format(title=name), icon=":material/check:")
    link("teach", t._("Open the set"), ":material/folder_open:", set=uid)
