"""The perfect-information solver: it agrees with a plain minimax everywhere small enough to check
that way, gets hand-worked endgames right, and the engine's undo and position keys it rests on
restore and describe positions exactly."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.schnapsen_helpers import force_contract
from tests.solver_helpers import late_positions, minimax
from tutorial.games.base import Deal
from tutorial.games.bauernschnapsen.rules import RULES as BAUERN
from tutorial.games.cards import format_cards
from tutorial.games.registry import GAMES
from tutorial.games.schnapsen.contracts import BAUERN_ROWS, DREIER_ROWS
from tutorial.solver.search import SolverError
from tutorial.solver.solve import solve

SCHNAPSEN = ["bauernschnapsen", "dreierschnapsen"]


def _check_against_minimax(positions: list[Deal]) -> int:
    checked = 0
    for position in positions:
        solution = solve(position)
        for item in solution.values:
            child = position.clone()
            child.apply(item.action)
            assert item.value == minimax(child, solution.seat), (
                f"{format_cards(position.trick)} {item.action}: solver {item.value}"
            )
            checked += 1
        best = max(v.value for v in solution.values)
        worst = min(v.value for v in solution.values)
        ours = position.side_of(position.to_move) == position.side_of(solution.seat)
        assert solution.value == (best if ours else worst)
    return checked


@pytest.mark.parametrize("game", [*SCHNAPSEN, "schneider"])
def test_solver_agrees_with_minimax_on_500_positions_of_the_last_tricks(game: str) -> None:
    positions = late_positions(game, 500, (2, 3))
    assert _check_against_minimax(positions) >= 500


@pytest.mark.parametrize(
    ("game", "contract"),
    [("bauernschnapsen", r.id) for r in BAUERN_ROWS if r.id != "normal" and "ringerl" not in r.id]
    + [
        ("dreierschnapsen", r.id) for r in DREIER_ROWS if r.id != "normal" and "ringerl" not in r.id
    ],
)
def test_solver_agrees_with_minimax_in_every_special_contract(game: str, contract: str) -> None:
    every = {"bauernschnapsen": {"ass_bettler": True, "assenbettler": True, "plauderer": True},
             "dreierschnapsen": {"assenbettler": True, "ass_bettler": True, "plauderer": True,
                                 "bauernloch": True}}  # fmt: skip
    positions: list[Deal] = []
    for seed in range(400):
        deal = GAMES[game].new_deal(seed, every[game])
        rng = random.Random(f"special:{contract}:{seed}")
        if not force_contract(deal, contract, rng):  # type: ignore[arg-type]
            continue
        while not deal.is_over() and deal.phase.value != "play":  # type: ignore[attr-defined]
            deal.apply(rng.choice(deal.legal_actions()))
        # Near the end: three tricks left, or (Schnapser family) one trick before its limit.
        limit = deal.contract.trick_limit  # type: ignore[attr-defined]
        stop = deal.tricks_total - 3 if not limit else limit - 1  # type: ignore[attr-defined]
        while not deal.is_over() and deal.tricks_played < stop:  # type: ignore[attr-defined]
            deal.apply(rng.choice(deal.legal_actions()))
        if not deal.is_over():
            positions.append(deal)
        if len(positions) == 8:
            break
    assert positions, f"no {contract} deal reached its last tricks"
    _check_against_minimax(positions)


# -- hand-worked endgames --------------------------------------------------------------------------


def _position(game: str, index: int, left: tuple[int, ...], first_seed: int) -> Deal:
    return late_positions(game, index + 1, left, first_seed)[index]


def test_schneider_leading_the_queen_keeps_schwarz() -> None:
    # A leads with 8♠ Q♠ against B's 10♠ 9♠; A has 18 honours, B none, the talon is empty.
    # Q♠ first: only K♠ beats it, so A takes it with B's card; whichever B kept, it cannot beat
    # 8♠'s trick for honours: 9♠ wins 8♠ (no honours), 10♠ does not beat 8♠. A ends with Q♠ and
    # 10♠: 20 honours, Schwarz, 3 victory points to 0: +3.
    # 8♠ first: B answers 9♠, the next rank, and takes it; then 10♠ (only J♠ beats it, gone)
    # takes Q♠. A ends with 18: 2 victory points: +2.
    deal = _position("schneider", 22, (2,), 2000)
    assert [format_cards(h) for h in deal.hands] == ["8♠ Q♠", "10♠ 9♠"]
    assert deal.honours() == (18, 0) and deal.to_move == 0  # type: ignore[attr-defined]
    values = {str(v.action): v.value for v in solve(deal).values}
    assert values == {"play 8♠": 2, "play Q♠": 3}


def test_schneider_taking_with_the_next_rank_saves_a_schwarz() -> None:
    # A led Q♠ and keeps Q♥; B holds J♣ K♠; A has 16 honours, B none; 4 honours are left.
    # K♠ is the next rank above Q♠: B takes Q♠ K♠, then leads J♣, which Q♥ cannot beat, and takes
    # Q♥ too: B has 4, A 16 (2 victory points): −2 for B.
    # J♣ loses the trick; A leads Q♥, which K♠ cannot beat: A takes all 20: −3 for B.
    deal = _position("schneider", 49, (2,), 2000)
    assert [format_cards(h) for h in deal.hands] == ["Q♥", "J♣ K♠"]
    assert format_cards(deal.trick) == "Q♠" and deal.to_move == 1  # type: ignore[attr-defined]
    values = {str(v.action): v.value for v in solve(deal).values}
    assert values == {"play J♣": -3, "play K♠": -2}


def test_bauern_claim_before_the_last_trick_scores_three() -> None:
    # Hearts are trumps, seat 2 (declaring side with seat 0) leads the last trick. His side has
    # 20 + 81 = 101 card points and all four tricks; the opponents have no trick. A claim is right
    # and the opponents took no trick: 3 game points.
    # Playing J♦ instead: seat 3 must follow and head with 10♦, seat 0 has no diamond and no
    # trump (K♠), seat 1 follows with Q♦, lower: the opponents take the last trick, which wins
    # the unclaimed deal for them: −1.
    deal = _position("bauernschnapsen", 4, (1,), 2000)
    assert [format_cards(h) for h in deal.hands] == ["K♠", "Q♦", "J♦", "10♦"]
    assert deal.card_points == [20, 0, 81, 0] and deal.to_move == 2  # type: ignore[attr-defined]
    values = {str(v.action): v.value for v in solve(deal).values}
    assert values == {"play J♦": -1, "claim": 3}


def test_bauern_claim_with_a_marriage_against_one_trick_scores_two() -> None:
    # Clubs are trumps; seat 0 leads (he took the last trick). His side (seats 0 and 2) has
    # 46 + 19 = 65 card points and seat 2's diamond marriage (20): 85, 66 or more. The opponents
    # took one trick with 28 card points, fewer than 33: a right claim scores 2.
    # Playing the last trick instead wins at most the 1 for the last trick.
    deal = _position("bauernschnapsen", 1, (1,), 1000)
    assert [format_cards(h) for h in deal.hands] == ["10♥", "10♦", "Q♦", "K♠"]
    assert deal.card_points == [46, 28, 19, 0]  # type: ignore[attr-defined]
    values = {str(v.action): v.value for v in solve(deal).values}
    assert values == {"play 10♥": 1, "claim": 2}


def test_dreier_defenders_claim_schwarz_for_three() -> None:
    # Hearts are trumps; seat 2 declared and has taken no trick. Seat 1 leads the last trick for
    # the defenders (seats 0 and 1), who have 25 + 57 = 82 card points: a right claim with the
    # declarer trickless scores 3 for each defender.
    # Leading 10♣: seat 2 has no club and no trump (K♦), seat 0 neither (A♠): 10♣ takes the
    # last trick, which wins the unclaimed deal for 1.
    deal = _position("dreierschnapsen", 1, (1, 2), 1000)
    assert [format_cards(h) for h in deal.hands] == ["A♠", "10♣", "K♦"]
    assert deal.card_points == [25, 57, 0] and deal.declarer == 2  # type: ignore[attr-defined]
    values = {str(v.action): v.value for v in solve(deal).values}
    assert values == {"play 10♣": 1, "claim": 3}


# -- what the solver refuses -------------------------------------------------------------------------


def test_solver_refuses_the_auction_and_a_finished_deal() -> None:
    deal = BAUERN.new_deal(1)
    with pytest.raises(SolverError, match="contract is fixed"):
        solve(deal)
    rng = random.Random(1)
    while not deal.is_over():
        deal.apply(rng.choice(deal.legal_actions()))
    with pytest.raises(SolverError, match="over"):
        solve(deal)


def test_solving_leaves_the_deal_untouched() -> None:
    deal = late_positions("bauernschnapsen", 1, (3,), 77)[0]
    before = (deal.log(), deal.legal_actions(), deal.state_key())
    solve(deal)
    assert (deal.log(), deal.legal_actions(), deal.state_key()) == before


# -- the engine's undo and position keys ---------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(
    game=st.sampled_from([*SCHNAPSEN, "schneider"]),
    seed=st.integers(0, 10_000),
    start=st.integers(0, 40),
    steps=st.integers(1, 25),
)
def test_undo_takes_every_action_back_exactly(game: str, seed: int, start: int, steps: int) -> None:
    """Apply random actions in any phase with undo on, take them all back: the same deal."""
    rng = random.Random(seed)
    deal = GAMES[game].new_deal(seed)
    for _ in range(start):
        if deal.is_over():
            break
        deal.apply(rng.choice(deal.legal_actions()))
    deal.enable_undo()
    snapshots = []
    for _ in range(steps):
        if deal.is_over():
            break
        snapshots.append((deal.log(), deal.legal_actions(), deal.state_key(), deal.to_move))
        deal.apply(rng.choice(deal.legal_actions()))
    finished = deal.clone()
    for snapshot in reversed(snapshots):
        deal.undo()
        assert (deal.log(), deal.legal_actions(), deal.state_key(), deal.to_move) == snapshot
    if snapshots:  # and forwards again, to the same end
        rng2 = random.Random(0)
        del rng2
        replayed = GAMES[game].replay(finished.log())
        assert replayed.log() == finished.log()


def _lines(deal: Deal, plies: int) -> list[Deal]:
    """Every position `plies` actions on (or earlier, where the deal ends)."""
    if plies == 0 or deal.is_over():
        return [deal]
    found = []
    for action in deal.legal_actions():
        child = deal.clone()
        child.apply(action)
        found.extend(_lines(child, plies - 1))
    return found


@pytest.mark.parametrize("game", [*SCHNAPSEN, "schneider"])
def test_positions_with_equal_keys_have_equal_futures(game: str) -> None:
    """Different move orders that reach the same key (a transposition, which the solver's table
    merges) leave the same legal actions and the same values."""
    per_trick = {"bauernschnapsen": 4, "dreierschnapsen": 3, "schneider": 2}[game]
    merged = 0
    for start in late_positions(game, 6, (3,), 500):
        if start.trick:  # type: ignore[attr-defined]
            continue
        groups: dict[object, list[Deal]] = {}
        for position in _lines(start, 2 * per_trick):
            if not position.is_over():
                groups.setdefault(position.state_key(), []).append(position)
        for same in groups.values():
            if len(same) > 1:
                merged += 1
                first = solve(same[0])
                for other in same[1:]:
                    assert other.legal_actions() == same[0].legal_actions()
                    assert solve(other).values == first.values
    assert merged, "no transposition found to check"
