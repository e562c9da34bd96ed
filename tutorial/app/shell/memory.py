"""The page side of the learner's memory: one store per process, and a memory that never raises.

Pages never talk to the database: they call `here()` and use the `Memory` it returns, whose
`call` runs one method of `tutorial/store/repository.py` for this learner. When the database
cannot be opened (or fails mid-visit), the reader sees one banner and the visit goes on with a
private in-memory store, so every page still counts, lists and reviews; what the learner does
then waits in `outbox.py` and is written, in order and once, when the database answers again
(the next run after `RETRY_AFTER`). Only closing the tab before that loses it.

A failure to open the database is remembered for `RETRY_AFTER` seconds, so reruns do not each
wait for a connection timeout; who the learner is comes from `identity.py`. A first visit's
learner is pending there (no row yet): reads of it find nothing, and its first write (any method
but `READS`, or `ensure` before a class action) makes the row.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from typing import Concatenate, ParamSpec, TypeVar

import streamlit as st

from tutorial.app.shell import outbox
from tutorial.app.shell.identity import LINK, drop_learner, is_pending, learner_token, settled
from tutorial.app.shell.state import Settings
from tutorial.store.database import ENV_URL
from tutorial.store.repository import Store, StoreUnavailable, UnknownLearner, open_store

LOG = logging.getLogger("kartenschule")
RETRY_AFTER = 15.0  # seconds before a database that failed is tried again
MEMORY = "memory"  # session key: this run's `Memory`
FALLBACK = "memory_fallback"  # session key: the private in-memory store and its learner

P = ParamSpec("P")
T = TypeVar("T")

# The store's methods that only read (or forget): for a pending learner, who has no row yet,
# they find nothing, so they are not called. Every other method keeps something, and makes the
# row first.
READS = frozenset(
    {
        Store.score, Store.outcomes, Store.review_queue, Store.sections_read, Store.predictions,
        Store.deals_played, Store.frequent_mistakes, Store.mastery, Store.activity,
        Store.streak_days, Store.export, Store.forget, Store.latest_answers, Store.next_due,
        Store.first_tries, Store.personal_puzzle, Store.personal_puzzles, Store.mistake_motifs,
    }
)  # fmt: skip

_failed: dict[str, tuple[float, StoreUnavailable]] = {}
_failed_lock = threading.Lock()


@st.cache_resource(show_spinner=False)
def _open(url: str) -> Store:
    """The shared store of this URL ('' = the default), opened and migrated once per process."""
    return open_store(url or None)


def _configured_url() -> str:
    return os.environ.get(ENV_URL, "")


def _remember_failure(url: str, problem: StoreUnavailable) -> None:
    with _failed_lock:
        _failed[url] = (time.monotonic(), problem)


def shared_store() -> Store | StoreUnavailable:
    """The process's store, or why it cannot be used (a recent failure is not retried yet)."""
    url = _configured_url()
    with _failed_lock:
        failed = _failed.get(url)
    if failed is not None and time.monotonic() - failed[0] < RETRY_AFTER:
        return failed[1]
    try:
        store = _open(url)
    except StoreUnavailable as problem:
        LOG.warning("progress database unavailable (%s): %s", problem.url, problem.reason)
        _remember_failure(url, problem)
        return problem
    with _failed_lock:
        _failed.pop(url, None)
    return store


def _private_store() -> tuple[Store, str] | None:
    """This session's own in-memory store and learner (kept in the session, lost with it)."""
    kept = st.session_state.get(FALLBACK)
    if kept is None:
        try:
            store = open_store("sqlite://")
            kept = (store, store.create_learner().token)
        except StoreUnavailable:  # not even memory: pages show what they can without it
            LOG.exception("no in-memory store either")
            return None
        st.session_state[FALLBACK] = kept
    return kept


def _in_private_memory(
    method: Callable[..., T], default: T, args: tuple[object, ...], kwargs: dict[str, object]
) -> T:
    """A record the database refused, written to the private store the next runs read from, so
    the counts on the page include it."""
    private = _private_store()
    if private is None:
        return default
    try:
        return method(private[0], private[1], *args, **kwargs)
    except (StoreUnavailable, ValueError):
        return default


@dataclass(frozen=True)
class Memory:
    """One learner's memory for one page run. `lasting` is False for the session-only store;
    `pending` is True while the learner has no row yet (a first visit that kept nothing)."""

    store: Store | None
    token: str
    lasting: bool
    pending: bool = False

    def call(
        self,
        method: Callable[Concatenate[Store, str, P], T],
        default: T,
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> T:
        """`method(store, token, …)`, or `default` when the database fails or the learner is
        gone (forgotten in another tab): the page draws on, and the next run starts afresh. A
        record (`outbox.LATE`) that cannot reach the database now waits in the outbox."""
        late = method in outbox.LATE
        if late:
            kwargs = outbox.stamped(method, kwargs)  # type: ignore[assignment]
            if not self.lasting:
                outbox.keep(method, args, kwargs)
        if self.store is None:
            return default
        try:
            if self.pending and is_pending():
                if method in READS:
                    return default  # nothing is kept about this visitor yet
                self.ensure()
            return method(self.store, self.token, *args, **kwargs)
        except UnknownLearner:
            drop_learner()
        except StoreUnavailable as problem:
            LOG.warning("progress database failed (%s): %s", problem.url, problem.reason)
            if self.lasting:
                _remember_failure(_configured_url(), problem)
                if late:
                    outbox.keep(method, args, kwargs)
                    return _in_private_memory(method, default, args, kwargs)
        return default

    def ensure(self) -> str:
        """The token, with the learner's row made first if this visitor has none yet (before
        starting a class, or showing the personal link). Raises `StoreUnavailable`."""
        if self.store is not None and self.pending and is_pending():
            if self.store.learner(self.token) is None:
                # ValueError: another tab of this visitor made it a moment ago.
                with suppress(ValueError):
                    self.store.create_learner(token=self.token)
            settled()
        return self.token


def begin(settings: Settings) -> Memory:
    """Find the store and the learner for this run (banner when memory is off); keep it for `here`."""
    found = shared_store()
    memory: Memory
    if isinstance(found, Store):
        try:
            token = learner_token(found, settings)
            memory = Memory(found, token, True, is_pending())
            if outbox.waiting():
                _write_back(memory, settings)
        except StoreUnavailable as problem:
            LOG.warning("progress database failed (%s): %s", problem.url, problem.reason)
            _remember_failure(_configured_url(), problem)
            found = problem
    if isinstance(found, StoreUnavailable):
        st.query_params.pop(LINK, None)  # a personal link cannot be followed now; never keep it
        private = _private_store()
        memory = Memory(*private, False) if private else Memory(None, "", False)
        _banner(settings, found.reason)
    st.session_state[MEMORY] = memory
    return memory


def _write_back(memory: Memory, settings: Settings) -> None:
    """Write what waited in the outbox (raises `StoreUnavailable` if the database fails again
    on the way: what is not written yet goes on waiting), then say so once."""

    def write(item: outbox.Waiting) -> None:
        memory.ensure()  # a first visit's row, made before its first record
        try:
            item.method(memory.store, memory.token, *item.args, **item.kwargs)
        except (UnknownLearner, ValueError):  # forgotten meanwhile, or a record it refuses
            LOG.warning("a record kept during an outage was not written back", exc_info=True)

    answers = outbox.flush(write)
    st.session_state.pop(FALLBACK, None)  # the database has it all now
    t = settings.t
    if answers:
        text = t.ngettext(
            "Your progress can be saved again: {n} answer given meanwhile is saved now.",
            "Your progress can be saved again: {n} answers given meanwhile are saved now.",
            answers,
        ).format(n=answers)
    else:
        text = t._("Your progress can be saved again: what you did meanwhile is saved now.")
    st.success(text, icon=":material/cloud_done:")


def _banner(settings: Settings, reason: str) -> None:
    t = settings.t
    text = t._(
        "Your progress cannot be saved right now. What you do is kept on this page and saved "
        "when the database answers again; closing the page before then loses it. Reason: {reason}"
    ).format(reason=reason)
    answers = outbox.answers_waiting()
    if answers:
        text += " " + t.ngettext(
            "{n} answer is waiting to be saved.", "{n} answers are waiting to be saved.", answers
        ).format(n=answers)
    st.warning(text, icon=":material/cloud_off:")


def here() -> Memory:
    """The memory `begin` found for this run (a memory that keeps nothing outside a run)."""
    memory = st.session_state.get(MEMORY)
    return memory if isinstance(memory, Memory) else Memory(None, "", False)
