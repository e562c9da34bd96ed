"""English templates for the tactics puzzles' reasons (`tutorial.puzzles.tactics`, codes
`tactics.*`); `tactics.po` translates them."""

from __future__ import annotations

from tutorial.words.i18n import N_, NP_, Message

TACTICS_REASONS: dict[str, Message] = {
    "tactics.best": N_(
        "{card} is the one best card here: with best play from everyone after it, the deal "
        "ends at {value} for your side."
    ),
    "tactics.best_with_line": N_(
        "{card} is the one best card here: with best play from everyone after it, the deal "
        "ends at {value} for your side. Best play goes on: {line}."
    ),
    "tactics.worse": N_(
        "{card} gives away {loss}: with best play from everyone after it, the deal ends at "
        "{value} for your side; {best} keeps more."
    ),
    "tactics.game_points": NP_("{signed} game point", "{signed} game points", "n"),
    "tactics.victory_points": NP_("{signed} victory point", "{signed} victory points", "n"),
    "tactics.move": N_("{seat} {card}"),
    "tactics.moves": N_("{first}, {rest}"),
}
