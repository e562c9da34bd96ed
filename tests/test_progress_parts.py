"""The small parts behind the memory pages: puzzle keys, short questions, section checks, charts."""

from __future__ import annotations

from datetime import date, timedelta

from hypothesis import given
from hypothesis import strategies as st

from tutorial.app.pages.progress.charts import activity_figure, mastery_figure
from tutorial.app.pages.progress.page import clicked_cell
from tutorial.app.widgets.puzzle import given_text
from tutorial.app.widgets.puzzle_keys import current_of, record_key, short_prompt
from tutorial.puzzles.bank import load_bank
from tutorial.puzzles.generate import generate
from tutorial.puzzles.model import Puzzle
from tutorial.puzzles.section_checks import section_check
from tutorial.store.records import SectionMastery
from tutorial.words.i18n import Translator


def _puzzle(puzzle_id: str, game: str = "schneider", section: str = "04", difficulty: int = 1):
    return Puzzle(
        puzzle_id, game, "trick_winner", section, {"en": "Who takes it?"}, {}, "A",
        difficulty=difficulty,
    )  # fmt: skip


def test_a_bank_id_never_looks_like_a_seed_key() -> None:
    """A recorded key with a dot is a generated puzzle; the bank must never use one."""
    assert not [key for key in load_bank() if "." in key]


def test_a_generated_puzzle_is_recorded_under_its_link_seed() -> None:
    puzzle = generate("schneider", "winning_card", 42)
    assert record_key(puzzle) == "schneider.winning_card.42"
    assert current_of("schneider.winning_card.42") == "seed:schneider.winning_card.42"
    assert current_of("schneider-04-queen-on-ten") == "schneider-04-queen-on-ten"


def test_the_section_check_takes_the_three_easiest_then_by_id() -> None:
    bank = {
        p.id: p
        for p in [
            _puzzle("d", difficulty=2),
            _puzzle("c", difficulty=1),
            _puzzle("a", difficulty=3),
            _puzzle("b", difficulty=1),
            _puzzle("e", section="05"),
            _puzzle("f", game="bauernschnapsen"),
        ]
    }
    assert [p.id for p in section_check(bank, "schneider", "04")] == ["b", "c", "d"]
    assert section_check(bank, "schneider", "06") == []


def test_a_long_question_is_cut_at_a_word_with_an_ellipsis() -> None:
    long = _puzzle("x")
    long = Puzzle(**{**long.__dict__, "prompt": {"en": "**Normal game.** " + "word " * 40}})
    text = short_prompt(long, "en", limit=40)
    assert text.endswith("…") and len(text) <= 40 and "*" not in text
    assert text.startswith("Normal game. word")
    assert short_prompt(_puzzle("y"), "ru") == "Who takes it?"  # English when not translated


@given(st.text(min_size=0, max_size=300))
def test_a_short_question_is_one_line_within_the_limit(prompt: str) -> None:
    puzzle = Puzzle(**{**_puzzle("z").__dict__, "prompt": {"en": prompt}})
    text = short_prompt(puzzle, "en", limit=60)
    assert len(text) <= 60 and "\n" not in text


def test_a_pick_is_recorded_as_plain_text() -> None:
    assert given_text("10S") == "10S"
    assert given_text(frozenset({"QS", "10S", "AH"})) == "10S,AH,QS"
    assert given_text(("yes", frozenset({"KH", "AH"}))) == "yes | AH,KH"


def test_the_map_has_a_cell_for_every_section_of_every_game_and_shows_due_counts() -> None:
    mastery = {
        ("schneider", "04"): SectionMastery("schneider", "04", 0.5, 2, 3),
        ("dreierschnapsen", "10"): SectionMastery("dreierschnapsen", "10", 0.0, 0, 1),
    }
    figure = mastery_figure(mastery, Translator("en")).to_dict()
    grey, colour, markers = figure["data"]
    assert len(markers["customdata"]) == 8 + 12 + 12  # the Schnapsen games in the order of issue 12
    cells = {
        tuple(c[:2]): (c[2:], t)
        for c, t in zip(markers["customdata"], markers["text"], strict=True)
    }
    assert cells[("schneider", "04")] == ([2, 3, 0.5], "2")
    assert cells[("dreierschnapsen", "10")] == ([0, 1, 0.0], "")
    assert ("schneider", "09") not in cells  # Schneider's card has eight sections
    # The colour layer has values only where the learner practised: two cells of 3 × 12.
    assert sum(v is not None for row in colour["z"] for v in row) == 2
    assert sum(v is not None for row in grey["z"] for v in row) == 32


def test_a_click_hands_back_a_known_section_only() -> None:
    def event(*data):
        return {"selection": {"points": [{"customdata": list(data)}]}}

    assert clicked_cell(event("bauernschnapsen", "11", 0, 0, 0.0)) == ("bauernschnapsen", "11")
    assert clicked_cell(event("schneider", "11", 0, 0, 0.0)) is None
    assert clicked_cell({"selection": {"points": []}}) is None
    assert clicked_cell(None) is None


def test_the_activity_chart_has_thirty_days_ending_today_in_the_readers_language() -> None:
    today = date(2026, 12, 1)
    days = [(today - timedelta(days=29 - n), n % 3) for n in range(30)]
    bars = activity_figure(days, "de", Translator("de")).to_dict()["data"][0]
    assert bars["x"][-1] == "1. Dez." and bars["x"][0] == "2. Nov."
    assert list(bars["y"]) == [n % 3 for n in range(30)]
