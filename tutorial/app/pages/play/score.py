"""The Play page's names for the seats and its score sheet line."""

from __future__ import annotations

from tutorial.app.shell.state import Settings
from tutorial.play.game import PlayGame
from tutorial.replays.table import SeatView


def seat_title(game: PlayGame, seat: SeatView, settings: Settings) -> str:
    """ "You (F)", "Partner (R)" or just the seat's letter."""
    t = settings.t
    if seat.seat == game.seat:
        return t._("You ({seat})").format(seat=seat.name)
    if game.game == "bauernschnapsen" and seat.seat == (game.seat + 2) % 4:
        return t._("Partner ({seat})").format(seat=seat.name)
    return seat.name


def score_lines(game: PlayGame, settings: Settings) -> list[str]:
    """The score sheet so far: which deal this is and the running score."""
    t = settings.t
    scores = game.scores()
    options = game.session.options
    if game.game == "schneider":
        total = options.match_deals  # type: ignore[attr-defined]
        head = t._("Deal {n} of {total}").format(n=game.number, total=total)
        score = t._("Victory points: you {mine}, your opponent {theirs}").format(
            mine=scores[game.seat], theirs=scores[1 - game.seat]
        )
        return [head, score]
    head = t._("Deal {n}, game to {target}").format(
        n=game.number,
        target=options.target,  # type: ignore[attr-defined]
    )
    if game.game == "bauernschnapsen":
        mine = game.seat % 2
        score = t._("Game points: your team {mine}, the other team {theirs}").format(
            mine=scores[mine], theirs=scores[1 - mine]
        )
        return [head, score]
    deal = game.deal
    others = ", ".join(
        f"{deal.role(s)} {scores[s]}"
        for s in range(3)
        if s != game.seat  # type: ignore[attr-defined]
    )
    score = t._("Game points: you {mine}; {others}").format(mine=scores[game.seat], others=others)
    return [head, score]
