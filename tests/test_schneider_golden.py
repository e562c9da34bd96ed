"""Golden playthroughs: seeded Schneider deals written out as text and diffed.

Any change in the rules, the dealing or the explanations shows up here as a reviewable diff. After a
deliberate change, regenerate with `GOLDEN_UPDATE=1 pytest tests/test_schneider_golden.py` and read
the diff before committing it.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from tutorial.games.base import play_randomly
from tutorial.games.schneider.rules import RULES
from tutorial.words.transcript import transcript

GOLDEN = Path(__file__).with_name("golden")
CASES = [
    ("schneider_seed7", 7, {}, "en"),
    ("schneider_seed21_any_higher", 21, {"beat_rule": "any_higher_same_suit"}, "en"),
    ("schneider_seed3_next_rank_any_suit_de", 3, {"beat_rule": "next_rank_any_suit"}, "de"),
]


@pytest.mark.parametrize(("name", "seed", "options", "lang"), CASES)
def test_golden_playthrough(name: str, seed: int, options: dict, lang: str) -> None:
    deal = play_randomly(RULES.new_deal(seed, options), random.Random(f"play:{seed}"))
    text = "\n".join(transcript(deal, lang)) + "\n"
    path = GOLDEN / f"{name}.txt"
    if os.environ.get("GOLDEN_UPDATE"):
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} is missing: run with GOLDEN_UPDATE=1 once and review it"
    assert text == path.read_text(encoding="utf-8")
