"""Personal puzzles: the costly decisions of a learner's own deals, kept for their review queue.

Written by hand after the model (`PersonalPuzzle`), in the shape of 0002. The table cascades on
delete of the learner, so "forget me" removes it with the rest.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-03 15:45:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "personal_puzzles",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("uid", sa.String(length=32), nullable=False),
        sa.Column("learner_id", sa.Integer(), nullable=False),
        sa.Column("puzzle_key", sa.String(length=200), nullable=False),
        sa.Column("game", sa.String(length=40), nullable=False),
        sa.Column("section", sa.String(length=16), nullable=False),
        sa.Column("motif", sa.String(length=40), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("log", sa.Text(), nullable=False),
        sa.Column("taken", sa.Text(), nullable=False),
        sa.Column("values", sa.Text(), nullable=False),
        sa.Column("cost", sa.Float(), nullable=False),
        sa.Column("samples", sa.Integer(), nullable=False),
        sa.Column("made_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["learner_id"],
            ["learners.id"],
            name=op.f("fk_personal_puzzles_learner_id_learners"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_personal_puzzles")),
        sa.UniqueConstraint("learner_id", "uid", name=op.f("uq_personal_puzzles_learner_id_uid")),
    )
    with op.batch_alter_table("personal_puzzles", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_personal_puzzles_learner_id_made_at"),
            ["learner_id", "made_at"],
            unique=False,
        )


def downgrade() -> None:
    with op.batch_alter_table("personal_puzzles", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_personal_puzzles_learner_id_made_at"))
    op.drop_table("personal_puzzles")
