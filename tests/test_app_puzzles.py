"""The Puzzles page under AppTest: right and wrong answers, explanations, retrying, deep links."""

from __future__ import annotations

from tests.apptest_helpers import open_page

QUEEN = "schneider-04-queen-on-ten"
PICK = f"pick_quiz_{QUEEN}"


def test_a_wrong_answer_is_explained_and_listed_for_retry() -> None:
    at = open_page("puzzles", lang="en", puzzle=QUEEN)
    assert not at.exception
    at.button_group(key=PICK).set_value("QS").run()
    assert [e.value for e in at.error] == ["Not quite: Q♠ is not the answer."]
    text = " ".join(m.value for m in at.markdown)
    assert "The answer: **10♠**" in text and "Only J♠ beats 10♠" in text and "(card §04)" in text
    assert [m.value for m in at.metric] == ["1", "0", "0"]
    retry = at.button(key=f"retry_{QUEEN}")
    retry.click().run()
    at.button_group(key=PICK).set_value("10S").run()
    assert at.success[0].value == "Right!"
    # Both answers are remembered: two answered, the retry right, a streak of one.
    assert [m.value for m in at.metric] == ["2", "1", "1"]
    assert not [b for b in at.button if b.key == f"retry_{QUEEN}"]


def test_a_right_answer_in_german() -> None:
    at = open_page("puzzles", lang="de", puzzle=QUEEN)
    at.button_group(key=PICK).set_value("10S").run()
    assert at.success[0].value == "Richtig!"
    assert any("Nur J♠ sticht 10♠" in m.value for m in at.markdown)


def test_generated_practice_by_seed_link() -> None:
    at = open_page("puzzles", lang="ru", seed="schneider.deal_score.3")
    assert not at.exception
    key = next(b.key for b in at.button_group if str(b.key).startswith("pick_quiz_seed"))
    assert at.button_group(key=key).options == ["0", "1", "2", "3"]


def test_variant_toggle_shows_what_changes() -> None:
    at = open_page("puzzles", lang="en", puzzle=QUEEN)
    at.toggle(key=f"variants_quiz_{QUEEN}").set_value(True).run()
    text = " ".join(m.value for m in at.markdown)
    assert "any higher card of the same suit beats" in text and "→ Q♠" in text


def test_bad_links_warn_and_still_show_a_puzzle() -> None:
    at = open_page("puzzles", lang="en", puzzle="no-such-puzzle")
    assert not at.exception
    assert any("Unknown puzzle 'no-such-puzzle'" in w.value for w in at.warning)
    at = open_page("puzzles", lang="en", seed="chess.mate.1")
    assert any("Unknown practice seed 'chess.mate.1'" in w.value for w in at.warning)


def test_a_wrong_score_shows_its_own_misreading() -> None:
    pack = "bauern-01-pack-of-120"  # 78 against 42 card points in 2 tricks: the claimers get 1
    at = open_page("puzzles", lang="en", puzzle=pack)
    at.button_group(key=f"pick_quiz_{pack}").set_value("claimers:2").run()
    text = " ".join(m.value for m in at.markdown)
    assert "2 game points forgets the 33 line: the opponents have 42 card points" in text
