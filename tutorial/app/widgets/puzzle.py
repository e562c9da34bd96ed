"""One puzzle as widgets: the prompt with card pictures, the position, the answer, the feedback.

Used by the Puzzles page and by lessons (```puzzle ID``` cells, end-of-section checks). The
engine's `Solution` decides what is right; the reader's pick is checked with `Solution.accepts`, so
every correct answer is accepted, and a wrong pick is explained by the rule that makes it fail.

One showing of a puzzle takes one answer: the hook hears it once, with the pick as text, the
seconds from showing to answering, and whether the answer was revealed first.
`reset_puzzle(key)` starts a new showing under the same key (a retry, or a review that comes back).

A puzzle already answered can be shown with that answer kept (`kept=`, the pick as text, e.g.
from the learner's record): its choices stay on screen with the pick and cannot be changed, and
the verdict and explanation are drawn from the kept pick, not from a widget's value of one run
(a Check button is True for one run only). The end-of-section check shows its answers so.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace

import streamlit as st

from tutorial.app.shell.guard import contained
from tutorial.app.shell.state import Settings
from tutorial.app.widgets.card_table import card_table
from tutorial.app.widgets.cards import cards_row_html, trick_captions
from tutorial.content.card_art import card_data_uri
from tutorial.content.lesson_order import renumbered
from tutorial.content.markdown import build_markdown
from tutorial.games.cards import CardParseError, parse_card
from tutorial.games.registry import spec_of
from tutorial.games.table import HONOURS, TableView
from tutorial.puzzles import hidden, personal
from tutorial.puzzles.check import solve
from tutorial.puzzles.choices import decision_label
from tutorial.puzzles.model import Puzzle, Solution
from tutorial.puzzles.present import choice_label, explanation
from tutorial.puzzles.tactics import KIND as TACTICS_KIND
from tutorial.puzzles.tactics import tactics_deal
from tutorial.puzzles.variants import has_other_variants, other_variants
from tutorial.words.card_names import card_name
from tutorial.words.explain import cite, describe, variant_names
from tutorial.words.transcript import event_lines


@dataclass(frozen=True)
class GivenAnswer:
    """What the reader answered to one showing of a puzzle."""

    puzzle: Puzzle
    right: bool
    given: str  # the pick as text: a choice, choices joined by ",", parts joined by " | "
    revealed: bool  # the answer was revealed before this pick
    seconds: float  # from showing to answering


ResultHook = Callable[[GivenAnswer], None]
# Session keys of one showing, by prefix; each is followed by the puzzle's widget key.
STATE_PREFIXES = ("pick_", "kept_", "shown_", "answered_", "peeked_", "revealed_")
# Kinds whose answer is picked from the hand itself, so the hand is not drawn twice.
PICKS_FROM_HAND = frozenset({"legal_cards", "winning_card", "variant_compare"})


def prompt_html(puzzle: Puzzle, settings: Settings) -> str:
    from tutorial.content.card_art import card_img_html

    md = build_markdown(
        lambda c: card_img_html(
            c, settings.skin, settings.four_colour, settings.lang, "card inline"
        ),
        {},
    )
    text = puzzle.prompt.get(settings.lang) or puzzle.prompt["en"]
    return md.render(text)


DECISIONS = frozenset({"claim", "no_claim", "kontra", "no_kontra", "pass"})  # tactics words


def _label(puzzle: Puzzle, choice: str, settings: Settings) -> str:
    """A choice in words: a personal puzzle's actions and a tactics puzzle's claim or double as
    the Play page names them (a bid, "Kontra", "Spritzen", "Claim 66"), any other choice as
    `choice_label` reads it."""
    if puzzle.kind == personal.KIND:
        return personal.choice_label(puzzle, choice, settings.lang, settings.skin)
    if puzzle.kind == TACTICS_KIND and (
        choice in DECISIONS or choice.startswith(("bid:", "trump:"))
    ):
        return decision_label(tactics_deal(puzzle), choice, settings.lang, settings.skin)
    return choice_label(choice, settings.lang, settings.skin)


def _choice_markdown(choice: str, settings: Settings, puzzle: Puzzle) -> str:
    try:
        c = parse_card(choice)
    except CardParseError:
        return _label(puzzle, choice, settings)
    return f"![{card_name(c, settings.lang, settings.skin)}]({card_data_uri(c, settings.skin, settings.four_colour)})"


def _rules_line(puzzle: Puzzle, settings: Settings) -> str | None:
    t = settings.t
    names = variant_names(puzzle.options, settings.lang)
    return t._("Rule variant: {names}").format(names="; ".join(names)) if names else None


def _deal_so_far(puzzle: Puzzle, settings: Settings) -> None:
    """For auction and contract questions: the deal's steps as text, without its result."""
    play = spec_of(puzzle.game).parts.puzzle_deal
    if play is None:
        return
    deal = play(puzzle)
    with st.expander(settings.t._("The deal so far"), expanded=True):
        for event in deal.events:
            if event["type"] != "end":
                for line in event_lines(deal, event, settings.lang, settings.skin):
                    st.markdown(line.strip())


def _score_sheet(puzzle: Puzzle, settings: Settings) -> None:
    """For Bummerl and session questions: the deals as rows of a small score sheet."""
    t = settings.t
    rows = puzzle.position["deals"]
    spec = spec_of(puzzle.game)
    heads = [t._("Us"), t._("Them")] if spec.partnership else ["A", "B", "C"][: len(rows[0])]
    caption = (
        t._("Honours in each deal") if spec.points_kind == HONOURS else t._("Game points per deal")
    )
    deal = t._("Deal")
    lines = [
        f"| {deal} | " + " | ".join(heads) + " |",
        "|---" * (len(heads) + 1) + "|",
        *(f"| {n} | " + " | ".join(str(v) for v in row) + " |" for n, row in enumerate(rows, 1)),
    ]
    st.caption(caption)
    st.markdown("\n".join(lines))


def _open_table(puzzle: Puzzle, settings: Settings) -> None:
    """A tactics puzzle: the real deal at its moment, seen from the player to move (the trick
    so far, the trumps and the contract on the table), every hand face up; or, with hidden
    hands, only the mover's own. Below it what was said at the table before (bids, trumps,
    doubles), open when the question comes before the card play (a bid, a double)."""
    deal = tactics_deal(puzzle)
    view = spec_of(puzzle.game).parts.table_view
    if view is None or deal.to_move is None:
        return
    is_hidden = hidden.is_hidden(puzzle)
    open_seats = [deal.to_move] if is_hidden else None
    card_table(_every_card_shown(view(deal), is_hidden), settings, deal.to_move,
               open_seats=open_seats)  # fmt: skip
    said = hidden.said_so_far(puzzle, settings.lang, settings.skin)
    if said:
        before_play = str(getattr(deal, "phase", "play")) not in ("play", "claim")
        with st.expander(settings.t._("The deal so far"), expanded=before_play):
            st.markdown("\n".join(f"- {line}" for line in said))


def _every_card_shown(table: TableView, is_hidden: bool) -> TableView:
    """With every hand open, F's blind cards too (naming trumps): the solver's answer counts on
    them, so the reader sees them."""
    if is_hidden:
        return table
    return replace(table, seats=tuple(replace(s, unseen=frozenset()) for s in table.seats))


def _your_table(puzzle: Puzzle, settings: Settings) -> None:
    """A personal puzzle: the table of the learner's own deal at the decision, only their own
    hand face up, as they saw it when they chose."""
    deal = personal.decision_deal(puzzle)
    view = spec_of(puzzle.game).parts.table_view
    if view is None or deal.to_move is None:
        return
    card_table(view(deal), settings, deal.to_move, open_seats=[deal.to_move])
    said = personal.said_so_far(puzzle, settings.lang, settings.skin)
    if said:
        before_play = str(getattr(deal, "phase", "play")) not in ("play", "claim")
        with st.expander(settings.t._("The deal so far"), expanded=before_play):
            st.markdown("\n".join(f"- {line}" for line in said))


def _position(puzzle: Puzzle, settings: Settings) -> None:
    t = settings.t
    pos = puzzle.position
    if puzzle.kind == TACTICS_KIND:
        _open_table(puzzle, settings)
        return
    if puzzle.kind == personal.KIND:
        _your_table(puzzle, settings)
        return
    if "steps" in pos or "seed" in pos:
        _deal_so_far(puzzle, settings)
        return
    if "deals" in pos:
        _score_sheet(puzzle, settings)
        return
    trick = [parse_card(str(c)) for c in pos.get("trick", [])]
    hand = [parse_card(str(c)) for c in pos.get("hand", [])]
    captions = trick_captions(len(trick), puzzle.game, t)
    if trick:
        st.html(cards_row_html(trick, settings, captions))
    if hand and puzzle.kind not in PICKS_FROM_HAND:
        counted = puzzle.kind == "fact"  # a pile or a trick to count, not a hand to play from
        st.caption(t._("The cards to count") if counted else t._("The hand of the player to move"))
        st.html(cards_row_html(hand, settings, small=True))


def _feedback(
    puzzle: Puzzle, solution: Solution, picked: str | frozenset[str], settings: Settings
) -> bool:
    t = settings.t
    right = solution.accepts(picked)

    def label(choice: str) -> str:
        return _label(puzzle, choice, settings)

    if right:
        st.success(t._("Right!"), icon=":material/check_circle:")
    else:
        if isinstance(picked, frozenset):
            extra, missing = sorted(picked - solution.correct), sorted(solution.correct - picked)
        else:
            extra, missing = [picked], []
        if extra:
            st.error(
                t._("Not quite: {choice} is not the answer.").format(
                    choice=", ".join(map(label, extra))
                ),
                icon=":material/cancel:",
            )
        if missing:
            st.error(
                t._("Missing: {choice}.").format(choice=", ".join(map(label, missing))),
                icon=":material/cancel:",
            )
        for choice in extra + missing:
            why = solution.why.get(choice)
            if why is not None and (missing or why != solution.reason):
                st.markdown(f"**{label(choice)}:** {describe(why, settings.lang, settings.skin)}")
        answers = ", ".join(label(c) for c in sorted(solution.correct))
        st.markdown(t._("The answer: **{answer}**").format(answer=answers))
    st.markdown(explanation(puzzle, solution, settings.lang, settings.skin))
    return right


def _variant_toggle(puzzle: Puzzle, settings: Settings, key: str) -> None:
    """The same position under the other rule variants. A tactics position under another
    variant is a whole solve each, so it is solved only when the reader asks."""
    lazy = puzzle.kind == TACTICS_KIND
    if lazy and not has_other_variants(puzzle):
        return
    others = None if lazy else other_variants(puzzle)
    if others == []:
        return
    t = settings.t
    if st.toggle(t._("Show this position under the other rule variants"), key=f"variants_{key}"):
        if others is None:
            others = other_variants(puzzle)
        if not others:
            st.caption(t._("The answer is the same under every other rule variant."))
        for options, solution in others:
            names = "; ".join(variant_names(options, settings.lang)) or t._("the rule card")
            answer = ", ".join(
                choice_label(c, settings.lang, settings.skin) for c in sorted(solution.correct)
            )
            st.markdown(
                f"- **{names}** → {answer}: {describe(solution.reason, settings.lang, settings.skin)} "
                f"*({cite(solution.reason, settings.lang)})*"
            )


def given_text(picked: str | tuple[str | frozenset[str], ...] | frozenset[str]) -> str:
    """A pick as text for the learner's record (choices in a stable order)."""
    if isinstance(picked, tuple):
        return " | ".join(given_text(part) for part in picked)
    if isinstance(picked, frozenset):
        return ",".join(sorted(picked))
    return picked


Pick = str | frozenset[str] | tuple[str | frozenset[str], ...]


def parse_given(solution: Solution, text: str) -> Pick | None:
    """The pick that `given_text` wrote as `text`, or None if it is not a pick of this solution
    (an answer stored before the puzzle changed)."""
    if solution.parts:
        texts = text.split(" | ")
        if len(texts) != len(solution.parts):
            return None
        parts = [
            parse_given(part, piece) for part, piece in zip(solution.parts, texts, strict=True)
        ]
        return None if any(p is None for p in parts) else tuple(p for p in parts if p is not None)
    if solution.multi:
        chosen = frozenset(text.split(",")) if text else frozenset()
        return chosen if chosen <= set(solution.choices) else None
    return text if text in solution.choices else None


def kept_verdict(puzzle: Puzzle, given: str) -> bool | None:
    """Whether a kept answer (the pick as text) is right by the engine; None if it is no pick."""
    solution = solve(puzzle)
    pick = parse_given(solution, given)
    return None if pick is None else solution.accepts(pick)


def reset_puzzle(key: str) -> None:
    """Forget the pick, timer and reveal of the puzzle shown under `key`: it is asked afresh."""
    for name in [str(k) for k in st.session_state]:
        for prefix in STATE_PREFIXES:
            base = prefix + key
            if name == base or name.startswith(base + "_"):
                del st.session_state[name]


def render_puzzle(
    puzzle: Puzzle,
    settings: Settings,
    key: str,
    on_result: ResultHook | None = None,
    way_on: Callable[[], None] | None = None,
    kept: str | None = None,
) -> None:
    """Show a puzzle and take one answer; `on_result` hears it once per showing. With `kept`
    (an answer given before, as text) the puzzle shows that answer and takes no other.

    A failure while drawing it stays in the puzzle's box, with `way_on` (e.g. a skip button).
    """
    message = settings.t._("This puzzle cannot be shown right now. Please try another one.")
    with (
        st.container(border=True, key=f"puzzle_{key}"),
        contained(message, f"puzzle {puzzle.id}", way_on),
    ):
        _draw_puzzle(puzzle, settings, key, on_result, kept)


def _draw_puzzle(
    puzzle: Puzzle,
    settings: Settings,
    key: str,
    on_result: ResultHook | None,
    kept: str | None = None,
) -> None:
    t = settings.t
    solution = solve(puzzle)
    shown_at = st.session_state.setdefault(f"shown_{key}", time.monotonic())
    st.html(prompt_html(puzzle, settings))
    rules = _rules_line(puzzle, settings)
    if rules:
        st.caption(rules)
    _position(puzzle, settings)
    kept_pick = parse_given(solution, kept) if kept is not None else None
    if kept_pick is not None:
        _show_kept(puzzle, solution, settings, key, kept_pick)
        return
    picked = _ask(puzzle, solution, settings, key)
    if picked is not None:
        part_solutions = solution.parts or (solution,)
        picks = picked if isinstance(picked, tuple) else (picked,)
        verdicts = [
            _feedback(puzzle, s, p, settings) for s, p in zip(part_solutions, picks, strict=True)
        ]
        if on_result is not None and not st.session_state.get(f"answered_{key}"):
            st.session_state[f"answered_{key}"] = True
            on_result(
                GivenAnswer(
                    puzzle,
                    all(verdicts),
                    given_text(picked),
                    bool(st.session_state.get(f"peeked_{key}")),
                    round(time.monotonic() - shown_at, 1),
                )
            )
    revealed = f"revealed_{key}"
    if st.button(
        t._("Reveal the answer"),
        key=f"reveal_{key}",
        shortcut="Down" if key.startswith(("quiz_", "review_")) else None,
    ):
        st.session_state[revealed] = not st.session_state.get(revealed, False)
        if picked is None:  # looked up before answering: the answer counts as revealed
            st.session_state[f"peeked_{key}"] = True
    if st.session_state.get(revealed):
        answers = "; ".join(
            ", ".join(_label(puzzle, c, settings) for c in sorted(part.correct))
            for part in (solution.parts or (solution,))
        )
        st.info(t._("The answer: **{answer}**").format(answer=answers))
        st.markdown(explanation(puzzle, solution, settings.lang, settings.skin))
    _footer(puzzle, settings, key)


def _show_kept(
    puzzle: Puzzle, solution: Solution, settings: Settings, key: str, pick: Pick
) -> None:
    """An answered puzzle: the choices with the kept pick, fixed, then its verdict and why."""
    t = settings.t
    part_solutions = solution.parts or (solution,)
    picks = pick if isinstance(pick, tuple) else (pick,)
    for index, (part, part_pick) in enumerate(zip(part_solutions, picks, strict=True)):
        if solution.parts:
            label = t._("By the rule card") if index == 0 else t._("Under the variant")
            part_key = f"{key}_{index}"
        else:
            label, part_key = t._("Your answer"), key
        with st.container(key=f"picker_kept_{part_key}"):
            st.pills(
                label,
                list(part.choices),
                selection_mode="multi" if part.multi else "single",
                default=sorted(part_pick) if isinstance(part_pick, frozenset) else part_pick,
                disabled=True,
                key=f"kept_{part_key}",
                format_func=lambda c: _choice_markdown(c, settings, puzzle),
            )
    for part, part_pick in zip(part_solutions, picks, strict=True):
        _feedback(puzzle, part, part_pick, settings)
    _footer(puzzle, settings, key)


def _footer(puzzle: Puzzle, settings: Settings, key: str) -> None:
    t = settings.t
    if renumbered(puzzle.game):  # these games number their lessons in teaching order
        st.caption(t._("Lesson §{section}").format(section=puzzle.section))
    else:
        st.caption(t._("Rule card §{section}").format(section=puzzle.section))
    _variant_toggle(puzzle, settings, key)


def _ask(
    puzzle: Puzzle, solution: Solution, settings: Settings, key: str
) -> str | tuple[str, ...] | frozenset[str] | None:
    t = settings.t
    if solution.parts:
        picks = []
        for index, part in enumerate(solution.parts):
            label = t._("By the rule card") if index == 0 else t._("Under the variant")
            if part.multi:
                picks.append(_multi(puzzle, part, settings, f"{key}_{index}", label))
            else:
                picks.append(_single(puzzle, part, settings, f"{key}_{index}", label))
        if any(p.multi for p in solution.parts):
            return tuple(picks) if st.button(t._("Check"), key=f"check_{key}") else None
        return tuple(picks) if all(picks) else None
    if solution.multi:
        label = (
            t._("Pick the two cards to lay away, then check")  # shown in: dreierschnapsen
            if puzzle.kind == TACTICS_KIND
            else t._("Pick every card that may be played, then check")
        )
        chosen = _multi(puzzle, solution, settings, key, label)
        return chosen if st.button(t._("Check"), key=f"check_{key}") else None
    return _single(puzzle, solution, settings, key, t._("Your answer"))


def _multi(
    puzzle: Puzzle, solution: Solution, settings: Settings, key: str, label: str
) -> frozenset[str]:
    with st.container(key=f"picker_answer_{key}"):
        chosen = st.pills(
            label,
            list(solution.choices),
            selection_mode="multi",
            key=f"pick_{key}",
            format_func=lambda c: _choice_markdown(c, settings, puzzle),
        )
    return frozenset(chosen)


def _single(
    puzzle: Puzzle, solution: Solution, settings: Settings, key: str, label: str
) -> str | None:
    with st.container(key=f"picker_answer_{key}"):
        return st.pills(
            label,
            list(solution.choices),
            key=f"pick_{key}",
            format_func=lambda c: _choice_markdown(c, settings, puzzle),
        )


def question_view(puzzle: Puzzle, settings: Settings) -> None:
    """The question alone (prompt, rule variant, position), for a projector in a live class."""
    st.html(prompt_html(puzzle, settings))
    rules = _rules_line(puzzle, settings)
    if rules:
        st.caption(rules)
    _position(puzzle, settings)


def answer_controls(
    puzzle: Puzzle, settings: Settings, key: str
) -> str | tuple[str, ...] | frozenset[str] | None:
    """The answer controls alone, without feedback (a live class gives it on the reveal)."""
    return _ask(puzzle, solve(puzzle), settings, key)
