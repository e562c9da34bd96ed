"""Every source the code cites resolves inside the repository (issue 20 §4): each citation in a
docstring or comment of `tutorial/` and `tests/`, and each lesson's `source:` line, names a seed
document, a section of it, a digest section, an open question of the digest or the decisions page
that `docs/sources.md` lists. The documents themselves live outside the repository and are never
read here; only the page that describes them is.

The forms checked: a seed with a card section (`S3 §06`, `S0 §03, §06`, `S3 §03–§06`), its
questions (`S2 FAQ`), an article's variation (`S1 variation 2`) or heading (`S4 "Dealing"`), a
digest section (`digest §2.4`, and any other dotted section number), an open question of the digest
(`ambiguity §2.11-1`), and `DECISIONS`: every rule option of every game is a line of the page's
decisions, with its default.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from collections.abc import Iterator
from pathlib import Path

from tutorial.games.registry import SPECS

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "sources.md"
SCANNED = (ROOT / "tutorial", ROOT / "tests")
GAMES = dict(SPECS)  # the package's own games (a test may register one of its own later)

SEED = re.compile(r"\bS(\d+)\b")
CARD_SECTIONS = re.compile(r"\bS(\d+) (§\d\d(?:\s*(?:,|–|-|/|\+|and)\s*§\d\d)*)")
NAMED_PART = re.compile(r"\bS(\d+) (FAQ|variation \d+)\b")
HEADINGS = re.compile(r"\bS(\d+) ((?:\"[^\"\n]+\"(?:\s*(?:,|and|or)\s*(?=\"))?)+)")
DOTTED = re.compile(r"(\w+)?\s*§(\d+(?:\.\d+)+)(-\d+)?")


# -- what the page lists -------------------------------------------------------------------------


def _parts(text: str, level: str) -> dict[str, str]:
    """The page cut at headings of one level (`##` or `###`): heading → its text."""
    parts: dict[str, str] = {}
    heading = ""
    for line in text.splitlines():
        if line.startswith(level + " "):
            heading = line[len(level) + 1 :].strip()
            parts[heading] = ""
        elif heading:
            parts[heading] += line + "\n"
    return parts


def _rows(text: str) -> list[list[str]]:
    """The body rows of the Markdown tables in `text`, as lists of cells."""
    rows = []
    for line in text.splitlines():
        if line.startswith("|") and not re.fullmatch(r"[|\s:-]+", line):
            rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return [row for row in rows if row[0] not in ("id", "section", "heading", "option")]


def _keys(cell: str) -> set[str]:
    """What one first cell of a source's table defines: its sections (`§01–§07` spelled out), its
    quoted headings, or its name (`FAQ`, `variation 1`)."""
    numbers = [int(n) for n in re.findall(r"§(\d\d)", cell)]
    if len(numbers) == 2 and "–" in cell:
        return {f"§{n:02d}" for n in range(numbers[0], numbers[1] + 1)}
    if numbers:
        return {f"§{n:02d}" for n in numbers}
    return set(re.findall(r'"([^"]+)"', cell)) or {cell}


class Page:
    """What `docs/sources.md` defines."""

    def __init__(self, text: str) -> None:
        chapters = _parts(text, "##")
        self.seeds: dict[str, set[str]] = {}
        for heading, body in _parts(chapters["The seed documents"], "###").items():
            seed = re.match(r"(S\d+) ", heading)
            assert seed, f"a seed's heading starts with its id: {heading!r}"
            self.seeds[seed.group(1)] = {k for row in _rows(body) for k in _keys(row[0])}
        self.digest = {row[0] for row in _rows(chapters["The digest"]) if row[0].startswith("§")}
        decisions = chapters["Decisions"]
        self.questions = set(re.findall(r"§\d+\.\d+-\d+", decisions))
        self.names_decisions = "DECISIONS.md" in decisions
        self.options: dict[str, dict[str, str]] = {}
        for heading, body in _parts(decisions, "###").items():
            game = re.search(r"\(`(\w+)`\)", heading)
            if game:
                self.options[game.group(1)] = {
                    row[0].strip("`"): row[2] for row in _rows(body) if row[0].startswith("`")
                }


PAGE = Page(DOC.read_text(encoding="utf-8"))


# -- what the code cites -------------------------------------------------------------------------


def _prose(path: Path) -> Iterator[tuple[int, str]]:
    """The comments and docstrings of a module, each with the line it starts on."""
    source = path.read_text(encoding="utf-8")
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            yield token.start[0], token.string
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.Expr)
            and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
        ):
            yield node.lineno, node.value.value


def _sections(spelled: str) -> list[str]:
    """`§03, §06` → both; `§03–§06` → every section from 03 to 06."""
    numbers = [int(n) for n in re.findall(r"§(\d\d)", spelled)]
    if len(numbers) == 2 and re.search(r"§\d\d\s*[–-]\s*§\d\d", spelled):
        numbers = list(range(numbers[0], numbers[1] + 1))
    return [f"§{n:02d}" for n in numbers]


def _problems(text: str, page: Page) -> Iterator[tuple[int, str]]:
    """Each citation in `text` that names something the page does not list: where, and what."""

    def seed_part(match: re.Match[str], seed: str, part: str) -> Iterator[tuple[int, str]]:
        if f"S{seed}" in page.seeds and part not in page.seeds[f"S{seed}"]:
            yield match.start(), f"{match.group(0)}: S{seed} has no {part!r} in docs/sources.md"

    for match in SEED.finditer(text):
        if f"S{match.group(1)}" not in page.seeds:
            yield match.start(), f"{match.group(0)}: no such seed document in docs/sources.md"
    for match in CARD_SECTIONS.finditer(text):
        for section in _sections(match.group(2)):
            yield from seed_part(match, match.group(1), section)
    for match in NAMED_PART.finditer(text):
        yield from seed_part(match, match.group(1), match.group(2))
    for match in HEADINGS.finditer(text):
        for name in re.findall(r'"([^"]+)"', match.group(2)):
            yield from seed_part(match, match.group(1), name)
    for match in DOTTED.finditer(text):
        word, number, item = match.groups()
        if word == "notes":  # the engineering notes, not a rules source
            continue
        cited = match.group(0).strip()
        if item and f"§{number}{item}" not in page.questions:
            yield match.start(), f"{cited}: not among the decisions' open questions"
        elif not item and f"§{number}" not in page.digest:
            yield match.start(), f"{cited}: not a section of the digest's table"
    decisions = re.search(r"\bDECISIONS\b", text)
    if decisions and not page.names_decisions:
        yield decisions.start(), "DECISIONS: docs/sources.md does not describe DECISIONS.md"


def unlisted(text: str, page: Page = PAGE) -> list[str]:
    """Every citation in `text` that names something the page does not list."""
    return [problem for _, problem in _problems(text, page)]


def _python_files() -> Iterator[Path]:
    for folder in SCANNED:
        yield from sorted(folder.rglob("*.py"))


# -- the claims ----------------------------------------------------------------------------------


def test_every_source_a_docstring_or_comment_cites_is_listed_in_docs_sources() -> None:
    problems = [
        f"{path.relative_to(ROOT)}:{line + text[:at].count(chr(10))}: {problem}"
        for path in _python_files()
        for line, text in _prose(path)
        for at, problem in _problems(text, PAGE)
    ]
    assert not problems, "\n".join(problems)


def test_every_lessons_source_line_is_listed_in_docs_sources() -> None:
    problems = []
    lessons = sorted((ROOT / "lessons").glob("*/*/*.md"))
    assert lessons
    for path in lessons:
        front = re.search(r"^source: (.+)$", path.read_text(encoding="utf-8"), re.MULTILINE)
        assert front, f"{path.relative_to(ROOT)} has no source: line"
        value = front.group(1).strip()
        seed = re.fullmatch(r"S(\d+) ([^§].*)", value)
        if seed:  # a heading or part written without quotes: `S4 Dealing`, `S2 FAQ`
            key = f"S{seed.group(1)}"
            ok = key in PAGE.seeds and seed.group(2) in PAGE.seeds[key]
            cited = [] if ok else [f"{value}: {key} has no {seed.group(2)!r}"]
        else:
            cited = unlisted(value)
        problems += [f"{path.relative_to(ROOT)}: {problem}" for problem in cited]
    assert not problems, "\n".join(problems)


def _shown(value: object) -> str:
    return str(value).lower() if value is None or isinstance(value, bool) else str(value)


def test_every_rule_option_is_a_decision_in_docs_sources_with_its_default() -> None:
    """`DECISIONS`: each option's default is the one the decisions page names."""
    problems = []
    for name, spec in GAMES.items():
        defaults = spec.rules.parse_options(None).to_dict()
        listed = PAGE.options.get(name, {})
        for option, default in defaults.items():
            choice = listed.get(option)
            if choice is None:
                problems.append(f"{name}: option {option!r} is not a line of the decisions")
            elif not choice.startswith(f"`{_shown(default)}`"):
                problems.append(f"{name}: {option} defaults to {default!r}, the page says {choice}")
        problems += [
            f"{name}: the page lists {o!r}, not an option" for o in listed.keys() - defaults
        ]
    assert not problems, "\n".join(problems)


def test_the_check_reports_a_citation_the_doc_does_not_list() -> None:
    """The checks above can fail: a section, heading, seed, digest section or open question the
    page does not list is reported; the ones it lists are not."""
    assert not unlisted('S3 §06, S0 §03–§05, S4 "Dealing", digest §2.4, ambiguity §2.11-1')
    wrong = 'S3 §10; S0 §02–§09; S4 "Nowhere"; S7; digest §9.9 and §2.99; ambiguity §2.11-99'
    assert len(unlisted(wrong)) == 7, unlisted(wrong)
