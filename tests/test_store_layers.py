"""The store is a floor between content and pages: nothing below imports it, it imports no page."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "tutorial"
ABOVE_THE_STORE = {PACKAGE / "__main__.py"}


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def _below(name: str, top: str) -> bool:
    return name == top or name.startswith(top + ".")


def test_the_engine_and_content_do_not_import_the_store() -> None:
    for path in PACKAGE.rglob("*.py"):
        if path in ABOVE_THE_STORE or {"store", "app", "cli"} & set(
            path.relative_to(PACKAGE).parts
        ):
            continue
        assert not any(_below(n, "tutorial.store") for n in _imports(path)), path


def test_the_store_imports_neither_streamlit_nor_the_pages() -> None:
    for path in (PACKAGE / "store").rglob("*.py"):
        names = _imports(path)
        assert not any(_below(n, "streamlit") or _below(n, "tutorial.app") for n in names), path
