"""The card model: packs, parsing the forms people type, names in four languages and two skins."""

from __future__ import annotations

import pickle

import pytest

from tutorial.games.cards import (
    PACK_20,
    PACK_32,
    CardParseError,
    Rank,
    Suit,
    card,
    format_cards,
    parse_card,
    parse_cards,
)
from tutorial.words.card_names import Skin, card_label, card_name, suit_name


def test_packs_hold_the_right_cards() -> None:
    assert len(PACK_32) == len(set(PACK_32)) == 32
    assert len(PACK_20) == len(set(PACK_20)) == 20
    assert {c.rank for c in PACK_20} == {Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK}
    assert set(PACK_20) <= set(PACK_32)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("9♠", "9S"), ("9S", "9S"), ("10h", "10H"), ("Qc", "QC"), ("OS", "QS"), ("US", "JS"),
        ("T♦", "10D"), ("a♣", "AC"), (" K♥ ", "KH"), ("8♤", "8S"), ("J♥️", "JH"),
    ],
)  # fmt: skip
def test_parse_accepts_the_forms_people_type(text: str, code: str) -> None:
    assert parse_card(text).code == code


@pytest.mark.parametrize("text", ["1Z", "", "11S", "2S", "9X", "9", "S9", "ZZ", "10"])
def test_parse_rejects_anything_else_with_a_clear_message(text: str) -> None:
    with pytest.raises(CardParseError) as error:
        parse_card(text)
    assert f"{text!r} is not a card: expected a rank 7–10, J/U, Q/O, K, A and a suit" in str(
        error.value
    )


def test_cards_are_interned_and_survive_pickling() -> None:
    assert parse_card("9S") is parse_card("9♠") is card(Rank.NINE, Suit.SPADES)
    assert pickle.loads(pickle.dumps(parse_card("QH"))) is parse_card("QH")


def test_parse_and_format_several_cards() -> None:
    cards = parse_cards("K♥ A♥, 10♥;Q♥")
    assert format_cards(cards) == "K♥ A♥ 10♥ Q♥"


@pytest.mark.parametrize(
    ("lang", "french", "german"),
    [
        ("en", "Jack of Spades", "Unter of Leaves"),
        ("de", "Pik-Bube", "Laub-Unter"),
        ("ru", "валет пик", "унтер листьев"),
        ("pt", "valete de espadas", "Unter de folhas"),
    ],
)
def test_card_names_in_both_skins(lang: str, french: str, german: str) -> None:
    jack = parse_card("J♠")
    assert card_name(jack, lang, Skin.FRENCH) == french
    assert card_name(jack, lang, Skin.GERMAN) == german


def test_skin_mapping_of_suits_and_courts() -> None:
    """♠↔Laub, ♥↔Herz, ♦↔Schellen, ♣↔Eichel, Q↔Ober, J↔Unter."""
    assert [suit_name(s, "de", Skin.GERMAN) for s in Suit] == ["Laub", "Herz", "Schellen", "Eichel"]
    assert card_name(parse_card("Q♦"), "de", Skin.GERMAN) == "Schellen-Ober"
    assert card_name(parse_card("A♣"), "de", Skin.GERMAN) == "Eichel-Daus"


def test_short_labels() -> None:
    assert card_label(parse_card("10♥")) == "10♥"
    assert card_label(parse_card("10♥"), "de", Skin.GERMAN) == "Herz-Zehn"
