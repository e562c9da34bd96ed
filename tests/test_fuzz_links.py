"""Odd links open every page, never Streamlit's error page (issue 19, items 1 and 2).

Each page is opened in AppTest with odd query strings: unknown values of every parameter we read,
10**400, path tricks, values of 5–100 kB, unicode, Markdown and HTML, many parameters at once. The
reader may see a warning or a one-line note; no exception box and no failure caught in a box.
The normal run opens `FUZZ_LINKS_PER_PAGE` links per page (default 12, plus the issue's named
links); `FUZZ_LINKS_PER_PAGE=200 pytest -m slow tests/test_fuzz_links.py` is the full fuzz.
"""

from __future__ import annotations

import os
import random

import pytest
from streamlit.testing.v1 import AppTest

from tests.apptest_helpers import app, failures, open_page
from tutorial.app.shell.main import HOME, PAGE_TABLE
from tutorial.app.shell.query_limits import MAX_NAME, MAX_PARAMS, MAX_VALUE, overlong

PAGES = [row[0] for row in PAGE_TABLE]
PER_PAGE = int(os.environ.get("FUZZ_LINKS_PER_PAGE", "12"))
# Every parameter a page reads, and the two bound to the shared pickers.
NAMES = [
    "game", "puzzle", "section", "seed", "replay", "step", "mode", "code", "v", "with",
    "present", "learner", "contract", "trump", "beat_rule", "seven_beats_ace", "lang", "german",
]  # fmt: skip
VALUES = [
    "", " ", "0", "-1", "1e9", "nan", "inf", "-0", "1.5", str(10**400), "true", "yes", "None",
    "../../etc/passwd", "..%2F..%2Fetc", "/tmp", "C:\\Windows", "%00", "\x00", "\t\n",
    "schneider/../../x", "bauernschnapsen", "dreierschnapsen", "imported", "review", "ru",
    "Ӂ" * 50, "‮evil", "🂡🂱", "Z̴̡a̶l̷g̸o", "ß" * 300, "<script>alert(1)</script>",
    "[x](javascript:alert(1))", "**bold** _it_ `code`", "$$x$$", "<img src=x onerror=1>",
]  # fmt: skip
# The issue's own failing links.
NAMED = [
    {"bogus": "A" * 3000},
    {"game": "A" * 5000},
    {"lang": "A" * 3000},
    {"puzzle": "B" * 100_000},
]


def opened(page: str, query: dict[str, str]) -> AppTest:
    """`page` opened by a link with `query` (the home page is the app's root address)."""
    if page == HOME:
        at = app(**query)
        at.run()
        return at
    return open_page(page, **query)


def odd_links(page: str, count: int) -> list[dict[str, str]]:
    """`count` different seeded odd query strings for `page`: one to many parameters, odd values
    (a repeated one is drawn again, so 200 links are 200 query strings)."""
    rng = random.Random(f"links:{page}")
    links: dict[str, dict[str, str]] = {}
    while len(links) < count:
        query: dict[str, str] = {}
        for _ in range(rng.choice([1, 1, 2, 3, 40])):
            name = rng.choice([*NAMES, "bogus", "x" * 60, "Ӂ", "a b"])
            value = rng.choice([*VALUES, "A" * rng.choice([5_000, 20_000, 100_000])])
            query[name] = value
        links.setdefault(repr(sorted(query.items())), query)
    return list(links.values())


def test_overlong_drops_long_names_long_values_and_the_params_past_the_limit() -> None:
    pairs = [("game", "x" * (MAX_VALUE + 1)), ("n" * (MAX_NAME + 1), "1"), ("ok", "1")]
    pairs += [(f"p{i}", "1") for i in range(MAX_PARAMS)]
    # 33 parameters: the 31st to the 33rd (p27, p28, p29) are past the limit of 30.
    assert overlong(pairs) == ["game", "n" * (MAX_NAME + 1), "p27", "p28", "p29"]


@pytest.mark.parametrize("query", NAMED, ids=["bogus-3k", "game-5k", "lang-3k", "puzzle-100k"])
@pytest.mark.parametrize("page", ["lessons", "puzzles", "home"])
def test_a_long_value_opens_the_page_with_a_one_line_note(page: str, query: dict) -> None:
    at = opened(page, query)
    assert failures(at) == []
    notes = [c.value for c in at.caption]
    assert any("too long" in note for note in notes), notes
    assert all(len(str(v)) <= MAX_VALUE for v in at.query_params.values()), at.query_params


@pytest.mark.slow
@pytest.mark.parametrize("page", PAGES)
def test_odd_links_never_take_a_page_down(page: str) -> None:
    broken = []
    links = odd_links(page, PER_PAGE)
    for query in links:
        at = opened(page, query)
        if failures(at):
            broken.append((sorted(query)[:5], failures(at)[:1]))
    print(f"\n{page}: {len(links)} different odd links, {len(broken)} took the page down")
    assert broken == [], broken
