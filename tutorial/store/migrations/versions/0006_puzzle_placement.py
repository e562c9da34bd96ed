"""Puzzles in the right place (issue 18): stored rows of the puzzles that moved to their rule's section.

48 bank puzzles moved to the section whose rule they test (a first trick tests the beat rule, a
claim's score the Normal game); their ids did not change, so links and progress still find them, but
each answer and review card also carries the section it was answered under, which the progress
pages count by. This revision moves those rows to the puzzle's new section. The table is literal on
purpose, computed from the question bank on the day of the move, so the migration never reads the
bank and means the same forever. Data only, no schema change.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-02 05:10:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | None = None
depends_on: str | None = None

SCHNEIDER = "schneider"
BAUERN = "bauernschnapsen"
DREIER = "dreierschnapsen"

# puzzle id → (game, section before, section after)
MOVED: dict[str, tuple[str, str, str]] = {
    "bauern-01-ace-over-ten": (BAUERN, "01", "03"),
    "bauern-01-pack-of-120": (BAUERN, "01", "05"),
    "bauern-01-ten-over-king": (BAUERN, "01", "03"),
    "bauern-01-which-cards-win": (BAUERN, "01", "03"),
    "bauern-02-aufschlagen": (BAUERN, "02", "07"),
    "bauern-02-five-cards-no-talon": (BAUERN, "02", "03"),
    "bauern-02-lowest-trump-beats-ace": (BAUERN, "02", "03"),
    "bauern-02-turned-card-plays": (BAUERN, "02", "03"),
    "bauern-05-two-plain-marriages": (BAUERN, "04", "05"),
    "bauern-07-kontrabauernschnapser": (BAUERN, "06", "07"),
    "dreier-01-last-to-play": (DREIER, "01", "03"),
    "dreier-01-six-card-hand": (DREIER, "01", "03"),
    "dreier-01-three-card-trick": (DREIER, "01", "03"),
    "dreier-01-three-spades": (DREIER, "01", "03"),
    "dreier-01-two-defenders-count-together": (DREIER, "01", "05"),
    "dreier-02-jack-of-trumps": (DREIER, "02", "03"),
    "dreier-02-must-trump-six-cards": (DREIER, "02", "03"),
    "dreier-02-three-unters-redeal": (DREIER, "02", "07"),
    "dreier-02-turn-up-a-blind-card": (DREIER, "02", "07"),
    "dreier-04-gang-without-talon": (DREIER, "08", "09"),
    "dreier-06-forty-reaches-sixty-six": (DREIER, "04", "05"),
    "dreier-06-forty-without-a-trick": (DREIER, "04", "05"),
    "dreier-06-two-marriages-deal": (DREIER, "04", "05"),
    "schneider-01-ace-on-eight": (SCHNEIDER, "01", "04"),
    "schneider-01-any-card-answers": (SCHNEIDER, "01", "04"),
    "schneider-01-any-suit-variant": (SCHNEIDER, "01", "04"),
    "schneider-01-high-king-no-use": (SCHNEIDER, "01", "04"),
    "schneider-01-king-on-queen": (SCHNEIDER, "01", "04"),
    "schneider-01-no-duty-to-follow": (SCHNEIDER, "01", "04"),
    "schneider-01-other-version-must-follow": (SCHNEIDER, "01", "04"),
    "schneider-02-nines-count-nothing": (SCHNEIDER, "02", "04"),
    "schneider-02-no-trump": (SCHNEIDER, "02", "04"),
    "schneider-02-ober-on-unter": (SCHNEIDER, "02", "04"),
    "schneider-02-seven-beats-ace-variant": (SCHNEIDER, "02", "04"),
    "schneider-02-seven-not-over-ace": (SCHNEIDER, "02", "04"),
    "schneider-02-seven-other-suit-variant": (SCHNEIDER, "02", "04"),
    "schneider-02-seventeen-honours": (SCHNEIDER, "02", "06"),
    "schneider-02-ten-below-jack": (SCHNEIDER, "02", "04"),
    "schneider-02-ten-not-above-king": (SCHNEIDER, "02", "04"),
    "schneider-02-two-honours-king-ace": (SCHNEIDER, "02", "04"),
    "schneider-03-deal-passes-after-draw": (SCHNEIDER, "03", "04"),
    "schneider-03-dealer-answers-freely": (SCHNEIDER, "03", "04"),
    "schneider-03-first-lead-queen": (SCHNEIDER, "03", "04"),
    "schneider-03-first-trick-jack-queen": (SCHNEIDER, "03", "04"),
    "schneider-03-first-trick-other-suit": (SCHNEIDER, "03", "04"),
    "schneider-03-first-trick-seven-eight": (SCHNEIDER, "03", "04"),
    "schneider-03-no-card-turned": (SCHNEIDER, "03", "04"),
    "schneider-05-trick-twelve": (SCHNEIDER, "05", "04"),
}

answers = sa.table(
    "answers", sa.column("game", sa.String), sa.column("section", sa.String),
    sa.column("puzzle_key", sa.String),
)  # fmt: skip
review_cards = sa.table(
    "review_cards", sa.column("game", sa.String), sa.column("section", sa.String),
    sa.column("puzzle_key", sa.String),
)  # fmt: skip


def _move(frm: int, to: int) -> None:
    """Each moved puzzle's rows from one of its sections to the other (by id, game and section,
    so a row is moved once and a row under another section is left alone)."""
    bind = op.get_bind()
    for table in (answers, review_cards):
        for key, sections in MOVED.items():
            game = sections[0]
            bind.execute(
                table.update()
                .where(
                    table.c.game == game,
                    table.c.puzzle_key == key,
                    table.c.section == sections[frm],
                )
                .values(section=sections[to])
            )


def upgrade() -> None:
    _move(1, 2)


def downgrade() -> None:
    _move(2, 1)
