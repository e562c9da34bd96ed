"""Where each Schnapsen rule is written, per game, so every `Reason` can cite its source.

Both Schnapsen games cite the sections of our own lessons, numbered in teaching order (issue 12:
a learner meets a trick before a contract name): 01 pack, 02 deal and trumps, 03 legal plays,
04 marriages, 05 Normal game and claims, 06 end of the game, 07 bidding, then the contracts,
doubling and the rest. Each lesson's `source:` names the rule-card section it puts in card form
(Bauernschnapsen: seed S3 §01–§09; Dreierschnapsen: the sections of the S4 article).
"""

from __future__ import annotations

BAUERN = "bauernschnapsen"
DREIER = "dreierschnapsen"

# topic → lesson section, per game. Topics are the engine's words; sections are the lessons'.
_SECTIONS: dict[str, dict[str, str]] = {
    BAUERN: {
        "cards": "01",
        "deal": "02",
        "trump": "02",
        "tricks": "03",
        "sit_out": "03",
        "marriages": "04",
        "scoring": "05",
        "claim": "05",
        "match": "06",
        "bidding": "07",
        "contracts": "07",
        "schnapser": "07",
        "doubling": "09",
    },
    DREIER: {
        "cards": "01",
        "deal": "02",
        "trump": "02",
        "tricks": "03",
        "marriages": "04",
        "scoring": "05",
        "claim": "05",
        "match": "06",
        "bidding": "07",
        "talon": "08",
        "contracts": "09",
        "sit_out": "09",
        "schnapser": "09",
        "doubling": "10",
    },
}


def section(game: str, topic: str) -> str:
    """The lesson section of `game` that teaches the rule on `topic`."""
    return _SECTIONS[game][topic]


def topics(game: str) -> dict[str, str]:
    """Every topic of `game` with the lesson section that teaches it."""
    return dict(_SECTIONS[game])
