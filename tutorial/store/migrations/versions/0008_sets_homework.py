"""The teacher's own material and classes that last (issue 22): puzzle sets, homework, class titles.

Written by hand after the models (`PuzzleSet`, `SetPuzzle`, `HomeworkTask`, `Classroom.title`), in
the shape of 0007. A set belongs to its owner's learner (ON DELETE CASCADE, so "forget me" removes
it), its puzzles to the set, homework to its class. The class title is added with a server default
'', so classes made before this revision get an empty title.

The downgrade drops `classes.title` with a plain ALTER TABLE … DROP COLUMN (SQLite 3.35 and
later), not Alembic's batch copy: copying `classes` drops the old table, and with foreign keys on,
SQLite's DROP TABLE deletes its rows first, which would cascade to every class's members.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-04 10:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "puzzle_sets",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("uid", sa.String(length=32), nullable=False),
        sa.Column("learner_id", sa.Integer(), nullable=False),
        sa.Column("title", sa.String(length=120), nullable=False),
        sa.Column("game", sa.String(length=40), nullable=False),
        sa.Column("copied_from", sa.String(length=32), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["learner_id"],
            ["learners.id"],
            name=op.f("fk_puzzle_sets_learner_id_learners"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_puzzle_sets")),
        sa.UniqueConstraint("uid", name=op.f("uq_puzzle_sets_uid")),
    )
    with op.batch_alter_table("puzzle_sets", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_puzzle_sets_learner_id_created_at"),
            ["learner_id", "created_at"],
            unique=False,
        )
    op.create_table(
        "set_puzzles",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("set_id", sa.Integer(), nullable=False),
        sa.Column("uid", sa.String(length=32), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("game", sa.String(length=40), nullable=False),
        sa.Column("section", sa.String(length=16), nullable=False),
        sa.Column("kind", sa.String(length=60), nullable=False),
        sa.Column("data", sa.Text(), nullable=False),
        sa.Column("made_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["set_id"],
            ["puzzle_sets.id"],
            name=op.f("fk_set_puzzles_set_id_puzzle_sets"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_set_puzzles")),
        sa.UniqueConstraint("uid", name=op.f("uq_set_puzzles_uid")),
    )
    with op.batch_alter_table("set_puzzles", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_set_puzzles_set_id_position"), ["set_id", "position"], unique=False
        )
    op.create_table(
        "homework",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("uid", sa.String(length=32), nullable=False),
        sa.Column("class_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=12), nullable=False),
        sa.Column("game", sa.String(length=40), nullable=False),
        sa.Column("ref", sa.String(length=200), nullable=False),
        sa.Column("count", sa.Integer(), nullable=True),
        sa.Column("due_at", sa.DateTime(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint("kind IN ('section', 'set', 'tactics')", name=op.f("ck_homework_kind")),
        sa.ForeignKeyConstraint(
            ["class_id"],
            ["classes.id"],
            name=op.f("fk_homework_class_id_classes"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_homework")),
        sa.UniqueConstraint("uid", name=op.f("uq_homework_uid")),
    )
    with op.batch_alter_table("homework", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_homework_class_id_due_at"), ["class_id", "due_at"], unique=False
        )
    with op.batch_alter_table("classes", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("title", sa.String(length=80), server_default="", nullable=False)
        )


def downgrade() -> None:
    op.drop_column("classes", "title")  # a plain ALTER on both databases: see the docstring
    with op.batch_alter_table("homework", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_homework_class_id_due_at"))
    op.drop_table("homework")
    with op.batch_alter_table("set_puzzles", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_set_puzzles_set_id_position"))
    op.drop_table("set_puzzles")
    with op.batch_alter_table("puzzle_sets", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_puzzle_sets_learner_id_created_at"))
    op.drop_table("puzzle_sets")
