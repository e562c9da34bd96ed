"""Reading a file or an upload into plain data, with limits that keep every input harmless.

Teachers' YAML and users' JSON are untrusted: a named pipe would block a reader forever, a huge file
takes minutes to parse, deep nesting overflows Python's stack, a 5,000-digit number cannot even be
printed, and YAML aliases can multiply a small file into billions of values. Every such input ends
here as one `FileProblem`; nothing else is raised for bad input.
"""

from __future__ import annotations

import json
import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from yaml.composer import Composer
from yaml.constructor import SafeConstructor
from yaml.resolver import Resolver

from tutorial.formats.file_problem import FileProblem

MAX_BYTES = 1_000_000
LIMIT_TEXT = "1 MB"
MAX_DEPTH = 32
MAX_NUMBER_CHARS = 24
_JSON_SPECIAL = re.compile(r'[\[\]{}"\\]')
_KINDS = {
    stat.S_IFDIR: "a folder",
    stat.S_IFIFO: "a named pipe",
    stat.S_IFCHR: "a device",
    stat.S_IFBLK: "a device",
    stat.S_IFSOCK: "a socket",
}


@dataclass(frozen=True)
class Document:
    """One YAML document: its data, the line of every dotted field path, and its first line."""

    data: Any
    lines: dict[str, int]
    start: int


def read_bytes(path: Path, where: str) -> bytes:
    """The file's bytes; a `FileProblem` for anything but a regular file within the size limit.

    The file is opened non-blocking and checked before reading, so a named pipe or a device is
    refused at once instead of waiting for a writer that never comes.
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError as exc:
        raise FileProblem(where, 0, "file", f"cannot be read ({exc.strerror})") from None
    # Checked on the descriptor, before Python's file object: that one refuses a folder with
    # IsADirectoryError (`solve --log some/folder` showed a traceback).
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        kind = _KINDS.get(stat.S_IFMT(mode), "not a regular file")
        raise FileProblem(where, 0, "file", f"is {kind}, not a file with text")
    with os.fdopen(fd, "rb") as handle:
        try:
            raw = handle.read(MAX_BYTES + 1)
        except OSError as exc:
            raise FileProblem(where, 0, "file", f"cannot be read ({exc.strerror})") from None
    return raw


def decode(raw: bytes, where: str) -> str:
    """UTF-8 text without NUL characters, no larger than the limit."""
    if len(raw) > MAX_BYTES:
        raise FileProblem(
            where, 0, "file", f"is larger than {LIMIT_TEXT}, the limit for one file; split it up"
        )
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise FileProblem(where, line, "file", "is not UTF-8 text (is it a binary file?)") from None
    nul = text.find("\x00")
    if nul >= 0:
        line = text.count("\n", 0, nul) + 1
        raise FileProblem(where, line, "file", "holds a NUL character (is it a binary file?)")
    return text


def read_text(path: Path, where: str) -> str:
    return decode(read_bytes(path, where), where)


class _Refused(yaml.MarkedYAMLError):
    """Valid YAML that we still do not accept (too deep, an alias, a tag, a huge number)."""

    def __init__(self, mark: yaml.Mark | None, problem: str) -> None:
        super().__init__(problem=problem, problem_mark=mark)


try:  # libyaml's parser is about seven times faster; the composer on top of it stays ours
    from yaml._yaml import CParser as _Parser
except ImportError:  # pragma: no cover - PyYAML built without libyaml
    from yaml.parser import Parser as _Parser
    from yaml.reader import Reader
    from yaml.scanner import Scanner

    class _Parser(Reader, Scanner, _Parser):  # type: ignore[no-redef]
        def __init__(self, stream: str) -> None:
            Reader.__init__(self, stream)
            Scanner.__init__(self)
            _Parser.__init__(self)


class _BoundedLoader(_Parser, Composer, SafeConstructor, Resolver):
    """A safe loader with a nesting limit, no aliases, no duplicate keys, no unknown tags, and
    numbers of bounded length. Events come from the parser; nodes are composed here."""

    check_node = Composer.check_node
    get_node = Composer.get_node
    compose_document = Composer.compose_document

    def __init__(self, stream: str) -> None:
        _Parser.__init__(self, stream)
        Composer.__init__(self)
        SafeConstructor.__init__(self)
        Resolver.__init__(self)
        self._depth = 0

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node | None:
        event = self.peek_event()
        if isinstance(event, yaml.AliasEvent):
            raise _Refused(
                event.start_mark, "aliases (*name) are not allowed here; write the value out"
            )
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                raise _Refused(event.start_mark, f"nested more than {MAX_DEPTH} levels deep")
            return Composer.compose_node(self, parent, index)
        finally:
            self._depth -= 1

    def compose_mapping_node(self, anchor: Any) -> yaml.MappingNode:
        node = Composer.compose_mapping_node(self, anchor)
        seen: set[str] = set()
        for key, _value in node.value:
            if isinstance(key, yaml.ScalarNode):
                if key.value in seen:
                    raise _Refused(key.start_mark, f"{key.value!r} is written twice here")
                seen.add(key.value)
        return node

    def construct_yaml_int(self, node: yaml.ScalarNode) -> int:
        if len(node.value) > MAX_NUMBER_CHARS:
            raise _Refused(node.start_mark, f"a number of {len(node.value)} characters is too long")
        return SafeConstructor.construct_yaml_int(self, node)

    def construct_undefined(self, node: yaml.Node) -> Any:
        raise _Refused(node.start_mark, f"the tag {node.tag!r} is not allowed: write plain values")


_BoundedLoader.add_constructor("tag:yaml.org,2002:int", _BoundedLoader.construct_yaml_int)
_BoundedLoader.add_constructor(None, _BoundedLoader.construct_undefined)


def node_lines(node: yaml.Node, prefix: str = "") -> dict[str, int]:
    """The line of every mapping key and list item, by dotted path (`checks.2.trick`).

    List items are counted from 1, as a teacher counts them. The depth is already bounded by
    the loader, so the recursion is too.
    """
    found: dict[str, int] = {}
    if isinstance(node, yaml.MappingNode):
        items = [(str(key.value), key, value) for key, value in node.value]
    elif isinstance(node, yaml.SequenceNode):
        items = [(str(number), item, item) for number, item in enumerate(node.value, start=1)]
    else:
        return found
    for name, at, value in items:
        path = f"{prefix}{name}"
        found.setdefault(path, at.start_mark.line + 1)
        found.update(node_lines(value, f"{path}."))
    return found


def _nothing_in(text: str) -> str:
    if not text.strip():
        return "is empty: there is nothing to check"
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if all(line.startswith("#") for line in lines):
        return "holds only comments: there is nothing to check"
    return "holds no puzzle or replay: there is nothing to check"


def yaml_documents(text: str, where: str) -> list[Document]:
    """Every non-empty YAML document in the text; a `FileProblem` if there is none."""
    loader = _BoundedLoader(text)
    documents: list[Document] = []
    try:
        while loader.check_node():
            node = loader.get_node()
            data = loader.construct_document(node)
            if data is not None:
                documents.append(Document(data, node_lines(node), node.start_mark.line + 1))
    except _Refused as exc:
        mark = exc.problem_mark
        raise FileProblem(where, mark.line + 1 if mark else 0, "yaml", str(exc.problem)) from None
    except yaml.reader.ReaderError as exc:
        line = text.count("\n", 0, exc.position) + 1
        code = exc.character if isinstance(exc.character, int) else ord(exc.character)
        raise FileProblem(
            where, line, "yaml", f"the control character U+{code:04X} is not allowed in YAML text"
        ) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise FileProblem(
            where, mark.line + 1 if mark else 0, "yaml", f"not valid YAML ({problem})"
        ) from None
    finally:
        loader.dispose()
    if not documents:
        raise FileProblem(where, 1, "file", _nothing_in(text))
    return documents


def _json_depth(text: str) -> int:
    """How deeply the JSON text nests, found in one pass without parsing (so without recursion).

    Only brackets outside strings count; the scan visits the special characters alone, and stops
    as soon as the limit is passed.
    """
    depth = deepest = 0
    in_string = False
    escaped_at = -1
    for match in _JSON_SPECIAL.finditer(text):
        at = match.start()
        char = text[at]
        if at == escaped_at:
            continue
        if in_string:
            if char == "\\":
                escaped_at = at + 1
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    break
        elif char in "]}":
            depth -= 1
    return deepest


class _TooLong(ValueError):
    pass


def _bounded_int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise _TooLong(f"a number of {len(text)} characters is too long")
    return int(text)


def _no_constant(name: str) -> Any:
    raise _TooLong(f"{name} is not a number JSON allows")


def json_document(raw: bytes, where: str) -> Any:
    """The JSON value in the bytes, within the same limits as YAML files."""
    text = decode(raw, where)
    if not text.strip():
        raise FileProblem(where, 1, "file", "is empty: there is nothing to import")
    if _json_depth(text) > MAX_DEPTH:
        raise FileProblem(where, 0, "json", f"nested more than {MAX_DEPTH} levels deep")
    try:
        return json.loads(text, parse_int=_bounded_int, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise FileProblem(where, exc.lineno, "json", f"not valid JSON ({exc.msg})") from None
    except _TooLong as exc:
        raise FileProblem(where, 0, "json", str(exc)) from None
