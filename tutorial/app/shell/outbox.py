"""What a learner did while the database could not be reached, kept until it can be written.

During an outage `memory.py` carries on with a private in-memory store, so the page still
answers, counts and reviews. Every record made then (an answer, a skip, a section read, a
replay guess, a deal) is also kept here, in the session, stamped with its own time and id. When
the database answers again, `flush` writes them in the order they were made; the id makes a
second try of the same record harmless (`Store.record_answer(uid=…)`), so each is kept once.
Only closing the tab before the database comes back loses them, and the banner says so.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import streamlit as st

from tutorial.app.shell import clock
from tutorial.store.repository import Store

OUTBOX = "memory_outbox"  # session key: the records waiting for the database, oldest first

# The records that may wait: each is a fact with a time of its own, so writing it late keeps
# its meaning. Commands the learner expects to take effect at once (a nickname, forgetting,
# an import) are not among them.
LATE: frozenset[Callable[..., Any]] = frozenset(
    {
        Store.record_answer, Store.record_skip, Store.record_section_read,
        Store.record_prediction, Store.record_deal,
    }
)  # fmt: skip
_WITH_UID = frozenset({Store.record_answer, Store.record_prediction, Store.record_deal})


@dataclass(frozen=True)
class Waiting:
    """One record for the database: `method(store, token, *args, **kwargs)`."""

    method: Callable[..., Any]
    args: tuple[Any, ...]
    kwargs: dict[str, Any] = field(default_factory=dict)

    @property
    def is_answer(self) -> bool:
        return self.method is Store.record_answer


def stamped(method: Callable[..., Any], kwargs: dict[str, Any]) -> dict[str, Any]:
    """The call's keywords with the time it happened and an id of its own, so that writing it
    now or after an outage stores the same row."""
    if method not in LATE:
        return kwargs
    done = dict(kwargs)
    done.setdefault("at", clock.now())
    if method in _WITH_UID:
        done.setdefault("uid", uuid.uuid4().hex)
    return done


def waiting() -> list[Waiting]:
    """The records waiting in this session, oldest first."""
    return st.session_state.setdefault(OUTBOX, [])


def keep(method: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    """Keep one record (already `stamped`) until the database answers again."""
    waiting().append(Waiting(method, args, kwargs))


def answers_waiting() -> int:
    return sum(1 for item in waiting() if item.is_answer)


def flush(write: Callable[[Waiting], None]) -> int:
    """Write the waiting records in order with `write`, each removed once it is written; the
    first failure stops the flush and leaves the rest waiting. Returns the answers written."""
    queue = waiting()
    written = 0
    while queue:
        write(queue[0])  # raises StoreUnavailable: the rest waits for the next try
        written += queue.pop(0).is_answer
    return written
