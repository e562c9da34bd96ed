"""A deal's event log as readable lines, for the CLI and golden test files."""

from __future__ import annotations

from tutorial.games.base import Deal
from tutorial.games.schnapsen.deal import SchnapsenDeal
from tutorial.games.schnapsen.transcript import schnapsen_transcript
from tutorial.games.schneider.narration import schneider_event_lines
from tutorial.games.schneider.rules import SchneiderDeal
from tutorial.words.card_names import Skin


def schneider_transcript(
    deal: SchneiderDeal, lang: str = "en", skin: Skin = Skin.FRENCH
) -> list[str]:
    """One line per trick (with its reason), the draws, and the result."""
    lines: list[str] = []
    for event in deal.events:
        lines.extend(schneider_event_lines(event, deal.options, lang, skin))
    return lines


def transcript(deal: Deal, lang: str = "en", skin: Skin = Skin.FRENCH) -> list[str]:
    """Readable lines for any game's deal."""
    if isinstance(deal, SchneiderDeal):
        return schneider_transcript(deal, lang, skin)
    if isinstance(deal, SchnapsenDeal):
        return schnapsen_transcript(deal, lang, skin)
    raise TypeError(f"no transcript for {type(deal).__name__}")
