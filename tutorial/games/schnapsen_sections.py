"""Where each Schnapsen rule is written, per game, so every `Reason` can cite its source.

Bauernschnapsen cites the numbered sections of its rule card (seed S3, §01–§09). The Dreierschnapsen
seed (S4) is a translated encyclopedia article without numbers, so its rules cite the article's
headings, in English: "Dealing" (Дилинг), "Bidding" (Торги), "Tricks" (Уловка), "Contracts"
(Контракты), "Talon", "Normal game" (Нормальная игра), "Marriages" (Пары или браки), "Schnapser",
"Kontraschnapser", "Flecken", "Objective and scoring" (Цель и оценка), "Regional variants".
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
        "cards": "Cards",
        "deal": "Dealing",
        "trump": "Dealing",
        "bidding": "Bidding",
        "contracts": "Contracts",
        "tricks": "Tricks",
        "sit_out": "Contracts",
        "marriages": "Marriages",
        "doubling": "Flecken",
        "scoring": "Normal game",
        "claim": "Normal game",
        "schnapser": "Schnapser",
        "talon": "Talon",
        "match": "Objective and scoring",
    },
}


def section(game: str, topic: str) -> str:
    """The seed section of `game` that states the rule on `topic`."""
    return _SECTIONS[game][topic]
