"""What the pages say when the store refuses a change to a puzzle set, a class or its homework,
in the reader's language: one sentence per rule (`ClassRefused.why`), never a traceback."""

from __future__ import annotations

from datetime import datetime

from babel.dates import format_date

from tutorial.store.class_records import ClassRefused
from tutorial.words.explain import BABEL_LOCALES
from tutorial.words.i18n import Translator


def refusal_text(problem: ClassRefused, t: Translator) -> str:
    messages = {
        "unknown_set": t._("There is no such puzzle set any more. It may have been deleted."),
        "set_full": t._(
            "This is more than a set or a teacher may keep (200 puzzles a set, 100 sets). "
            "Please start another set or remove some."
        ),
        "bad_title": t._(
            "Please give a title of visible characters: at most 120 for a set, 80 for a class."
        ),
        "homework_full": t._("A class holds at most 50 homework items. Please remove some."),
        "not_teacher": t._("Only the teacher who made it can change this."),
        "not_a_member": t._("This student is no longer in the class."),
        "unknown_code": t._("There is no such class."),
    }
    return messages.get(problem.why, t._("This is not possible right now."))


def day_text(moment: datetime, lang: str) -> str:
    """A due date as the reader's locale writes it ("3 Dec 2026", "03.12.2026", "3 дек. 2026 г.")."""
    return format_date(moment.date(), format="medium", locale=BABEL_LOCALES.get(lang, lang))
