"""Every reason the Schneider engine can give has a sentence in every language."""

from __future__ import annotations

import pytest

from tutorial.card_names import Skin
from tutorial.cards import PACK_32, parse_card
from tutorial.explain import REASON_TEXT, cite, describe, explain
from tutorial.games.schneider import BeatRule, SchneiderOptions, explain_score, explain_trick
from tutorial.i18n import LANGUAGES

ALL_OPTIONS = [
    SchneiderOptions(beat_rule=rule, seven_beats_ace=seven)
    for rule in BeatRule
    for seven in (False, True)
]


def _all_trick_reasons():
    seen = {}
    for options in ALL_OPTIONS:
        for lead in PACK_32:
            for answer in PACK_32:
                if answer is not lead:
                    reason = explain_trick(lead, answer, options)
                    seen.setdefault(reason.code, reason)
    for honours in ((10, 10), (12, 8), (16, 4), (20, 0)):
        reason = explain_score(honours)
        seen.setdefault(reason.code, reason)
    return seen


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("skin", list(Skin))
def test_every_reason_renders_in_every_language(lang: str, skin: Skin) -> None:
    for code, reason in _all_trick_reasons().items():
        assert code in REASON_TEXT, code
        text = explain(reason, lang, skin)
        assert "{" not in text and code not in text


def test_the_card_example_reads_as_the_card_says() -> None:
    reason = explain_trick(parse_card("9♠"), parse_card("J♠"), SchneiderOptions())
    assert describe(reason) == (
        "Only 10♠ beats 9♠: the next rank of the same suit. J♠ is not that card, "
        "so the leader takes the trick."
    )
    assert cite(reason) == "card §04"
    assert cite(reason, "de") == "Regelkarte §04"


def test_variant_reasons_cite_the_variant_not_the_card() -> None:
    options = SchneiderOptions(beat_rule=BeatRule.ANY_HIGHER_SAME_SUIT)
    reason = explain_trick(parse_card("9♠"), parse_card("J♠"), options)
    assert reason.variant == "any_higher_same_suit"
    assert cite(reason).startswith("variant: any higher card")


def test_german_skin_names_cards_in_words() -> None:
    reason = explain_trick(parse_card("9♠"), parse_card("J♠"), SchneiderOptions())
    assert "Laub-Zehn" in describe(reason, "de", Skin.GERMAN)
