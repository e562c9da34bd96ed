"""The real Streamlit pages under AppTest: home, language switch, trick checker, odd URLs."""

from __future__ import annotations

import pytest

from tests.apptest_helpers import app, open_page
from tutorial.content.catalog import GAME_INFO
from tutorial.games.cards import PACK_20, PACK_32
from tutorial.games.registry import GAMES
from tutorial.words.i18n import LANGUAGES, Translator


def _texts(at) -> str:
    parts = [
        e.value for kind in ("title", "subheader", "markdown", "caption") for e in getattr(at, kind)
    ]
    return "\n".join(str(p) for p in parts)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_home_presents_the_three_games_in_every_language(lang: str) -> None:
    at = app(lang=lang).run()
    assert not at.exception
    t = Translator(lang)
    assert [s.value for s in at.subheader] == [t._(info.title) for info in GAME_INFO]
    assert at.session_state["lang"] == lang


def test_home_facts_match_the_engine() -> None:
    schneider = next(info for info in GAME_INFO if info.key == "schneider")
    assert schneider.players == GAMES["schneider"].players
    assert schneider.cards == len(PACK_32)
    assert {info.cards for info in GAME_INFO if info.key != "schneider"} == {len(PACK_20)}


def test_language_defaults_to_the_browser_locale() -> None:
    at = app()
    at.context["locale"] = "de-AT"
    at.run()
    assert at.session_state["lang"] == "de"
    assert "2 Spieler · 32 Karten" in _texts(at)


def test_switching_language_retranslates_the_page() -> None:
    at = app(lang="en").run()
    at.sidebar.button_group(key="lang").set_value("ru").run()
    assert not at.exception
    assert "2 игрока · 32 карты" in _texts(at)


def test_unknown_language_in_the_link_warns_and_falls_back() -> None:
    at = app(lang="xx").run()
    assert not at.exception
    assert any("Unknown language 'xx'" in w.value for w in at.warning)
    assert at.session_state["lang"] == "en"


def test_trick_checker_answers_the_card_example_by_clicking() -> None:
    at = open_page("trick-checker", lang="en")
    at.button_group(key="lead").set_value("9S").run()
    at.button_group(key="answer").set_value("JS").run()
    assert not at.exception
    assert at.subheader[0].value == "A takes the trick"
    text = _texts(at)
    assert "The trick holds 1 honour." in text
    assert "Only 10♠ beats 9♠" in text and "(card §04)" in text
    assert at.query_params["lead"] in ("9S", ["9S"])


def test_trick_checker_deep_link_and_variant() -> None:
    at = open_page(
        "trick-checker", lang="de", lead="9S", answer="JS", beat_rule="any_higher_same_suit"
    )
    assert not at.exception
    assert at.subheader[0].value == "B macht den Stich"
    assert "Variante: jede höhere Karte" in _texts(at)


def test_trick_checker_ten_then_jack_wins_two_honours() -> None:
    at = open_page("trick-checker", lead="10S", answer="JS", lang="ru")
    assert at.subheader[0].value == "Взятку берёт B"
    assert "Во взятке 2 онера." in _texts(at)


def test_trick_checker_rejects_the_same_card_twice() -> None:
    at = open_page("trick-checker", lead="9S", answer="9S")
    assert not at.exception
    assert "cannot be both the lead and the answer" in at.error[0].value


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"lead": "1Z"}, "'1Z' is not a card"),
        ({"lead": "9S", "answer": "9S", "beat_rule": "sideways"}, "'sideways' is not one of"),
    ],
)
def test_trick_checker_bad_link_parameters_warn(params: dict, message: str) -> None:
    at = open_page("trick-checker", **params)
    assert not at.exception
    assert any(message in w.value for w in at.warning)


def test_seven_beats_ace_variant_toggle() -> None:
    at = open_page("trick-checker", lead="AS", answer="7S")
    assert at.subheader[0].value == "A takes the trick"
    at.toggle(key="seven_beats_ace").set_value(True).run()
    assert at.subheader[0].value == "B takes the trick"
