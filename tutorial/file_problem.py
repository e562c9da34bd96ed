"""A problem found in a file a teacher wrote (a puzzle, a replay): where it is and what is wrong.

Every such problem prints as `path:line: field: reason`, so the CLI, the tests and the app report
scenario and replay files the same way.
"""

from __future__ import annotations


class FileProblem(ValueError):
    """The file, line, field and reason of one problem, ready to print."""

    def __init__(self, path: str, line: int, field_name: str, reason: str) -> None:
        super().__init__(f"{path}:{line}: {field_name}: {reason}")
        self.path = path
        self.line = line
        self.field = field_name
        self.reason = reason
