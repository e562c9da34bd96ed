"""Tactics puzzles at the first decision of a deal (issue 21 §1: "the decisions before it:
trumps"): which suit does F name as trumps? With every hand open, in Bauernschnapsen (S3 §02).

F names trumps among the suits of his first three cards (or turns up a blind card, which with
every hand open is only another way of naming its suit; the puzzle leaves it out). Each suit
is valued like a bid (`tutorial.puzzles.bidding`): the whole auction after it with best bids
from both pairs, then the doubles and best play of the whole deal, in game points for F's pair.
A position is a puzzle when one suit beats every other by `tactics.MARGIN`.
"""

from __future__ import annotations

from tutorial.games.base import Action, Deal
from tutorial.games.cards import Suit
from tutorial.games.reasons import Reason
from tutorial.games.registry import spec_of
from tutorial.puzzles import bidding, tactics
from tutorial.puzzles.bidding import Auction, Bidding
from tutorial.puzzles.choices import choice_of
from tutorial.puzzles.model import Puzzle, Solution

NAME_TRUMP = "trump"


def trump_choices(deal: Deal) -> list[Action] | None:
    """The suits F may name as trumps, when there are two or more and the auction after them is
    one between two fixed pairs; else None."""
    if deal.is_over() or not spec_of(deal.game).partnership:
        return None
    named = [a for a in deal.legal_actions() if a.kind == NAME_TRUMP]
    return named if len(named) >= 2 else None


def valued(deal: Deal, max_nodes: int = tactics.MAX_NODES) -> Bidding | None:
    """Every suit F may name valued with best bids and play after it; None if F is not naming
    trumps here. `NodeLimit` and `TooManyContracts` as `bidding.valued`."""
    actions = trump_choices(deal)
    seat = deal.to_move
    if actions is None or seat is None:
        return None
    values: dict[str, int] = {}
    plays: dict[str, Deal] = {}
    for action in actions:
        child = deal.clone()
        child.apply(action)
        found = Auction(seat, max_nodes).value(child)  # each suit its own deal to remember
        values[choice_of(action)], plays[choice_of(action)] = found
    ranked = sorted(values, key=lambda c: -values[c])
    return Bidding(values, ranked[0], values[ranked[0]] - values[ranked[1]], plays)


def answer(puzzle: Puzzle, deal: Deal) -> Solution:
    """ "Which trumps?": the one best suit by `tactics.MARGIN`, each suit explained by the
    contract best bids then reach, who plays it, and what the deal ends at."""
    found = bidding.judged(puzzle, lambda: valued(deal), "suit")
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
