"""The Schnapsen phase modules see the deal only through its public slice (`SchnapsenState` and the
auctions' `BauernState`, `DreierState`): each `deal.x` they use is a member of the protocol they
annotate, each member exists on a real deal, and no phase imports the deal module it serves."""

from __future__ import annotations

import ast
import inspect
import random
from pathlib import Path

import pytest

from tutorial.games.base import play_randomly
from tutorial.games.bauernschnapsen.rules import RULES as BAUERN
from tutorial.games.bauernschnapsen.state import BauernState
from tutorial.games.dreierschnapsen.rules import RULES as DREIER
from tutorial.games.dreierschnapsen.state import DreierState
from tutorial.games.schnapsen.state import SchnapsenState

ROOT = Path(__file__).resolve().parents[1] / "tutorial" / "games"
PHASES = [
    *(f"schnapsen/{name}.py" for name in
      ("trump", "bidding", "doubling", "tricks", "claims", "goals", "end", "allowed")),
    "bauernschnapsen/auction.py",
    "dreierschnapsen/auction.py",
    "dreierschnapsen/talon.py",
]  # fmt: skip
STATES = {s.__name__: s for s in (SchnapsenState, BauernState, DreierState)}
DEAL_MODULES = (
    "tutorial.games.schnapsen.deal",
    "tutorial.games.bauernschnapsen.rules",
    "tutorial.games.dreierschnapsen.rules",
)


def members(protocol: type) -> set[str]:
    """The attributes and methods a protocol declares, its base protocols' included."""
    found: set[str] = set()
    for cls in protocol.__mro__:
        if cls is object or cls.__module__ == "typing":
            continue
        found.update(inspect.get_annotations(cls))
        found.update(
            n for n, v in vars(cls).items() if isinstance(v, property) or inspect.isfunction(v)
        )
    return found - {"__init__", "__subclasshook__"}  # what `Protocol` adds to every protocol


def uses(path: Path) -> dict[str, set[str]]:
    """Per protocol a module's `deal` parameters are annotated with, the `deal.x` names used."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: dict[str, set[str]] = {}
    for func in ast.walk(tree):
        if not isinstance(func, ast.FunctionDef):
            continue
        args = {a.arg: a.annotation for a in func.args.args}
        if "deal" not in args:
            continue
        state = ast.unparse(args["deal"]) if args["deal"] is not None else "(none)"
        names = found.setdefault(state, set())
        for node in ast.walk(func):
            if isinstance(node, ast.Attribute) and ast.unparse(node.value) == "deal":
                names.add(node.attr)
    return found


@pytest.mark.parametrize("module", PHASES)
def test_a_phase_touches_only_the_public_slice(module: str) -> None:
    for state, names in uses(ROOT / module).items():
        assert state in STATES, f"{module}: deal annotated {state}"
        outside = sorted(names - members(STATES[state]))
        assert not outside, f"{module}: {outside} are not in {state}"


@pytest.mark.parametrize("module", PHASES)
def test_a_phase_does_not_import_the_deal(module: str) -> None:
    """Not even for types: the slice is what a phase may know of the deal."""
    tree = ast.parse((ROOT / module).read_text(encoding="utf-8"))
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert not imported & set(DEAL_MODULES), module


def test_the_slice_is_what_the_phases_use() -> None:
    """No wider than the phases need, so the slice stays a true list of what they touch."""
    used: set[str] = set()
    for module in PHASES:
        for names in uses(ROOT / module).values():
            used |= names
    for state in STATES.values():
        assert not sorted(members(state) - used), state.__name__


def test_the_slice_is_public() -> None:
    for state in STATES.values():
        assert not [n for n in members(state) if n.startswith("_")], state.__name__


@pytest.mark.parametrize(("rules", "state"), [(BAUERN, BauernState), (DREIER, DreierState)])
def test_every_member_of_the_slice_is_on_a_played_deal(rules, state) -> None:
    for seed in range(20):
        deal = play_randomly(rules.new_deal(seed), random.Random(seed))
        missing = sorted(n for n in members(state) if not hasattr(deal, n))
        assert not missing, (seed, missing)


def test_the_check_sees_a_private_name(tmp_path: Path) -> None:
    """The slice test can fail: a phase reaching past the slice is named."""
    module = tmp_path / "phase.py"
    module.write_text(
        "def f(deal: SchnapsenState) -> None:\n    deal._legal = None\n    deal.mover = 0\n"
    )
    assert uses(module) == {"SchnapsenState": {"_legal", "mover"}}
    assert "_legal" not in members(SchnapsenState) and "mover" in members(SchnapsenState)
