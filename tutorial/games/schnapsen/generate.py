"""Practice puzzles for Bauernschnapsen and Dreierschnapsen, drawn from positions the engine deals.

A seeded deal is played with random legal actions (the auction kept calm, so most deals reach the
play) until a random point in the play; the question is asked about the trick on the table and the
hand of the player to move. Claim questions draw their numbers from the ranges a deal can produce.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tutorial.games.cards import parse_card
from tutorial.games.registry import GAMES
from tutorial.games.schnapsen.sections import section
from tutorial.puzzles.model import Puzzle
from tutorial.words.i18n import N_, NP_, Message

PROMPTS: dict[str, Message] = {
    "trick_winner": N_("{contract}, trumps: {trump}. The trick is {trick}. Which card takes it?"),
    "legal_cards": N_(
        "{contract}, trumps: {trump}. On the table: {trick}. {player} holds {hand}. Which cards "
        "may {player} play?"
    ),
    "is_legal": N_(
        "{contract}, trumps: {trump}. On the table: {trick}. {player} holds {hand}. May {player} "
        "play {play}?"
    ),
    "winning_card": N_(
        "{contract}, trumps: {trump}. On the table: {trick}. {player} holds {hand}. Which card "
        "takes the trick, if any?"
    ),
    "deal_score": NP_(
        "Normal game: a side claims with {claim} card points; the opponents have {tricks} trick "
        "and {points} card points. Who gets how many game points?",
        "Normal game: a side claims with {claim} card points; the opponents have {tricks} tricks "
        "and {points} card points. Who gets how many game points?",
        "tricks",
    ),
}

# (kind, prompt values, position) -> a puzzle, or None if the position is not clear-cut
Finish = Callable[[str, str, dict[str, Any], dict[str, Any]], Puzzle | None]


def play_position(game: str, rng: random.Random, seed: int) -> Any:
    """A real position: a seeded deal, played with random legal actions into its play phase."""
    deal = GAMES[game].new_deal(seed)
    stop_after = rng.randrange(0, 16)
    plays = 0
    while not deal.is_over():
        actions = deal.legal_actions()
        if deal.phase.value == "play" and all(a.kind == "play" for a in actions):
            if plays >= stop_after:
                return deal
            plays += 1
        calm = [a for a in actions if a.kind in ("pass", "no_kontra", "no_claim")]
        normal = [a for a in actions if a.kind == "bid" and a.value == "normal"]
        pool = normal or (calm if calm and rng.random() < 0.8 else actions)
        deal.apply(rng.choice(pool))
    return None


def trick_question(
    game: str, kind: str, rng: random.Random, seed: int, finish: Finish
) -> Puzzle | None:
    """A question about the trick on the table in a real position."""
    deal = play_position(game, rng, seed)
    if deal is None or deal.contract is None:
        return None
    trump = deal.play_trump.value if deal.play_trump else None
    hand = list(deal.hands[deal.to_move])
    trick = list(deal.trick)
    position: dict[str, Any] = {"contract": deal.contract.id, "trick": [c.symbol for c in trick]}
    if trump:
        position["trump"] = trump
    values: dict[str, Any] = {
        "contract": deal.contract.id,
        "trump": trump,
        "player": deal.role(deal.to_move),
    }
    if kind == "trick_winner":
        if not trick:
            return None
        finished = deal.clone()
        finished.apply(rng.choice(deal.legal_actions()))
        last = next((e for e in reversed(finished.events) if e["type"] == "trick"), None)
        if last is None or last["number"] != deal.tricks_played + 1:
            return None
        cards = [parse_card(c) for c in last["cards"]]
        position["trick"] = [c.symbol for c in cards]
        values["trick"] = cards
    else:
        position["hand"] = [c.symbol for c in hand]
        values.update(trick=trick or "—", hand=hand)
        if kind == "is_legal":
            play = rng.choice(hand)
            position["play"] = [play.symbol]
            values["play"] = [play]
    return finish(kind, section(game, "tricks"), values, position)


def claim_question(game: str, rng: random.Random, finish: Finish) -> Puzzle | None:
    """What a claim of 66 scores, for numbers a Normal game can produce."""
    tricks = rng.choice([0, 1, 1, 2, 3])
    points = 0 if tricks == 0 else rng.randrange(2 * tricks + 10, min(70, 30 * tricks + 1))
    claim = rng.randrange(50, min(121 - points, 110))
    position = {"claim_points": claim, "opponent_points": points, "opponent_tricks": tricks}
    return finish(
        "deal_score",
        section(game, "claim"),
        {"claim": claim, "tricks": tricks, "points": points},
        position,
    )
