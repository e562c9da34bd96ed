"""A generated puzzle's prompt in every language: one template, the position's values put in.

Cards are named in each language's French-skin labels; a game names its own special values (a
contract's name) through `names`, so this module knows no game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tutorial.games.cards import Card, Suit
from tutorial.words.card_names import card_label, suit_name
from tutorial.words.i18n import LANGUAGES, Message, Translator

Namer = Callable[[Any, Translator], str]


def _labels(cards: list[Card], lang: str) -> str:
    return " ".join(card_label(c, lang) for c in cards)


def prompts(
    template: Message, values: Mapping[str, Any], names: Mapping[str, Namer] | None = None
) -> dict[str, str]:
    """The template filled in per language: card lists as labels, `trump` as a suit's name (or
    "no trumps"), each value in `names` by its namer, `leader`/`responder` as A and B unless
    `values` names them."""
    found = {}
    for lang in LANGUAGES:
        t = Translator(lang)
        shown = {k: (_labels(v, lang) if isinstance(v, list) else v) for k, v in values.items()}
        for key, namer in (names or {}).items():
            if key in shown:
                shown[key] = namer(shown[key], t)
        if "trump" in shown:
            shown["trump"] = (
                suit_name(Suit(shown["trump"]), lang) if shown["trump"] else t._("no trumps")
            )
        found[lang] = t.message(template, values).format(
            **{"leader": "A", "responder": "B", **shown}
        )
    return found
