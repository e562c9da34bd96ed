"""Replays explain every step (issue 12 item 9): each step of every replay file has its own
narration in every language, so no step is shown without a word of why."""

from __future__ import annotations

import pytest

from tutorial.replays.loader import load_replays
from tutorial.words.i18n import LANGUAGES

REPLAYS = load_replays()


@pytest.mark.parametrize("replay_id", sorted(REPLAYS))
def test_every_replay_step_is_narrated_in_every_language(replay_id: str) -> None:
    replay = REPLAYS[replay_id]
    silent = [
        (step, lang)
        for step in range(1, replay.steps + 1)
        for lang in LANGUAGES
        if step > len(replay.narration) or not replay.narration[step - 1].get(lang, "").strip()
    ]
    assert not silent, f"{replay.path}: steps without narration (step, language): {silent}"


@pytest.mark.parametrize("replay_id", sorted(REPLAYS))
def test_no_two_steps_of_a_replay_say_the_same(replay_id: str) -> None:
    """A narration copied onto the next step would say nothing new about it."""
    texts = [n.get("en") for n in REPLAYS[replay_id].narration]
    repeated = {t for t in texts if texts.count(t) > 1}
    assert not repeated, repeated
