"""UI language: gettext catalogues per language, loaded once, never installed globally.

Streamlit serves every session from one process, so each page run asks for the `Translator` of its
own language. Catalogues live as `.po` files under `locales/<lang>/LC_MESSAGES/` (what translators edit) and are compiled in memory on
first use, so a stale `.mo` can never disagree with its source.
"""

from __future__ import annotations

import gettext
import io
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

LANGUAGES: tuple[str, ...] = ("en", "de", "ru", "pt")
DEFAULT_LANGUAGE = "en"
LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "ru": "Русский",
    "pt": "Português",
}
LOCALE_DIR = Path(__file__).with_name("locales")


def N_(message: str) -> str:
    """Mark a message for extraction where it is defined; translate it later where it is shown."""
    return message


@dataclass(frozen=True)
class Plural:
    """A message whose wording follows a number: English singular and plural, and the name of the
    parameter that holds the number (each language picks its own form, e.g. three in Russian)."""

    singular: str
    plural: str
    count: str


Message = str | Plural


def NP_(singular: str, plural: str, count: str) -> Plural:
    """Mark a message with plural forms for extraction; `count` names the parameter that picks."""
    return Plural(singular, plural, count)


def po_paths(lang: str) -> list[Path]:
    """Every catalogue of a language: `messages.po` for the UI, one more per engine area."""
    return sorted((LOCALE_DIR / lang / "LC_MESSAGES").glob("*.po"))


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """All catalogues of a language merged; English and unknown languages use the source strings."""
    if lang == DEFAULT_LANGUAGE:
        return gettext.NullTranslations()
    merged: gettext.NullTranslations | None = None
    for path in po_paths(lang):
        with path.open("rb") as handle:
            catalog = read_po(handle, locale=lang)
        buffer = io.BytesIO()
        write_mo(buffer, catalog)
        buffer.seek(0)
        part = gettext.GNUTranslations(buffer)
        if merged is None:
            merged = part
        else:
            merged.add_fallback(part)
    return merged or gettext.NullTranslations()


def negotiate(locale: str | None) -> str:
    """The supported language closest to a browser locale such as `de-AT` or `pt_BR`."""
    if not locale:
        return DEFAULT_LANGUAGE
    primary = locale.replace("_", "-").split("-")[0].lower()
    return primary if primary in LANGUAGES else DEFAULT_LANGUAGE


class Translator:
    """`_` and `ngettext` bound to one language, handed to whatever renders text."""

    def __init__(self, lang: str) -> None:
        self.lang = lang if lang in LANGUAGES else DEFAULT_LANGUAGE
        self._t = translations(self.lang)

    def _(self, message: str) -> str:
        return self._t.gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self._t.ngettext(singular, plural, n)

    def message(self, message: Message, params: Mapping[str, Any]) -> str:
        """The translated wording of `message` for these parameters (not yet filled in): a
        `Plural` takes the form its count parameter asks for."""
        if isinstance(message, Plural):
            return self.ngettext(message.singular, message.plural, int(params[message.count]))
        return self._(message)
