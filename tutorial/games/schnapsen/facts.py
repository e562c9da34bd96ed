"""Facts the Bauernschnapsen and Dreierschnapsen lessons state, each computed by the engine.

Registered into `tutorial.content.facts.FACTS` on import (`facts.py` imports this module), so a
lesson's `fact` cell can name any of them; the tests fail when a lesson's `expect` disagrees.
"""

from __future__ import annotations

import random
from typing import Any

from tutorial.games.cards import PACK_20, Rank, parse_card, parse_cards
from tutorial.games.registry import GAMES
from tutorial.games.schnapsen.cards import (
    MARRIAGE_PARTNER,
    STRENGTH,
    TARGET,
    RankOrder,
    best_index,
    card_points,
)
from tutorial.games.schnapsen.scoring import HALF, normal_award
from tutorial.games.schnapsen.session import BauernSession, DreierSession
from tutorial.words.i18n import N_

SCHNAPSEN_GAMES = ("bauernschnapsen", "dreierschnapsen")


def _fresh(game: str, seed: int = 1):
    return GAMES[game].new_deal(seed)


def deal_to_first_lead(game: str, doublings: int = 0, seed: int = 1):
    """A deal driven through trumps and auction (Normal game) to the first lead, doubling as asked."""
    deal = _fresh(game, seed)
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


def _tricks_in_a_played_normal_game(game: str) -> int:
    """Play Normal games to the end without claims; count their tricks."""
    for seed in range(200):
        deal = deal_to_first_lead(game, seed=seed)
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


def _contract_value(game: str, contract: str, without_talon: Any = False) -> int:
    table = {row.id: row for row in GAMES[game].parse_options(None).table()}  # type: ignore[attr-defined]
    if contract not in table:
        raise ValueError(f"unknown contract {contract!r}: {', '.join(table)}")
    bonus = 1 if str(without_talon).lower() in ("true", "1", "yes") else 0
    return table[contract].value + bonus


def _trick_taker(cards: str, trump: str | None = None, order: str = "normal") -> str:
    trick = parse_cards(cards)
    suit = None if trump in (None, "", "none") else parse_card(f"A{trump}").suit
    index = best_index(trick, suit, STRENGTH[RankOrder(order)])
    return trick[index].symbol


def _bummerl(game: str, loser_points: int) -> int:
    if game == "bauernschnapsen":
        session = BauernSession(seed=1)
        session.points = [24, int(loser_points)]
    else:
        session = DreierSession(seed=1)
        session.points = [24, 10, int(loser_points)]
    return max(session.bummerl().values())


def _marriage_value(game: str, trumps: Any) -> int:
    """Play a Normal game until someone announces a marriage of the asked kind; read its value."""
    want_trumps = str(trumps).lower() in ("true", "1", "yes")
    for seed in range(500):
        deal = deal_to_first_lead(game, seed=seed)
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


def register_schnapsen_facts() -> None:
    from tutorial.content.facts import Fact, register

    for game in SCHNAPSEN_GAMES:
        for fact in (
            Fact(game, "pack_size", N_("Cards in the pack"), lambda g=game: sum(map(len, _fresh(g).hands)) + len(_fresh(g).talon)),
            Fact(game, "hand_size", N_("Cards dealt to each player"), lambda g=game: len(_fresh(g).hands[0])),
            Fact(game, "card_points_total", N_("Card points in the pack"), lambda: card_points(PACK_20)),
            Fact(
                game, "card_value", N_("Card points of the {rank}"),
                lambda rank: card_points([next(c for c in PACK_20 if c.rank is Rank(str(rank)))]), ("rank",),
            ),
            Fact(game, "trick_points", N_("Card points in {cards}"), lambda cards: card_points(parse_cards(str(cards))), ("cards",)),
            Fact(
                game, "trick_taker", N_("The card that takes {cards}"),
                lambda cards, trump=None, order="normal": _trick_taker(str(cards), trump, order), ("cards",),
            ),
            Fact(game, "target_points", N_("Card points needed to win a Normal game"), lambda: TARGET),
            Fact(game, "schneider_line", N_("Card points that keep the losers out of Schneider"), lambda: HALF),
            Fact(
                game, "normal_award", N_("Game points when the losers took {tricks} tricks with {points} card points"),
                lambda tricks, points: normal_award(int(tricks), int(points)), ("tricks", "points"),
            ),
            Fact(
                game, "contract_value", N_("Game points for a {contract}"),
                lambda contract, without_talon=False, g=game: _contract_value(g, str(contract), without_talon),
                ("contract",),
            ),
            Fact(
                game, "multiplier", N_("Multiplier after {doublings} doublings"),
                lambda doublings, g=game: deal_to_first_lead(g, int(doublings)).multiplier, ("doublings",),
            ),
            Fact(game, "game_target", N_("Game points that win the game"), lambda g=game: GAMES[g].parse_options(None).target),  # type: ignore[attr-defined]
            Fact(
                game, "bummerl", N_("Bummerl for a loser with {loser_points} game points"),
                lambda loser_points, g=game: _bummerl(g, int(loser_points)), ("loser_points",),
            ),
            Fact(game, "marriage_value", N_("Points for a marriage in a plain suit"), lambda g=game: _marriage_value(g, False)),
            Fact(game, "trump_marriage_value", N_("Points for a marriage in trumps"), lambda g=game: _marriage_value(g, True)),
            Fact(game, "tricks_per_deal", N_("Tricks in a deal played to the end"), lambda g=game: _tricks_in_a_played_normal_game(g)),
            Fact(game, "marriage_pairs", N_("Marriages possible in the pack"), lambda: len(MARRIAGE_PARTNER) // 2),
        ):  # fmt: skip
            register(fact)
    register(
        Fact(
            "dreierschnapsen",
            "talon_size",
            N_("Cards in the talon"),
            lambda: len(_fresh("dreierschnapsen").talon),
        )
    )
