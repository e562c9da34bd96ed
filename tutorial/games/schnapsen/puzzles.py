"""The engine's answers to Bauernschnapsen and Dreierschnapsen puzzles, one function per kind.

Trick questions go through the trick checker (`check_trick_position`); claim scores through the
scoring rules; auctions, contract outcomes and whether an action is allowed are played out in a
real deal by the engine; the Bummerl of a game to 24 is written on the engine's own score sheet.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tutorial.formats.steps import apply_steps, step_action
from tutorial.games.base import OptionError
from tutorial.games.cards import Card, CardParseError, parse_card
from tutorial.games.dreierschnapsen.auction import rank_key as dreier_rank_key
from tutorial.games.reasons import Reason
from tutorial.games.schnapsen.cards import STRENGTH, TARGET, best_index, trick_reason
from tutorial.games.schnapsen.checker import PositionCheck, PositionError, check_trick_position
from tutorial.games.schnapsen.facts import deal_to_first_lead
from tutorial.games.schnapsen.members import MEMBERS as GAMES
from tutorial.games.schnapsen.replays import schnapsen_start
from tutorial.games.schnapsen.scoring import (
    Stake,
    false_claim_award,
    false_claim_variant,
    normal_award,
)
from tutorial.games.schnapsen.sections import section
from tutorial.games.schnapsen.session import BauernSession, DreierSession
from tutorial.games.schnapsen.wrong_choices import (
    action_no_why,
    auction_why,
    bummerl_why,
    deal_score_why,
    trick_why,
)
from tutorial.puzzles.model import NONE, Puzzle, Solution

ROLES = {"bauernschnapsen": ("F", "M", "R", "D"), "dreierschnapsen": ("F", "M", "D")}


def _cards(puzzle: Puzzle, key: str) -> list[Card]:
    value = puzzle.position.get(key, [])
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        raise puzzle.error(f"position.{key}", "expected a list of cards, e.g. [K♥, A♥]")
    try:
        return [parse_card(str(v)) for v in value]
    except CardParseError as exc:
        raise puzzle.error(f"position.{key}", str(exc)) from None


def _check(
    puzzle: Puzzle, trick: list[Card], hand: list[Card], options: dict | None = None
) -> PositionCheck:
    trump = puzzle.position.get("trump")
    try:
        return check_trick_position(
            puzzle.game,
            str(puzzle.position.get("contract", "normal")),
            None if trump in (None, "", "none") else str(trump),
            trick,
            hand,
            options=puzzle.options if options is None else options,
        )
    except PositionError as exc:
        raise puzzle.error("position", str(exc)) from None


def trick_winner(puzzle: Puzzle) -> Solution:
    """Who takes a complete trick: the answer is the card that wins it."""
    trick = _cards(puzzle, "trick")
    if len(trick) < 2:
        raise puzzle.error("position.trick", "give every card of the trick, in the order played")
    check = _check(puzzle, trick[:-1], trick[-1:])
    if len(trick) != check.table_size:
        raise puzzle.error(
            "position.trick",
            f"a complete trick here has {check.table_size} cards, found {len(trick)}",
        )
    index = best_index(trick, check.trump, STRENGTH[check.order])
    reason = trick_reason(trick, check.trump, check.order, puzzle.game)
    winner = trick[index]
    wrong = trick_why(puzzle.game, reason.section, trick, winner, check.trump)
    return Solution(
        tuple(c.code for c in trick),
        frozenset({winner.code}),
        reason,
        {c.code: reason if c == winner else wrong(c.code) for c in trick},
    )


def _position(
    puzzle: Puzzle, options: dict | None = None
) -> tuple[list[Card], list[Card], PositionCheck]:
    trick = _cards(puzzle, "trick")
    hand = _cards(puzzle, "hand")
    if not hand:
        raise puzzle.error("position.hand", "give the cards of the player to move")
    return trick, hand, _check(puzzle, trick, hand, options)


def _why(check: PositionCheck, hand: list[Card]) -> dict[str, Reason]:
    return {c.code: check.illegal.get(c) or check.winning.get(c) or check.rule for c in hand}


def legal_cards(puzzle: Puzzle, options: dict | None = None) -> Solution:
    """Which cards of the hand may be played: follow, head, trump, overtrump…"""
    _trick, hand, check = _position(puzzle, options)
    why = _why(check, hand)
    return Solution(
        tuple(c.code for c in hand),
        frozenset(c.code for c in check.legal),
        check.rule,
        why,
        multi=True,
    )


def is_legal(puzzle: Puzzle) -> Solution:
    """May `position.play` be played from the hand?"""
    _trick, hand, check = _position(puzzle)
    (play,) = _cards(puzzle, "play") or [None]
    if play not in hand:
        raise puzzle.error("position.play", "name one card of position.hand")
    reason = check.illegal.get(play) or check.rule
    verdict = "no" if play in check.illegal else "yes"
    return Solution(("yes", "no"), frozenset({verdict}), reason, {"yes": reason, "no": reason})


def winning_card(puzzle: Puzzle) -> Solution:
    """Which card of the hand wins the trick, if any (only legal cards count)."""
    _trick, hand, check = _position(puzzle)
    why = _why(check, hand)
    for c in check.legal:  # a card that may be played but leaves the trick to the best so far
        if c not in check.winning and check.best is not None:
            params = {"card": c, "best": check.best}
            why[c.code] = Reason(
                "schnapsen.puzzle_wrong_card_loses", puzzle.game, check.rule.section, params
            )
    none_reason = check.best_reason or check.rule
    winner = next(iter(check.winning), None)
    why[NONE] = (
        none_reason
        if winner is None
        else Reason(
            "schnapsen.puzzle_wrong_none", puzzle.game, check.rule.section, {"card": winner}
        )
    )
    winners = frozenset(c.code for c in check.winning)
    reason = next(iter(check.winning.values()), none_reason)
    return Solution((*(c.code for c in hand), NONE), winners or frozenset({NONE}), reason, why)


def _stakes(game: str, doublings: int) -> Callable[[int], Stake]:
    """What an award is worth after this many doublings, as the engine's doubling round leaves
    the deal."""
    return deal_to_first_lead(GAMES[game], doublings).stake


def deal_score(puzzle: Puzzle) -> Solution:
    """What a claim of 66 in the Normal game scores, and for whom (S3 §06)."""
    pos = puzzle.position
    try:
        claim = int(pos["claim_points"])
        opp_points = int(pos["opponent_points"])
        opp_tricks = int(pos["opponent_tricks"])
        claim_tricks = int(pos.get("claim_tricks", 1))
        doublings = int(pos.get("doublings", 0))
    except (KeyError, TypeError, ValueError) as exc:
        raise puzzle.error(
            "position", f"give claim_points, opponent_points, opponent_tricks ({exc})"
        ) from None
    if not (
        0 <= doublings <= 3 and 0 <= opp_points <= 120 and 0 <= claim <= 160 and opp_tricks >= 0
    ):
        raise puzzle.error("position", "these numbers cannot occur in a deal")
    if opp_tricks == 0 and opp_points > 0:
        raise puzzle.error("position.opponent_points", "a side with no trick has no card points")
    rule = GAMES[puzzle.game].parse_options(puzzle.options).false_claim  # type: ignore[attr-defined]
    stake_of = _stakes(puzzle.game, doublings)
    variant = None
    if claim >= TARGET:
        award = normal_award(opp_tricks, opp_points)
        stake = stake_of(award)
        answer, code = f"claimers:{stake.value}", "schnapsen.puzzle_claim_true"
    else:
        award = false_claim_award(rule, claim_tricks, opp_tricks, opp_points)
        stake = stake_of(award)
        variant = false_claim_variant(rule)
        answer = f"opponents:{stake.value}"
        code = "schnapsen.puzzle_claim_false" + ("_variant" if variant else "")
    reason = Reason(
        code, puzzle.game, section(puzzle.game, "claim"),
        {"claimed": claim, "opponent_points": opp_points, "opponent_tricks": opp_tricks, **stake.params()},
        variant,
    )  # fmt: skip
    choices = tuple(
        f"{side}:{stake_of(n).value}" for side in ("claimers", "opponents") for n in (1, 2, 3)
    )
    numbers = {"claim_points": claim, "opponent_points": opp_points,
               "opponent_tricks": opp_tricks, "claim_tricks": claim_tricks}  # fmt: skip
    undoubled = _stakes(puzzle.game, doublings - 1) if doublings else None
    wrong = deal_score_why(
        puzzle.game, reason.section, numbers, rule, (answer.partition(":")[0], award),
        stake_of, undoubled,
    )  # fmt: skip
    why = {c: reason if c == answer else wrong(c) for c in choices}
    return Solution(choices, frozenset({answer}), reason, why)


def play_steps(puzzle: Puzzle) -> Any:
    """A real deal, driven by the puzzle's steps from a seed or a dealt position (`deal:` with the
    hands, as in a replay file), so a puzzle can continue a lesson's own example deal."""
    seed = puzzle.position.get("seed", 1)
    spec = puzzle.position.get("deal")
    try:
        if spec is not None:
            options = GAMES[puzzle.game].parse_options(puzzle.options)
            deal = schnapsen_start(puzzle.game, spec.model_dump(exclude_none=True), options)
        else:
            deal = GAMES[puzzle.game].new_deal(int(seed), puzzle.options)
    except OptionError as exc:
        raise puzzle.error("options", str(exc)) from None
    except ValueError as exc:
        raise puzzle.error(
            "position.deal" if spec is not None else "position.seed", str(exc)
        ) from None
    return apply_steps(deal, puzzle.position.get("steps") or [], puzzle.error)


def auction_winner(puzzle: Puzzle) -> Solution:
    """Who plays after these trumps and bids: the answer is the seat (F, M, R, D)."""
    deal = play_steps(puzzle)
    if deal.declarer is None:
        raise puzzle.error("position.steps", "the auction is not over after these steps")
    roles = ROLES[puzzle.game]
    winner = deal.role(deal.declarer)
    contract = deal.contract.id if deal.contract else "?"
    params = {"player": winner, "contract": contract}
    sec = section(puzzle.game, "bidding")
    dreier = puzzle.game == "dreierschnapsen"
    seat_of = {deal.role(s): s for s in range(deal.players)}
    bids: dict[str, list[tuple[str, bool]]] = {}
    for event in deal.events:
        if event["type"] == "bid":
            bids.setdefault(deal.role(event["player"]), []).append(
                (event["contract"], bool(event.get("without_talon")))
            )
    if not bids:  # Dreierschnapsen: all passed, and the Normal game is nobody's bid (S4)
        code = "schnapsen.auction_all_passed_three"
    else:
        code = "schnapsen.auction_won_three" if dreier else "schnapsen.auction_won_four"
    reason = Reason(code, puzzle.game, sec, params)
    if dreier:
        passed = frozenset(deal.role(s) for s, b in deal.bids.items() if b is None)
    else:
        passed = frozenset(deal.role(s) for s in deal.passed)

    def rank(seat: str, row: str, without_talon: bool) -> tuple[Any, ...]:
        if not dreier:
            return (deal.rank[row],)
        return dreier_rank_key(deal, deal.contracts[row], without_talon, seat_of[seat])

    won = rank(winner, contract, bool(deal.without_talon))
    wrong = auction_why(puzzle.game, sec, winner, contract, bids, rank, won, passed)
    return Solution(
        roles, frozenset({winner}), reason, {r: reason if r == winner else wrong(r) for r in roles}
    )


def contract_result(puzzle: Puzzle) -> Solution:
    """Whether the contract of a deal played to its end is made or failed."""
    deal = play_steps(puzzle)
    if not deal.is_over():
        raise puzzle.error("position.steps", "the deal is not over after these steps")
    result = deal.result()
    verdict = "made" if result.made else "failed"
    return Solution(
        ("made", "failed"),
        frozenset({verdict}),
        result.reason,
        {"made": result.reason, "failed": result.reason},
    )


def variant_compare(puzzle: Puzzle) -> Solution:
    """The legal cards of one position under two rule variants."""
    variants = puzzle.two_variants("{must_trump: only_if_it_wins}")
    parts = tuple(legal_cards(puzzle, {**puzzle.options, **v}) for v in variants)
    return Solution(parts[0].choices, frozenset(), parts[0].reason, multi=True, parts=parts)


def action_legal(puzzle: Puzzle) -> Solution:
    """May the player to move take `position.action` after these steps (name trumps, bid, lead a
    marriage…)? The deal answers: `why_illegal` names the rule a refused action breaks,
    `why_allowed` the rule that allows it here, with whose turn, the phase and the bids so far;
    a wrong "No" is told the misreading it needs."""
    deal = play_steps(puzzle)
    step = puzzle.position.get("action")
    if step is None:
        raise puzzle.error("position.action", "give the action to ask about, e.g. 'trump: H'")
    if deal.is_over():
        raise puzzle.error("position.steps", "the deal is over after these steps")
    try:
        action = step_action(step)
    except CardParseError as exc:
        raise puzzle.error("position.action", str(exc)) from None
    why = deal.why_illegal(action)
    if why is not None:
        return Solution(("yes", "no"), frozenset({"no"}), why, {"yes": why, "no": why})
    allowed = deal.why_allowed(action)
    assert allowed is not None
    no = action_no_why(allowed, action.card)
    return Solution(("yes", "no"), frozenset({"yes"}), allowed, {"yes": allowed, "no": no})


BUMMERL_CHOICES = ("0", "1", "2", "4")


def score_sheet(puzzle: Puzzle) -> BauernSession | DreierSession:
    """The engine's score sheet with `position.deals` written on it, one row of game points per
    deal (Bauernschnapsen: us, them; Dreierschnapsen: three players)."""
    rows = puzzle.position.get("deals")
    width = 2 if puzzle.game == "bauernschnapsen" else 3
    if not rows:
        raise puzzle.error("position.deals", "give the game points of each deal, e.g. [[2, 0]]")
    options = GAMES[puzzle.game].parse_options(puzzle.options)
    sheet: BauernSession | DreierSession
    if puzzle.game == "bauernschnapsen":
        sheet = BauernSession(seed=1, options=options)
    else:
        sheet = DreierSession(seed=1, options=options)
    for number, row in enumerate(rows, start=1):
        where = f"position.deals.{number}"
        if len(row) != width:
            raise puzzle.error(
                where, f"expected {width} numbers, one per {'side' if width == 2 else 'player'}"
            )
        if sheet.is_over():
            raise puzzle.error(where, "the game was already over before this deal")
        if width == 2 and min(row) > 0:
            raise puzzle.error(where, "only one side scores in a deal")
        if not 0 < sum(row) <= 3 * 24 * 8:
            raise puzzle.error(where, "a deal gives between 1 and 576 game points")
        sheet.add_points(list(row))
    return sheet


def bummerl(puzzle: Puzzle) -> Solution:
    """How many Bummerl the loser of a game to 24 takes (0 while the game goes on)."""
    sheet = score_sheet(puzzle)
    sec = section(puzzle.game, "match")
    score = ":".join(str(p) for p in sheet.points)
    target = sheet.options.target
    marks = sheet.bummerl()
    if not marks:
        params = {"score": score, "target": target}
        reason = Reason("schnapsen.puzzle_game_open", puzzle.game, sec, params)
        answer = "0"
    else:
        n = max(marks.values())
        low = min(sheet.points[s] for s in marks)
        before = getattr(sheet, "before_last", None)
        if before is None:  # Bauernschnapsen: the score before the last deal, from the sheet
            last = puzzle.position["deals"][-1]
            before = [p - d for p, d in zip(sheet.points, last, strict=True)]
        code = {1: "schnapsen.puzzle_bummerl", 2: "schnapsen.puzzle_bummerl_schneider"}.get(
            n, "schnapsen.puzzle_bummerl_retour"
        )
        params = {"score": score, "target": target, "low": low,
                  "before": ":".join(str(p) for p in before)}  # fmt: skip
        bauern_retour = n == 4 and puzzle.game == "bauernschnapsen"
        variant = "retourschneider=true" if bauern_retour else None
        reason = Reason(code, puzzle.game, sec, params, variant)
        answer = str(n)
    high = max(sheet.points)
    numbers = {"score": score, "target": target, "high": high, **reason.params}
    wrong = bummerl_why(
        puzzle.game, sec, int(answer), numbers, _retour_elsewhere(puzzle, sheet, int(answer))
    )
    why = {c: reason if c == answer else wrong(c) for c in BUMMERL_CHOICES}
    return Solution(BUMMERL_CHOICES, frozenset({answer}), reason, why)


def _retour_elsewhere(puzzle: Puzzle, sheet: BauernSession | DreierSession, answer: int) -> bool:
    """Whether this finished Bauernschnapsen sheet would be a Retourschneider with the
    `retourschneider` option on (Dreierschnapsen's card rule, only a variant here)."""
    if puzzle.game != "bauernschnapsen" or answer in (0, 4) or sheet.options.retourschneider:
        return False
    other = score_sheet(
        Puzzle(**{**puzzle.__dict__, "options": {**puzzle.options, "retourschneider": True}})
    )
    return max(other.bummerl().values(), default=0) == 4


SOLVERS: dict[str, Callable[[Puzzle], Solution]] = {
    "trick_winner": trick_winner,
    "legal_cards": legal_cards,
    "is_legal": is_legal,
    "winning_card": winning_card,
    "deal_score": deal_score,
    "auction_winner": auction_winner,
    "contract_result": contract_result,
    "variant_compare": variant_compare,
    "action_legal": action_legal,
    "bummerl": bummerl,
}
