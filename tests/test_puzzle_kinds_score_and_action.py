"""The puzzle kinds for the score of a game (Bummerl, Schneider's session) and for whether an
action is allowed (trumps, bids, marriages): answered by the engine, and broken files refused
with a clear message."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutorial.formats.file_problem import FileProblem
from tutorial.games.registry import GAMES
from tutorial.games.schnapsen.session import BauernSession, DreierSession
from tutorial.games.schneider.session import SchneiderSession
from tutorial.puzzles.check import solve
from tutorial.puzzles.loader import puzzle_from_data
from tutorial.puzzles.model import Puzzle

TEXT = {"en": "?", "de": "?", "ru": "?", "pt": "?"}


def _puzzle(game: str, kind: str, position: dict[str, Any], **extra: Any) -> Puzzle:
    data = {"id": "t", "game": game, "kind": kind, "section": "02", "prompt": TEXT,
            "position": position, "answer": "0", **extra}  # fmt: skip
    return puzzle_from_data(data, {}, "test.yaml", 1)


def _answer(game: str, kind: str, position: dict[str, Any], **extra: Any) -> str:
    (answer,) = solve(_puzzle(game, kind, position, **extra)).correct
    return answer


# -- Bummerl (S3 §07, S4 "Objective and scoring") -------------------------------------------------


def test_a_pair_with_game_points_takes_one_bummerl() -> None:
    deals = [[2, 0], [0, 4], [12, 0], [9, 0], [0, 1], [3, 0]]  # the lesson's score sheet
    assert _answer("bauernschnapsen", "bummerl", {"deals": deals}) == "1"


def test_a_pair_without_a_game_point_is_schneider_and_takes_two() -> None:
    assert _answer("bauernschnapsen", "bummerl", {"deals": [[12, 0], [6, 0], [9, 0]]}) == "2"


def test_nobody_has_a_bummerl_before_someone_reaches_24() -> None:
    assert _answer("bauernschnapsen", "bummerl", {"deals": [[12, 0], [0, 9], [2, 0]]}) == "0"


def test_retourschneider_is_a_variant_in_bauernschnapsen() -> None:
    deals = {"deals": [[23, 0], [0, 24]]}
    assert _answer("bauernschnapsen", "bummerl", deals) == "1"
    assert _answer("bauernschnapsen", "bummerl", deals, options={"retourschneider": True}) == "4"


def test_two_at_23_lose_to_the_third_at_0_retourschneider_in_dreierschnapsen() -> None:
    deals = [[0, 23, 0], [0, 0, 23], [24, 0, 0]]
    assert _answer("dreierschnapsen", "bummerl", {"deals": deals}) == "4"


def test_the_last_place_in_dreierschnapsen_takes_the_bummerl_two_at_zero() -> None:
    assert _answer("dreierschnapsen", "bummerl", {"deals": [[12, 0, 0], [12, 0, 0]]}) == "2"
    assert _answer("dreierschnapsen", "bummerl", {"deals": [[20, 3, 0], [6, 0, 0]]}) == "2"
    assert _answer("dreierschnapsen", "bummerl", {"deals": [[20, 3, 1], [6, 0, 0]]}) == "1"


BAUERN_ROW = st.tuples(st.sampled_from([1, 2, 3, 4, 6, 9, 12, 24]), st.booleans()).map(
    lambda r: [r[0], 0] if r[1] else [0, r[0]]
)


def _rows_until_over(rows: list[list[int]]) -> list[list[int]]:
    sheet, kept = BauernSession(seed=1), []
    for row in rows:
        if sheet.is_over():
            break
        sheet.add_points(row)
        kept.append(row)
    return kept


@settings(max_examples=60, deadline=None)
@given(st.lists(BAUERN_ROW, min_size=1, max_size=12))
def test_bummerl_depends_on_the_totals_not_on_which_column_is_us(rows: list[list[int]]) -> None:
    rows = _rows_until_over(rows)
    answer = _answer("bauernschnapsen", "bummerl", {"deals": rows})
    swapped = _answer("bauernschnapsen", "bummerl", {"deals": [r[::-1] for r in rows]})
    assert answer == swapped
    totals = [sum(r[0] for r in rows), sum(r[1] for r in rows)]
    assert (answer == "0") == (max(totals) < 24)
    assert (answer == "2") == (max(totals) >= 24 and min(totals) == 0)


def test_a_played_game_and_its_score_sheet_give_the_same_bummerl() -> None:
    for game, session_class in (
        ("bauernschnapsen", BauernSession),
        ("dreierschnapsen", DreierSession),
    ):
        for seed in range(3):
            session = session_class(seed=seed)
            session.play_out()
            rows = [
                list(
                    d.result().team_points if game == "bauernschnapsen" else d.result().game_points
                )
                for d in session.deals
            ]
            rows = [r for r in rows if sum(r)]
            if (
                max(session.bummerl().values(), default=0) in (1, 2, 4)
                and session.winner() is not None
            ):
                expected = str(max(session.bummerl().values()))
                assert _answer(game, "bummerl", {"deals": rows}) == expected


# -- Schneider's session of six deals (S0 §03, §06) -----------------------------------------------


def test_a_session_is_six_deals_and_a_ten_all_deal_counts() -> None:
    deals = [[12, 8], [10, 10], [4, 16], [11, 9], [20, 0]]
    assert _answer("schneider", "session_winner", {"deals": deals}) == "open"
    assert _answer("schneider", "session_winner", {"deals": [*deals, [9, 11]]}) == "A"


def test_equal_victory_points_draw_the_session() -> None:
    deals = [[12, 8], [8, 12], [16, 4], [4, 16], [10, 10], [10, 10]]
    assert _answer("schneider", "session_winner", {"deals": deals}) == "draw"


def test_under_the_redeal_variant_a_ten_all_deal_does_not_count() -> None:
    deals = [[12, 8], [10, 10], [4, 16], [11, 9], [20, 0], [9, 11]]
    options = {"tie_rule": "redeal"}
    assert _answer("schneider", "session_winner", {"deals": deals}, options=options) == "open"


HONOURS = st.integers(min_value=0, max_value=20).map(lambda a: [a, 20 - a])


@settings(max_examples=60, deadline=None)
@given(st.lists(HONOURS, min_size=1, max_size=6))
def test_swapping_the_players_swaps_the_session_winner(rows: list[list[int]]) -> None:
    answer = _answer("schneider", "session_winner", {"deals": rows})
    swapped = _answer("schneider", "session_winner", {"deals": [r[::-1] for r in rows]})
    assert swapped == {"A": "B", "B": "A"}.get(answer, answer)
    assert (answer == "open") == (len(rows) < SchneiderSession(seed=1).options.match_deals)


# -- Whether an action is allowed (trumps, bids, marriages) ----------------------------------------


def test_forehand_names_trumps_only_from_his_first_three_cards_also_after_a_knock() -> None:
    deal = GAMES["bauernschnapsen"].new_deal(1, {"cut": "knock"})
    first = {c.suit.value for c in deal.first_three}
    for suit in "SHDC":
        position = {"seed": 1, "action": {"trump": suit}}
        verdict = _answer("bauernschnapsen", "action_legal", position, options={"cut": "knock"})
        assert verdict == ("yes" if suit in first else "no")


@settings(max_examples=25, deadline=None)
@given(
    st.sampled_from(["bauernschnapsen", "dreierschnapsen"]),
    st.integers(min_value=1, max_value=10_000),
    st.integers(min_value=0, max_value=30),
)
def test_an_action_is_allowed_exactly_when_the_deal_lists_it(
    game: str, seed: int, depth: int
) -> None:
    deal = GAMES[game].new_deal(seed, {})
    rng = random.Random(seed)
    steps: list[dict[str, Any]] = []
    for _ in range(depth):
        if deal.is_over():
            break
        action = rng.choice(deal.legal_actions())
        steps.append(_step(action))
        deal.apply(action)
    if deal.is_over():
        return
    legal = deal.legal_actions()
    for action in legal[:4]:
        assert (
            _answer(game, "action_legal", {"seed": seed, "steps": steps, "action": _step(action)})
            == "yes"
        )
    for suit in "SHDC":  # naming trumps: allowed only when the deal offers that very suit
        expected = "yes" if any(a.kind == "trump" and a.value == suit for a in legal) else "no"
        position = {"seed": seed, "steps": steps, "action": {"trump": suit}}
        assert _answer(game, "action_legal", position) == expected


def _step(action: Any) -> dict[str, Any]:
    value = action.card.code if action.card is not None else (action.value or True)
    return {action.kind: value, **({"flag": True} if action.flag else {})}


# -- Broken positions: one clear problem, never a traceback ---------------------------------------

JUNK = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 700) | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["bauernschnapsen", "dreierschnapsen", "schneider"]), JUNK, JUNK)
def test_broken_deals_and_actions_are_clear_problems(game: str, deals: Any, action: Any) -> None:
    kinds = {"schneider": ["session_winner"], "bauernschnapsen": ["bummerl", "action_legal"],
             "dreierschnapsen": ["bummerl", "action_legal"]}[game]  # fmt: skip
    for kind in kinds:
        position = {"deals": deals} if kind != "action_legal" else {"seed": 3, "action": action}
        try:
            solve(_puzzle(game, kind, position))
        except FileProblem as problem:
            assert problem.path == "test.yaml" and str(problem.reason)


@pytest.mark.parametrize(
    "position", [{"deals": [[1, 1]]}, {"deals": [[0, 0]]}, {"deals": [[3, 0, 0]]}]
)
def test_impossible_score_rows_name_the_field(position: dict[str, Any]) -> None:
    with pytest.raises(FileProblem) as caught:
        solve(_puzzle("bauernschnapsen", "bummerl", position))
    assert caught.value.field.startswith("position.deals")
