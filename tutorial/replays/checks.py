"""Checking what a replay file says about one trick against the engine's log of it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def check_trick(
    deal: Any, check: dict[str, Any], name: Callable[[int], str], amount: str, label: str
) -> str | None:
    """`{trick: N, winner: X, <amount>: K}`: None if the engine agrees, else what differs.

    `name` turns a seat into the name the file uses; `amount` is the trick event's count
    (`honours`, `points`) and `label` how a message calls it.
    """
    tricks = [e for e in deal.events if e["type"] == "trick"]
    number = int(check["trick"])
    if not 1 <= number <= len(tricks):
        return f"there is no trick {number} in the steps"
    trick = tricks[number - 1]
    winner = name(trick["winner"])
    if "winner" in check and winner != str(check["winner"]):
        return f"trick {number}: the file says {check['winner']} takes it, the engine says {winner}"
    if amount in check and trick[amount] != int(check[amount]):
        return f"trick {number}: the file says {check[amount]} {label}, the engine says {trick[amount]}"
    return None
