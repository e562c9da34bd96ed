"""What the app offers about each game: names, sizes and one-line ideas, as translatable text, read
from each game's spec (`tutorial.games.spec`) — in menu order, including a game registered later."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import overload

from tutorial.games.registry import SPECS
from tutorial.games.spec import GameSpec


@dataclass(frozen=True)
class GameInfo:
    """The facts the home page shows for one game; `cards` and `players` are the engine's."""

    key: str
    title: str
    players: int
    cards: int
    idea: str
    sample: str


def _info(spec: GameSpec) -> GameInfo:
    return GameInfo(spec.name, spec.title, spec.players, len(spec.pack), spec.idea, spec.sample)


class _Games(Sequence[GameInfo]):
    def _all(self) -> list[GameInfo]:
        return [_info(spec) for spec in SPECS.values()]

    @overload
    def __getitem__(self, index: int) -> GameInfo: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[GameInfo]: ...
    def __getitem__(self, index: int | slice) -> GameInfo | Sequence[GameInfo]:
        return self._all()[index]

    def __len__(self) -> int:
        return len(SPECS)

    def __iter__(self) -> Iterator[GameInfo]:
        return iter(self._all())


class _Sections(Mapping[str, tuple[str, ...]]):
    def __getitem__(self, game: str) -> tuple[str, ...]:
        return SPECS[game].sections

    def __iter__(self) -> Iterator[str]:
        return iter(list(SPECS))

    def __len__(self) -> int:
        return len(SPECS)


GAME_INFO: Sequence[GameInfo] = _Games()
# The lesson sections of each game, as lessons and puzzles cite them (the last is the FAQ).
# Schneider follows its rule card's numbers; the two Schnapsen games are numbered in teaching
# order (issue 12), and `tutorial.content.lesson_order` maps their old numbers to these.
CARD_SECTIONS: Mapping[str, tuple[str, ...]] = _Sections()
