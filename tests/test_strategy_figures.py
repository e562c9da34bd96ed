"""The strategy lessons' measured figures (issue 21 §4): Schneider §09, Bauernschnapsen §13 and
Dreierschnapsen §13.

How honest the recomputation is. `scripts/strategy_figures.py` stores each figure from thousands of
deals (seed 21). Each test below plays a small fresh sample from another seed (a few hundred deals,
a few seconds) and checks that the stored figure lies in the small sample's 99.9 % confidence
interval. If the engine and the players are unchanged, the stored figure sits within a small margin
of the true value, so for a random seed each check fails by chance in about one case in a thousand,
and all fifteen together in about one in seventy. (A 95 % interval per figure would fail one of
the fifteen about every second seed; the first version of this file used it and, with this seed,
failed on `normal_three_trumps` by 0.0011 – luck, not drift – so the level was raised for the
whole family, not the seed changed.) The seed is fixed, so the test is deterministic. What it
catches is drift: a change to the rules, the rule-of-thumb player or a measure that moves the true
value well away from the stored one fails for every seed. (Rerun the script when that is intended.)
The claims the lessons make in words ("most deals", "rarely", "far more") are checked against the
stored figures and their 95 % intervals.
"""

from __future__ import annotations

import re

import pytest

from tests.apptest_helpers import open_page
from tutorial.content.lessons import lesson_cells, load_lessons
from tutorial.content.measured import data_path, figure, figures, read_data, shown
from tutorial.games.measures import Z999, Estimate, estimate, measure, observations
from tutorial.games.registry import SPECS
from tutorial.words.i18n import LANGUAGES

TEST_SEED = 7  # the script's is 21: the sample here is fresh
LESSONS = load_lessons()


def _recomputed(game: str, name: str, n: int) -> Estimate:
    return measure(figure(game, name).measure, TEST_SEED, n, Z999)


def _stored(game: str, name: str) -> Estimate:
    return figure(game, name).estimate


def _agrees(game: str, name: str, n: int) -> None:
    small, stored = _recomputed(game, name, n), _stored(game, name)
    assert small.contains(stored.value), (
        f"{game} {name}: stored {stored.value:.4f} (n={stored.n}) lies outside "
        f"99.9 % [{small.low:.4f}, {small.high:.4f}] recomputed from {small.n} deals; rerun "
        "scripts/strategy_figures.py if the change is intended"
    )


# -- Schneider §09 ---------------------------------------------------------------------------


def test_schneider_09_the_first_leader_gains_victory_points() -> None:
    """§09 "The lead is the prize": the first leader's victory points per deal."""
    _agrees("schneider", "first_lead_points", 400)
    assert _stored("schneider", "first_lead_points").low > 0


def test_schneider_09_the_first_leader_wins_most_deals() -> None:
    """§09: the first leader wins most deals ("a large advantage", not section 03's small one)."""
    _agrees("schneider", "first_lead_wins", 400)
    assert _stored("schneider", "first_lead_wins").low > 0.5


def test_schneider_09_taking_a_trick_without_honours_pays() -> None:
    """§09 "Take the trick when you can": even a trick of two plain cards."""
    _agrees("schneider", "take_plain_trick", 150)
    assert _stored("schneider", "take_plain_trick").low > 0


def test_schneider_09_the_honour_in_the_trick_adds_only_a_little() -> None:
    """§09: taking a trick with an honour pays, and not much more than one without."""
    _agrees("schneider", "take_honour_trick", 150)
    plain, honour = (
        _stored("schneider", "take_plain_trick"),
        _stored("schneider", "take_honour_trick"),
    )
    assert honour.low > 0 and honour.value > plain.value
    assert honour.value - plain.value < plain.value / 2  # "only a little on top"


def test_schneider_09_most_deals_end_schneider_or_schwarz() -> None:
    """§09 "A deal is rarely close"."""
    _agrees("schneider", "schneider_share", 400)
    assert _stored("schneider", "schneider_share").low > 0.5


# -- Bauernschnapsen §13 ---------------------------------------------------------------------


def test_bauern_13_f_pair_wins_most_normal_games() -> None:
    """§13 "Trumps belong to F's pair"."""
    _agrees("bauernschnapsen", "normal_caller_side_wins", 400)
    assert _stored("bauernschnapsen", "normal_caller_side_wins").low > 0.5


def test_bauern_13_three_trumps_win_more_than_two() -> None:
    """§13: how much depends on F's trumps; the two intervals do not overlap."""
    _agrees("bauernschnapsen", "normal_three_trumps", 300)
    _agrees("bauernschnapsen", "normal_two_trumps", 300)
    three = _stored("bauernschnapsen", "normal_three_trumps")
    two = _stored("bauernschnapsen", "normal_two_trumps")
    assert three.low > two.high


def test_bauern_13_a_rule_of_thumb_schnapser_is_rarely_made() -> None:
    """§13 "The Schnapser is harder than it looks": rarely made."""
    _agrees("bauernschnapsen", "schnapser_made", 150)
    assert _stored("bauernschnapsen", "schnapser_made").high < 0.2


@pytest.mark.slow  # one deal in about 350 fits: some 20,000 deals for 60 Schnapsers (7 s)
def test_bauern_13_four_trumps_with_ace_and_ten_are_made_far_more_often_yet_mostly_lost() -> None:
    """§13: "The trumps make the difference" – far more often than all Schnapsers, still under half."""
    _agrees("bauernschnapsen", "schnapser_four_trumps", 60)
    four = _stored("bauernschnapsen", "schnapser_four_trumps")
    assert four.low > _stored("bauernschnapsen", "schnapser_made").high and four.high < 0.5


# -- Dreierschnapsen §13 ---------------------------------------------------------------------


def test_dreier_13_the_talon_wins_far_more_normal_games() -> None:
    """§13 "What the talon is worth": with the exchange F wins far more Normal games than with
    the talon laid back, on the same deals."""
    _agrees("dreierschnapsen", "normal_with_talon", 300)
    _agrees("dreierschnapsen", "normal_talon_back", 300)
    with_talon = _stored("dreierschnapsen", "normal_with_talon")
    back = _stored("dreierschnapsen", "normal_talon_back")
    assert with_talon.low - back.high > 0.1


def test_dreier_13_the_talon_brings_in_few_card_points() -> None:
    """§13: the exchange gains card points, but few of the 120."""
    _agrees("dreierschnapsen", "talon_card_points", 300)
    gained = _stored("dreierschnapsen", "talon_card_points")
    assert gained.low > 0 and gained.high < 20


def test_dreier_13_a_schnapser_is_made_more_often_leading_trumps_first() -> None:
    """§13 "A Schnapser: trumps first": seldom made either way, more often with trumps first."""
    _agrees("dreierschnapsen", "schnapser_made", 200)
    _agrees("dreierschnapsen", "schnapser_trumps_first", 200)
    kept = _stored("dreierschnapsen", "schnapser_made")
    first = _stored("dreierschnapsen", "schnapser_trumps_first")
    assert first.low > kept.high and first.high < 0.3


# -- the data file, the lessons and the page -----------------------------------------------


@pytest.mark.parametrize("game", sorted(SPECS))
def test_the_data_file_and_the_lessons_agree(game: str) -> None:
    """Every measure of the game is stored (from the script's seed, with the command that remakes
    it) and shown in its strategy section in every language, and nowhere else."""
    names = [m.name for m in SPECS[game].parts.measures]
    assert list(figures(game)) == names
    text = data_path(game).read_text(encoding="utf-8")
    assert read_data(game)["seed"] == 21 and "scripts/strategy_figures.py --seed 21" in text
    for lang in LANGUAGES:
        for lesson in LESSONS[(game, lang)]:
            shown_here = [c.data["figure"] for c in lesson_cells(lesson) if c.kind == "measured"]
            if lesson.section in SPECS[game].strategy_sections:
                assert sorted(shown_here) == sorted(names), lesson.where
            else:
                assert not shown_here, f"{lesson.where}: measured figures belong to strategy"


def test_a_share_is_the_mean_of_its_observations_with_a_wilson_interval() -> None:
    e = estimate("share", [1.0] * 30 + [0.0] * 70)
    assert e.value == 0.3 and e.n == 100
    assert e.low == pytest.approx(0.2189, abs=1e-4) and e.high == pytest.approx(0.3958, abs=1e-4)
    assert estimate("share", [0.0] * 50).low == pytest.approx(0.0, abs=1e-12)


def test_the_same_seed_gives_the_same_observations() -> None:
    m = figure("schneider", "first_lead_points").measure
    assert observations(m, 3, 20) == observations(m, 3, 20)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_figures_are_written_in_the_locales_numbers(lang: str) -> None:
    share = shown(figure("schneider", "first_lead_wins"), lang)
    mean = shown(figure("dreierschnapsen", "talon_card_points"), lang)
    decimal = "." if lang == "en" else ","
    assert re.fullmatch(rf"\d+\{decimal}\d\s?%", share.value.replace("\xa0", " "))
    assert re.fullmatch(rf"\+\d+\{decimal}\d\d", mean.value), mean.value
    n = _stored("schneider", "first_lead_wins").n
    assert re.sub(r"\D", "", share.n) == str(n)


STRATEGY_PAGES = [
    (game, lang, section)
    for game, spec in SPECS.items()
    for section in spec.strategy_sections
    for lang in LANGUAGES
]


@pytest.mark.parametrize(("game", "lang", "section"), STRATEGY_PAGES)
def test_each_strategy_section_opens_in_every_language(game: str, lang: str, section: str) -> None:
    """The page shows every figure with its value, interval and sample size in the reader's
    numbers, and no error."""
    lesson = next(x for x in LESSONS[(game, lang)] if x.section == section)
    at = open_page("lessons", lang=lang, game=game, section=lesson.slug)
    assert not at.exception, at.exception
    assert not at.error and not at.warning
    assert at.header[0].value == f"{section} · {lesson.title}"
    boxes = " ".join(i.value for i in at.info)
    captions = " ".join(c.value for c in at.caption)
    for name in (m.name for m in SPECS[game].parts.measures):
        numbers = shown(figure(game, name), lang)
        assert f"**{numbers.value}**" in boxes, (name, boxes)
        assert numbers.low in captions and numbers.high in captions and numbers.n in captions
