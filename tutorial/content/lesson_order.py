"""The lesson order of issue 12, and how the old section numbers of the two Schnapsen games map to it.

Bauernschnapsen and Dreierschnapsen were renumbered so that a learner meets a trick before a contract
name: pack → deal and trumps → legal plays → marriages → Normal game and claims → end of the game →
bidding and contracts → doubling → the rest. Links, progress files and stored rows from before use the
old numbers; this table is how they find the new section with the same content. Where an old section
was split, `GameSpec.old_sections` gives its first part (where its text begins) and
`GameSpec.split_sections` every part that was cut from it alone. Schneider kept its numbers.

The database migration `0003_lesson_order` keeps its own literal copy of these tables on purpose: a
migration must mean the same thing forever, whatever this module says later.
"""

from __future__ import annotations

from tutorial.games.registry import SPECS

# game → old section → the new section where the old section's text begins (renumbered games).
OLD_TO_NEW: dict[str, dict[str, str]] = {
    name: dict(spec.old_sections) for name, spec in SPECS.items() if spec.old_sections
}
# game → old section → every new section made only of that old section's text.
SPLIT_INTO: dict[str, dict[str, tuple[str, ...]]] = {
    name: dict(spec.split_sections) for name, spec in SPECS.items() if spec.split_sections
}


def renumbered(game: str) -> bool:
    """Whether `game`'s section numbers changed in the new order."""
    spec = SPECS.get(game)
    return spec is not None and bool(spec.old_sections)


def new_section(game: str, old: str) -> str | None:
    """The new section of an old section number (None if there was no such section)."""
    if not renumbered(game):
        return old
    return SPECS[game].old_sections.get(old)


def new_parts(game: str, old: str) -> tuple[str, ...]:
    """Every new section that holds text of the old section and nothing else (for sections read)."""
    spec = SPECS.get(game)
    split = spec.split_sections.get(old) if spec is not None else None
    if split:
        return split
    first = new_section(game, old)
    return (first,) if first else ()


LINK_VERSION = "2"  # `&v=2`: the section number in a link is already in the new order


def section_from_link(
    game: str, value: str, version: str | None, slugs: dict[str, str]
) -> tuple[str | None, str | None]:
    """The section a lesson link means, and the old number it was redirected from (or None).

    `slugs` maps each lesson slug of the game to its section number. The app writes the slug
    (`?section=marriages`), which never changes meaning. A bare number in a Schnapsen link is read
    in the old order, unless the link says `v=2`; Schneider's numbers mean the same in both.
    """
    if value in slugs:
        return slugs[value], None
    if value in slugs.values() and (not renumbered(game) or version == LINK_VERSION):
        return value, None
    new = new_section(game, value) if renumbered(game) else None
    if new is None:
        return None, None
    return new, (value if new != value else None)
