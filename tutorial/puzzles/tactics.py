"""The `best_play` kind: "which card is best here?", answered by the exact solver.

A tactics puzzle is a real deal (`position.seed`, or the hands of `position.deal` as a replay file
deals them; the rule options) played on by `position.steps` to a moment where the player to move has a choice of cards, with every hand
shown ("open hands": a double-dummy problem). The solver (`tutorial.solver.solve`) values every
card for the mover's side under best play from everyone after it, in the deal's own unit
(Schneider: victory points, S0 §06; the Schnapsen games: game points). A position is a puzzle
only if exactly one card is best and every other card is worse by at least `MARGIN`, as
lichess-puzzler keeps a position only when the best move beats the second by a clear margin.

Every choice is explained from the solver: the value each card leaves, what the wrong one gives
away, and the line of best play after the best card to the end of the next trick. A puzzle whose
position says `hidden: true` shows only the mover's own cards and is judged over sampled deals
of the unseen cards instead (`tutorial.puzzles.hidden`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tutorial.formats.steps import apply_steps
from tutorial.games.base import Action, Deal, OptionError
from tutorial.games.cards import Card, CardParseError
from tutorial.games.reasons import Reason
from tutorial.games.registry import GAMES, spec_of
from tutorial.games.spec import VICTORY_POINTS
from tutorial.games.table import HONOURS
from tutorial.puzzles import shared_answers
from tutorial.puzzles.choices import action_of, choice_of
from tutorial.puzzles.model import Puzzle, PuzzleError, Solution
from tutorial.solver.solve import NodeLimit, solve

KIND = "best_play"
MARGIN = 1  # a whole victory or game point between the best card and the next best
MAX_NODES = 2_000_000  # the solver's cap for one position; a bigger one is not a puzzle


class NoSingleBest(PuzzleError):
    """No choice is better than every other by `MARGIN`; `tied` names the ones within it (card
    symbols or claim choices), so whoever made the position can say which."""

    tied: tuple[str, ...] = ()


class TooBig(PuzzleError):
    """The position needs more than `MAX_NODES` to solve."""


def _refused(puzzle: Puzzle, cls: type[PuzzleError], reason: str) -> PuzzleError:
    return cls(puzzle.path, puzzle.line("position.steps"), "position.steps", reason)


@dataclass(frozen=True)
class Valued:
    """A tactics position solved: each card's value for the mover's side, the one best card,
    and how far ahead of the next best it is."""

    deal: Deal
    values: dict[Card, int]
    best: Card
    margin: int


def tactics_deal(puzzle: Puzzle) -> Deal:
    """The deal of the puzzle's seed (or dealt hands, `position.deal`) and options, played on by
    its steps (each checked)."""
    rules = GAMES[puzzle.game]
    spec = puzzle.position.get("deal")
    if spec is not None and "seed" in puzzle.position:
        raise puzzle.error("position.deal", "give the seed or the dealt hands, not both")
    try:
        options = rules.parse_options(puzzle.options)
    except OptionError as exc:
        raise puzzle.error("options", str(exc)) from None
    if spec is None:
        deal = rules.new_deal(int(puzzle.position.get("seed", 1)), options)
    else:
        deal = _dealt(puzzle, spec_data(spec), options)
    return apply_steps(deal, puzzle.position.get("steps") or [], puzzle.error)


def _dealt(puzzle: Puzzle, spec: dict[str, Any], options: Any) -> Deal:
    """The deal of `position.deal`, dealt as a replay file's `deal:` is."""
    start = spec_of(puzzle.game).parts.replay_start
    if start is None:
        raise puzzle.error("position.deal", f"{puzzle.game} deals no given hands")
    try:
        return start(spec, options)
    except (ValueError, CardParseError) as exc:
        raise puzzle.error("position.deal", str(exc)) from None


def card_choices(deal: Deal) -> list[Card] | None:
    """The cards the mover may play, if every legal action is a plain play of a different card
    (a choice that also announces a marriage or claims is not asked this way)."""
    if deal.is_over():
        return None
    actions = deal.legal_actions()
    cards = [a.card for a in actions if a.kind == "play" and a.card is not None and not a.flag]
    if len(cards) != len(actions) or len(set(cards)) != len(cards) or len(cards) < 2:
        return None
    return cards


def valued(deal: Deal, max_nodes: int = MAX_NODES) -> Valued | None:
    """Every card's value for the mover's side; None if the choice is not between plain card
    plays. `NodeLimit` if the position needs more than `max_nodes` to solve."""
    cards = card_choices(deal)
    if cards is None:
        return None
    solution = solve(deal, max_nodes=max_nodes, fair=True)
    values = {v.action.card: v.value for v in solution.values if v.action.card is not None}
    ranked = sorted(values.values(), reverse=True)
    best = max(cards, key=lambda card: (values[card], -cards.index(card)))
    return Valued(deal, values, best, ranked[0] - ranked[1])


def claim_choices(deal: Deal) -> list[Action] | None:
    """The mover's choices if he may claim 66 here and otherwise only plays a card (at the lead)
    or plays on: "claim now or not?" (a lead that would announce a marriage is not asked)."""
    if deal.is_over():
        return None
    actions = deal.legal_actions()
    kinds = {a.kind for a in actions}
    if "claim" not in kinds or not kinds <= {"claim", "no_claim", "play"} or len(actions) < 2:
        return None
    if any(a.flag or (a.kind == "play" and a.card is None) for a in actions):
        return None
    return actions


def valued_choices(deal: Deal, max_nodes: int = MAX_NODES) -> dict[str, int] | None:
    """Each claim choice's value for the mover's side by its choice code (`choices.choice_of`);
    None if this is no claim choice. `NodeLimit` as `valued`."""
    actions = claim_choices(deal)
    if actions is None:
        return None
    solution = solve(deal, max_nodes=max_nodes, fair=True)
    return {choice_of(v.action): v.value for v in solution.values}


def best_choice(deal: Deal, values: dict[str, int]) -> tuple[str, int] | None:
    """The one best claim choice and its lead over the next; None when a false claim (good only
    by the letter of the card, `Deal.letter_only`) would be worth as much: a puzzle must not
    teach a claim the table would punish, nor hide that the letter rewards it."""
    fair = {c: v for c, v in values.items() if not deal.letter_only(action_of(c))}
    best = max(fair, key=lambda c: (fair[c], c))
    if any(v >= fair[best] for c, v in values.items() if c not in fair):
        return None
    others = [v for c, v in values.items() if c != best]
    return best, fair[best] - max(others)


@dataclass(frozen=True)
class Line:
    """Best play from everyone after a card, to the end of the deal: the moves up to the end of
    the next trick (what the explanation names), and what the mover's side then takes."""

    moves: tuple[tuple[int, Card], ...]
    won: int  # tricks the mover's side takes from here (the one on the table included)
    played: int  # tricks played from here to the end (a deal may end early: 66, a claim)
    points: int  # what the side has taken at the end: card points, or honours in Schneider
    value: int  # the deal's result for the mover's side at the end of the line


def best_line(
    deal: Deal, first: Card | Action, max_nodes: int = MAX_NODES, seat: int | None = None
) -> Line:
    """Play `first` (a card, or any action), then the solver's best action for whoever is to
    move, to the end; what is taken is counted for `seat`'s side (default: the mover's)."""
    counted = deal.to_move if seat is None else seat
    line = deal.clone()
    line.apply(first if isinstance(first, Action) else Action("play", card=first))
    side = deal.side_of(counted or 0)
    players = len(spec_of(deal.game).seat_labels)
    moves: list[tuple[int, Card]] = []
    tricks_left, naming = (1 if _trick_done(line) else 2), True
    while not line.is_over():
        seat = line.to_move
        action = solve(line, max_nodes=max_nodes, fair=True).best
        # The line names card plays only, up to the first choice that is not one (a claim).
        naming = naming and all(a.kind == "play" and a.card for a in line.legal_actions())
        if naming and seat is not None and tricks_left > 0 and len(moves) < 2 * players:
            moves.append((seat, action.card))  # type: ignore[arg-type]
        line.apply(action)
        if _trick_done(line):
            tricks_left -= 1
    tricks = [e for e in line.events[len(deal.events) :] if e["type"] == "trick"]
    won = sum(deal.side_of(int(e["winner"])) == side for e in tricks)
    view = spec_of(deal.game).parts.table_view
    seats = view(line).seats if view is not None else ()
    points = sum(s.points for s in seats if deal.side_of(s.seat) == side)
    value = int(line.payoff(counted or 0))
    return Line(tuple(moves), won, len(tricks), points, value)


def _trick_done(deal: Deal) -> bool:
    events = deal.events
    return bool(events) and events[-1].get("type") == "trick"


def points_reason(game: str, section: str, value: int, sign: bool = True) -> Reason:
    """A value in the deal's own unit: "+2 game points", "−1 victory point" (or unsigned)."""
    victory = spec_of(game).score_unit == VICTORY_POINTS
    code = "tactics.victory_points" if victory else "tactics.game_points"
    signed = f"+{value}" if value > 0 and sign else (f"−{-value}" if value < 0 else str(value))
    return Reason(code, game, section, {"n": abs(value), "signed": signed})


def _moves(deal: Deal, game: str, section: str, moves: Sequence[tuple[int, Card]]) -> Reason:
    """ "B K♥, A 10♥, …" as a reason of reasons (each card then named in the reader's skin)."""
    label = spec_of(game).parts.seat_label
    first = Reason(
        "tactics.move", game, section, {"seat": label(deal, moves[0][0]), "card": moves[0][1]}
    )
    if len(moves) == 1:
        return first
    rest = _moves(deal, game, section, moves[1:])
    return Reason("tactics.moves", game, section, {"first": first, "rest": rest})


def best_play(puzzle: Puzzle) -> Solution:
    """The one best card by `MARGIN` or more, each card's value, and the line after the best
    (kept for the position: a page draws the puzzle again on every rerun)."""
    return kept(puzzle, _best_play)


def kept(puzzle: Puzzle, answer: Callable[[Puzzle], Solution]) -> Solution:
    """`answer(puzzle)`, kept by the puzzle's position (solving once per position and kind of
    judgement: a page draws the puzzle again on every rerun). The key holds what else a file
    may say of the position (`hidden`, a kept `judged`), so two files of the same moment that
    judge it differently never share an answer (`kartenschule check` must see each file's own).
    Other processes' answers are read from a shared folder when one is named (`shared_answers`)."""
    extra = (repr(puzzle.position.get("hidden")), repr(puzzle.position.get("judged")))
    key = (answer.__module__, answer.__qualname__, *extra, *position_key(puzzle))
    known = _SOLVED.get(key)
    if known is None:
        known = shared_answers.read(key)
    if known is None:
        known = answer(puzzle)
        shared_answers.write(key, known)
    if key not in _SOLVED:
        if len(_SOLVED) >= _KEEP:
            _SOLVED.pop(next(iter(_SOLVED)))
        _SOLVED[key] = known
    return known


def position_key(puzzle: Puzzle) -> tuple[Any, ...]:
    """What a tactics puzzle's answer depends on: the game, section, options and position."""
    return (
        puzzle.game,
        puzzle.section,
        json.dumps(puzzle.options, sort_keys=True, default=str),
        json.dumps(puzzle.position.get("seed")),
        _dealt_key(puzzle),
        tuple(str(step) for step in puzzle.position.get("steps") or []),
    )


def spec_data(spec: Any) -> dict[str, Any]:
    """`position.deal` as plain data (a file's is a `DealSpec`; a made puzzle's may be a dict)."""
    return spec.model_dump(exclude_none=True) if hasattr(spec, "model_dump") else dict(spec)


def _dealt_key(puzzle: Puzzle) -> str:
    spec = puzzle.position.get("deal")
    data = spec_data(spec) if spec is not None else None
    return json.dumps(data, sort_keys=True, ensure_ascii=False)


_SOLVED: dict[tuple[Any, ...], Solution] = {}
_KEEP = 2_000  # positions kept solved (a few hundred bytes each)


def too_big(puzzle: Puzzle) -> Exception:
    """`TooBig`, naming the solver's cap."""
    return _refused(
        puzzle, TooBig, f"the position needs more than {MAX_NODES:,} positions to solve"
    )


def tied(puzzle: Puzzle, names: list[str], what: str, tail: str = "") -> Exception:
    """`NoSingleBest` naming the choices within `MARGIN` of each other."""
    reason = f"no single best {what} by {MARGIN} point: {', '.join(names)}{tail}"
    error = _refused(puzzle, NoSingleBest, reason)
    error.tied = tuple(names)  # type: ignore[attr-defined]
    return error


def _best_play(puzzle: Puzzle) -> Solution:
    deal = tactics_deal(puzzle)
    try:
        found = valued(deal)
    except NodeLimit:
        raise too_big(puzzle) from None
    if found is None:
        return _claim_play(puzzle, deal)
    if found.margin < MARGIN:
        close = sorted(
            (c for c, v in found.values.items() if v >= found.values[found.best] - MARGIN + 1),
            key=str,
        )
        raise tied(puzzle, [str(c) for c in close], "card", " are all within it")
    game, section = puzzle.game, puzzle.section
    best_value = found.values[found.best]
    params = {"card": found.best, "value": points_reason(game, section, best_value)}
    line = best_line(deal, found.best)
    params["then"] = _then(game, section, line)
    if line.moves:
        params["line"] = _moves(deal, game, section, line.moves)
        reason = Reason("tactics.best_with_line", game, section, params)
    else:
        reason = Reason("tactics.best", game, section, params)
    why = {found.best.code: reason}
    for card, value in found.values.items():
        if card == found.best:
            continue
        why[card.code] = Reason(
            "tactics.worse",
            game,
            section,
            {
                "card": card,
                "value": points_reason(game, section, value),
                "loss": points_reason(game, section, best_value - value, sign=False),
                "best": found.best,
            },
        )
    choices = tuple(card.code for card in card_choices(deal) or [])
    return Solution(choices, frozenset({found.best.code}), reason, why)


def _side_points(deal: Deal) -> int:
    """What the mover's side counts towards its claim of 66: the engine's own count (card
    points, and marriages once the side has a trick; `side_points`)."""
    return int(deal.side_points(deal.side_of(deal.to_move or 0)))  # type: ignore[attr-defined]


def _claim_play(puzzle: Puzzle, deal: Deal) -> Solution:
    """ "Claim 66 now, or play on?": the one best choice by `MARGIN`, each explained by the
    points the side holds and what the deal then ends at."""
    try:
        values = valued_choices(deal)
    except NodeLimit:
        raise too_big(puzzle) from None
    if values is None:
        raise puzzle.error(
            "position.steps",
            "after these steps the player to move chooses neither between plain card plays "
            "nor whether to claim 66 or to double",
        )
    verdict = best_choice(deal, values)
    if verdict is None:
        raise puzzle.error(
            "position.steps", "a false claim is worth as much as the best fair choice here"
        )
    best, margin = verdict
    if margin < MARGIN:
        close = sorted(c for c, v in values.items() if v > values[best] - MARGIN)
        raise tied(puzzle, close, "choice")
    game, section = puzzle.game, puzzle.section
    top = values[best]
    points = _side_points(deal)
    why: dict[str, Reason] = {}
    for choice, value in values.items():
        action = action_of(choice)
        params: dict = {
            "value": points_reason(game, section, value),
            "loss": points_reason(game, section, top - value, sign=False),
            "points": Reason("tactics.claim_points", game, section, {"n": points}),
        }
        if choice == best:
            if action.kind == "claim":
                code = "tactics.claim_right"
            else:
                line = best_line(deal, action)
                params["then"] = _then(game, section, line)
                if action.kind == "no_claim":
                    code = "tactics.play_on_right"
                else:
                    params["card"] = action.card
                    code = "tactics.best"
        elif action.kind == "claim":
            code = "tactics.claim_wrong"
        elif action_of(best).kind == "claim":
            code = "tactics.worse_than_claim"
            params["card"] = action.card
        elif action.kind == "no_claim":
            code = "tactics.play_on_wrong"
        else:
            code = "tactics.worse"
            params.update(card=action.card, best=action_of(best).card)
        why[choice] = Reason(code, game, section, params)
    choices = tuple(choice_of(a) for a in claim_choices(deal) or [])
    return Solution(choices, frozenset({best}), why[best], why)


def _then(game: str, section: str, line: Line) -> Reason:
    return then_reason(game, section, line.won, line.points)


def then_reason(game: str, section: str, won: int, points: int) -> Reason:
    """ "Your side takes 3 more tricks and ends with 70 card points" (honours in Schneider)."""
    honours = spec_of(game).points_kind == HONOURS
    return Reason(
        "tactics.then_honours" if honours else "tactics.then_points",
        game,
        section,
        {
            "tricks": Reason("tactics.tricks", game, section, {"n": won}),
            "points": points,
            "n": points,
        },
    )
