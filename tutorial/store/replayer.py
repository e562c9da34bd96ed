"""The review cards of a big import, replayed in a helper process while the import writes.

An import of 50,000 answers spends about a second replaying FSRS over every puzzle's history
(pure Python, one CPU) and as long again writing rows (the database's work). In one process
the two add up; here the next batch's cards are replayed in a child process while this one's
rows are written (bench/bench_import.py). The child runs this module (`python -m`), reads
one batch of histories at a time from its stdin and writes back the cards, both pickled: it
is our own process talking to us, so nothing foreign is unpickled.

One batch is in flight at a time, and the parent reads the answer before it sends the next:
neither side can block writing into a full pipe while the other does too. If the child cannot
start, or dies, the cards are replayed here instead; the import never depends on it.
"""

from __future__ import annotations

import pickle
import subprocess
import sys
import threading
from collections.abc import Mapping
from contextlib import suppress
from operator import attrgetter
from typing import IO, Any

from tutorial.store.cards import Step, replayed

Histories = Mapping[str, list[Step]]
Cards = dict[str, dict[str, Any]]


def replay_all(histories: Histories) -> Cards:
    """Each puzzle's card columns after its history, the steps put in time order first
    (stable: a new answer at the very moment of a stored one comes after it, as its id will)."""
    return {
        key: replayed(sorted(steps, key=attrgetter("when")))
        for key, steps in sorted(histories.items())
    }


class Replayer:
    """A child process that replays one batch at a time: `send`, then `receive` its cards
    (while the child works the caller writes). With `helper=False`, or if the child fails,
    `receive` replays in this process."""

    def __init__(self, helper: bool) -> None:
        self._child: subprocess.Popen[bytes] | None = None
        self._pending: Histories | None = None
        if helper:
            try:
                self._child = subprocess.Popen(
                    [sys.executable, "-m", "tutorial.store.replayer"],
                    stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE,
                    stderr=subprocess.DEVNULL,
                )
            except OSError:
                self._child = None

    def send(self, histories: Histories) -> None:
        assert self._pending is None, "receive the batch in flight first"
        self._pending = histories
        if self._child is not None:
            try:
                # Plain tuples: pickling 50,000 named tuples took twice as long.
                plain = {key: [tuple(step) for step in steps] for key, steps in histories.items()}
                _write(self._child.stdin, plain)
            except (OSError, pickle.PicklingError):
                self._stop()

    def receive(self) -> Cards:
        histories, self._pending = self._pending, None
        assert histories is not None, "send a batch first"
        if self._child is not None:
            try:
                cards = pickle.load(self._child.stdout)  # type: ignore[arg-type]
                if isinstance(cards, dict):
                    return cards
            except (OSError, EOFError, pickle.UnpicklingError):
                pass
            self._stop()
        return replay_all(histories)

    def close(self) -> None:
        self._stop()

    def _stop(self) -> None:
        child, self._child = self._child, None
        if child is None:
            return
        for stream in (child.stdin, child.stdout):
            with suppress(OSError):
                stream.close()  # type: ignore[union-attr]
        # It exits at the end of its input; reaped aside, so the import does not wait for it.
        threading.Thread(target=_reap, args=(child,), daemon=True).start()


def _reap(child: subprocess.Popen[bytes]) -> None:
    try:
        child.wait(timeout=10)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()


def _write(stream: IO[bytes] | None, value: Any) -> None:
    assert stream is not None
    pickle.dump(value, stream, protocol=pickle.HIGHEST_PROTOCOL)
    stream.flush()


def _serve() -> None:
    """The child: one batch of histories in, its cards out, until the parent closes stdin."""
    while True:
        try:
            plain = pickle.load(sys.stdin.buffer)
        except EOFError:
            return
        histories = {key: [Step(*step) for step in steps] for key, steps in plain.items()}
        _write(sys.stdout.buffer, replay_all(histories))


if __name__ == "__main__":
    _serve()
