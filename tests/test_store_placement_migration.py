"""Migration 0006 (issue 18): the stored answers and review cards of puzzles that moved to the
section of their rule follow them; other rows stay; downgrading puts them back.

The expected sections are the rule's sections as the issue states them (a first trick tests the beat
rule of Schneider §04; five cards and no talon is a legal-play question, Bauernschnapsen lesson 03; a
claim's score is the Normal game, lesson 05), written out here rather than read from the migration.
"""

from __future__ import annotations

from datetime import datetime

from alembic import command
from sqlalchemy import Engine, text

from tutorial.store.database import alembic_config, make_engine, upgrade

T1 = datetime(2026, 12, 1, 9, 0)

# (puzzle key, game, section stored at 0005) → the section the row must carry at 0006.
ROWS = {
    ("schneider-03-first-trick-jack-queen", "schneider", "03"): "04",  # S0 §04
    ("schneider-05-trick-twelve", "schneider", "05"): "04",  # S0 §04
    ("schneider-02-seventeen-honours", "schneider", "02"): "06",  # the deal's score, S0 §06
    ("bauern-02-five-cards-no-talon", "bauernschnapsen", "02"): "03",  # legal plays
    ("bauern-01-pack-of-120", "bauernschnapsen", "01"): "05",  # a claim's score
    ("bauern-05-two-plain-marriages", "bauernschnapsen", "04"): "05",  # a claim's score
    ("dreier-04-gang-without-talon", "dreierschnapsen", "08"): "09",  # the Gang contract
    ("dreier-01-last-to-play", "dreierschnapsen", "01"): "03",  # play
    # left alone: a puzzle that did not move, and a moved one stored under another section
    ("schneider-04-queen-on-ten", "schneider", "04"): "04",
    ("bauern-03-forehand-holds", "bauernschnapsen", "07"): "07",
    ("dreier-01-three-spades", "dreierschnapsen", "05"): "05",
}


def _to(url: str, revision: str, down: bool = False) -> None:
    (command.downgrade if down else command.upgrade)(alembic_config(url), revision)


def _fill(engine: Engine) -> None:
    with engine.begin() as conn:
        conn.execute(
            text("INSERT INTO learners (id, token, created_at) VALUES (1, 'tok', :t)"), {"t": T1}
        )
        for n, (key, game, section) in enumerate(ROWS):
            row = {"uid": f"{n:032x}", "key": key, "game": game, "section": section, "t": T1}
            conn.execute(
                text(
                    "INSERT INTO answers (uid, learner_id, puzzle_key, game, section, kind, given,"
                    ' "right", revealed, answered_at, source) VALUES (:uid, 1, :key, :game,'
                    " :section, 'k', 'x', true, false, :t, 'quiz')"
                ),
                row,
            )
            conn.execute(
                text(
                    "INSERT INTO review_cards (learner_id, puzzle_key, game, section, due, reviews)"
                    " VALUES (1, :key, :game, :section, :t, 1)"
                ),
                row,
            )


def _sections(engine: Engine, table: str) -> dict[str, str]:
    with engine.connect() as conn:
        return dict(conn.execute(text(f"SELECT puzzle_key, section FROM {table}")).all())


def test_upgrade_to_0006_moves_the_rows_of_moved_puzzles_to_their_rules_section(
    db_url: str,
) -> None:
    _to(db_url, "0005")
    engine = make_engine(db_url)
    try:
        _fill(engine)
        assert upgrade(db_url).at_head
        expected = {key: new for (key, _game, _old), new in ROWS.items()}
        assert _sections(engine, "answers") == expected
        assert _sections(engine, "review_cards") == expected
    finally:
        engine.dispose()


def test_downgrade_to_0005_puts_the_sections_back(db_url: str) -> None:
    _to(db_url, "0005")
    engine = make_engine(db_url)
    try:
        _fill(engine)
        upgrade(db_url)
        _to(db_url, "0005", down=True)
        old = {key: section for (key, _game, section) in ROWS}
        assert _sections(engine, "answers") == old
        assert _sections(engine, "review_cards") == old
    finally:
        engine.dispose()
