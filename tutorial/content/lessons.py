"""Loading lessons from `lessons/<game>/<lang>/NN-slug.md` and cutting them into page segments.

A lesson file starts with front matter:

    ---
    id: schneider-04
    title: Only the next rank
    section: "04"
    source: S0 §04
    ---

`section` orders the lessons and links the language versions of one card section; `source` names
the rule-card section the lesson mirrors. The strategy section after them (`GameSpec.strategy_sections`)
mirrors no card: its `source` names the script that measures its figures (`measured.py`). The body
is lesson Markdown (see `markdown.py`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from markdown_it.token import Token

from tutorial.content.card_art import card_img_html
from tutorial.content.cells import Cell, CellError, parse_cell
from tutorial.content.markdown import build_markdown, cell_type
from tutorial.games.registry import SPECS
from tutorial.words.card_names import Skin
from tutorial.words.i18n import LANGUAGES, Translator

LESSON_ROOT = Path(__file__).resolve().parents[2] / "lessons"
GAME_ORDER: tuple[str, ...] = tuple(SPECS)  # the games in menu order
FILE_RE = re.compile(r"^(\d{2})-([a-z0-9-]+)\.md$")
REQUIRED = ("id", "title", "section", "source")


class LessonError(ValueError):
    """A lesson file that cannot be used; the message names the file, the field and the reason."""


@dataclass(frozen=True)
class Lesson:
    """One section of a game's rule card in one language."""

    game: str
    lang: str
    section: str
    slug: str
    id: str
    title: str
    source: str
    path: Path
    text: str

    @property
    def where(self) -> str:
        try:
            return str(self.path.relative_to(LESSON_ROOT.parent))
        except ValueError:
            return str(self.path)


@dataclass(frozen=True)
class Glossary:
    """A game's terms: id → language → (term, definition)."""

    game: str
    entries: dict[str, dict[str, tuple[str, str]]]

    def for_language(self, lang: str) -> dict[str, tuple[str, str]]:
        return {
            term_id: by_lang.get(lang) or by_lang["en"] for term_id, by_lang in self.entries.items()
        }


def _front_matter(text: str, path: Path) -> tuple[dict[str, Any], str]:
    if not text.startswith("---\n"):
        raise LessonError(f"{path}: front matter missing (the file must start with ---)")
    end = text.find("\n---", 4)
    if end < 0:
        raise LessonError(f"{path}: front matter is not closed with ---")
    try:
        meta = yaml.safe_load(text[4:end]) or {}
    except yaml.YAMLError as exc:
        raise LessonError(f"{path}: front matter is not valid YAML ({exc})") from None
    if not isinstance(meta, dict):
        raise LessonError(f"{path}: front matter must be 'name: value' lines")
    return meta, text


def read_lesson(path: Path, game: str, lang: str) -> Lesson:
    """One lesson file, with its front matter checked."""
    match = FILE_RE.match(path.name)
    if not match:
        raise LessonError(f"{path}: file name must look like 04-next-rank.md")
    text = path.read_text(encoding="utf-8")
    meta, text = _front_matter(text, path)
    for key in REQUIRED:
        if not meta.get(key):
            raise LessonError(f"{path}: front matter field {key!r} is missing")
    section = str(meta["section"]).zfill(2)
    if section != match.group(1):
        raise LessonError(
            f"{path}: front matter field 'section' is {section!r} but the file name says "
            f"{match.group(1)!r}"
        )
    return Lesson(
        game, lang, section, match.group(2), str(meta["id"]), str(meta["title"]),
        str(meta["source"]), path, text,
    )  # fmt: skip


def load_lessons(root: Path = LESSON_ROOT) -> dict[tuple[str, str], list[Lesson]]:
    """Every lesson, by (game, language), in section order."""
    found: dict[tuple[str, str], list[Lesson]] = {}
    for game in GAME_ORDER:
        for lang in LANGUAGES:
            folder = root / game / lang
            if folder.is_dir():
                lessons = [read_lesson(p, game, lang) for p in sorted(folder.glob("*.md"))]
                found[(game, lang)] = lessons
    return found


def load_glossary(game: str, root: Path = LESSON_ROOT) -> Glossary:
    """The game's glossary from `lessons/<game>/glossary.yaml` (empty if there is none)."""
    path = root / game / "glossary.yaml"
    if not path.exists():
        return Glossary(game, {})
    raw = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    entries: dict[str, dict[str, tuple[str, str]]] = {}
    for term_id, by_lang in raw.items():
        if not isinstance(by_lang, dict):
            raise LessonError(f"{path}: term {term_id!r} must map languages to [term, definition]")
        entry: dict[str, tuple[str, str]] = {}
        for lang, pair in by_lang.items():
            if not (isinstance(pair, list) and len(pair) == 2):
                raise LessonError(
                    f"{path}: term {term_id!r}, language {lang!r}: expected [term, definition]"
                )
            entry[str(lang)] = (str(pair[0]), str(pair[1]))
        entries[str(term_id)] = entry
    return Glossary(game, entries)


@dataclass(frozen=True)
class Segment:
    """A piece of a rendered lesson: HTML to show, or a cell to run as widgets."""

    html: str = ""
    cell: Cell | None = None


def parse_tokens(lesson: Lesson) -> list[Token]:
    """The lesson's markdown-it tokens (cards unrendered), for validation and rendering."""
    md = build_markdown(lambda c: c.symbol, {})
    return md.parse(lesson.text, {})


def lesson_cells(lesson: Lesson) -> list[Cell]:
    """Every cell of a lesson, read; a malformed one raises `LessonError` with file and line."""
    cells: list[Cell] = []
    for token in parse_tokens(lesson):
        kind = cell_type(token)
        if kind is None:
            continue
        line = (token.map[0] + 1) if token.map else 0
        if token.level != 0:
            raise LessonError(f"{lesson.where}:{line}: a {kind} cell must not sit inside a block")
        try:
            cells.append(parse_cell(kind, token.info, token.content, line))
        except CellError as exc:
            raise LessonError(f"{lesson.where}:{line}: {kind} cell, {exc}") from None
    return cells


def render_segments(
    lesson: Lesson, skin: Skin, four_colour: bool, glossary: dict[str, tuple[str, str]]
) -> list[Segment]:
    """The lesson as HTML pieces with the cells between them, cards drawn in the reader's skin."""

    def draw(c: Any) -> str:
        return card_img_html(c, skin, four_colour, lesson.lang, "card inline")

    md = build_markdown(draw, glossary, Translator(lesson.lang)._("Key rules"))
    env: dict[str, Any] = {}
    tokens = md.parse(lesson.text, env)
    segments: list[Segment] = []
    buffer: list[Token] = []
    cells = iter(lesson_cells(lesson))
    for token in tokens:
        if token.type == "front_matter":
            continue
        if token.level == 0 and cell_type(token):
            if buffer:
                segments.append(Segment(html=md.renderer.render(buffer, md.options, env)))
                buffer = []
            segments.append(Segment(cell=next(cells)))
        else:
            buffer.append(token)
    if buffer:
        segments.append(Segment(html=md.renderer.render(buffer, md.options, env)))
    return segments
