"""Explanations say what was scored, cite the section of the phase a move belongs to, and read
right under the rule variants (issue 9, part 4).

Each test plays a real position through the engine and compares the sentence with the engine's own
result (`deal.result()`), never with a number copied from the scoring code.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.schnapsen_helpers import (
    CLAIM,
    KONTRA,
    PASS,
    act,
    auction,
    bauern,
    bid,
    card,
    dreier,
    finish_randomly,
    no_doubling,
    plays,
    seat,
)
from tests.test_bauern_card_claims import CLAIM_DEAL, CLAIM_TRICKS
from tests.test_dreier_card_claims import MARRIAGE_DEAL as DREIER_DEAL
from tutorial.games.base import Action, play, play_randomly
from tutorial.games.bauernschnapsen.rules import RULES as BAUERN
from tutorial.games.cards import PACK_32, Rank
from tutorial.games.dreierschnapsen.rules import RULES as DREIER
from tutorial.games.reasons import RuleViolation
from tutorial.games.schnapsen.deal import SchnapsenDeal
from tutorial.games.schneider.rules import (
    BeatRule,
    SchneiderOptions,
    explain_trick,
    resolve_trick,
)
from tutorial.words.explain import cite, describe, scored
from tutorial.words.i18n import LANGUAGES, Translator

ROOT = Path(__file__).resolve().parents[1]


def _scored_number(sentence: str) -> int:
    """The game points a result sentence ends on: its last number."""
    return int(re.findall(r"\d+", sentence)[-1])


def _bauern_normal(*doublers: str) -> SchnapsenDeal:
    deal = bauern(*CLAIM_DEAL)
    auction(deal, "H", ("F", "normal"), ("M", "pass"), ("R", "pass"), ("D", "pass"))
    for role in doublers:
        act(deal, role, KONTRA)
    no_doubling(deal)
    return deal


def _lesson_text(game: str, section: str) -> str:
    (path,) = (ROOT / "lessons" / game / "en").glob(f"{section}-*.md")
    return path.read_text(encoding="utf-8")


# -- result sentences name the points scored -------------------------------------------------------


def test_s3_05_after_kontra_a_claim_against_fewer_than_33_says_2_doubled_to_4() -> None:
    """S3 §06, §05: opponents with a trick and 21 points make a right claim worth 2 game points;
    Kontra doubles them, and the sentence says both."""
    deal = _bauern_normal("M")
    for trick in CLAIM_TRICKS:
        plays(deal, trick)
    act(deal, "R", CLAIM)
    result = deal.result()
    sentence = describe(result.reason)
    assert result.value == 4 and result.multiplier == 2
    assert sentence.endswith(f"fewer than 33: 2 game points, ×2 for Kontra = {result.value}.")
    assert cite(result.reason) == "lesson §05"


def test_s3_05_a_false_claim_under_subkontra_gives_the_opponents_2_times_8() -> None:
    """S3 §06, §05: a false claim pays the opponents what a right one would have (2 here); after
    Kontra, Rekontra and Subkontra that is ×8 — the sentence says 16, not 2."""
    deal = _bauern_normal("M", "F", "M")
    plays(deal, CLAIM_TRICKS[0] + " " + CLAIM_TRICKS[1])
    act(deal, "R", CLAIM)
    result = deal.result()
    sentence = describe(result.reason)
    assert not result.made and result.multiplier == 8
    assert f"gives the opponents 2 game points, ×8 for Subkontra = {result.value}." in sentence
    assert _scored_number(sentence) == result.value == 16


def test_s3_06_the_last_trick_under_kontra_gives_its_winners_1_doubled() -> None:
    """S3 §06: nobody claimed, so the last trick's winners get 1 game point; Kontra makes it 2."""
    deal = _bauern_normal("M")
    finish_randomly(deal, random.Random(3), claims=False)
    result = deal.result()
    sentence = describe(result.reason)
    assert result.reason.code == "schnapsen.last_trick"
    assert sentence.endswith(f"get 1 game point, ×2 for Kontra = {result.value}.")
    assert result.value == max(result.game_points) == 2


def test_s4_talon_a_lost_schnapser_without_talon_pays_its_value_plus_1_doubled() -> None:
    """S4 "Talon", "Flecken": without the talon the game is worth a point more, won or lost, and
    Spritzen doubles it; each defender's sentence and score agree."""
    deal = dreier(*DREIER_DEAL)
    auction(deal, "H", ("F", bid("schnapser", True)), ("M", "pass"), ("D", "pass"))
    act(deal, "M", KONTRA)
    no_doubling(deal)
    plays(deal, "Q♦ A♦ Q♥")  # D trumps trick 1: the Schnapser fails
    result = deal.result()
    sentence = describe(result.reason)
    assert not result.made and result.without_talon and result.multiplier == 2
    assert sentence.endswith(
        "The defenders score 6 game points + 1 for playing without the talon, "
        f"×2 for Spritzen = {result.value}."
    )
    assert result.game_points[seat(deal, "M")] == result.game_points[seat(deal, "D")] == 14


def test_s4_talon_the_contract_line_names_the_without_talon_point_only_when_it_counts() -> None:
    """S4 "Talon": the transcript's contract line promises the extra point only when the rules
    in force give it."""
    from tutorial.words.transcript import transcript

    for options, expected in (
        (None, "the game is worth 1 game point more."),
        ({"without_talon_bonus": False}, "in this variant that adds no game point."),
    ):
        deal = dreier(*DREIER_DEAL, options=options)
        auction(deal, "H", ("F", bid("schnapser", True)), ("M", "pass"), ("D", "pass"))
        lines = transcript(deal)
        assert any(line.endswith(expected) for line in lines), lines


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_scored_phrase_has_the_right_plural_in_every_language(lang: str) -> None:
    """One, two and five game points read differently in Russian; the phrase never says "(s)"."""
    t = Translator(lang)
    phrases = [scored({"base": n, "game_points": n}, t) for n in (1, 2, 5)]
    assert len(set(p.replace(str(n), "#") for p, n in zip(phrases, (1, 2, 5), strict=True))) == (
        3 if lang == "ru" else 2
    )
    assert not any("(" in p for p in phrases)


def _random_finished_deal(game: str, seed: int) -> SchnapsenDeal:
    rules = BAUERN if game == "bauernschnapsen" else DREIER
    rng = random.Random(seed)
    options = rng.choice([None, {"false_claim": "two_or_three"}])
    if game == "dreierschnapsen" and rng.random() < 0.3:
        options = {**(options or {}), "without_talon_bonus": False}
    return play_randomly(rules.new_deal(seed, options), rng)


@settings(max_examples=120, deadline=None)
@given(game=st.sampled_from(["bauernschnapsen", "dreierschnapsen"]), seed=st.integers(0, 10**6))
def test_every_result_sentence_ends_on_the_game_points_scored(game: str, seed: int) -> None:
    """For any finished deal, in every language, the result sentence's number is what the
    winners score, and it names the doubling and the without-talon point when they count."""
    deal = _random_finished_deal(game, seed)
    result = deal.result()
    scored_points = max(result.game_points)
    for lang in LANGUAGES:
        sentence = describe(result.reason, lang)
        assert _scored_number(sentence) == scored_points, (lang, sentence)
        assert ("(s)" not in sentence) and ("{" not in sentence)
        if result.multiplier > 1:
            assert f"×{result.multiplier}" in sentence, (lang, sentence)
        if result.without_talon and getattr(deal.options, "without_talon_bonus", False):
            assert "+ 1 " in sentence, (lang, sentence)
        else:
            assert "+" not in sentence, (lang, sentence)


@pytest.mark.parametrize("false_claim", ["as_if_true", "two_or_three"])
@pytest.mark.parametrize("doublings", [0, 1, 3])
def test_s3_06_a_claim_puzzle_explains_the_points_its_answer_gives(
    false_claim: str, doublings: int
) -> None:
    """S3 §06, §05 (and the two-or-three variant): a deal-score puzzle's explanation ends on the
    points of its own right answer, and cites the variant when the variant set the price."""
    from tutorial.puzzles.check import solve
    from tutorial.puzzles.model import Puzzle

    position = {"claim_points": 60, "opponent_points": 45, "opponent_tricks": 2}
    position |= {"claim_tricks": 0, "doublings": doublings}
    puzzle = Puzzle(
        "t", "bauernschnapsen", "deal_score", "06", {}, position, None, {"false_claim": false_claim}
    )
    solution = solve(puzzle)
    (answer,) = solution.correct
    side, _, points = answer.partition(":")
    assert side == "opponents"
    for lang in LANGUAGES:
        assert _scored_number(describe(solution.reason, lang)) == int(points)
    english = describe(solution.reason)
    variant = false_claim == "two_or_three"
    assert ("would have been worth" in english) is not variant
    assert cite(solution.reason).startswith("variant:") is variant


# -- a move in the wrong phase cites that phase's section --------------------------------------------


def _bauern_at(phase: str) -> SchnapsenDeal:
    deal = bauern(*CLAIM_DEAL)
    if phase == "trump":
        return deal
    auction(deal, "H", ("F", "normal"))
    if phase == "auction":
        return deal
    for role in ("M", "R", "D"):
        act(deal, role, PASS)
    assert deal.phase.value == "doubling"
    return deal


@pytest.mark.parametrize(
    ("phase", "action", "section", "topic_word"),
    [
        ("trump", Action("kontra"), "02", "trump"),
        ("auction", play(card("10♥")), "07", "bid"),
        ("doubling", play(card("A♣")), "09", "Kontra"),
    ],
)
def test_s3_a_move_in_the_wrong_phase_cites_the_phases_section(
    phase: str, action: Action, section: str, topic_word: str
) -> None:
    """S3 §02 (naming trumps), §03 (bidding), §05 (Kontra) — lessons 02, 07, 09: the rejection names
    the rule of the phase the deal is in, and that lesson section is the one that speaks of it."""
    deal = _bauern_at(phase)
    assert deal.phase.value == phase
    reason = deal.why_illegal(action)
    assert reason is not None and reason.code == f"schnapsen.expect_{phase}"
    assert cite(reason) == f"lesson §{section}"
    with pytest.raises(RuleViolation) as raised:
        deal.apply(action)
    assert raised.value.reason == reason
    assert topic_word.lower() in _lesson_text("bauernschnapsen", section).lower()


@pytest.mark.parametrize(
    ("phase", "section", "topic_word"),
    [("talon", "08", "talon"), ("doubling", "10", "Spritzen")],
)
def test_s4_a_move_in_the_wrong_phase_cites_the_phases_lesson(
    phase: str, section: str, topic_word: str
) -> None:
    """S4 "Talon" (lesson §08) and "Flecken" (Spritzen, lesson §10): a pass offered while the
    declarer lays away cards, or while Spritzen is asked, cites that lesson."""
    deal = dreier(*DREIER_DEAL)
    auction(deal, "H", ("F", "pass"), ("M", "pass"), ("D", "pass"))
    if phase == "doubling":
        taken = next(e["cards"] for e in deal.events if e["type"] == "talon")
        for code in taken:
            deal.apply(Action("discard", card(code)))
    assert deal.phase.value == phase
    reason = deal.why_illegal(PASS)
    assert reason is not None and reason.code == f"schnapsen.expect_{phase}"
    assert cite(reason) == f"lesson §{section}"
    assert topic_word.lower() in _lesson_text("dreierschnapsen", section).lower()


def test_s3_06_a_move_in_the_claim_phase_cites_the_claim_section() -> None:
    """S3 §06 (lesson 05): after a marriage the side decides whether to claim; a bid then cites
    lesson §05, where claims are taught. (A Kontra then is a double said too late: lesson §09,
    see below.)"""
    hands = ("K♥ J♠ A♣ K♣ 10♣", "Q♥ J♥ J♣ Q♣ A♦", "A♥ K♠ Q♠ 10♦ K♦", "10♥ A♠ 10♠ Q♦ J♦")
    deal = bauern(*hands)
    auction(deal, "S", ("F", "normal"), ("M", "pass"), ("R", "pass"), ("D", "pass"))
    no_doubling(deal)
    plays(deal, "K♥ Q♥ A♥ 10♥")
    act(deal, "R", Action("play", card("Q♠"), flag=True))
    assert deal.phase.value == "claim"
    reason = deal.why_illegal(bid("bettler"))
    assert reason is not None and reason.code == "schnapsen.expect_claim"
    assert cite(reason) == "lesson §05"
    assert "claim" in _lesson_text("bauernschnapsen", "05").lower()
    late = deal.why_illegal(Action("kontra"))
    assert late is not None and late.code == "schnapsen.doubling_over_led"
    assert cite(late) == "lesson §09"


# -- a double said too late cites the section that teaches doubling ----------------------------------


@pytest.mark.parametrize("kind", ["kontra", "no_kontra"])
def test_s3_05_kontra_after_the_first_lead_is_too_late_and_cites_the_doubling_lesson(
    kind: str,
) -> None:
    """S3 §05 (lesson 09): Kontra is said after the auction and before the first card. Once F has
    led, the refusal says the doubling is over and cites lesson §09, not the trick lesson §03."""
    deal = _bauern_normal()
    assert deal.phase.value == "play"
    before = deal.why_illegal(Action(kind))  # all declined, nobody has led yet
    assert before is not None and before.code == "schnapsen.doubling_over"
    assert cite(before) == "lesson §09"
    plays(deal, CLAIM_TRICKS[0].split()[0])
    reason = deal.why_illegal(Action(kind))
    assert reason is not None and reason.code == "schnapsen.doubling_over_led"
    assert cite(reason) == "lesson §09"
    assert describe(reason) == (
        "Doubling ends with the first lead, and the first card has been led: giving Kontra is not "
        "possible any more."
        if kind == "kontra"
        else "Doubling ends with the first lead, and the first card has been led: declining to "
        "double is not possible any more."
    )
    assert "kontra" in _lesson_text("bauernschnapsen", "09").lower()
    for lang in LANGUAGES:
        assert "{" not in describe(reason, lang) and kind not in describe(reason, lang)


def test_s4_spritzen_after_the_lead_cites_the_spritzen_lesson() -> None:
    """S4 "Flecken" (lesson 10): Spritzen comes after the talon and before the first lead."""
    deal = dreier(*DREIER_DEAL)
    auction(deal, "H", ("F", "pass"), ("M", "pass"), ("D", "pass"))
    taken = next(e["cards"] for e in deal.events if e["type"] == "talon")
    for code in taken:
        deal.apply(Action("discard", card(code)))
    no_doubling(deal)
    deal.apply(deal.legal_actions()[0])
    reason = deal.why_illegal(KONTRA)
    assert reason is not None and reason.code == "schnapsen.doubling_over_led"
    assert cite(reason) == "lesson §10"
    assert "calling Spritzen" in describe(reason)


def test_s4_spritzen_before_the_talon_variant_is_over_while_the_talon_is_exchanged() -> None:
    """Variant `spritzen_window = before_talon`: Spritzen is asked right after the auction, so
    while the declarer lays away cards it is over; the refusal cites the variant."""
    deal = dreier(*DREIER_DEAL, options={"spritzen_window": "before_talon"})
    auction(deal, "H", ("F", "pass"), ("M", "pass"), ("D", "pass"))
    no_doubling(deal)
    assert deal.phase.value == "talon"
    reason = deal.why_illegal(KONTRA)
    assert reason is not None and reason.code == "schnapsen.doubling_over"
    assert cite(reason).startswith("variant: Spritzen is called before the talon")
    by_card = dreier(*DREIER_DEAL)  # by the card the talon comes first: Spritzen is still to come
    auction(by_card, "H", ("F", "pass"), ("M", "pass"), ("D", "pass"))
    assert by_card.phase.value == "talon"
    assert by_card.why_illegal(KONTRA).code == "schnapsen.expect_talon"


# -- the seven-beats-ace variant ---------------------------------------------------------------------

SEVEN_BEATS_ACE = SchneiderOptions(seven_beats_ace=True)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_s0_02_variant_an_ace_answered_by_another_suits_seven_is_not_unbeatable(lang: str) -> None:
    """Variant "the seven beats the ace of its suit": A♠ answered by 7♥ stays with the leader,
    but the reason is that only 7♠ beats it, not that a led ace cannot be beaten."""
    lead, answer = card("A♠"), card("7♥")
    outcome = resolve_trick(lead, answer, SEVEN_BEATS_ACE)
    assert not outcome.responder_wins
    assert resolve_trick(lead, card("7♠"), SEVEN_BEATS_ACE).responder_wins
    sentence = describe(outcome.reason, lang)
    unbeatable = describe(explain_trick(lead, answer, SchneiderOptions()), lang)
    assert sentence != unbeatable
    assert describe(explain_trick(lead, card("7♠"), SchneiderOptions()), lang) == unbeatable
    assert "7♠" in sentence and "7♥" in sentence
    assert outcome.reason.variant == "seven_beats_ace" and outcome.reason.section == "02"
    if lang == "en":
        assert "cannot be beaten" not in sentence


def test_s0_02_variant_no_led_ace_is_called_unbeatable_when_a_seven_beats_it() -> None:
    """Under the variant every answer to a led ace is explained by the seven rule."""
    for rule in BeatRule:
        options = SchneiderOptions(beat_rule=rule, seven_beats_ace=True)
        for lead in (c for c in PACK_32 if c.rank is Rank.ACE):
            for answer in (c for c in PACK_32 if c is not lead):
                code = explain_trick(lead, answer, options).code
                wins = resolve_trick(lead, answer, options).responder_wins
                assert code == (
                    "schneider.seven_beats_ace" if wins else "schneider.ace_needs_seven"
                )


# -- plurals -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "read", "total", "expected"),
    [
        ("en", 1, 9, "1 of 9 sections read"),
        ("en", 1, 1, "1 of 1 section read"),
        ("de", 1, 9, "1 von 9 Abschnitten gelesen"),
        ("de", 1, 1, "1 von 1 Abschnitt gelesen"),
        ("ru", 1, 9, "Прочитано 1 из 9 разделов"),
        ("ru", 2, 21, "Прочитано 2 из 21 раздела"),
        ("ru", 1, 3, "Прочитано 1 из 3 разделов"),
        ("pt", 1, 9, "1 de 9 secções lidas"),
        ("pt", 1, 1, "1 de 1 secção lida"),
    ],
)
def test_lesson_progress_noun_agrees_with_the_total(
    lang: str, read: int, total: int, expected: str
) -> None:
    t = Translator(lang)
    text = t.ngettext("{n} of {total} section read", "{n} of {total} sections read", total)
    assert text.format(n=read, total=total) == expected


def test_lessons_page_says_1_of_n_sections_read() -> None:
    """The first visit of a game's lessons: one read, the noun in the plural of the total."""
    from tests.apptest_helpers import open_page

    at = open_page("lessons", lang="en", game="bauernschnapsen", section="01")
    assert not at.exception
    (text,) = [p.proto.text for p in at.get("progress")]
    assert re.fullmatch(r"1 of (\d+) sections read", text) and text != "1 of 1 sections read"


def _user_texts() -> list[str]:
    """Every English message the package marks for translation, and every translation."""
    from babel.messages.extract import extract_from_dir
    from babel.messages.pofile import read_po

    keywords = {"_": None, "N_": None, "ngettext": (1, 2), "NP_": (1, 2)}
    texts: list[str] = []
    for *_where, message, _comments, _context in extract_from_dir(
        str(ROOT / "tutorial"), method_map=[("**.py", "python")], keywords=keywords
    ):
        texts.extend([message] if isinstance(message, str) else [m for m in message if m])
    for path in (ROOT / "tutorial" / "words" / "locales").rglob("*.po"):
        with path.open("rb") as handle:
            for entry in read_po(handle):
                string = entry.string
                texts.extend([string] if isinstance(string, str) else list(string or ()))
    return texts


def test_no_text_puts_a_plural_ending_in_brackets() -> None:
    """Plurals come from the count: never "trick(s)", "Stich(e)", "vaza(s)"."""
    bracketed = re.compile(r"\w\((s|e|en|es|и|ы|а|ов)\)")
    assert [text for text in _user_texts() if bracketed.search(text)] == []
