"""Session rules and their options: six deals by the card, 10:10 redeal, or a match to a target."""

from __future__ import annotations

from tests.deal_helpers import level_deal
from tutorial.games.schneider.rules import RULES, SchneiderOptions, TieRule
from tutorial.games.schneider.session import SchneiderSession


def test_redeal_option_does_not_count_a_level_deal_and_keeps_the_dealer() -> None:
    session = SchneiderSession(seed=4, options=SchneiderOptions(tie_rule=TieRule.REDEAL))
    dealer = session.dealer
    session.record(level_deal(session))
    assert session.deals_counted == 0
    assert session.dealer == dealer
    assert session.points == [0, 0]


def test_match_to_a_target_ends_when_someone_reaches_it() -> None:
    session = SchneiderSession(seed=5, options=SchneiderOptions(match_target=7))
    session.play_out()
    assert max(session.points) >= 7
    assert session.winner() is not None
    before_last = [
        p - v
        for p, v in zip(session.points, session.deals[-1].result().victory_points, strict=True)
    ]
    assert max(before_last) < 7 or before_last[0] == before_last[1]


def test_session_points_are_the_sum_of_the_deals() -> None:
    session = SchneiderSession(seed=8)
    session.play_out()
    totals = [sum(d.result().victory_points[seat] for d in session.deals) for seat in (0, 1)]
    assert totals == session.points


def test_first_dealer_is_drawn_by_lot_and_reproducible() -> None:
    dealers = {SchneiderSession(seed=s).dealer for s in range(20)}
    assert dealers == {0, 1}
    assert SchneiderSession(seed=3).dealer == SchneiderSession(seed=3).dealer


def test_options_round_trip_through_plain_data() -> None:
    options = SchneiderOptions(tie_rule=TieRule.REDEAL, match_target=10)
    assert RULES.parse_options(options.to_dict()) == options
