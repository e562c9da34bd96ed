"""Facts the Schneider lessons state, each computed by the engine (dealing or playing where that is
what the rule is about), so a `fact` cell or puzzle can never drift from it."""

from __future__ import annotations

import random
from typing import Any

from tutorial.games.base import play_randomly
from tutorial.games.cards import PACK_32, Card, parse_card, parse_cards
from tutorial.games.parts import Fact
from tutorial.games.schneider.rules import (
    PLAYER_NAMES,
    SchneiderOptions,
    honours_in,
    responder_wins,
    victory_points,
)
from tutorial.games.schneider.rules import RULES as SCHNEIDER
from tutorial.games.schneider.session import SchneiderSession
from tutorial.words.i18n import N_


def _played_schneider_deal(seed: int = 1):
    return play_randomly(SCHNEIDER.new_deal(seed), random.Random(seed))


def _schneider_beaters(card: str, **options: Any) -> list[str]:
    lead = parse_card(card)
    opts = SCHNEIDER.parse_options(options) if options else SchneiderOptions()
    return [c.symbol for c in PACK_32 if c is not lead and responder_wins(lead, c, opts)]


def _schneider_trick(lead: str, answer: str, **options: Any) -> tuple[Card, Card, SchneiderOptions]:
    opts = SCHNEIDER.parse_options(options) if options else SchneiderOptions()
    return parse_card(lead), parse_card(answer), opts


def _schneider_trick_taker(lead: str, answer: str, **options: Any) -> str:
    first, second, opts = _schneider_trick(lead, answer, **options)
    return PLAYER_NAMES[1] if responder_wins(first, second, opts) else PLAYER_NAMES[0]


def _schneider_session_deals() -> int:
    session = SchneiderSession(seed=1)
    session.play_out()
    return len(session.deals)


FACTS: tuple[Fact, ...] = (
    Fact("pack_size", N_("Cards in the pack"), lambda: len(PACK_32)),
    Fact(
        "hand_size",
        N_("Cards dealt to each player"),
        lambda: len(SCHNEIDER.new_deal(1).hands[0]),
    ),
    Fact(
        "dealt_cards",
        N_("Cards dealt to the two players together"),
        lambda: sum(len(hand) for hand in SCHNEIDER.new_deal(1).hands),
    ),
    Fact(
        "talon_size",
        N_("Cards left to draw after the deal"),
        lambda: len(SCHNEIDER.new_deal(1).talon),
    ),
    Fact(
        "tricks_per_deal",
        N_("Tricks in a deal"),
        lambda: _played_schneider_deal().tricks_played,
    ),
    Fact(
        "refills",
        N_("Refills from the talon"),
        lambda: sum(e["type"] == "draw" for e in _played_schneider_deal().events) // 2,
    ),
    Fact("honours_in_pack", N_("Honours in the pack"), lambda: honours_in(PACK_32)),
    Fact(
        "victory_points",
        N_("Victory points for {honours} honours"),
        lambda honours: victory_points(int(honours)),
        ("honours",),
    ),
    Fact(
        "beaters",
        N_("Cards that beat {card}"),
        _schneider_beaters,
        ("card",),
    ),
    Fact("session_deals", N_("Deals in a session"), _schneider_session_deals),
    Fact(
        "trick_taker",
        N_("Who takes the trick when A leads {lead} and B answers {answer}"),
        _schneider_trick_taker,
        ("lead", "answer"),
    ),
    Fact(
        "trick_honours",
        N_("Honours in the trick {lead} + {answer}"),
        lambda lead, answer: honours_in([parse_card(lead), parse_card(answer)]),
        ("lead", "answer"),
    ),
    Fact(
        "honours_in_cards",
        N_("Honours among {cards}"),
        lambda cards: honours_in(parse_cards(str(cards))),
        ("cards",),
    ),
)
