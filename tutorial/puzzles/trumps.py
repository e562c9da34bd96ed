"""Tactics puzzles at the first decision of a deal (issue 21 §1: "the decisions before it:
trumps"): which suit does F name as trumps? With every hand open, in Bauernschnapsen (S3 §02)
and Dreierschnapsen (S4 "Dealing").

F names trumps among the suits of his first three cards, or turns up one of his blind cards
and its suit is trumps. Each choice is valued like a bid (`tutorial.puzzles.bidding`): the
whole auction after it with best bids from everyone (two pairs in Bauernschnapsen, each bidder
for himself in Dreierschnapsen), then the talon, the doubles and best play of the whole deal, in
game points for F's side. A position is a puzzle when one suit F may name beats every other by
`tactics.MARGIN` and no blind card brings more (with every hand open the blind cards are seen,
so the question is which suit to name; a blind card worth more would make the question wrong).
"""

from __future__ import annotations

from tutorial.games.base import Action, Deal
from tutorial.games.cards import Suit
from tutorial.games.reasons import Reason
from tutorial.puzzles import bidding, tactics
from tutorial.puzzles.bidding import Bidding
from tutorial.puzzles.choices import choice_of
from tutorial.puzzles.model import Puzzle, Solution

NAME_TRUMP = "trump"
TURN_UP = "aufschlagen"  # turning up a blind card for trumps


class BlindBetter(Exception):
    """Turning up a blind card brings F more than the best suit he may name."""


def trump_choices(deal: Deal) -> list[Action] | None:
    """The suits F may name as trumps, when there are two or more; else None."""
    if deal.is_over():
        return None
    named = [a for a in deal.legal_actions() if a.kind == NAME_TRUMP]
    return named if len(named) >= 2 else None


def valued(deal: Deal, max_nodes: int = tactics.MAX_NODES) -> Bidding | None:
    """Every suit F may name valued with best bids and play after it; None if F is not naming
    trumps here. `NodeLimit`, `TooManyContracts` and `Undecided` as `bidding.valued`;
    `BlindBetter` if one suit is best by the margin and a blind card brings more still."""
    actions = trump_choices(deal)
    seat = deal.to_move
    if actions is None or seat is None:
        return None
    values: dict[str, int] = {}
    plays: dict[str, Deal] = {}
    for action in actions:
        child = deal.clone()
        child.apply(action)
        found = bidding.auction_for(child, seat, max_nodes).value(child)  # a suit: its own deal
        values[choice_of(action)], plays[choice_of(action)] = found
    ranked = sorted(values, key=lambda c: -values[c])
    found = Bidding(values, ranked[0], values[ranked[0]] - values[ranked[1]], plays)
    if found.margin >= tactics.MARGIN:  # else no puzzle anyway
        for action in deal.legal_actions():
            if action.kind == TURN_UP:
                child = deal.clone()
                child.apply(action)
                if bidding.auction_for(child, seat, max_nodes).value(child)[0] > values[found.best]:
                    raise BlindBetter
    return found


def answer(puzzle: Puzzle, deal: Deal) -> Solution:
    """ "Which trumps?": the one best suit by `tactics.MARGIN`, each suit explained by the
    contract best bids then reach, who plays it, and what the deal ends at."""
    try:
        found = bidding.judged(puzzle, lambda: valued(deal), "suit")
    except BlindBetter:
        reason = "turning up a blind card brings more than any suit F may name"
        raise puzzle.error("position.steps", reason) from None
    top = found.values[found.best]
    game, section = puzzle.game, puzzle.section
    best_phrase = Reason("tactics.naming", game, section, {"suit": _suit(found.best)})
    why: dict[str, Reason] = {}
    for choice, value in found.values.items():
        params = bidding.outcome(puzzle, deal, found.plays[choice], value, top)
        params.update(suit=_suit(choice), best=best_phrase)
        verdict = "right" if choice == found.best else "wrong"
        why[choice] = Reason(f"tactics.trump_{verdict}", game, section, params)
    choices = tuple(choice_of(a) for a in trump_choices(deal) or [])
    return Solution(choices, frozenset({found.best}), why[found.best], why)


def _suit(choice: str) -> str:
    """ "trump:H" → "♥" (suits are written by their symbol in every language, as the coach's)."""
    return Suit(choice.partition(":")[2]).symbol
