"""Random play-outs on the engine and on the card core on masks side by side (issue 23), for
`tests/test_solver_masks.py` and the 100,000-deal run `bench/agree_masks.py`: deals at their first
lead under random mixes of each game's own options, and a walk that compares the mover, the legal
moves and the result at every position."""

from __future__ import annotations

import random
import typing
from dataclasses import fields
from enum import Enum
from typing import Any

from tests.schnapsen_helpers import force_contract
from tests.solver_helpers import quiet_auction
from tutorial.games.base import Action, Deal
from tutorial.games.registry import GAMES
from tutorial.games.schnapsen.deal import SchnapsenDeal
from tutorial.games.schnapsen.masks import CardSearch, action_of

SCHNAPSEN = ["bauernschnapsen", "dreierschnapsen"]


def random_options(game: str, rng: random.Random) -> dict[str, Any]:
    """A random mix of the game's own options: every field of its options class, each enum and
    flag drawn from its values, each number from its allowed range."""
    rules = GAMES[game]
    cls = rules.options_class  # type: ignore[attr-defined]
    hints = typing.get_type_hints(cls)
    mix: dict[str, Any] = {}
    for f in fields(cls):
        kind = hints[f.name]
        if isinstance(kind, type) and issubclass(kind, Enum):
            mix[f.name] = rng.choice(list(kind)).value
        elif kind is bool:
            mix[f.name] = rng.random() < 0.5
        else:
            low, high = rules.ranges[f.name]  # type: ignore[attr-defined]
            mix[f.name] = rng.randint(low, min(high, low + 3))
    return mix


def play_starts(game: str, seed: int) -> SchnapsenDeal | None:
    """A deal at its first lead under a random option mix: the auction played at random, kept
    quiet (the Normal game) every other seed, steered to a random contract every third."""
    rng = random.Random(f"masks:{game}:{seed}")
    deal = GAMES[game].new_deal(seed, random_options(game, rng))
    assert isinstance(deal, SchnapsenDeal)
    if seed % 3 == 2:
        contract = rng.choice([row.id for row in deal.table_rows])
        if not force_contract(deal, contract, rng):
            return None
    while not deal.is_over() and deal.phase.value not in ("play", "claim"):
        legal = deal.legal_actions()
        if seed % 2 == 0:
            legal = quiet_auction(legal)
        deal.apply(rng.choice(legal))
    return None if deal.is_over() else deal


def engine_moves(deal: Deal, fair: bool) -> set[Action]:
    """The engine's legal actions, less those good only by the letter when `fair` (as the
    generic solver leaves them out: only where a claim is among them)."""
    legal = deal.legal_actions()
    if fair and any(a.kind == "claim" for a in legal):
        legal = [a for a in legal if not deal.letter_only(a)]
    return set(legal)


def walk(game: str, seed: int) -> int:
    """Play one deal out at random on the engine and on the core side by side; at every
    position compare the mover and the legal moves, at the end the value. Positions checked."""
    deal = play_starts(game, seed)
    if deal is None:
        return 0
    rng = random.Random(f"walk:{seed}")
    seat = rng.randrange(deal.players)
    fair = seed % 2 == 1
    core = CardSearch(deal, seat, fair=fair, merge=False)
    checked = 0
    while True:
        assert core.to_move == deal.to_move
        mine = {action_of(m) for m in core.legal_moves()}
        assert mine == engine_moves(deal, fair), (seed, deal.trick, deal.to_move)
        checked += 1
        action = rng.choice(deal.legal_actions())
        end = core.play(action)
        deal.apply(action)
        if deal.is_over():
            assert end == deal.payoff(seat), (seed, action)
            return checked
        assert end is None, (seed, action)
