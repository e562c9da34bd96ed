"""Project hygiene that CI must keep true: style, layout, and no run-time reads of ../shared."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _ruff(*args: str) -> subprocess.CompletedProcess[str]:
    ruff = shutil.which("ruff")
    command = [ruff] if ruff else [sys.executable, "-m", "ruff"]
    return subprocess.run([*command, *args], cwd=ROOT, capture_output=True, text=True)


@pytest.mark.parametrize("args", [("check", "."), ("format", "--check", ".")])
def test_ruff_is_clean(args: tuple[str, ...]) -> None:
    done = _ruff(*args)
    assert done.returncode == 0, done.stdout + done.stderr


def test_no_pages_folder_beside_the_entry_script() -> None:
    """A `pages/` folder next to streamlit_app.py makes AppTest run only the page (notes §1.3)."""
    assert not (ROOT / "pages").exists()


def test_the_engine_does_not_import_streamlit() -> None:
    engine = [ROOT / "tutorial" / "words" / "card_names.py"]
    engine += sorted((ROOT / "tutorial" / "games").rglob("*.py"))
    for path in engine:
        assert "streamlit" not in path.read_text(encoding="utf-8"), path


def test_nothing_reads_the_shared_reference_folder() -> None:
    for path in [*(ROOT / "tutorial").rglob("*.py"), ROOT / "streamlit_app.py"]:
        assert "shared/" not in path.read_text(encoding="utf-8"), path
