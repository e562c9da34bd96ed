"""What the Play page writes on the buttons of a decision: each action in the reader's words."""

from __future__ import annotations

from tutorial.games.base import Action, Deal
from tutorial.games.registry import spec_of
from tutorial.words.card_names import Skin, card_label
from tutorial.words.transcript import words_for

ICONS: dict[str, str] = {
    "pass": ":material/do_not_disturb_on:",
    "bid": ":material/gavel:",
    "trump": ":material/star:",
    "aufschlagen": ":material/flip:",
    "redeal": ":material/replay:",
    "kontra": ":material/close:",
    "no_kontra": ":material/check:",
    "claim": ":material/flag:",
    "no_claim": ":material/play_arrow:",
    "play": ":material/favorite:",
}


def action_label(action: Action, deal: Deal, lang: str, skin: Skin) -> str:
    """The button text of an action that is not a tap on a card of the hand: the game's own
    words for it, else the card's name."""
    label = spec_of(deal.game).parts.action_label
    if label is not None:
        return label(action, deal, words_for(lang, skin))
    return card_label(action.card, lang, skin) if action.card is not None else str(action)
