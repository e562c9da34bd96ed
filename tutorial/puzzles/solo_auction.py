"""The auction valued when every bidder plays for himself (Dreierschnapsen S4 "Bidding"), for
the tactics "bid, or pass?" and "which trumps?" with every hand open.

In Dreierschnapsen nobody has a partner while the bids go round: the highest bid makes its
bidder the declarer and the two others his defenders only then. So the auction is not a game
between two sides, and "best bids from everyone after you" means: each later bidder picks what
is best for himself, knowing that everyone after him does the same (each player's own result,
the deal's game points for his side once the sides are fixed — the engine's `payoff`).

A later bidder may have two choices equally good for himself and different for the others.
Nobody can say which he takes, so a choice's outcome here is the set of every result it may
lead to, whichever of his equal choices each later bidder takes (every subgame-perfect
outcome): a result of one choice is possible when it is at least as good for the bidder as the
worst result of each other choice (those bidders after him can break their own ties that way).
A question has an answer only where, for the player asked, every choice leads to one result
for him (`Undecided` otherwise), so "the deal ends at +9 for you" holds however the ties fall.

Each contract reached (with its declarer, and whether he plays without the talon) is valued
once, with the talon, the doubles and best play of the whole deal (`doubling.best_value`).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field

from tutorial.games.base import Deal
from tutorial.puzzles import doubling
from tutorial.puzzles.choices import after_each

AUCTION = "auction"


class TooManyContracts(Exception):
    """The auction after this moment reaches more contracts than the limit asked for."""


class Undecided(Exception):
    """A later bidder's equal choices leave the asked player's result open."""


Outcome = tuple[tuple[int, ...], Deal]  # each seat's result, and the first lead reached


@dataclass
class SoloAuction:
    """The outcomes found so far in one deal's auction: by auction state and by contract."""

    seat: int
    max_nodes: int
    contract_limit: int  # contracts (with declarer and talon) to value at most; each a whole deal
    states: dict[Hashable, list[Outcome]] = field(default_factory=dict)
    contracts: dict[Hashable, Outcome] = field(default_factory=dict)

    def value(self, deal: Deal) -> tuple[int, Deal]:
        """The asked seat's one result of `deal` with best bids, doubles and play after it, and
        the first lead reached along them. `Undecided` if later bidders' ties leave it open."""
        outcomes = self.outcomes(deal)
        if len({result[self.seat] for result, _play in outcomes}) > 1:
            raise Undecided
        result, play = outcomes[0]
        return result[self.seat], play

    def outcomes(self, deal: Deal) -> list[Outcome]:
        """Every outcome `deal` may lead to when each bidder after it picks one of his best
        choices, however the ties after him are broken."""
        if getattr(deal, "phase", None) != AUCTION:
            return [self._contract(deal)]
        key = _state_key(deal)
        known = self.states.get(key)
        if known is not None:
            return known
        mover = deal.to_move
        assert mover is not None
        per_action = [self.outcomes(child) for _action, child in after_each(deal)]
        worst = [min(result[mover] for result, _ in found) for found in per_action]
        kept: dict[tuple[int, ...], Outcome] = {}
        for number, found in enumerate(per_action):
            others = worst[:number] + worst[number + 1 :]
            floor = max(others) if others else None
            for outcome in found:
                if floor is None or outcome[0][mover] >= floor:
                    kept.setdefault(outcome[0], outcome)
        self.states[key] = list(kept.values())
        return self.states[key]

    def _contract(self, deal: Deal) -> Outcome:
        seats = range(deal.players)  # type: ignore[attr-defined]
        if deal.is_over():
            return tuple(deal.payoff(s) for s in seats), deal
        declarer = deal.declarer  # type: ignore[attr-defined]
        key = (deal.contract.id, declarer, deal.without_talon)  # type: ignore[attr-defined]
        known = self.contracts.get(key)
        if known is None:
            if len(self.contracts) >= self.contract_limit:
                raise TooManyContracts
            side = deal.side_of(declarer)
            value, play = doubling.best_value(deal, declarer, side, self.max_nodes)
            results = tuple(value if deal.side_of(s) == side else -value for s in seats)
            known = self.contracts[key] = (results, play)
        return known


def _state_key(deal: Deal) -> Hashable:
    """The bids so far (each seat's contract and talon, or its pass), the stage of the auction
    and who bids: all that the rest of the auction depends on."""
    bids = getattr(deal, "bids", {})
    said = tuple(
        sorted((seat, None if bid is None else (bid[0].id, bid[1])) for seat, bid in bids.items())
    )
    return said, getattr(deal, "auction_stage", 0), deal.to_move
