"""A Bauernschnapsen or Dreierschnapsen deal's event log as readable lines (CLI, golden files):
the deal, trumps, the auction, doubling, the talon, each trick with its winner and reason,
marriages, claims and the result; plus the summary lines of a game to 24."""

from __future__ import annotations

from typing import Any

from tutorial.games.base import Deal
from tutorial.games.cards import Suit, parse_card
from tutorial.games.parts import Words
from tutorial.games.reasons import Reason
from tutorial.games.schnapsen.cards import trick_reason
from tutorial.games.schnapsen.deal import SchnapsenDeal
from tutorial.games.schnapsen.session import BauernSession, DreierSession
from tutorial.games.schnapsen.texts import (
    CONTRACT_NAMES,
    DOUBLING_NAMES,
    SCHNAPSEN_LINES,
    SEAT_NAMES,
    WITHOUT_TALON_LINE,
)
from tutorial.games.session import Session
from tutorial.words.card_names import card_label, suit_name
from tutorial.words.i18n import Translator

L = SCHNAPSEN_LINES


def schnapsen_transcript(deal: Deal, words: Words) -> list[str]:
    """One line per step of the deal, in the reader's language and card skin."""
    lines: list[str] = []
    for event in deal.events:
        lines.extend(event_lines(deal, event, words, seat_numbers=True))
    return lines


def event_lines(
    deal: Deal, event: dict[str, Any], words: Words, seat_numbers: bool = False
) -> list[str]:
    """The lines one event of `deal` reads as (`deal` may be further on than the event). The
    seat numbers of the log (`= seat 0`) only with `seat_numbers`: the text transcript and the
    command line count seats from 0, a page names the roles alone (never "lugar 0")."""
    assert isinstance(deal, SchnapsenDeal)
    t, describe, lang, skin = words.t, words.describe, words.lang, words.skin
    game = deal.game
    dealt: dict[str, Any] = {}
    for earlier in deal.events:  # the deal this event belongs to (a redeal starts a new one)
        if earlier is event:
            break
        if earlier["type"] == "deal":
            dealt = earlier

    def cards(codes: list[str]) -> str:
        return " ".join(card_label(parse_card(code), lang, skin) for code in codes)

    def who(seat: int) -> str:
        return deal.role(seat)

    def contract_name(contract_id: str) -> str:
        return t._(CONTRACT_NAMES.get(contract_id, contract_id))

    def suit(code: str) -> str:
        return suit_name(Suit(code), lang, skin)

    lines: list[str] = []
    kind = event["type"]
    if kind == "deal":
        lines.extend(_deal_lines(deal, event, t, cards, seat_numbers))
    elif kind == "redeal":
        lines.append(t._(L["redeal"]).format(player=who(event["player"])))
    elif kind == "trump":
        if event["how"] == "named":
            first = dealt["hands"][event["player"]][:3]
            lines.append(
                t._(L["trump_named"]).format(
                    player=who(event["player"]), suit=suit(event["suit"]), cards=cards(first)
                )
            )
        else:
            lines.append(
                t._(L["trump_turned"]).format(
                    player=who(event["player"]),
                    card=cards([event["card"]]),
                    suit=suit(event["suit"]),
                )
            )
    elif kind == "action" and event["action"]["kind"] == "pass":
        lines.append(t._(L["pass"]).format(player=who(event["player"])))
    elif kind == "bid":
        key = "bid_hold" if event.get("hold") else "bid"
        if event.get("without_talon"):
            key = "bid_without_talon"
        lines.append(
            t._(L[key]).format(
                player=who(event["player"]), contract=contract_name(event["contract"])
            )
        )
    elif kind == "contract":
        lines.extend(_contract_lines(deal, event, t, contract_name, suit))
    elif kind == "kontra":
        lines.append(
            t._(L["doubling"]).format(
                player=who(event["player"]),
                name=t._(DOUBLING_NAMES[event["name"]]),
                multiplier=event["multiplier"],
            )
        )
    elif kind == "talon":
        lines.append(
            t._(L["talon"]).format(player=who(event["player"]), cards=cards(event["cards"]))
        )
    elif kind == "laid_away":
        lines.append(
            t._(L["laid_away"]).format(
                player=who(event["player"]), cards=cards(event["cards"]), points=event["points"]
            )
        )
    elif kind == "talon_unused":
        lines.append(t._(L["talon_unused"]).format(cards=cards(event["cards"])))
    elif kind == "marriage":
        lines.append(
            "  "
            + t._(L["marriage"]).format(
                player=who(event["player"]),
                card=cards([event["card"]]),
                cards=cards(event["cards"]),
                points=event["points"],
            )
        )
    elif kind == "trick":
        codes = event["cards"]
        plays = ", ".join(
            f"{who(seat)} {cards([code])}"
            for seat, code in zip(event["players"], codes, strict=True)
        )
        reason = trick_reason(
            [parse_card(code) for code in codes], deal.play_trump, deal.order, game
        )
        points = t.ngettext("{n} card point", "{n} card points", event["points"]).format(
            n=event["points"]
        )
        lines.append(
            t._(L["trick"]).format(
                n=event["number"],
                plays=plays,
                winner=who(event["winner"]),
                points=points,
                why=describe(reason),
            )
        )
    elif kind == "claim":
        lines.append(t._(L["claim"]).format(player=who(event["player"])))
    elif kind == "end":
        reason = Reason.from_dict(event["reason"])
        lines.append(t._(L["result"]).format(why=describe(reason)))
        n = deal.players
        order = [(deal.dealer + 1 + i) % n for i in range(n)]
        gained = event["game_points"]
        scored = [f"{who(s)} +{gained[s]}" for s in order if gained[s]]
        lines.append(t._(L["game_points"]).format(points=", ".join(scored)))

    return lines


def _deal_lines(
    deal: SchnapsenDeal, event: dict[str, Any], t: Translator, cards: Any, seat_numbers: bool
) -> list[str]:
    names = SEAT_NAMES[deal.game]
    n = deal.players
    order = [(deal.dealer + 1 + i) % n for i in range(n)]
    seat = L["seat"] if seat_numbers else L["role"]
    seats = "; ".join(
        t._(seat).format(role=deal.role(s), name=t._(names[deal.role(s)]), seat=s) for s in order
    )
    lines = [t._(L["seats"]).format(seats=seats)]
    cutter = deal.role(event["cutter"])
    if event["knock"]:
        lines.append(t._(L["knock"]).format(cutter=cutter))
    else:
        lines.append(t._(L["cut"]).format(cutter=cutter, cut=event["cut"]))
    for seat in order:
        lines.append(
            "  " + t._(L["hand"]).format(player=deal.role(seat), cards=cards(event["hands"][seat]))
        )
    if "talon" in event:
        lines.append("  " + t._(L["talon_dealt"]).format(cards=cards(event["talon"])))
    return lines


def _contract_lines(
    deal: SchnapsenDeal, event: dict[str, Any], t: Translator, contract_name: Any, suit: Any
) -> list[str]:
    player = deal.role(event["declarer"])
    leader = deal.role(event["leader"])
    name = contract_name(event["contract"])
    if event["trump"]:
        line = t._(L["contract_trumps"]).format(
            contract=name, player=player, suit=suit(event["trump"]), leader=leader
        )
    else:
        line = t._(L["contract_no_trumps"]).format(contract=name, player=player, leader=leader)
    lines = [line]
    if event.get("without_talon"):
        bonus = event.get("bonus", 0)
        line = WITHOUT_TALON_LINE if bonus else L["contract_without_talon_no_bonus"]
        lines.append(t.message(line, event).format(player=player, bonus=bonus))
    if event.get("sits_out") is not None:
        lines.append(t._(L["sits_out"]).format(player=deal.role(event["sits_out"])))
    return lines


def session_lines(session: Session, words: Words) -> list[str]:
    """Every deal of a game to 24, its score and the Bummerl."""
    assert isinstance(session, BauernSession | DreierSession)
    t = words.t
    lines: list[str] = []
    for number, deal in enumerate(session.deals, start=1):
        lines.append(t._(L["deal_number"]).format(n=number))
        lines.extend("  " + line for line in schnapsen_transcript(deal, words))
    if isinstance(session, BauernSession):
        names = [t._(L["team"]).format(a=0, b=2), t._(L["team"]).format(a=1, b=3)]
    else:
        names = [t._(L["player"]).format(seat=s) for s in range(3)]
    shown = session.display_points()
    lines.append(
        t._(L["match_score"]).format(
            scores=", ".join(f"{name}: {p}" for name, p in zip(names, shown, strict=True))
        )
    )
    target = session.options.target  # type: ignore[union-attr]
    if isinstance(session, BauernSession):
        won = session.winner()
        winners = () if won is None else (won,)
    else:
        winners = session.winners()
    if len(winners) == 1:
        lines.append(t._(L["match_winner"]).format(winner=names[winners[0]], target=target))
    elif winners:
        joined = ", ".join(names[w] for w in winners)
        lines.append(t._(L["match_shared"]).format(winners=joined, target=target))
    for loser, count in session.bummerl().items():
        if count == 4:
            key = "bummerl_retour"
        elif count == 2 and session.points[loser] == 0:
            key = "bummerl_schneider"
        else:
            key = "bummerl"
        lines.append(t._(L[key]).format(loser=names[loser], n=count))
    return lines


def session_record(session: Session) -> dict[str, Any]:
    """The game to 24 as JSON-ready data: every deal's log, the score, the winner, the Bummerl."""
    assert isinstance(session, BauernSession | DreierSession)
    return {
        "game": session.rules.name,
        "deals": [d.log() for d in session.deals],
        "points": session.points,
        "winner": session.winner(),
        "bummerl": session.bummerl(),
    }
