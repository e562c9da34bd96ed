"""Personal puzzles (issue 21 §3): a decision of the learner's own deal that cost points, asked
again later from the learner's review queue.

After a deal on the Play page the review (`tutorial.coach.review`) values each of the learner's
decisions as the strong player does, over deals of the cards the learner could not see. Every
decision that cost `MISTAKE` points or more becomes a `Mistake`: the deal's log up to that
decision, the seat, and the value of every action there. As a puzzle (kind `your_decision`) it
shows the table as the learner saw it; the answer is the strong player's choice, and any action
within `EQUAL` of it is right too (the review counts less than that as no mistake). Every choice
is explained by what it does (the coach's reason, `suggestion_reason`) and what it leaves on
average, in the deal's own unit.

The values are the review's, kept with the puzzle (a sampled judgement is not recomputed on each
showing); the engine replays the log and checks that the kept actions are exactly the legal ones,
so a puzzle never offers a move the rules forbid.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tutorial.bots.advice import horizon_for, lookahead_of
from tutorial.bots.rules_bot import RulesBot
from tutorial.coach.hints import suggestion_reason
from tutorial.coach.review import Decision
from tutorial.games.base import Action, Deal, ReplayError
from tutorial.games.reasons import Reason
from tutorial.games.registry import get_game, spec_of
from tutorial.games.spec import VICTORY_POINTS
from tutorial.puzzles.choices import action_of, choice_of, decision_label, said_at_table
from tutorial.puzzles.mine import MOTIFS as TACTICS_MOTIFS
from tutorial.puzzles.mine import trick_cards
from tutorial.puzzles.model import Puzzle, Solution
from tutorial.words.card_names import Skin
from tutorial.words.i18n import LANGUAGES, N_, Translator

KIND = "your_decision"
PREFIX = "mine:"  # the key of a personal puzzle: mine:<uid>
MISTAKE = 0.5  # points a decision must cost to become a personal puzzle (issue 21 §3)
EQUAL = 0.25  # an action this close to the best is as good (the review's COSTLY)

PROMPT = N_(
    "From your own deal: {seat} is to move. What is the best decision here? "
    "You see what you saw at the table."
)

# What a decision is about: the tactics puzzles' motifs of the card play (`mine.MOTIFS`), and
# the decisions around it.
MOTIFS = {
    **TACTICS_MOTIFS,
    "marriage": N_("announce the marriage"),
    "claim": N_("claim or play on"),
    "trump": N_("which trumps to name"),
    "bid": N_("what to bid"),
    "talon": N_("which cards to lay away"),
    "double": N_("double or not"),
}
OTHER_MOTIF = N_("other decisions")  # a motif this version does not know (an imported file)


@dataclass(frozen=True)
class Mistake:
    """A costly decision as the store keeps it."""

    uid: str
    game: str
    section: str
    motif: str
    seat: int
    log: dict[str, Any]  # the deal's log up to (not including) the decision
    taken: Action
    values: tuple[tuple[Action, float], ...]  # every legal action, its average value
    cost: float
    samples: int

    @property
    def key(self) -> str:
        return PREFIX + self.uid

    @property
    def best(self) -> Action:
        return max(self.values, key=lambda item: item[1])[0]


def mistakes_of(log: dict[str, Any], seat: int, decisions: Sequence[Decision]) -> list[Mistake]:
    """The decisions of `log` (reviewed for `seat`) that cost `MISTAKE` or more, as personal
    puzzles, costliest first."""
    found = []
    for decision in decisions:
        if decision.cost < MISTAKE or len(decision.values) < 2:
            continue
        before = dict(log, events=list(log.get("events") or [])[: decision.event])
        deal = get_game(str(log["game"])).replay(before)
        spec = spec_of(deal.game)
        found.append(
            Mistake(
                uid=uuid.uuid4().hex,
                game=deal.game,
                section=spec.tactics_section or spec.sections[-1],
                motif=motif(deal, seat, decision.best, decision.taken),
                seat=seat,
                log=before,
                taken=decision.taken,
                values=decision.values,
                cost=round(decision.cost, 4),
                samples=0 if _nothing_hidden(deal, decision) else decision.samples,
            )
        )
    return found


def _nothing_hidden(deal: Deal, decision: Decision) -> bool:
    """Whether the decision was solved exactly with every card known (Schneider, talon empty)."""
    return (
        decision.method == "solver" and lookahead_of(deal) is not None and horizon_for(deal) is None
    )


# -- motifs ----------------------------------------------------------------------------------


def motif(deal: Deal, seat: int, best: Action, taken: Action) -> str:
    """What the decision was about: its phase before the play; in the play, what the better
    card does to the trick on the table that the one taken does not."""
    phase = str(getattr(deal, "phase", "play"))
    if phase in ("trump", "auction", "talon", "doubling"):
        return {"trump": "trump", "auction": "bid", "talon": "talon", "doubling": "double"}[phase]
    if "claim" in (best.kind, taken.kind) or best.kind == "no_claim":
        return "claim"
    if best.card is None or taken.card is None:
        return "which-card"
    if best.flag != taken.flag and best.card == taken.card:
        return "marriage"
    if not trick_cards(deal):
        return "lead"
    side = deal.side_of(seat)
    best_takes = deal.side_of(_taker(deal, best)) == side
    taken_takes = deal.side_of(_taker(deal, taken)) == side
    if best_takes and not taken_takes:
        return "take-now"
    if taken_takes and not best_takes:
        trumps = getattr(deal, "trump", None)
        if trumps is not None and taken.card.suit == trumps:
            return "save-the-trump"
        return "hold-back"
    return "which-card"


def _taker(deal: Deal, action: Action) -> int:
    """Who takes the trick on the table if `action` is played and the others follow by the rule
    of thumb on the real cards (the engine decides the trick)."""
    line = deal.clone()
    line.apply(action)
    tricks = sum(1 for e in line.events if e["type"] == "trick")
    player = RulesBot()
    while not line.is_over() and sum(1 for e in line.events if e["type"] == "trick") == tricks:
        line.apply(player.choose(line))
    done = [e for e in line.events if e["type"] == "trick"]
    return int(done[-1]["winner"]) if len(done) > tricks else int(deal.to_move or 0)


# -- the puzzle ------------------------------------------------------------------------------


def as_puzzle(mistake: Mistake) -> Puzzle:
    """The mistake as a puzzle of kind `your_decision`, keyed `mine:<uid>`."""
    deal = get_game(mistake.game).replay(mistake.log)
    seat_name = spec_of(mistake.game).parts.seat_label(deal, mistake.seat)
    values = [[choice_of(a), round(v, 4)] for a, v in mistake.values]
    return Puzzle(
        id=mistake.key,
        game=mistake.game,
        kind=KIND,
        section=mistake.section,
        prompt={lang: Translator(lang)._(PROMPT).format(seat=seat_name) for lang in LANGUAGES},
        position={
            "log": mistake.log,
            "seat": mistake.seat,
            "values": values,
            "taken": choice_of(mistake.taken),
            "samples": mistake.samples,
        },
        answer=choice_of(mistake.best),
        difficulty=2,
        tags=("mine", mistake.motif),
    )


def decision_deal(puzzle: Puzzle) -> Deal:
    """The deal at the decision, replayed by the engine; `PuzzleError` if it does not replay."""
    try:
        deal = get_game(puzzle.game).replay(puzzle.position["log"])
    except (ReplayError, KeyError, TypeError, ValueError) as exc:
        raise puzzle.error("position.log", f"the deal does not replay: {exc}") from None
    if deal.to_move != puzzle.position.get("seat"):
        raise puzzle.error("position.seat", "it is not this seat's turn at the decision")
    return deal


def _values(puzzle: Puzzle, deal: Deal) -> dict[str, float]:
    """The kept values by choice; `PuzzleError` unless they are two or more legal actions (the
    talon: the discards the strong player weighed, not every legal one)."""
    try:
        values = {str(c): float(v) for c, v in puzzle.position["values"]}
    except (KeyError, TypeError, ValueError):
        raise puzzle.error("position.values", "expected a list of [choice, value]") from None
    legal = {choice_of(a) for a in deal.legal_actions()}
    if not set(values) <= legal or len(values) < 2:
        raise puzzle.error("position.values", "the valued actions are not legal ones here")
    return values


def _points(game: str, section: str, value: float, signed: bool) -> Reason:
    """An average in the deal's own unit, two decimals as the reader's locale writes them."""
    victory = spec_of(game).score_unit == VICTORY_POINTS
    code = "decision.victory_points" if victory else "decision.game_points"
    sign = ("+" if value > 0 else "−" if value < 0 else "") if signed else ""
    return Reason(code, game, section, {"value": abs(float(value)), "sign": sign})


def solve_decision(puzzle: Puzzle) -> Solution:
    """The strong player's choice (and any within `EQUAL` of it) is right; each choice is
    explained by what it does and what it leaves on average."""
    deal = decision_deal(puzzle)
    values = _values(puzzle, deal)
    seat = int(puzzle.position["seat"])
    game, section = puzzle.game, puzzle.section
    top = max(values.values())
    best = max(values, key=lambda c: (values[c], c == puzzle.answer))
    taken = str(puzzle.position.get("taken", ""))
    samples = int(puzzle.position.get("samples") or 0)
    why: dict[str, Reason] = {}
    for choice, value in values.items():
        params: dict[str, Any] = {
            "value": _points(game, section, value, signed=True),
            "loss": _points(game, section, top - value, signed=False),
        }
        if choice == best:  # the coach's reason says what the strong player's choice does
            params["does"] = suggestion_reason(deal, seat, action_of(choice))
            code = "decision.best"
        elif value >= top - EQUAL:
            code = "decision.equal"
        else:
            code = "decision.taken" if choice == taken else "decision.worse"
        why[choice] = Reason(code, game, section, params)
    correct = frozenset(c for c, v in values.items() if v >= top - EQUAL)
    choices = tuple(c for c in map(choice_of, deal.legal_actions()) if c in values)
    rule = why[best].params["does"].section  # the rule behind the best choice is cited
    if samples:
        params = {"best": why[best], "samples": samples, "n": samples}
        reason = Reason("decision.summary", game, rule, params)
    else:
        reason = Reason("decision.summary_exact", game, rule, {"best": why[best]})
    return Solution(choices, correct, reason, why)


def choice_label(puzzle: Puzzle, choice: str, lang: str, skin: Skin) -> str:
    """A choice as the Play page's button names it (the game's own words for a bid or Kontra)."""
    return decision_label(decision_deal(puzzle), choice, lang, skin)


def said_so_far(puzzle: Puzzle, lang: str, skin: Skin) -> list[str]:
    """What the learner heard at the table before the decision (`choices.said_at_table`).
    Nothing that was dealt face down to another seat is named."""
    log = puzzle.position["log"]
    deal = get_game(puzzle.game).deal_from_log(log)
    events = list(log.get("events") or [])[len(deal.events) :]
    return said_at_table(deal, events, int(puzzle.position["seat"]), lang, skin)


# -- the store's text form -------------------------------------------------------------------


def to_row(mistake: Mistake) -> dict[str, Any]:
    """The mistake's columns for the store (JSON text for the log, the action and the values)."""
    return {
        "uid": mistake.uid,
        "puzzle_key": mistake.key,
        "game": mistake.game,
        "section": mistake.section,
        "motif": mistake.motif,
        "seat": mistake.seat,
        "log": json.dumps(mistake.log, sort_keys=True, ensure_ascii=False),
        "taken": json.dumps(mistake.taken.to_dict(), sort_keys=True, ensure_ascii=False),
        "values": json.dumps(
            [[a.to_dict(), v] for a, v in mistake.values], sort_keys=True, ensure_ascii=False
        ),
        "cost": mistake.cost,
        "samples": mistake.samples,
    }


def from_row(row: dict[str, Any]) -> Mistake:
    """A stored row back as a mistake; ValueError/KeyError/TypeError if a column does not read."""
    values = tuple((Action.from_dict(a), float(v)) for a, v in json.loads(row["values"]))
    return Mistake(
        uid=str(row["uid"]),
        game=str(row["game"]),
        section=str(row["section"]),
        motif=str(row["motif"]),
        seat=int(row["seat"]),
        log=json.loads(row["log"]),
        taken=Action.from_dict(json.loads(row["taken"])),
        values=values,
        cost=float(row["cost"]),
        samples=int(row["samples"]),
    )
