"""Which files a command was given: the files named, the `*.yaml` files in the folders named.

Shared by the puzzle and replay loaders and by `kartenschule check`/`answer`; messages name a file
by its path relative to the folder the command runs in, never by a server path.
"""

from __future__ import annotations

from pathlib import Path

from tutorial.formats.file_problem import FileProblem


def yaml_files(paths: list[Path]) -> list[Path]:
    """The files named, and the `*.yaml` files inside the folders named, in a stable order.

    Anything that is not a folder is listed, named pipes included: reading refuses them with a
    message, rather than skipping them in silence.
    """
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob("*.yaml") if not p.is_dir()))
        else:
            files.append(path)
    return files


def empty_folders(paths: list[Path]) -> list[FileProblem]:
    """A problem for each folder named that holds no `.yaml` file: nothing to check is an error."""
    return [
        FileProblem(str(path), 0, "folder", "holds no .yaml files: there is nothing to check")
        for path in paths
        if path.is_dir() and not yaml_files([path])
    ]


def shown_path(path: Path, root: Path | None) -> str:
    """The path as messages show it: relative to `root` when inside it."""
    if root is not None:
        try:
            return str(path.absolute().relative_to(root.absolute()))
        except ValueError:
            pass
    return str(path)
