"""Tactics puzzles before the first card (issue 21 §1): "double the stake, or not?" with open hands.

Once the contract is fixed, the defenders are asked in turn whether they double (Bauernschnapsen:
Kontra, then Rekontra and Subkontra, S3 §05; Dreierschnapsen: Spritzen, Retour, Re, S4
"Flecken"). With every hand shown the question has an exact answer: each choice is followed by
the other players' best answers to it (a double can be doubled back) and by best play of the
whole deal, solved on the card core (`Deal.fast_search`). The value is the deal's result for the
mover's side in game points, so a double that wins doubles the win and one that loses doubles
the loss — the engine's own scoring, nothing copied here. A position is a puzzle when one choice
is better than the other by `tactics.MARGIN`.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutorial.games.base import Action, Deal
from tutorial.games.cards import Card
from tutorial.games.reasons import Reason
from tutorial.games.registry import spec_of
from tutorial.puzzles import tactics
from tutorial.puzzles.choices import choice_of
from tutorial.puzzles.model import Puzzle, Solution
from tutorial.solver.search import INF
from tutorial.solver.solve import NodeLimit, SolverError, solve

DOUBLING_KINDS = frozenset({"kontra", "no_kontra"})
DISCARD = "discard"  # laying a card of the talon away


def doubling_choices(deal: Deal) -> list[Action] | None:
    """The mover's two choices when he is asked whether to double, else None."""
    if deal.is_over():
        return None
    actions = deal.legal_actions()
    if len(actions) != 2 or {a.kind for a in actions} != DOUBLING_KINDS:
        return None
    return actions


@dataclass(frozen=True)
class Doubled:
    """The two choices valued for the mover's side, and for each the position where the card
    play starts after it (everyone then answering best)."""

    values: dict[str, int]  # choice code (`choices.choice_of`) → game points for the mover's side
    best: str
    margin: int
    plays: dict[str, Deal]  # choice code → the first lead after it and the best answers to it


def valued(deal: Deal, max_nodes: int = tactics.MAX_NODES) -> Doubled | None:
    """Both choices valued with best play from everyone after them; None if the mover is not
    asked to double. `NodeLimit` if a card play needs more than `max_nodes` to solve."""
    actions = doubling_choices(deal)
    seat = deal.to_move
    if actions is None or seat is None:
        return None
    side = deal.side_of(seat)
    results = {}
    for action in actions:
        child = deal.clone()
        child.apply(action)
        results[choice_of(action)] = best_value(child, seat, side, max_nodes)
    values = {choice: value for choice, (value, _play) in results.items()}
    best = max(values, key=lambda c: (values[c], c == "no_kontra"))  # a tie: the safe choice
    other = min(values, key=lambda c: c == best)
    plays = {choice: play for choice, (_value, play) in results.items()}
    return Doubled(values, best, values[best] - values[other], plays)


def best_value(
    deal: Deal,
    seat: int,
    side: int | None,
    max_nodes: int,
    alpha: int = -INF,
    beta: int = INF,
    laid: Card | None = None,
) -> tuple[int, Deal]:
    """The value for `seat`'s side of `deal` (before the card play: the auction's end, the
    talon, the doubling) under best play, and the first lead reached along the best answers.
    Alpha-beta: exact when it lies strictly between `alpha` and `beta`, else a bound on the side
    where the window was left (as `Search.value`); the card play is searched in that window.
    `laid`: the card just laid away from the talon; the two cards laid away count for nobody
    whichever goes first (S4 "Talon"), so each pair is searched once, its lower card first."""
    if deal.is_over():
        return deal.payoff(seat), deal
    fast = deal.fast_search(seat, max_nodes, True)
    if fast is not None:
        bound = deal.payoff_bound()
        low, high = (alpha, beta) if bound is None else (max(alpha, -bound), min(beta, bound))
        if low >= high:  # the window lies beyond what the deal can bring: that edge is the bound
            return (high if high <= alpha else low), deal
        return fast.value(low, high), deal
    mover = deal.to_move
    if mover is None or deal.side_of(mover) is None:
        raise SolverError("the doubling is asked before the sides are fixed")
    ours = deal.side_of(mover) == side
    best: tuple[int, Deal] | None = None
    actions = deal.legal_actions()
    pairs = laid is None and laying_first(deal)
    if pairs:  # the highest card goes second in each of its pairs
        top = max(a.card.index for a in actions if a.card is not None)
        actions = [a for a in actions if a.card is not None and a.card.index != top]
    elif laid is not None:
        actions = [a for a in actions if a.card is None or a.card.index > laid.index]
    for action in actions:
        child = deal.clone()
        child.apply(action)
        first = action.card if pairs else None
        value, play = best_value(child, seat, side, max_nodes, alpha, beta, first)
        if best is None or (value > best[0] if ours else value < best[0]):
            best = value, play
        if ours:
            alpha = max(alpha, value)
        else:
            beta = min(beta, value)
        if alpha >= beta:
            break
    assert best is not None
    return best


def laying_first(deal: Deal) -> bool:
    """Whether the mover is about to lay the first of the talon's two cards away: every choice
    lays a card away, and none has been laid since the talon was taken."""
    actions = deal.legal_actions()
    if not actions or any(a.kind != DISCARD or a.card is None for a in actions):
        return False
    events = deal.events
    since = next((i for i in range(len(events) - 1, -1, -1) if events[i]["type"] == "talon"), None)
    return since is not None and not any(
        e["type"] == "action" and e["action"]["kind"] == DISCARD for e in events[since:]
    )


def answer(puzzle: Puzzle, deal: Deal) -> Solution:
    """ "Double, or not?": the one best choice by `tactics.MARGIN`, each choice explained by what
    the deal ends at after it, the best one by what the mover's side then takes."""
    try:
        found = valued(deal)
    except NodeLimit:
        raise tactics.too_big(puzzle) from None
    assert found is not None
    if found.margin < tactics.MARGIN:
        raise tactics.tied(puzzle, sorted(found.values), "choice")
    game, section = puzzle.game, puzzle.section
    doubling = double_name(deal)
    top = found.values[found.best]
    why: dict[str, Reason] = {}
    for choice, value in found.values.items():
        doubles = choice == "kontra"
        params: dict = {
            "doubling": doubling,
            "value": tactics.points_reason(game, section, value),
            "loss": tactics.points_reason(game, section, top - value, sign=False),
        }
        params["then"] = then_reason(puzzle, deal, found.plays[choice])
        if choice == found.best:
            code = "tactics.double_right" if doubles else "tactics.no_double_right"
        else:
            code = "tactics.double_wrong" if doubles else "tactics.no_double_wrong"
        why[choice] = Reason(code, game, section, params)
    choices = tuple(choice_of(a) for a in doubling_choices(deal) or [])
    return Solution(choices, frozenset({found.best}), why[found.best], why)


def double_name(deal: Deal) -> str:
    """The game's word for this double ("kontra", "rekontra", "spritzen" …), as the engine
    writes it in the deal's log when the double is said."""
    doubled = deal.clone()
    doubled.apply(Action("kontra"))
    said = [e for e in doubled.events if e.get("type") == "kontra"]
    return str(said[-1].get("name", "kontra")) if said else "kontra"


def then_reason(puzzle: Puzzle, deal: Deal, play: Deal) -> Reason:
    """What follows a choice with best play: a double said back (or by the partner) if any, and
    what the mover's side takes in the card play."""
    game, section, seat = puzzle.game, puzzle.section, deal.to_move
    won = points = 0
    if not play.is_over():
        first = solve(play, max_nodes=tactics.MAX_NODES, fair=True).best
        line = tactics.best_line(play, first, seat=seat)
        won, points = line.won, line.points
    params = {
        "tricks": Reason("tactics.tricks_all", game, section, {"n": won}),
        "points": points,
        "n": points,
    }
    after = play.events[len(deal.events) + 1 :]  # past the choice's own action
    answers = next((i for i, e in enumerate(after) if e.get("type") == "action"), len(after))
    said = [e for e in after[answers:] if e.get("type") == "kontra"]  # by the others
    if not said:
        return Reason("tactics.card_play", game, section, params)
    label = spec_of(game).parts.seat_label
    last = said[-1]
    params.update(seat=label(play, int(last["player"])), doubling=str(last.get("name", "kontra")))
    return Reason("tactics.card_play_doubled", game, section, params)
