"""Live classes without polling reruns: each class gets `watch`, the random name of its live version.

The pages of a class no longer rerun every second to look for changes; a small script on the page
asks `/kt/live/<watch>` for the class's version and reruns only when it changed
(`tutorial/app/shell/live_route.py`). The name is random (22 URL-safe characters), so the route tells
nobody without it whether a class exists. Classes made before this revision get one here.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01 23:10:00
"""

from __future__ import annotations

import secrets

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    with op.batch_alter_table("classes", schema=None) as batch_op:
        batch_op.add_column(sa.Column("watch", sa.String(length=32), nullable=True))
    classes = sa.table("classes", sa.column("id", sa.Integer), sa.column("watch", sa.String))
    connection = op.get_bind()
    for (class_id,) in connection.execute(sa.select(classes.c.id)).all():
        connection.execute(
            classes.update().where(classes.c.id == class_id).values(watch=secrets.token_urlsafe(16))
        )
    with op.batch_alter_table("classes", schema=None) as batch_op:
        batch_op.alter_column("watch", existing_type=sa.String(length=32), nullable=False)
        batch_op.create_unique_constraint(batch_op.f("uq_classes_watch"), ["watch"])


def downgrade() -> None:
    with op.batch_alter_table("classes", schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f("uq_classes_watch"), type_="unique")
        batch_op.drop_column("watch")
