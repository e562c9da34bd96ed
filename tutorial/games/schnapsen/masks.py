"""The card play of a Schnapsen deal on bit masks, and the solver's exact search over it (issue 23).

Why here and not in `tutorial/solver/`: the solver is a leaf that names no game (the architecture
test), while this core is the Schnapsen card play itself, so it lives with it and the generic
solver reaches it through `Deal.fast_search`.

The state is small: each hand an int over `Card.index` (`cards.BIT`), the open trick as card
indices, points, tricks and marriages per seat as small ints. Nothing here states a rule again;
each decision is read from the engine, once, and kept:

- the cards a follower may play: the contract's own duty chains (`deal.duties`) through the
  engine's `cards.legal_mask`, cached per (led suit and best card, hand);
- who heads a trick: `cards.beats` with the contract's trumps and rank order, as a 32×32 table;
  card points from `cards.POINTS`, a marriage's worth from `cards.marriage_value`;
- who may show a marriage or claim on lead: the engine's `tricks.play_actions`, asked once per
  seat and trick count on a probe (a private clone of the deal);
- what follows a trick, a marriage, a claim or a declined claim (the deal ends and for how much,
  a claim is offered, who moves): the engine's own `tricks.after_trick`, `tricks.after_marriage`,
  `claims.claim` and `claims.decline`, run on the probe and cached by what the position has
  banked (`banked`: the same view `SchnapsenDeal.state_key` takes);
- how far the search window may narrow: the engine's `payoff_range` (what each side can still
  score), asked once per banked view.

Equal cards are merged only where points do not count (the Gang and Bettler families, whose
`banked` view is empty, and nobody may show a marriage): there two cards of one suit in one hand
with no card still in play between them win and lose the same tricks. In the Normal game and the
Schnapser every rank has its own points, so no two cards are alike.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from tutorial.games.base import Action, NodeLimit
from tutorial.games.cards import ALL_CARDS, PACK_20, Rank, Suit
from tutorial.games.schnapsen import claims as schnapsen_claims
from tutorial.games.schnapsen import tricks as schnapsen_tricks
from tutorial.games.schnapsen.actions import CLAIM, MARRIAGE_PLAY, NO_CLAIM, PLAY
from tutorial.games.schnapsen.cards import (
    BIT,
    MARRIAGE_PARTNER,
    POINTS,
    beats,
    legal_mask,
    marriage_value,
)
from tutorial.games.schnapsen.contracts import Goal
from tutorial.games.schnapsen.phases import Phase
from tutorial.games.schnapsen.state import SchnapsenState
from tutorial.solver.search import INF, FreesItsTables, entry_after

CLAIM_MOVE = 64  # a move is a card index (0–31), a card index + 32 (a marriage lead), or these
NO_CLAIM_MOVE = 65
_MARRIAGE = 32
_END, _OFFER, _GO = 0, 1, 2  # what the engine says follows: the deal ended, a claim offer, a move
_KINGS = frozenset(c.index for c in PACK_20 if c.rank is Rank.KING)


def banked(
    goal: Goal,
    side: Sequence[int],
    declarer: int | None,
    card_points: Sequence[int],
    tricks_won: Sequence[int],
    marriage_points: Sequence[int],
    marriages: Sequence[tuple[int, Any, int]],
) -> Hashable:
    """What is banked as far as the contract's goal can still use it: in the Normal game each
    side's card points, tricks and marriages; in the Schnapser family the declarer's points and
    marriages; nothing in the Gang and Bettler families, where a deal still running means the
    declarer's goal holds so far. (`SchnapsenDeal.state_key` and the card core both key on it.)"""
    if goal is Goal.NORMAL:
        sides = [0, 0, 0, 0, 0, 0]  # card points, tricks, marriages of side 0, then side 1
        for seat, s in enumerate(side):
            base = 3 * s
            sides[base] += card_points[seat]
            sides[base + 1] += tricks_won[seat]
            sides[base + 2] += marriage_points[seat]
        return tuple(sides)
    if goal is Goal.SCHNAPSER:
        assert declarer is not None
        own = tuple(points for seat, _, points in marriages if seat == declarer)
        return (card_points[declarer], own)
    return None


CardTables = tuple[list[bool], list[int], list[list[int]]]
_CARD_TABLES: dict[tuple[Suit | None, tuple[int, ...]], CardTables] = {}


def card_tables(trump: Suit | None, strength: tuple[int, ...]) -> CardTables:
    """Tables from the engine's rule functions for a contract's trumps and rank order, made once
    per process (a strong player's decision starts a search per sampled deal): whether card `c`
    beats the best card `b` (`beat[b * 32 + c]`, `cards.beats`), each king's and queen's
    marriage worth (`cards.marriage_value`), and each suit's cards, strongest first."""
    key = (trump, strength)
    found = _CARD_TABLES.get(key)
    if found is None:
        beat = [False] * 1024
        for b in PACK_20:
            for c in PACK_20:
                beat[b.index * 32 + c.index] = beats(c, b, trump, strength)
        marriage_worth = [0] * 32
        for c in MARRIAGE_PARTNER:
            marriage_worth[c.index] = marriage_value(c, trump)
        suits_by_strength = [
            [c.index for c in sorted(cards, key=lambda c: -strength[c.index])]
            for cards in ([c for c in PACK_20 if c.suit is s] for s in Suit)
        ]
        found = _CARD_TABLES[key] = (beat, marriage_worth, suits_by_strength)
    return found


def move_of(action: Action) -> int:
    """The core's move for an engine action of the card play."""
    if action.kind == "claim":
        return CLAIM_MOVE
    if action.kind == "no_claim":
        return NO_CLAIM_MOVE
    assert action.card is not None
    return action.card.index + (_MARRIAGE if action.flag else 0)


def action_of(move: int) -> Action:
    """The engine's (shared) action for a core move: the inverse of `move_of`."""
    if move == CLAIM_MOVE:
        return CLAIM
    if move == NO_CLAIM_MOVE:
        return NO_CLAIM
    c = ALL_CARDS[move & 31]
    return MARRIAGE_PLAY[c] if move & _MARRIAGE else PLAY[c]


class Oracle:
    """The engine's answers about turns, claims and ends, asked on a probe and kept.

    The probe is a clone of the deal; before each question its banked counters are set to the
    position's, so the engine's own functions decide. Answers are cached under the question and
    the position's `banked` view, which by `state_key`'s contract fixes what follows."""

    def __init__(self, deal: SchnapsenState, seat: int) -> None:
        self.probe: Any = deal.clone()  # type: ignore[attr-defined]
        self.seat = seat
        self.cache: dict[Hashable, tuple[int, int, Any]] = {}

    def _load(self, pts: list[int], trk: list[int], mar: list[int],
              marriages: list[tuple[int, Any, int]], played: int, leader: int) -> Any:  # fmt: skip
        p = self.probe
        p.card_points, p.tricks_won, p.marriage_points = pts[:], trk[:], mar[:]
        p.marriages = marriages[:]
        p.tricks_played = played
        p.leader = leader
        p.phase = Phase.PLAY
        p.claim_offer = None
        p.lean_events = []
        p._dicts = []
        p.__dict__.pop("ending", None)
        p.outcome = None
        return p

    def _outcome(self) -> tuple[int, int, Any]:
        p = self.probe
        if p.ending is not None:
            return (_END, p.payoff(self.seat), None)
        if p.phase is Phase.CLAIM:
            return (_OFFER, p.mover, p.claim_offer)
        return (_GO, p.mover, None)

    def ask(self, key: tuple[Any, ...], seat: int, state: tuple[Any, ...]) -> tuple[int, int, Any]:
        """What follows, by the engine, in the position `state` (counters after the event):
        `key[0]` names the event. "trick": a trick has just gone to `seat`; "marriage": `seat`
        has just shown one with his lead; "claim": `seat` claims (the answer's third part:
        whether the claim is good only by the letter). Cached under `key`."""
        found = self.cache.get(key)
        if found is not None:
            return found
        p = self._load(*state)
        p.mover = seat
        event = key[0]
        if event == "trick":
            schnapsen_tricks.after_trick(p, seat, p.tricks_played)
            found = self._outcome()
        elif event == "marriage":
            going_on = not schnapsen_tricks.after_marriage(p, seat)
            found = (_GO, p.next_seat[seat], None) if going_on else self._outcome()
        else:
            letter = p.letter_only(CLAIM)
            schnapsen_claims.claim(p, seat)
            found = (_END, p.payoff(self.seat), letter)
        self.cache[key] = found
        return found

    def payoff_range(self, state: tuple[Any, ...]) -> tuple[int, int]:
        """The least and most the seat's side can still score in the position `state` (the
        engine's `payoff_range`); the caller keeps it per banked view, which fixes it."""
        found = self._load(*state).payoff_range(self.seat)
        assert found is not None
        return found

    def decline(self, offer: str, seat: int, leader: int) -> int:
        """Who moves after `seat` lets a claim offer pass."""
        key = ("decline", offer, seat, leader)
        found = self.cache.get(key)
        if found is None:
            p = self.probe
            p.phase, p.claim_offer, p.mover, p.leader = Phase.CLAIM, offer, seat, leader
            schnapsen_claims.decline(p, seat)
            found = self.cache[key] = (_GO, p.mover, None)
        return found[1]

    def lead_options(self, seat: int, played: int) -> tuple[bool, bool]:
        """Whether `seat`, on lead after `played` tricks, may show a marriage (holding one) and
        may claim: the engine's `play_actions` on a hand of a king and his queen."""
        key = ("lead", seat, played)
        found = self.cache.get(key)
        if found is None:
            p = self.probe
            king = next(c for c in PACK_20 if c.index in _KINGS)
            queen = MARRIAGE_PARTNER[king]
            saved = (p.hands[seat], p.masks, p.pairs, p.next_seat, p.table)
            p.hands[seat] = [king, queen]
            schnapsen_tricks.start_play(p)  # the pairs he may show, by the engine's rule
            p.trick, p.trick_seats, p.mover, p.tricks_played = [], [], seat, played
            acts = schnapsen_tricks.play_actions(p)
            p.hands[seat], p.masks, p.pairs, p.next_seat, p.table = saved
            found = self.cache[key] = (_GO, int(MARRIAGE_PLAY[king] in acts), CLAIM in acts)
        return bool(found[1]), bool(found[2])


class CardSearch(FreesItsTables):
    """An exact alpha-beta search of a Schnapsen card play on masks, for `seat`'s side: a
    transposition table keyed by the masks and banked counters, the table's best move first, then
    the last best move per depth where there was a choice (a killer), equal cards merged where
    points do not count.

    The table keeps positions at the lead of a trick only: inside a trick each seat plays once in
    a fixed order, so a position there is reached by one path from its lead and the table found
    it again in under 0.2 % of the searches that asked (100 first leads per game,
    `bench/bench_solver.first_leads`); asking and storing cost more than those finds saved.
    `value` and `value_after` follow `tutorial.solver.search.Search`: exact inside the window, a
    bound outside; `NodeLimit` past `max_nodes` positions (counted as the generic search counts
    them), after which the search is spent (`solve` makes a new one per call)."""

    def __init__(
        self,
        deal: SchnapsenState,
        seat: int,
        max_nodes: int | None = None,
        fair: bool = False,
        merge: bool = True,
    ) -> None:
        """`merge=False` keeps equal cards apart (the tests compare the moves with the engine's)."""
        self._setup(deal, seat, max_nodes, fair, merge)

    def _setup(
        self, deal: SchnapsenState, seat: int, max_nodes: int | None, fair: bool, merge: bool
    ) -> None:
        n = deal.players
        oracle = Oracle(deal, seat)
        ask = oracle.ask
        goal, sides, declarer = deal.goal, list(deal.side), deal.declarer
        out = deal.out_seat
        seats = [s for s in range(n) if s != out]
        next_seat = list(deal.next_seat)
        table_size = deal.table
        duties = deal.duties
        trump, strength = deal.play_trump, deal.strength
        total = deal.tricks_total
        beat, marriage_worth, suits_by_strength = card_tables(trump, strength)
        # Who may show a marriage or claim on lead, asked of the engine when a search first
        # reaches such a lead (a small search reaches few); all at once where equal cards may
        # merge, which needs to know that nobody may ever show one.
        lead_opts: dict[tuple[int, int], tuple[bool, bool]] = {}
        merge = merge and banked(goal, sides, declarer, [0] * n, [0] * n, [0] * n, []) is None
        if merge:
            for s in seats:
                for t in range(total):
                    lead_opts[(s, t)] = oracle.lead_options(s, t)
            merge = not any(m for m, _ in lead_opts.values())
        side_of_seat = sides
        my_side = sides[seat]

        # -- the position ---------------------------------------------------------------------
        hands = list(deal.masks)
        pts = list(deal.card_points)
        trk = list(deal.tricks_won)
        mar = list(deal.marriage_points)
        marriages = list(deal.marriages)
        trick = [c.index for c in deal.trick]
        trick_seats = list(deal.trick_seats)
        st: list[Any] = [
            deal.mover,  # 0 mover
            deal.leader,  # 1 leader
            deal.best_card.index if deal.best_card is not None else -1,  # 2 best card
            deal.best_seat,  # 3 best seat
            deal.tricks_played,  # 4 tricks played
            deal.claim_offer if deal.phase is Phase.CLAIM else None,  # 5 claim offer
            None,  # 6 banked
            None,  # 7 the least and most the seat's side can still score (Normal game)
        ]
        st[6] = banked(goal, sides, declarer, pts, trk, mar, marriages)
        # In the Normal game what a side can still win by falls as the other side takes tricks
        # and points: the window narrows to it (`SchnapsenDeal.payoff_range`), so a line that
        # reaches the most still possible ends its position's search.
        narrow = goal is Goal.NORMAL
        ranges: dict[Hashable, tuple[int, int]] = {}
        legal_cache: dict[int, int] = {}
        order_cache: dict[int, tuple[int, ...]] = {}
        table: dict[Hashable, tuple[int, int, int]] = {}
        killers: dict[int, int] = {}
        limit = max_nodes
        counter = [0]
        self._counter = counter

        def range_now() -> tuple[int, int]:
            found = ranges.get(st[6])
            if found is None:
                found = ranges[st[6]] = oracle.payoff_range(state_tuple())
            return found

        def cards_of(mask: int) -> tuple[int, ...]:
            found = order_cache.get(mask)
            if found is None:
                found = tuple(
                    sorted((i for i in range(32) if mask >> i & 1), key=lambda i: -POINTS[i])
                )
                order_cache[mask] = found
            return found

        def merged(allowed: int) -> int:
            """Of each run of the hand's cards with no card in play between them, the top one."""
            live = 0
            for s in seats:
                live |= hands[s]
            for c in trick:
                live |= BIT[c]
            keep = 0
            for order in suits_by_strength:
                prev = False
                for c in order:
                    bit = BIT[c]
                    if not live & bit:
                        continue
                    if allowed & bit:
                        if not prev:
                            keep |= bit
                        prev = True
                    else:
                        prev = False
            return keep

        def moves() -> list[int]:
            mover = st[0]
            offer = st[5]
            if offer is not None:
                if fair and claim_value(mover)[1]:
                    return [NO_CLAIM_MOVE]
                return [CLAIM_MOVE, NO_CLAIM_MOVE]
            hand = hands[mover]
            if trick:
                dk = (trick[0] >> 3) * 32 + st[2]
                ck = dk << 32 | hand
                allowed = legal_cache.get(ck)
                if allowed is None:
                    allowed = legal_cache[ck] = legal_mask(hand, duties[dk])
                if merge:
                    allowed = merged(allowed)
                return list(cards_of(allowed))
            opts = lead_opts.get((mover, st[4]))
            if opts is None:
                opts = lead_opts[(mover, st[4])] = oracle.lead_options(mover, st[4])
            marry, claim = opts
            acts = list(cards_of(merged(hand) if merge else hand))
            if marry:  # a marriage lead banks its worth at once: tried before the plain leads
                for k in _KINGS:
                    if hand & BIT[k]:
                        q = MARRIAGE_PARTNER[ALL_CARDS[k]].index
                        if hand & BIT[q]:
                            acts.insert(0, q + _MARRIAGE)
                            acts.insert(0, k + _MARRIAGE)
            if claim and not (fair and claim_value(mover)[1]):
                acts.insert(0, CLAIM_MOVE)
            return acts

        def state_tuple() -> tuple[Any, ...]:
            return (pts, trk, mar, marriages, st[4], st[1])

        if narrow:
            st[7] = range_now()

        def claim_value(mover: int) -> tuple[int, bool]:
            _, worth, letter = ask(("claim", side_of_seat[mover], st[6]), mover, state_tuple())
            return worth, bool(letter)

        undo_stack: list[tuple[Any, ...]] = []

        def do(move: int) -> int | None:
            """Make `move` for the player to move; the deal's value if it ends the deal."""
            mover = st[0]
            if move >= CLAIM_MOVE:
                if move == CLAIM_MOVE:
                    undo_stack.append((0,))
                    return claim_value(mover)[0]
                undo_stack.append((1, st[:]))
                st[0] = oracle.decline(st[5], mover, st[1])
                st[5] = None
                return None
            c = move & 31
            bit = BIT[c]
            hands[mover] ^= bit
            trick.append(c)
            trick_seats.append(mover)
            if len(trick) == 1:  # a lead
                saved = st[:]
                st[2], st[3] = c, mover
                if move & _MARRIAGE:
                    worth = marriage_worth[c]
                    undo_stack.append((3, saved, mover, bit, worth))
                    mar[mover] += worth
                    marriages.append((mover, ALL_CARDS[c].suit, worth))
                    return after("marriage", mover, c, saved[6])
                undo_stack.append((2, saved, mover, bit))
                st[0] = next_seat[mover]
                return None
            saved = st[:]
            if beat[st[2] * 32 + c]:
                st[2], st[3] = c, mover
            if len(trick) < table_size:
                undo_stack.append((2, saved, mover, bit))
                st[0] = next_seat[mover]
                return None
            # The trick is complete: the best card takes it.
            winner = st[3]
            points = 0
            for x in trick:
                points += POINTS[x]
            undo_stack.append((4, saved, mover, bit, trick[:-1], trick_seats[:-1], winner, points))
            return close_trick(winner, points)

        def close_trick(winner: int, points: int) -> int | None:
            """The trick on the table (its cards out of the hands) goes to `winner` with its
            `points`: the table cleared, the counters on, the engine asked what follows; the
            deal's value if that ends it (`reopen_trick` takes it back)."""
            before = st[6]
            del trick[:]
            del trick_seats[:]
            pts[winner] += points
            trk[winner] += 1
            st[4] += 1
            st[1] = winner
            st[2] = st[3] = -1
            return after("trick", winner, points, before)

        def reopen_trick(
            saved: list[Any], winner: int, points: int, cards: list[int], seats_: list[int]
        ) -> None:
            """Take `close_trick` back: the position `saved`, the counters, and on the table the
            trick's cards before its last (`cards`, played by `seats_`)."""
            st[:] = saved
            pts[winner] -= points
            trk[winner] -= 1
            trick[:] = cards
            trick_seats[:] = seats_

        # `banked` sums the seats' counters, so the view after an event is fixed by the view
        # before and the event (who, and what it brought): kept per such step.
        banked_steps: dict[Hashable, Hashable] = {}
        answers = oracle.cache

        def after(event: str, seat: int, gain: Hashable, before: Hashable) -> int | None:
            """The engine's word on what follows `event` (counters already updated; `before`:
            the banked view before it, `gain`: what it brought): the deal's value if it ended,
            else None with the mover (and a claim offer) set."""
            step = (before, event, seat, gain)
            now = banked_steps.get(step)
            if now is None:
                now = banked_steps[step] = banked(goal, sides, declarer, pts, trk, mar, marriages)
            st[6] = now
            if narrow:
                st[7] = range_now()
            key = (event, seat, st[4], now)
            found = answers.get(key)
            if found is None:
                found = ask(key, seat, state_tuple())
            kind, who, offer = found
            if kind == _END:
                return who
            st[0], st[5] = who, offer
            return None

        def undo() -> None:
            record = undo_stack.pop()
            kind = record[0]
            if kind == 0:
                return
            if kind == 1:
                st[:] = record[1]
                return
            if kind == 2:
                _, saved, mover, bit = record
                st[:] = saved
                hands[mover] ^= bit
                trick.pop()
                trick_seats.pop()
                return
            if kind == 3:
                _, saved, mover, bit, worth = record
                st[:] = saved
                hands[mover] ^= bit
                trick.pop()
                trick_seats.pop()
                mar[mover] -= worth
                marriages.pop()
                return
            _, saved, mover, bit, cards, seats_, winner, points = record
            hands[mover] ^= bit
            reopen_trick(saved, winner, points, cards, seats_)

        def value(alpha: int, beta: int) -> int:
            counter[0] += 1
            if limit is not None and counter[0] > limit:
                raise NodeLimit
            first = -1
            entry = None
            if trick:
                key = None
            else:
                hm = 0
                for s in seats:
                    hm = hm << 32 | hands[s]
                key = (hm, st[0], st[1], st[5], st[6])
                entry = table.get(key)
            if entry is not None:  # `cached`, inline
                lower, upper, first = entry
                if lower >= beta or lower == upper:
                    return lower
                if upper <= alpha:
                    return upper
                if lower > alpha:
                    alpha = lower
                if upper < beta:
                    beta = upper
            if narrow:
                least, most = st[7]
                if most <= alpha:
                    return most
                if least >= beta:
                    return least
                if least > alpha:
                    alpha = least
                if most < beta:
                    beta = most
            if trick and not merge and st[5] is None:  # a follower's cards: `moves`, inline
                hand = hands[st[0]]
                ck = ((trick[0] >> 3) * 32 + st[2]) << 32 | hand
                allowed = legal_cache.get(ck)
                if allowed is None:
                    allowed = legal_cache[ck] = legal_mask(hand, duties[ck >> 32])
                if allowed & (allowed - 1):
                    acts = list(cards_of(allowed))
                else:  # one card: no order to find
                    acts = [allowed.bit_length() - 1]
            else:
                acts = moves()
            choice = len(acts) > 1
            if choice:
                depth = st[4] * 4 + len(trick)
                killer = killers.get(depth, -1)
                if killer >= 0 and killer != first and killer in acts:
                    acts.remove(killer)
                    acts.insert(0, killer)
                if first >= 0 and first in acts:
                    acts.remove(first)
                    acts.insert(0, first)
            mover = st[0]
            maximizing = side_of_seat[mover] == my_side
            # A card that neither shows a marriage nor claims is made and taken back here;
            # anything else goes through `do` and `undo`.
            simple = len(trick) + 1 < table_size
            lead = not trick
            closing = not (simple or lead)  # every card here completes the trick
            if closing:
                saved = st[:]
                held = 0  # the card points already in the trick
                for x in trick:
                    held += POINTS[x]
                cards, seats_ = trick[:], trick_seats[:]
            best_move = -1
            a, b = alpha, beta
            result = -INF if maximizing else INF
            for move in acts:
                if simple and move < _MARRIAGE:
                    saved0, saved2, saved3 = st[0], st[2], st[3]
                    bit = BIT[move]
                    hands[mover] ^= bit
                    trick.append(move)
                    trick_seats.append(mover)
                    if lead or beat[saved2 * 32 + move]:
                        st[2], st[3] = move, mover
                    st[0] = next_seat[mover]
                    v = value(a, b)
                    st[0], st[2], st[3] = saved0, saved2, saved3
                    hands[mover] ^= bit
                    trick.pop()
                    trick_seats.pop()
                elif closing and move < _MARRIAGE:  # `do` and `undo` of the last card, inline
                    bit = BIT[move]
                    hands[mover] ^= bit
                    winner = mover if beat[saved[2] * 32 + move] else saved[3]
                    points = held + POINTS[move]
                    v = close_trick(winner, points)
                    if v is None:
                        v = value(a, b)
                    hands[mover] ^= bit
                    reopen_trick(saved, winner, points, cards, seats_)
                elif move == CLAIM_MOVE:  # the deal ends: nothing to make or take back
                    v = claim_value(mover)[0]
                else:
                    v = do(move)
                    if v is None:
                        v = value(a, b)
                    undo()
                if maximizing:
                    if v > result:
                        result, best_move = v, move
                        if v > a:
                            a = v
                            if v >= b:
                                break
                elif v < result:
                    result, best_move = v, move
                    if v < b:
                        b = v
                        if v <= a:
                            break
            if choice:  # a cut-off's move, or the best one: tried first next time
                killers[depth] = best_move
            if key is not None:
                if narrow:  # a result at the edge of the range is the value itself
                    if alpha <= least:
                        alpha -= 1
                    if beta >= most:
                        beta += 1
                table[key] = entry_after(entry, result, alpha, beta, best_move)
            return result

        self._do, self._undo, self._value, self._moves = do, undo, value, moves
        self._state = st
        self._tables = (table, legal_cache, order_cache, oracle.cache, banked_steps, ranges)

    # -- the interface `tutorial.solver.solve` uses ------------------------------------------------

    @property
    def nodes(self) -> int:
        """Positions searched so far (all calls together)."""
        return self._counter[0]

    def value(self, alpha: int = -INF, beta: int = INF) -> int:
        """The position's value for the seat's side (exact inside the window)."""
        return self._value(alpha, beta)

    def value_after(self, action: Action, alpha: int = -INF, beta: int = INF) -> int:
        """The value after the player to move takes `action` (a legal engine action). Past
        `NodeLimit` the search is spent: its position is left where the limit struck."""
        end = self._do(move_of(action))
        if end is None:
            end = self._value(alpha, beta)
        self._undo()
        return end

    def legal_moves(self) -> list[int]:
        """The moves the core allows the player to move (unmerged only where nothing merges)."""
        return self._moves()

    @property
    def to_move(self) -> int:
        """The seat the core has to move (while its deal runs)."""
        return int(self._state[0])

    def play(self, action: Action) -> int | None:
        """Make `action` for good (no undo): the deal's value for the seat's side if it ends."""
        return self._do(move_of(action))
