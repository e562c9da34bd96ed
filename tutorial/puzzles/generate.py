"""Practice puzzles drawn from real positions the engine deals, reproducible from a seed.

`generate(game, kind, seed)` deals a deal from the seed, plays random legal cards into it, and
asks about the position reached; positions whose answer is not clear-cut are skipped (the next
attempt uses a derived seed), so the same seed always gives the same puzzle, which makes a link
like `?seed=schneider-winning_card-42` shareable.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from tutorial.games.base import play_randomly
from tutorial.games.cards import Card, Suit
from tutorial.games.schnapsen.generate import PROMPTS as SCHNAPSEN_PROMPTS
from tutorial.games.schnapsen.generate import claim_question, trick_question
from tutorial.games.schnapsen.texts import CONTRACT_NAMES
from tutorial.games.schneider.rules import RULES as SCHNEIDER
from tutorial.games.schneider.rules import BeatRule, SchneiderDeal
from tutorial.puzzles.check import solve
from tutorial.puzzles.model import Puzzle, PuzzleError
from tutorial.words.card_names import card_label, suit_name
from tutorial.words.i18n import LANGUAGES, N_, Message, Translator

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
ATTEMPTS = 200


class GenerationError(ValueError):
    """A kind or game for which no practice puzzle can be made from this seed."""


def _labels(cards: list[Card], lang: str) -> str:
    return " ".join(card_label(c, lang) for c in cards)


def _prompts(
    kind: str, templates: Mapping[str, Message] | None = None, **values: Any
) -> dict[str, str]:
    prompts = {}
    for lang in LANGUAGES:
        t = Translator(lang)
        shown = {k: (_labels(v, lang) if isinstance(v, list) else v) for k, v in values.items()}
        if "contract" in shown:
            shown["contract"] = t._(
                CONTRACT_NAMES.get(str(shown["contract"]), str(shown["contract"]))
            )
        if "trump" in shown:
            shown["trump"] = (
                suit_name(Suit(shown["trump"]), lang) if shown["trump"] else t._("no trumps")
            )
        template = (templates or PROMPTS)[kind]
        prompts[lang] = t.message(template, values).format(leader="A", responder="B", **shown)
    return prompts


def _midgame(rng: random.Random, seed: int, options: dict[str, Any]) -> SchneiderDeal:
    """A real position: a seeded deal with a random number of tricks already played."""
    deal = SCHNEIDER.new_deal(seed, options)
    for _ in range(rng.randrange(0, 15) * 2):
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


def _schneider(kind: str, rng: random.Random, seed: int) -> Puzzle | None:
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
        prompt=_prompts(kind, **values), position=position, answer=None, options=options,
        difficulty=2, tags=("generated",), seed=seed,
    )  # fmt: skip
    return puzzle if clear_cut(puzzle) else None


def clear_cut(puzzle: Puzzle) -> bool:
    """Keep only positions with one unambiguous answer worth asking about."""
    solution = solve(puzzle)
    if puzzle.kind == "variant_compare":
        first, second = solution.parts
        return first.correct != second.correct
    if puzzle.kind == "legal_cards":
        return 0 < len(solution.correct) < len(solution.choices)
    return len(solution.correct) == 1


def _schnapsen(game: str) -> Callable[[str, random.Random, int], Puzzle | None]:
    def finish(
        kind: str, section: str, values: dict[str, Any], position: dict[str, Any]
    ) -> Puzzle | None:
        puzzle = Puzzle(
            id=f"gen-{game}-{kind}", game=game, kind=kind, section=section,
            prompt=_prompts(kind, SCHNAPSEN_PROMPTS, **values), position=position, answer=None,
            difficulty=2, tags=("generated",),
        )  # fmt: skip
        try:
            return puzzle if clear_cut(puzzle) else None
        except PuzzleError:
            return None

    def make(kind: str, rng: random.Random, seed: int) -> Puzzle | None:
        if kind == "deal_score":
            return claim_question(game, rng, finish)
        return trick_question(game, kind, rng, seed, finish)

    return make


GENERATORS: dict[str, Callable[[str, random.Random, int], Puzzle | None]] = {
    "schneider": _schneider,
    "bauernschnapsen": _schnapsen("bauernschnapsen"),
    "dreierschnapsen": _schnapsen("dreierschnapsen"),
}
KINDS: dict[str, tuple[str, ...]] = {
    "schneider": tuple(PROMPTS),
    "bauernschnapsen": tuple(SCHNAPSEN_PROMPTS),
    "dreierschnapsen": tuple(SCHNAPSEN_PROMPTS),
}


def generate(game: str, kind: str, seed: int) -> Puzzle:
    """The practice puzzle for this game, kind and seed (always the same one)."""
    make = GENERATORS.get(game)
    if make is None or kind not in KINDS.get(game, ()):
        raise GenerationError(f"no generated {kind!r} puzzles for {game!r}")
    rng = random.Random(f"{game}:{kind}:{seed}")
    for _ in range(ATTEMPTS):
        puzzle = make(kind, rng, rng.randrange(2**31))
        if puzzle is not None:
            return replace(puzzle, id=f"gen-{game}-{kind}-{seed}", seed=seed)
    raise GenerationError(f"no clear-cut {kind!r} position found for seed {seed}")
