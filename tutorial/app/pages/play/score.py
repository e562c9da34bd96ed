"""The Play page's names for the seats and its score sheet line."""

from __future__ import annotations

from tutorial.app.shell.state import Settings
from tutorial.games.registry import spec_of
from tutorial.games.spec import VICTORY_POINTS
from tutorial.play.game import PlayGame
from tutorial.replays.table import SeatView
from tutorial.words.transcript import seat_label


def seat_title(game: PlayGame, seat: SeatView, settings: Settings) -> str:
    """ "You (F)", "Partner (R)" or just the seat's letter."""
    t = settings.t
    if seat.seat == game.seat:
        return t._("You ({seat})").format(seat=seat.name)
    session = game.session
    if spec_of(game.game).partnership and session.side_of(seat.seat) == session.side_of(game.seat):
        return t._("Partner ({seat})").format(seat=seat.name)
    return seat.name


def score_lines(game: PlayGame, settings: Settings) -> list[str]:
    """The score sheet so far: which deal this is and the running score."""
    t = settings.t
    spec = spec_of(game.game)
    scores = game.scores()
    session = game.session
    length = session.length()
    if length is not None:
        head = t._("Deal {n} of {total}").format(n=game.number, total=length)
    else:
        head = t._("Deal {n}, game to {target}").format(n=game.number, target=session.target())
    mine = session.side_of(game.seat)
    if spec.partnership:
        score = t._("Game points: your team {mine}, the other team {theirs}").format(
            mine=scores[mine], theirs=scores[1 - mine]
        )
    elif spec.players == 2 and spec.score_unit == VICTORY_POINTS:
        score = t._("Victory points: you {mine}, your opponent {theirs}").format(
            mine=scores[mine], theirs=scores[1 - mine]
        )
    else:
        others = ", ".join(
            f"{seat_label(game.deal, s)} {scores[s]}" for s in range(spec.players) if s != game.seat
        )
        score = t._("Game points: you {mine}; {others}").format(mine=scores[mine], others=others)
    return [head, score]
