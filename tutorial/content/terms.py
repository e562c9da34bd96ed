"""The term table (`lessons/terms.yaml`) and the check that every text keeps to it.

A learner who meets «первая рука» in one lesson and «форхенд» in the next wonders whether they are
two things. The table names one term per concept and language and lists the variants to avoid as
patterns (stems, so inflected forms are found too); the check reads lessons, glossaries, puzzles,
replays and the `.po` catalogues line by line and reports each variant with file, line, what it
found and the term expected. A variant kept as a glossary entry is allowed on that entry's lines.
"""

from __future__ import annotations

import ast
import bisect
import functools
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from tutorial.games.registry import SPECS
from tutorial.words.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
TERMS_PATH = ROOT / "lessons" / "terms.yaml"
GAMES: tuple[str, ...] = tuple(SPECS)

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
    """One piece of text to check (a line, a Markdown paragraph, a catalogue entry), with where it
    comes from: `line` is the line it starts on and `breaks` the offsets in `text` where each
    following source line begins, so a phrase found across a line break is reported at its line.
    `games` are the games the text is read in; it is checked against each game's terms."""

    path: str
    line: int
    lang: str
    games: frozenset[str]
    text: str
    glossary_id: str | None = None
    breaks: tuple[int, ...] = field(default=(), compare=False)

    def line_at(self, offset: int) -> int:
        return self.line + bisect.bisect_right(self.breaks, offset)


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
    game: str | None = None

    def __str__(self) -> str:
        where = f", in {self.game}" if self.game else ""
        return (
            f"{self.path}:{self.line}: [{self.lang}] found «{self.found}», expected «{self.expected}» "
            f"({self.concept}{where}: {self.reason})"
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


def scan(terms: Iterable[Term], lines: Iterable[TextLine]) -> list[Drift]:
    """Every avoided variant in `lines`, in their order: the heart of the check. A text read in
    several games (a UI string shown in each) is checked against each game's terms in turn, so a
    word right for one game and wrong for another is found where it is wrong."""
    by_lang: dict[str, list[Term]] = {}
    for term in terms:
        by_lang.setdefault(term.lang, []).append(term)
    drifts: list[Drift] = []
    for line in lines:
        seen: set[tuple[int, str, str]] = set()
        for game in sorted(line.games):
            for term in by_lang.get(line.lang, []):
                if game not in term.games:
                    continue
                for avoid in term.avoid:
                    if line.glossary_id is not None and line.glossary_id in avoid.glossary:
                        continue
                    if avoid.games is not None and game not in avoid.games:
                        continue
                    for match in avoid.pattern.finditer(line.text):
                        key = (match.start(), term.concept, avoid.reason)
                        if key in seen:
                            continue
                        seen.add(key)
                        drifts.append(
                            Drift(
                                line.path,
                                line.line_at(match.start()),
                                line.lang,
                                match.group(0),
                                term.term,
                                term.concept,
                                avoid.reason,
                                game if len(line.games) > 1 else None,
                            )
                        )
    return drifts


# Markdown a reader does not see: a link's target (the label stays), emphasis and code marks.
MARKUP = re.compile(r"\[(?P<label>[^\]]*)\]\([^)]*\)|\*\*|__|`|<[^>\n]+>")
# A Markdown line that starts a block of its own rather than continuing the paragraph above.
BLOCK_START = re.compile(r"^\s*(?:#{1,6}\s|\||[-*+]\s|\d+[.)]\s|>|:::|```)")


def plain(
    parts: list[tuple[int, str]],
    path: str,
    lang: str,
    games: frozenset[str],
    glossary_id: str | None = None,
) -> TextLine:
    """The text a reader sees in `parts` (source lines, each with its number), joined with a space
    where a line breaks and with Markdown link targets and emphasis marks removed; the result keeps
    where each source line starts, for the report."""
    out: list[str] = []
    breaks: list[int] = []
    length = 0
    for index, (_number, text) in enumerate(parts):
        if index:
            text = text.strip()
            out.append(" ")
            length += 1
            breaks.append(length)
        cursor = 0
        for mark in MARKUP.finditer(text):
            kept = text[cursor : mark.start()] + (mark.group("label") or "")
            out.append(kept)
            length += len(kept)
            cursor = mark.end()
        out.append(text[cursor:])
        length += len(text) - cursor
    return TextLine(path, parts[0][0], lang, games, "".join(out), glossary_id, tuple(breaks))


def _join_links(text: str) -> str:
    """A link whose label is broken over two lines (`[zwei\\nWörter](x)`) kept on one line, so the
    paragraph joiner can drop its target."""
    return re.sub(r"\[([^\]\n]*)\n([^\]]*)\]\(", lambda m: f"[{m.group(1)} {m.group(2)}](", text)


def markdown_lines(path: Path, shown: str, lang: str, game: str) -> Iterator[TextLine]:
    """A lesson's text, all in the language of its folder, paragraph by paragraph: the lines of a
    paragraph or list item are joined, so a phrase broken by a line end or a link is still found.
    Front matter and fenced blocks are read line by line."""
    games = frozenset({game})
    lines = path.read_text(encoding="utf-8").splitlines()
    block: list[tuple[int, str]] = []
    fenced = front = False

    def flush() -> Iterator[TextLine]:
        if block:
            yield plain(block, shown, lang, games)
            block.clear()

    for number, text in enumerate(lines, 1):
        if number == 1 and text.strip() == "---":
            front = True
            continue
        if front:
            front = text.strip() != "---"
            if front:
                yield plain([(number, text)], shown, lang, games)
            continue
        if text.startswith("```"):
            yield from flush()
            fenced = not fenced
            continue
        if fenced or text.startswith(":::"):
            yield from flush()
            yield plain([(number, text)], shown, lang, games)
            continue
        if not text.strip():
            yield from flush()
            continue
        if BLOCK_START.match(text) or (block and block[-1][1].lstrip().startswith("|")):
            yield from flush()
        block.append((number, text))
    yield from flush()


def yaml_lines(path: Path, shown: str, game: str, glossary: bool = False) -> Iterator[TextLine]:
    """The lines of a YAML content file that hold text in a language (`ru: "…"`), with the
    glossary id above them when the file is a glossary; a text wrapped over several lines is
    joined into one."""
    lang: str | None = None
    indent = -1
    glossary_id: str | None = None
    block: list[tuple[int, str]] = []
    games = frozenset({game})
    block_glossary: str | None = None
    for number, text in enumerate([*path.read_text(encoding="utf-8").splitlines(), ""], 1):
        top = TOP_KEY.match(text)
        if top:
            glossary_id = top.group("key") if glossary else None
        key = LANG_KEY.match(text)
        if key or (
            lang is not None and (not text.strip() or len(text) - len(text.lstrip()) <= indent)
        ):
            if block and lang is not None:
                yield plain(block, shown, lang, games, block_glossary)
            block = []
            lang = None
        if key:
            lang, indent = key.group("lang"), len(key.group("indent"))
            block_glossary = glossary_id
        if lang is not None:
            block.append((number, text))


def _game_words() -> list[tuple[str, frozenset[str]]]:
    """Each word that names games in module and function names (`GameSpec.code_words`), with the
    games it names; the most specific first (`bauern` before `schnapsen`)."""
    named: dict[str, set[str]] = {}
    for name, spec in SPECS.items():
        for word in (name, *spec.code_words):
            named.setdefault(word, set()).add(name)
    return sorted(((w, frozenset(g)) for w, g in named.items()), key=lambda item: len(item[1]))


GAME_WORDS = tuple(_game_words())


def games_named(name: str) -> frozenset[str] | None:
    """The games a file, function or class name is about (`_schneider_body`, `schnapsen.py`)."""
    name = name.lower()
    for word, games in GAME_WORDS:
        if word in name:
            return games
    return None


@functools.cache
def _module(path: Path) -> ast.Module | None:
    try:
        return ast.parse(path.read_text(encoding="utf-8"))
    except (OSError, SyntaxError, ValueError):
        return None


def _node_games(node: ast.AST, line: int) -> frozenset[str] | None:
    """The game a node enclosing `line` is about: a function or class named for a game, a call
    or tuple with a game id among its values (`Fact("schneider", …)`), or a dict entry keyed by a
    game id."""
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return games_named(node.name)
    if isinstance(node, ast.Call | ast.Tuple):
        values = node.args if isinstance(node, ast.Call) else node.elts
        values = [*values, *(k.value for k in getattr(node, "keywords", []))]
        found = {v.value for v in values if isinstance(v, ast.Constant) and v.value in GAMES}
        return frozenset(found) if found else None
    if isinstance(node, ast.Dict):
        for key, value in zip(node.keys, node.values, strict=True):
            if (
                isinstance(key, ast.Constant)
                and key.value in GAMES
                and value.lineno <= line <= (value.end_lineno or value.lineno)
            ):
                return frozenset({key.value})
        return None
    return None


def _branch_games(node: ast.AST, line: int) -> tuple[frozenset[str], bool] | None:
    """For an `if`/`… if … else …` testing `game == "x"` (or `in (…)`): the games tested, and
    whether `line` is in the branch taken for them (True) or in the other branch (False)."""
    if not isinstance(node, ast.If | ast.IfExp) or not isinstance(node.test, ast.Compare):
        return None
    if not all(isinstance(op, ast.Eq | ast.In) for op in node.test.ops):
        return None
    found = frozenset(
        c.value for c in ast.walk(node.test) if isinstance(c, ast.Constant) and c.value in GAMES
    )
    if not found:
        return None
    body = node.body if isinstance(node.body, list) else [node.body]
    orelse = node.orelse if isinstance(node.orelse, list) else [node.orelse]

    def holds(part: list[ast.AST]) -> bool:
        return bool(part) and part[0].lineno <= line <= (part[-1].end_lineno or part[-1].lineno)

    if holds(body):
        return found, True
    if holds(orelse):
        return found, False
    return None


SHOWN_IN = re.compile(r"#\s*shown in:\s*(?P<games>[a-z, ]+)")


def _comment_games(lines: list[str], number: int) -> frozenset[str] | None:
    """Games named by a `# shown in: dreierschnapsen` comment on source line `number` (1-based)."""
    if 1 <= number <= len(lines):
        mark = SHOWN_IN.search(lines[number - 1])
        if mark:
            games = frozenset(g.strip() for g in mark.group("games").split(",")) & set(GAMES)
            return games or None
    return None


def _enclosing(module: ast.Module, line: int) -> list[ast.AST]:
    """The nodes whose lines hold `line`, outermost first (descending only into those)."""
    chain: list[ast.AST] = []
    nodes: list[ast.AST] = [module]
    while nodes:
        inside = [
            child
            for node in nodes
            for child in ast.iter_child_nodes(node)
            if getattr(child, "lineno", None) is not None
            and child.lineno <= line <= (getattr(child, "end_lineno", None) or child.lineno)
        ]
        chain.extend(inside)
        nodes = inside
    return chain


@functools.cache
def _source(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


@functools.cache
def reference_games(root: Path, reference: str) -> frozenset[str] | None:
    """The games one source reference (`tutorial/sheets/page.py:126`) is shown in: from the
    innermost enclosing code that names a game (its name, a game id it is called or keyed with,
    an `if game == …` around it) or carries a `# shown in: …` comment on or above its first line,
    else from the file's name; None when the code serves every game."""
    file, _, number = reference.rpartition(":")
    if not number.isdigit():
        return games_named(reference)
    line = int(number)
    module = _module(root / file)
    if module is not None:
        source = _source(root / file)
        found = _comment_games(source, line) or _comment_games(source, line - 1)
        if found:
            return found
        enclosing = _enclosing(module, line)
        excluded: set[str] = set()
        for node in reversed(enclosing):
            branch = _branch_games(node, line)
            if branch is not None:
                if branch[1]:
                    return branch[0] - excluded or branch[0]
                excluded |= branch[0]
                continue
            games = _node_games(node, line)
            if not games and isinstance(node, ast.stmt):
                games = _comment_games(source, node.lineno) or _comment_games(
                    source, node.lineno - 1
                )
            if games:
                return games - excluded or games
        if excluded:
            named = games_named(file) or frozenset(GAMES)
            return named - excluded or named
    return games_named(file)


KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "NP_": (1, 2)}


@functools.cache
def source_references(root: Path) -> dict[str, tuple[str, ...]]:
    """Where the code uses each UI message today (`file:line`), extracted from the source as the
    catalogue script does, so a moved string is traced to where it is now shown."""
    from babel.messages.extract import extract_from_dir

    package = root / "tutorial"
    found: dict[str, list[str]] = {}
    if package.is_dir():
        for filename, lineno, message, _comments, _context in extract_from_dir(
            str(package), method_map=[("**.py", "python")], keywords=KEYWORDS
        ):
            key = message if isinstance(message, str) else message[0]
            found.setdefault(key, []).append(f"tutorial/{filename}:{lineno}")
    return {key: tuple(refs) for key, refs in found.items()}


def po_games(
    references: Iterable[str], default: frozenset[str], root: Path | None = None
) -> frozenset[str]:
    """Which games a catalogue entry is shown in, from where the code uses it: each reference is
    traced to the code around it (see `reference_games`); an entry used by code that serves every
    game is shown in every game, and is checked against each."""
    refs = list(references)
    if not refs:
        return default
    games: set[str] = set()
    for ref in refs:
        found = reference_games(root or ROOT, ref)
        if found is None:
            return frozenset(GAMES)
        games |= found
    return frozenset(games)


def _po_unescape(text: str) -> str:
    return text.replace("\\n", " ").replace('\\"', '"').replace("\\\\", "\\")


def po_lines(path: Path, shown: str, lang: str, root: Path | None = None) -> Iterator[TextLine]:
    """A catalogue's translations (each `msgstr` with its continuation lines joined, so a phrase
    wrapped over two lines is still found) in its language, and its English source (`msgid`) as
    English; each at the line it starts on, tagged with the games its entry is shown in: where
    the code uses the message today, else the entry's `#:` references, else the catalogue's name
    (`schnapsen.po`)."""
    base = root or ROOT
    default = games_named(path.stem) or frozenset(GAMES)
    used = source_references(base)
    entries: list[tuple[list[str], list[tuple[int, str, list[str]]]]] = [([], [])]
    for number, text in enumerate([*path.read_text(encoding="utf-8").splitlines(), ""], 1):
        refs, fields = entries[-1]
        if text.startswith('"') and fields:
            fields[-1][2].append(text.strip()[1:-1])
        elif text.startswith("#:"):
            refs.extend(text[2:].split())
        elif text.startswith(("msgstr", "msgid ", "msgid_plural")):
            which = lang if text.startswith("msgstr") else "en"
            fields.append((number, which, [text.split(" ", 1)[1].strip()[1:-1]]))
        elif not text.strip() and fields:
            entries.append(([], []))
    for refs, fields in entries:
        if not fields:
            continue
        msgid = _po_unescape("".join(fields[0][2]))
        if not msgid:
            continue
        games = po_games(used.get(msgid) or refs, default, base)
        for number, which, parts in fields:
            yield plain([(number, _po_unescape("".join(parts)))], shown, which, games)


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
        for path in sorted(
            (root / "tutorial" / "words" / "locales" / lang / "LC_MESSAGES").glob("*.po")
        ):
            for line in po_lines(path, shown(path), lang, root):
                if line.lang == lang or lang == "de":  # the English source once, from one catalogue
                    yield line


def check_terms(root: Path = ROOT, path: Path = TERMS_PATH) -> list[Drift]:
    """Every drift from the term table in the project's content (source read afresh each time)."""
    for cached in (_module, _source, reference_games, source_references):
        cached.cache_clear()
    return scan(load_terms(path), content_lines(root))
