"""The exact search of a Schneider deal once the talon is empty, on bit masks (issue 23).

From then on nothing is hidden and nothing is drawn: a position is the two hands (an int each over
`Card.index`), the card led if a trick is open, whose turn it is and the honours one seat has
banked (the other's follow, since all 20 are banked or in hand). Every rule is the engine's,
asked once per search and kept in tables: which answer takes which lead (`_responder_wins_table`),
which answers a hand may give to a lead (`legal_responses`, per lead and hand), what a card is
worth (`HONOUR_VALUE`) and what a final count scores (`victory_points`). The search is alpha-beta
with a transposition table keyed by the masks, the table's best move tried first, and a bound from
the honours still in play: when even taking all of them, or none, cannot leave the window, the
position's value is known without a move. `SchneiderDeal.fast_search` offers it to
`tutorial.solver.solve` (the generic search through the Deal API gives the same values).
"""

from __future__ import annotations

from collections.abc import Callable

from tutorial.games.base import PLAY, Action, NodeLimit
from tutorial.games.cards import ALL_CARDS, PACK_32
from tutorial.games.schneider.rules import (
    HONOUR_VALUE,
    TOTAL_HONOURS,
    SchneiderDeal,
    _responder_wins_table,
    legal_responses,
    victory_points,
)
from tutorial.solver.search import INF, entry_after

_HONOUR = [HONOUR_VALUE.get(c, 0) for c in ALL_CARDS]  # by Card.index
_HONOURS_MASK = sum(1 << c.index for c in PACK_32 if HONOUR_VALUE[c])
# A card's index by its bit, honours first: the order moves are tried in.
_ORDER = sorted(range(len(ALL_CARDS)), key=lambda i: -_HONOUR[i])


def _count(mask: int) -> int:
    return bin(mask).count("1")


class EndgameSearch:
    """An exact alpha-beta search of a Schneider deal with the talon empty, for `seat`: values in
    victory points, `seat`'s minus the other's, as `SchneiderDeal.payoff` counts them. `value` and
    `value_after` follow `tutorial.solver.search.Search` (exact inside the window, a bound
    outside); `NodeLimit` past `max_nodes` positions."""

    def __init__(self, deal: SchneiderDeal, seat: int, max_nodes: int | None = None) -> None:
        if deal.talon or deal.to_move is None:
            raise ValueError("the endgame search starts once the talon is empty, before the end")
        opts = deal.options
        wins = _responder_wins_table(opts)
        # What a final count scores for the seat: its victory points less the other's.
        end_value = [
            victory_points(h) - victory_points(TOTAL_HONOURS - h) for h in range(TOTAL_HONOURS + 1)
        ]
        hands = [sum(1 << c.index for c in hand) for hand in deal.hands]
        lead = deal.trick[0].index if deal.trick else -1
        self._hands = hands
        self._seat = seat
        self._mover = deal.to_move
        self._lead = lead
        self._banked = deal.honours()[seat]
        answers: dict[tuple[int, int], tuple[int, ...]] = {}
        cards: dict[int, tuple[int, ...]] = {}
        table: dict[tuple[int, int, int, int, int], tuple[int, int, int]] = {}
        counter = [0]
        limit = max_nodes
        self._counter = counter

        def cards_of(mask: int) -> tuple[int, ...]:
            found = cards.get(mask)
            if found is None:
                found = cards[mask] = tuple(i for i in _ORDER if mask >> i & 1)
            return found

        def answers_to(led: int, hand: int) -> tuple[int, ...]:
            """The engine's legal answers of `hand` to the card `led`, asked once per pair."""
            found = answers.get((led, hand))
            if found is None:
                allowed = legal_responses(
                    [ALL_CARDS[i] for i in cards_of(hand)], ALL_CARDS[led], opts
                )
                mask = sum(1 << c.index for c in allowed)
                found = answers[(led, hand)] = cards_of(mask)
            return found

        def value(mover: int, led: int, mine: int, alpha: int, beta: int) -> int:
            """The value with `mover` to play (`led` the open trick's card, or −1) and `mine`
            honours banked by the seat."""
            counter[0] += 1
            if limit is not None and counter[0] > limit:
                raise NodeLimit
            h0, h1 = hands
            in_play = (h0 | h1) & _HONOURS_MASK
            if led >= 0:
                in_play |= (1 << led) & _HONOURS_MASK
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
                    gain = _HONOUR[led] + _HONOUR[move]
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
        self._wins = wins
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
        move, mover, led, seat = action.card.index, self._mover, self._lead, self._seat
        hands = self._hands
        hands[mover] ^= 1 << move
        try:
            if led < 0:
                return self._value(1 - mover, move, self._banked, alpha, beta)
            taker = mover if self._wins[led * 32 + move] else 1 - mover
            gained = self._banked + (_HONOUR[led] + _HONOUR[move] if taker == seat else 0)
            if not (hands[0] or hands[1]):
                return self._end_value[gained]
            return self._value(taker, -1, gained, alpha, beta)
        finally:
            hands[mover] ^= 1 << move
