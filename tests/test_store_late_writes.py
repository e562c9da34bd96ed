"""A record written again after an outage is kept once (issue 19 §5).

The page gives every answer, guess and deal an id of its own (`tutorial/app/shell/outbox.py`); when a
write is tried again because the database did not answer the first time — it may have taken
the first try after all — the store keeps one row. Sent in any order and any number of times,
the rows are exactly the distinct records, and the review schedule is the one of one answer each.
"""

from __future__ import annotations

from datetime import timedelta

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.store_fixtures import T0, answer
from tutorial.store.repository import Store

UIDS = [f"{n:032x}" for n in range(6)]


def test_an_answer_sent_twice_with_its_id_is_one_row_and_one_review(store: Store) -> None:
    token = store.create_learner().token
    first = answer(store, token, "schneider-04-a", False, T0, uid=UIDS[0])
    again = answer(store, token, "schneider-04-a", False, T0, uid=UIDS[0])
    assert again == first  # the schedule of one answer, not of two
    assert store.score(token).answered == 1


def test_a_guess_and_a_deal_sent_twice_with_their_ids_are_one_row_each(store: Store) -> None:
    token = store.create_learner().token
    for _ in range(2):
        store.record_prediction(
            token, "schneider-07-whole-deal-16-4", 3, "A", True, T0, uid=UIDS[1]
        )
    rows = {store.record_deal(token, "schneider", {}, 2, 0, T0, uid=UIDS[2]) for _ in range(2)}
    assert len(store.predictions(token)) == 1
    assert len(rows) == 1 and store.deals_played(token)[0].deals == 1


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.lists(st.integers(0, len(UIDS) - 1), min_size=1, max_size=15))
def test_retried_answers_in_any_order_leave_exactly_the_distinct_ones(
    store: Store, sends: list[int]
) -> None:
    token = store.create_learner().token
    for n in sends:
        answer(
            store, token, f"schneider-04-{n}", n % 2 == 0, T0 + timedelta(minutes=n), uid=UIDS[n]
        )
    assert store.score(token).answered == len(set(sends))
