"""The engine answers every puzzle; a declared answer that disagrees with it is an error.

`solve` dispatches a puzzle to its game's solver for its kind; `check_puzzle` compares the file's
declared answer with the solution; `check_paths` does that for every file and reports each problem
with file, line, field and reason.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tutorial.formats.file_problem import FileProblem
from tutorial.formats.files import empty_folders, yaml_files
from tutorial.games.cards import CardParseError, parse_card
from tutorial.games.reasons import Reason
from tutorial.games.registry import SPECS
from tutorial.puzzles import hidden, personal, tactics
from tutorial.puzzles.fact_kind import fact
from tutorial.puzzles.loader import read_file
from tutorial.puzzles.model import NONE, Puzzle, PuzzleError, Solution
from tutorial.words.card_names import card_label
from tutorial.words.explain import describe
from tutorial.words.i18n import LANGUAGES, Translator

WORD_ANSWERS = frozenset({"yes", "no", NONE, "made", "failed", "draw", "open", "claim", "no_claim",
                          "kontra", "no_kontra", "pass"})  # fmt: skip
SCORE_ANSWER = re.compile(r"^(claimers|opponents)[\s:+]+(\d+)$", re.IGNORECASE)
BID = "bid:"  # a contract bid as an answer: `bid:schnapser` (`choices.choice_of`)
TRUMP = "trump:"  # a suit named as trumps: `trump:H`


def solve(puzzle: Puzzle) -> Solution:
    """The engine's solution; `PuzzleError` if the position is not one the game can produce."""
    kinds = kinds_of(puzzle.game)
    solver = kinds.get(puzzle.kind)
    if solver is None:
        known = ", ".join(sorted(kinds)) or "none yet"
        raise puzzle.error(
            "kind", f"{puzzle.kind!r} is not a kind of question for {puzzle.game}: {known}"
        )
    sections = SPECS[puzzle.game].sections
    if puzzle.section not in sections:
        raise puzzle.error(
            "section",
            f"{puzzle.section!r} is not a section of the {puzzle.game} card: {', '.join(sections)}",
        )
    return solver(puzzle)


def kinds_of(game: str) -> dict[str, Callable[[Puzzle], Solution]]:
    """The kinds of question a game's puzzles may ask, each with the engine's answer; `fact` for
    every game whose lessons teach facts."""
    spec = SPECS.get(game)
    if spec is None:
        return {}
    kinds = dict(spec.parts.puzzle_kinds)
    if spec.parts.fact_sections:
        kinds["fact"] = fact
    kinds[tactics.KIND] = hidden.best_play  # any game the solver plays, hands open or hidden
    kinds[personal.KIND] = personal.solve_decision  # a learner's own costly decision
    return kinds


def _seat_names() -> frozenset[str]:
    return frozenset(name for spec in SPECS.values() for name in spec.seat_labels)


def normalise(value: Any) -> str:
    """One declared answer in the form the solutions use: card codes, yes/no, made/failed, seats,
    players A/B, draw/open, numbers, `claimers 2` / `opponents 3`, claim/no_claim,
    kontra/no_kontra (double or not, whatever the game calls it), pass, `bid:<contract>`, `trump:<suit>`, or
    none."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    text = str(value).strip()
    if text.lower() in WORD_ANSWERS:
        return text.lower()
    if text.lower().startswith(BID):
        return BID + text[len(BID) :].strip().lower()
    if text.lower().startswith(TRUMP):
        return TRUMP + text[len(TRUMP) :].strip().upper()
    if text.upper() in _seat_names():
        return text.upper()
    score = SCORE_ANSWER.match(text)
    if score:
        return f"{score.group(1).lower()}:{int(score.group(2))}"
    if text.lstrip("-").isdigit():
        return str(int(text))
    return parse_card(text).code


def declared(puzzle: Puzzle, value: Any) -> frozenset[str]:
    values = value if isinstance(value, list) else [value]
    try:
        return frozenset(normalise(v) for v in values) or frozenset({NONE})
    except CardParseError as exc:
        raise puzzle.error("answer", str(exc)) from None


def _show(codes: frozenset[str]) -> str:
    shown = []
    for code in sorted(codes):
        try:
            shown.append(card_label(parse_card(code)))
        except CardParseError:
            shown.append(code)
    return ", ".join(shown) or NONE


def check_puzzle(puzzle: Puzzle) -> Solution:
    """Solve and compare with the declared answer; `PuzzleError` on any disagreement."""
    solution = solve(puzzle)
    if solution.parts:
        answers = puzzle.answer if isinstance(puzzle.answer, list) else None
        if answers is None or len(answers) != len(solution.parts):
            raise puzzle.error(
                "answer", f"expected a list of {len(solution.parts)} answers, one per variant"
            )
        for index, (part, value) in enumerate(zip(solution.parts, answers, strict=True)):
            _compare(puzzle, part, declared(puzzle, value), f" (variant {index + 1})")
        return solution
    _compare(puzzle, solution, declared(puzzle, puzzle.answer), "")
    check_explanations(puzzle, solution)
    if hidden.is_hidden(puzzle):
        hidden.verify(puzzle)  # the kept judgement, sampled again
    return solution


def _other_game_names(game: str, lang: str) -> list[str]:
    t = Translator(lang)
    return [t._(spec.title) for name, spec in SPECS.items() if name != game]


def check_explanations(puzzle: Puzzle, solution: Solution) -> None:
    """Every wrong choice is explained for what it is: no two wrong choices of a question read
    alike in any language, and no explanation names another game's rule unless its code says
    so on purpose ("that is Dreierschnapsen's rule, not this game's")."""
    for number, part in enumerate(solution.parts or (solution,), start=1):
        where = f" (variant {number})" if solution.parts else ""
        reasons = [("", part.reason), *part.why.items()]
        for choice, reason in reasons:
            _same_game(puzzle, reason, choice)
        wrong = [(c, part.why[c]) for c in part.choices if c not in part.correct and c in part.why]
        for lang in LANGUAGES:
            seen: dict[str, str] = {}
            for choice, reason in wrong:
                text = describe(reason, lang)
                if text in seen:
                    raise puzzle.error(
                        "kind",
                        f"the wrong choices {_show(frozenset({seen[text], choice}))}{where} are "
                        f"explained alike ({lang}): {text!r}; each wrong choice needs its own reason",
                    )
                seen[text] = choice


def _same_game(puzzle: Puzzle, reason: Reason, choice: str) -> None:
    if reason.code in SPECS[puzzle.game].texts.naming_other_games:
        return
    of = f" of {_show(frozenset({choice}))}" if choice else ""
    if reason.game != puzzle.game:
        raise puzzle.error(
            "kind",
            f"the explanation{of} cites {reason.game}'s rule ({reason.code}), not {puzzle.game}'s",
        )
    for lang in LANGUAGES:
        text = describe(reason, lang)
        for name in _other_game_names(puzzle.game, lang):
            if name in text:
                raise puzzle.error(
                    "kind",
                    f"the explanation{of} names {name} ({lang}: {text!r}), another game's rule",
                )


def _compare(puzzle: Puzzle, solution: Solution, given: frozenset[str], where: str) -> None:
    if given != solution.correct:
        raise puzzle.error(
            "answer",
            f"the file says {_show(given)}, the engine says {_show(solution.correct)}{where}: "
            f"{describe(solution.reason)}",
        )


@dataclass(frozen=True)
class CheckReport:
    """The outcome of checking files: puzzles that passed, and every problem found."""

    puzzles: list[Puzzle]
    problems: list[FileProblem]
    files: int


def check_puzzles(found: list[Puzzle]) -> tuple[list[Puzzle], list[FileProblem]]:
    """The puzzles that agree with the engine, and a problem for each other one (or a reused id)."""
    puzzles: list[Puzzle] = []
    problems: list[FileProblem] = []
    seen: dict[str, Puzzle] = {}
    for puzzle in found:
        if puzzle.id in seen:
            first = seen[puzzle.id]
            problems.append(
                puzzle.error(
                    "id", f"{puzzle.id!r} is already used in {first.path}:{first.line('id')}"
                )
            )
            continue
        seen[puzzle.id] = puzzle
        try:
            check_puzzle(puzzle)
        except PuzzleError as exc:
            problems.append(exc)
        else:
            puzzles.append(puzzle)
    return puzzles, problems


def check_paths(paths: list[Path], root: Path | None = None) -> CheckReport:
    """Read and check every scenario file under `paths`; duplicate ids are problems too."""
    found: list[Puzzle] = []
    problems = empty_folders(paths)
    files = yaml_files(paths)
    for path in files:
        try:
            found.extend(read_file(path, root))
        except FileProblem as exc:
            problems.append(exc)
    puzzles, wrong = check_puzzles(found)
    return CheckReport(
        puzzles, sorted(problems + wrong, key=lambda p: (p.path, p.line)), len(files)
    )
