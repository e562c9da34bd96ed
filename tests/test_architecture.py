"""The house shows its floors (issue 20): no code outside `tutorial/games/` names a game, no module
takes part in an import cycle, and the top folders hold only what they should.

"Names a game" means: a string equal to a registered game's name, an import of a game's own package
(`tutorial.games.schneider`, `…bauernschnapsen`, `…dreierschnapsen`, the `…schnapsen` family), or a
game's own deal class. The database migrations are left out: a migration must mean the same thing
forever, so each keeps its own literal copy of the names it moved (`0003`, `0006`).

"An import cycle" counts every import statement that runs, module level or inside a function, and
the package `__init__` each import runs on the way; imports under `if TYPE_CHECKING:` never run and
are left out (they name types for the type checker only), and a second check counts them too.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

from tutorial.games.registry import SPECS

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "tutorial"
GAME_PACKAGES = tuple(f"tutorial.games.{name}" for name in (*SPECS, "schnapsen"))
DEAL_CLASSES = frozenset({"SchneiderDeal", "SchnapsenDeal", "BauernDeal", "DreierDeal"})


def _modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


MODULES = _modules()


def _outside_games(path: Path) -> bool:
    relative = path.relative_to(PACKAGE).parts
    return relative[0] != "games" and "migrations" not in relative


def _type_only(tree: ast.Module) -> set[int]:
    hidden: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            hidden.update(id(inner) for inner in ast.walk(node))
    return hidden


def _names_of_games(path: Path) -> Iterator[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and node.value in SPECS:
            yield f"{node.lineno}: the string {node.value!r}"
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(GAME_PACKAGES):
            yield f"{node.lineno}: import from {node.module}"
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith(GAME_PACKAGES):
                    yield f"{node.lineno}: import {alias.name}"
        elif isinstance(node, ast.Name | ast.Attribute):
            name = node.id if isinstance(node, ast.Name) else node.attr
            if name in DEAL_CLASSES:
                yield f"{node.lineno}: the deal class {name}"


def test_no_code_outside_the_games_package_names_a_game() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{hit}"
        for path in sorted(PACKAGE.rglob("*.py"))
        if _outside_games(path)
        for hit in _names_of_games(path)
    ]
    assert not found, "\n".join(found)


def test_the_check_finds_a_game_named_outside_the_games_package(tmp_path: Path) -> None:
    """The test above can fail: each way of naming a game is reported."""
    module = tmp_path / "page.py"
    module.write_text(
        "from tutorial.games.schneider.rules import RULES\n"
        "import tutorial.games.schnapsen.cards\n"
        "if game == 'dreierschnapsen':\n    pass\n"
        "deal: SchnapsenDeal\n",
        encoding="utf-8",
    )
    hits = list(_names_of_games(module))
    assert len(hits) == 4, hits


def _resolve(name: str) -> str | None:
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _imports(module: str, path: Path, types: bool = False) -> set[str]:
    """The modules `module` runs imports of (module level or in functions), packages included;
    with `types`, those it imports for the type checker only as well."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    hidden = set() if types else _type_only(tree)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    targets: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in hidden:
            continue
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            names = [f"{base}.{a.name}" for a in node.names] + [base]
        else:
            continue
        for name in names:
            if name.startswith("tutorial") and (found := _resolve(name)):
                pieces = found.split(".")
                targets.update(".".join(pieces[:i]) for i in range(1, len(pieces) + 1))
    targets.discard(module)
    return {t for t in targets if t in MODULES}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in graph:
        if v not in index:
            visit(v)
    return found


def test_no_module_takes_part_in_an_import_cycle() -> None:
    graph = {module: _imports(module, path) for module, path in MODULES.items()}
    assert not _cycles(graph), _cycles(graph)


def test_no_cycle_even_through_imports_for_types() -> None:
    """A module that names another's types need not be imported by it: the Schnapsen phases
    name the deal's public slice (`schnapsen/state.py`), not the deal."""
    graph = {module: _imports(module, path, types=True) for module, path in MODULES.items()}
    assert not _cycles(graph), _cycles(graph)


def test_the_cycle_check_finds_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == [["a", "b", "c"]]


def _top_modules(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.glob("*.py"))


def test_the_top_of_the_package_holds_only_its_entry_points() -> None:
    assert len(_top_modules(PACKAGE)) <= 4, _top_modules(PACKAGE)


def test_the_top_of_the_app_holds_its_floors_not_its_modules() -> None:
    app = PACKAGE / "app"
    assert len(_top_modules(app)) <= 6, _top_modules(app)
    assert {p.name for p in app.iterdir() if p.is_dir() and p.name != "__pycache__"} == {
        "shell",
        "widgets",
        "pages",
    }


def test_every_page_is_a_package_of_its_own() -> None:
    pages = PACKAGE / "app" / "pages"
    for folder in (p for p in pages.iterdir() if p.is_dir() and p.name != "__pycache__"):
        assert (folder / "__init__.py").exists(), folder
        assert list(folder.glob("*page.py")), f"{folder.name} has no page module"
