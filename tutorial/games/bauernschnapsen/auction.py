"""The Bauernschnapsen auction (S3 §03, digest §2.5).

F opens with any contract he may bid (he cannot pass); then, clockwise, each player passes or bids
higher, and a player with priority may hold an equal bid. A pass is final. When three have passed,
the holder of the highest bid plays it; a Ringerl is shown and wins at once (option).
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Any

from tutorial.games.base import Action
from tutorial.games.bauernschnapsen.state import BauernState
from tutorial.games.reasons import Reason
from tutorial.games.schnapsen.actions import PASS, bid_action
from tutorial.games.schnapsen.bidding import eligible_rows, set_contract
from tutorial.games.schnapsen.contracts import BAUERN_ROWS, Contract
from tutorial.games.schnapsen.end import finish
from tutorial.games.schnapsen.phases import Phase
from tutorial.games.schnapsen.sections import BAUERN, section

GAME = BAUERN


def start(deal: BauernState) -> None:
    """Trumps are named: work out once who may bid what this hand (each seat's bids in table
    order, with their ranks), and F opens."""
    deal.phase = Phase.AUCTION
    deal.eligible = eligible_rows(deal)
    rank = deal.rank
    deal.bid_actions = [[bid_action(row.id) for row in rows] for rows in deal.eligible]
    deal.bid_ranks = [[rank[row.id] for row in rows] for rows in deal.eligible]
    deal.mover = deal.forehand


def high_contract(deal: BauernState) -> str | None:
    """The contract bid highest so far (None before F's opening)."""
    return deal.high.id if deal.high is not None else None


def bid_problem(deal: BauernState, seat: int, row: Contract) -> Reason | None:
    """None if `seat` may bid `row` now: eligible, and higher, or an equal bid he may hold."""
    reason = deal.eligibility(seat, row)
    if reason is not None or deal.high is None:
        return reason
    sec = section(GAME, "bidding")
    if deal.rank[row.id] > deal.rank[deal.high.id]:
        return None
    assert deal.holder is not None
    if row is deal.high:
        if deal.priority(seat) < deal.priority(deal.holder):
            return None
        params = {"contract": row.name, "holder": deal.role(deal.holder)}
        return Reason("schnapsen.bid_cannot_hold", GAME, sec, params)
    return Reason(
        "schnapsen.bid_too_low", GAME, sec, {"contract": row.name, "high": deal.high.name}
    )


def standing(deal: BauernState, seat: int, row: Contract) -> Reason:
    """How an allowed bid stands to the bids before it: F's opening, a bid above the highest so
    far, or the highest bid held by a seat with priority (for `schnapsen_allowed`)."""
    sec = section(GAME, "bidding")
    params: dict[str, Any] = {"player": deal.role(seat), "contract": row.id}
    if deal.high is None:
        return Reason("schnapsen.bid_when_opening", GAME, sec, params)
    assert deal.holder is not None
    params |= {"high": deal.high.id, "holder": deal.role(deal.holder)}
    code = "above" if deal.rank[row.id] > deal.rank[deal.high.id] else "hold"
    return Reason(f"schnapsen.bid_when_{code}", GAME, sec, params)


def actions(deal: BauernState) -> list[Action]:
    seat = deal.mover
    assert seat is not None
    high = deal.high
    if high is None:  # F's opening: any contract he may bid, no pass
        return list(deal.bid_actions[seat])
    bids, ranks = deal.bid_actions[seat], deal.bid_ranks[seat]
    floor = deal.rank[high.id]
    higher = bisect_right(ranks, floor)  # the bids above the high one: a tail of the list
    assert deal.holder is not None
    if higher and ranks[higher - 1] == floor and deal.priority(seat) < deal.priority(deal.holder):
        return [PASS, *bids[higher - 1 :]]  # he may also hold the equal bid
    return [PASS, *bids[higher:]]


def why(deal: BauernState, seat: int, action: Action) -> Reason | None:
    sec = section(GAME, "bidding")
    if action.kind == "pass":
        return Reason("schnapsen.f_cannot_pass_first", GAME, sec)
    if action.flag:
        return Reason("schnapsen.no_talon_here", GAME, sec)
    row = deal.contracts.get(str(action.value))
    if row is None:
        if any(r.id == action.value for r in BAUERN_ROWS):
            return Reason("schnapsen.contract_off", GAME, sec, {"contract": str(action.value)})
        known = ", ".join(deal.contracts)
        return Reason(
            "schnapsen.unknown_contract", GAME, sec, {"value": str(action.value), "known": known}
        )
    return bid_problem(deal, seat, row)


def _bid_event(player: int, contract: str, hold: bool) -> dict[str, Any]:
    return {"type": "bid", "player": player, "contract": contract, "hold": hold}


def apply(deal: BauernState, seat: int, action: Action) -> None:
    if action.kind == "pass":
        deal.passed.add(seat)
    else:
        row = deal.contracts[str(action.value)]
        hold = deal.high is row
        deal.high, deal.holder = row, seat
        deal.lean_events.append((_bid_event, seat, row.id, hold))
    if len(deal.passed) == 3:
        high, holder = deal.high, deal.holder
        assert high is not None and holder is not None
        set_contract(deal, high, holder, False)
        if high.auto_win:
            params = {"contract": high.name, "player": deal.role(holder)}
            finish(deal, 0, high.value, "schnapsen.ringerl_shown", params, "contracts")
            return
        deal.pending_steps = ["doubling"]
        deal.next_step()
        return
    nxt = (seat + 1) % 4
    while nxt in deal.passed or nxt == deal.holder:
        nxt = (nxt + 1) % 4
    deal.mover = nxt
