"""Golden playthroughs of both Schnapsen games: seeded deals and one deal per contract, written out
as text transcripts and diffed.

Any change in the rules, the dealing or the explanations shows up here as a reviewable diff. After a
deliberate change, regenerate with `GOLDEN_UPDATE=1 pytest tests/test_schnapsen_golden.py` and read
the diff before committing it.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from tests.schnapsen_helpers import bauern, dreier, force_contract
from tutorial.games.base import Action, play_randomly
from tutorial.games.bauernschnapsen.rules import RULES as BAUERN
from tutorial.games.dreierschnapsen.rules import RULES as DREIER
from tutorial.games.schnapsen.contracts import BAUERN_ROWS, DREIER_ROWS
from tutorial.games.schnapsen.deal import SchnapsenDeal
from tutorial.words.transcript import transcript

GOLDEN = Path(__file__).with_name("golden")
RULES = {"bauernschnapsen": BAUERN, "dreierschnapsen": DREIER}
EVERY = {
    "bauernschnapsen": {"ass_bettler": True, "assenbettler": True, "plauderer": True,
                        "farbenringerl": True, "trumpfringerl": True},
    "dreierschnapsen": {"assenbettler": True, "ass_bettler": True, "plauderer": True,
                        "bauernloch": True},
}  # fmt: skip
SEEDED = [
    ("bauernschnapsen_seed7", "bauernschnapsen", 7, {}, "en"),
    ("bauernschnapsen_seed11", "bauernschnapsen", 11, {"cut": "cut"}, "en"),
    ("bauernschnapsen_seed3_de", "bauernschnapsen", 3, {}, "de"),
    ("dreierschnapsen_seed7", "dreierschnapsen", 7, {}, "en"),
    ("dreierschnapsen_seed12", "dreierschnapsen", 12, {"cut": "cut"}, "en"),
    ("dreierschnapsen_seed5_ru", "dreierschnapsen", 5, {}, "ru"),
]
CONTRACTS = [("bauernschnapsen", r.id) for r in BAUERN_ROWS if "ringerl" not in r.id] + [
    ("dreierschnapsen", r.id) for r in DREIER_ROWS if "ringerl" not in r.id
]


def _contract_deal(game: str, contract: str) -> SchnapsenDeal:
    """The first seed whose auction can be steered to `contract`, played on at random."""
    for seed in range(500):
        deal = RULES[game].new_deal(seed, EVERY[game])
        rng = random.Random(f"golden:{game}:{contract}:{seed}")
        if force_contract(deal, contract, rng):
            return play_randomly(deal, rng)
    raise AssertionError(f"no seed reaches {contract}")


def _ringerl_deal(contract: str) -> SchnapsenDeal:
    """Ringerl hands are too rare for random deals: deal one that holds the suit."""
    if contract == "trumpfringerl":
        hands = ("A♥ 10♥ K♥ Q♥ J♥", "A♠ 10♠ K♠ Q♠ J♠", "A♦ 10♦ K♦ Q♦ J♦", "A♣ 10♣ K♣ Q♣ J♣")
    else:
        hands = ("A♥ 10♥ K♥ Q♥ J♠", "A♠ 10♠ K♠ Q♠ J♥", "A♦ 10♦ K♦ Q♦ J♦", "A♣ 10♣ K♣ Q♣ J♣")
    deal = bauern(*hands, options={**EVERY["bauernschnapsen"], "ringerl_auto_win": False})
    deal.apply(Action("trump", value="H"))
    rng = random.Random(contract)
    while deal.phase.value == "auction":
        legal = deal.legal_actions()
        wanted = Action("bid", value=contract)
        deal.apply(wanted if wanted in legal else next(a for a in legal if a.kind != "bid"
                                                       or a.value == "normal"))  # fmt: skip
    return play_randomly(deal, rng)


def _dreier_ringerl_deal(contract: str) -> SchnapsenDeal:
    """A Dreier Ringerl is played out (S4): the holder bids it, the others pass."""
    if contract == "trumpfringerl":
        cards = ("Q♣ J♣", "A♥ 10♥ K♥ Q♥ J♥ A♠", "10♠ K♠ Q♠ J♠ A♦ 10♦", "K♦ Q♦ J♦ A♣ 10♣ K♣")
        bidder = "F"
    else:
        cards = ("Q♣ J♣", "A♥ 10♥ K♥ J♥ Q♦ J♦", "A♠ 10♠ K♠ Q♠ J♠ A♦", "10♦ K♦ Q♥ A♣ 10♣ K♣")
        bidder = "M"
    deal = dreier(*cards)
    deal.apply(Action("trump", value="H"))
    for role in ("F", "M", "D"):
        deal.apply(Action("bid", value=contract) if role == bidder else Action("pass"))
    return play_randomly(deal, random.Random(contract))


def _marriage_deal(game: str) -> SchnapsenDeal:
    """The first Normal game (forced auction, random play) in which a marriage is shown."""
    for seed in range(500):
        deal = RULES[game].new_deal(seed)
        rng = random.Random(f"golden-marriage:{seed}")
        force_contract(deal, "normal", rng)
        play_randomly(deal, rng)
        if any(e["type"] == "marriage" for e in deal.events):
            return deal
    raise AssertionError("no marriage in 500 Normal games")


def _compare(name: str, deal: SchnapsenDeal, lang: str = "en") -> None:
    text = "\n".join(transcript(deal, lang)) + "\n"
    path = GOLDEN / f"{name}.txt"
    if os.environ.get("GOLDEN_UPDATE"):
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} is missing: run with GOLDEN_UPDATE=1 once and review it"
    assert text == path.read_text(encoding="utf-8")


@pytest.mark.parametrize(("name", "game", "seed", "options", "lang"), SEEDED)
def test_seeded_playthrough(name: str, game: str, seed: int, options: dict, lang: str) -> None:
    deal = play_randomly(RULES[game].new_deal(seed, options), random.Random(f"play:{seed}"))
    _compare(name, deal, lang)


@pytest.mark.parametrize(("game", "contract"), CONTRACTS)
def test_one_playthrough_per_contract(game: str, contract: str) -> None:
    deal = _contract_deal(game, contract)
    assert deal.contract.id == contract
    _compare(f"{game}_contract_{contract}", deal)


@pytest.mark.parametrize("contract", ["farbenringerl", "trumpfringerl"])
def test_ringerl_playthroughs(contract: str) -> None:
    deal = _ringerl_deal(contract)
    assert deal.contract.id == contract
    _compare(f"bauernschnapsen_contract_{contract}", deal)
    deal = _dreier_ringerl_deal(contract)
    assert deal.contract.id == contract
    _compare(f"dreierschnapsen_contract_{contract}", deal)


@pytest.mark.parametrize("game", ["bauernschnapsen", "dreierschnapsen"])
def test_normal_game_with_a_marriage(game: str) -> None:
    _compare(f"{game}_normal_marriage", _marriage_deal(game))
