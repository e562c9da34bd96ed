"""Replay files: every one is built by the engine, and each worked example ends as the card says."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from tutorial.games.schneider.rules import PLAYER_NAMES
from tutorial.replays.loader import (
    REPLAY_ROOT,
    build_replay,
    load_replays,
    replay_from_log,
    seeded_replay,
)
from tutorial.replays.model import ReplayFileError
from tutorial.replays.predict import next_trick_question
from tutorial.replays.table import narrate, points_by_trick, table_view
from tutorial.words.i18n import LANGUAGES

REPLAYS = load_replays()


def _tricks(replay):
    return [e for e in replay.final().events if e["type"] == "trick"]


def test_every_replay_file_builds_and_has_titles_in_every_language() -> None:
    files = sorted(REPLAY_ROOT.rglob("*.yaml"))
    assert len(REPLAYS) == len(files) >= 3
    for replay in REPLAYS.values():
        assert set(replay.title) >= set(LANGUAGES)


def test_schneider_07_nine_then_jack_goes_to_a_with_one_honour() -> None:
    """S0 §07: A leads 9♠, B answers J♠ → A takes both cards and 1 honour."""
    (trick,) = _tricks(REPLAYS["schneider-07-nine-then-jack"])
    assert trick["cards"] == ["9S", "JS"]
    assert (PLAYER_NAMES[trick["winner"]], trick["honours"]) == ("A", 1)


def test_schneider_07_ten_then_jack_goes_to_b_with_two_honours() -> None:
    """S0 §07: in a trick led with 10♠ the answer J♠ wins and brings 2 honours."""
    (trick,) = _tricks(REPLAYS["schneider-07-ten-then-jack"])
    assert (PLAYER_NAMES[trick["winner"]], trick["honours"]) == ("B", 2)


def test_schneider_07_whole_deal_ends_16_to_4_for_two_victory_points() -> None:
    """S0 §07: a final count of 16:4 honours gives the winner 2 victory points, not 16."""
    result = REPLAYS["schneider-07-whole-deal-16-4"].final().result()
    assert result.honours == (16, 4)
    assert result.victory_points == (2, 0)


def test_worked_examples_are_narrated_in_every_language() -> None:
    for replay_id in ("schneider-07-nine-then-jack", "schneider-07-ten-then-jack"):
        replay = REPLAYS[replay_id]
        for step in range(1, replay.steps + 1):
            for lang in LANGUAGES:
                assert replay.say(step, lang), (replay_id, step, lang)


def test_unnarrated_steps_are_explained_by_the_engine() -> None:
    replay = REPLAYS["schneider-07-whole-deal-16-4"]
    assert narrate(replay, 26, "en") == [replay.say(26, "en")]
    bare = replay_from_log(json.loads(json.dumps(replay.log())))  # an import carries no narration
    lines = narrate(bare, 8, "en")
    assert lines and lines[0].startswith("Trick 4: ")
    assert narrate(bare, 7, "ru")[0].startswith("A заходит")


def test_a_replay_that_breaks_a_rule_is_an_error_naming_the_step() -> None:
    data = yaml.safe_load((REPLAY_ROOT / "schneider" / "07-nine-then-jack.yaml").read_text())
    data["steps"] = [{"play": "9♠"}, {"play": "9♠"}]
    with pytest.raises(ReplayFileError, match=r"steps\.2: play 9♠ breaks a rule"):
        build_replay(data, {}, "x.yaml")


def test_a_replay_whose_stated_result_is_wrong_is_an_error() -> None:
    data = yaml.safe_load((REPLAY_ROOT / "schneider" / "07-nine-then-jack.yaml").read_text())
    data["checks"] = [{"trick": 1, "winner": "B"}]
    with pytest.raises(ReplayFileError, match="the file says B takes it, the engine says A"):
        build_replay(data, {}, "x.yaml")


def test_export_and_import_round_trip() -> None:
    replay = REPLAYS["schneider-07-whole-deal-16-4"]
    again = replay_from_log(json.loads(json.dumps(replay.log())))
    assert again.actions == replay.actions
    assert again.final().events == replay.final().events
    assert again.title == replay.title


def test_seeded_deal_replay_matches_the_cli_deal() -> None:
    from tutorial.cli.main import main

    replay = seeded_replay("schneider", 7)
    assert replay.final().is_over() and replay.steps == 32
    assert main(["play", "schneider", "--seed", "7", "--json"]) == 0


def test_table_and_chart_data_follow_the_steps() -> None:
    replay = REPLAYS["schneider-07-whole-deal-16-4"]
    table = table_view(replay.state_at(3))
    assert [len(s.hand) for s in table.seats] == [5, 6]
    assert table.trick and table.trick_winner is None and table.to_move == "B"
    _names, series, steps = points_by_trick(replay)
    assert [s[-1] for s in series] == [16, 4]
    assert steps == list(range(0, 33, 2))


def test_predict_asks_before_each_trick_is_completed() -> None:
    replay = REPLAYS["schneider-07-nine-then-jack"]
    assert next_trick_question(replay, 0) is None
    choices, answer, _why = next_trick_question(replay, 1)
    assert (choices, answer) == (["A", "B"], "A")


def test_replay_ids_are_unique_and_paths_exist() -> None:
    for replay in REPLAYS.values():
        assert Path(replay.path).suffix == ".yaml"


def test_bauern_09_trick_goes_to_player_2_with_28_points() -> None:
    """S3 §09: hearts trump, K♥ A♥ 10♥ Q♥ → the second player (A♥) takes 4 + 11 + 10 + 3 = 28."""
    replay = REPLAYS["bauernschnapsen-09-trick-28"]
    (trick,) = _tricks(replay)
    final = replay.final()
    assert trick["cards"] == ["KH", "AH", "10H", "QH"]
    assert trick["players"].index(trick["winner"]) == 1
    assert trick["points"] == 28
    assert final.role(trick["winner"]) == "M"


def test_bauern_09_heading_duty_left_only_the_ace() -> None:
    """S3 §09: holding A♥ and J♥ facing K♥, the second player had to head with A♥."""
    replay = REPLAYS["bauernschnapsen-09-trick-28"]
    step = next(
        i for i, a in enumerate(replay.actions) if a.card is not None and a.card.code == "AH"
    )
    legal = [a.card.code for a in replay.state_at(step).legal_actions() if a.card is not None]
    assert legal == ["AH"]


def test_bauern_09_claim_of_68_after_a_21_point_trick_scores_2() -> None:
    """S3 §09: 28 in tricks + the trump marriage 40 = 68 → claim; opponents' one trick of 21 → 2."""
    final = REPLAYS["bauernschnapsen-09-claim-68"].final()
    claim = next(e for e in final.events if e["type"] == "claim")
    assert final.side_points(final.side[claim["player"]]) == 68
    assert any(e["type"] == "trick" and e["points"] == 21 for e in final.events)
    result = final.result()
    assert sorted(p for p in result.game_points if p) == [2, 2]
