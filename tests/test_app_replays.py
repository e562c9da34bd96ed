"""The Replays page under AppTest: stepping, jumping, predicting, what-if, export and import."""

from __future__ import annotations

import json

from tests.apptest_helpers import open_page

WHOLE = "schneider-07-whole-deal-16-4"


def _narration(at) -> list[str]:
    return [m.value for m in at.markdown]


def test_stepping_forward_back_and_to_the_end() -> None:
    at = open_page("replays", lang="en", replay=WHOLE)
    assert not at.exception
    assert at.session_state["replay_step"] == 0
    at.button(key="replay_next").click().run()
    assert at.session_state["replay_step"] == 1
    assert "B dealt, so A leads the first trick" in _narration(at)[0]
    at.button(key="replay_last").click().run()
    assert at.session_state["replay_step"] == 32
    assert any("A scores 2 victory points, not 16" in line for line in _narration(at))
    at.button(key="replay_prev").click().run()
    assert at.session_state["replay_step"] == 31
    assert at.query_params["step"] in ("31", ["31"])


def test_deep_link_to_a_step_and_slider() -> None:
    at = open_page("replays", lang="de", replay=WHOLE, step="4")
    assert at.session_state["replay_step"] == 4
    assert "J♦ ist genau einen Rang höher als 10♦" in _narration(at)[0]
    at.slider(key="replay_step").set_value(20).run()
    assert "Stich 10: Ein ausgespieltes Ass ist nicht zu stechen" in _narration(at)[0]


def test_clicking_a_trick_in_the_chart_jumps_to_it() -> None:
    at = open_page("replays", lang="en", replay=WHOLE)
    at.session_state["replay_chart"] = {"selection": {"points": [{"x": 3, "y": 3}]}}
    at.run()
    assert at.session_state["replay_step"] == 6


def test_pause_and_predict_right_and_wrong() -> None:
    at = open_page("replays", lang="en", replay="schneider-07-nine-then-jack", step="1")
    at.toggle(key="replay_predict_mode").set_value(True).run()
    assert at.button(key="replay_next").disabled
    at.button_group(key="predict_schneider-07-nine-then-jack_1").set_value("B").run()
    assert at.error[0].value == "No: A takes it."
    assert not at.button(key="replay_next").disabled
    at.button_group(key="predict_schneider-07-nine-then-jack_1").set_value("A").run()
    assert at.success[0].value == "Right: A takes it."


def test_what_if_plays_the_branch_on() -> None:
    at = open_page("replays", lang="en", replay=WHOLE, step="1")
    box = at.selectbox(key=f"whatif_{WHOLE}_1")
    box.set_value(box.options[0] if False else box.value).run()
    assert any("Original: A 16 : B 4. Branch:" in line for line in _narration(at))


def test_export_gives_a_log_the_importer_accepts() -> None:
    at = open_page("replays", lang="en", replay=WHOLE)
    exported = at.get("download_button")[0]
    assert exported is not None
    from tutorial.replays.loader import load_replays, replay_from_log

    data = json.loads(json.dumps(load_replays()[WHOLE].log()))
    assert replay_from_log(data).final().result().honours == (16, 4)


def test_seeded_deal_by_link_and_unknown_replay() -> None:
    at = open_page("replays", lang="en", replay="seed.schneider.7")
    assert not at.exception
    assert at.subheader[0].value == "Böhmischer Schneider: deal number 7"  # not its id
    at = open_page("replays", lang="en", replay="nope")
    assert any("Unknown replay 'nope'" in w.value for w in at.warning)


def test_autoplay_switch_runs_without_error() -> None:
    at = open_page("replays", lang="pt", replay=WHOLE, step="3")
    at.toggle(key="replay_autoplay").set_value(True).run()
    assert not at.exception
    assert at.session_state["replay_step"] == 3  # only the timer moves the step, not a page run


def test_schnapsen_whole_deal_replays_show_every_seat() -> None:
    at = open_page("replays", lang="en", replay="bauernschnapsen-whole-deal", step="5")
    assert not at.exception
    seats = " ".join(h.value for h in at.html if 'class="kt-seat' in h.value)
    for role in ("F", "M", "R", "D"):
        assert f'<span class="kt-name">{role}</span>' in seats


def test_an_imported_log_without_a_title_is_named_by_what_it_is() -> None:
    """Issue 18 §2: an upload without a title was shown as "imported", the page's own key."""
    from tutorial.games.base import play_randomly
    from tutorial.games.registry import GAMES
    from tutorial.replays.loader import import_replay

    log = play_randomly(GAMES["dreierschnapsen"].new_deal(5), __import__("random").Random(5)).log()
    for lang, expected in (("en", "Imported deal: Dreierschnapsen"), ("ru", "Загруженная раздача")):
        at = open_page("replays", lang=lang)
        at.session_state["replay_imported"] = import_replay(json.dumps(log).encode(), "x.json")
        at.session_state["replay_pending"] = "imported"
        at.run()
        assert not at.exception
        assert at.subheader[0].value.startswith(expected), at.subheader[0].value
        labels = at.selectbox(key="replay_choice").options
        assert "imported" not in labels and any(x.startswith(expected) for x in labels), labels
