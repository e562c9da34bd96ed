"""Lesson cells as widgets: replay and puzzle cells step and answer inside a lesson."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest


def _cell_app(kind: str, ref: str, lang: str) -> AppTest:
    def app(kind: str, ref: str, lang: str) -> None:
        from tutorial.app.shell.state import Settings
        from tutorial.app.widgets.cells import render_cell
        from tutorial.content.cells import Cell
        from tutorial.words.card_names import Skin

        render_cell(Cell(kind, 1, ref=ref), Settings(lang, Skin.FRENCH, False), "x")

    return AppTest.from_function(app, kwargs={"kind": kind, "ref": ref, "lang": lang}).run()


def test_a_replay_cell_steps_through_the_worked_example() -> None:
    at = _cell_app("replay", "schneider-07-nine-then-jack", "de")
    assert not at.exception
    at.button(key="replay_cell_x_next").click().run()
    at.button(key="replay_cell_x_next").click().run()
    text = " ".join(m.value for m in at.markdown)
    assert "Pik-Buben" in text
    assert at.caption[-1].value == "Schritt 2 von 2"


def test_a_puzzle_cell_answers_inside_the_lesson() -> None:
    at = _cell_app("puzzle", "schneider-04-queen-on-ten", "en")
    assert not at.exception
    at.button_group(key="pick_cell_x").set_value("10S").run()
    assert at.success[0].value == "Right!"


def test_a_variant_try_it_cell_says_which_rule_it_plays() -> None:
    """Issue 12 §7: the example under a variant box names the variant; the card's own do not."""
    from tests.apptest_helpers import open_page

    at = open_page("lessons", lang="en", game="schneider", section="next-rank")
    captions = [c.value for c in at.caption if "Rule variant" in c.value]
    assert captions == [":material/tune: Rule variant: the next rank of any suit beats a card"]
    german = open_page("lessons", lang="de", game="bauernschnapsen", section="legal-plays")
    variants = [c.value for c in german.caption if "tune" in c.value]
    assert len(variants) == 2 and all(
        v.startswith(":material/tune: Regelvariante: ") for v in variants
    )
