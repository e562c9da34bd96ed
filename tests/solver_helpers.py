"""Positions for the solver and bot tests: seeded deals brought near their end, and a plain
minimax to check the solver against (no table, no pruning, no undo: a fresh copy per move)."""

from __future__ import annotations

import random

from tutorial.games.base import Action, Deal
from tutorial.games.registry import GAMES

TRICKS = {"schneider": 16, "bauernschnapsen": 5, "dreierschnapsen": 6}


def minimax(deal: Deal, seat: int) -> int:
    """The value of `deal` for `seat`'s side by trying every line of play to the end."""
    if deal.is_over():
        return deal.payoff(seat)
    values = []
    for action in deal.legal_actions():
        child = deal.clone()
        child.apply(action)
        values.append(minimax(child, seat))
    mover = deal.to_move
    assert mover is not None
    ours = deal.side_of(mover) == deal.side_of(seat)
    return max(values) if ours else min(values)


def quiet_auction(legal: list[Action]) -> list[Action]:
    """The choices that lead to F's Normal game: pass, do not double, or bid Normal."""
    quiet = [a for a in legal if a.kind in ("pass", "no_kontra")]
    return quiet or [a for a in legal if a.kind != "bid" or a.value == "normal"] or legal


def late_positions(
    game: str, count: int, tricks_left: tuple[int, ...], first_seed: int = 0
) -> list[Deal]:
    """`count` positions of seeded deals with at most `tricks_left` tricks to go (any point of a
    trick); in Schnapsen every other deal is steered into the Normal game, claims and all."""
    rules = GAMES[game]
    found: list[Deal] = []
    seed = first_seed
    while len(found) < count:
        seed += 1
        rng = random.Random(f"late:{game}:{seed}")
        deal = rules.new_deal(seed)
        left = rng.choice(tricks_left)
        extra = rng.randrange(4)
        normal = game != "schneider" and seed % 2 == 0
        while not deal.is_over():
            near_end = TRICKS[game] - deal.tricks_played <= left  # type: ignore[attr-defined]
            if deal.side_of(deal.to_move) is not None and near_end:
                if extra == 0:
                    break
                extra -= 1
            legal = deal.legal_actions()
            before_play = (
                deal.side_of(deal.to_move) is None or getattr(deal, "phase", "") == "doubling"
            )
            if normal and before_play:
                legal = quiet_auction(legal)
            deal.apply(rng.choice(legal))
        if not deal.is_over():
            found.append(deal)
    return found


def claim_leads(game: str, count: int, first_seed: int = 0) -> list[Deal]:
    """`count` seeded Schnapsen positions of the Normal game where the player on lead may claim:
    the auction kept quiet, the cards played at random up to a randomly chosen trick."""
    found: list[Deal] = []
    seed = first_seed
    while len(found) < count:
        seed += 1
        rng = random.Random(f"claim-lead:{game}:{seed}")
        deal = GAMES[game].new_deal(seed)
        target = rng.randrange(1, TRICKS[game])
        while not deal.is_over():
            legal = deal.legal_actions()
            lead = getattr(deal, "phase", "") == "play" and not deal.trick  # type: ignore[attr-defined]
            if lead and deal.tricks_played >= target and any(a.kind == "claim" for a in legal):  # type: ignore[attr-defined]
                found.append(deal)
                break
            if deal.side_of(deal.to_move) is None or getattr(deal, "phase", "") == "doubling":  # type: ignore[arg-type]
                legal = quiet_auction(legal)
            deal.apply(rng.choice(legal))
    return found


def schneider_endgame(seed: int, steps: int) -> Deal:
    """A seeded Schneider deal played by the rule of thumb until the talon is empty, then `steps`
    random plays on."""
    from tutorial.bots.rules_bot import RulesBot

    deal = GAMES["schneider"].new_deal(seed)
    player, rng = RulesBot(seed), random.Random(seed)
    while deal.talon:  # type: ignore[attr-defined]
        deal.apply(player.choose(deal))
    for _ in range(steps):
        deal.apply(rng.choice(deal.legal_actions()))
    return deal
