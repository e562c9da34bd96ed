"""What the declarer of a special contract must achieve, checked after every trick and marriage:
the Schnapser family (66 in the first tricks, every one of them his), the Gang family (every trick),
the Bettler family (no trick). A contract decided early ends the deal at once (S3 §03–§06,
S4 "Contracts"). The Normal game's end is in `schnapsen_claims`.
"""

from __future__ import annotations

from tutorial.games.schnapsen.cards import TARGET
from tutorial.games.schnapsen.contracts import Goal
from tutorial.games.schnapsen.end import finish
from tutorial.games.schnapsen.options import SchnapserMade
from tutorial.games.schnapsen.state import SchnapsenState


def after_trick(deal: SchnapsenState, winner: int, number: int) -> None:
    """Check the contract's goal once trick `number` has gone to `winner`."""
    contract = deal.contract
    assert contract is not None
    goal = deal.goal
    declarer = deal.declarer
    if goal is Goal.SCHNAPSER:
        if winner != declarer:
            lost_trick(deal, winner, number)
        elif deal.schnapser_points() >= TARGET and made_by(deal, number):
            schnapser_made(deal)
        elif number >= deal.schnapser_limit():
            schnapser_short(deal)
    elif goal is Goal.ALL_TRICKS:
        if winner != declarer:
            lost_trick(deal, winner, number)
        elif number == deal.tricks_total:
            params = {"contract": contract.name, "tricks": number}
            finish(deal, 0, contract.value, "schnapsen.all_tricks_made", params, "contracts")
    elif winner == declarer:  # Goal.NO_TRICKS
        params = {"contract": contract.name, "n": number}
        finish(deal, 1, contract.value, "schnapsen.bettler_took_trick", params, "contracts")
    elif number == deal.tricks_total:
        params = {"contract": contract.name, "tricks": number}
        finish(deal, 0, contract.value, "schnapsen.bettler_made", params, "contracts")


def made_by(deal: SchnapsenState, tricks: int) -> bool:
    """Whether 66 after `tricks` tricks already makes the Schnapser: at once (a 40 and two tricks
    will do), or, under `schnapser_made=after_limit`, only once the limit's tricks are all his."""
    rule = getattr(deal.options, "schnapser_made", SchnapserMade.AT_TARGET)
    return rule is SchnapserMade.AT_TARGET or tricks >= deal.schnapser_limit()


def after_marriage(deal: SchnapsenState, seat: int) -> bool:
    """A Schnapser declarer's marriage may reach 66, or come too late; True if the deal ended."""
    if (
        deal.tricks_won[seat]
        and deal.schnapser_points() >= TARGET
        and made_by(deal, deal.tricks_played)
    ):
        schnapser_made(deal)
        return True
    if deal.tricks_played >= deal.schnapser_limit():
        schnapser_short(deal)
        return True
    return False


def lost_trick(deal: SchnapsenState, winner: int, number: int) -> None:
    """A Schnapser or Gang declarer lost a trick (to an opponent, or to his partner)."""
    contract = deal.contract
    assert contract is not None and deal.declarer is not None
    schnapser = contract.goal is Goal.SCHNAPSER
    code = "schnapsen.schnapser_lost_trick" if schnapser else "schnapsen.all_tricks_lost"
    if deal.side[winner] == 0:
        code += "_partner"
    params = {"contract": contract.name, "n": number, "player": deal.role(winner)}
    finish(deal, 1, contract.value, code, params, "schnapser" if schnapser else "contracts")


def schnapser_made(deal: SchnapsenState) -> None:
    contract = deal.contract
    assert contract is not None
    params = {
        "contract": contract.name,
        "points": deal.schnapser_points(),
        "tricks": deal.tricks_played,
    }
    finish(deal, 0, contract.value, "schnapsen.schnapser_made", params, "schnapser")


def schnapser_short(deal: SchnapsenState) -> None:
    contract = deal.contract
    assert contract is not None
    params = {
        "contract": contract.name,
        "points": deal.schnapser_points(),
        "limit": deal.schnapser_limit(),
    }
    finish(deal, 1, contract.value, "schnapsen.schnapser_short", params, "schnapser")
