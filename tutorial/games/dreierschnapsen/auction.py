"""The Dreierschnapsen auction (S4 "Bidding", digest §3.4).

By default each player, from F, bids one contract (with or without the talon) or passes, once; the
highest bid plays: the higher value, then "without talon", then the seat F > M > D. If all pass, F
plays the Normal game. The regional `caller_first` auction lets F announce first; if he passes, M
and D may bid and F may raise once. The Normal game is never bid.
"""

from __future__ import annotations

from typing import Any

from tutorial.games.base import Action
from tutorial.games.dreierschnapsen.state import DreierState
from tutorial.games.reasons import Reason
from tutorial.games.schnapsen.actions import PASS, bid_action
from tutorial.games.schnapsen.bidding import eligible_rows, set_contract
from tutorial.games.schnapsen.contracts import DREIER_ROWS, Contract, Goal
from tutorial.games.schnapsen.phases import Phase
from tutorial.games.schnapsen.sections import DREIER, section

GAME = DREIER
Bid = tuple[tuple[int, bool, int], int, Contract, bool]


def rank_key(
    deal: DreierState, row: Contract, without_talon: bool, seat: int
) -> tuple[int, bool, int]:
    """Highest value first, then "without talon", then seat F > M > D."""
    value = row.value * 2
    if row.id == "gang" and deal.gang_over_zehnergang:
        value = (
            deal.contracts["zehnergang"].value * 2 + 1 if "zehnergang" in deal.contracts else value
        )
    return value, without_talon, -deal.priority(seat)


def best_bid(deal: DreierState) -> Bid | None:
    """The bid that would play if the auction ended now: (key, seat, row, without talon)."""
    best = None
    for seat, bid in deal.bids.items():
        if bid is None:
            continue
        key = rank_key(deal, bid[0], bid[1], seat)
        if best is None or key > best[0]:
            best = (key, seat, bid[0], bid[1])
    return best


def high_contract(deal: DreierState) -> str | None:
    """The contract that would play if the auction ended now (None: nobody has bid)."""
    best = best_bid(deal)
    return best[2].id if best is not None else None


_OPEN: dict[int, tuple[tuple[Contract, ...], list[Action]]] = {}


def _open_bids(rows: tuple[Contract, ...]) -> list[Action]:
    """Pass, and every bid of these rows with and without the talon (made once per rows tuple)."""
    found = _OPEN.get(id(rows))
    if found is None or found[0] is not rows:
        bids = [
            bid_action(r.id, wt) for r in rows if r.goal is not Goal.NORMAL for wt in (False, True)
        ]
        found = _OPEN[id(rows)] = (rows, [PASS, *bids])
    return found[1]


def start(deal: DreierState) -> None:
    """Trumps are named: work out who may bid what this hand, and F speaks first."""
    deal.phase = Phase.AUCTION
    deal.auction_stage = 0
    deal.eligible = eligible_rows(deal)
    deal.open_bids = [_open_bids(rows) for rows in deal.eligible]
    deal.mover = deal.forehand


def bid_problem(deal: DreierState, seat: int, row: Contract, without_talon: bool) -> Reason | None:
    sec = section(GAME, "bidding")
    if row.goal is Goal.NORMAL:
        return Reason("schnapsen.normal_not_bid", GAME, sec)
    reason = deal.eligibility(seat, row)
    if reason is not None:
        return reason
    if deal.caller_first:
        best = best_bid(deal)
        if best is not None and rank_key(deal, row, without_talon, seat)[:2] <= best[0][:2]:
            params = {"contract": row.name, "high": best[2].name}
            return Reason("schnapsen.bid_too_low", GAME, sec, params, "bidding=caller_first")
    return None


def standing(deal: DreierState, seat: int, row: Contract) -> tuple[Reason, str | None]:
    """How an allowed bid stands to the bids before it, and the variant that says so: by the card
    each player bids once and the highest bid plays; in the `caller_first` auction the first bid,
    or a bid above the highest so far (for `schnapsen_allowed`)."""
    sec = section(GAME, "bidding")
    params: dict[str, Any] = {"player": deal.role(seat), "contract": row.id}
    if not deal.caller_first:
        return Reason("schnapsen.bid_when_once", GAME, sec, params), None
    variant = "bidding=caller_first"
    best = best_bid(deal)
    if best is None:
        return Reason("schnapsen.bid_when_first", GAME, sec, params, variant), variant
    params["high"] = best[2].id
    return Reason("schnapsen.bid_when_above", GAME, sec, params, variant), variant


def actions(deal: DreierState) -> list[Action]:
    seat = deal.mover
    assert seat is not None
    best = best_bid(deal) if deal.caller_first else None
    if best is None:  # every bid the seat may make (worked out once, at the start)
        return list(deal.open_bids[seat])
    acts = [PASS]
    for row in deal.eligible[seat]:
        if row.goal is Goal.NORMAL:
            continue
        for without_talon in (False, True):
            if rank_key(deal, row, without_talon, seat)[:2] > best[0][:2]:
                acts.append(bid_action(row.id, without_talon))
    return acts


def why(deal: DreierState, seat: int, action: Action) -> Reason | None:
    sec = section(GAME, "bidding")
    row = deal.contracts.get(str(action.value))
    if row is None:
        if any(r.id == action.value for r in DREIER_ROWS):
            return Reason("schnapsen.contract_off", GAME, sec, {"contract": str(action.value)})
        known = ", ".join(r.id for r in deal.table_rows if r.goal is not Goal.NORMAL)
        return Reason(
            "schnapsen.unknown_contract", GAME, sec, {"value": str(action.value), "known": known}
        )
    return bid_problem(deal, seat, row, action.flag)


def _bid_event(player: int, contract: str, without_talon: bool) -> dict[str, Any]:
    return {"type": "bid", "player": player, "contract": contract, "without_talon": without_talon}


def apply(deal: DreierState, seat: int, action: Action) -> None:
    if action.kind == "pass":
        deal.bids[seat] = None
    else:
        row = deal.contracts[str(action.value)]
        deal.bids[seat] = (row, action.flag)
        deal.lean_events.append((_bid_event, seat, row.id, action.flag))
    f = deal.forehand
    if deal.caller_first:
        deal.auction_stage += 1
        stage = deal.auction_stage
        if stage == 1 and deal.bids[f] is not None:  # F announced: nobody else bids
            close(deal)
        elif stage == 3 and best_bid(deal) is not None:  # F may still raise once
            deal.mover = f
        elif stage >= 3:
            close(deal)
        else:
            deal.mover = (seat + 1) % 3
        return
    if len(deal.bids) == 3:
        close(deal)
    else:
        deal.mover = (seat + 1) % 3


def close(deal: DreierState) -> None:
    """The highest bid plays (all passed: F's Normal game); then the talon and Spritzen, in the
    order the `spritzen_window` option gives."""
    best = best_bid(deal)
    if best is None:
        declarer, row, without_talon = deal.forehand, deal.contracts["normal"], False
    else:
        _, declarer, row, without_talon = best
    set_contract(deal, row, declarer, without_talon)
    steps = ["talon", "doubling"]
    if deal.spritzen_first:
        steps.reverse()
    deal.pending_steps = steps
    deal.next_step()
