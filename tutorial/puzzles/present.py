"""Puzzle answers as plain records and text, for the CLI and the Puzzles page."""

from __future__ import annotations

from typing import Any

from tutorial.games.cards import SUITS, CardParseError, Suit, parse_card
from tutorial.games.reasons import Reason
from tutorial.puzzles.check import solve
from tutorial.puzzles.model import NONE, Puzzle, Solution
from tutorial.words.card_names import Skin, card_label, suit_name
from tutorial.words.explain import cite, describe, name_of
from tutorial.words.i18n import Translator

SUIT_CODES = frozenset(s.value for s in SUITS)


def choice_label(choice: str, lang: str = "en", skin: Skin = Skin.FRENCH) -> str:
    """How a choice reads: a card in the reader's skin, a translated word or seat, or a number."""
    try:
        return card_label(parse_card(choice), lang, skin)
    except CardParseError:
        pass
    t = Translator(lang)
    words = {
        "yes": t._("Yes"),
        "no": t._("No"),
        NONE: t._("None of them"),
        "made": t._("Made"),
        "failed": t._("Failed"),
        "draw": t._("A draw"),
        "open": t._("Not over yet"),
        "claim": t._("Claim 66"),
        "no_claim": t._("Play on"),
        "kontra": t._("Double"),  # Kontra, Spritzen …: the page names it with the deal at hand
        "no_kontra": t._("Do not double"),
        "pass": t._("Pass"),
    }
    if choice in words:
        return words[choice]
    if choice.startswith("bid:"):  # a contract bid (`choices.choice_of`); "+": without the talon
        contract = name_of("contract", choice.removeprefix("bid:").removesuffix("+"), lang)
        if choice.endswith("+"):  # shown in: dreierschnapsen (its bids without the talon)
            return t._("Bid {contract} without the talon").format(contract=contract)
        return t._("Bid {contract}").format(contract=contract)
    if choice.startswith("trump:") and choice[6:] in SUIT_CODES:  # a suit named as trumps
        suit = Suit(choice[6:])
        return t._("Trumps: {suit}").format(suit=f"{suit.symbol} {suit_name(suit, lang, skin)}")
    side, _, points = choice.partition(":")
    if side == "claimers" and points:
        return t._("The claimers get {n}").format(n=points)
    if side == "opponents" and points:
        return t._("The opponents get {n}").format(n=points)
    return choice


def explanation(
    puzzle: Puzzle, solution: Solution, lang: str = "en", skin: Skin = Skin.FRENCH
) -> str:
    """The file's own explanation if it has one in this language, else the engine's."""
    own = puzzle.explanation.get(lang)
    if own:
        return own
    return choice_explanation(solution.reason, lang, skin)


def choice_explanation(reason: Reason, lang: str = "en", skin: Skin = Skin.FRENCH) -> str:
    """Why one choice is right or wrong, with where the rule is written."""
    return f"{describe(reason, lang, skin)} ({cite(reason, lang)})"


def choice_records(solution: Solution, lang: str = "en") -> list[dict[str, Any]]:
    """Every choice with its verdict and the engine's explanation of it (a variant puzzle: the
    choices of each variant in turn, numbered by `part`)."""
    records = []
    parts = solution.parts or (solution,)
    for number, part in enumerate(parts, start=1):
        for choice in part.choices:
            reason = part.why.get(choice, part.reason)
            record: dict[str, Any] = {
                "choice": choice,
                "label": choice_label(choice, lang),
                "correct": choice in part.correct,
                "explanation": choice_explanation(reason, lang),
            }
            if solution.parts:
                record["part"] = number
            records.append(record)
    return records


def answer_record(puzzle: Puzzle, lang: str = "en") -> dict[str, Any]:
    """The engine's answer to one puzzle as JSON-ready data, every choice explained."""
    solution = solve(puzzle)
    parts = solution.parts or (solution,)
    correct = [", ".join(sorted(choice_label(c, lang) for c in part.correct)) for part in parts]
    return {
        "id": puzzle.id,
        "game": puzzle.game,
        "kind": puzzle.kind,
        "section": puzzle.section,
        "file": puzzle.path,
        "correct": correct,
        "codes": [sorted(part.correct) for part in parts],
        "explanation": explanation(puzzle, solution, lang),
        "rule": solution.reason.to_dict(),
        "choices": choice_records(solution, lang),
    }
