"""The `fact` kind: "how many …?" about the pack, the deal and the honours, answered by the engine.

The first sections of each game (the pack, the honours, the deal) teach numbers rather than a trick
rule: how many cards, how many honours or card points among some cards, how many cards each player
holds. A `fact` puzzle asks for one of the facts the lessons already state in `fact` cells
(`tutorial.content.facts`), and the engine computes it the same way. The game's
`GameParts.fact_sections` says which lesson sections teach each fact; the reason cites the puzzle's own section when that section teaches
the fact, else the first section that does, so a puzzle placed too early is caught by the placement
test (`tutorial.puzzles.placement`).
"""

from __future__ import annotations

from tutorial.content.facts import FACTS, FactError, compute_fact
from tutorial.games.cards import CardParseError, format_cards, parse_card
from tutorial.games.reasons import Reason
from tutorial.games.registry import spec_of
from tutorial.puzzles.model import Puzzle, Solution


def number_choices(value: int) -> tuple[str, ...]:
    """Five whole numbers around the right one, spaced by about a fifth of it; where the right one
    stands among them depends on the number, so its place gives nothing away."""
    step = max(1, round(value / 5))
    place = (value * 7) % 5
    numbers = [value + (i - place) * step for i in range(5)]
    if numbers[0] < 0:
        numbers = [value + i * step for i in range(5)]
    return tuple(str(n) for n in numbers)


def fact(puzzle: Puzzle) -> Solution:
    """The engine's value of a named fact (`position.fact`, with `position.hand` for the facts
    about some cards), with five numbers to choose from."""
    name = puzzle.position.get("fact")
    parts = spec_of(puzzle.game).parts
    sections = parts.fact_sections
    if name not in sections:
        raise puzzle.error(
            "position.fact", f"expected one of {', '.join(sorted(sections))}, got {name!r}"
        )
    label_params = FACTS[(puzzle.game, name)].params
    params: dict[str, str] = {}
    if "cards" in label_params:
        hand = puzzle.position.get("hand")
        if not hand:
            raise puzzle.error("position.hand", f"the fact {name!r} is about some cards: give hand")
        try:
            params["cards"] = format_cards([parse_card(str(c)) for c in hand])
        except CardParseError as exc:
            raise puzzle.error("position.hand", str(exc)) from None
    try:
        value = int(compute_fact(puzzle.game, name, params))
    except (FactError, TypeError, ValueError) as exc:
        raise puzzle.error("position.fact", str(exc)) from None
    taught = sections[name]
    cited = puzzle.section if puzzle.section in taught else taught[0]
    code = parts.fact_code
    label = FACTS[(puzzle.game, name)].label
    reason = Reason(code, puzzle.game, cited, {"label": label, "value": value, **params})
    choices = number_choices(value)
    why = {c: reason if int(c) == value else _wrong(reason, int(c)) for c in choices}
    return Solution(choices, frozenset({str(value)}), reason, why)


def _wrong(reason: Reason, given: int) -> Reason:
    """A wrong number says which way it is off, so two wrong choices never read alike."""
    side = "few" if given < reason.params["value"] else "many"
    return Reason(f"{reason.code}_too_{side}", reason.game, reason.section,
                  {**reason.params, "given": given})  # fmt: skip
