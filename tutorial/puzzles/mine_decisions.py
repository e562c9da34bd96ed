"""Mining the decisions before the first card: "double the stake, or not?"
(`kartenschule mine <game> --doubling`), "which two cards do you lay away?" (`--talon`), "bid
a contract, or pass?" (`--bidding`) and "which trumps?" (`--trumps`).

Deals of a seeded stream are played by the rule-of-thumb player in every seat, as for the card
puzzles (`tutorial.puzzles.mine`); a moment where a player is asked whether to double, or the
declarer is about to lay the talon's two cards away, becomes a puzzle when one choice (one pair)
is better by `tactics.MARGIN` with every hand open (`tutorial.puzzles.doubling`,
`tutorial.puzzles.talon`, `tutorial.puzzles.bidding`). Half the doubling puzzles asked for have
doubling as their answer and half not doubling, and half the bidding puzzles a contract above the
lowest and half passing (or, for the opening bid, the lowest contract), so guessing one answer
every time does not pass the set.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import islice

from tutorial.games.base import Deal
from tutorial.games.registry import spec_of
from tutorial.puzzles import bidding, doubling, tactics, talon, trumps
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
PROMPT_TALON = N_(  # shown in: dreierschnapsen
    "All hands are open. {seat} has taken the talon into the hand: which two cards are best laid "
    "away?"
)
PROMPT_BID = N_(
    "All hands are open. {seat} is to bid: pass, or which contract? The bids so far are below "
    "the table."
)
PROMPT_FIRST_BID = N_(  # shown in: dreierschnapsen (Bauernschnapsen's first bid may not pass)
    "All hands are open. {seat} bids first: pass, or which contract?"
)
PROMPT_OPEN = N_(  # shown in: bauernschnapsen
    "All hands are open. {seat} opens the auction: which contract?"
)
PROMPT_TRUMPS = N_(
    "All hands are open. {seat} names trumps among the suits of the first three cards: which suit?"
)
MOTIF = "double-or-not"
MOTIF_TALON = "lay-away"
MOTIF_BID = "bid-or-pass"
MOTIF_TRUMPS = "which-trumps"
TALON_NODES = 8_000  # per card play solved while mining: a bigger deal is skipped (the check
# values every pair of every file again)


def _moment(deal: Deal) -> bool:
    return doubling.doubling_choices(deal) is not None


def prompt(deal: Deal) -> dict[str, str]:
    """The question in every language, with the game's word for this double."""
    return _prompt(deal, PROMPT_DOUBLE, doubling.double_name(deal))


def _prompt(deal: Deal, text: str, word: str = "") -> dict[str, str]:
    mover = deal.to_move
    assert mover is not None
    seat = spec_of(deal.game).parts.seat_label(deal, mover)
    return {
        lang: Translator(lang)._(text).format(seat=seat, doubling=name_of("doubling", word, lang))
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


def _talon_moment(deal: Deal) -> bool:
    return talon.first_lay_away(deal) is not None


def mine_talon(game: str, seed: int, count: int, first_number: int = 1) -> Iterator[Mined]:
    """`count` puzzles "which two cards are best laid away?" of `game` from the deal stream of
    `seed`; a game without a talon to lay away (Bauernschnapsen, Schneider) yields none."""

    def judge(position: Deal) -> talon.LaidAway | None:
        found = talon.valued(position, TALON_NODES)
        return found if found is not None and found.margin >= tactics.MARGIN else None

    rng = random.Random(f"{game}:talon:{seed}")
    moments = found_moments(game, rng, _talon_moment, judge, count * DEALS_PER_CLAIM)
    for made, (deal_seed, steps, position, found) in enumerate(islice(moments, count)):
        yield Mined(
            id=f"tactics-{game}-talon-{seed}-{first_number + made:04d}",
            game=game,
            seed=deal_seed,
            steps=steps,
            best=sorted(found.best, key=str),
            margin=found.margin,
            motif=MOTIF_TALON,
            difficulty=3,  # the whole deal, and every pair of the declarer's cards, to see through
            prompt=_prompt(position, PROMPT_TALON),
            section=tactics_section(game),
        )


def _bid_moment(deal: Deal) -> bool:
    return bidding.bidding_choices(deal) is not None


def _modest(choice: str, choices: list[str]) -> bool:
    """Passing, or the lowest contract when passing is not allowed (the opening bid)."""
    return choice == "pass" or ("pass" not in choices and choice == choices[0])


def mine_bidding(game: str, seed: int, count: int, first_number: int = 1) -> Iterator[Mined]:
    """`count` puzzles "bid a contract, or pass?" of `game` from the deal stream of `seed`, half
    answered by a bid above the lowest and half by passing (the lowest bid when opening); a game
    without an auction (Schneider) yields none."""
    wanted = {True: count - count // 2, False: count // 2}  # modest answer → how many still

    def judge(position: Deal) -> bidding.Bidding | None:
        try:
            found = bidding.valued(position, MINING_NODES)
        except (bidding.TooManyContracts, bidding.Undecided):
            return None
        if found is None or found.margin < tactics.MARGIN:
            return None
        modest = _modest(found.best, list(found.values))
        if wanted[modest] <= 0:
            return None
        wanted[modest] -= 1
        return found

    rng = random.Random(f"{game}:bidding:{seed}")
    moments = found_moments(game, rng, _bid_moment, judge, count * DEALS_PER_CLAIM)
    for made, (deal_seed, steps, position, found) in enumerate(islice(moments, count)):
        opening = "pass" not in found.values
        text = (
            PROMPT_OPEN if opening else (PROMPT_BID if _bids_said(position) else PROMPT_FIRST_BID)
        )
        yield Mined(
            id=f"tactics-{game}-bidding-{seed}-{first_number + made:04d}",
            game=game,
            seed=deal_seed,
            steps=steps,
            best=found.best,
            margin=found.margin,
            motif=MOTIF_BID,
            difficulty=min(3, difficulty(len(hand_of(position)), found.margin) + 1),
            prompt=_prompt(position, text),
            section=tactics_section(game),
        )


def _bids_said(deal: Deal) -> bool:
    """Whether anyone has bid or passed before this moment."""
    return any(
        e["type"] == "action" and e["action"]["kind"] in bidding.BID_KINDS for e in deal.events
    )


def _trump_moment(deal: Deal) -> bool:
    return trumps.trump_choices(deal) is not None


def mine_trumps(game: str, seed: int, count: int, first_number: int = 1) -> Iterator[Mined]:
    """`count` puzzles "which trumps?" of `game` from the deal stream of `seed`; a game without
    an auction (Schneider) yields none."""

    def judge(position: Deal) -> bidding.Bidding | None:
        try:
            found = trumps.valued(position, MINING_NODES)
        except (bidding.TooManyContracts, bidding.Undecided, trumps.BlindBetter):
            return None
        return found if found is not None and found.margin >= tactics.MARGIN else None

    rng = random.Random(f"{game}:trumps:{seed}")
    moments = found_moments(game, rng, _trump_moment, judge, count * DEALS_PER_CLAIM)
    for made, (deal_seed, steps, position, found) in enumerate(islice(moments, count)):
        yield Mined(
            id=f"tactics-{game}-trumps-{seed}-{first_number + made:04d}",
            game=game,
            seed=deal_seed,
            steps=steps,
            best=found.best,
            margin=found.margin,
            motif=MOTIF_TRUMPS,
            difficulty=3,  # the whole auction and the whole deal, for every suit, to see through
            prompt=_prompt(position, PROMPT_TRUMPS),
            section=tactics_section(game),
        )
