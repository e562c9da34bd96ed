"""A deal's events in words, for the CLI, golden files, replays and the Play page.

Each game tells its own events (`GameParts.event_lines`); this module hands it the reader's words
(`Words`: translator, card names in the skin, and `describe` for the engine's reasons), so a
game's narration never reaches up into the words floor itself.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from tutorial.games.base import Deal
from tutorial.games.parts import Words
from tutorial.games.registry import spec_of
from tutorial.games.session import Session
from tutorial.words.card_names import Skin, card_label
from tutorial.words.explain import describe
from tutorial.words.i18n import Translator


def words_for(lang: str = "en", skin: Skin = Skin.FRENCH) -> Words:
    """What a game's sentences need, in `lang` and the card `skin`."""
    return Words(
        lang,
        skin,
        Translator(lang),
        partial(describe, lang=lang, skin=skin),
        partial(card_label, lang=lang, skin=skin),
    )


def seat_label(deal: Deal, seat: int) -> str:
    """A seat as the table names it: A/B, or its role F, M, R, D."""
    return spec_of(deal.game).parts.seat_label(deal, seat)


def event_lines(
    deal: Deal, event: dict[str, Any], lang: str = "en", skin: Skin = Skin.FRENCH
) -> list[str]:
    """The lines one event of `deal` reads as (`deal` may be further on than the event)."""
    tell = spec_of(deal.game).parts.event_lines
    return tell(deal, event, words_for(lang, skin)) if tell is not None else []


def transcript(deal: Deal, lang: str = "en", skin: Skin = Skin.FRENCH) -> list[str]:
    """Readable lines for any game's deal: every event in order, with the log's seat numbers
    where a game names them (the command line's `--dealer` counts seats from 0)."""
    words = words_for(lang, skin)
    tell = spec_of(deal.game).parts.event_lines
    if tell is None:
        raise TypeError(f"no transcript for {deal.game}")
    return [line for event in deal.events for line in tell(deal, event, words, seat_numbers=True)]


def session_lines(session: Session, lang: str = "en", skin: Skin = Skin.FRENCH) -> list[str]:
    """Every deal of a session and how it ended, in words."""
    tell = spec_of(session.rules.name).parts.session_lines
    if tell is None:
        raise TypeError(f"no session summary for {session.rules.name}")
    return tell(session, words_for(lang, skin))
