"""Perfect-information search of a deal: alpha-beta with a transposition table, through the shared
game API (`legal_actions`, `apply`, `undo`, `is_over`, `payoff`, `state_key`).

Every player sees every card. The value of a position is what the finished deal is worth to one
seat's side under best play by both sides (`Deal.payoff`): game points in Schnapsen (claims of 66
are actions like any other), victory points in Schneider. Values are whole numbers, so the table
keeps a lower and an upper bound per position and the search stops as soon as they meet.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from tutorial.games.base import Action, Deal, NodeLimit

INF = 1_000_000
__all__ = [
    "INF",
    "FreesItsTables",
    "NodeLimit",
    "Search",
    "SolverError",
    "best_child",
    "cached",
    "entry_after",
    "searcher",
]


class SolverError(ValueError):
    """A position the solver cannot search (the sides are not fixed yet, or too big a tree)."""


Table = dict[Hashable, tuple[int, int, Action | None]]
Evaluator = Callable[[Deal, int], int]  # (position, seat) → value; must leave the position as found


class FreesItsTables:
    """A search whose recursive closure refers to itself: the closure, its tables and caches form
    a reference cycle that outlives the search object and waits for the cyclic garbage
    collector, which then walks and frees it inside a full (generation 2) collection — 20 to 190
    ms each, on whichever search or page happens to be running (measured in
    `bench/bench_masks.py`). The search object itself is in no cycle, so it goes as soon as its
    caller drops it, and with it go its tables' contents (`_tables`, emptied here)."""

    _tables: tuple[dict[Any, Any] | list[Any], ...] = ()

    def __del__(self) -> None:
        for table in self._tables:
            table.clear()


@dataclass
class Search(FreesItsTables):
    """One search from one seat's side on a private, undo-enabled copy of a deal. The table is
    kept between calls, so solving the root's actions one after another shares the work."""

    deal: Deal
    seat: int
    side: int
    max_nodes: int | None = None
    horizon: int | None = None  # plies; past it, `evaluate` stands in for the end
    evaluate: Evaluator | None = None  # default: the game's own `estimate`
    fair: bool = False  # leave out what is good only by the letter of the card (`letter_only`)
    table: Table = field(default_factory=dict)
    counter: list[int] = field(default_factory=lambda: [0])
    _run: Any = None

    def __post_init__(self) -> None:
        self._tables = (self.table,)

    @property
    def nodes(self) -> int:
        return self.counter[0]

    def value(self, alpha: int = -INF, beta: int = INF, depth: int | None = None) -> int:
        """The position's value for `seat`'s side: exact when it lies strictly between alpha and
        beta, else a bound on the side where the window was left. `depth`: plies to the horizon
        (default: the search's own; no horizon, no limit)."""
        if self._run is None:
            self._run = _alphabeta(self)
        if depth is None:
            depth = self.horizon if self.horizon is not None else -1
        return self._run(alpha, beta, depth)


def cached(entry: tuple[int, int, Any], alpha: int, beta: int) -> tuple[int | None, int, int]:
    """What a table entry (lower, upper, best move) says: the value if it settles the window,
    else None and the window narrowed to the entry's bounds."""
    lower, upper, _ = entry
    if lower >= beta or lower == upper:
        return lower, alpha, beta
    if upper <= alpha:
        return upper, alpha, beta
    return None, lower if lower > alpha else alpha, upper if upper < beta else beta


def entry_after(
    entry: tuple[int, int, Any] | None, result: int, alpha: int, beta: int, best: Any
) -> tuple[int, int, Any]:
    """The table entry after searching a position in the window (alpha, beta): an exact value
    inside it, a bound on the side the result left it."""
    lower, upper = (-INF, INF) if entry is None else (entry[0], entry[1])
    if result <= alpha:
        upper = result if result < upper else upper
    elif result >= beta:
        lower = result if result > lower else lower
    else:
        lower = upper = result
    return (lower, upper, best)


def best_child(
    moves: list[Any], child: Callable[[Any, int, int], int], maximizing: bool, alpha: int, beta: int
) -> tuple[int, Any, bool]:
    """One position's moves tried in order (`child`: the value after a move, in a window):
    its value, the move that gave it, and whether the window was left (a cut-off)."""
    best = None
    if maximizing:
        result = -INF
        for move in moves:
            v = child(move, alpha, beta)
            if v > result:
                result, best = v, move
                if v > alpha:
                    alpha = v
                    if v >= beta:
                        return result, best, True
        return result, best, False
    result = INF
    for move in moves:
        v = child(move, alpha, beta)
        if v < result:
            result, best = v, move
            if v < beta:
                beta = v
                if v <= alpha:
                    return result, best, True
    return result, best, False


def _ordered(actions: list[Action], first: Action | None) -> list[Action]:
    """The table's best action first, then claims (a claim ends the deal: cheap to look at and
    often best), then the rest in the engine's order."""
    if first is not None:
        for i, action in enumerate(actions):
            if action is first:
                if i:
                    actions[0], actions[i] = actions[i], actions[0]
                return actions
    last = actions[-1]
    if last.kind == "claim":
        actions.insert(0, actions.pop())
    return actions


def _fair_actions(deal: Deal) -> Callable[[], list[Action]]:
    """The legal actions without those good only by the letter of the card (never all of them:
    a claim always comes with the choice not to claim)."""
    legal, letter_only = deal.legal_actions, deal.letter_only

    def fair() -> list[Action]:
        actions = legal()
        if any(a.kind == "claim" for a in actions):
            actions = [a for a in actions if not letter_only(a)]
        return actions

    return fair


def _alphabeta(search: Search) -> Any:
    """The recursive search as a closure over the deal's bound methods (the hot loop)."""
    deal, table, counter = search.deal, search.table, search.counter
    seat, side, limit = search.seat, search.side, search.max_nodes
    key_of, legal, apply, undo = deal.state_key, deal.legal_actions, deal.apply, deal.undo
    if search.fair and type(deal).letter_only is not Deal.letter_only:
        legal = _fair_actions(deal)
    get = table.get
    limited = search.horizon is not None
    payoff = deal.estimate if limited else deal.payoff  # type: ignore[attr-defined]
    evaluate = search.evaluate
    ours: dict[int, bool] = {}  # seat → on the searching side (sides are fixed from here on)

    def value(alpha: int, beta: int, depth: int) -> int:
        """`depth`: plies left before the horizon (negative: no horizon)."""
        mover = deal.to_move
        if mover is None:
            return payoff(seat)
        if depth == 0:
            return evaluate(deal, seat) if evaluate is not None else payoff(seat)
        counter[0] += 1
        if limit is not None and counter[0] > limit:
            raise NodeLimit
        key = key_of()
        if limited and key is not None:
            key = (key, depth)
        first = None
        entry = get(key) if key is not None else None
        if entry is not None:
            settled, alpha, beta = cached(entry, alpha, beta)
            if settled is not None:
                return settled
            first = entry[2]
        a0, b0 = alpha, beta
        maximizing = ours.get(mover)
        if maximizing is None:
            maximizing = ours[mover] = deal.side_of(mover) == side

        def child(action: Action, alpha: int, beta: int) -> int:
            apply(action)
            v = value(alpha, beta, depth - 1)
            undo()
            return v

        result, best, _ = best_child(_ordered(legal(), first), child, maximizing, alpha, beta)
        if key is not None:
            table[key] = entry_after(entry, result, a0, b0, best)
        return result

    return value


def searcher(
    deal: Deal,
    seat: int,
    max_nodes: int | None = None,
    horizon: int | None = None,
    evaluate: Evaluator | None = None,
    fair: bool = False,
) -> Search:
    """A search of a private copy of `deal` (the caller's deal is never touched). With a
    `horizon`, positions that many plies ahead are valued by `evaluate` (default: the game's
    `estimate`), and finished deals by `estimate` too, so all values share its scale. `fair`:
    nobody takes an action good only by the letter of the card (`Deal.letter_only`)."""
    side = deal.side_of(seat)
    if side is None:
        raise SolverError(
            "the solver starts once the contract is fixed: the sides are not known yet"
        )
    if horizon is not None and not hasattr(deal, "estimate"):
        raise SolverError(f"{deal.game} has no estimate for a search with a horizon")
    copy = deal.clone()
    copy.enable_undo()
    return Search(copy, seat, side, max_nodes, horizon, evaluate, fair)
