"""The lesson order of issue 12, and how the old section numbers of the two Schnapsen games map to it.

Bauernschnapsen and Dreierschnapsen were renumbered so that a learner meets a trick before a contract
name: pack → deal and trumps → legal plays → marriages → Normal game and claims → end of the game →
bidding and contracts → doubling → the rest. Links, progress files and stored rows from before use the
old numbers; this table is how they find the new section with the same content. Where an old section
was split, `OLD_TO_NEW` gives its first part (where its text begins) and `SPLIT_INTO` every part that
was cut from it alone. Schneider kept its numbers.

The database migration `0003_lesson_order` keeps its own literal copy of these tables on purpose: a
migration must mean the same thing forever, whatever this module says later.
"""

from __future__ import annotations

RENUMBERED_GAMES = ("bauernschnapsen", "dreierschnapsen")

# game → old section → the new section where the old section's text begins.
OLD_TO_NEW: dict[str, dict[str, str]] = {
    "bauernschnapsen": {
        "01": "01",  # aim and pack
        "02": "02",  # deal and trumps
        "03": "07",  # bidding (now with the Schnapser from the old 06)
        "04": "03",  # legal plays
        "05": "04",  # marriages and doubling → 04 marriages + 09 doubling
        "06": "05",  # scoring → 05 Normal game and claims (+ the Schnapser in 07)
        "07": "06",  # end of the game
        "08": "10",  # context and variants
        "09": "11",  # worked example
        "10": "08",  # contract table
        "11": "12",  # questions and answers
    },
    "dreierschnapsen": {
        "01": "01",  # pack and aim
        "02": "02",  # deal and trumps
        "03": "07",  # bidding
        "04": "08",  # talon
        "05": "03",  # play
        "06": "04",  # marriages
        "07": "09",  # contracts
        "08": "05",  # scoring and Bummerl → 05 Normal game + 06 end of game + 10 Spritzen
        "09": "11",  # worked example
        "10": "12",  # questions and answers
    },
}

# game → old section → every new section made only of that old section's text.
SPLIT_INTO: dict[str, dict[str, tuple[str, ...]]] = {
    "bauernschnapsen": {"05": ("04", "09")},
    "dreierschnapsen": {"08": ("05", "06", "10")},
}


def renumbered(game: str) -> bool:
    """Whether `game`'s section numbers changed in the new order."""
    return game in OLD_TO_NEW


def new_section(game: str, old: str) -> str | None:
    """The new section of an old section number (None if there was no such section)."""
    if not renumbered(game):
        return old
    return OLD_TO_NEW[game].get(old)


def new_parts(game: str, old: str) -> tuple[str, ...]:
    """Every new section that holds text of the old section and nothing else (for sections read)."""
    split = SPLIT_INTO.get(game, {}).get(old)
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
