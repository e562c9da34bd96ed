"""Every reason the Schneider engine can give has a sentence in every language."""

from __future__ import annotations

import pytest

from tutorial.games.cards import PACK_32, parse_card
from tutorial.games.schneider.rules import (
    BeatRule,
    SchneiderOptions,
    explain_score,
    explain_trick,
)
from tutorial.words.card_names import Skin
from tutorial.words.explain import REASON_TEXT, cite, describe, explain
from tutorial.words.i18n import LANGUAGES

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


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_action_out_of_turn_is_named_in_words_and_in_each_games_doubling(lang: str) -> None:
    """Issue 18 §2: «kontra невозможно» showed the engine's id; in Dreierschnapsen doubling is
    Spritzen (S4 "Flecken"), in Bauernschnapsen Kontra (S3 §05)."""
    from tutorial.games.reasons import RuleViolation
    from tutorial.games.registry import GAMES
    from tutorial.games.schnapsen.actions import KONTRA

    words = {"bauernschnapsen": ("kontr", "контр"), "dreierschnapsen": ("spritz", "шприц")}
    for game, (word, cyrillic) in words.items():
        deal = GAMES[game].new_deal(3)  # the auction is on: no doubling yet
        with pytest.raises(RuleViolation) as refused:
            deal.apply(KONTRA)
        shown = describe(refused.value.reason, lang)
        text = shown.lower()
        assert word in text or cyrillic in text, text
        assert "kontra" not in shown.replace(";", " ").split(), shown  # the id, lower-case
        if game == "dreierschnapsen":
            assert "kontr" not in text and "контр" not in text, text


def _off_card_values() -> list[tuple[str, str, object]]:
    """Every option value that departs from a game's card: enum values, flags, and a number."""
    import dataclasses
    import enum
    import typing

    from tutorial.games.registry import GAMES

    found = []
    for game, rules in GAMES.items():
        defaults = rules.parse_options({})
        hints = typing.get_type_hints(type(defaults))
        for field in dataclasses.fields(defaults):
            kind, default = hints[field.name], getattr(defaults, field.name)
            if isinstance(kind, type) and issubclass(kind, enum.Enum):
                values = [v.value for v in kind if v is not default]
            elif kind is bool:
                values = [not default]
            else:  # a number (int, or int | None)
                values = [(default or 0) + 1000]
            found += [(game, field.name, v) for v in values if v not in (False, "random")]
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rule_variant_is_named_in_words_never_as_option_equals_value(lang: str) -> None:
    """Issue 18 §2: "Variante de regras: cut = knock" showed the option's id on screen; numbers
    go through the locale (1000 → "1 000" in ru and pt, "1.000" in de)."""
    from tutorial.words.explain import variant_names

    for game, name, value in _off_card_values():
        (shown,) = variant_names({name: value}, lang)
        assert f"{name} =" not in shown and "_" not in shown, (game, name, value, shown)
        if isinstance(value, int) and not isinstance(value, bool):
            assert "1000" not in shown, shown  # grouped for the reader


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_page_names_the_seats_by_role_never_by_the_logs_seat_number(lang: str) -> None:
    """Issue 18 §2: the deal's first line on the Play page, a puzzle's "deal so far" and a
    replay read "Lugares: F (primeira mão) = lugar 2; …", the log's seat numbers. The text
    transcript of the command line (whose --dealer counts seats from 0) keeps them."""
    import re

    from tutorial.games.registry import GAMES
    from tutorial.words.transcript import event_lines, transcript

    for game in ("bauernschnapsen", "dreierschnapsen"):
        deal = GAMES[game].new_deal(3)
        (first, *_) = event_lines(deal, deal.events[0], lang)  # what every page shows
        assert not re.search(r"\d", first), first
        assert all(f"{role} (" in first for role in deal.roles), first
        assert re.search(r"\d", transcript(deal, lang)[0])  # the command line's transcript
