"""The numbers of a cheat sheet, read from the engine and never typed again.

A cheat sheet repeats rank orders, card values, contract values and scoring constants; copying them
by hand would make a second version of each rule. Everything here is asked of the engine (tables,
constants, and the scoring functions themselves over the inputs that matter), so the sheet follows
any change to the rules. No text lives here: `tutorial.sheets.page` words it in each language.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import groupby

from tutorial.games.bauernschnapsen.rules import DEFAULT_OPTIONS as BAUERN_DEFAULTS
from tutorial.games.cards import RANKS_32, Rank, Suit, card
from tutorial.games.dreierschnapsen.rules import DEFAULT_OPTIONS as DREIER_DEFAULTS
from tutorial.games.dreierschnapsen.rules import WITHOUT_TALON_BONUS
from tutorial.games.registry import get_game
from tutorial.games.schnapsen.cards import (
    MARRIAGE_POINTS,
    ORDER_RANKS,
    RANK_POINTS,
    TARGET,
    TOTAL_POINTS,
    TRUMP_MARRIAGE_POINTS,
    RankOrder,
)
from tutorial.games.schnapsen.contracts import Contract
from tutorial.games.schnapsen.doubling import DOUBLING_FACTOR, DOUBLING_NAMES, MAX_DOUBLINGS
from tutorial.games.schnapsen.scoring import HALF, LAST_TRICK_AWARD, normal_award
from tutorial.games.schnapsen.session import (
    BUMMERL,
    RETOURSCHNEIDER_BUMMERL,
    SCHNEIDER_BUMMERL,
)
from tutorial.games.schneider import rules as schneider


@dataclass(frozen=True)
class Band:
    """A range of honours (or card points) and what it scores."""

    low: int
    high: int
    points: int


@dataclass(frozen=True)
class SchneiderFacts:
    ranks_low_to_high: tuple[Rank, ...]
    honour_ranks: tuple[Rank, ...]
    total_honours: int
    hand_size: int
    talon_size: int
    tricks: int
    bands: tuple[Band, ...]  # the winner's honours → victory points
    tie_honours: int
    session_deals: int
    next_rank_examples: tuple[tuple[Rank, Rank], ...]  # a led rank and the one rank that beats it


@dataclass(frozen=True)
class SchnapsenFacts:
    game: str
    ranks_high_to_low: tuple[Rank, ...]
    ace_low_high_to_low: tuple[Rank, ...]
    card_points: tuple[tuple[Rank, int], ...]
    total_points: int
    target: int
    marriage: int
    trump_marriage: int
    contracts: tuple[Contract, ...]
    award_no_trick: int  # the opponents took no trick
    award_under_half: int  # a trick, under `half` card points
    award_half_or_more: int
    half: int
    last_trick: int
    doublings: tuple[tuple[str, int], ...]  # name, multiplier
    without_talon_bonus: int  # 0 where there is no talon
    game_target: int
    bummerl: int
    schneider_bummerl: int
    retourschneider_bummerl: int  # 0 when the default rules do not use it
    phases: tuple[str, ...]  # a deal's phases in the order the engine runs them
    normal_is_bid: bool  # forehand bids the Normal game (Bauern), or it is what all passes give
    forehand_may_pass: bool  # whether forehand may pass at his first turn in the auction


def _bands() -> tuple[Band, ...]:
    """Honours a winner can hold, grouped by the victory points `victory_points` gives them."""
    winning = range(schneider.TOTAL_HONOURS // 2 + 1, schneider.TOTAL_HONOURS + 1)
    groups = groupby(winning, key=schneider.victory_points)
    return tuple(Band(min(hs), max(hs), points) for points, hs in ((p, list(g)) for p, g in groups))


def _next_rank(rank: Rank) -> tuple[Rank, Rank]:
    beater = schneider.next_rank_card(card(rank, Suit.SPADES))
    assert beater is not None
    return rank, beater.rank


def schneider_facts() -> SchneiderFacts:
    return SchneiderFacts(
        ranks_low_to_high=RANKS_32,
        honour_ranks=tuple(r for r in reversed(RANKS_32) if r in schneider.HONOUR_RANKS),
        total_honours=schneider.TOTAL_HONOURS,
        hand_size=schneider.HAND_SIZE,
        talon_size=schneider.TALON_SIZE,
        tricks=schneider.TRICKS,
        bands=_bands(),
        tie_honours=schneider.TOTAL_HONOURS // 2,
        session_deals=schneider.SchneiderOptions().match_deals,
        next_rank_examples=tuple(_next_rank(r) for r in (Rank.NINE, Rank.TEN, Rank.KING)),
    )


def _deal_walk(game: str) -> tuple[tuple[str, ...], frozenset[str]]:
    """A deal played by its first legal action each time: the phases in order, and forehand's
    first choices in the auction (what the engine lets him do there)."""
    deal = get_game(game).new_deal(1, {})
    phases: list[str] = []
    first_bids: frozenset[str] = frozenset()
    while not deal.is_over() and deal.phase.value != "play":
        if not phases or phases[-1] != deal.phase.value:
            phases.append(deal.phase.value)
            if deal.phase.value == "auction":
                first_bids = frozenset(str(a) for a in deal.legal_actions())
        deal.apply(deal.legal_actions()[0])
    return (*phases, "play"), first_bids


@cache
def schnapsen_facts(game: str) -> SchnapsenFacts:
    options = BAUERN_DEFAULTS if game == "bauernschnapsen" else DREIER_DEFAULTS
    names = DOUBLING_NAMES[game]
    phases, first_bids = _deal_walk(game)
    return SchnapsenFacts(
        game=game,
        ranks_high_to_low=ORDER_RANKS[RankOrder.NORMAL],
        ace_low_high_to_low=ORDER_RANKS[RankOrder.ACE_LOW],
        card_points=tuple((r, RANK_POINTS[r]) for r in ORDER_RANKS[RankOrder.NORMAL]),
        total_points=TOTAL_POINTS,
        target=TARGET,
        marriage=MARRIAGE_POINTS,
        trump_marriage=TRUMP_MARRIAGE_POINTS,
        contracts=options.contract_table,
        award_no_trick=normal_award(0, 0),
        award_under_half=normal_award(1, HALF - 1),
        award_half_or_more=normal_award(1, HALF),
        half=HALF,
        last_trick=LAST_TRICK_AWARD,
        doublings=tuple((names[k], DOUBLING_FACTOR ** (k + 1)) for k in range(MAX_DOUBLINGS)),
        without_talon_bonus=WITHOUT_TALON_BONUS if game == "dreierschnapsen" else 0,
        game_target=options.target,
        bummerl=BUMMERL,
        schneider_bummerl=SCHNEIDER_BUMMERL,
        retourschneider_bummerl=RETOURSCHNEIDER_BUMMERL if options.retourschneider else 0,
        phases=phases,
        normal_is_bid="bid normal" in first_bids,
        forehand_may_pass="pass" in first_bids,
    )
