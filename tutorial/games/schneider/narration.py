"""One event of a deal's log as a sentence, in the reader's language and skin.

Transcripts (CLI, golden files) and replays (narration of steps the file does not narrate) both
read a deal through this one function per game, so a deal reads the same everywhere.
"""

from __future__ import annotations

from typing import Any

from tutorial.games.cards import parse_card
from tutorial.games.schneider.rules import (
    PLAYER_NAMES,
    SchneiderOptions,
    explain_score,
    explain_trick,
)
from tutorial.words.card_names import Skin, card_label
from tutorial.words.explain import describe
from tutorial.words.i18n import Translator


def schneider_event_lines(
    event: dict[str, Any], options: SchneiderOptions, lang: str = "en", skin: Skin = Skin.FRENCH
) -> list[str]:
    """The lines one Schneider event reads as (none for a play; the trick line says it all)."""
    t = Translator(lang)

    def cards(codes: list[str]) -> str:
        return " ".join(card_label(parse_card(code), lang, skin) for code in codes)

    kind = event["type"]
    if kind == "deal":
        dealer = PLAYER_NAMES[event["dealer"]]
        lines = [t._("Dealer {dealer}; the other player leads.").format(dealer=dealer)]
        for seat, hand in enumerate(event["hands"]):
            lines.append(
                t._("Hand {player}: {cards}").format(player=PLAYER_NAMES[seat], cards=cards(hand))
            )
        return lines
    if kind == "trick":
        lead, response = (parse_card(code) for code in event["cards"])
        reason = explain_trick(lead, response, options)
        line = t._(
            "Trick {n}: {leader} leads {lead}, {responder} answers {response}: "
            "{winner} takes it ({honours}). {why}"
        ).format(
            n=event["number"],
            leader=PLAYER_NAMES[event["leader"]],
            lead=card_label(lead, lang, skin),
            responder=PLAYER_NAMES[1 - event["leader"]],
            response=card_label(response, lang, skin),
            winner=PLAYER_NAMES[event["winner"]],
            honours=t.ngettext("{n} honour", "{n} honours", event["honours"]).format(
                n=event["honours"]
            ),
            why=describe(reason, lang, skin),
        )
        return [line]
    if kind == "draw":
        return [
            "  "
            + t._("{player} draws {card}").format(
                player=PLAYER_NAMES[event["player"]], card=cards([event["card"]])
            )
        ]
    if kind == "end":
        a, b = event["honours"]
        return [
            t._("Honours A {a} : B {b}.").format(a=a, b=b)
            + " "
            + describe(explain_score((a, b)), lang, skin)
        ]
    return []
