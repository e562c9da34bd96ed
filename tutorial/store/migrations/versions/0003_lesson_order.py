"""Lesson order (issue 12): renumber the sections of Bauern- and Dreierschnapsen in stored rows.

Answers, review cards and sections read carry the lesson section they belong to. The two Schnapsen
games were renumbered in teaching order, so their rows move to the new numbers. Where an old section
was split, an answer follows its puzzle (the puzzle-id table below was computed from the question
bank when the order changed, and is written out here so the migration never reads the bank), and a
section read counts as read for every new section cut from it alone.

The tables are literal on purpose: `tutorial/content/lesson_order.py` may change later; this
migration must not. Data only, no schema change.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01 17:00:00
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | None = None
depends_on: str | None = None

BAUERN = "bauernschnapsen"
DREIER = "dreierschnapsen"

# game → old section → the new section where its text begins.
OLD_TO_NEW: dict[str, dict[str, str]] = {
    BAUERN: {
        "01": "01", "02": "02", "03": "07", "04": "03", "05": "04", "06": "05",
        "07": "06", "08": "10", "09": "11", "10": "08", "11": "12",
    },
    DREIER: {
        "01": "01", "02": "02", "03": "07", "04": "08", "05": "03", "06": "04",
        "07": "09", "08": "05", "09": "11", "10": "12",
    },
}  # fmt: skip

# Sections read: an old section that was split counts for each part made only of its text.
READ_PARTS: dict[str, dict[str, tuple[str, ...]]] = {
    BAUERN: {"05": ("04", "09")},
    DREIER: {"08": ("05", "06", "10")},
}

# The bank puzzles of the split sections (old Bauernschnapsen 05 and 06, Dreierschnapsen 08) and
# the new section each went to.
PUZZLE_SECTION: dict[str, tuple[str, str, str]] = {  # id → (game, old, new)
    "bauern-05-rekontra": (BAUERN, "05", "09"),
    "bauern-05-schnapser-forty": (BAUERN, "05", "07"),
    "bauern-05-subkontra": (BAUERN, "05", "09"),
    "bauern-05-two-plain-marriages": (BAUERN, "05", "04"),
    "bauern-06-false-claim": (BAUERN, "06", "05"),
    "bauern-06-last-trick-decides": (BAUERN, "06", "05"),
    "bauern-06-no-trick": (BAUERN, "06", "05"),
    "bauern-06-schnapser-partner-trick": (BAUERN, "06", "07"),
    "bauern-06-schnapser-three-short": (BAUERN, "06", "07"),
    "bauern-06-thirty-three": (BAUERN, "06", "05"),
    "bauern-06-thirty-two": (BAUERN, "06", "05"),
    "dreier-08-defender-false-claim": (DREIER, "08", "05"),
    "dreier-08-failed-pays-each": (DREIER, "08", "09"),
    "dreier-08-no-trick": (DREIER, "08", "05"),
    "dreier-08-spritzen": (DREIER, "08", "10"),
    "dreier-08-thirty-three": (DREIER, "08", "05"),
    "dreier-08-thirty-two": (DREIER, "08", "05"),
}

# Generated "what does this claim score" puzzles (key `<game>.deal_score.<seed>`) belong to the
# Normal game and claims, whatever number they were stored under (Dreierschnapsen's said "06").
DEAL_SCORE = {BAUERN: ("06", "05"), DREIER: ("06", "05")}  # game → (old, new)

MARK = "~"  # a moved row's section is "~NN" until every move is done, so no row moves twice

answers = sa.table(
    "answers", sa.column("game", sa.String), sa.column("section", sa.String),
    sa.column("puzzle_key", sa.String),
)  # fmt: skip
review_cards = sa.table(
    "review_cards", sa.column("game", sa.String), sa.column("section", sa.String),
    sa.column("puzzle_key", sa.String),
)  # fmt: skip
sections_read = sa.table(
    "sections_read", sa.column("id", sa.Integer), sa.column("learner_id", sa.Integer),
    sa.column("game", sa.String), sa.column("section", sa.String), sa.column("lang", sa.String),
    sa.column("first_read_at", sa.DateTime), sa.column("last_read_at", sa.DateTime),
)  # fmt: skip


def _move_puzzle_rows(
    table: Any,
    by_key: Mapping[str, tuple[str, str, str]],
    by_section: dict[str, dict[str, str]],
    deal_score: Mapping[str, tuple[str, str]],
) -> None:
    """Renumber one table's rows: named puzzles first, then generated claim puzzles, then the rest."""
    bind = op.get_bind()
    for key, (game, old, new) in by_key.items():
        bind.execute(
            table.update()
            .where(table.c.game == game, table.c.puzzle_key == key, table.c.section == old)
            .values(section=MARK + new)
        )
    for game, (old, new) in deal_score.items():
        bind.execute(
            table.update()
            .where(table.c.game == game, table.c.puzzle_key.like(f"{game}.deal_score.%"))
            .where(table.c.section == old)
            .values(section=MARK + new)
        )
    for game, table_of_game in by_section.items():
        for old, new in table_of_game.items():
            bind.execute(
                table.update()
                .where(table.c.game == game, table.c.section == old)
                .values(section=MARK + new)
            )
    _unmark(table)


def _unmark(table: Any) -> None:
    op.get_bind().execute(
        table.update()
        .where(table.c.section.like(MARK + "%"))
        .values(section=sa.func.substr(table.c.section, len(MARK) + 1))
    )


def _move_sections_read(parts: Mapping[str, Mapping[str, tuple[str, ...]]]) -> None:
    """Rewrite the read rows of the renumbered games; rows landing on one key are merged."""
    bind = op.get_bind()
    t = sections_read
    rows = bind.execute(sa.select(t).where(t.c.game.in_(list(parts)))).mappings().all()
    merged: dict[tuple[int, str, str, str], dict[str, Any]] = {}
    for row in rows:
        for new in parts[row["game"]].get(row["section"], (row["section"],)):
            key = (row["learner_id"], row["game"], new, row["lang"])
            seen = merged.get(key)
            if seen is None:
                merged[key] = {
                    "learner_id": row["learner_id"], "game": row["game"], "section": new,
                    "lang": row["lang"], "first_read_at": row["first_read_at"],
                    "last_read_at": row["last_read_at"],
                }  # fmt: skip
            else:
                seen["first_read_at"] = min(seen["first_read_at"], row["first_read_at"])
                seen["last_read_at"] = max(seen["last_read_at"], row["last_read_at"])
    if not rows:
        return
    bind.execute(t.delete().where(t.c.id.in_([row["id"] for row in rows])))
    bind.execute(t.insert(), list(merged.values()))


def upgrade() -> None:
    for table in (answers, review_cards):
        _move_puzzle_rows(table, PUZZLE_SECTION, OLD_TO_NEW, DEAL_SCORE)
    parts = {
        game: {old: READ_PARTS[game].get(old, (new,)) for old, new in table.items()}
        for game, table in OLD_TO_NEW.items()
    }
    _move_sections_read(parts)


def downgrade() -> None:
    """Back to the old numbers: every new section returns to the old section its text came from
    (Bauernschnapsen's 07 to the old 03 bidding; puzzles of split sections by the table above)."""
    new_to_old = {
        game: {new: old for old, new in table.items()} for game, table in OLD_TO_NEW.items()
    }
    for game, split in READ_PARTS.items():
        for old, news in split.items():
            new_to_old[game].update(dict.fromkeys(news, old))
    back_by_key = {key: (game, new, old) for key, (game, old, new) in PUZZLE_SECTION.items()}
    back_deal = {game: (new, old) for game, (old, new) in DEAL_SCORE.items()}
    for table in (answers, review_cards):
        _move_puzzle_rows(table, back_by_key, new_to_old, back_deal)
    _move_sections_read(
        {game: {new: (old,) for new, old in table.items()} for game, table in new_to_old.items()}
    )
