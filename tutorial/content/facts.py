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

from collections.abc import Iterator, Mapping
from typing import Any

from tutorial.games.cards import Card, parse_card
from tutorial.games.parts import Fact
from tutorial.games.registry import SPECS


class _Facts(Mapping[tuple[str, str], Fact]):
    """(game, fact name) → the fact, read from each game's parts when asked (so a game registered
    later is found too)."""

    def __getitem__(self, key: tuple[str, str]) -> Fact:
        game, name = key
        spec = SPECS.get(game)
        found = next((f for f in spec.parts.facts if f.name == name), None) if spec else None
        if found is None:
            raise KeyError(key)
        return found

    def __iter__(self) -> Iterator[tuple[str, str]]:
        return iter([(g, f.name) for g, spec in SPECS.items() for f in spec.parts.facts])

    def __len__(self) -> int:
        return sum(len(spec.parts.facts) for spec in SPECS.values())


FACTS: Mapping[tuple[str, str], Fact] = _Facts()


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
