"""One event of a deal's log as a sentence, in the reader's language and skin.

Transcripts (CLI, golden files), replays (narration of steps the file does not narrate) and the Play
page read a deal through this one function per game (`GameParts.event_lines`), so a deal reads the
same everywhere. The words floor hands in the translator and `describe` (`Words`).
"""

from __future__ import annotations

from typing import Any

from tutorial.games.base import Deal
from tutorial.games.cards import parse_card
from tutorial.games.parts import Words
from tutorial.games.schneider.rules import (
    PLAYER_NAMES,
    SchneiderOptions,
    explain_score,
    explain_trick,
)
from tutorial.games.schneider.session import SchneiderSession
from tutorial.games.session import Session


def event_lines(
    deal: Deal, event: dict[str, Any], words: Words, seat_numbers: bool = False
) -> list[str]:
    """The lines one event of a Schneider deal reads as (none for a play; the trick line says it
    all). Its seats are always A and B, so `seat_numbers` changes nothing."""
    options: SchneiderOptions = deal.options  # type: ignore[attr-defined]
    t, describe = words.t, words.describe

    def cards(codes: list[str]) -> str:
        return " ".join(words.card(parse_card(code)) for code in codes)

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
            lead=words.card(lead),
            responder=PLAYER_NAMES[1 - event["leader"]],
            response=words.card(response),
            winner=PLAYER_NAMES[event["winner"]],
            honours=t.ngettext("{n} honour", "{n} honours", event["honours"]).format(
                n=event["honours"]
            ),
            why=describe(reason),
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
            t._("Honours A {a} : B {b}.").format(a=a, b=b) + " " + describe(explain_score((a, b)))
        ]
    return []


def session_lines(session: Session, words: Words) -> list[str]:
    """Every deal of a session in words, then the score and who won."""
    assert isinstance(session, SchneiderSession)
    t = words.t
    lines: list[str] = []
    for number, deal in enumerate(session.deals, start=1):
        lines.append(t._("Deal {n}").format(n=number))
        lines.extend("  " + line for e in deal.events for line in event_lines(deal, e, words))
    winner = session.winner()
    score = t._("Session: A {a} : B {b}.").format(a=session.points[0], b=session.points[1])
    verdict = t._("Drawn.") if winner is None else t._("{player} wins.").format(player="AB"[winner])
    lines.append(f"{score} {verdict}")
    return lines


def session_record(session: Session) -> dict[str, Any]:
    """The session as JSON-ready data: every deal's log, the score, the winner."""
    assert isinstance(session, SchneiderSession)
    return {
        "game": session.rules.name,
        "deals": [d.log() for d in session.deals],
        "points": session.points,
        "winner": session.winner(),
    }
