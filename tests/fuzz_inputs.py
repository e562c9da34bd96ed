"""Broken inputs made from the real ones, for the file-format fuzz tests (seeded, so reproducible).

Data mutations change one place in the parsed file (a wrong type, a deletion, an unknown field, a
value wrapped in a list or a mapping); text mutations break the bytes themselves (truncation, NUL,
binary junk, deep nesting, huge numbers, tags, aliases, duplicate keys, empty and comment-only).
`hang_guard` bounds one item's time, as a guard against hangs only.
"""

from __future__ import annotations

import copy
import json
import random
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import yaml

Path_ = tuple[Any, ...]
HANG_GUARD_SECONDS = 10
DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)

WRONG_VALUES: list[Any] = [
    "abc", "", " ", "Z", "9♠", "ZZ", "x" * 300, 0, -1, 7, 10**18, 2.5, True, False,
    [], ["x"], [1, [2]], [[[[["deep"]]]]], {}, {"of": "Z"}, {"x": 1}, {"en": 5},
    list(range(60)), {"a": {"b": {"c": [1]}}},
]  # fmt: skip
UNKNOWN_KEYS = ["colour", "Trick", "say2", "1", "sp ace", "ü"]


def paths(data: Any, prefix: Path_ = ()) -> list[Path_]:
    """Every place in the data: each mapping key and each list item, depth first."""
    found: list[Path_] = []
    items = (
        data.items()
        if isinstance(data, dict)
        else enumerate(data)
        if isinstance(data, list)
        else []
    )
    for key, value in items:
        found.append((*prefix, key))
        found.extend(paths(value, (*prefix, key)))
    return found


def shape(path: Path_) -> Path_:
    """The path with list positions left out: `steps.*.say.en` is one shape, however many steps."""
    return tuple("*" if isinstance(p, int) else p for p in path)


def _parent(data: Any, path: Path_) -> Any:
    for part in path[:-1]:
        data = data[part]
    return data


def mutate(data: Any, path: Path_, how: str, rng: random.Random) -> Any:
    """A changed deep copy: `how` is wrong_type, delete, unknown_key, wrap or unwrap."""
    data = copy.deepcopy(data)
    parent, last = _parent(data, path), path[-1]
    value = parent[last]
    if how == "wrong_type":
        parent[last] = copy.deepcopy(rng.choice(WRONG_VALUES))
    elif how == "delete":
        del parent[last]
    elif how == "unknown_key":
        target = value if isinstance(value, dict) else parent if isinstance(parent, dict) else None
        if target is None:
            parent[last] = {rng.choice(UNKNOWN_KEYS): value}
        else:
            target[rng.choice(UNKNOWN_KEYS)] = rng.choice(WRONG_VALUES)
    elif how == "wrap":
        parent[last] = [value] if rng.random() < 0.5 else {"value": value}
    elif how == "unwrap":
        if isinstance(value, list) and value:
            parent[last] = value[0]
        elif isinstance(value, dict) and value:
            parent[last] = list(value)
        else:
            parent[last] = None
    return data


def data_mutants(
    bases: list[tuple[str, Any]], count: int, rng: random.Random
) -> Iterator[tuple[str, Any]]:
    """`count` mutated documents; first one wrong type at every shape of path found in `bases`."""
    by_shape: dict[Path_, list[tuple[str, Any, Path_]]] = {}
    for name, data in bases:
        for path in paths(data):
            by_shape.setdefault(shape(path), []).append((name, data, path))
    made = 0
    for found in by_shape.values():
        if made >= count:
            return
        name, data, path = rng.choice(found)
        yield f"{name}:wrong_type@{'.'.join(map(str, path))}", mutate(data, path, "wrong_type", rng)
        made += 1
    kinds = ["wrong_type", "wrong_type", "delete", "unknown_key", "wrap", "unwrap"]
    while made < count:
        name, data = rng.choice(bases)
        all_paths = paths(data)
        if not all_paths:
            continue
        path, how = rng.choice(all_paths), rng.choice(kinds)
        yield f"{name}:{how}@{'.'.join(map(str, path))}", mutate(data, path, how, rng)
        made += 1


def dump_yaml(data: Any) -> bytes:
    return yaml.dump(data, Dumper=DUMPER, allow_unicode=True, sort_keys=False).encode()


def _nested(kind: str, depth: int) -> str:
    if kind == "list":
        return "[" * depth + "1" + "]" * depth
    if kind == "map":
        return "{a: " * depth + "1" + "}" * depth
    return "".join(f"{'  ' * level}a:\n" for level in range(depth)) + "  " * depth + "1\n"


def _shared_mutation(how: str, text: str, rng: random.Random) -> bytes | None:
    """The ways to break bytes that YAML and JSON share; None for the others."""
    cut = rng.randrange(len(text) + 1)
    if how == "truncate":
        return text[:cut].encode()
    if how == "nul":
        return (text[:cut] + "\x00" + text[cut:]).encode()
    if how == "junk":
        return text[:cut].encode() + rng.randbytes(rng.randrange(1, 200)) + text[cut:].encode()
    if how == "bom_junk":
        return b"\xef\xbb\xbf" + rng.randbytes(rng.randrange(1, 64))
    return None


def text_mutation(text: str, rng: random.Random) -> tuple[str, bytes]:
    """One way to break a file's bytes, chosen at random."""
    lines = text.splitlines(keepends=True)
    at = rng.randrange(len(lines)) if lines else 0
    cut = rng.randrange(len(text) + 1)
    how = rng.choice(
        ["truncate", "nul", "junk", "deep", "block_deep", "huge_int", "tag", "alias",
         "duplicate", "tab", "empty", "comments", "bom_junk", "swap", "colon", "control",
         "latin1", "multi_doc"]
    )  # fmt: skip
    shared = _shared_mutation(how, text, rng)
    data = text.encode() if shared is None else shared
    if how == "deep":
        kind = rng.choice(["list", "map"])
        depth = rng.choice([33, 40, 200, 20_000])
        data = (
            "".join(lines[:at]) + f"deep: {_nested(kind, depth)}\n" + "".join(lines[at:])
        ).encode()
    elif how == "block_deep":
        data = (
            text
            + "extra:\n"
            + "".join(
                "  " + ln
                for ln in _nested("block", rng.choice([33, 80, 300])).splitlines(keepends=True)
            )
        ).encode()
    elif how == "huge_int":
        digits = rng.choice([25, 400, 4301, 5000])
        data = (
            (text + f"\nbig: {'9' * digits}\n").encode()
            if rng.random() < 0.5
            else text.replace(": ", f": {'7' * digits} #", 1).encode()
        )
    elif how == "tag":
        tag = rng.choice(
            [
                "!!python/object:os.system",
                "!!python/name:os.system",
                "!!python/object/apply:os.system",
                "!custom",
            ]
        )
        data = (text + f"\nx: {tag} [echo]\n").encode()
    elif how == "alias":
        data = ("a: &a [1, 2, 3]\nb: [*a, *a, *a]\n" + text).encode()
    elif how == "duplicate":
        first = next(
            (ln for ln in lines if ":" in ln and not ln.startswith((" ", "#", "-"))), "id: x\n"
        )
        data = (text + "\n" + first).encode()
    elif how == "tab":
        data = text.replace("  ", "\t", 1).encode()
    elif how == "empty":
        data = rng.choice([b"", b"\n\n", b"   \n", b"---\n", b"---\n...\n", b"~\n"])
    elif how == "comments":
        data = "".join("# " + ln for ln in lines).encode()
    elif how == "swap":
        if len(lines) > 1:
            other = rng.randrange(len(lines))
            lines[at], lines[other] = lines[other], lines[at]
        data = "".join(lines).encode()
    elif how == "colon":
        data = text.replace(":", "", 1).encode()
    elif how == "control":
        data = (text[:cut] + chr(rng.choice([1, 7, 27, 0x7F, 0xFFFE])) + text[cut:]).encode(
            "utf-8", "surrogatepass"
        )
    elif how == "latin1":
        data = text.encode("latin-1", "replace")
    elif how == "multi_doc":
        data = (text + "\n---\n" + text).encode()
    return how, data


def json_text_mutation(text: str, rng: random.Random) -> tuple[str, bytes]:
    """One way to break a JSON log's bytes, chosen at random."""
    how = rng.choice(
        ["truncate", "nul", "junk", "deep", "huge_int", "nan", "not_object", "empty", "bom_junk",
         "latin1", "trailing"]
    )  # fmt: skip
    shared = _shared_mutation(how, text, rng)
    data = text.encode() if shared is None else shared
    if how == "deep":
        depth = rng.choice([33, 1000, 100_000])
        data = ('{"game": "schneider", "events": ' + "[" * depth + "]" * depth + "}").encode()
    elif how == "huge_int":
        data = text.replace(
            '"dealer": ', f'"dealer": {"9" * rng.choice([25, 4301, 5000])}', 1
        ).encode()
    elif how == "nan":
        data = text.replace('"cut": ', '"cut": NaN, "x": ', 1).encode()
    elif how == "not_object":
        data = json.dumps(rng.choice([[], [1, 2], "log", 5, None, True])).encode()
    elif how == "empty":
        data = rng.choice([b"", b"  \n"])
    elif how == "latin1":
        data = text.replace('"', "ä", 3).encode("latin-1", "replace")
    elif how == "trailing":
        data = (text + "}").encode()
    return how, data


@contextmanager
def hang_guard(what: str) -> Iterator[None]:
    """Fail (instead of waiting forever) if one item takes more than a few seconds."""

    def expired(_signum: int, _frame: object) -> None:
        raise TimeoutError(f"{what}: still running after {HANG_GUARD_SECONDS} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, HANG_GUARD_SECONDS)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
