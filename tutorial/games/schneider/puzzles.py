"""The engine's answers to Böhmischer Schneider puzzles, one function per kind of question."""

from __future__ import annotations

from typing import Any

from tutorial.games.base import OptionError
from tutorial.games.cards import Card, CardParseError, parse_card
from tutorial.games.reasons import Reason
from tutorial.games.schneider.rules import (
    GAME,
    RULES,
    TOTAL_HONOURS,
    SchneiderOptions,
    explain_score,
    explain_trick,
    legal_responses,
    responder_wins,
    result_of,
    victory_points,
)
from tutorial.games.schneider.session import SchneiderSession
from tutorial.puzzles.model import NONE, Puzzle, Solution


def options_of(
    puzzle: Puzzle, data: dict[str, Any] | None = None, name: str = "options"
) -> SchneiderOptions:
    try:
        return RULES.parse_options(puzzle.options if data is None else data)
    except OptionError as exc:
        raise puzzle.error(name, str(exc)) from None


def cards_at(puzzle: Puzzle, key: str, count: tuple[int, int]) -> list[Card]:
    """Cards of `position.<key>`, checked for count; every problem names the field."""
    value = puzzle.position.get(key, [])
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        raise puzzle.error(f"position.{key}", "expected a list of cards, e.g. [9♠, J♠]")
    try:
        cards = [parse_card(str(v)) for v in value]
    except CardParseError as exc:
        raise puzzle.error(f"position.{key}", str(exc)) from None
    low, high = count
    if not low <= len(cards) <= high:
        wanted = str(low) if low == high else f"{low} to {high}"
        raise puzzle.error(f"position.{key}", f"expected {wanted} cards, found {len(cards)}")
    return cards


def _distinct(puzzle: Puzzle, *groups: list[Card]) -> None:
    seen: set[Card] = set()
    for group in groups:
        for c in group:
            if c in seen:
                raise puzzle.error(
                    "position", f"{c.symbol} appears twice; there is one of each card"
                )
            seen.add(c)


def _legal_reason(lead: Card, c: Card, hand: list[Card], opts: SchneiderOptions) -> Reason:
    if c in legal_responses(hand, lead, opts):
        if opts.beat_rule.value == "any_higher_same_suit":
            code = "schneider.follows_suit" if c.suit is lead.suit else "schneider.cannot_follow"
            return Reason(code, GAME, "04", {"lead": lead, "card": c}, "any_higher_same_suit")
        return Reason("schneider.free_answer", GAME, "04", {"lead": lead, "card": c})
    return Reason(
        "schneider.any_higher_must_follow",
        GAME,
        "04",
        {"lead": lead, "card": c},
        "any_higher_same_suit",
    )


def trick_winner(puzzle: Puzzle, opts: SchneiderOptions | None = None) -> Solution:
    """Who takes the trick `position.trick: [lead, answer]`: the answer is the winning card."""
    lead, answer = cards_at(puzzle, "trick", (2, 2))
    _distinct(puzzle, [lead, answer])
    opts = opts or options_of(puzzle)
    reason = explain_trick(lead, answer, opts)
    winner = answer if responder_wins(lead, answer, opts) else lead
    return Solution(
        (lead.code, answer.code),
        frozenset({winner.code}),
        reason,
        {lead.code: reason, answer.code: reason},
    )


def legal_cards(puzzle: Puzzle) -> Solution:
    """Which cards of `position.hand` may answer `position.trick: [lead]` (all of them, by the card)."""
    (lead,) = cards_at(puzzle, "trick", (1, 1))
    hand = cards_at(puzzle, "hand", (1, 6))
    _distinct(puzzle, [lead], hand)
    opts = options_of(puzzle)
    legal = legal_responses(hand, lead, opts)
    why = {c.code: _legal_reason(lead, c, hand, opts) for c in hand}
    reason = why[legal[0].code]
    return Solution(
        tuple(c.code for c in hand), frozenset(c.code for c in legal), reason, why, multi=True
    )


def is_legal(puzzle: Puzzle) -> Solution:
    """May `position.play` answer `position.trick: [lead]` from `position.hand`?"""
    (lead,) = cards_at(puzzle, "trick", (1, 1))
    hand = cards_at(puzzle, "hand", (1, 6))
    (play,) = cards_at(puzzle, "play", (1, 1))
    _distinct(puzzle, [lead], hand)
    if play not in hand:
        raise puzzle.error("position.play", f"{play.symbol} is not in position.hand")
    reason = _legal_reason(lead, play, hand, options_of(puzzle))
    legal = play in legal_responses(hand, lead, options_of(puzzle))
    verdict = "yes" if legal else "no"
    return Solution(("yes", "no"), frozenset({verdict}), reason, {"yes": reason, "no": reason})


def winning_card(puzzle: Puzzle) -> Solution:
    """Which card of `position.hand` takes the trick led with `position.trick: [lead]` ("none")."""
    (lead,) = cards_at(puzzle, "trick", (1, 1))
    hand = cards_at(puzzle, "hand", (1, 6))
    _distinct(puzzle, [lead], hand)
    opts = options_of(puzzle)
    legal = legal_responses(hand, lead, opts)
    why = {
        c.code: explain_trick(lead, c, opts) if c in legal else _legal_reason(lead, c, hand, opts)
        for c in hand
    }
    for c in hand:  # a led ace: say of each card that it cannot beat it
        if why[c.code].code == "schneider.ace_led":
            why[c.code] = Reason("schneider.puzzle_wrong_ace_led", GAME, why[c.code].section,
                                 {"lead": lead, "card": c})  # fmt: skip
    winners = frozenset(c.code for c in legal if responder_wins(lead, c, opts))
    none_reason = Reason("schneider.no_winner_in_hand", GAME, "04", {"lead": lead})
    winner = next((c for c in legal if c.code in winners), None)
    why[NONE] = (
        none_reason
        if winner is None
        else Reason("schneider.puzzle_wrong_none", GAME, "04", {"card": winner})
    )
    reason = next((why[code] for code in winners), none_reason)
    return Solution((*(c.code for c in hand), NONE), winners or frozenset({NONE}), reason, why)


def deal_score(puzzle: Puzzle) -> Solution:
    """Victory points for the winner of a deal ending `position.honours: [a, b]`."""
    honours = puzzle.position.get("honours")
    if not (
        isinstance(honours, list) and len(honours) == 2 and all(isinstance(h, int) for h in honours)
    ):
        raise puzzle.error("position.honours", "expected two whole numbers, e.g. [16, 4]")
    if sum(honours) != 20 or min(honours) < 0:
        raise puzzle.error(
            "position.honours", f"{honours[0]}:{honours[1]} cannot happen: honours add up to 20"
        )
    reason = explain_score((honours[0], honours[1]))
    points = str(victory_points(max(honours)) if honours[0] != honours[1] else 0)
    why = {c: reason if c == points else _wrong_points(int(c), honours) for c in "0123"}
    return Solution(("0", "1", "2", "3"), frozenset({points}), reason, why)


def _wrong_points(points: int, honours: list[int]) -> Reason:
    """Why a deal ending with these honours does not score `points` victory points: the band of
    honours that number needs, read off the engine's own scale."""
    top, low = max(honours), min(honours)
    params: dict[str, Any] = {"points": points, "winner_honours": top, "loser_honours": low}
    if points == 0:
        return Reason("schneider.puzzle_wrong_not_tie", GAME, "06", params)
    band = [h for h in range(TOTAL_HONOURS + 1) if victory_points(h) == points]
    params.update(low=band[0], high=band[-1])
    code = "schneider.puzzle_wrong_band" if len(band) > 1 else "schneider.puzzle_wrong_band_all"
    if top == low:  # a tie: each number is still told the band a winner would need for it
        code = code.replace("_band", "_tie")
    return Reason(code, GAME, "06", params)


def variant_compare(puzzle: Puzzle) -> Solution:
    """Who takes the same trick under two rule variants: the answer lists both winning cards."""
    variants = puzzle.two_variants("{beat_rule: any_higher_same_suit}")
    parts = tuple(
        trick_winner(puzzle, options_of(puzzle, v, "position.variants")) for v in variants
    )
    return Solution(parts[0].choices, frozenset(), parts[0].reason, parts=parts)


SESSION_CHOICES = ("A", "B", "draw", "open")


def session_winner(puzzle: Puzzle) -> Solution:
    """Who wins a session whose deals ended `position.deals: [[a, b], …]` (A's honours first):
    the engine's session counts the deals and adds the victory points."""
    rows = puzzle.position.get("deals")
    if not rows:
        raise puzzle.error("position.deals", "give the honours of each deal, e.g. [[12, 8]]")
    session = SchneiderSession(seed=1, options=options_of(puzzle))
    for number, row in enumerate(rows, start=1):
        where = f"position.deals.{number}"
        if len(row) != 2 or sum(row) != 20:
            raise puzzle.error(where, "expected two honour counts adding up to 20, e.g. [12, 8]")
        if session.is_over():
            raise puzzle.error(where, "the session was already over before this deal")
        result = result_of((row[0], row[1]))
        session.add_result(result.victory_points, tie=result.winner is None)
    params = {
        "counted": session.deals_counted,
        "deals": session.options.match_deals,
        "score": f"{session.points[0]}:{session.points[1]}",
    }
    if not session.is_over():
        answer, code = "open", "schneider.session_open"
    else:
        won = session.winner()
        answer = "draw" if won is None else "AB"[won]
        code = "schneider.session_drawn" if won is None else "schneider.session_won"
    reason = Reason(code, GAME, "06", params)
    why = {c: reason if c == answer else _wrong_session(c, answer, params) for c in SESSION_CHOICES}
    return Solution(SESSION_CHOICES, frozenset({answer}), reason, why)


def _wrong_session(choice: str, answer: str, params: dict[str, Any]) -> Reason:
    """Why a session is not won by, drawn for, or still open for `choice`."""
    p = {**params, "player": choice}
    if answer == "open":
        code = "session_not_over_draw" if choice == "draw" else "session_not_over"
    elif choice == "open":
        code = "session_over"
    elif choice == "draw":
        code = "session_not_drawn"
    elif answer == "draw":
        code = "session_drawn_not_won"
    else:
        code = "session_fewer_points"
    return Reason(f"schneider.puzzle_wrong_{code}", GAME, "06", p)


SOLVERS = {
    "trick_winner": trick_winner,
    "legal_cards": legal_cards,
    "is_legal": is_legal,
    "winning_card": winning_card,
    "deal_score": deal_score,
    "variant_compare": variant_compare,
    "session_winner": session_winner,
}
