"""What a screen reader hears on the Play page after every move: whose turn, and what lies on
the table, in one short sentence of the reader's language (issue 19 §7).

The text goes to `keyboard_play.announce`, which hands it to a polite live region.
"""

from __future__ import annotations

from collections.abc import Callable

from tutorial.app.shell.state import Settings
from tutorial.play.game import PlayGame
from tutorial.replays.table import SeatView, TableView
from tutorial.words.card_names import card_name


def _tricks(game: PlayGame) -> list[dict]:
    return [e for e in game.deal.events if e["type"] == "trick"]


def _on_the_table(table: TableView, settings: Settings, name: Callable[[str], str]) -> str:
    t = settings.t
    if not table.trick:
        return t._("No card on the table yet.")
    cards = ", ".join(
        t._("{player}: {card}").format(
            player=name(player), card=card_name(card, settings.lang, settings.skin)
        )
        for player, card in table.trick
    )
    return t._("On the table: {cards}.").format(cards=cards)


def announcement(
    game: PlayGame, table: TableView, settings: Settings, title: Callable[[SeatView], str]
) -> str:
    """The sentence for the deal as it stands ("Trick 3. B took the last trick. Your turn. On the
    table: B: Ten of Hearts.")."""
    t = settings.t
    by_name = {seat.name: seat for seat in table.seats}

    def name(player: str) -> str:
        seat = by_name.get(player)
        return title(seat) if seat is not None else player

    tricks = _tricks(game)
    last = ""
    if tricks:
        winner = title(table.seat_at(tricks[-1]["winner"]))
        last = t._("{player} took the last trick.").format(player=winner)
    if game.deal.is_over():
        return " ".join((t._("The deal is over."), last, _on_the_table(table, settings, name)))
    if game.waiting and table.trick_winner:
        number = len(tricks)
        turn = t._("{player} takes the trick.").format(player=name(table.trick_winner))
        last = ""
    else:
        number = len(tricks) + 1
        if game.learner_to_move():
            turn = t._("Your turn.")
        else:
            turn = t._("{player} to move.").format(player=name(table.to_move or ""))
    head = t._("Trick {n}.").format(n=number)
    return " ".join(p for p in (head, last, turn, _on_the_table(table, settings, name)) if p)
