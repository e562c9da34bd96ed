"""Where each Schnapsen rule is written, per game, so every `Reason` can cite its source.

Bauernschnapsen cites the numbered sections of its rule card (seed S3, §01–§09). The Dreierschnapsen
seed (S4) is a translated encyclopedia article without numbers; its rules cite the sections of our
own Dreierschnapsen lessons, which put the article in card form: 01 pack and aim, 02 deal and
trumps, 03 bidding, 04 talon, 05 play, 06 marriages, 07 contracts, 08 scoring and Bummerl.
"""

from __future__ import annotations

BAUERN = "bauernschnapsen"
DREIER = "dreierschnapsen"

# topic → section, per game. Topics are the engine's words; sections are the seed's.
_SECTIONS: dict[str, dict[str, str]] = {
    BAUERN: {
        "cards": "01",
        "deal": "02",
        "trump": "02",
        "bidding": "03",
        "contracts": "03",
        "tricks": "04",
        "sit_out": "04",
        "marriages": "05",
        "doubling": "05",
        "scoring": "06",
        "claim": "06",
        "schnapser": "06",
        "match": "07",
    },
    DREIER: {
        "cards": "01",
        "deal": "02",
        "trump": "02",
        "bidding": "03",
        "talon": "04",
        "tricks": "05",
        "marriages": "06",
        "contracts": "07",
        "sit_out": "07",
        "schnapser": "07",
        "doubling": "08",
        "scoring": "08",
        "claim": "08",
        "match": "08",
    },
}


def section(game: str, topic: str) -> str:
    """The seed section of `game` that states the rule on `topic`."""
    return _SECTIONS[game][topic]
