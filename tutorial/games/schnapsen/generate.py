"""Practice puzzles for Bauernschnapsen and Dreierschnapsen, drawn from positions the engine deals.

A seeded deal is played with random legal actions (the auction kept calm, so most deals reach the
play) until a random point in the play; the question is asked about the trick on the table and the
hand of the player to move. Claim questions draw their numbers from the ranges a deal can produce.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from tutorial.games.base import GameRules
from tutorial.games.cards import parse_card
from tutorial.games.schnapsen.sections import section
from tutorial.games.schnapsen.texts import CONTRACT_NAMES
from tutorial.puzzles.model import Puzzle
from tutorial.puzzles.prompts import prompts
from tutorial.words.i18n import N_, NP_, Message, Translator

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


PLAYER = N_("Player {n}")  # the mover by his place in the trick, when the seat is not known


def _contract(contract: Any, t: Translator) -> str:
    return t._(CONTRACT_NAMES.get(str(contract), str(contract)))


def _player(player: Any, t: Translator) -> str:
    return t._(PLAYER).format(n=player) if isinstance(player, int) else str(player)


def _puzzle(
    game: str, kind: str, section_: str, values: dict[str, Any], position: dict[str, Any]
) -> Puzzle:
    return Puzzle(
        id=f"gen-{game}-{kind}", game=game, kind=kind, section=section_,
        prompt=prompts(PROMPTS[kind], values, {"contract": _contract}), position=position,
        answer=None, difficulty=2, tags=("generated",),
    )  # fmt: skip


def play_position(rules: GameRules, rng: random.Random, seed: int) -> Any:
    """A real position: a seeded deal, played with random legal actions into its play phase."""
    deal = rules.new_deal(seed)
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


def trick_question(rules: GameRules, kind: str, rng: random.Random, seed: int) -> Puzzle | None:
    """A question about the trick on the table in a real position."""
    game = rules.name
    deal = play_position(rules, rng, seed)
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
    return _puzzle(game, kind, section(game, "tricks"), values, position)


def claim_question(rules: GameRules, rng: random.Random, seed: int) -> Puzzle | None:
    """What a claim of 66 scores, for numbers a Normal game can produce."""
    tricks = rng.choice([0, 1, 1, 2, 3])
    points = 0 if tricks == 0 else rng.randrange(2 * tricks + 10, min(70, 30 * tricks + 1))
    claim = rng.randrange(50, min(121 - points, 110))
    position = {"claim_points": claim, "opponent_points": points, "opponent_tricks": tricks}
    return _puzzle(
        rules.name,
        "deal_score",
        section(rules.name, "claim"),
        {"claim": claim, "tricks": tricks, "points": points},
        position,
    )


def generators(rules: GameRules) -> dict[str, Callable[[random.Random, int], Puzzle | None]]:
    """One maker per kind of question this game's practice asks."""
    return {
        kind: partial(claim_question, rules)
        if kind == "deal_score"
        else partial(trick_question, rules, kind)
        for kind in PROMPTS
    }


def trick_prompt(kind: str, values: Mapping[str, Any]) -> dict[str, str]:
    """The prompt of a trick question about a position given game-neutrally (a puzzle made from
    the trick checker or a deal): the contract, trumps, the trick so far, the mover's hand."""
    shown: dict[str, Any] = {
        "contract": values.get("contract") or "normal",
        "trump": values.get("trump"),
        "player": values.get("player") or len(values.get("trick") or ()) + 1,
        "trick": list(values.get("trick") or ()) or "—",
        "hand": list(values.get("hand") or ()),
        "play": list(values.get("play") or ()),
    }
    return prompts(PROMPTS[kind], shown, {"contract": _contract, "player": _player})
