"""A problem found in a file a teacher wrote (a puzzle, a replay) or a user uploaded: where and what.

Every such problem prints as one line, `path:line: field: reason`, so the CLI, the tests and the
app report scenario files, replay files and imports the same way. Line 0 means the problem is
about the file as a whole (too large, not a file, JSON without line numbers); it then prints as
`path: field: reason`.
"""

from __future__ import annotations

import json
import re

MAX_REASON = 1000
PLAIN_FIELD = re.compile(r"[\w.\-]+")  # a field path as the schemas name it: `checks.1.trick`


def shown_field(name: str) -> str:
    """A field name as written in the one-line message: plain, or quoted when a file's own key
    holds spaces, colons or line breaks (`"x: y"`), so the line still reads `field: reason`."""
    return name if PLAIN_FIELD.fullmatch(name) else json.dumps(name, ensure_ascii=False)


def _one_line(text: str) -> str:
    flat = " ".join(str(text).split())
    return flat if len(flat) <= MAX_REASON else flat[: MAX_REASON - 1] + "…"


class FileProblem(ValueError):
    """The file, line, field and reason of one problem, ready to print."""

    def __init__(self, path: str, line: int, field_name: str, reason: str) -> None:
        self.path = path
        self.line = line
        self.field = field_name
        self.reason = _one_line(reason)
        where = f"{path}:{line}" if line else path
        super().__init__(f"{where}: {shown_field(field_name)}: {self.reason}")

    @property
    def detail(self) -> str:
        """`field: reason`, without the file: what the app shows next to an upload's name."""
        return f"{shown_field(self.field)}: {self.reason}"
