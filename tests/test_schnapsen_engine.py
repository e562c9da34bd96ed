"""The Schnapsen engines' edges: the trick checker's bad positions, agreement between the checker
and the deal, options, replays of tampered logs, sessions, the CLI and the texts."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from tests.schnapsen_helpers import auction, bauern, force_contract, no_doubling, plays
from tutorial.cli.main import main
from tutorial.games.base import OptionError, ReplayError, play, play_randomly
from tutorial.games.bauernschnapsen.rules import RULES as BAUERN
from tutorial.games.bauernschnapsen.rules import BauernOptions
from tutorial.games.cards import PACK_20, parse_card
from tutorial.games.dreierschnapsen.rules import RULES as DREIER
from tutorial.games.registry import GAMES, get_game
from tutorial.games.schnapsen.checker import PositionError, check_trick_position
from tutorial.games.schnapsen.session import BauernSession, DreierSession
from tutorial.words.explain import describe, explain
from tutorial.words.transcript import transcript

B = "bauernschnapsen"
D = "dreierschnapsen"


@pytest.mark.parametrize(
    ("args", "kwargs", "message"),
    [
        ((B, "normal", "H", ["K♥", "K♥"], ["A♥"]), {}, "K♥ appears twice in the trick"),
        ((B, "normal", "H", ["K♥"], ["A♥", "K♥"]), {}, "K♥ appears in the trick and in the hand"),
        ((B, "normal", "H", [], ["A♥", "A♥"]), {}, "A♥ appears twice in the hand"),
        ((B, "normal", "H", ["K♥"], ["A♥", "J♥"]), {"trick_number": 1},
         "before playing to trick 1 each player holds 5 cards, but this hand has 2"),
        ((B, "normal", "H", [], []), {}, "a hand holds 1 to 5 cards"),
        ((D, "normal", "H", [], ["A♥"] * 1 + ["10♥", "K♥", "Q♥", "J♥", "A♠", "10♠"]), {},
         "a hand holds 1 to 6 cards in Dreierschnapsen before playing, but this one has 7"),
        ((B, "normal", "H", ["K♥", "A♥", "10♥", "Q♥"], ["J♥"]), {},
         "the trick already holds 4 cards, one from each of the 4 players"),
        ((B, "normal", "H", ["K♥", "A♥", "10♥", "Q♥", "J♥"], ["A♠"]), {},
         "the trick holds 5 cards, more than the 4 players"),
        ((B, "bettler", None, ["K♥", "A♥", "10♥"], ["J♥"]), {},
         "one from each of the 3 players (in a Bettler the declarer's partner sits out)"),
        ((D, "normal", "H", ["K♥", "A♥", "10♥"], ["J♥"]), {}, "one from each of the 3 players"),
        ((B, "normal", "H", ["7♥"], ["A♥"]), {}, "trick card 1: 7♥ is not in the 20-card"),
        ((B, "normal", "H", ["K♥"], ["Z"]), {}, "hand card 1: 'Z' is not a card"),
        ((B, "gang", "H", [], ["A♥"]), {}, "a Gang is played without trumps"),
        ((B, "normal", None, [], ["A♥"]), {}, "the Normal game is played with trumps"),
        ((B, "plauderer", None, [], ["A♥"]), {}, "unknown contract 'plauderer'"),
        ((D, "normal", "X", [], ["A♥"]), {}, "'X' is not a suit"),
        (("skat", "normal", "H", [], ["A♥"]), {}, "unknown game 'skat'"),
        ((B, "normal", "H", [], ["A♥"]), {"trick_number": 6}, "trick 6 does not exist"),
        ((D, "normal", "H", ["K♥"], ["A♥"]), {"declarer_position": 3},
         "declarer position 3 is outside the trick order 0–2"),
        ((B, "normal", "H", [], ["A♥"]), {"options": {"must_trump": "never"}},
         "option 'must_trump': 'never' is not one of"),
    ],
)  # fmt: skip
def test_impossible_positions_are_named(args: tuple, kwargs: dict, message: str) -> None:
    with pytest.raises(PositionError) as caught:
        check_trick_position(*args, **kwargs)
    assert message in str(caught.value)


def test_dreier_defenders_must_head_each_other() -> None:
    """S4 "Tricks" with S3 §04's duty: the two defenders are partners for the duty to head."""
    check = check_trick_position(D, "normal", "C", ["K♦", "Q♦"], ["A♦", "J♦"], declarer_position=1)
    assert check.illegal[parse_card("J♦")].code == "schnapsen.must_head_partner"
    check = check_trick_position(D, "normal", "C", ["K♦", "Q♦"], ["A♦", "J♦"], declarer_position=0)
    assert check.illegal[parse_card("J♦")].code == "schnapsen.must_head"


def test_variants_relax_the_duties_in_the_checker() -> None:
    """wikibooks: head only in trick-count contracts; trump only to win."""
    relaxed = {"must_overtake": "trick_count_contracts_only", "must_trump": "only_if_it_wins"}
    check = check_trick_position(B, "normal", "H", ["K♦"], ["A♦", "J♦"], options=relaxed)
    assert set(check.legal) == {parse_card("A♦"), parse_card("J♦")}
    assert check.rule.variant == "must_overtake=trick_count_contracts_only"
    check = check_trick_position(B, "gang", None, ["K♦"], ["A♦", "J♦"], options=relaxed)
    assert check.legal == (parse_card("A♦"),)
    check = check_trick_position(B, "normal", "H", ["A♠", "A♥"], ["J♥", "K♣"], options=relaxed)
    assert set(check.legal) == {parse_card("J♥"), parse_card("K♣")}
    check = check_trick_position(
        B, "normal", "H", ["A♠", "Q♥"], ["K♥", "J♥", "A♣"], options=relaxed
    )
    assert check.legal == (parse_card("K♥"),)
    assert check.illegal[parse_card("A♣")].variant == "must_trump=only_if_it_wins"


@pytest.mark.parametrize("game", [B, D])
def test_the_checker_agrees_with_the_deal_on_every_play(game: str) -> None:
    rules = get_game(game)
    compared = 0
    for seed in range(150):
        deal = rules.new_deal(seed, {"ass_bettler": True, "assenbettler": True})
        rng = random.Random(seed)
        contract = rng.choice([r.id for r in deal.table_rows if "ringerl" not in r.id])
        if not force_contract(deal, contract, rng):
            continue
        while not deal.is_over():
            if deal.phase.value == "play":
                seat = deal.to_move
                order = [deal.trick_seats[0] if deal.trick else seat]
                while len(order) < deal.table:
                    order.append(deal.next_seat[order[-1]])
                declarer_position = order.index(deal.declarer)
                check = check_trick_position(
                    game,
                    deal.contract.id,
                    deal.play_trump,
                    deal.trick,
                    deal.hands[seat],
                    trick_number=deal.tricks_played + 1,
                    declarer_position=declarer_position,
                    options=deal.options,
                )
                plays_ = [a.card for a in deal.legal_actions() if a.kind == "play" and not a.flag]
                assert list(check.legal) == plays_
                for c, reason in check.illegal.items():
                    engine = deal.why_illegal(play(c))
                    assert engine is not None and engine.code == reason.code
                compared += 1
            deal.apply(rng.choice(deal.legal_actions()))
    assert compared > 300


def test_options_are_read_with_clear_errors() -> None:
    options = BAUERN.parse_options({"bettler_value": "5", "ringerl_auto_win": "off"})
    assert options.bettler_value == 5 and options.ringerl_auto_win is False
    assert BAUERN.parse_options(options.to_dict()) == options
    with pytest.raises(OptionError, match="unknown Bauernschnapsen option 'colour'"):
        BAUERN.parse_options({"colour": "red"})
    with pytest.raises(OptionError, match="'bettler_value': 9 is outside 4–5"):
        BAUERN.parse_options({"bettler_value": 9})
    with pytest.raises(OptionError, match="'bidding': 'loud' is not one of"):
        DREIER.parse_options({"bidding": "loud"})
    assert DREIER.parse_options(None).retourschneider is True
    assert BauernOptions().retourschneider is False


def test_both_games_are_registered() -> None:
    assert GAMES[B] is BAUERN and GAMES[D] is DREIER and get_game(D).players == 3


@pytest.mark.parametrize("rules", [BAUERN, DREIER])
def test_a_tampered_log_is_rejected(rules) -> None:
    deal = play_randomly(rules.new_deal(4), random.Random(4))
    log = deal.log()
    trick = next(i for i, e in enumerate(log["events"]) if e["type"] == "trick")
    log["events"][trick]["points"] += 1
    with pytest.raises(ReplayError, match=f"event {trick}"):
        rules.replay(log)
    log = deal.log()
    action = next(i for i, e in enumerate(log["events"]) if e["type"] == "action")
    log["events"][action]["player"] = (log["events"][action]["player"] + 1) % rules.players
    with pytest.raises(ReplayError, match="turn"):
        rules.replay(log)
    with pytest.raises(ReplayError, match="not a"):
        rules.replay({"game": "schneider", "events": []})


def test_an_illegal_logged_action_is_rejected_with_its_reason() -> None:
    deal = bauern("K♥ A♠ K♠ Q♠ J♠", "A♥ J♥ A♣ 10♣ K♣", "10♥ A♦ 10♦ K♦ Q♦", "Q♥ 10♠ Q♣ J♣ J♦")
    auction(deal, "H", ("F", "normal"), ("M", "pass"), ("R", "pass"), ("D", "pass"))
    no_doubling(deal)
    plays(deal, "K♥ A♥")
    log = deal.log()
    log["events"][-1]["action"]["card"] = "JH"
    with pytest.raises(ReplayError, match=r"schnapsen\.must_head"):
        BAUERN.replay(log)


@pytest.mark.parametrize("cls", [BauernSession, DreierSession])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_session_plays_to_24_and_gives_bummerl(cls, seed: int) -> None:
    session = cls(seed)
    session.play_out()
    assert session.is_over() and max(session.points) >= 24
    assert session.bummerl()
    for deal in session.deals:
        assert deal.is_over()
    dealers = [d.dealer for d in session.deals]
    n = 4 if cls is BauernSession else 3
    assert all(b == (a + 1) % n for a, b in itertools.pairwise(dealers))


def test_bauern_retourschneider_is_an_option() -> None:
    """W-en (option): a team that led 23:0 and lost gets 4 Bummerl."""
    session = BauernSession(1, options=BauernOptions(retourschneider=True))
    session.points = [0, 23]
    session.led_23_to_0 = [False, True]
    session.points[0] = 24
    assert session.winner() == 0 and session.bummerl() == {1: 4}
    plain = BauernSession(1)
    plain.points = [24, 23]
    plain.led_23_to_0 = [False, True]
    assert plain.bummerl() == {1: 1}


def test_scores_can_be_shown_counting_down() -> None:
    session = DreierSession(1, options=DREIER.parse_options({"score_direction": "down"}))
    session.points = [5, 0, 30]
    assert session.display_points() == [19, 24, 0]


@pytest.mark.parametrize("game", [B, D])
def test_cli_plays_prints_and_exports_a_deal(game: str, capsys: pytest.CaptureFixture) -> None:
    assert main(["play", game, "--seed", "7"]) == 0
    text = capsys.readouterr().out
    assert "Contract:" in text and "Result:" in text
    assert main(["play", game, "--seed", "7", "--json"]) == 0
    log = json.loads(capsys.readouterr().out)
    assert log["game"] == game
    assert get_game(game).replay(log).is_over()
    assert main(["play", game, "--seed", "2", "--session"]) == 0
    assert "Bummerl" in capsys.readouterr().out
    assert main(["play", game, "--seed", "2", "--session", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["bummerl"]
    assert main(["play", game, "-o", "nonsense=1"]) == 2
    assert "unknown" in capsys.readouterr().err


@pytest.mark.parametrize("lang", ["de", "ru", "pt"])
def test_reasons_and_transcripts_are_translated(lang: str) -> None:
    check = check_trick_position(B, "normal", "H", ["K♥"], ["A♥", "J♥"])
    reason = check.illegal[parse_card("J♥")]
    translated = describe(reason, lang)
    assert translated != describe(reason) and "A♥" in translated and "K♥" in translated
    assert explain(reason, lang).startswith(translated)
    deal = play_randomly(BAUERN.new_deal(3), random.Random(3))
    english = transcript(deal)
    lines = transcript(deal, lang)
    assert len(lines) == len(english)
    wordy = ("Seats", "Contract", "Trick", "Result", "Game points")
    pairs = [(a, b) for a, b in zip(lines, english, strict=True) if b.startswith(wordy)]
    assert len(pairs) >= 4 and all(a != b for a, b in pairs)


def test_every_card_of_the_pack_is_dealt_once() -> None:
    for rules in (BAUERN, DREIER):
        deal = rules.new_deal(9)
        dealt = [c for h in deal.hands for c in h] + deal.talon
        assert sorted(c.index for c in dealt) == sorted(c.index for c in PACK_20)


def test_card_point_plurals_in_every_language() -> None:
    from tutorial.words.i18n import Translator

    def forms(lang: str) -> list[str]:
        t = Translator(lang)
        return [t.ngettext("{n} card point", "{n} card points", n).format(n=n) for n in (1, 3, 5)]

    assert forms("ru") == ["1 карточное очко", "3 карточных очка", "5 карточных очков"]
    assert forms("de") == ["1 Auge", "3 Augen", "5 Augen"]  # lessons/terms.yaml: card points
    assert forms("pt") == ["1 ponto de cartas", "3 pontos de cartas", "5 pontos de cartas"]
