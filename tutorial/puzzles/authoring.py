"""Make a puzzle from any position (issue 22 §1): the trick checker's table, a replay's step,
a tactics puzzle's deal, a moment of a deal the learner played.

A `Moment` is where a question is asked: a `TableMoment` (contract, trumps, the trick, a hand:
what the trick checker shows) or a `DealMoment` (a seed or dealt hands, and the steps up to the
moment). `kinds_for` lists the questions that can be asked there, `make_puzzle` asks one: the
engine answers (`check.solve`), the section is the latest one the engine's reasons cite (so the
puzzle sits where its rule is taught, `placement`), the prompt comes from the generators'
templates in every language, and the puzzle passes `check_puzzle` and the scenario schema
exactly as a written file would. Nothing here names a game: each game hands in its prompts and
how to write its dealt hands (`GameParts.trick_prompt`, `GameParts.deal_spec`).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from pydantic import ValidationError

from tutorial.formats.file_problem import FileProblem
from tutorial.formats.replay import DealSpec
from tutorial.formats.steps import Step, step_action, step_data
from tutorial.games.base import Action, Deal, OptionError, ReplayError
from tutorial.games.cards import Card, CardParseError, Suit, parse_card
from tutorial.games.reasons import RuleViolation
from tutorial.games.registry import GAMES, SPECS, spec_of
from tutorial.games.table import TableView
from tutorial.puzzles import mine, tactics
from tutorial.puzzles.check import WORD_ANSWERS, check_puzzle, solve
from tutorial.puzzles.loader import puzzle_from_data
from tutorial.puzzles.model import Puzzle, PuzzleError, Solution
from tutorial.puzzles.placement import rule_sections
from tutorial.puzzles.scenario_yaml import document, plain
from tutorial.puzzles.variants import canonical
from tutorial.replays.model import Replay
from tutorial.solver.solve import NodeLimit
from tutorial.words.explain import variant_names
from tutorial.words.i18n import LANGUAGES, N_, Translator

BEST_PLAY = tactics.KIND
TRICK_KINDS = ("trick_winner", "legal_cards", "is_legal", "winning_card")
KIND_LABELS = {
    "trick_winner": N_("Who takes this trick?"),
    "legal_cards": N_("Which cards may be played?"),
    "is_legal": N_("Is this play legal?"),
    "winning_card": N_("Which card wins the trick?"),
    BEST_PLAY: N_("The best play"),
}
DIFFICULTY = {"trick_winner": 1, "is_legal": 1, "legal_cards": 2, "winning_card": 2}
QUICK_NODES = 60_000  # the solver's budget for offering the best play on a page (about 1 s)
CARD_OWN = frozenset({"cut"})  # options the card itself offers: no variant to announce

NO_CARD = N_("Nobody plays a card at this moment: choose a moment where a card is to be played.")
NO_HAND = N_("Give the hand of the player to move.")
NO_PLAY = N_("Choose the card to ask about: one card of the hand.")
NO_TRICK = N_("No complete trick is on the table at this moment.")
TIED = N_("Two or more choices are equally good here ({cards}): choose another moment or kind.")
TOO_BIG = N_("This position is too big to solve exactly: choose a later moment.")
NOT_ASKED = N_("This question cannot be asked here: {reason}")
UNKNOWN_KIND = N_("This kind of question cannot be asked here: {kind}.")
SEED_OR_DEAL = N_("A deal starts from a seed or from dealt hands: give exactly one of them.")
BAD_DEAL = N_("This deal cannot be read: {reason}")
NOT_DEALT = N_("This deal cannot be dealt again from its hands.")


class AuthoringError(ValueError):
    """Why no puzzle can be made here, for a person: a message (marked with N_) and its values;
    `text(t)` says it in the reader's language."""

    def __init__(self, message: str, **params: Any) -> None:
        self.message = message
        self.params = params
        super().__init__(message.format(**params))

    def text(self, t: Translator) -> str:
        return t._(self.message).format(**self.params)


@dataclass(frozen=True)
class TableMoment:
    """The trick checker's position. Schneider: `trick` is the lead or the lead and the answer,
    `contract`/`trump` None; the Schnapsen games: the contract's id, the trump suit (`H` or `♥`,
    None without trumps) and the trick so far. `hand` is the mover's (may be empty). `player`
    and `leader` name seats when known (a deal's moment); otherwise the prompt says "Player 3"
    (the mover's place in the trick), or A and B in Schneider."""

    game: str
    options: dict[str, Any]
    contract: str | None
    trump: str | None
    trick: tuple[Card, ...]
    hand: tuple[Card, ...]
    player: str | None = None
    leader: str | None = None


@dataclass(frozen=True)
class DealMoment:
    """A moment of a real deal: exactly one of `seed` and `deal` (the `deal:` of a replay file),
    the steps up to the moment, and `then`, the steps that followed when they are known (a
    replay, a played deal), which finish the trick on the table for "who takes it?"."""

    game: str
    options: dict[str, Any]
    seed: int | None
    deal: dict[str, Any] | None
    steps: tuple[Step, ...]
    then: tuple[Step, ...] = ()


Moment = TableMoment | DealMoment


def kind_label(kind: str, t: Translator) -> str:
    """The question a kind asks, in the reader's language (the kind's id if it has no words)."""
    label = KIND_LABELS.get(kind)
    return t._(label) if label is not None else kind


def kinds_for(moment: Moment) -> list[str]:
    """The kinds that can be asked at this moment, simplest first: each one is made (and so
    solved) here, `is_legal` about the first card of the hand. The best play is offered only
    where the solver needs at most `QUICK_NODES` (a page asks at every step); `make_puzzle`
    still solves bigger positions up to `tactics.MAX_NODES`."""
    found = []
    kinds = TRICK_KINDS if isinstance(moment, TableMoment) else (*TRICK_KINDS, BEST_PLAY)
    for kind in kinds:
        try:
            if kind == BEST_PLAY and isinstance(moment, DealMoment) and not _quick(moment):
                continue
            make_puzzle(moment, kind, play=_first_card(moment) if kind == "is_legal" else None)
        except AuthoringError:
            continue
        found.append(kind)
    return found


def _quick(moment: DealMoment) -> bool:
    """Whether the mover's choice solves within `QUICK_NODES` (no choice to solve: yes)."""
    deal = deal_at(moment)
    try:
        if tactics.card_choices(deal) is not None:
            tactics.valued(deal, QUICK_NODES)
        else:
            tactics.valued_choices(deal, QUICK_NODES)
    except NodeLimit:
        return False
    return True


def make_puzzle(
    moment: Moment,
    kind: str,
    *,
    prompt: Mapping[str, str] | None = None,
    play: Card | None = None,
    puzzle_id: str | None = None,
) -> Puzzle:
    """The puzzle of `kind` at `moment`, answered by the engine and checked as a file would be.

    `prompt` replaces the generated text in the languages it gives; `play` is the card an
    `is_legal` question asks about; `puzzle_id` defaults to `<game>-own-<8 hex>`, the same for
    the same question. `AuthoringError` (with the check's reason) when it cannot be asked."""
    if kind == BEST_PLAY and isinstance(moment, DealMoment):
        draft = _best_play_draft(moment)
    elif kind in TRICK_KINDS:
        draft = _trick_draft(_table_for(moment, kind), kind, play)
    else:
        raise AuthoringError(UNKNOWN_KIND, kind=kind)
    solution = _solve(draft)
    if kind == "legal_cards" and isinstance(moment, DealMoment):
        _agrees_with_the_deal(moment, solution)
    return _finish(draft, solution, prompt, puzzle_id)


# -- trick questions -------------------------------------------------------------------------


def _first_card(moment: Moment) -> Card | None:
    table = moment if isinstance(moment, TableMoment) else _at_play(moment)
    return table.hand[0] if table is not None and table.hand else None


def _table_for(moment: Moment, kind: str) -> TableMoment:
    if isinstance(moment, TableMoment):
        return moment
    if kind == "trick_winner":
        finished = _finished_trick(moment)
        if finished is None:
            raise AuthoringError(NO_TRICK)
        return finished
    table = _at_play(moment)
    if table is None:
        raise AuthoringError(NO_CARD)
    return table


def _suit_code(trump: str | None) -> str | None:
    if trump in (None, "", "none"):
        return None
    for suit in Suit:
        if str(trump).upper() == suit.value or trump == suit.symbol:
            return suit.value
    raise AuthoringError(NOT_ASKED, reason=f"{trump!r} is not a suit: expected S/H/D/C or ♠♥♦♣")


def _trick_draft(table: TableMoment, kind: str, play: Card | None) -> Puzzle:
    """The question's position, as a scenario file writes it, and its generated prompt."""
    if table.game not in SPECS:
        raise AuthoringError(NOT_ASKED, reason=f"unknown game {table.game!r}")
    trump = _suit_code(table.trump)
    position: dict[str, Any] = {"trick": [c.symbol for c in table.trick]}
    values: dict[str, Any] = {"trick": list(table.trick), "trump": trump}
    if kind != "trick_winner":
        if not table.hand:
            raise AuthoringError(NO_HAND)
        position["hand"] = [c.symbol for c in table.hand]
        values["hand"] = list(table.hand)
    if kind == "is_legal":
        if play is None or play not in table.hand:
            raise AuthoringError(NO_PLAY)
        position["play"] = [play.symbol]
        values["play"] = [play]
    if table.contract is not None:
        position["contract"] = values["contract"] = table.contract
    if trump is not None:
        position["trump"] = trump
    values.update(player=table.player, leader=table.leader, responder=table.player)
    write = spec_of(table.game).parts.trick_prompt
    prompts = write(kind, values) if write is not None else {}
    return _draft(table.game, kind, table.options, position, prompts, DIFFICULTY[kind])


def _view(deal: Deal) -> TableView:
    view = spec_of(deal.game).parts.table_view
    if view is None:
        raise AuthoringError(NOT_ASKED, reason=f"{deal.game} shows no table")
    return view(deal)


def _at_play(moment: DealMoment) -> TableMoment | None:
    """The trick checker's position at a deal's moment, from the table as the engine shows it:
    None unless the player to move plays a card."""
    deal = deal_at(moment)
    if deal.is_over() or deal.to_move is None:
        return None
    if not any(a.kind == "play" and a.card is not None for a in deal.legal_actions()):
        return None
    view = _view(deal)
    trick = () if view.trick_winner is not None else view.trick
    return TableMoment(
        game=moment.game,
        options=moment.options,
        contract=view.contract,
        trump=view.trumps.value if view.trumps is not None else None,
        trick=tuple(card for _, card in trick),
        hand=tuple(view.seat_at(deal.to_move).hand),
        player=view.to_move,
        leader=trick[0][0] if trick else None,
    )


def _finished_trick(moment: DealMoment) -> TableMoment | None:
    """The trick on the table, finished by the steps that follow (`then`), or the one the last
    step finished; None when neither is known."""
    deal = deal_at(moment)
    before = _tricks(deal)
    view = _view(deal)
    if view.trick and view.trick_winner is None:  # cards on the table: play on to its end
        for step in moment.then:
            if deal.is_over() or _tricks(deal) > before:
                break
            try:
                action = step_action(step)
            except CardParseError:
                return None
            if deal.why_illegal(action) is not None:
                return None
            deal.apply(action)
        if _tricks(deal) == before:
            return None
    elif not _last_step_ends_a_trick(deal):
        return None
    view = _view(deal)
    return TableMoment(
        game=moment.game,
        options=moment.options,
        contract=view.contract,
        trump=view.trumps.value if view.trumps is not None else None,
        trick=tuple(card for _, card in view.trick),
        hand=(),
        player=view.trick[1][0] if len(view.trick) > 1 else None,
        leader=view.trick[0][0] if view.trick else None,
    )


def _tricks(deal: Deal) -> int:
    return sum(1 for e in deal.events if e["type"] == "trick")


def _last_step_ends_a_trick(deal: Deal) -> bool:
    """Whether the last action played the card that finished a trick (nothing since)."""
    for event in reversed(deal.events):
        if event["type"] == "trick":
            return True
        if event["type"] == "action":
            return False
    return False


def _agrees_with_the_deal(moment: DealMoment, solution: Solution) -> None:
    """The trick checker's legal cards are the deal's own: anything else is not asked."""
    deal = deal_at(moment)
    legal = {a.card.code for a in deal.legal_actions() if a.kind == "play" and a.card is not None}
    if set(solution.correct) != legal:
        raise AuthoringError(NOT_ASKED, reason="the deal allows other cards than the trick rules")


# -- the best play ---------------------------------------------------------------------------


def _start(moment: DealMoment) -> dict[str, Any]:
    """`seed:` or `deal:` of the position, as a scenario file has it after reading."""
    if (moment.seed is None) == (moment.deal is None):
        raise AuthoringError(SEED_OR_DEAL)
    if moment.seed is not None:
        return {"seed": int(moment.seed)}
    try:
        return {"deal": DealSpec.model_validate(dict(moment.deal or {}))}
    except ValidationError as exc:
        raise AuthoringError(BAD_DEAL, reason=str(exc.errors()[0]["msg"])) from None


def _deal_position(moment: DealMoment) -> dict[str, Any]:
    position = _start(moment)
    if moment.steps:
        position["steps"] = list(moment.steps)
    return position


def deal_at(moment: DealMoment) -> Deal:
    """The deal at the moment, dealt and played on by the engine (each step checked)."""
    if moment.game not in SPECS:
        raise AuthoringError(NOT_ASKED, reason=f"unknown game {moment.game!r}")
    draft = _draft(moment.game, BEST_PLAY, moment.options, _deal_position(moment), {}, 2)
    try:
        return tactics.tactics_deal(draft)
    except PuzzleError as exc:
        raise AuthoringError(BAD_DEAL, reason=exc.detail) from None


def _best_play_draft(moment: DealMoment) -> Puzzle:
    deal = deal_at(moment)
    if deal.is_over() or deal.to_move is None:
        raise AuthoringError(NO_CARD)
    claims = None if tactics.card_choices(deal) else tactics.claim_choices(deal)
    if claims is None:
        text = mine.PROMPT
    elif any(a.kind == "play" for a in claims):
        text = mine.PROMPT_CLAIM_OR_CARD
    else:
        text = mine.PROMPT_CLAIM
    spec = spec_of(moment.game)
    return replace(
        _draft(moment.game, BEST_PLAY, moment.options, _deal_position(moment), {}, 2),
        prompt=mine.prompt(deal, text),
        section=spec.tactics_section or spec.sections[-1],
        tags=("own", "tactics", "open-hands"),
    )


# -- the puzzle ------------------------------------------------------------------------------


def _draft(
    game: str,
    kind: str,
    options: Mapping[str, Any],
    position: dict[str, Any],
    prompts: dict[str, str],
    difficulty: int,
) -> Puzzle:
    spec = spec_of(game)
    return Puzzle(
        id=f"{game}-own-draft",
        game=game,
        kind=kind,
        section=spec.sections[-1],
        prompt=prompts,
        position=position,
        answer=None,
        options=canonical(game, dict(options)),
        difficulty=difficulty,
        tags=("own",),
        path="<made>",
    )


_REFUSED: dict[str, AuthoringError] = {}
_KEEP = 500  # refusals kept, so `kinds_for` does not solve a tied or huge position again


def _key(puzzle: Puzzle) -> str:
    data = [puzzle.game, puzzle.kind, plain(puzzle.options), plain(puzzle.position)]
    return json.dumps(data, sort_keys=True, ensure_ascii=False, default=str)


def _solve(draft: Puzzle) -> Solution:
    """The engine's solution; its refusal as an `AuthoringError` (kept for the best play)."""
    key = _key(draft)
    if key in _REFUSED:
        raise _REFUSED[key]
    try:
        return solve(draft)
    except tactics.NoSingleBest as exc:
        error = AuthoringError(TIED, cards=", ".join(getattr(exc, "tied", ())))
    except tactics.TooBig:
        error = AuthoringError(TOO_BIG)
    except PuzzleError as exc:
        error = AuthoringError(NOT_ASKED, reason=exc.reason)
    if draft.kind == BEST_PLAY:
        if len(_REFUSED) >= _KEEP:
            _REFUSED.pop(next(iter(_REFUSED)))
        _REFUSED[key] = error
    raise error


def _shown(code: str) -> str:
    """An answer as a file writes it: a card as its symbol, a word as it is."""
    if code in WORD_ANSWERS:
        return code
    try:
        return parse_card(code).symbol
    except CardParseError:
        return code


def _answer(solution: Solution) -> Any:
    correct = [c for c in solution.choices if c in solution.correct]
    correct += sorted(solution.correct - set(correct))
    if solution.multi or len(correct) > 1:
        return [_shown(c) for c in correct]
    return _shown(correct[0])


def _variant_note(game: str, options: dict[str, Any], texts: dict[str, str]) -> dict[str, str]:
    """A puzzle off the card's rules says so in every language (`scenarios/README.md`,
    "Variants"): "(variant: …)" after the question."""
    off = {k: v for k, v in options.items() if k not in CARD_OWN}
    if not off:
        return texts
    noted = {}
    for lang, text in texts.items():
        names = "; ".join(variant_names(off, lang))
        noted[lang] = f"{text} ({Translator(lang)._('variant: {variant}').format(variant=names)})"
    return noted


def own_id(puzzle: Puzzle) -> str:
    """`<game>-own-<8 hex>`: the same question at the same position gets the same id."""
    digest = hashlib.sha256(_key(puzzle).encode("utf-8")).hexdigest()[:8]
    return f"{puzzle.game}-own-{digest}"


def _finish(
    draft: Puzzle,
    solution: Solution,
    prompt: Mapping[str, str] | None,
    puzzle_id: str | None,
) -> Puzzle:
    """Answer, section, prompt and id put in; then the schema and the check, as for a file."""
    section = draft.section if draft.kind == BEST_PLAY else max(rule_sections(solution))
    texts = _variant_note(draft.game, draft.options, draft.prompt)
    given = {lang: text for lang, text in (prompt or {}).items() if lang in LANGUAGES}
    texts.update({lang: text for lang, text in given.items() if text and text.strip()})
    made = replace(draft, section=section, answer=_answer(solution), prompt=texts)
    made = replace(made, id=puzzle_id or own_id(made))
    try:
        read = puzzle_from_data(document(made), {}, "<made>", 0)
        check_puzzle(read)
    except FileProblem as exc:
        raise AuthoringError(NOT_ASKED, reason=exc.detail) from None
    return read


# -- moments from elsewhere ------------------------------------------------------------------


def _step(action: Action) -> Step:
    return Step.model_validate(step_data(action))


def moment_from_log(game: str, options: Mapping[str, Any], log: Mapping[str, Any]) -> DealMoment:
    """A played deal's moment: the engine log of the deal up to the moment (as the Play page
    keeps it, `personal.Mistake.log`). A log holds no seed, so the last deal's hands become a
    `deal:` spec; the steps are the actions since. `options` are used when the log has none."""
    rules = GAMES.get(game)
    parts = SPECS[game].parts if game in SPECS else None
    if rules is None or parts is None or parts.deal_spec is None:
        raise AuthoringError(NOT_ASKED, reason=f"{game!r} deals cannot be made into puzzles")
    data = {"game": game, **dict(log)}
    data.setdefault("options", dict(options))
    errors = (ReplayError, OptionError, RuleViolation, CardParseError, KeyError, TypeError)
    try:
        deal = rules.replay(data)
        events = deal.events
        dealt = max(i for i, e in enumerate(events) if e["type"] == "deal")
        start = rules.replay({**data, "events": events[: dealt + 1]})
    except (*errors, ValueError) as exc:
        raise AuthoringError(BAD_DEAL, reason=str(exc)) from None
    steps = tuple(
        _step(Action.from_dict(e["action"])) for e in events[dealt + 1 :] if e["type"] == "action"
    )
    options_used = canonical(game, deal.options_dict())
    moment = DealMoment(game, options_used, None, parts.deal_spec(start), steps)
    if not _same_table(deal, deal_at(moment)):
        raise AuthoringError(NOT_DEALT)
    return moment


def _same_table(one: Deal, other: Deal) -> bool:
    """The same moment as the players see it: hands, tricks taken, points, the trick, who is to
    move and what he may do (seat numbers may differ: dealt hands put the dealer in seat 0)."""

    def seen(deal: Deal) -> tuple[Any, ...]:
        view = _view(deal)
        seats = sorted((s.name, s.hand, s.taken, s.points) for s in view.seats)
        legal = sorted(str(a) for a in deal.legal_actions()) if not deal.is_over() else []
        return (seats, view.trick, view.to_move, view.contract, view.trumps, legal)

    return seen(one) == seen(other)


def moment_from_replay(replay: Replay, step: int) -> DealMoment:
    """The position after the first `step` steps of a replay; the rest of its steps are `then`."""
    if not 0 <= step <= replay.steps:
        raise AuthoringError(NOT_ASKED, reason=f"the replay has steps 0 to {replay.steps}")
    moment = moment_from_log(replay.game, {}, replay.state_at(step).log())
    return replace(moment, then=tuple(_step(a) for a in replay.actions[step:]))


def moment_from_puzzle(puzzle: Puzzle) -> DealMoment:
    """The deal of a puzzle played from a seed or dealt hands (a tactics puzzle, an auction)."""
    position = puzzle.position
    if not {"seed", "deal", "steps"} & set(position):
        raise AuthoringError(NOT_ASKED, reason="this puzzle holds no deal to play on")
    spec = position.get("deal")
    return DealMoment(
        game=puzzle.game,
        options=dict(puzzle.options),
        seed=None if spec is not None else int(position.get("seed", 1)),
        deal=tactics.spec_data(spec) if spec is not None else None,
        steps=tuple(position.get("steps") or ()),
    )
