"""The term table (`lessons/terms.yaml`) and the check that every text keeps to it.

A learner who meets «первая рука» in one lesson and «форхенд» in the next wonders whether they are
two things. The table names one term per concept and language and lists the variants to avoid as
patterns (stems, so inflected forms are found too); the check reads lessons, glossaries, puzzles,
replays and the `.po` catalogues line by line and reports each variant with file, line, what it
found and the term expected. A variant kept as a glossary entry is allowed on that entry's lines.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import yaml

from tutorial.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
TERMS_PATH = ROOT / "lessons" / "terms.yaml"
GAMES = ("schneider", "bauernschnapsen", "dreierschnapsen")

# A YAML line that holds one language's text: `  ru: "…"` or `  ru: [Term, "…"]`.
LANG_KEY = re.compile(r"^(?P<indent>\s*)(?P<lang>en|de|ru|pt):\s")
# A top-level YAML key, e.g. a glossary entry's id: `marriage:`.
TOP_KEY = re.compile(r"^(?P<key>[A-Za-z0-9_-]+):\s*$")


class TermTableError(ValueError):
    """The table itself is malformed; the message names the concept, language and field."""


@dataclass(frozen=True)
class Avoid:
    """A variant that must not appear: its pattern, why, and the glossary entries that may keep it."""

    pattern: re.Pattern[str]
    reason: str
    glossary: frozenset[str] = frozenset()
    games: frozenset[str] | None = None


@dataclass(frozen=True)
class Term:
    """One concept's term in one language, with the variants to avoid."""

    concept: str
    lang: str
    term: str
    avoid: tuple[Avoid, ...]
    games: frozenset[str]


@dataclass(frozen=True)
class TextLine:
    """One line of text to check, with where it comes from."""

    path: str
    line: int
    lang: str
    games: frozenset[str]
    text: str
    glossary_id: str | None = None


@dataclass(frozen=True)
class Drift:
    """A variant found where the table's term was expected."""

    path: str
    line: int
    lang: str
    found: str
    expected: str
    concept: str
    reason: str

    def __str__(self) -> str:
        return (
            f"{self.path}:{self.line}: [{self.lang}] found «{self.found}», expected «{self.expected}» "
            f"({self.concept}: {self.reason})"
        )


def _field(entry: object, where: str, name: str) -> str:
    if not isinstance(entry, dict) or not isinstance(entry.get(name), str) or not entry[name]:
        raise TermTableError(f"{where}: {name}: missing or not text")
    return entry[name]


def _avoid(item: object, where: str) -> Avoid:
    pattern = _field(item, where, "match")
    try:
        compiled = re.compile(rf"(?<!\w)(?:{pattern})(?!\w)", re.IGNORECASE)
    except re.error as err:
        raise TermTableError(f"{where}: match: not a pattern ({err})") from err
    glossary = item.get("glossary", []) if isinstance(item, dict) else []
    if not isinstance(glossary, list):
        raise TermTableError(f"{where}: glossary: must be a list of glossary ids")
    games = item.get("games") if isinstance(item, dict) else None
    if games is not None and (not isinstance(games, list) or not set(games) <= set(GAMES)):
        raise TermTableError(f"{where}: games: must list some of {', '.join(GAMES)}")
    return Avoid(
        compiled,
        _field(item, where, "reason"),
        frozenset(map(str, glossary)),
        None if games is None else frozenset(games),
    )


def parse_terms(data: object, source: str = "terms.yaml") -> list[Term]:
    """Every (concept, language) term of the table, checked for shape: all four languages present."""
    if not isinstance(data, dict):
        raise TermTableError(f"{source}: the table must map concept ids to entries")
    terms: list[Term] = []
    for concept, entry in data.items():
        where = f"{source}: {concept}"
        if not isinstance(entry, dict):
            raise TermTableError(f"{where}: must map languages to terms")
        games = entry.get("games", list(GAMES))
        if not isinstance(games, list) or not set(games) <= set(GAMES):
            raise TermTableError(f"{where}: games: must list some of {', '.join(GAMES)}")
        for lang in LANGUAGES:
            item = entry.get(lang)
            term = _field(item, f"{where}: {lang}", "term")
            avoid_items = item.get("avoid", [])
            if not isinstance(avoid_items, list):
                raise TermTableError(f"{where}: {lang}: avoid: must be a list")
            avoid = tuple(
                _avoid(a, f"{where}: {lang}: avoid[{i}]") for i, a in enumerate(avoid_items)
            )
            terms.append(Term(str(concept), lang, term, avoid, frozenset(games)))
    return terms


def load_terms(path: Path = TERMS_PATH) -> list[Term]:
    """The term table from its file; a file YAML cannot read is refused with its line."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        line = f":{mark.line + 1}" if mark is not None else ""
        raise TermTableError(f"{path.name}{line}: not readable as YAML") from err
    return parse_terms(data, path.name)


def applies(scope: frozenset[str], games: frozenset[str]) -> bool:
    """Whether a concept (or variant) scoped to `scope` is checked in text about `games`: text of
    its own games, and text shared by all games (a UI string) when two or more games share the
    concept; a word one game alone uses differently is not held against shared text."""
    return games <= scope or len(games & scope) >= 2


def scan(terms: Iterable[Term], lines: Iterable[TextLine]) -> list[Drift]:
    """Every avoided variant in `lines`, in their order: the heart of the check."""
    by_lang: dict[str, list[Term]] = {}
    for term in terms:
        by_lang.setdefault(term.lang, []).append(term)
    drifts: list[Drift] = []
    for line in lines:
        for term in by_lang.get(line.lang, []):
            if not applies(term.games, line.games):
                continue
            for avoid in term.avoid:
                if line.glossary_id is not None and line.glossary_id in avoid.glossary:
                    continue
                if avoid.games is not None and not applies(avoid.games, line.games):
                    continue
                for match in avoid.pattern.finditer(line.text):
                    drifts.append(
                        Drift(
                            line.path,
                            line.line,
                            line.lang,
                            match.group(0),
                            term.term,
                            term.concept,
                            avoid.reason,
                        )
                    )
    return drifts


def markdown_lines(path: Path, shown: str, lang: str, game: str) -> Iterator[TextLine]:
    """A lesson's lines, all in the language of its folder."""
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        yield TextLine(shown, number, lang, frozenset({game}), text)


def yaml_lines(path: Path, shown: str, game: str, glossary: bool = False) -> Iterator[TextLine]:
    """The lines of a YAML content file that hold text in a language (`ru: "…"`), with the
    glossary id above them when the file is a glossary."""
    lang: str | None = None
    indent = -1
    glossary_id: str | None = None
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        top = TOP_KEY.match(text)
        if top:
            glossary_id = top.group("key") if glossary else None
        key = LANG_KEY.match(text)
        if key:
            lang, indent = key.group("lang"), len(key.group("indent"))
        elif lang is not None and (not text.strip() or len(text) - len(text.lstrip()) <= indent):
            lang = None
        if lang is not None:
            yield TextLine(shown, number, lang, frozenset({game}), text, glossary_id)


def po_games(references: str, default: frozenset[str]) -> frozenset[str]:
    """Which games a catalogue entry is about, from its `#:` source references: Schneider's texts
    and checker, or the Schnapsen ones; anything else speaks of all games."""
    if not references:
        return default
    schneider = "schneider" in references or "trick_checker" in references
    schnapsen = any(word in references for word in ("schnapsen", "bauern", "dreier"))
    if schneider and not schnapsen:
        return frozenset({"schneider"})
    if schnapsen and not schneider:
        return frozenset({"bauernschnapsen", "dreierschnapsen"})
    return default


def po_lines(path: Path, shown: str, lang: str) -> Iterator[TextLine]:
    """A catalogue's translations (each `msgstr` with its continuation lines joined, so a phrase
    wrapped over two lines is still found) in its language, and its English source (`msgid`) as
    English; each at the line it starts on, tagged with the games its entry is about."""
    default = po_games(path.stem, frozenset(GAMES))
    references = ""
    block: tuple[int, str, frozenset[str]] | None = None
    parts: list[str] = []
    for number, text in enumerate([*path.read_text(encoding="utf-8").splitlines(), ""], 1):
        if text.startswith('"') and block is not None:
            parts.append(text.strip()[1:-1])
            continue
        if block is not None:
            yield TextLine(shown, block[0], block[1], block[2], "".join(parts))
            block, parts = None, []
        if text.startswith("#:"):
            references += text
        elif not text.strip():
            references = ""
        if text.startswith(("msgstr", "msgid")):
            which = lang if text.startswith("msgstr") else "en"
            block = (number, which, po_games(references, default))
            parts = [text.split(" ", 1)[1].strip()[1:-1]]


def content_lines(root: Path = ROOT) -> Iterator[TextLine]:
    """Every line of text a learner reads: lessons, glossaries, puzzles, replays and UI strings."""

    def shown(path: Path) -> str:
        return path.relative_to(root).as_posix()

    for game in GAMES:
        for lang in LANGUAGES:
            for path in sorted((root / "lessons" / game / lang).glob("*.md")):
                yield from markdown_lines(path, shown(path), lang, game)
        glossary = root / "lessons" / game / "glossary.yaml"
        if glossary.exists():
            yield from yaml_lines(glossary, shown(glossary), game, glossary=True)
        for folder in ("scenarios", "replays"):
            for path in sorted((root / folder / game).glob("*.yaml")):
                yield from yaml_lines(path, shown(path), game)
    for lang in LANGUAGES:
        for path in sorted((root / "tutorial" / "locales" / lang / "LC_MESSAGES").glob("*.po")):
            for line in po_lines(path, shown(path), lang):
                if line.lang == lang or lang == "de":  # the English source once, from one catalogue
                    yield line


def check_terms(root: Path = ROOT, path: Path = TERMS_PATH) -> list[Drift]:
    """Every drift from the term table in the project's content."""
    return scan(load_terms(path), content_lines(root))
