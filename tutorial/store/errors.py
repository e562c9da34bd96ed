"""The three ways the store says no: the database is unusable, the learner is unknown, a file is bad.

Pages catch `StoreUnavailable` and carry on without memory; its text never holds a password.
"""

from __future__ import annotations

from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, NoSuchModuleError


class StoreUnavailable(RuntimeError):
    """The database cannot be opened or used; `reason` is short and free of credentials."""

    def __init__(self, reason: str, url: str = "") -> None:
        super().__init__(reason)
        self.reason = reason
        self.url = url


class UnknownLearner(LookupError):
    """No learner has this token (never created, or forgotten)."""

    def __init__(self) -> None:
        super().__init__("no learner with this token")


class ProgressFileProblem(ValueError):
    """An imported progress file that is refused: `field: reason` for the first problem found."""

    def __init__(self, problems: list[tuple[str, str]]) -> None:
        field, reason = problems[0]
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        super().__init__(f"{field}: {reason}{more}")
        self.field = field
        self.reason = reason
        self.problems = problems


def masked(url: str | URL) -> str:
    """The URL with its password replaced by ***, or a placeholder when it does not parse."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except ArgumentError:
        return "<unparsable database URL>"


def _password(url: str | URL) -> str | None:
    try:
        return make_url(url).password
    except ArgumentError:
        return None


def _first_line(text: str) -> str:
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    return lines[0] if lines else ""


def reason_of(exc: BaseException) -> str:
    """One line saying what went wrong, from the driver's own message where there is one."""
    if isinstance(exc, DBAPIError) and exc.orig is not None:
        text = _first_line(str(exc.orig)) or type(exc.orig).__name__
    elif isinstance(exc, NoSuchModuleError):
        text = "unknown database kind in the URL"
    elif isinstance(exc, ArgumentError):
        text = "the database URL does not parse"
    elif isinstance(exc, ImportError):
        text = f"database driver not installed ({exc.name or exc})"
    else:
        text = _first_line(str(exc)) or type(exc).__name__
    return text.removeprefix("connection failed: ")


def unavailable(exc: BaseException, url: str | URL) -> StoreUnavailable:
    """The `StoreUnavailable` for this failure, with any password scrubbed from the text."""
    reason = reason_of(exc)
    password = _password(url)
    if password:
        reason = reason.replace(password, "***")
    return StoreUnavailable(reason, masked(url))
