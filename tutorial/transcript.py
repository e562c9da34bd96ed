"""A deal's event log as readable lines, for the CLI and golden test files."""

from __future__ import annotations

from tutorial.card_names import Skin, card_label
from tutorial.cards import parse_card
from tutorial.explain import describe
from tutorial.games.base import Deal
from tutorial.games.schnapsen_play import SchnapsenDeal
from tutorial.games.schneider import PLAYER_NAMES, SchneiderDeal, explain_trick
from tutorial.i18n import Translator
from tutorial.transcript_schnapsen import schnapsen_transcript


def schneider_transcript(
    deal: SchneiderDeal, lang: str = "en", skin: Skin = Skin.FRENCH
) -> list[str]:
    """One line per trick (with its reason), the draws, and the result."""
    t = Translator(lang)

    def cards(codes: list[str]) -> str:
        return " ".join(card_label(parse_card(code), lang, skin) for code in codes)

    lines: list[str] = []
    for event in deal.events:
        kind = event["type"]
        if kind == "deal":
            dealer = PLAYER_NAMES[event["dealer"]]
            lines.append(t._("Dealer {dealer}; the other player leads.").format(dealer=dealer))
            for seat, hand in enumerate(event["hands"]):
                lines.append(
                    t._("Hand {player}: {cards}").format(
                        player=PLAYER_NAMES[seat], cards=cards(hand)
                    )
                )
        elif kind == "trick":
            lead, response = (parse_card(code) for code in event["cards"])
            reason = explain_trick(lead, response, deal.options)
            lines.append(
                t._(
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
            )
        elif kind == "draw":
            lines.append(
                "  "
                + t._("{player} draws {card}").format(
                    player=PLAYER_NAMES[event["player"]], card=cards([event["card"]])
                )
            )
        elif kind == "end":
            result = deal.result()
            lines.append(
                t._("Honours A {a} : B {b}.").format(a=result.honours[0], b=result.honours[1])
                + " "
                + describe(result.reason, lang, skin)
            )
    return lines


def transcript(deal: Deal, lang: str = "en", skin: Skin = Skin.FRENCH) -> list[str]:
    """Readable lines for any game's deal."""
    if isinstance(deal, SchneiderDeal):
        return schneider_transcript(deal, lang, skin)
    if isinstance(deal, SchnapsenDeal):
        return schnapsen_transcript(deal, lang, skin)
    raise TypeError(f"no transcript for {type(deal).__name__}")
