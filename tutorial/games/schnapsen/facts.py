"""Facts the Bauernschnapsen and Dreierschnapsen lessons state, each computed by the engine.

Each game's spec lists `schnapsen_facts(...)` among its parts, so a lesson's `fact` cell can name
any of them; the tests fail when a lesson's `expect` disagrees.
"""

from __future__ import annotations

import random
from typing import Any

from tutorial.games.base import GameRules
from tutorial.games.cards import PACK_20, Rank, parse_card, parse_cards
from tutorial.games.parts import Fact
from tutorial.games.schnapsen.cards import (
    MARRIAGE_PARTNER,
    STRENGTH,
    TARGET,
    RankOrder,
    best_index,
    card_points,
)
from tutorial.games.schnapsen.scoring import HALF, normal_award
from tutorial.games.session import Session
from tutorial.words.i18n import N_


def _fresh(rules: GameRules, seed: int = 1):
    return rules.new_deal(seed)


def deal_to_first_lead(rules: GameRules, doublings: int = 0, seed: int = 1):
    """A deal driven through trumps and auction (Normal game) to the first lead, doubling as asked."""
    deal = _fresh(rules, seed)
    done = 0
    while deal.phase.value != "play":
        actions = deal.legal_actions()
        kontra = next((a for a in actions if a.kind == "kontra"), None)
        if kontra is not None and done < doublings:
            deal.apply(kontra)
            done += 1
            continue
        preferred = ("no_kontra", "pass", "bid", "discard", "trump")
        pick = next((a for kind in preferred for a in actions if a.kind == kind), actions[0])
        if pick.kind == "bid" and pick.value != "normal":
            pick = next((a for a in actions if a.kind == "bid" and a.value == "normal"), pick)
        deal.apply(pick)
    return deal


def _tricks_in_a_played_normal_game(rules: GameRules) -> int:
    """Play Normal games to the end without claims; count their tricks."""
    for seed in range(200):
        deal = deal_to_first_lead(rules, seed=seed)
        rng = random.Random(seed)
        while not deal.is_over():
            actions = [a for a in deal.legal_actions() if a.kind != "claim"] or deal.legal_actions()
            deal.apply(rng.choice(actions))
        tricks = sum(1 for e in deal.events if e["type"] == "trick")
        if deal.result().contract == "normal" and not any(
            e["type"] == "claim" for e in deal.events
        ):
            return tricks
    raise RuntimeError("no Normal game was played to the end")


def _contract_value(rules: GameRules, contract: str, without_talon: Any = False) -> int:
    table = {row.id: row for row in rules.parse_options(None).table()}  # type: ignore[attr-defined]
    if contract not in table:
        raise ValueError(f"unknown contract {contract!r}: {', '.join(table)}")
    bonus = 1 if str(without_talon).lower() in ("true", "1", "yes") else 0
    return table[contract].value + bonus


def _trick_taker(cards: str, trump: str | None = None, order: str = "normal") -> str:
    trick = parse_cards(cards)
    suit = None if trump in (None, "", "none") else parse_card(f"A{trump}").suit
    index = best_index(trick, suit, STRENGTH[RankOrder(order)])
    return trick[index].symbol


def _bummerl(session_type: type[Session], loser_points: int) -> int:
    """The Bummerl of a game to 24 ended with the loser at `loser_points` (the third of three
    players, if any, in between at 10)."""
    session: Any = session_type(seed=1)
    session.points = (
        [24, int(loser_points)] if len(session.points) == 2 else [24, 10, int(loser_points)]
    )
    return max(session.bummerl().values())


def _marriage_value(rules: GameRules, trumps: Any) -> int:
    """Play a Normal game until someone announces a marriage of the asked kind; read its value."""
    want_trumps = str(trumps).lower() in ("true", "1", "yes")
    for seed in range(500):
        deal = deal_to_first_lead(rules, seed=seed)
        rng = random.Random(seed)
        while not deal.is_over():
            actions = deal.legal_actions()
            marriage = [a for a in actions if a.kind == "play" and a.flag]
            fitting = [a for a in marriage if (a.card.suit is deal.play_trump) == want_trumps]
            deal.apply(
                fitting[0] if fitting else rng.choice([a for a in actions if not a.flag] or actions)
            )
            event = next((e for e in reversed(deal.events) if e["type"] == "marriage"), None)
            if event is not None and fitting:
                return int(event["points"])
    raise RuntimeError("no marriage found")


def schnapsen_facts(rules: GameRules, session_type: type[Session]) -> tuple[Fact, ...]:
    """The facts both games state, computed with this game's rules and session."""
    g, s = rules, session_type
    facts = (
            Fact("pack_size", N_("Cards in the pack"), lambda: sum(map(len, _fresh(g).hands)) + len(_fresh(g).talon)),
            Fact("hand_size", N_("Cards dealt to each player"), lambda: len(_fresh(g).hands[0])),
            Fact("card_points_total", N_("Card points in the pack"), lambda: card_points(PACK_20)),
            Fact(
                "card_value", N_("Card points of the {rank}"),
                lambda rank: card_points([next(c for c in PACK_20 if c.rank is Rank(str(rank)))]), ("rank",),
            ),
            Fact("trick_points", N_("Card points in {cards}"), lambda cards: card_points(parse_cards(str(cards))), ("cards",)),
            Fact(
                "trick_taker", N_("The card that takes {cards}"),
                lambda cards, trump=None, order="normal": _trick_taker(str(cards), trump, order), ("cards",),
            ),
            Fact("target_points", N_("Card points needed to win a Normal game"), lambda: TARGET),
            Fact("schneider_line", N_("Card points that keep the losers out of Schneider"), lambda: HALF),
            Fact(
                "normal_award", N_("Game points when the losers took {tricks} tricks with {points} card points"),
                lambda tricks, points: normal_award(int(tricks), int(points)), ("tricks", "points"),
            ),
            Fact(
                "contract_value", N_("Game points for a {contract}"),
                lambda contract, without_talon=False: _contract_value(g, str(contract), without_talon),
                ("contract",),
            ),
            Fact(
                "multiplier", N_("Multiplier after {doublings} doublings"),
                lambda doublings: deal_to_first_lead(g, int(doublings)).multiplier, ("doublings",),
            ),
            Fact("game_target", N_("Game points that win the game"), lambda: g.parse_options(None).target),  # type: ignore[attr-defined]
            Fact(
                "bummerl", N_("Bummerl for a loser with {loser_points} game points"),
                lambda loser_points: _bummerl(s, int(loser_points)), ("loser_points",),
            ),
            Fact("marriage_value", N_("Points for a marriage in a plain suit"), lambda: _marriage_value(g, False)),
            Fact("trump_marriage_value", N_("Points for a marriage in trumps"), lambda: _marriage_value(g, True)),
            Fact("tricks_per_deal", N_("Tricks in a deal played to the end"), lambda: _tricks_in_a_played_normal_game(g)),
            Fact("marriage_pairs", N_("Marriages possible in the pack"), lambda: len(MARRIAGE_PARTNER) // 2),
    )  # fmt: skip
    return facts


def talon_fact(rules: GameRules) -> Fact:
    """How many cards lie in the talon (a game that has one)."""
    return Fact("talon_size", N_("Cards in the talon"), lambda: len(_fresh(rules).talon))
