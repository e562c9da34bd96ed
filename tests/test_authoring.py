"""Make a puzzle from any position (issue 22 §1): the trick checker's table, a replay's step, a
tactics puzzle, a played deal's moment. The engine answers, the puzzle sits in the section of its
rule, and it travels as a scenario file (`scenarios/README.md`) that `kartenschule check` accepts;
an uploaded file is refused exactly as `check` refuses it, one `name:line: field: reason` each.

The concrete answers below are read off the rule cards by hand, not from the code.
"""

from __future__ import annotations

import random
import re
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from tutorial.bots.rules_bot import RulesBot
from tutorial.formats.shapes import ID_RE
from tutorial.formats.steps import Step, step_data
from tutorial.games.cards import Card, parse_card
from tutorial.games.registry import GAMES, SPECS
from tutorial.puzzles.authoring import (
    AuthoringError,
    DealMoment,
    TableMoment,
    deal_at,
    kind_label,
    kinds_for,
    make_puzzle,
    moment_from_log,
    moment_from_puzzle,
    moment_from_replay,
)
from tutorial.puzzles.check import check_puzzle, normalise
from tutorial.puzzles.loader import SCENARIO_ROOT, read_file
from tutorial.puzzles.mine import played
from tutorial.puzzles.model import Puzzle
from tutorial.puzzles.placement import home_section, misplaced
from tutorial.puzzles.scenario_yaml import read_yaml, to_yaml
from tutorial.replays.loader import load_replays
from tutorial.words.i18n import LANGUAGES, Translator

GAMES_ALL = ("schneider", "bauernschnapsen", "dreierschnapsen")
NAME = "upload.yaml"
# One line: `name:line: field: reason`; a field the file itself named oddly ("(", "x: y", a key
# with a line break) is quoted, as JSON writes a string.
SHAPE = re.compile(rf'^{re.escape(NAME)}:[1-9]\d*: (?:[\w.-]+|"(?:[^"\\\n]|\\.)+"): \S.*$')


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_card(c) for c in text.split())


def table(
    game: str,
    trick: str,
    hand: str = "",
    contract: str | None = None,
    trump: str | None = None,
    **options: object,
) -> TableMoment:
    return TableMoment(game, dict(options), contract, trump, cards(trick), cards(hand))


def answer_of(puzzle: Puzzle) -> frozenset[str]:
    values = puzzle.answer if isinstance(puzzle.answer, list) else [puzzle.answer]
    return frozenset(normalise(v) for v in values)


def expect(*values: str) -> frozenset[str]:
    return frozenset(normalise(v) for v in values)


def round_trip(puzzles: list[Puzzle]) -> list[Puzzle]:
    """The puzzles written as a scenario file and read back as an upload: no problem allowed."""
    if not puzzles:
        return []
    read, problems = read_yaml(to_yaml(puzzles), NAME)
    assert problems == [], "\n".join(map(str, problems))
    assert [(p.id, p.kind, p.position, p.answer) for p in read] == [
        (p.id, p.kind, p.position, p.answer) for p in puzzles
    ]
    return read


# -- concrete positions, answered from the rule cards ----------------------------------------

# (moment, kind, play, the answer a person reads off the card, the section that teaches it)
CONCRETE = [
    # Schneider S0 §04: a card is beaten only by the next rank of its suit; 10♠ beats 9♠.
    (table("schneider", "9♠ J♠"), "trick_winner", None, ("9♠",), "04"),
    (table("schneider", "9♠ 10♠"), "trick_winner", None, ("10♠",), "04"),
    (table("schneider", "10♠ Q♠"), "trick_winner", None, ("10♠",), "04"),  # only J♠ beats 10♠
    (table("schneider", "9♠", "J♠ 10♠ A♥"), "winning_card", None, ("10♠",), "04"),
    (table("schneider", "K♦", "7♦ 8♦ 9♣"), "winning_card", None, ("none",), "04"),
    # S0 §04: by the card any card may answer; the variant obliges to follow suit.
    (table("schneider", "9♠", "J♠ 10♠ A♥"), "legal_cards", None, ("J♠", "10♠", "A♥"), "04"),
    (
        table("schneider", "9♠", "J♠ 10♠ A♥", beat_rule="any_higher_same_suit"),
        "legal_cards",
        None,
        ("J♠", "10♠"),
        "04",
    ),
    (
        table("schneider", "9♠", "J♠ 10♠ A♥", beat_rule="any_higher_same_suit"),
        "is_legal",
        "A♥",
        ("no",),
        "04",
    ),
    # Bauernschnapsen S3 §03: follow suit and head the trick; without the suit, trump.
    (table("bauernschnapsen", "K♠", "Q♠ A♠ J♥", "normal", "H"), "legal_cards", None, ("A♠",), "03"),
    (table("bauernschnapsen", "K♠", "J♥ Q♦", "normal", "H"), "legal_cards", None, ("J♥",), "03"),
    (table("bauernschnapsen", "K♠", "J♥ Q♦", "normal", "H"), "is_legal", "Q♦", ("no",), "03"),
    (
        table("bauernschnapsen", "K♠", "Q♠ A♠ J♥", "normal", "H"),
        "winning_card",
        None,
        ("A♠",),
        "03",
    ),
    (
        table("bauernschnapsen", "K♠ A♠ J♥ 10♠", "", "normal", "H"),
        "trick_winner",
        None,
        ("J♥",),
        "03",
    ),
    # Dreierschnapsen S4 (legal plays): the same duties; three cards make a trick.
    (table("dreierschnapsen", "Q♣", "K♣ J♣ A♥", "normal", "S"), "legal_cards", None, ("K♣",), "03"),
    (table("dreierschnapsen", "A♦ 10♦ K♦", "", "normal", "C"), "trick_winner", None, ("A♦",), "03"),
    (table("dreierschnapsen", "A♦ 10♦ J♣", "", "normal", "C"), "trick_winner", None, ("J♣",), "03"),
]


@pytest.mark.parametrize(("moment", "kind", "play", "answer", "section"), CONCRETE)
def test_a_position_made_into_a_puzzle_has_the_answer_the_card_gives(
    moment: TableMoment, kind: str, play: str | None, answer: tuple[str, ...], section: str
) -> None:
    assert kind in kinds_for(moment)
    puzzle = make_puzzle(moment, kind, play=parse_card(play) if play else None)
    assert answer_of(puzzle) == expect(*answer)
    assert puzzle.section == section == home_section(puzzle)  # the section of its rule
    assert misplaced([puzzle]) == []
    assert re.fullmatch(rf"{moment.game}-own-[0-9a-f]{{8}}", puzzle.id) and ID_RE.match(puzzle.id)
    assert set(puzzle.prompt) == set(LANGUAGES)
    check_puzzle(puzzle)
    round_trip([puzzle])


def test_a_puzzle_off_the_card_says_variant_in_every_language() -> None:
    # scenarios/README.md "Variants": the prompt names the variant in every language.
    moment = table("schneider", "9♠", "J♠ 10♠ A♥", beat_rule="any_higher_same_suit")
    prompt = make_puzzle(moment, "legal_cards").prompt
    words = {"en": "variant", "de": "Variante", "ru": "вариант", "pt": "variante"}
    assert all(words[lang] in prompt[lang].lower() or words[lang] in prompt[lang] for lang in words)


def test_the_seven_beats_its_ace_only_under_the_variant() -> None:
    # S0 §04 by the card the ace of a suit is never beaten; the variant lets the seven beat it.
    plain = make_puzzle(table("schneider", "A♥ 7♥"), "trick_winner")
    variant = make_puzzle(table("schneider", "A♥ 7♥", seven_beats_ace=True), "trick_winner")
    assert answer_of(plain) == expect("A♥") and answer_of(variant) == expect("7♥")


def test_only_the_kinds_that_solve_are_offered() -> None:
    assert kinds_for(table("schneider", "9♠ J♠")) == ["trick_winner"]
    assert kinds_for(table("schneider", "9♠", "J♠ 10♠")) == [
        "legal_cards",
        "is_legal",
        "winning_card",
    ]
    assert kinds_for(table("bauernschnapsen", "K♠", "A♠ J♥", "normal", "H")) == [
        "legal_cards",
        "is_legal",
        "winning_card",
    ]
    assert kinds_for(table("schneider", "9♠")) == []  # no hand: nothing to ask
    assert kinds_for(table("bauernschnapsen", "K♠ K♠", "A♠", "normal", "H")) == []


def test_a_question_that_cannot_be_asked_says_why_in_words() -> None:
    with pytest.raises(AuthoringError, match="one card of the hand"):
        make_puzzle(table("schneider", "9♠", "J♠ 10♠"), "is_legal")
    with pytest.raises(AuthoringError, match="hand of the player to move"):
        make_puzzle(table("schneider", "9♠"), "legal_cards")
    with pytest.raises(AuthoringError, match="cannot be asked here") as caught:
        make_puzzle(table("bauernschnapsen", "K♠", "K♠", "normal", "H"), "legal_cards")
    assert "appears" in caught.value.text(Translator("en"))
    with pytest.raises(AuthoringError, match="kind of question"):
        make_puzzle(table("schneider", "9♠ J♠"), "deal_score")


def test_the_teachers_prompt_in_one_language_replaces_only_that_language() -> None:
    moment = table("bauernschnapsen", "K♠", "Q♠ A♠ J♥", "normal", "H")
    generated = make_puzzle(moment, "legal_cards")
    own = make_puzzle(moment, "legal_cards", prompt={"de": "Welche Karten darf M zugeben?"})
    assert own.prompt["de"] == "Welche Karten darf M zugeben?"
    assert {k: v for k, v in own.prompt.items() if k != "de"} == {
        k: v for k, v in generated.prompt.items() if k != "de"
    }
    assert own.id == generated.id and round_trip([own])[0].prompt == own.prompt


def test_a_given_id_is_kept_and_a_bad_one_is_refused() -> None:
    moment = table("schneider", "9♠ J♠")
    assert make_puzzle(moment, "trick_winner", puzzle_id="my-first-puzzle").id == "my-first-puzzle"
    with pytest.raises(AuthoringError, match="id"):
        make_puzzle(moment, "trick_winner", puzzle_id="Not An Id")


def test_each_kind_has_a_label_in_the_readers_language() -> None:
    assert kind_label("legal_cards", Translator("de")) == "Welche Karten dürfen gespielt werden?"
    assert kind_label("best_play", Translator("en")) == "The best play"
    assert kind_label("trick_winner", Translator("en")) == "Who takes this trick?"


# -- random trick-checker positions, round trip ------------------------------------------------


def generated_table(game: str, kind: str, seed: int) -> TableMoment | None:
    """A position the game's own generator draws from a real deal, as the trick checker holds it."""
    puzzle = SPECS[game].parts.generators[kind](random.Random(seed), seed)
    if puzzle is None:
        return None
    position = puzzle.position
    return TableMoment(
        game,
        dict(puzzle.options),
        position.get("contract"),
        position.get("trump"),
        tuple(parse_card(c) for c in position.get("trick", [])),
        tuple(parse_card(c) for c in position.get("hand", [])),
    )


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game=st.sampled_from(GAMES_ALL),
    kind=st.sampled_from(["trick_winner", "legal_cards"]),
    seed=st.integers(0, 2**31 - 1),
)
def test_every_offered_kind_of_a_real_position_round_trips_through_a_file(
    game: str, kind: str, seed: int
) -> None:
    moment = generated_table(game, kind, seed)
    assume(moment is not None)
    assert moment is not None
    kinds = kinds_for(moment)
    assert kinds, moment
    puzzles = [make_puzzle(moment, k, play=moment.hand[-1] if moment.hand else None) for k in kinds]
    for puzzle, read in zip(puzzles, round_trip(puzzles), strict=True):
        assert answer_of(read) == answer_of(puzzle)
        check_puzzle(read)


# -- replays, played deals, tactics puzzles ----------------------------------------------------


@cache
def replays() -> dict[str, object]:
    return dict(load_replays())


def _cards_on_the_table(moment: DealMoment) -> bool:
    deal = deal_at(moment)
    view = SPECS[moment.game].parts.table_view(deal)  # type: ignore[misc]
    plays = not deal.is_over() and any(a.kind == "play" for a in deal.legal_actions())
    return plays and bool(view.trick) and view.trick_winner is None


@pytest.mark.parametrize("replay_id", sorted(load_replays()))
def test_a_replay_at_several_steps_offers_questions_that_pass_the_check(replay_id: str) -> None:
    replay = load_replays()[replay_id]
    stride = max(1, replay.steps // 6)
    for step in range(0, replay.steps + 1, stride):
        moment = moment_from_replay(replay, step)
        assert moment.seed is None and moment.deal is not None  # a replay holds no seed
        kinds = kinds_for(moment)
        if _cards_on_the_table(moment):
            # a card is to be played to the trick on the table: its rules can be asked, and
            # the steps after it finish the trick for "who takes it?"
            assert {"legal_cards", "trick_winner"} <= set(kinds), (step, kinds)
        puzzles = [make_puzzle(moment, k, play=_first_card(moment)) for k in kinds]
        for puzzle in round_trip(puzzles):
            check_puzzle(puzzle)


def _first_card(moment: DealMoment) -> Card | None:
    deal = deal_at(moment)
    plays = [a.card for a in deal.legal_actions() if a.kind == "play" and a.card is not None]
    return plays[0] if plays else None


def test_who_takes_the_trick_of_a_replay_is_the_trick_the_replay_plays() -> None:
    replay = load_replays()["schneider-07-nine-then-jack"]  # S0 §07: A leads 9♠, B answers J♠
    puzzle = make_puzzle(moment_from_replay(replay, 1), "trick_winner")
    assert puzzle.position["trick"] == ["9♠", "J♠"] and answer_of(puzzle) == expect("9♠")
    assert "A leads 9♠ and B answers J♠" in puzzle.prompt["en"]


def _played_log(game: str, seed: int, plays: int) -> dict:
    """A deal played by the rule of thumb up to `plays` cards into its card play (the Play
    page's log of a deal up to a decision)."""
    deal = GAMES[game].new_deal(seed)
    bot = RulesBot(seed)
    while not deal.is_over() and plays > 0:
        action = bot.choose(deal)
        plays -= action.kind == "play"
        deal.apply(action)
    return deal.log()


@pytest.mark.parametrize("game", GAMES_ALL)
@pytest.mark.parametrize("plays", [0, 2, 5, 9])
def test_a_played_deal_without_a_seed_becomes_dealt_hands_at_the_same_moment(
    game: str, plays: int
) -> None:
    log = _played_log(game, 7 + plays, plays)
    moment = moment_from_log(game, {}, log)
    assert moment.seed is None and set(moment.deal or {}) >= {"hands"}
    view = SPECS[game].parts.table_view
    assert view is not None
    seen = lambda deal: sorted((s.name, s.hand, s.points) for s in view(deal).seats)  # noqa: E731
    assert seen(deal_at(moment)) == seen(GAMES[game].replay(log))
    for kind in kinds_for(moment):
        round_trip([make_puzzle(moment, kind, play=_first_card(moment))])


def _first_tactics(game: str) -> Puzzle:
    path = sorted((SCENARIO_ROOT / game / "tactics").glob("*.yaml"))[0]
    return read_file(path, Path(SCENARIO_ROOT).parent)[0]


@pytest.mark.parametrize("game", GAMES_ALL)
def test_a_tactics_puzzle_made_again_from_its_position_has_the_same_best_card(game: str) -> None:
    original = _first_tactics(game)
    moment = moment_from_puzzle(original)
    assert moment.seed == original.position["seed"]
    assert kinds_for(moment)[-1] == "best_play"
    again = make_puzzle(moment, "best_play")
    assert answer_of(again) == answer_of(original)
    assert again.section == SPECS[game].tactics_section
    # the same moment from dealt hands (`position.deal`, as a played deal has it)
    dealt = moment_from_log(game, {}, deal_at(moment).log())
    from_hands = make_puzzle(dealt, "best_play")
    assert "deal" in from_hands.position and "seed" not in from_hands.position
    assert answer_of(from_hands) == answer_of(original)
    round_trip([again, from_hands])


def test_a_best_play_with_tied_cards_names_them() -> None:
    # seed 1 of the rule-of-thumb stream: after 24 cards A holds Q♣ 10♣ 8♥ 9♦, and the last
    # three are worth the same (2 victory points) under best play from both
    actions = played("schneider", 1)[:24]
    steps = tuple(Step.model_validate(step_data(a)) for a in actions)
    moment = DealMoment("schneider", {}, 1, None, steps)
    with pytest.raises(AuthoringError, match="equally good") as caught:
        make_puzzle(moment, "best_play")
    assert caught.value.params["cards"] == "10♣, 8♥, 9♦"
    assert "best_play" not in kinds_for(moment)


def test_a_moment_with_nothing_to_play_offers_nothing() -> None:
    actions = played("schneider", 3)
    moment = DealMoment(
        "schneider", {}, 3, None, tuple(Step.model_validate(step_data(a)) for a in actions)
    )
    assert kinds_for(moment) == ["trick_winner"]  # the last trick, just taken
    with pytest.raises(AuthoringError, match="Nobody plays a card"):
        make_puzzle(moment, "best_play")
    with pytest.raises(AuthoringError, match="seed or from dealt hands"):
        make_puzzle(DealMoment("schneider", {}, 3, {"dealer": "A"}, ()), "best_play")


# -- an uploaded file: the check's refusals, never an exception ----------------------------------


@cache
def good_file() -> str:
    puzzles = [
        make_puzzle(table("schneider", "9♠ J♠"), "trick_winner"),
        make_puzzle(table("bauernschnapsen", "K♠", "Q♠ A♠ J♥", "normal", "H"), "legal_cards"),
        make_puzzle(table("dreierschnapsen", "A♦ 10♦ J♣", "", "normal", "C"), "trick_winner"),
    ]
    return to_yaml(puzzles)


def assert_named(problems: list) -> None:
    for problem in problems:
        assert SHAPE.match(str(problem)), str(problem)


def test_an_uploaded_file_of_good_puzzles_reads_back_whole() -> None:
    read, problems = read_yaml(good_file().encode("utf-8"), NAME)
    assert problems == [] and len(read) == 3


@settings(max_examples=150, deadline=None)
@given(data=st.binary(max_size=3000))
def test_random_bytes_are_refused_in_lines_and_never_raise(data: bytes) -> None:
    read, problems = read_yaml(data, NAME)
    assert problems or read
    assert_named(problems)


@settings(max_examples=80, deadline=None)
@given(cut=st.integers(0, 10_000), junk=st.text(max_size=20))
def test_a_truncated_or_spoilt_file_never_raises(cut: int, junk: str) -> None:
    text = good_file()
    cut %= len(text) + 1
    read, problems = read_yaml(text[:cut] + junk, NAME)
    assert len(read) <= 3
    assert_named(problems)


@pytest.mark.parametrize(
    ("change", "field", "reason"),
    [
        (lambda t: t.replace("answer: 9♠", "answer: J♠", 1), "answer", "the engine says 9♠"),
        (
            lambda t: t.replace("kind: trick_winner", "kind: trick_winner\ncolour: red", 1),
            "colour",
            "unknown field",
        ),
        (lambda t: t.replace("- 9♠", "- 1Z", 1), "position.trick.1", "'1Z' is not a card"),
        (lambda t: t.replace("difficulty: 1", "difficulty: 7", 1), "difficulty", "at most 3"),
        (lambda t: t.replace("game: schneider", "game: skat", 1), "game", "'skat' is not one of"),
        (
            lambda t: t.replace("kind: trick_winner", "kind: &k trick_winner", 1).replace(
                "game: schneider", "game: *k", 1
            ),
            "yaml",
            "aliases",
        ),
        (
            lambda t: t.replace("game: schneider", "game: !!python/object:os.system x", 1),
            "yaml",
            "is not allowed",
        ),
        (lambda t: t + "---\n" + t.split("---\n")[0], "id", "is already used"),
        (lambda t: "x" * 2_000_000, "file", "larger than 1 MB"),
        (lambda t: t.replace("id:", "id: \x00", 1), "file", "NUL"),
        (lambda t: "", "file", "nothing"),
    ],
)
def test_each_thing_check_refuses_is_one_line_naming_file_line_and_field(
    change: object, field: str, reason: str
) -> None:
    text = change(good_file())  # type: ignore[operator]
    read, problems = read_yaml(text, NAME)
    assert_named(problems)
    assert any(p.field == field and reason in p.reason for p in problems), problems
    assert len(read) + len(problems) >= 1


def test_a_file_that_is_not_utf8_is_refused_on_its_line() -> None:
    read, problems = read_yaml(good_file().encode("utf-8") + b"\nanswer: \xff\n", NAME)
    assert read == [] and problems[0].field == "file" and "UTF-8" in problems[0].reason
    assert_named(problems)


def test_one_bad_puzzle_leaves_the_others_of_the_file() -> None:
    first, *rest = good_file().split("---\n")
    spoilt = first.replace("answer: 9♠", "answer: J♠")
    read, problems = read_yaml("---\n".join([spoilt, *rest]), NAME)
    assert len(read) == 2 and len(problems) == 1 and problems[0].field == "answer"


def test_a_deal_dealt_again_after_three_unters_starts_from_the_new_hands() -> None:
    # S4: forehand with three Unters among his first three cards has the cards dealt again; the
    # puzzle starts from the hands of that second deal, and the steps are those played since.
    deal = GAMES["dreierschnapsen"].new_deal(88)
    deal.apply(next(a for a in deal.legal_actions() if a.kind == "redeal"))
    bot = RulesBot(88)
    for _ in range(12):
        deal.apply(bot.choose(deal))
    moment = moment_from_log("dreierschnapsen", {}, deal.log())
    assert len(moment.steps) == 12 and all(s.kind != "redeal" for s in moment.steps)
    assert "legal_cards" in kinds_for(moment)


@pytest.mark.parametrize(
    ("data", "field"),
    [(b"(:", '"("'), (b'"a\\nb": 1', '"a\\nb"'), (b'"x: y": 2', '"x: y"')],
)
def test_an_oddly_named_field_is_quoted_so_the_problem_stays_one_line(
    data: bytes, field: str
) -> None:
    """A key of the file's own ("(", "x: y", one with a line break) is shown quoted: the line
    still reads `file:line: field: reason` (scenarios/README.md, "Check what you wrote")."""
    puzzles, problems = read_yaml(data, NAME)
    assert puzzles == [] and problems
    text = str(problems[0])
    assert "\n" not in text and text.startswith(f"{NAME}:1: {field}: unknown field")
