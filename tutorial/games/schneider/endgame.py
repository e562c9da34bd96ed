"""The exact search of a Schneider deal once the talon is empty, on bit masks (issue 23).

From then on nothing is hidden and nothing is drawn: a position is the two hands (an int each over
`Card.index`), the card led if a trick is open, whose turn it is and the honours one seat has
banked (the other's follow, since every honour is banked or in play). Every rule comes from the
engine (`schneider/rules.py` builds the `EndgameRules` from its own functions, once per options):
which answer takes which lead, which answers a hand may give to a lead, what a card is worth and
what a final count scores. The search is alpha-beta with a transposition table keyed by the
masks, the table's best move tried first, and a bound from the honours still in play: when even
taking all of them, or none, cannot leave the window, the position's value is known without a
move. `SchneiderDeal.fast_search` offers it to `tutorial.solver.solve` (the generic search
through the Deal API gives the same values: `tests/test_schneider_endgame.py`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tutorial.games.base import PLAY, Action, NodeLimit
from tutorial.solver.search import INF, FreesItsTables, entry_after


@dataclass(frozen=True)
class EndgameRules:
    """The engine's rules of the card play as tables, for one set of options."""

    wins: Sequence[bool]  # whether the answer takes the trick, by lead.index * 32 + answer.index
    honour: Sequence[int]  # honours a card counts, by Card.index
    answers: Callable[[int, int], int]  # (led card's index, hand mask) → the answers allowed
    end_value: Sequence[int]  # by the seat's final honours: its victory points less the other's


def _count(mask: int) -> int:
    return bin(mask).count("1")


class EndgameSearch(FreesItsTables):
    """An exact alpha-beta search of a Schneider deal with the talon empty, for `seat`: values in
    victory points, `seat`'s minus the other's, as `SchneiderDeal.payoff` counts them. `value` and
    `value_after` follow `tutorial.solver.search.Search` (exact inside the window, a bound
    outside); `NodeLimit` past `max_nodes` positions."""

    def __init__(
        self,
        rules: EndgameRules,
        hands: list[int],
        lead: int,
        mover: int,
        banked: int,
        seat: int,
        max_nodes: int | None = None,
    ) -> None:
        """`hands`: each seat's cards as a mask; `lead`: the open trick's card index or −1;
        `banked`: the honours `seat` has taken so far."""
        wins, honour, end_value = rules.wins, rules.honour, rules.end_value
        honours_mask = sum(1 << i for i, worth in enumerate(honour) if worth)
        order = sorted(range(len(honour)), key=lambda i: -honour[i])  # honours tried first
        hands = list(hands)
        self._hands = hands
        self._seat = seat
        self._mover = mover
        self._lead = lead
        self._banked = banked
        answers: dict[tuple[int, int], tuple[int, ...]] = {}
        cards: dict[int, tuple[int, ...]] = {}
        table: dict[tuple[int, int, int, int, int], tuple[int, int, int]] = {}
        counter = [0]
        limit = max_nodes
        self._counter = counter

        def cards_of(mask: int) -> tuple[int, ...]:
            found = cards.get(mask)
            if found is None:
                found = cards[mask] = tuple(i for i in order if mask >> i & 1)
            return found

        def answers_to(led: int, hand: int) -> tuple[int, ...]:
            """The engine's legal answers of `hand` to the card `led`, asked once per pair."""
            found = answers.get((led, hand))
            if found is None:
                found = answers[(led, hand)] = cards_of(rules.answers(led, hand))
            return found

        def value(mover: int, led: int, mine: int, alpha: int, beta: int) -> int:
            """The value with `mover` to play (`led` the open trick's card, or −1) and `mine`
            honours banked by the seat."""
            counter[0] += 1
            if limit is not None and counter[0] > limit:
                raise NodeLimit
            h0, h1 = hands
            in_play = (h0 | h1) & honours_mask
            if led >= 0:
                in_play |= (1 << led) & honours_mask
            left = _count(in_play)
            # All the honours left to the seat, or all to the other: the bounds of any line.
            high, low = end_value[mine + left], end_value[mine]
            if high <= alpha or low == high:
                return high
            if low >= beta:
                return low
            key = (h0, h1, led, mover, mine)
            first = -1
            entry = table.get(key)
            if entry is not None:
                lower, upper, first = entry
                if lower >= beta or lower == upper:
                    return lower
                if upper <= alpha:
                    return upper
                if lower > alpha:
                    alpha = lower
                if upper < beta:
                    beta = upper
            hand = hands[mover]
            moves = cards_of(hand) if led < 0 else answers_to(led, hand)
            if first >= 0:
                moves = (first, *(m for m in moves if m != first))
            maximizing = mover == seat
            a, b = alpha, beta
            result = -INF if maximizing else INF
            best = -1
            other = 1 - mover
            for move in moves:
                bit = 1 << move
                hands[mover] ^= bit
                if led < 0:
                    v = value(other, move, mine, a, b)
                else:
                    taker = mover if wins[led * 32 + move] else other
                    gain = honour[led] + honour[move]
                    gained = mine + gain if taker == seat else mine
                    if hands[0] or hands[1]:
                        v = value(taker, -1, gained, a, b)
                    else:
                        v = end_value[gained]
                hands[mover] ^= bit
                if maximizing:
                    if v > result:
                        result, best = v, move
                        if v > a:
                            a = v
                            if v >= b:
                                break
                elif v < result:
                    result, best = v, move
                    if v < b:
                        b = v
                        if v <= a:
                            break
            table[key] = entry_after(entry, result, alpha, beta, best)
            return result

        self._value: Callable[[int, int, int, int, int], int] = value
        self._tables = (answers, cards, table)
        self._wins = wins
        self._honour = honour
        self._end_value = end_value

    @property
    def nodes(self) -> int:
        """Positions searched so far (all calls together)."""
        return self._counter[0]

    def value(self, alpha: int = -INF, beta: int = INF) -> int:
        """The position's value for the seat (exact inside the window)."""
        return self._value(self._mover, self._lead, self._banked, alpha, beta)

    def value_after(self, action: Action, alpha: int = -INF, beta: int = INF) -> int:
        """The value after the player to move plays `action` (a legal engine action)."""
        assert action.card is not None and action == PLAY[action.card]
        honour = self._honour
        move, mover, led, seat = action.card.index, self._mover, self._lead, self._seat
        hands = self._hands
        hands[mover] ^= 1 << move
        try:
            if led < 0:
                return self._value(1 - mover, move, self._banked, alpha, beta)
            taker = mover if self._wins[led * 32 + move] else 1 - mover
            gained = self._banked + (honour[led] + honour[move] if taker == seat else 0)
            if not (hands[0] or hands[1]):
                return self._end_value[gained]
            return self._value(taker, -1, gained, alpha, beta)
        finally:
            hands[mover] ^= 1 << move
