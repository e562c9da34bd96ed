"""Tactics puzzles in the auction (issue 21 §1: "bid the Schnapser"): bid a contract, or pass?
With every hand open, in Bauernschnapsen (S3 §03).

In Bauernschnapsen the partners sit across the table before any contract is bid, and the deal's
game points go to one pair and from the other, so the auction is a game between two fixed pairs:
each bid or pass has an exact value when everyone after it bids best, and then doubles (Kontra,
Rekontra …, `tutorial.puzzles.doubling`) and plays the whole deal best on the card core. The
value is in game points for the mover's pair, from the engine's own contract table, doubling and
scoring — nothing copied here. A position is a puzzle when one choice beats every other by
`tactics.MARGIN`.

Dreierschnapsen's auction is not such a game: there every bidder plays for himself and the two
others are not yet a side. Its moments are valued by `tutorial.puzzles.solo_auction` (each later
bidder does what is best for himself, whichever of his equal choices he takes), through the
same questions and explanations.

The auction has few states (highest bid, its holder, who has passed, who bids), and it ends in
one of few contracts, each played by one seat: both are kept, so every contract reachable is
valued once (`MAX_CONTRACTS` of them at most; a moment that reaches more is not a puzzle).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from tutorial.games.base import Action, Deal
from tutorial.games.reasons import Reason
from tutorial.games.registry import spec_of
from tutorial.puzzles import doubling, tactics
from tutorial.puzzles.choices import after_each, choice_of
from tutorial.puzzles.model import Puzzle, Solution
from tutorial.puzzles.solo_auction import SoloAuction, TooManyContracts, Undecided
from tutorial.solver.solve import NodeLimit

BID_KINDS = frozenset({"bid", "pass"})
AUCTION = "auction"
MAX_CONTRACTS = 32  # contracts (with who plays each) one moment may reach; each is a whole deal


def bidding_choices(deal: Deal) -> list[Action] | None:
    """The mover's bids and pass in an auction, else None (no auction here, or one choice)."""
    if deal.is_over():
        return None
    if getattr(deal, "phase", None) != AUCTION:
        return None
    actions = deal.legal_actions()
    if len(actions) < 2 or any(a.kind not in BID_KINDS for a in actions):
        return None
    return actions


@dataclass
class Auction:
    """The values found so far, for one seat's pair: by auction state and by contract."""

    seat: int
    max_nodes: int
    states: dict[Hashable, tuple[int, Deal]] = field(default_factory=dict)
    contracts: dict[Hashable, tuple[int, Deal]] = field(default_factory=dict)

    def value(self, deal: Deal) -> tuple[int, Deal]:
        """The value of `deal` for the seat's pair with best bids, doubles and play, and the
        first lead reached along them (the deal itself if it ended before the card play)."""
        if getattr(deal, "phase", None) != AUCTION:
            return self._contract(deal)
        key = _state_key(deal)
        known = self.states.get(key)
        if known is not None:
            return known
        mover = deal.to_move
        assert mover is not None
        ours = deal.side_for(mover, self.seat) == 0  # type: ignore[attr-defined]
        best: tuple[int, Deal] | None = None
        for _action, child in after_each(deal):
            found = self.value(child)
            if best is None or (found[0] > best[0] if ours else found[0] < best[0]):
                best = found
        assert best is not None
        self.states[key] = best
        return best

    def _contract(self, deal: Deal) -> tuple[int, Deal]:
        if deal.is_over():
            return deal.payoff(self.seat), deal
        key = (deal.contract.id, deal.declarer)  # type: ignore[attr-defined]
        known = self.contracts.get(key)
        if known is None:
            if len(self.contracts) >= MAX_CONTRACTS:
                raise TooManyContracts
            side = deal.side_of(self.seat)
            known = doubling.best_value(deal, self.seat, side, self.max_nodes)
            self.contracts[key] = known
        return known


def auction_for(deal: Deal, seat: int, max_nodes: int) -> Auction | SoloAuction:
    """How `seat`'s choices in this deal's auction are valued: between two fixed pairs, or
    each bidder for himself (`tutorial.puzzles.solo_auction`)."""
    if spec_of(deal.game).partnership:
        return Auction(seat, max_nodes)
    return SoloAuction(seat, max_nodes, MAX_CONTRACTS)


def _state_key(deal: Deal) -> Hashable:
    high = getattr(deal, "high", None)
    passed = frozenset(getattr(deal, "passed", ()))
    return (high.id if high is not None else None, getattr(deal, "holder", None), passed,
            deal.to_move)  # fmt: skip


@dataclass(frozen=True)
class Bidding:
    """Every choice valued for the mover's pair; the one best and its lead over the next, and
    for each choice the deal where best bids after it lead (its contract fixed, the doubles
    said, at the first lead)."""

    values: dict[str, int]  # choice code (`choices.choice_of`) → game points for the mover's pair
    best: str
    margin: int
    plays: dict[str, Deal]


def valued(deal: Deal, max_nodes: int = tactics.MAX_NODES) -> Bidding | None:
    """Every bid and the pass valued with best play from everyone after it; None if the mover
    is not asked to bid. `NodeLimit` if a card play needs more than `max_nodes` to solve,
    `TooManyContracts` if the auction may end in more than `MAX_CONTRACTS` ways, `Undecided` if
    later bidders' equal choices leave a choice's result open (`solo_auction`)."""
    actions = bidding_choices(deal)
    seat = deal.to_move
    if actions is None or seat is None:
        return None
    auction = auction_for(deal, seat, max_nodes)
    values: dict[str, int] = {}
    plays: dict[str, Deal] = {}
    for action in actions:
        child = deal.clone()
        child.apply(action)
        values[choice_of(action)], plays[choice_of(action)] = auction.value(child)
    ranked = sorted(values, key=lambda c: -values[c])
    best = ranked[0]
    return Bidding(values, best, values[best] - values[ranked[1]], plays)


def answer(puzzle: Puzzle, deal: Deal) -> Solution:
    """ "Bid, or pass?": the one best choice by `tactics.MARGIN`, each choice explained by the
    contract best bids then reach, who plays it, and what the deal ends at."""
    found = judged(puzzle, lambda: valued(deal), "choice")
    top = found.values[found.best]
    game, section = puzzle.game, puzzle.section
    best_phrase = _phrase(game, section, found.best)
    why: dict[str, Reason] = {}
    for choice, value in found.values.items():
        params = outcome(puzzle, deal, found.plays[choice], value, top)
        params["best"] = best_phrase
        kind = "pass" if choice == "pass" else "bid"
        if kind == "bid":
            params["contract"] = _contract(game, section, choice)
        verdict = "right" if choice == found.best else "wrong"
        why[choice] = Reason(f"tactics.{kind}_{verdict}", game, section, params)
    choices = tuple(choice_of(a) for a in bidding_choices(deal) or [])
    return Solution(choices, frozenset({found.best}), why[found.best], why)


def judged(puzzle: Puzzle, value: Callable[[], Bidding | None], what: str) -> Bidding:
    """`value()`, or the file refused naming `position.steps`: too big to solve, an auction
    that may end in too many ways, a result the later bidders' ties leave open, or no single
    best choice (`what`: "choice", "suit")."""
    try:
        found = value()
    except NodeLimit:
        raise tactics.too_big(puzzle) from None
    except TooManyContracts:
        raise too_many(puzzle) from None
    except Undecided:
        reason = "a later bidder's equal choices leave the result of a choice open"
        raise puzzle.error("position.steps", reason) from None
    assert found is not None
    top = found.values[found.best]
    if found.margin < tactics.MARGIN:
        close = [c for c in found.values if top - found.values[c] < tactics.MARGIN]
        raise tactics.tied(puzzle, close, what)
    return found


def outcome(puzzle: Puzzle, deal: Deal, play: Deal, value: int, top: int) -> dict[str, Any]:
    """What a choice before the auction's end leads to, as a reason's parameters: the contract
    and who plays it, the deal's end for the mover's side and how far below the best that is,
    and what follows (`doubling.then_reason`)."""
    game, section = puzzle.game, puzzle.section
    alone = bool(getattr(play, "without_talon", False))
    return {
        "value": tactics.points_reason(game, section, value),
        "loss": tactics.points_reason(game, section, top - value, sign=False),
        "high": contract_named(game, section, play.contract.id, alone),  # type: ignore[attr-defined]
        "seat": spec_of(game).parts.seat_label(play, play.declarer),  # type: ignore[attr-defined]
        "then": doubling.then_reason(puzzle, deal, play),
    }


def too_many(puzzle: Puzzle) -> Exception:
    """The refusal of a moment whose auction may end in more than `MAX_CONTRACTS` ways."""
    reason = f"the auction may end in more than {MAX_CONTRACTS} contracts from here"
    return puzzle.error("position.steps", reason)


def contract_named(game: str, section: str, contract: str, alone: bool) -> str | Reason:
    """A contract as an explanation names it: its id (the reader's name for it), or "Bettler
    without the talon" when its declarer plays without the talon (Dreierschnapsen S4)."""
    if not alone:
        return contract
    return Reason("tactics.without_talon", game, section, {"contract": contract})


def _contract(game: str, section: str, choice: str) -> str | Reason:
    """The contract a bid names ("bid:bettler+": Bettler, without the talon)."""
    contract = choice.partition(":")[2]
    return contract_named(game, section, contract.removesuffix("+"), contract.endswith("+"))


def _phrase(game: str, section: str, choice: str) -> Reason:
    """ "passing" / "bidding Schnapser", for "… keeps more"."""
    if choice == "pass":
        return Reason("tactics.passing", game, section)
    return Reason("tactics.bidding", game, section, {"contract": _contract(game, section, choice)})
