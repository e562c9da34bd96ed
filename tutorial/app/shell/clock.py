"""The time the pages go by: one function, so tests can set the clock instead of sleeping.

Pages call `clock.now()` (the module attribute, read at call time), never `datetime.now`, where a
time decides what is shown or stored: the review queue, when the next review is due, the time an
answer is recorded. Tests replace it with `monkeypatch.setattr(clock, "now", ...)`.
"""

from __future__ import annotations

from datetime import UTC, datetime


def now() -> datetime:
    """The current time, timezone-aware, in UTC."""
    return datetime.now(UTC)
