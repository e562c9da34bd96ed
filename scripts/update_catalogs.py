"""Add new UI messages to the gettext catalogues, and list the ones still untranslated.

Run after adding or changing an `_()`, `ngettext()` or `N_()` string:
    python scripts/update_catalogs.py
Messages already present in any catalogue of a language (e.g. `schnapsen.po`) are left there; new
ones go into `messages.po` with an empty translation for a translator to fill in, and messages the
code no longer uses are removed from it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tutorial.words.i18n import LANGUAGES, LOCALE_DIR, po_paths  # noqa: E402

KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "NP_": (1, 2)}


def extract(skip: tuple[str, ...] = ()) -> dict[str | tuple[str, str], list[tuple[str, int]]]:
    """Every message the package marks, with where it is used (files under `skip` left out)."""
    found: dict[str | tuple[str, str], list[tuple[str, int]]] = {}
    for filename, lineno, message, _comments, _context in extract_from_dir(
        str(ROOT / "tutorial"), method_map=[("**.py", "python")], keywords=KEYWORDS
    ):
        if not any(f"tutorial/{filename}".startswith(prefix) for prefix in skip):
            found.setdefault(message, []).append((f"tutorial/{filename}", lineno))
    return found


def is_translated(string: str | tuple[str, ...] | None) -> bool:
    if isinstance(string, str):
        return bool(string)
    return bool(string) and all(string)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--skip", nargs="*", default=[], help="paths whose messages belong to another catalogue"
    )
    messages = extract(tuple(parser.parse_args().skip))
    for lang in LANGUAGES:
        if lang == "en":
            continue
        known: set[str] = set()
        for path in po_paths(lang):
            with path.open("rb") as handle:
                known |= {
                    m.id if isinstance(m.id, str) else m.id[0] for m in read_po(handle) if m.id
                }
        target = LOCALE_DIR / lang / "LC_MESSAGES" / "messages.po"
        if target.exists():
            with target.open("rb") as handle:
                catalog = read_po(handle, locale=lang)
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            catalog = Catalog(locale=lang, project="kartenschule", charset="utf-8")
        wanted = {m if isinstance(m, str) else m[0] for m in messages}
        for stale in [
            m.id
            for m in catalog
            if m.id and (m.id if isinstance(m.id, str) else m.id[0]) not in wanted
        ]:
            catalog.delete(stale)
        for message, locations in messages.items():
            key = message if isinstance(message, str) else message[0]
            if key not in known:
                catalog.add(message, locations=locations)
        with target.open("wb") as handle:
            write_po(handle, catalog, width=100, omit_header=False, sort_output=False)
        untranslated = [m.id for m in catalog if m.id and not is_translated(m.string)]
        print(f"{lang}: {len(untranslated)} untranslated in {target.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
