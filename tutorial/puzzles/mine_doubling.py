"""Mining "double the stake, or not?" puzzles (`kartenschule mine <game> --doubling`).

Deals of a seeded stream are played by the rule-of-thumb player in every seat, as for the card
puzzles (`tutorial.puzzles.mine`); a moment where a player is asked whether to double becomes a
puzzle when one choice is better by `tactics.MARGIN` with every hand open
(`tutorial.puzzles.doubling`). Half the puzzles asked for have doubling as their answer and half
not doubling, so guessing one answer every time does not pass the set.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import islice

from tutorial.games.base import Deal
from tutorial.games.registry import spec_of
from tutorial.puzzles import doubling, tactics
from tutorial.puzzles.mine import (
    DEALS_PER_CLAIM,
    MINING_NODES,
    Mined,
    difficulty,
    found_moments,
    hand_of,
    tactics_section,
)
from tutorial.words.explain import name_of
from tutorial.words.i18n import LANGUAGES, N_, Translator

PROMPT_DOUBLE = N_("All hands are open. {seat} is asked whether to double: {doubling}, or not?")
MOTIF = "double-or-not"


def _moment(deal: Deal) -> bool:
    return doubling.doubling_choices(deal) is not None


def prompt(deal: Deal) -> dict[str, str]:
    """The question in every language, with the game's word for this double."""
    mover = deal.to_move
    assert mover is not None
    seat = spec_of(deal.game).parts.seat_label(deal, mover)
    word = doubling.double_name(deal)
    return {
        lang: Translator(lang)
        ._(PROMPT_DOUBLE)
        .format(seat=seat, doubling=name_of("doubling", word, lang))
        for lang in LANGUAGES
    }


def mine_doubling(game: str, seed: int, count: int, first_number: int = 1) -> Iterator[Mined]:
    """`count` puzzles "double, or not?" of `game` from the deal stream of `seed`, as many with
    either answer (one more "not" when `count` is odd); a game without doubling yields none."""
    wanted = {"kontra": count // 2, "no_kontra": count - count // 2}

    def judge(position: Deal) -> doubling.Doubled | None:
        found = doubling.valued(position, MINING_NODES)
        if found is None or found.margin < tactics.MARGIN or wanted[found.best] <= 0:
            return None
        wanted[found.best] -= 1
        return found

    rng = random.Random(f"{game}:doubling:{seed}")
    moments = found_moments(game, rng, _moment, judge, count * DEALS_PER_CLAIM)
    for made, (deal_seed, steps, position, found) in enumerate(islice(moments, count)):
        yield Mined(
            id=f"tactics-{game}-doubling-{seed}-{first_number + made:04d}",
            game=game,
            seed=deal_seed,
            steps=steps,
            best=found.best,
            margin=found.margin,
            motif=MOTIF,
            difficulty=min(3, difficulty(len(hand_of(position)), found.margin) + 1),
            prompt=prompt(position),
            section=tactics_section(game),
        )
