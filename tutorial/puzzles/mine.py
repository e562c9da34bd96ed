"""Tactics puzzles mined from random deals by the exact solver (`kartenschule mine`).

Each deal of a seeded stream is played to its end by the rule-of-thumb player in every seat;
then a few moments of its card play where the player to move chooses between plain card plays
are solved (`tactics.valued`), and the first with one best card by `tactics.MARGIN` or more
becomes a puzzle: its seed, the steps to the moment, a motif read from the solver's play, a
difficulty, and a prompt in every language. One puzzle per deal, so no two share a deal. The
same seed mines the same puzzles; `kartenschule check` solves each again.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import islice
from typing import Any, NamedTuple

from tutorial.bots.rules_bot import RulesBot
from tutorial.formats.steps import step_data
from tutorial.games.base import Action, Deal
from tutorial.games.cards import Card
from tutorial.games.registry import GAMES, spec_of
from tutorial.games.table import TableView
from tutorial.puzzles import hidden
from tutorial.puzzles.tactics import (
    KIND,
    MARGIN,
    Valued,
    best_choice,
    card_choices,
    claim_choices,
    valued,
    valued_choices,
)
from tutorial.solver.solve import NodeLimit, solve
from tutorial.words.i18n import LANGUAGES, N_, Translator

MINING_NODES = 300_000  # a position that needs more is skipped while mining
MIN_CARDS = 3  # the mover holds at least this many cards: a choice with a future
DEALS_PER_CLAIM = 50  # deals tried per claim puzzle asked for before giving up
TRIES_PER_DEAL = 4

PROMPT = N_("All hands are open. {seat} is to play: which card is best?")
PROMPT_HIDDEN = N_(
    "You see your own cards and the cards played, as at the table. {seat} is to play: which "
    "card is best?"
)
PROMPT_CLAIM = N_("All hands are open. {seat} may claim 66 now: claim, or play on?")
PROMPT_CLAIM_OR_CARD = N_(
    "All hands are open. {seat} may claim 66 now: claim, or lead a card — which is best?"
)
# Motifs, from the solver's play: what the best card does in its trick.
MOTIFS = {
    "lead": N_("what to lead"),
    "take-now": N_("take the trick now"),
    "hold-back": N_("let the trick go"),
    "save-the-trump": N_("save the trump"),
    "which-card": N_("which card to spend"),
    "claim-now": N_("claim now"),
    "count-first": N_("count before you claim"),
    "double-or-not": N_("double or not"),  # `tutorial.puzzles.mine_decisions`
    "lay-away": N_("which cards to lay away"),  # shown in: dreierschnapsen (puzzles/talon.py)
    "bid-or-pass": N_("bid or pass"),  # shown in: bauernschnapsen, dreierschnapsen (bidding.py)
    "which-trumps": N_("which trumps"),  # shown in: bauernschnapsen, dreierschnapsen (trumps.py)
}


@dataclass(frozen=True)
class Mined:
    """A mined tactics puzzle, ready to be written as a scenario file."""

    id: str
    game: str
    seed: int
    steps: list[Action]
    best: Card | str | list[Card]  # the best card, a choice ("claim", "kontra" …) or cards
    margin: float  # game or victory points; with hidden hands an average over sampled deals
    motif: str
    difficulty: int
    prompt: dict[str, str]
    section: str
    judged: dict[str, Any] | None = None  # hidden hands: the judgement over sampled deals

    def document(self) -> dict[str, Any]:
        """The scenario file's fields, in the order a teacher reads them."""
        return {
            "id": self.id,
            "game": self.game,
            "kind": KIND,
            "section": self.section,
            "difficulty": self.difficulty,
            "tags": [
                "tactics",
                "hidden-hands" if self.judged else "open-hands",
                self.motif,
                f"margin-{self.margin:g}",
            ],
            "prompt": self.prompt,
            "position": {
                "seed": self.seed,
                "steps": [step_data(a) for a in self.steps],
                **({"hidden": True, "judged": self.judged} if self.judged else {}),
            },
            "answer": [str(c) for c in self.best]
            if isinstance(self.best, list)
            else str(self.best),
        }


def played(game: str, seed: int) -> list[Action]:
    """A whole deal's actions, every seat played by the rule-of-thumb player."""
    deal = GAMES[game].new_deal(seed)
    bot = RulesBot(seed)
    actions = []
    while not deal.is_over():
        action = bot.choose(deal)
        actions.append(action)
        deal.apply(action)
    return actions


def at(game: str, seed: int, steps: list[Action]) -> Deal:
    deal = GAMES[game].new_deal(seed)
    for action in steps:
        deal.apply(action)
    return deal


def _trick_winner(deal: Deal, card: Card) -> int | None:
    """Who takes the current trick if the mover plays `card` and the rest play best."""
    line = deal.clone()
    line.apply(Action("play", card=card))
    count = sum(1 for e in line.events if e["type"] == "trick")
    while not line.is_over():
        if sum(1 for e in line.events if e["type"] == "trick") > count:
            break
        line.apply(solve(line, max_nodes=MINING_NODES, fair=True).best)
    tricks = [e for e in line.events if e["type"] == "trick"]
    return tricks[-1]["winner"] if len(tricks) > count else None


def motif(deal: Deal, best: Card, cards: list[Card]) -> str:
    """What the best card does: lead, take the trick now, let it go (keeping a trump), or
    which of several cards with the same effect on the trick to spend."""
    mover = deal.to_move
    assert mover is not None
    if not trick_cards(deal):
        return "lead"
    side = deal.side_of(mover)
    takes = {card: deal.side_of(_trick_winner(deal, card) or 0) == side for card in cards}
    if takes[best] and not all(takes.values()):
        return "take-now"
    if not takes[best] and any(takes.values()):
        trump = _table(deal).trumps
        winners = [card for card, won in takes.items() if won]
        if trump is not None and all(card.suit == trump for card in winners):
            return "save-the-trump"
        return "hold-back"
    return "which-card"


def trick_cards(deal: Deal) -> int:
    """Cards played to the current trick (from the log: plays since the last trick)."""
    count = 0
    for event in reversed(deal.events):
        if event["type"] == "trick":
            break
        if event["type"] == "action" and event.get("action", {}).get("kind") == "play":
            count += 1
    return count


def difficulty(cards_in_hand: int, margin: int) -> int:
    """1–3: more cards to see through is harder, a wide margin easier."""
    level = 1 if cards_in_hand <= 3 else (2 if cards_in_hand <= 5 else 3)
    return max(1, level - (1 if margin >= 3 else 0))


def prompt(deal: Deal, text: str = PROMPT) -> dict[str, str]:
    mover = deal.to_move
    assert mover is not None
    seat = spec_of(deal.game).parts.seat_label(deal, mover)
    return {lang: Translator(lang)._(text).format(seat=seat) for lang in LANGUAGES}


def played_moments(
    game: str, deal_seed: int, wanted: Callable[[Deal], bool], rng: random.Random
) -> tuple[list[Action], list[int]]:
    """A deal played by the rule of thumb, and up to `TRIES_PER_DEAL` of its moments (action
    numbers) that `wanted` picks, in a random order."""
    actions = played(game, deal_seed)
    deal = GAMES[game].new_deal(deal_seed)
    moments = []
    for number, action in enumerate(actions):
        if wanted(deal):
            moments.append(number)
        deal.apply(action)
    rng.shuffle(moments)
    return actions, moments[:TRIES_PER_DEAL]


def _card_moment(deal: Deal) -> bool:
    return card_choices(deal) is not None and _endgame(deal)


def _claim_moment(deal: Deal) -> bool:
    return claim_choices(deal) is not None and _table(deal).talon == 0


class Found(NamedTuple):
    """A moment of a played deal that a judge took: where it is, and the judge's verdict."""

    seed: int
    steps: list[Action]
    position: Deal
    verdict: Any


def found_moments(
    game: str,
    rng: random.Random,
    wanted: Callable[[Deal], bool],
    judge: Callable[[Deal], Any],
    deals: int | None = None,
) -> Iterator[Found]:
    """Per deal of the stream (`deals` of them, or without end), the first of its moments that
    `wanted` picks and `judge` takes (None, or `NodeLimit`: not taken): one puzzle per deal."""
    tried = 0
    while deals is None or tried < deals:
        tried += 1
        deal_seed = rng.randrange(1, 10**9)
        actions, moments = played_moments(game, deal_seed, wanted, rng)
        for number in moments:
            position = at(game, deal_seed, actions[:number])
            try:
                verdict = judge(position)
            except NodeLimit:
                continue
            if verdict is not None:
                yield Found(deal_seed, actions[:number], position, verdict)
                break


def mine(game: str, seed: int, count: int, first_number: int = 1) -> Iterator[Mined]:
    """`count` tactics puzzles of `game` from the deal stream of `seed`."""

    def judge(position: Deal) -> Valued | None:
        found = valued(position, MINING_NODES)
        return found if found is not None and found.margin >= MARGIN else None

    rng = random.Random(f"{game}:{seed}")
    moments = found_moments(game, rng, _card_moment, judge)
    for made, (deal_seed, steps, position, found) in enumerate(islice(moments, count)):
        cards = card_choices(position) or []
        yield Mined(
            id=f"tactics-{game}-{seed}-{first_number + made:04d}",
            game=game,
            seed=deal_seed,
            steps=steps,
            best=found.best,
            margin=found.margin,
            motif=motif(position, found.best, cards),
            difficulty=difficulty(len(hand_of(position)), found.margin),
            prompt=prompt(position),
            section=tactics_section(game),
        )


def tactics_section(game: str) -> str:
    spec = spec_of(game)
    return spec.tactics_section or spec.sections[-1]


def _table(deal: Deal) -> TableView:
    view = spec_of(deal.game).parts.table_view
    assert view is not None, f"{deal.game} has no table view"
    return view(deal)


def hand_of(deal: Deal) -> list[Card]:
    """The mover's cards, from the table view every game gives."""
    mover = deal.to_move
    assert mover is not None
    return list(_table(deal).seat_at(mover).hand)


def _endgame(deal: Deal) -> bool:
    """A moment worth solving: nothing left to draw (every card is in a hand or played, so
    the open hands are the whole story) and at least `MIN_CARDS` cards in the mover's hand."""
    return _table(deal).talon == 0 and len(hand_of(deal)) >= MIN_CARDS


def mine_claims(game: str, seed: int, count: int, first_number: int = 1) -> Iterator[Mined]:
    """`count` puzzles "claim 66 now, or play on?" of `game` from the deal stream of `seed`:
    moments where the mover may claim and one choice is best by `MARGIN` (claiming, or, when
    the side has not counted to 66 yet or can get more, playing on or a card)."""

    def judge(position: Deal) -> tuple[dict[str, int], str, int] | None:
        values = valued_choices(position, MINING_NODES)
        verdict = None if values is None else best_choice(position, values)
        if values is None or verdict is None or verdict[1] < MARGIN:
            return None
        return values, *verdict

    rng = random.Random(f"{game}:claims:{seed}")
    deals = count * DEALS_PER_CLAIM  # a game without claims (Schneider) ends
    moments = found_moments(game, rng, _claim_moment, judge, deals)
    for made, (deal_seed, steps, position, (values, best, margin)) in enumerate(
        islice(moments, count)
    ):
        plays = any(c not in ("claim", "no_claim") for c in values)
        yield Mined(
            id=f"tactics-{game}-claims-{seed}-{first_number + made:04d}",
            game=game,
            seed=deal_seed,
            steps=steps,
            best=best,
            margin=margin,
            motif="claim-now" if best == "claim" else "count-first",
            difficulty=difficulty(len(hand_of(position)), margin),
            prompt=prompt(position, PROMPT_CLAIM_OR_CARD if plays else PROMPT_CLAIM),
            section=tactics_section(game),
        )


def mine_hidden(game: str, seed: int, count: int, first_number: int = 1) -> Iterator[Mined]:
    """`count` puzzles "which card is best?" with the other hands hidden, from the deal stream
    of `seed`: moments where one card is best in `hidden.SHARE` of the sampled deals of the
    unseen cards by `hidden.MARGIN` on average (`tutorial.puzzles.hidden`)."""

    def judge(position: Deal) -> hidden.Judged | None:
        found = hidden.judged(position)
        return found if found is not None and found.is_puzzle else None

    rng = random.Random(f"{game}:hidden:{seed}")
    moments = found_moments(game, rng, _card_moment, judge)
    for made, (deal_seed, steps, position, found) in enumerate(islice(moments, count)):
        cards = card_choices(position) or []
        yield Mined(
            id=f"tactics-{game}-hidden-{seed}-{first_number + made:04d}",
            game=game,
            seed=deal_seed,
            steps=steps,
            best=found.best,
            margin=round(found.margin, 2),
            motif=motif(position, found.best, cards),
            difficulty=min(3, difficulty(len(hand_of(position)), 1) + 1),
            prompt=prompt(position, PROMPT_HIDDEN),
            section=tactics_section(game),
            judged=found.as_data(),
        )
