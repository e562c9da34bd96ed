"""The Puzzles page: a quiz over the question bank and over generated practice positions.

Deep links: `?puzzle=<id>` opens an authored puzzle, `?seed=<game>.<kind>.<n>` a generated one.
Score, streak and missed puzzles live in the session, so a class can retry what it got wrong.
"""

from __future__ import annotations

import random

import streamlit as st

from tutorial.app.guard import contained
from tutorial.app.puzzle_widget import render_puzzle
from tutorial.app.state import Settings, chosen_game, remember_game
from tutorial.catalog import CARD_SECTIONS, GAME_INFO
from tutorial.i18n import N_
from tutorial.puzzles.bank import load_bank
from tutorial.puzzles.generate import KINDS, GenerationError, generate
from tutorial.puzzles.model import Puzzle

KIND_TEXT = {
    "trick_winner": N_("Who takes this trick?"),
    "legal_cards": N_("Which cards may be played?"),
    "is_legal": N_("Is this play legal?"),
    "winning_card": N_("Which card wins the trick?"),
    "deal_score": N_("What does the deal score?"),
    "variant_compare": N_("One position, two variants"),
    "auction_winner": N_("Who wins the auction?"),
    "contract_result": N_("Is the contract made?"),
}
AUTHORED, GENERATED = "authored", "generated"


@st.cache_resource(show_spinner=False)
def _bank() -> dict[str, Puzzle]:
    return load_bank()


def _seed_key(game: str, kind: str, seed: int) -> str:
    return f"{game}.{kind}.{seed}"


def _from_seed_key(key: str) -> Puzzle:
    game, kind, seed = key.split(".")
    return generate(game, kind, int(seed))


def _state() -> dict:
    return st.session_state.setdefault(
        "quiz", {"results": {}, "streak": 0, "missed": [], "current": None}
    )


def _record(puzzle: Puzzle, right: bool) -> None:
    quiz = _state()
    key = puzzle.id
    if key in quiz["results"]:
        return  # only the first answer to a puzzle counts
    quiz["results"][key] = right
    quiz["streak"] = quiz["streak"] + 1 if right else 0
    if not right:
        quiz["missed"].append(key)
    elif key in quiz["missed"]:
        quiz["missed"].remove(key)


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


def _candidates(games, sections, kinds, levels, weak) -> list[Puzzle]:
    quiz = _state()
    pool = [
        p
        for p in _bank().values()
        if p.game in games
        and (not sections or p.section in sections)
        and (not kinds or p.kind in kinds)
        and (not levels or p.difficulty in levels)
    ]
    if weak and quiz["results"]:
        missed = [_bank()[i] for i in quiz["missed"] if i in _bank()]
        weak_spots = {(p.game, p.section, p.kind) for p in missed}
        focus = [
            p
            for p in pool
            if (p.game, p.section, p.kind) in weak_spots and p.id not in quiz["results"]
        ]
        pool = missed + focus or pool
    return pool


def _pick_next(pool: list[Puzzle], games, kinds, source: str) -> str | None:
    quiz = _state()
    if source == GENERATED:
        options = [(g, k) for g in games for k in KINDS.get(g, ()) if not kinds or k in kinds]
        if not options:
            return None
        game, kind = random.choice(options)
        return "seed:" + _seed_key(game, kind, random.randrange(10**6))
    unanswered = [p for p in pool if p.id not in quiz["results"]]
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
        if wanted_id in _bank():
            quiz["current"] = wanted_id
        else:
            st.warning(t._("Unknown puzzle {value!r} in the link.").format(value=wanted_id))
            del st.query_params["puzzle"]
    elif wanted_seed:
        try:
            _from_seed_key(wanted_seed)
        except (ValueError, GenerationError):
            st.warning(
                t._("Unknown practice seed {value!r} in the link.").format(value=wanted_seed)
            )
            del st.query_params["seed"]
        else:
            quiz["current"] = "seed:" + wanted_seed
    linked = _game_of(quiz["current"]) if quiz["current"] else None
    if linked is not None:
        remember_game(linked)  # the filter then offers more puzzles of the linked one's game


def _current_puzzle() -> Puzzle | None:
    current = _state()["current"]
    if current is None:
        return None
    if current.startswith("seed:"):
        return _from_seed_key(current.removeprefix("seed:"))
    return _bank().get(current)


def _game_of(current: str) -> str | None:
    """The game of a puzzle key, read from the key or the bank (nothing is generated)."""
    if current.startswith("seed:"):
        return current.removeprefix("seed:").split(".", 1)[0]
    puzzle = _bank().get(current)
    return puzzle.game if puzzle else None


def _set_current(key: str | None) -> None:
    _state()["current"] = key


def _link_to(current: str) -> None:
    """Keep the address on the puzzle shown, so a reload or a shared link opens it again."""
    if current.startswith("seed:"):
        st.query_params["seed"] = current.removeprefix("seed:")
        st.query_params.pop("puzzle", None)
    else:
        st.query_params["puzzle"] = current
        st.query_params.pop("seed", None)


def _go_next(pool: list[Puzzle], games, kinds, source: str) -> None:
    current = _state()["current"]
    rest = [p for p in pool if p.id != current]
    _set_current(_pick_next(rest or pool, games, kinds, source))


def _skip_button(settings: Settings, next_args: tuple) -> None:
    st.button(
        settings.t._("Skip to the next puzzle"),
        icon=":material/skip_next:",
        key="quiz_skip",
        on_click=_go_next,
        args=next_args,
    )


def _scoreboard(settings: Settings) -> None:
    t = settings.t
    quiz = _state()
    answered = len(quiz["results"])
    right = sum(quiz["results"].values())
    first, second, third = st.columns(3)
    first.metric(t._("Answered"), answered)
    second.metric(t._("Right"), right)
    third.metric(t._("Streak"), quiz["streak"])
    if quiz["missed"]:
        st.caption(t._("Missed puzzles to retry"))
        for puzzle_id in list(quiz["missed"]):
            st.button(
                t._("Retry {id}").format(id=puzzle_id),
                key=f"retry_{puzzle_id}",
                on_click=_retry,
                args=(puzzle_id,),
            )


def _retry(puzzle_id: str) -> None:
    quiz = _state()
    quiz["results"].pop(puzzle_id, None)
    quiz["current"] = puzzle_id
    for key in [k for k in st.session_state if str(k).startswith("pick_quiz")]:
        del st.session_state[key]
    puzzle = _bank().get(puzzle_id)
    games = st.session_state.get("quiz_games")
    if puzzle is not None and games is not None and puzzle.game not in games:
        st.session_state["quiz_games"] = [*games, puzzle.game]  # so the filter keeps it


def render(settings: Settings) -> None:
    t = settings.t
    st.title(t._("Puzzles"))
    _current_from_url(settings)
    games, sections, kinds, levels, source, weak = _filters(settings, chosen_game())
    pool = _candidates(games, sections, kinds, levels, weak)
    quiz = _state()
    if quiz["current"] is None or _game_of(quiz["current"]) not in games:  # or another game chosen
        quiz["current"] = _pick_next(pool, games, kinds, source)
    current = quiz["current"]
    next_args = (pool, games, kinds, source)
    with contained(
        t._("This puzzle cannot be shown right now. Please try another one."),
        f"puzzle {current}",
        lambda: _skip_button(settings, next_args),
    ):
        puzzle = _current_puzzle()
        if puzzle is None:
            st.info(t._("No puzzle matches these choices."))
        else:
            _link_to(current)
            render_puzzle(
                puzzle,
                settings,
                f"quiz_{current.replace(':', '_').replace('.', '_')}",
                _record,
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
    _scoreboard(settings)
