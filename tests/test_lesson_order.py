"""The old → new section table of issue 12 §6: complete, one-to-one, and read the same by links,
progress files and the store's migration."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from tutorial.content.lesson_order import (
    OLD_TO_NEW,
    SPLIT_INTO,
    new_parts,
    section_from_link,
)
from tutorial.content.lessons import load_lessons
from tutorial.games.registry import SPECS

LESSONS = load_lessons()
MIGRATION = (
    Path(__file__).resolve().parents[1] / "tutorial/store/migrations/versions/0003_lesson_order.py"
)


def _slugs(game: str) -> dict[str, str]:
    return {x.slug: x.section for x in LESSONS[(game, "en")]} | {"glossary": "glossary"}


@pytest.mark.parametrize("game", sorted(OLD_TO_NEW))
def test_every_new_section_holds_text_of_an_old_one_and_no_two_old_ones_land_together(
    game: str,
) -> None:
    table = OLD_TO_NEW[game]
    firsts = list(table.values())
    assert len(set(firsts)) == len(firsts), "two old sections redirect to one new section"
    covered = {part for old in table for part in new_parts(game, old)}
    # The strategy section (issue 21 §4) is new: no old section's text is in it.
    strategy = set(SPECS[game].strategy_sections)
    assert covered == {x.section for x in LESSONS[(game, "en")]} - strategy
    assert not covered & strategy


def test_links_read_numbers_in_the_old_order_and_slugs_as_they_are() -> None:
    bauern = _slugs("bauernschnapsen")
    assert section_from_link("bauernschnapsen", "05", None, bauern) == ("04", "05")
    assert section_from_link("bauernschnapsen", "05", "2", bauern) == ("05", None)
    assert section_from_link("bauernschnapsen", "doubling", None, bauern) == ("09", None)
    assert section_from_link("bauernschnapsen", "01", None, bauern) == ("01", None)
    assert section_from_link("bauernschnapsen", "12", None, bauern) == (None, None)
    assert section_from_link("bauernschnapsen", "glossary", None, bauern) == ("glossary", None)
    schneider = _slugs("schneider")
    assert section_from_link("schneider", "04", None, schneider) == ("04", None)
    assert section_from_link("schneider", "10", None, schneider) == (None, None)
    # The strategy sections (issue 21 §4) came after issue 12: by slug, or by number with v=2;
    # Schneider's numbers never changed.
    assert section_from_link("schneider", "09", None, schneider) == ("09", None)
    assert section_from_link("bauernschnapsen", "strategy", None, bauern) == ("13", None)
    assert section_from_link("bauernschnapsen", "13", "2", bauern) == ("13", None)


def test_the_migration_s_literal_tables_agree_with_the_lesson_order_today() -> None:
    """The migration keeps its own copy (it must never change); on the day it was written the
    copy and the app's table say the same, and its puzzle table matches the bank of then. A later
    change that moves one of these puzzles again updates this test, never the migration."""
    spec = importlib.util.spec_from_file_location("lesson_order_0003", MIGRATION)
    assert spec and spec.loader
    migration = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(migration)
    assert migration.OLD_TO_NEW == OLD_TO_NEW
    assert migration.READ_PARTS == SPLIT_INTO
    from tutorial.puzzles.bank import load_bank

    bank = load_bank()
    moved_again = {  # issue 18: to the section of the rule each one tests (migration 0006)
        "bauern-05-two-plain-marriages": "05",  # the claim's score, not the marriage
    }
    for key, (game, _old, new) in migration.PUZZLE_SECTION.items():
        assert (bank[key].game, bank[key].section) == (game, moved_again.get(key, new)), key
