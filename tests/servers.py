"""The real app served by `streamlit run` on a free port: for browser tests and benches.

A served app keeps progress in the database its environment names; `Server` gives it one of its
own and can restart it on the same port (a process that dies mid-class).
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def serve(
    port: int, env: dict[str, str] | None = None, root: Path = ROOT, timeout: float = 30
) -> subprocess.Popen:
    """`streamlit run` of the app in `root` on `port`, returned once its health check says ok."""
    command = [
        sys.executable, "-m", "streamlit", "run", str(root / "streamlit_app.py"),
        "--server.headless=true", "--server.address=127.0.0.1", f"--server.port={port}",
        "--browser.gatherUsageStats=false", "--server.fileWatcherType=none",
    ]  # fmt: skip
    proc = subprocess.Popen(
        command, cwd=root, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        env={**os.environ, **(env or {})},
    )  # fmt: skip
    deadline = time.monotonic() + timeout
    while True:
        try:
            with urllib.request.urlopen(
                f"http://127.0.0.1:{port}/_stcore/health", timeout=1
            ) as response:
                if response.read() == b"ok":
                    return proc
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                output = proc.stdout.read().decode() if proc.stdout else ""
                raise RuntimeError(f"streamlit did not start:\n{output}") from None
            time.sleep(0.1)


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(10)


class Server:
    """A served app with a progress database of its own, which a test may restart."""

    def __init__(
        self, database_url: str, root: Path = ROOT, env: dict[str, str] | None = None
    ) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.root = root
        self._env = {**(env or {}), "KARTENSCHULE_DATABASE_URL": database_url}
        self._proc = serve(self.port, self._env, root)

    @property
    def pid(self) -> int:
        return self._proc.pid

    def restart(self) -> None:
        """Stop the server process and start a new one on the same port and database."""
        stop(self._proc)
        self._proc = serve(self.port, self._env, self.root)

    def stop(self) -> None:
        stop(self._proc)
