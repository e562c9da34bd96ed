"""Golden table games: a seeded deal of each game as the Play page plays it (the learner takes the
first legal action, rule-of-thumb bots play the others), written out as text and diffed.

A change in how the bots choose, how the table waits for the learner, or what the deal reads as
shows up here as a reviewable diff. After a deliberate change, regenerate with
`GOLDEN_UPDATE=1 pytest tests/test_play_golden.py` and read the diff before committing it.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tutorial.play.game import PlayGame
from tutorial.words.transcript import transcript

GOLDEN = Path(__file__).with_name("golden")
CASES = [("schneider", 5), ("bauernschnapsen", 5), ("dreierschnapsen", 5)]


@pytest.mark.parametrize(("game", "seed"), CASES)
def test_golden_table_game(game: str, seed: int) -> None:
    played = PlayGame(game, {}, "rules", seed)
    waits = 0
    while not played.deal.is_over():
        if played.waiting:
            waits += 1
            assert played.go_on(played.events)
        else:
            assert played.try_action(played.deal.legal_actions()[0], played.events) is None
    lines = transcript(played.deal, "en")
    text = (
        "\n".join([*lines, f"learner: seat {played.seat}; waits for the learner: {waits}"]) + "\n"
    )
    path = GOLDEN / f"play_{game}_seed{seed}.txt"
    if os.environ.get("GOLDEN_UPDATE"):
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} is missing: run with GOLDEN_UPDATE=1 once and review it"
    assert text == path.read_text(encoding="utf-8")
