"""What the app offers about each game: names, sizes and one-line ideas, as translatable text."""

from __future__ import annotations

from dataclasses import dataclass

from tutorial.words.i18n import N_


@dataclass(frozen=True)
class GameInfo:
    """The facts the home page shows for one game; `cards` and `players` match the engine."""

    key: str
    title: str
    players: int
    cards: int
    idea: str
    sample: str


GAME_INFO: tuple[GameInfo, ...] = (
    GameInfo(
        "schneider",
        N_("Böhmischer Schneider"),
        2,
        32,
        N_(
            "A card is beaten only by the next rank of its own suit. Collect the honours "
            "(A, K, Q, J, 10): 11 of the 20 win the deal."
        ),
        "9♠ 10♠ J♠",
    ),
    GameInfo(
        "bauernschnapsen",
        N_("Bauernschnapsen"),
        4,
        20,
        N_(
            "Two pairs bid for contracts, then must follow suit, head the trick and trump. "
            "First pair to 24 game points wins."
        ),
        "K♥ A♥ 10♥ Q♥",
    ),
    GameInfo(
        "dreierschnapsen",
        N_("Dreierschnapsen"),
        3,
        20,
        N_(
            "Three players, a talon of two: the highest bid plays alone against the other two. "
            "First to 24 game points wins."
        ),
        "K♣ Q♣ A♣",
    ),
)


# The lesson sections of each game, as lessons and puzzles cite them (the last is the FAQ).
# Schneider follows its rule card's numbers; the two Schnapsen games are numbered in teaching
# order (issue 12), and `tutorial/lesson_order.py` maps their old numbers to these.
CARD_SECTIONS: dict[str, tuple[str, ...]] = {
    "schneider": tuple(f"{n:02d}" for n in range(1, 9)),
    "bauernschnapsen": tuple(f"{n:02d}" for n in range(1, 13)),
    "dreierschnapsen": tuple(f"{n:02d}" for n in range(1, 13)),
}
