"""Facts a lesson may state, each computed by the engine, so a `fact` cell can never drift from it.

A lesson writes
    ```fact
    game: schneider
    fact: honours_in_pack
    expect: 20
    ```
and the page shows the engine's own value; the tests fail if `expect` disagrees with the engine.
Each fact computes its value from the engine (dealing or playing where that is what the rule is
about), never from a constant written next to it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tutorial.games.base import play_randomly
from tutorial.games.cards import PACK_32, Card, parse_card, parse_cards
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


@dataclass(frozen=True)
class Fact:
    """One checkable statement: its English label (translated on screen) and how to compute it."""

    game: str
    name: str
    label: str
    compute: Callable[..., Any]
    params: tuple[str, ...] = field(default=())


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


FACTS: dict[tuple[str, str], Fact] = {}


def register(fact: Fact) -> None:
    FACTS[(fact.game, fact.name)] = fact


for _fact in (
    Fact("schneider", "pack_size", N_("Cards in the pack"), lambda: len(PACK_32)),
    Fact(
        "schneider",
        "hand_size",
        N_("Cards dealt to each player"),
        lambda: len(SCHNEIDER.new_deal(1).hands[0]),
    ),
    Fact(
        "schneider",
        "dealt_cards",
        N_("Cards dealt to the two players together"),
        lambda: sum(len(hand) for hand in SCHNEIDER.new_deal(1).hands),
    ),
    Fact(
        "schneider",
        "talon_size",
        N_("Cards left to draw after the deal"),
        lambda: len(SCHNEIDER.new_deal(1).talon),
    ),
    Fact(
        "schneider",
        "tricks_per_deal",
        N_("Tricks in a deal"),
        lambda: _played_schneider_deal().tricks_played,
    ),
    Fact(
        "schneider",
        "refills",
        N_("Refills from the talon"),
        lambda: sum(e["type"] == "draw" for e in _played_schneider_deal().events) // 2,
    ),
    Fact("schneider", "honours_in_pack", N_("Honours in the pack"), lambda: honours_in(PACK_32)),
    Fact(
        "schneider",
        "victory_points",
        N_("Victory points for {honours} honours"),
        lambda honours: victory_points(int(honours)),
        ("honours",),
    ),
    Fact(
        "schneider",
        "beaters",
        N_("Cards that beat {card}"),
        _schneider_beaters,
        ("card",),
    ),
    Fact("schneider", "session_deals", N_("Deals in a session"), _schneider_session_deals),
    Fact(
        "schneider",
        "trick_taker",
        N_("Who takes the trick when A leads {lead} and B answers {answer}"),
        _schneider_trick_taker,
        ("lead", "answer"),
    ),
    Fact(
        "schneider",
        "trick_honours",
        N_("Honours in the trick {lead} + {answer}"),
        lambda lead, answer: honours_in([parse_card(lead), parse_card(answer)]),
        ("lead", "answer"),
    ),
    Fact(
        "schneider",
        "honours_in_cards",
        N_("Honours among {cards}"),
        lambda cards: honours_in(parse_cards(str(cards))),
        ("cards",),
    ),
):
    register(_fact)


def _register_schnapsen() -> None:
    from tutorial.games.schnapsen.facts import register_schnapsen_facts

    register_schnapsen_facts()


_register_schnapsen()


class FactError(ValueError):
    """A fact cell naming an unknown fact or giving the wrong parameters."""


def compute_fact(game: str, name: str, params: dict[str, Any] | None = None) -> Any:
    """The engine's value for a named fact with these parameters (computed once, then cached:
    facts are deterministic, and a lesson page asks for them on every rerun)."""
    fact = FACTS.get((game, name))
    if fact is None:
        known = ", ".join(sorted(n for g, n in FACTS if g == game)) or "none"
        raise FactError(f"unknown fact {name!r} for {game}: known facts are {known}")
    params = dict(params or {})
    missing = [p for p in fact.params if p not in params]
    if missing:
        raise FactError(f"fact {name!r} needs the parameter {missing[0]!r}")
    value = _cached(game, name, tuple(sorted((k, repr(v)) for k, v in params.items())), params)
    return list(value) if isinstance(value, tuple) else value


_CACHE: dict[tuple[str, str, tuple[tuple[str, str], ...]], Any] = {}


def _cached(game: str, name: str, key: tuple[tuple[str, str], ...], params: dict[str, Any]) -> Any:
    entry = (game, name, key)
    if entry not in _CACHE:
        value = FACTS[(game, name)].compute(**params)
        _CACHE[entry] = tuple(value) if isinstance(value, list) else value
    return _CACHE[entry]


def same_value(declared: Any, computed: Any) -> bool:
    """Compare a value typed in a lesson with the engine's, reading cards the way people type them."""
    if isinstance(computed, list):
        if not isinstance(declared, list):
            declared = [declared]
        try:
            return [_norm(d) for d in declared] == [_norm(c) for c in computed]
        except ValueError:
            return False
    return str(declared).strip() == str(computed).strip()


def _norm(value: Any) -> str:
    text = str(value)
    try:
        card: Card = parse_card(text)
    except ValueError:
        return text.strip()
    return card.code
