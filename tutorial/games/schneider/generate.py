"""Practice puzzles from real Schneider positions: a seeded deal, random tricks played, then a
question about the next lead and answer (the generic `tutorial.puzzles.generate` keeps only the
clear-cut ones)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from tutorial.games.base import play_randomly
from tutorial.games.schneider.rules import RULES, BeatRule, SchneiderDeal
from tutorial.puzzles.model import Puzzle
from tutorial.puzzles.prompts import prompts
from tutorial.words.i18n import N_

PROMPTS = {
    "trick_winner": N_(
        "{leader} leads {lead} and {responder} answers {answer}. Who takes the trick?"
    ),
    "winning_card": N_(
        "{leader} leads {lead}. {responder} holds {hand}. Which card takes the trick, if any?"
    ),
    "legal_cards": N_(
        "{leader} leads {lead}. {responder} holds {hand}. Which cards may {responder} play?"
    ),
    "is_legal": N_("{leader} leads {lead}. {responder} holds {hand}. May {responder} play {play}?"),
    "deal_score": N_(
        "A deal ends {a}:{b} in honours. How many victory points does the winner get?"
    ),
    "variant_compare": N_(
        "{leader} leads {lead} and {responder} answers {answer}. Who takes the trick by the card, "
        "and who under the variant?"
    ),
}
SECTIONS = {"deal_score": "06"}


def _midgame(rng: random.Random, seed: int, options: dict[str, Any]) -> SchneiderDeal:
    """A real position: a seeded deal with a random number of tricks already played."""
    deal = RULES.new_deal(seed, options)
    for _ in range(rng.randrange(0, 15) * 2):
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


def _make(kind: str, rng: random.Random, seed: int) -> Puzzle | None:
    options: dict[str, Any] = {}
    if kind in ("legal_cards", "is_legal"):
        options = {"beat_rule": BeatRule.ANY_HIGHER_SAME_SUIT.value}
    deal = _midgame(rng, seed, options)
    leader = deal.to_move
    assert leader is not None
    lead = rng.choice(deal.hands[leader])
    hand = list(deal.hands[1 - leader])
    position: dict[str, Any]
    if kind == "deal_score":
        finished = play_randomly(deal, rng)
        a, b = finished.result().honours
        position, values = {"honours": [a, b]}, {"a": a, "b": b}
    elif kind in ("trick_winner", "variant_compare"):
        answer = rng.choice(hand)
        position, values = (
            {"trick": [lead.symbol, answer.symbol]},
            {"lead": [lead], "answer": [answer]},
        )
        if kind == "variant_compare":
            variant = {
                "beat_rule": rng.choice(
                    [BeatRule.ANY_HIGHER_SAME_SUIT, BeatRule.NEXT_RANK_ANY_SUIT]
                ).value
            }
            position["variants"] = [{}, variant]
    elif kind == "is_legal":
        play = rng.choice(hand)
        position = {"trick": [lead.symbol], "hand": [c.symbol for c in hand], "play": [play.symbol]}
        values = {"lead": [lead], "hand": hand, "play": [play]}
    else:
        position = {"trick": [lead.symbol], "hand": [c.symbol for c in hand]}
        values = {"lead": [lead], "hand": hand}
    puzzle = Puzzle(
        id=f"gen-schneider-{kind}-{seed}", game="schneider", kind=kind, section=SECTIONS.get(kind, "04"),
        prompt=prompts(PROMPTS[kind], values), position=position, answer=None, options=options,
        difficulty=2, tags=("generated",), seed=seed,
    )  # fmt: skip
    return puzzle


GENERATORS: dict[str, Callable[[random.Random, int], Puzzle | None]] = {
    kind: partial(_make, kind) for kind in PROMPTS
}


def trick_prompt(kind: str, values: Mapping[str, Any]) -> dict[str, str]:
    """The prompt of a trick question about a position given game-neutrally (a puzzle made from
    the trick checker or a deal): the trick is the lead and the answer, the seats as named."""
    trick = list(values.get("trick") or ())
    shown: dict[str, Any] = {
        "lead": trick[:1],
        "answer": trick[1:2],
        "hand": list(values.get("hand") or ()),
        "play": list(values.get("play") or ()),
    }
    if values.get("leader") and values.get("responder"):
        shown.update(leader=str(values["leader"]), responder=str(values["responder"]))
    return prompts(PROMPTS[kind], shown)
