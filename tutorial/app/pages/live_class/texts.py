"""What a live class says when the store refuses something, in the reader's language.

The store names the rule (`ClassRefused.why`); the page shows one clear sentence for it, never a
traceback. Nicknames are the class's own text: `plain` makes them inert in Markdown.
"""

from __future__ import annotations

import re

from tutorial.app.shell.state import Settings
from tutorial.store.class_records import ClassRefused, TooManyAttempts
from tutorial.store.classroom import NICKNAME_MAX

_MARKDOWN = re.compile(r"([\\`*_{}\[\]()<>#+\-.!|~:$])")


def plain(text: str) -> str:
    """`text` shown as it is in Markdown: no emphasis, link, HTML or icon can come out of it."""
    return _MARKDOWN.sub(r"\\\1", text)


def refusal(problem: ClassRefused, settings: Settings, code: str = "") -> str:
    """One sentence for a refused class action."""
    t = settings.t
    if isinstance(problem, TooManyAttempts):
        return t.ngettext(
            "Too many tries to join. Please wait {n} second and try again.",
            "Too many tries to join. Please wait {n} seconds and try again.",
            problem.wait,
        ).format(n=problem.wait)
    messages = {
        "unknown_code": t._(
            "There is no open class with the code {code}. Check the code with your teacher: "
            "a class that has ended takes no one."
        ),
        "nickname_taken": t._(
            "Someone in this class already uses this nickname. Please choose another one."
        ),
        "bad_nickname": t._("Please choose a nickname of 1 to {n} visible characters."),
        "not_a_member": t._("You are not in this class. Join it with its code."),
        "answer_closed": t._(
            "This answer came too late: the teacher has revealed the question, moved on or "
            "ended the class, so it was not counted. Your earlier answers are kept."
        ),
        "already_answered": t._(
            "You have answered this question already; your first answer counts."
        ),
        "not_teacher": t._(
            "This browser no longer holds the teacher key of class {code} (it was opened in "
            "another browser). Open the class again from your list of classes."
        ),
    }
    text = messages.get(problem.why, t._("This is not possible right now."))
    return text.format(code=plain(code) or "—", n=NICKNAME_MAX)
