"""The contract tables of both games as data: one frozen row per contract, in auction order.

Values, who may bid, trumps, rank order, who leads, what the declarer must achieve, whether the
partner sits out and whose marriages count are all columns here, so a regional table is a data
change (see `bauern_table` and `dreier_table`, which apply the options to the base rows). Sources:
digest §2.4 (Bauernschnapsen, rebuilt: the S3 card lacks its table) and §3.5 (S4's table).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import TYPE_CHECKING

from tutorial.games.cards import SUITS, Card, Rank, Suit
from tutorial.games.schnapsen.cards import RankOrder

if TYPE_CHECKING:
    from collections.abc import Sequence


class Bidders(StrEnum):
    """Who may bid a contract. Bauern seats: F, M (dealer's partner), R (F's partner), D."""

    F_ONLY = "f_only"  # Bauern: forehand only
    SIDE_F = "side_f"  # Bauern: F or R
    SIDE_O = "side_o"  # Bauern: M or D
    CALLER = "caller"  # Dreier: the caller F
    NON_CALLER = "non_caller"  # Dreier: M or D
    ANY = "any"


class Goal(StrEnum):
    """What the declarer must achieve; the engine's early-end checks are keyed on this."""

    NORMAL = "normal"  # 66 and a claim, else the last trick (S3 §06)
    SCHNAPSER = "schnapser"  # win every trick up to 66 within `trick_limit` tricks
    ALL_TRICKS = "all_tricks"  # win every trick personally
    NO_TRICKS = "no_tricks"  # win no trick


class Lead(StrEnum):
    """Who leads trick 1 (S3 §04: F in trump contracts, the declarer in no-trump ones)."""

    CALLER = "caller"  # F
    DECLARER = "declarer"


class MarriageRule(StrEnum):
    """Whose marriages count (S3 §05)."""

    NONE = "none"
    SIDE = "side"  # Normal: either side
    DECLARER = "declarer"  # Schnapser, Kontraschnapser: only the declarer's


class Holding(StrEnum):
    """A card holding required to bid the contract (checked at bidding time)."""

    NONE = "none"
    SUIT = "suit"  # all five cards of one suit (Farbenringerl)
    TRUMPS = "trumps"  # all five trumps (Trumpfringerl)
    ACE = "ace"  # at least one ace (Ass-Bettler)


@dataclass(frozen=True)
class Contract:
    """One row of a contract table."""

    id: str
    name: str
    value: int
    bidders: Bidders
    trumps: bool
    goal: Goal
    lead: Lead
    order: RankOrder = RankOrder.NORMAL
    trick_limit: int = 0
    sits_out: bool = False
    marriages: MarriageRule = MarriageRule.NONE
    holding: Holding = Holding.NONE
    auto_win: bool = False
    aliases: tuple[str, ...] = ()

    @property
    def trick_count(self) -> bool:
        """Contracts that need a number of tricks (wikibooks: where the duty to head applies)."""
        return self.goal in (Goal.SCHNAPSER, Goal.ALL_TRICKS)


_B, _G, _L, _M, _H = Bidders, Goal, Lead, MarriageRule, Holding

# Bauernschnapsen, ascending (digest §2.4). `None` in the enabled column: on by default.
BAUERN_ROWS: tuple[Contract, ...] = (
    Contract("normal", "Normal", 1, _B.F_ONLY, True, _G.NORMAL, _L.CALLER,
             marriages=_M.SIDE, aliases=("Rufer",)),
    Contract("bettler", "Bettler", 4, _B.ANY, False, _G.NO_TRICKS, _L.DECLARER,
             sits_out=True, aliases=("Fechter",)),
    Contract("ass_bettler", "Ass-Bettler", 5, _B.ANY, False, _G.NO_TRICKS, _L.DECLARER,
             sits_out=True, holding=_H.ACE, aliases=("Ass-Fechter",)),
    Contract("assenbettler", "Assenbettler", 5, _B.ANY, False, _G.NO_TRICKS, _L.DECLARER,
             order=RankOrder.ACE_LOW, sits_out=True),
    Contract("schnapser", "Schnapser", 6, _B.SIDE_F, True, _G.SCHNAPSER, _L.CALLER,
             trick_limit=3, marriages=_M.DECLARER, aliases=("Drei-Stich",)),
    Contract("plauderer", "Plauderer", 7, _B.ANY, False, _G.NO_TRICKS, _L.DECLARER,
             sits_out=True),
    Contract("gang", "Gang", 9, _B.ANY, False, _G.ALL_TRICKS, _L.DECLARER,
             aliases=("Land", "Gangl", "Ring", "Durchmarsch")),
    Contract("zehnergang", "Zehnergang", 10, _B.ANY, False, _G.ALL_TRICKS, _L.DECLARER,
             order=RankOrder.ACE_LOW, aliases=("Zehner-Gang", "Zehnerloch", "Zehnerland")),
    Contract("bauernschnapser", "Bauernschnapser", 12, _B.SIDE_F, True, _G.ALL_TRICKS,
             _L.CALLER, aliases=("Bauer",)),
    Contract("kontraschnapser", "Kontraschnapser", 12, _B.SIDE_O, True, _G.SCHNAPSER,
             _L.CALLER, trick_limit=3, marriages=_M.DECLARER, aliases=("Kontra-Drei-Stich",)),
    Contract("farbenringerl", "Farbenringerl", 18, _B.ANY, False, _G.ALL_TRICKS, _L.DECLARER,
             holding=_H.SUIT, auto_win=True, aliases=("Farbenjodler", "Herrengangl")),
    Contract("kontrabauernschnapser", "Kontrabauernschnapser", 24, _B.SIDE_O, True,
             _G.ALL_TRICKS, _L.CALLER, aliases=("Kontrabauer",)),
    Contract("trumpfringerl", "Trumpfringerl", 24, _B.F_ONLY, True, _G.ALL_TRICKS, _L.CALLER,
             holding=_H.TRUMPS, auto_win=True, aliases=("Herrenschnapser", "Herrenjodler")),
)  # fmt: skip
BAUERN_DEFAULT_ON = frozenset(
    {
        "normal",
        "bettler",
        "schnapser",
        "gang",
        "zehnergang",
        "bauernschnapser",
        "kontraschnapser",
        "kontrabauernschnapser",
    }
)
BAUERN_OPTIONAL = ("ass_bettler", "assenbettler", "plauderer", "farbenringerl", "trumpfringerl")

# Dreierschnapsen, as S4's table (digest §3.5); the caller leads the Schnapser family.
DREIER_ROWS: tuple[Contract, ...] = (
    Contract("normal", "Normal", 1, _B.CALLER, True, _G.NORMAL, _L.CALLER,
             marriages=_M.SIDE, aliases=("Rufer",)),
    Contract("bettler", "Bettler", 4, _B.ANY, True, _G.NO_TRICKS, _L.DECLARER,
             aliases=("Fechter",)),
    Contract("assenbettler", "Assenbettler", 5, _B.ANY, False, _G.NO_TRICKS, _L.DECLARER,
             order=RankOrder.ACE_LOW, aliases=("Zehnerloch",)),
    Contract("ass_bettler", "Ass-Bettler", 5, _B.ANY, False, _G.NO_TRICKS, _L.DECLARER,
             holding=_H.ACE, aliases=("Ass-Fechter",)),
    Contract("schnapser", "Schnapser", 6, _B.CALLER, True, _G.SCHNAPSER, _L.CALLER,
             trick_limit=4, marriages=_M.DECLARER, aliases=("Drei-Stich",)),
    Contract("plauderer", "Plauderer", 7, _B.ANY, True, _G.NO_TRICKS, _L.DECLARER),
    Contract("gang", "Gang", 9, _B.ANY, False, _G.ALL_TRICKS, _L.DECLARER,
             aliases=("Gangl", "Land", "Ring", "Durchmarsch", "Neuner")),
    Contract("zehnergang", "Zehnergang", 10, _B.ANY, False, _G.ALL_TRICKS, _L.DECLARER,
             order=RankOrder.ACE_LOW, aliases=("Zehnerloch", "Zehnerhittn", "Zehnerland")),
    Contract("bauernloch", "Bauernloch", 12, _B.CALLER, True, _G.ALL_TRICKS, _L.DECLARER,
             order=RankOrder.ACE_LOW),
    Contract("bauernschnapser", "Bauernschnapser", 12, _B.CALLER, True, _G.ALL_TRICKS,
             _L.CALLER),
    Contract("kontraschnapser", "Kontraschnapser", 12, _B.NON_CALLER, True, _G.SCHNAPSER,
             _L.CALLER, trick_limit=3, marriages=_M.DECLARER, aliases=("Kontra-Drei-Stich",)),
    Contract("farbenringerl", "Farbenringerl", 18, _B.ANY, False, _G.ALL_TRICKS, _L.DECLARER,
             holding=_H.SUIT, aliases=("Farbringerl", "Farbenjodler", "Herrenringerl")),
    Contract("kontrabauernschnapser", "Kontrabauernschnapser", 24, _B.NON_CALLER, True,
             _G.ALL_TRICKS, _L.CALLER),
    Contract("trumpfringerl", "Trumpfringerl", 24, _B.CALLER, True, _G.ALL_TRICKS, _L.CALLER,
             holding=_H.TRUMPS, aliases=("Herrenschnapser", "Herrenjodler")),
)  # fmt: skip
DREIER_DEFAULT_ON = frozenset(
    {
        "normal",
        "bettler",
        "schnapser",
        "gang",
        "zehnergang",
        "bauernschnapser",
        "kontraschnapser",
        "farbenringerl",
        "kontrabauernschnapser",
        "trumpfringerl",
    }
)
DREIER_OPTIONAL = ("assenbettler", "ass_bettler", "plauderer", "bauernloch", "zehnergang")


def bauern_table(
    enabled: frozenset[str] = BAUERN_DEFAULT_ON,
    *,
    harbour_order: bool = False,
    schnapser_f_only: bool = False,
    bauernschnapser_f_only: bool = False,
    gang_sits_out: bool = False,
    bettler_value: int = 4,
    farbenringerl_value: int = 18,
    plauderer_value: int = 7,
    ringerl_auto_win: bool = True,
) -> tuple[Contract, ...]:
    """The Bauernschnapsen table in auction order, with the regional choices applied as data."""
    rows: list[Contract] = []
    for row in BAUERN_ROWS:
        if row.id not in enabled:
            continue
        if row.id == "bettler":
            row = replace(row, value=bettler_value)
        elif row.id == "farbenringerl":
            row = replace(row, value=farbenringerl_value)
        elif row.id == "plauderer":
            row = replace(row, value=plauderer_value)
        elif (row.id, True) in (("schnapser", schnapser_f_only),
                                ("bauernschnapser", bauernschnapser_f_only)):  # fmt: skip
            row = replace(row, bidders=Bidders.F_ONLY)
        if row.id in ("gang", "zehnergang") and gang_sits_out:
            row = replace(row, sits_out=True)
        if row.auto_win and not ringerl_auto_win:
            row = replace(row, auto_win=False)
        rows.append(row)
    if harbour_order:  # harbour: Kontraschnapser below Bauernschnapser (digest §2.4)
        ids = [r.id for r in rows]
        if "bauernschnapser" in ids and "kontraschnapser" in ids:
            i, j = ids.index("bauernschnapser"), ids.index("kontraschnapser")
            rows[i], rows[j] = rows[j], rows[i]
    return tuple(rows)


def dreier_table(
    enabled: frozenset[str] = DREIER_DEFAULT_ON,
    *,
    bettler_trumps: bool = True,
    plauderer_value: int = 7,
    kontraschnapser_limit: int = 3,
) -> tuple[Contract, ...]:
    """The Dreierschnapsen table in S4's order, with the regional choices applied as data."""
    rows: list[Contract] = []
    for row in DREIER_ROWS:
        if row.id not in enabled:
            continue
        if row.id == "bettler" and not bettler_trumps:
            row = replace(row, trumps=False)
        elif row.id == "plauderer":
            row = replace(row, value=plauderer_value)
        elif row.id == "kontraschnapser":  # S4: "the first 3" in the text, 4 in the table
            row = replace(row, trick_limit=kontraschnapser_limit)
        rows.append(row)
    return tuple(rows)


def holds(row: Contract, hand: Sequence[Card], trump: Suit | None) -> bool:
    """Whether a hand has the holding the contract requires (checked at bidding time)."""
    if row.holding is Holding.NONE:
        return True
    if row.holding is Holding.ACE:
        return any(c.rank is Rank.ACE for c in hand)
    suits = [c.suit for c in hand]
    if row.holding is Holding.TRUMPS:
        return trump is not None and suits.count(trump) == 5
    return any(suits.count(s) == 5 for s in SUITS)
