"""Lesson Markdown: markdown-it-py with card pictures, glossary links and notebook cells.

A lesson is CommonMark with three additions a teacher can type:
- card tokens `9♠`, `O♥`, `10♦` or `[9S]` become pictures of the cards in the reader's skin;
- `[Bummerl](glossary:bummerl)` marks a term of the game's glossary: its definition opens on hover,
  on tap and on keyboard focus (a focusable span whose tip CSS shows; no script, so it survives
  `st.html`'s sanitiser);
- fenced blocks whose info string is a cell type (`trick`, `fact`, `measured`, `puzzle`, `replay`) are notebook
  cells: the page renders them as live widgets between the HTML segments;
- a `::: keyrules` block holds the few rules a learner keeps from a section (a bullet list); it is
  drawn as one box with a heading in the reader's language, the same in every lesson.
Raw HTML in a lesson is escaped, never rendered.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.rules_core import StateCore
from markdown_it.rules_inline import StateInline
from markdown_it.token import Token
from mdit_py_plugins.container import container_plugin
from mdit_py_plugins.deflist import deflist_plugin
from mdit_py_plugins.front_matter import front_matter_plugin

from tutorial.games.cards import Card, CardParseError, parse_card

CELL_TYPES = frozenset({"trick", "fact", "measured", "puzzle", "replay"})
CONTAINERS = ("tip", "note", "variant", "example")
KEY_RULES = "keyrules"

# A card written with its suit symbol: rank, then the symbol, not glued to a preceding letter/digit.
CARD_SYMBOL_RE = re.compile(r"(?<![\w])(10|[7-9]|[AKQJOU])([♠♥♦♣])")
CARD_BRACKET_RE = re.compile(r"\[(10|[7-9TAKQJOU])([SHDC])\]", re.IGNORECASE)

CardRenderer = Callable[[Card], str]


@dataclass(frozen=True)
class GlossaryRef:
    """A `glossary:` link found in a lesson, for validation."""

    term: str
    line: int


def _card_token(state: StateCore | StateInline, c: Card, level: int) -> Token:
    token = Token("card", "", 0)
    token.meta = {"card": c}
    token.level = level
    return token


def _split_card_symbols(state: StateCore) -> None:
    """Core rule: cut `text` tokens at card symbols (an inline rule never sees `9♠`, notes §4)."""
    for block in state.tokens:
        if block.type != "inline" or not block.children:
            continue
        children: list[Token] = []
        in_link = 0
        for child in block.children:
            if child.type == "link_open":
                in_link += 1
            elif child.type == "link_close":
                in_link -= 1
            if child.type != "text" or in_link or not CARD_SYMBOL_RE.search(child.content):
                children.append(child)
                continue
            position = 0
            for match in CARD_SYMBOL_RE.finditer(child.content):
                if match.start() > position:
                    text = Token("text", "", 0)
                    text.content = child.content[position : match.start()]
                    children.append(text)
                children.append(_card_token(state, parse_card(match.group(0)), child.level))
                position = match.end()
            if position < len(child.content):
                text = Token("text", "", 0)
                text.content = child.content[position:]
                children.append(text)
        block.children = children


def _card_bracket(state: StateInline, silent: bool) -> bool:
    """Inline rule for `[9S]`, tried at `[` before links are."""
    if state.src[state.pos] != "[":
        return False
    match = CARD_BRACKET_RE.match(state.src, state.pos)
    if not match:
        return False
    if not silent:
        token = state.push("card", "", 0)
        token.meta = {"card": parse_card(match.group(1) + match.group(2))}
    state.pos = match.end()
    return True


GLOSSARY_TIP = "glossary_tip"  # env key: (term, definition) of the glossary link being rendered


def build_markdown(
    render_card: CardRenderer,
    glossary: dict[str, tuple[str, str]],
    key_rules_heading: str = "Key rules",
) -> MarkdownIt:
    """A parser/renderer that draws cards with `render_card` and glossary terms from `glossary`.

    `glossary` maps a term id to (the term, its definition) in the reader's language;
    `key_rules_heading` is the heading of the key-rules box in that language.
    """
    md = (
        MarkdownIt("commonmark", {"html": False, "typographer": True})
        .enable(["table", "strikethrough", "replacements"])
        .use(front_matter_plugin)
        .use(deflist_plugin)
    )
    for name in CONTAINERS:
        md.use(container_plugin, name)

    def render_key_rules(self: Any, tokens: list[Token], idx: int, options: Any, env: Any) -> str:
        if tokens[idx].nesting == 1:
            heading = html.escape(key_rules_heading)
            return f'<div class="keyrules" role="note"><p class="keyrules-title">{heading}</p>\n'
        return "</div>\n"

    md.use(container_plugin, KEY_RULES, render=render_key_rules)
    md.core.ruler.after("text_join", "card_symbols", _split_card_symbols)
    md.inline.ruler.before("link", "card_bracket", _card_bracket)

    def render_card_token(self: Any, tokens: list[Token], idx: int, options: Any, env: Any) -> str:
        return render_card(tokens[idx].meta["card"])

    def render_link_open(self: Any, tokens: list[Token], idx: int, options: Any, env: Any) -> str:
        href = tokens[idx].attrGet("href") or ""
        if href.startswith("glossary:"):
            term_id = href.removeprefix("glossary:")
            env[GLOSSARY_TIP] = glossary.get(term_id, (term_id, ""))  # the next link_close is ours
            return f'<span class="glossary" tabindex="0" data-term="{html.escape(term_id)}">'
        return self.renderToken(tokens, idx, options, env)

    def render_link_close(self: Any, tokens: list[Token], idx: int, options: Any, env: Any) -> str:
        entry = env.pop(GLOSSARY_TIP, None)
        if entry is None:
            return self.renderToken(tokens, idx, options, env)
        term, definition = (html.escape(text) for text in entry)
        return (
            f'<span class="glossary-tip" role="tooltip"><strong>{term}</strong>: {definition}'
            "</span></span>"
        )

    md.add_render_rule("card", render_card_token)
    md.add_render_rule("link_open", render_link_open)
    md.add_render_rule("link_close", render_link_close)
    return md


def cell_type(token: Token) -> str | None:
    """The cell type of a fenced block (`trick`, `fact`, …), or None for ordinary code."""
    if token.type != "fence":
        return None
    word = token.info.strip().split(" ", 1)[0] if token.info.strip() else ""
    return word if word in CELL_TYPES else None


def key_rules(tokens: list[Token]) -> list[list[str]]:
    """The bullets of each key-rules box of a lesson, as source text (for the parity checks)."""
    boxes: list[list[str]] = []
    depth = 0
    for token in tokens:
        if token.type == f"container_{KEY_RULES}_open":
            boxes.append([])
            depth = token.level
        elif boxes and token.type == "inline" and token.level == depth + 4:
            boxes[-1].append(token.content)
        elif token.type == f"container_{KEY_RULES}_close":
            depth = -10
    return boxes


def card_tokens(tokens: list[Token]) -> list[Card]:
    """Every card a lesson shows as a picture, in order (for the parity checks)."""
    found: list[Card] = []
    for token in tokens:
        for child in token.children or []:
            if child.type == "card":
                found.append(child.meta["card"])
    return found


def glossary_refs(tokens: list[Token]) -> list[GlossaryRef]:
    """Every `glossary:` link of a lesson with its line, for validation."""
    refs: list[GlossaryRef] = []
    for token in tokens:
        for child in token.children or []:
            href = child.attrGet("href") if child.type == "link_open" else None
            if href and href.startswith("glossary:"):
                line = token.map[0] + 1 if token.map else 0
                refs.append(GlossaryRef(href.removeprefix("glossary:"), line))
    return refs


__all__ = [
    "CARD_SYMBOL_RE",
    "CELL_TYPES",
    "CardParseError",
    "GlossaryRef",
    "build_markdown",
    "card_tokens",
    "cell_type",
    "glossary_refs",
    "key_rules",
]
