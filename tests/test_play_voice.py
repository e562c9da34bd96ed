"""The Play page's live-region sentence (issue 19 §7): whose turn, the trick and the cards on
the table, in the reader's language with the card names of that language."""

from __future__ import annotations

import pytest

from tutorial.app.pages.play.score import seat_title
from tutorial.app.pages.play.voice import announcement
from tutorial.app.shell.state import Settings
from tutorial.play.game import PlayGame
from tutorial.replays.table import table_view
from tutorial.words.card_names import Skin, card_name

OPENING = {  # seed 4: B leads the ace of diamonds, the learner is to answer
    "en": "Trick 1. Your turn. On the table: B: Ace of Diamonds.",
    "de": "1. Stich. Du bist am Zug. Auf dem Tisch: B: Karo-Ass.",
    "ru": "1-я взятка. Ваш ход. На столе: B: туз бубен.",
    "pt": "1.ª vaza. É a sua vez. Na mesa: B: ás de ouros.",
}


def _said(game: PlayGame, settings: Settings) -> str:
    return announcement(
        game, table_view(game.deal), settings, lambda s: seat_title(game, s, settings)
    )


@pytest.mark.parametrize("lang", sorted(OPENING))
def test_the_opening_is_said_in_the_readers_language(lang: str) -> None:
    game = PlayGame("schneider", {}, "rules", 4)
    assert _said(game, Settings(lang, Skin.FRENCH, False)) == OPENING[lang]


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_every_sentence_of_a_deal_names_the_cards_in_the_readers_language(lang: str) -> None:
    settings = Settings(lang, Skin.GERMAN, False)
    game = PlayGame("schneider", {}, "rules", 1)
    heard = []
    while not game.deal.is_over():
        heard.append(_said(game, settings))
        table = table_view(game.deal)
        for _, card in table.trick:
            assert card_name(card, lang, Skin.GERMAN) in heard[-1]
            assert card_name(card, "en", Skin.GERMAN) not in heard[-1]
        if game.waiting:
            game.go_on(game.events)
        else:
            game.try_action(game.deal.legal_actions()[0], game.events)
    heard.append(_said(game, settings))
    assert len(set(heard)) == len(heard)  # every move changes what is said
    assert heard[-1].startswith(settings.t._("The deal is over."))
