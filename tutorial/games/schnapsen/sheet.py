"""The cheat sheet of both Schnapsen games: their numbers asked of the engine (tables, constants
and the scoring functions over the inputs that matter, never typed again), and the body in the
reader's language (the page adds the title and styles; `tutorial.sheets.page`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from tutorial.games.bauernschnapsen.rules import DEFAULT_OPTIONS as BAUERN_DEFAULTS
from tutorial.games.cards import Rank
from tutorial.games.dreierschnapsen.rules import DEFAULT_OPTIONS as DREIER_DEFAULTS
from tutorial.games.dreierschnapsen.rules import WITHOUT_TALON_BONUS
from tutorial.games.schnapsen.cards import (
    MARRIAGE_POINTS,
    ORDER_RANKS,
    RANK_POINTS,
    TARGET,
    TOTAL_POINTS,
    TRUMP_MARRIAGE_POINTS,
    RankOrder,
)
from tutorial.games.schnapsen.contracts import Bidders, Contract, Goal, Holding
from tutorial.games.schnapsen.doubling import DOUBLING_FACTOR, DOUBLING_NAMES, MAX_DOUBLINGS
from tutorial.games.schnapsen.members import MEMBERS
from tutorial.games.schnapsen.scoring import HALF, LAST_TRICK_AWARD, normal_award
from tutorial.games.schnapsen.session import (
    BUMMERL,
    RETOURSCHNEIDER_BUMMERL,
    SCHNEIDER_BUMMERL,
)
from tutorial.games.schnapsen.texts import CONTRACT_NAMES
from tutorial.games.schnapsen.texts import DOUBLING_NAMES as DOUBLING_WORDS
from tutorial.sheets.html import block, bullets, para, rank_row, table
from tutorial.words.card_names import rank_name
from tutorial.words.i18n import N_, Translator


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


def _deal_walk(game: str) -> tuple[tuple[str, ...], frozenset[str]]:
    """A deal played by its first legal action each time: the phases in order, and forehand's
    first choices in the auction (what the engine lets him do there)."""
    deal = MEMBERS[game].new_deal(1, {})
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


_BIDDERS: dict[Bidders, str] = {
    Bidders.F_ONLY: N_("forehand only"),
    Bidders.SIDE_F: N_("forehand or his partner"),
    Bidders.SIDE_O: N_("the other pair"),  # shown in: bauernschnapsen
    Bidders.CALLER: N_("the caller only"),
    Bidders.NON_CALLER: N_("middlehand or the dealer"),
    Bidders.ANY: N_("anyone"),
}
_GOALS: dict[Goal, str] = {
    Goal.NORMAL: N_("{target} and a claim, or the last trick"),
    Goal.SCHNAPSER: N_("every trick until {target}, which he must reach by trick {n}"),
    Goal.ALL_TRICKS: N_("every trick"),
    Goal.NO_TRICKS: N_("no trick"),
}
_HOLDINGS: dict[Holding, str] = {
    Holding.SUIT: N_("needs all five cards of one suit"),
    Holding.TRUMPS: N_("needs all five trumps"),
    Holding.ACE: N_("needs an ace"),
}


def _contract_goal(row: Contract, target: int, t: Translator) -> str:
    parts = [t._(_GOALS[row.goal]).format(n=row.trick_limit, target=target)]
    if row.order is RankOrder.ACE_LOW:
        parts.append(t._("ace low"))
    if row.sits_out:
        parts.append(t._("the declarer's partner sits out"))
    if row.holding in _HOLDINGS:
        parts.append(t._(_HOLDINGS[row.holding]))
    return "; ".join(parts)


NOBODY_BIDS_NORMAL = N_("nobody bids it: when all pass, forehand plays it")


def _bidders(row: Contract, f: SchnapsenFacts, t: Translator) -> str:
    if row.goal is Goal.NORMAL and not f.normal_is_bid:
        return t._(NOBODY_BIDS_NORMAL)
    return t._(_BIDDERS[row.bidders])


def _contract_table(f: SchnapsenFacts, t: Translator) -> str:
    _ = t._
    rows = [
        [
            (_(CONTRACT_NAMES[row.id]), False),
            (str(row.value), True),
            (_bidders(row, f, t), False),
            (_("yes") if row.trumps else _("no"), False),
            (_contract_goal(row, f.target, t), False),
        ]
        for row in f.contracts
    ]
    head = [_("Contract"), _("Value"), _("Who may bid"), _("Trumps"), _("The declarer must take")]
    return block(_("Contracts, lowest first"), table(head, rows))


# When doubling comes, by the phase the engine runs just before it.
# shown in: bauernschnapsen, dreierschnapsen
DOUBLING_WHEN = {
    "auction": N_("Doubling after the auction, before the first lead: {chain}."),
    "talon": N_("Doubling after the talon is exchanged, before the first lead: {chain}."),
}


def _phase_before(f: SchnapsenFacts, phase: str) -> str:
    return f.phases[f.phases.index(phase) - 1]


def _schnapsen_body(f: SchnapsenFacts, t: Translator) -> str:
    _ = t._
    ranks = block(
        _("Rank order"),
        para(_("High to low:"))
        + rank_row(f.ranks_high_to_low, t.lang)
        + para(_("Ace low (Zehnergang):"))
        + rank_row(f.ace_low_high_to_low, t.lang),
    )
    values = block(
        _("Card values"),
        table(
            [_("Card"), _("Points")],
            [
                [(f"{r.value} ({rank_name(r, t.lang)})", False), (str(p), True)]
                for r, p in f.card_points
            ],
        )
        + para(
            _("{total} card points in the pack; {target} wins the Normal game.").format(
                total=f.total_points, target=f.target
            )
        )
        + para(
            _("Marriage (king and queen shown when leading): {plain}, in trumps {trumps}.").format(
                plain=f.marriage, trumps=f.trump_marriage
            )
        ),
    )
    duties = block(
        _("Playing to a trick"),
        bullets(
            [
                _("Follow suit and head the trick if you can, even over a partner."),
                _(
                    "No card of the suit led: trump, overtrumping a trump already played if you can."
                ),
                _("Neither suit nor trump: play any card."),
            ]
        ),
    )
    award_rows = [
        [(_("no trick"), False), (str(f.award_no_trick), True)],
        [(_("a trick, but under {half} card points").format(half=f.half), False),
         (str(f.award_under_half), True)],
        [(_("{half} card points or more").format(half=f.half), False),
         (str(f.award_half_or_more), True)],
    ]  # fmt: skip
    after = [
        _("A false claim gives the opponents what the claim would have scored."),
        _("Nobody claims: the last trick scores {n}.").format(n=f.last_trick),
    ]
    claim = _("Claim {target} right after your own trick or your own marriage; play stops.")
    normal = block(
        _("The Normal game"),
        para(claim.format(target=f.target))
        + table([_("The opponents have"), _("Game points")], award_rows)
        + bullets(after),
    )
    lost = (
        _("Contract lost: each defender scores its value.")
        if f.game == "dreierschnapsen"
        else _("Contract lost: the other pair scores its value.")
    )
    doubling = ", ".join(f"{_(DOUBLING_WORDS[name])} ×{m}" for name, m in f.doublings)
    contract_items = [_("Contract made: the declarer's side scores its value."), lost]
    contract_items.append(_(DOUBLING_WHEN[_phase_before(f, "doubling")]).format(chain=doubling))
    if f.without_talon_bonus:
        contract_items.append(
            t.ngettext(
                "Without the talon a contract is worth {n} game point more, won or lost: "
                "a lost one pays each defender that much too.",
                "Without the talon a contract is worth {n} game points more, won or lost: "
                "a lost one pays each defender that much too.",
                f.without_talon_bonus,
            ).format(n=f.without_talon_bonus)
        )
    contracts = block(_("Scoring a contract"), bullets(contract_items))
    game_items = [
        _("The first to {n} game points wins the game.").format(n=f.game_target),
        _("The loser gets {n} Bummerl; with no game point at all (Schneider) {s}.").format(
            n=f.bummerl, s=f.schneider_bummerl
        ),
    ]
    if f.retourschneider_bummerl:
        game_items.append(
            _(
                "Retourschneider: two players at {high}, the third at 0 wins: {n} Bummerl each."
            ).format(high=f.game_target - 1, n=f.retourschneider_bummerl)
        )
    game = block(_("The game and the Bummerl"), bullets(game_items))
    columns = f'<div class="ks-cols">{ranks}{values}{duties}{normal}{contracts}{game}</div>'
    return columns + _contract_table(f, t)


def sheet_body(game: str) -> Callable[[Translator], str]:
    """The body of `game`'s sheet, for its spec."""
    return lambda t: _schnapsen_body(schnapsen_facts(game), t)
