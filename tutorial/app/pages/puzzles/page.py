"""The Puzzles page: a quiz over the question bank and generated practice, and a review mode.

Deep links: `?puzzle=<id>` opens an authored puzzle, `?seed=<game>.<kind>.<n>` a generated one,
`?mode=review` the learner's review queue (`&game=&section=` for one rule-card section),
`?mode=tactics` the solver's tactics puzzles (`tactics_mode.py`), `?set=<uid>` a teacher's puzzle
set (`set_mode.py`). Every
answer goes into the learner's memory, which gives the score, streak and missed puzzles below.
"""

from __future__ import annotations

import random

import streamlit as st

from tutorial.app.pages.puzzles.review_mode import render_review
from tutorial.app.pages.puzzles.set_mode import PARAM as SET_PARAM
from tutorial.app.pages.puzzles.set_mode import render_set
from tutorial.app.pages.puzzles.tactics_mode import render_tactics
from tutorial.app.shell.guard import contained
from tutorial.app.shell.memory import here
from tutorial.app.shell.recording import answer_recorder
from tutorial.app.shell.state import Settings, chosen_game, remember_game
from tutorial.app.widgets.puzzle import render_puzzle, reset_puzzle
from tutorial.app.widgets.puzzle_keys import SEED, bank, current_of, game_of, puzzle_of, seed_key
from tutorial.app.widgets.scoreboard import scoreboard
from tutorial.content.catalog import CARD_SECTIONS, GAME_INFO
from tutorial.puzzles.generate import KINDS
from tutorial.puzzles.model import Puzzle
from tutorial.store.records import Score
from tutorial.store.repository import Store
from tutorial.words.i18n import N_

KIND_TEXT = {
    "trick_winner": N_("Who takes this trick?"),
    "legal_cards": N_("Which cards may be played?"),
    "is_legal": N_("Is this play legal?"),
    "winning_card": N_("Which card wins the trick?"),
    "deal_score": N_("What does the deal score?"),
    "variant_compare": N_("One position, two variants"),
    "auction_winner": N_("Who wins the auction?"),
    "contract_result": N_("Is the contract made?"),
    "fact": N_("How many cards, honours or points?"),
}
AUTHORED, GENERATED = "authored", "generated"
QUIZ, REVIEW, TACTICS = "quiz", "review", "tactics"
MODE = "mode"  # the URL parameter
MODE_KEY = "puzzle_mode"  # the mode control's session key
NO_SCORE = Score(0, 0, 0, ())


def _state() -> dict:
    """The quiz's place in this visit: the puzzle shown, and the puzzles still to retry."""
    return st.session_state.setdefault("quiz", {"current": None, "retry": []})


def _widget_key(current: str) -> str:
    return f"quiz_{current.replace(':', '_').replace('.', '_')}"


def _set_current(key: str | None) -> None:
    """Show `key` next, asked afresh (a puzzle may come back later in the same visit)."""
    if key is not None:
        reset_puzzle(_widget_key(key))
    _state()["current"] = key


def _filters(
    settings: Settings, game: str
) -> tuple[list[str], list[str], list[str], list[int], str, bool]:
    t = settings.t
    titles = {info.key: t._(info.title) for info in GAME_INFO}
    with st.expander(t._("Choose puzzles"), expanded=False):
        games = st.multiselect(
            t._("Games"),
            list(titles),
            default=[game],
            format_func=titles.get,
            key="quiz_games",
        )
        sections = sorted({s for g in games for s in CARD_SECTIONS[g]})
        chosen_sections = st.multiselect(
            t._("Sections"), sections, key="quiz_sections", placeholder=t._("all")
        )
        kinds = st.multiselect(
            t._("Kinds of question"),
            list(KIND_TEXT),
            format_func=lambda k: t._(KIND_TEXT[k]),
            key="quiz_kinds",
            placeholder=t._("all"),
        )
        levels = st.multiselect(
            t._("Difficulty"), [1, 2, 3], key="quiz_levels", placeholder=t._("all")
        )
        source = st.segmented_control(
            t._("Puzzles"),
            [AUTHORED, GENERATED],
            default=AUTHORED,
            required=True,
            format_func=lambda s: (
                t._("From the question bank") if s == AUTHORED else t._("Generated practice")
            ),
            key="quiz_source",
        )
        weak = st.toggle(t._("Practice my weak spots"), key="quiz_weak")
    return games, chosen_sections, kinds, levels, source or AUTHORED, weak


def _candidates(games, sections, kinds, levels, weak, answered) -> list[Puzzle]:
    pool = [
        p
        for p in bank().values()
        if p.game in games
        and (not sections or p.section in sections)
        and (not kinds or p.kind in kinds)
        and (not levels or p.difficulty in levels)
    ]
    score = here().call(Store.score, NO_SCORE) if weak else NO_SCORE
    if score.answered:
        missed = [bank()[k] for k in score.missed_keys if k in bank()]
        weak_spots = {(p.game, p.section, p.kind) for p in missed}
        focus = [
            p for p in pool if (p.game, p.section, p.kind) in weak_spots and p.id not in answered
        ]
        pool = missed + focus or pool
    return pool


def _pick_next(pool: list[Puzzle], games, kinds, source: str, answered) -> str | None:
    """The next puzzle: one still to retry, a fresh generated one, or the first never answered."""
    retry = _state()["retry"]
    if retry:
        return current_of(retry.pop(0))
    if source == GENERATED:
        options = [(g, k) for g in games for k in KINDS.get(g, ()) if not kinds or k in kinds]
        if not options:
            return None
        game, kind = random.choice(options)
        return SEED + seed_key(game, kind, random.randrange(10**6))
    unanswered = [p for p in pool if p.id not in answered]
    choices = unanswered or pool
    return choices[0].id if choices else None


def _current_from_url(settings: Settings) -> None:
    """Open the puzzle a link names, once per visit (afterwards the URL follows the quiz)."""
    quiz = _state()
    if quiz.get("link_read"):
        return
    quiz["link_read"] = True
    t = settings.t
    wanted_id = st.query_params.get("puzzle")
    wanted_seed = st.query_params.get("seed")
    if wanted_id:
        if wanted_id in bank():
            quiz["current"] = wanted_id
        else:
            st.warning(t._("Unknown puzzle {value!r} in the link.").format(value=wanted_id))
            del st.query_params["puzzle"]
    elif wanted_seed:
        if puzzle_of(SEED + wanted_seed) is None:
            st.warning(
                t._("Unknown practice seed {value!r} in the link.").format(value=wanted_seed)
            )
            del st.query_params["seed"]
        else:
            quiz["current"] = SEED + wanted_seed
    linked = game_of(quiz["current"]) if quiz["current"] else None
    if linked is not None:
        remember_game(linked)  # the filter then offers more puzzles of the linked one's game


def _link_to(current: str | None) -> None:
    """Keep the address on the puzzle shown, so a reload or a shared link opens it again."""
    if current is not None and current.startswith(SEED):
        st.query_params["seed"] = current.removeprefix(SEED)
        st.query_params.pop("puzzle", None)
    elif current is not None:
        st.query_params["puzzle"] = current
        st.query_params.pop("seed", None)
    else:
        st.query_params.pop("puzzle", None)
        st.query_params.pop("seed", None)


def _go_next(pool: list[Puzzle], games, kinds, source: str, answered) -> None:
    current = _state()["current"]
    rest = [p for p in pool if p.id != current]
    _set_current(_pick_next(rest or pool, games, kinds, source, answered))


def _skip_button(settings: Settings, next_args: tuple) -> None:
    st.button(
        settings.t._("Skip to the next puzzle"),
        icon=":material/skip_next:",
        key="quiz_skip",
        on_click=_go_next,
        args=next_args,
    )


def _to_quiz() -> None:
    st.session_state[MODE_KEY] = QUIZ
    st.query_params.pop(MODE, None)


def _retry(key: str) -> None:
    """Ask a missed puzzle again now, in the quiz (the filter widens to its game if needed)."""
    _to_quiz()
    current = current_of(key)
    _set_current(current)
    game = game_of(current)
    games = st.session_state.get("quiz_games")
    if game is not None and games is not None and game not in games:
        st.session_state["quiz_games"] = [*games, game]  # so the filter keeps it


def _retry_all(keys: list[str]) -> None:
    """Ask every missed puzzle again, one after the other, starting now."""
    if keys:
        _retry(keys[0])
        _state()["retry"] = list(keys[1:])


def _mode_to_url() -> None:
    mode = st.session_state.get(MODE_KEY)
    if mode in (REVIEW, TACTICS):
        st.query_params[MODE] = mode
    else:
        st.query_params.pop(MODE, None)


def _mode(settings: Settings) -> str:
    """Quiz or review: the link's `?mode=` sets the control, the control sets the link."""
    t = settings.t
    wanted = st.query_params.get(MODE, QUIZ)
    if wanted not in (QUIZ, REVIEW, TACTICS):
        st.warning(
            t._("Unknown mode {value!r} in the link: showing the quiz.").format(value=wanted)
        )
        del st.query_params[MODE]
        wanted = QUIZ
    if st.session_state.get(MODE_KEY) != wanted:
        st.session_state[MODE_KEY] = wanted
    labels = {QUIZ: t._("Quiz"), REVIEW: t._("Review"), TACTICS: t._("Tactics")}
    mode = st.segmented_control(
        t._("Mode"),
        [QUIZ, REVIEW, TACTICS],
        format_func=labels.get,
        required=True,
        key=MODE_KEY,
        on_change=_mode_to_url,
        label_visibility="collapsed",
    )
    return mode or QUIZ


def _quiz(settings: Settings) -> None:
    t = settings.t
    _current_from_url(settings)
    games, sections, kinds, levels, source, weak = _filters(settings, chosen_game())
    pool_keys = [p.id for p in bank().values() if p.game in games]
    answered = frozenset(here().call(Store.outcomes, {}, pool_keys))
    pool = _candidates(games, sections, kinds, levels, weak, answered)
    quiz = _state()
    if quiz["current"] is None or game_of(quiz["current"]) not in games:  # or another game chosen
        _set_current(_pick_next(pool, games, kinds, source, answered))
    current = quiz["current"]
    next_args = (pool, games, kinds, source, answered)
    _link_to(current)
    with contained(
        t._("This puzzle cannot be shown right now. Please try another one."),
        f"puzzle {current}",
        lambda: _skip_button(settings, next_args),
    ):
        puzzle = puzzle_of(current) if current else None
        if puzzle is None:
            st.info(t._("No puzzle matches these choices."))
        else:
            render_puzzle(
                puzzle,
                settings,
                _widget_key(current),
                answer_recorder("quiz"),
                lambda: _skip_button(settings, next_args),
            )
    st.button(
        t._("Next puzzle"),
        icon=":material/arrow_forward:",
        key="quiz_next",
        shortcut="Right",
        on_click=_go_next,
        args=next_args,
    )


def render(settings: Settings) -> None:
    t = settings.t
    st.title(t._("Puzzles"))
    wanted_set = st.query_params.get(SET_PARAM)
    if wanted_set and render_set(settings, wanted_set):
        scoreboard(settings, here().call(Store.score, NO_SCORE), _retry, _retry_all)
        return
    mode = _mode(settings)
    if mode == REVIEW:
        _link_to(None)
        render_review(settings)
    elif mode == TACTICS:
        render_tactics(settings)  # it keeps its own `?puzzle=` link
    else:
        _quiz(settings)
    # Read after the puzzle, so an answer given in this run is counted.
    scoreboard(settings, here().call(Store.score, NO_SCORE), _retry, _retry_all)
