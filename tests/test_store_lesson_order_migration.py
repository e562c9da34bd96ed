"""Migration 0003: a database at 0001 with rows in the old section numbers reaches the new order.

The expected numbers come from issue 12's section map (written out here, not read from the code):
a learner's answers, review cards and sections read of Bauern- and Dreierschnapsen land on the
lesson with the same content; Schneider's rows are untouched; and downgrading puts them back.
"""

from __future__ import annotations

from datetime import datetime

from alembic import command
from sqlalchemy import DateTime, Engine, text

from tutorial.store.database import alembic_config, make_engine, upgrade

T1 = datetime(2026, 3, 2, 9, 0)
T2 = datetime(2026, 3, 3, 9, 0)

# (puzzle key, game, old section) → the new section the answer must carry.
ANSWERS = {
    ("bauern-04-must-trump", "bauernschnapsen", "04"): "03",  # legal plays
    ("bauern-03-pass-is-final", "bauernschnapsen", "03"): "07",  # bidding
    ("bauern-05-two-plain-marriages", "bauernschnapsen", "05"): "04",  # split: marriages
    ("bauern-05-rekontra", "bauernschnapsen", "05"): "09",  # split: doubling
    ("bauern-06-thirty-two", "bauernschnapsen", "06"): "05",  # split: Normal game and claims
    ("bauern-06-schnapser-three-short", "bauernschnapsen", "06"): "07",  # split: the Schnapser
    ("bauern-07-reach-twenty-four", "bauernschnapsen", "07"): "06",  # end of the game
    ("bauern-10-two-twelves", "bauernschnapsen", "10"): "08",  # contract table
    ("bauern-11-plain-king-discard", "bauernschnapsen", "11"): "12",  # FAQ
    ("bauernschnapsen.deal_score.7", "bauernschnapsen", "06"): "05",  # generated claim puzzle
    ("bauernschnapsen.winning_card.3", "bauernschnapsen", "04"): "03",  # generated trick puzzle
    ("dreier-05-higher-card-first", "dreierschnapsen", "05"): "03",  # play
    ("dreier-06-forty-without-a-trick", "dreierschnapsen", "06"): "04",  # marriages
    ("dreier-08-thirty-three", "dreierschnapsen", "08"): "05",  # split: Normal game
    ("dreier-08-spritzen", "dreierschnapsen", "08"): "10",  # split: Spritzen
    ("dreier-08-failed-pays-each", "dreierschnapsen", "08"): "09",  # split: a contract lost
    ("dreier-03-all-pass", "dreierschnapsen", "03"): "07",  # bidding
    ("dreier-04-laid-away-points", "dreierschnapsen", "04"): "08",  # talon
    ("dreier-07-gang-no-trumps", "dreierschnapsen", "07"): "09",  # contracts
    ("dreierschnapsen.deal_score.5", "dreierschnapsen", "06"): "05",  # stored under 06 before
    ("schneider-04-b", "schneider", "04"): "04",  # Schneider keeps its numbers
}
# (game, old section read) → the new sections that count as read.
READ = {
    ("bauernschnapsen", "03"): {"07"},
    ("bauernschnapsen", "05"): {"04", "09"},
    ("bauernschnapsen", "06"): {"05"},
    ("dreierschnapsen", "08"): {"05", "06", "10"},
    ("dreierschnapsen", "05"): {"03"},
    ("schneider", "05"): {"05"},
}


def _to(url: str, revision: str, down: bool = False) -> None:
    (command.downgrade if down else command.upgrade)(alembic_config(url), revision)


def _fill(engine: Engine) -> None:
    with engine.begin() as conn:
        conn.execute(
            text("INSERT INTO learners (id, token, created_at) VALUES (1, 'tok', :t)"), {"t": T1}
        )
        for n, (key, game, old) in enumerate(ANSWERS):
            row = {"uid": f"{n:032x}", "key": key, "game": game, "section": old, "t": T1}
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
        for game, old in READ:
            conn.execute(
                text(
                    "INSERT INTO sections_read (learner_id, game, section, lang, first_read_at,"
                    " last_read_at) VALUES (1, :game, :section, 'en', :t1, :t2)"
                ),
                {"game": game, "section": old, "t1": T1, "t2": T2},
            )


def _sections(engine: Engine, table: str) -> dict[str, str]:
    with engine.connect() as conn:
        rows = conn.execute(text(f"SELECT puzzle_key, section FROM {table}")).all()
    return dict(rows)


def _read(engine: Engine) -> set[tuple[str, str]]:
    with engine.connect() as conn:
        return set(conn.execute(text("SELECT game, section FROM sections_read")).all())


def test_upgrade_from_0001_moves_stored_rows_to_the_new_lesson_order(db_url: str) -> None:
    _to(db_url, "0001")
    engine = make_engine(db_url)
    try:
        _fill(engine)
        _to(db_url, "0003")  # later revisions move some puzzles again (0006)
        expected = {key: new for (key, _game, _old), new in ANSWERS.items()}
        assert _sections(engine, "answers") == expected
        assert _sections(engine, "review_cards") == expected
        assert _read(engine) == {(g, new) for (g, _old), news in READ.items() for new in news}
        with engine.connect() as conn:
            query = text(
                "SELECT first_read_at, last_read_at FROM sections_read WHERE section = '10'"
            )
            times = conn.execute(query.columns(first_read_at=DateTime, last_read_at=DateTime)).one()
        assert (times[0], times[1]) == (T1, T2)
    finally:
        engine.dispose()


def test_downgrade_to_0001_puts_the_old_numbers_back(db_url: str) -> None:
    _to(db_url, "0001")
    engine = make_engine(db_url)
    try:
        _fill(engine)
        upgrade(db_url)
        _to(db_url, "0001", down=True)
        old = {key: section for (key, _game, section) in ANSWERS}
        assert _sections(engine, "answers") == old
        assert _sections(engine, "review_cards") == old
        assert _read(engine) == set(READ)
    finally:
        engine.dispose()
