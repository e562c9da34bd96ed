"""The Trick checker for Bauernschnapsen and Dreierschnapsen under AppTest."""

from __future__ import annotations

import pytest

from tests.apptest_helpers import open_page


def _text(at) -> str:
    return "\n".join(m.value for m in at.markdown)


def test_card_example_k_a_10_q_of_hearts_head_the_trick() -> None:
    """S3 §09: facing K♥ with A♥ and J♥ in hand, only A♥ may be played (head the trick)."""
    at = open_page(
        "trick-checker", lang="en", game="bauernschnapsen", contract="normal", trump="H",
        trick="KH", hand="AH,JH,QS,10C,KC",
    )  # fmt: skip
    assert not at.exception
    text = _text(at)
    assert "You hold A♥, which heads K♥: you must head the trick" in text
    assert "★ **A♥**" in text
    assert "✘ **J♥**" in text and "✘ **Q♠**" in text


def test_building_the_trick_by_clicking_cards() -> None:
    at = open_page("trick-checker", lang="de", game="bauernschnapsen", contract="normal", trump="H")
    at.button_group(key="tc_add_bauernschnapsen_0").set_value("KH").run()
    at.button_group(key="tc_add_bauernschnapsen_1").set_value("AH").run()
    at.button_group(key="tc_hand_bauernschnapsen").set_value(["10H", "QH", "JS"]).run()
    assert not at.exception
    assert at.query_params["trick"] in ("KH,AH", ["KH,AH"])
    text = _text(at)
    assert "✘ **J♠**" in text and "A♥" in text
    verdict = next(h.value for h in at.html if "legal" in h.value or "erlaubt" in h.value)
    assert verdict.count("<img") == 3
    at.button(key="tc_clear_bauernschnapsen").click().run()
    assert "trick" not in at.query_params
    assert at.button_group(key="tc_add_bauernschnapsen_0").value is None


def test_a_stale_pick_of_the_add_picker_adds_nothing() -> None:
    """The browser may send the last pick again with the next click (a click under load)."""
    at = open_page("trick-checker", lang="en", game="bauernschnapsen", contract="normal", trump="H")
    at.button_group(key="tc_add_bauernschnapsen_0").set_value("KH").run()
    at.button_group(key="tc_hand_bauernschnapsen").set_value(["AH"]).run()
    at.button_group(key="tc_hand_bauernschnapsen").set_value(["AH", "JH"]).run()
    assert at.query_params["trick"] in ("KH", ["KH"])
    assert not any("twice" in e.value for e in at.error)


def test_dreierschnapsen_contract_without_trumps_hides_the_trump_choice() -> None:
    at = open_page(
        "trick-checker",
        lang="ru",
        game="dreierschnapsen",
        contract="gang",
        trick="KH",
        hand="AH,JH",
    )
    assert not at.exception
    assert not [b for b in at.button_group if b.key == "tc_trump_dreierschnapsen"]


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"trick": "KH,KH", "hand": "AH"}, "appears twice"),
        ({"trick": "KH", "hand": "KH,AH"}, "K♥"),
        ({"trick": "KH,AH,10H,QH,JH", "hand": "AS"}, "trick"),
        ({"trick": "", "hand": "AH,JH,QH,KH,10H,AS"}, "hand"),
    ],
)
def test_impossible_positions_are_named(params: dict, message: str) -> None:
    at = open_page(
        "trick-checker", lang="en", game="bauernschnapsen", contract="normal", trump="S", **params
    )
    assert not at.exception
    assert at.error and message in at.error[0].value
    assert at.error[0].value.startswith("This position cannot occur:")
