"""What both Schnapsen auctions share: who may bid which contract, and fixing the contract the
auction ends in (S3 §03, S4 "Bidding"). The auctions themselves differ and live in
`bauern_auction` and `dreier_auction`.

Who may bid a row depends on the seat's priority (the "who may bid" column) and, for a few rows, on
the cards held (the "holding" column). Hands and trumps do not change during the auction, so the
rows a seat may bid are worked out once per hand, from per-table lists made once per table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tutorial.games.cards import Card, Suit
from tutorial.games.reasons import Reason
from tutorial.games.schnapsen.cards import STRENGTH, duty_table, trick_rule_codes
from tutorial.games.schnapsen.contracts import Contract, Holding, Lead, holds
from tutorial.games.schnapsen.options import ClaimWindow, compulsion_for
from tutorial.games.schnapsen.sections import section
from tutorial.games.schnapsen.state import SchnapsenState


def _allowed_priorities(players: int) -> dict[str, frozenset[int]]:
    """Seat priorities (0 = F) allowed by each "who may bid" entry of the table."""
    every = frozenset(range(players))
    return {
        "f_only": frozenset({0}),
        "side_f": frozenset(p for p in every if p % 2 == 0),
        "side_o": frozenset(p for p in every if p % 2 == 1),
        "caller": frozenset({0}),
        "non_caller": every - {0},
        "any": every,
    }


ALLOWED = {n: _allowed_priorities(n) for n in (3, 4)}


@dataclass(frozen=True)
class TableIndex:
    """A contract table looked up by id and rank, and its rows by the priority allowed to bid."""

    table: tuple[Contract, ...]
    contracts: dict[str, Contract]
    rank: dict[str, int]
    by_priority: tuple[tuple[Contract, ...], ...]  # rows each priority may bid, holdings aside
    needs_cards: tuple[bool, ...]  # per priority: whether any of its rows asks for a holding
    held: dict[tuple[int, tuple[bool, ...]], tuple[Contract, ...]]  # rows by holdings held

    def rows_for(self, priority: int, hand: list[Card], trump: Suit | None) -> tuple[Contract, ...]:
        """The rows a seat of this priority may bid with this hand (the same tuple for the same
        priority and holdings, so what is worked out from it can be kept)."""
        rows = self.by_priority[priority]
        if not self.needs_cards[priority]:
            return rows
        flags = tuple(holds(r, hand, trump) for r in rows if r.holding is not Holding.NONE)
        key = (priority, flags)
        found = self.held.get(key)
        if found is None:
            found = self.held[key] = tuple(
                r for r in rows if r.holding is Holding.NONE or holds(r, hand, trump)
            )
        return found


_INDEXES: dict[tuple[int, int], TableIndex] = {}


def table_index(table: tuple[Contract, ...], players: int) -> TableIndex:
    """The index of a contract table, made once per table (the options object keeps the table)."""
    key = (id(table), players)
    index = _INDEXES.get(key)
    if index is None or index.table is not table:
        allowed = ALLOWED[players]
        by_priority = tuple(
            tuple(row for row in table if p in allowed[row.bidders]) for p in range(players)
        )
        index = _INDEXES[key] = TableIndex(
            table=table,
            contracts={row.id: row for row in table},
            rank={row.id: i for i, row in enumerate(table)},
            by_priority=by_priority,
            needs_cards=tuple(
                any(r.holding is not Holding.NONE for r in rows) for rows in by_priority
            ),
            held={},
        )
    return index


def eligible_rows(deal: SchnapsenState) -> list[tuple[Contract, ...]]:
    """Per seat, the rows it may bid this hand: by its priority, and by its cards where the row
    asks for a holding."""
    index = table_index(deal.table_rows, deal.players)
    return [
        index.rows_for(deal.priority(seat), deal.hands[seat], deal.trump)
        for seat in range(deal.players)
    ]


def eligibility(deal: SchnapsenState, seat: int, row: Contract) -> Reason | None:
    """None if `seat` may bid `row`, else the column of the table that forbids it."""
    bidders = row.bidders.value
    sec = section(deal.game, "bidding")
    params = {"contract": row.name, "player": deal.role(seat)}
    if deal.priority(seat) not in ALLOWED[deal.players][bidders]:
        return Reason(f"schnapsen.bid_{bidders}", deal.game, sec, params)
    if not holds(row, deal.hands[seat], deal.trump):
        return Reason(f"schnapsen.bid_needs_{row.holding.value}", deal.game, sec, params)
    return None


def _contract_event(
    contract: str,
    declarer: int,
    without_talon: bool,
    bonus: int,
    value: int,
    trump: Suit | None,
    leader: int,
    sits_out: int | None,
) -> dict[str, Any]:
    return {
        "type": "contract",
        "contract": contract,
        "declarer": declarer,
        "without_talon": without_talon,
        "bonus": bonus,
        "value": value,
        "trump": trump.value if trump else None,
        "leader": leader,
        "sits_out": sits_out,
    }


def set_contract(deal: SchnapsenState, row: Contract, declarer: int, without_talon: bool) -> None:
    """Fix the contract and everything that follows from its table row: sides, trumps, rank
    order, duties, who sits out and who leads."""
    deal.contract = row
    deal.goal = row.goal
    deal.marriage_rule = row.marriages
    deal.claims_between = deal.options.claim_window is ClaimWindow.BETWEEN_ANY_TRICKS
    deal.partner_claims = getattr(deal.options, "partner_claims", False)
    deal.declarer = declarer
    deal.without_talon = without_talon
    deal.play_trump = deal.trump if row.trumps else None
    deal.order = row.order
    deal.strength = STRENGTH[row.order]
    deal.rule_codes = trick_rule_codes(row.trumps, row.order)
    deal.compulsion = compulsion_for(deal.options, row)
    deal.duties = duty_table(deal.play_trump, row.order, deal.compulsion)
    deal.side = [deal.side_for(s, declarer) for s in range(deal.players)]
    deal.out_seat = deal.sitting_out(row, declarer)
    leader = deal.forehand if row.lead is Lead.CALLER else declarer
    deal.leader = leader
    deal.lean_events.append((_contract_event, row.id, declarer, without_talon, deal.win_bonus(),
                      row.value, deal.play_trump, leader, deal.out_seat))  # fmt: skip
