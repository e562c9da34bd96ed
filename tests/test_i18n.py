"""Translations: every UI message is translated in de/ru/pt with the same placeholders, plurals work."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from tutorial.words.i18n import LANGUAGES, Translator, negotiate, po_paths

ROOT = Path(__file__).resolve().parents[1]
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "NP_": (1, 2)}


def _extracted() -> set[str | tuple[str, str]]:
    return {
        message
        for _f, _l, message, _c, _x in extract_from_dir(
            str(ROOT / "tutorial"), method_map=[("**.py", "python")], keywords=KEYWORDS
        )
    }


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def _catalog(lang: str) -> dict:
    messages = {}
    for path in po_paths(lang):
        with path.open("rb") as handle:
            for message in read_po(handle, locale=lang):
                if message.id:
                    messages[message.id if isinstance(message.id, str) else message.id[0]] = message
    return messages


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_marked_message_is_translated_with_the_same_placeholders(lang: str) -> None:
    catalog = _catalog(lang)
    problems = []
    for message in _extracted():
        key = message if isinstance(message, str) else message[0]
        entry = catalog.get(key)
        if entry is None:
            problems.append(f"missing: {key!r}")
            continue
        strings = [entry.string] if isinstance(entry.string, str) else list(entry.string or [])
        if not strings or not all(strings):
            problems.append(f"untranslated: {key!r}")
            continue
        for translated in strings:
            if _fields(translated) != _fields(key):
                problems.append(f"placeholders differ: {key!r} → {translated!r}")
    assert not problems, "\n".join(problems)


def test_russian_plurals_have_three_forms() -> None:
    t = Translator("ru")
    forms = [t.ngettext("{n} honour", "{n} honours", n).format(n=n) for n in (1, 3, 5, 21, 11)]
    assert forms == ["1 онер", "3 онера", "5 онеров", "21 онер", "11 онеров"]


def test_german_and_portuguese_plurals() -> None:
    assert Translator("de").ngettext("{n} card", "{n} cards", 1).format(n=1) == "1 Karte"
    assert Translator("pt").ngettext("{n} card", "{n} cards", 5).format(n=5) == "5 cartas"


@pytest.mark.parametrize(
    ("locale", "lang"),
    [("de-AT", "de"), ("ru_RU", "ru"), ("pt-BR", "pt"), ("fr-FR", "en"), (None, "en"), ("", "en")],
)
def test_browser_locale_picks_the_closest_language(locale: str | None, lang: str) -> None:
    assert negotiate(locale) == lang


def test_catalogue_headers_are_not_fuzzy() -> None:
    """A fuzzy header would drop the plural rule when the catalogue is compiled."""
    for lang in LANGUAGES[1:]:
        for path in po_paths(lang):
            head = path.read_text(encoding="utf-8").split("msgid", 1)[0]
            assert not re.search(r"#,.*fuzzy", head), path


@pytest.mark.parametrize(
    ("lang", "third_person"), [("ru", r"\bего\b"), ("de", r"\bsein\b"), ("pt", r"\bdele\b")]
)
def test_the_turn_badge_reads_right_beside_the_learners_own_seat(
    lang: str, third_person: str
) -> None:
    """Issue 18 §2: the badge beside "Вы (M)" read «его ход» (his move) on the learner's own
    seat; it is shown on every seat, so it names no person."""
    badge = Translator(lang)._("to move")
    assert badge != "to move" and not re.search(third_person, badge, re.IGNORECASE), badge
