"""Cheat sheets (issue 12 item 8): every number on a sheet is the engine's, each sheet prints to one
PDF page in its own language, and the app and the command line both offer it."""

from __future__ import annotations

import io
import re
from html import unescape

import pytest

from tests.apptest_helpers import failures, open_page
from tutorial.cli.main import main
from tutorial.games.registry import get_game
from tutorial.games.schnapsen.cards import RANK_POINTS, TOTAL_POINTS
from tutorial.games.schnapsen.scoring import normal_award
from tutorial.games.schnapsen.session import DreierSession
from tutorial.games.schnapsen.texts import CONTRACT_NAMES
from tutorial.games.schneider import rules as schneider
from tutorial.sheets.page import TITLE, sheet_fragment, sheet_games
from tutorial.words.i18n import LANGUAGES, Translator

SHEET_GAMES = sheet_games()

SCHNAPSEN = ("bauernschnapsen", "dreierschnapsen")


def _rows(html: str) -> list[list[str]]:
    """Every table row of the sheet as its cells' plain text."""
    rows = []
    for row in re.findall(r"<tr>(.*?)</tr>", html):
        cells = re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row)
        rows.append([unescape(c) for c in cells])
    return rows


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", SCHNAPSEN)
def test_contract_table_on_the_sheet_is_the_engines(game: str, lang: str) -> None:
    t = Translator(lang)
    rows = {r[0]: r for r in _rows(sheet_fragment(game, lang)) if len(r) == 5}
    table = get_game(game).default_options.contract_table
    for contract in table:
        assert rows[t._(CONTRACT_NAMES[contract.id])][1] == str(contract.value)
    assert len(rows) == len(table) + 1  # the header row


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", SCHNAPSEN)
def test_card_values_and_claim_scale_on_the_sheet_are_the_engines(game: str, lang: str) -> None:
    html = sheet_fragment(game, lang)
    two_columns = [r for r in _rows(html) if len(r) == 2]
    values = {r[0].split(" ")[0]: r[1] for r in two_columns if r[1].isdigit()}
    for rank, points in RANK_POINTS.items():
        assert values[rank.value] == str(points)
    scale = [int(r[1]) for r in two_columns if r[1].isdigit()][-3:]
    assert scale == [normal_award(0, 0), normal_award(1, 32), normal_award(1, 33)]
    assert str(TOTAL_POINTS) in html


def test_card_claims_read_from_the_bauernschnapsen_sheet() -> None:
    """S3 §01: A 11, 10 10, K 4, O 3, U 2, 120 in all; S3 §06: 3 / 2 / 1 for a true claim."""
    rows = [r for r in _rows(sheet_fragment("bauernschnapsen", "en")) if len(r) == 2]
    numbers = [r[1] for r in rows if r[1].isdigit()]
    assert numbers == ["11", "10", "4", "3", "2", "3", "2", "1"]
    assert "120 card points in the pack; 66 wins the Normal game." in sheet_fragment(
        "bauernschnapsen", "en"
    )


def test_schneider_bands_on_the_sheet_are_the_engines() -> None:
    rows = [r for r in _rows(sheet_fragment("schneider", "en")) if len(r) == 2][1:]
    for honours, points in rows:
        if ":" in honours:
            low = high = int(honours.split(":")[0])
            assert schneider.victory_points(low) == 0 or low * 2 == schneider.TOTAL_HONOURS
            continue
        low, _, high = honours.partition("–")
        for h in range(int(low), int(high or low) + 1):
            assert schneider.victory_points(h) == int(points)
    # S0 §06: 11–15 → 1, 16–19 → 2, all 20 → 3, 10:10 → nobody scores
    assert rows == [["11–15", "1"], ["16–19", "2"], ["20", "3"], ["10:10", "0"]]


def test_dreier_sheet_states_the_bummerl_of_the_engines_session() -> None:
    html = unescape(sheet_fragment("dreierschnapsen", "en"))
    session = DreierSession(1)
    target = session.options.target
    assert f"The first to {target} game points wins the game." in html
    assert "The loser gets 1 Bummerl; with no game point at all (Schneider) 2." in html
    assert f"two players at {target - 1}, the third at 0 wins: 4 Bummerl each" in html


def test_unknown_game_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="unknown game 'skat'"):
        sheet_fragment("skat", "en")


def _pdf_reader():
    pypdf = pytest.importorskip("pypdf")
    try:
        from tutorial.sheets.pdf import sheet_pdf
    except OSError as exc:  # pragma: no cover - WeasyPrint without pango
        pytest.skip(f"WeasyPrint cannot load its libraries: {exc}")
    return pypdf, sheet_pdf


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", SHEET_GAMES)
def test_each_sheet_prints_to_one_pdf_page_in_its_language(game: str, lang: str) -> None:
    pypdf, sheet_pdf = _pdf_reader()
    reader = pypdf.PdfReader(io.BytesIO(sheet_pdf(game, lang)))
    assert len(reader.pages) == 1
    text = " ".join(reader.pages[0].extract_text().split())
    t = Translator(lang)
    heading = t._("Card values") if game in SCHNAPSEN else t._("Victory points")
    assert " ".join(heading.split()) in text
    assert t._(TITLE).split(":")[-1].strip() in text


def test_sheet_command_writes_a_pdf(tmp_path, capsys) -> None:
    _pdf_reader()
    out = tmp_path / "sheet.pdf"
    assert main(["sheet", "schneider", "--lang", "de", "-o", str(out)]) == 0
    assert out.read_bytes().startswith(b"%PDF")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["sheet", "skat", "-o", "x.pdf"], "unknown game 'skat'"),
        (["sheet", "schneider", "--lang", "fr", "-o", "x.pdf"], "language 'fr'"),
        (["sheet", "schneider", "-o", "/no/such/folder/x.pdf"], "does not exist"),
    ],
)
def test_sheet_command_refuses_bad_input_in_one_line(argv, message, capsys) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_sheet_page_shows_the_chosen_game_in_the_chosen_language() -> None:
    at = open_page("sheet", lang="ru", game="dreierschnapsen")
    assert not failures(at)
    body = " ".join(h.value for h in at.html)
    assert "Драйершнапсен: шпаргалка" in body
    assert "Кто может заявить" in body
    at.segmented_control(key="sheet_game").set_value("schneider").run()
    body = " ".join(h.value for h in at.html)
    assert "Победные очки" in body


# -- every condition on a Schnapsen sheet, against the engine playing (issue 18 §3) -------------

from tutorial.games.schnapsen.sheet import (  # noqa: E402
    DOUBLING_WHEN,
    NOBODY_BIDS_NORMAL,
    schnapsen_facts,
)

# Who may bid, as the cards say it (S3 §03 table, S4 "Contracts"), by the seats allowed.
SEATS_IN_WORDS = {
    frozenset("F"): "forehand only",
    frozenset("FR"): "forehand or his partner",
    frozenset("MD"): "the other pair",
    frozenset("FMRD"): "anyone",
    frozenset("FMD"): "anyone",
}
DREIER_SEATS_IN_WORDS = {**SEATS_IN_WORDS, frozenset("F"): "the caller only",
                         frozenset("MD"): "middlehand or the dealer"}  # fmt: skip


def _at_auction(game: str, seed: int = 1):
    deal = get_game(game).new_deal(seed, {})
    while deal.phase.value != "auction":
        deal.apply(deal.legal_actions()[0])
    return deal


def _seats_allowed(game: str, contract_id: str) -> frozenset[str]:
    """The seats the engine lets bid this contract (a holding the hand lacks aside)."""
    deal = _at_auction(game)
    row = next(r for r in deal.table_rows if r.id == contract_id)
    allowed = set()
    for seat in range(deal.players):
        reason = deal.eligibility(seat, row)
        if reason is None or "bid_needs_" in reason.code:
            allowed.add(deal.role(seat))
    return frozenset(allowed)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", SCHNAPSEN)
def test_who_may_bid_on_the_sheet_is_whom_the_engine_lets_bid(game: str, lang: str) -> None:
    """S3 §03 / S4 "Bidding": the "Who may bid" column against the engine's own auction; in
    Dreierschnapsen nobody bids the Normal game (all pass, F plays it)."""
    t = Translator(lang)
    rows = {r[0]: r for r in _rows(sheet_fragment(game, lang)) if len(r) == 5}
    words = DREIER_SEATS_IN_WORDS if game == "dreierschnapsen" else SEATS_IN_WORDS
    deal = _at_auction(game)
    first = {str(a) for a in deal.legal_actions()}
    for contract in get_game(game).default_options.contract_table:
        shown = rows[t._(CONTRACT_NAMES[contract.id])][2]
        if contract.id == "normal" and "bid normal" not in first:
            assert game == "dreierschnapsen" and shown == t._(NOBODY_BIDS_NORMAL)
            continue
        assert shown == t._(words[_seats_allowed(game, contract.id)]), contract.id


def _random_deals(game: str, count: int):
    import random

    for seed in range(count):
        deal = get_game(game).new_deal(seed, {})
        rng = random.Random(seed)
        phases = []
        while not deal.is_over():
            if not phases or phases[-1] != deal.phase.value:
                phases.append(deal.phase.value)
            deal.apply(rng.choice(deal.legal_actions()))
        yield deal, phases


@pytest.mark.parametrize("game", SCHNAPSEN)
def test_contract_scoring_on_the_sheet_holds_in_played_deals(game: str) -> None:
    """S3 §05–§06, S4 "Scoring": made, the declarer's side scores the value; lost, the other pair
    (Bauern) or each defender (Dreier) does; without the talon the value is one more either way;
    doubling multiplies; the Normal game scores 1, 2 or 3 by the claim scale."""
    facts = schnapsen_facts(game)
    scale = {facts.award_no_trick, facts.award_under_half, facts.award_half_or_more}
    multipliers = {1, *(m for _name, m in facts.doublings)}
    seen_lost = seen_without_talon = 0
    for deal, _phases in _random_deals(game, 300):
        result = deal.result()
        bonus = facts.without_talon_bonus if result.without_talon else 0
        assert result.multiplier in multipliers
        if result.contract == "normal":
            assert result.value // result.multiplier - bonus in scale
        else:
            value = next(r.value for r in deal.table_rows if r.id == result.contract)
            assert result.value == (value + bonus) * result.multiplier
        winners = [s for s in range(deal.players) if deal.side[s] == (0 if result.made else 1)]
        for seat in range(deal.players):
            assert result.game_points[seat] == (result.value if seat in winners else 0)
        seen_lost += not result.made
        seen_without_talon += result.without_talon and not result.made
    assert seen_lost > 0
    if game == "dreierschnapsen":
        assert seen_without_talon > 0  # the "won or lost" of the without-talon point was met
        text = unescape(sheet_fragment(game, "en"))
        assert f"worth {facts.without_talon_bonus} game point more, won or lost" in text
        assert "for the declarer" not in text  # the old sheet's "+1 for the declarer"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", SCHNAPSEN)
def test_doubling_comes_on_the_sheet_where_the_engine_asks_for_it(game: str, lang: str) -> None:
    """S3 §05 (Kontra after the auction), S4 "Flecken" (Spritzen after the talon): the sheet's
    sentence names the phase the engine runs just before doubling (in Dreierschnapsen the talon,
    which a declarer without the talon skips: then doubling follows the auction at once)."""
    before = set()
    for deal, phases in _random_deals(game, 40):
        came = phases[phases.index("doubling") - 1]
        before.add(came)
        if came == "auction" and game == "dreierschnapsen":
            assert deal.result().without_talon
    named = "talon" if game == "dreierschnapsen" else "auction"
    assert named in before
    t = Translator(lang)
    sentence = t._(DOUBLING_WHEN[named]).split("{chain}")[0]
    assert sentence in unescape(sheet_fragment(game, lang))


@pytest.mark.parametrize("game", SCHNAPSEN)
def test_schnapser_trick_limits_on_the_sheet_are_the_engines(game: str) -> None:
    """S3 §06 / S4: a Schnapser declarer takes every trick until 66, reached by a trick the
    engine counts for the contract declared: the sheet's number is that trick."""
    rows = {r[0]: r for r in _rows(sheet_fragment(game, "en")) if len(r) == 5}
    checked = 0
    for contract in get_game(game).default_options.contract_table:
        if contract.goal.value != "schnapser":
            continue
        for seed in range(40):
            deal = _at_auction(game, seed)
            while deal.phase.value == "auction":
                bids = {str(a): a for a in deal.legal_actions()}
                wanted = next((a for s, a in bids.items() if s == f"bid {contract.id}"), None)
                deal.apply(wanted or bids.get("pass") or next(iter(bids.values())))
            if deal.contract is not None and deal.contract.id == contract.id:
                limit = deal.schnapser_limit()
                assert f"must reach by trick {limit}" in rows[contract.name][4]
                checked += 1
                break
    assert checked >= 1


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", SCHNAPSEN)
def test_no_number_on_the_sheet_is_typed_by_hand(game: str, lang: str) -> None:
    """Every number a Schnapsen sheet prints is one of the facts the tests above check against
    the engine (no number typed into a sentence)."""
    f = schnapsen_facts(game)
    known = {
        *(p for _r, p in f.card_points), f.total_points, f.target, f.marriage, f.trump_marriage,
        f.award_no_trick, f.award_under_half, f.award_half_or_more, f.half, f.last_trick,
        *(m for _n, m in f.doublings), f.without_talon_bonus, f.game_target, f.game_target - 1,
        f.bummerl, f.schneider_bummerl, f.retourschneider_bummerl, 0,
        *(c.value for c in f.contracts), *(c.trick_limit for c in f.contracts),
    }  # fmt: skip
    text = re.sub(r"<style>.*?</style>|<[^>]+>", " ", sheet_fragment(game, lang), flags=re.S)
    text = unescape(text).replace("10 (", "(")  # the rank "10" is a card's name, not a number
    numbers = {int(n) for n in re.findall(r"(?<![\w.])\d+(?![\w.])", text)}
    assert numbers <= known, numbers - known


# -- the numbers no other test read off the sheet: each compared with a deal the engine plays ------


def _normal_deal_without_claims(game: str, seed: int):
    """A Normal game (F bids it, or all pass), nobody doubles or claims, random cards otherwise."""
    import random

    deal = get_game(game).new_deal(seed, {})
    rng = random.Random(seed)
    while not deal.is_over():
        actions = deal.legal_actions()
        if deal.phase.value == "auction":
            pick = [a for a in actions if str(a) == "bid normal"] or [
                a for a in actions if str(a) == "pass"
            ]
        else:
            pick = [a for a in actions if a.kind not in ("claim", "kontra")]
        deal.apply(rng.choice(pick or actions))
    return deal


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", SCHNAPSEN)
def test_marriages_and_the_last_trick_on_the_sheet_are_what_played_deals_score(
    game: str, lang: str
) -> None:
    """S3 §04/§06, S4: a marriage shown scores 20, in trumps 40; a Normal game nobody claims goes
    to the last trick's side for 1 game point. The sheet's sentences carry the engine's values in
    their places (swapping 20 and 40 on the sheet fails here)."""
    marriages: dict[bool, set[int]] = {True: set(), False: set()}
    last_trick: set[int] = set()
    for seed in range(40):
        deal = _normal_deal_without_claims(game, seed)
        trump = next(e["trump"] for e in deal.events if e["type"] == "contract")
        for event in deal.events:
            if event["type"] == "marriage":
                marriages[event["suit"] == trump].add(event["points"])
        end = deal.events[-1]
        assert end["contract"] == "normal" and end["reason"]["code"] == "schnapsen.last_trick"
        last_trick.add(end["value"] // end["multiplier"])
    (plain,), (trumps,), (last,) = marriages[False], marriages[True], last_trick
    t = Translator(lang)
    text = unescape(sheet_fragment(game, lang))
    marriage = t._("Marriage (king and queen shown when leading): {plain}, in trumps {trumps}.")
    assert marriage.format(plain=plain, trumps=trumps) in text
    assert t._("Nobody claims: the last trick scores {n}.").format(n=last) in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_schneider_deal_and_session_on_the_sheet_are_what_the_engine_plays(lang: str) -> None:
    """S0 §01-§03, §06: six cards each, 20 in the talon, 16 tricks, 20 honours shared out, six
    deals to a session, as a deal and a session played by the engine show them."""
    import random

    from tutorial.games.schneider.session import SchneiderSession

    deal = get_game("schneider").new_deal(3, {})
    hand, talon = {len(h) for h in deal.hands}, len(deal.talon)
    rng = random.Random(3)
    while not deal.is_over():
        deal.apply(rng.choice(deal.legal_actions()))
    tricks = sum(e["type"] == "trick" for e in deal.events)
    honours = sum(deal.result().honours)
    session = SchneiderSession(seed=3)
    session.play_out()
    (hand,) = hand
    t = Translator(lang)
    text = unescape(sheet_fragment("schneider", lang))
    sentence = t._("{hand} cards each, {talon} face down in the talon; {tricks} tricks.")
    assert sentence.format(hand=hand, talon=talon, tricks=tricks) in text
    pack = t._("Honours, one each: {names}. The pack holds {total}.").split("{names}")[1]
    assert pack.format(total=honours) in text
    deals = t._("{n} deals; the deal passes after each one, a {tie}:{tie} deal included.")
    assert deals.format(n=len(session.deals), tie=honours // 2) in text


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", SCHNAPSEN)
def test_the_doubling_chain_on_the_sheet_is_what_a_deal_doubled_to_the_end_multiplies(
    game: str, lang: str
) -> None:
    """S3 §05 (Kontra ×2, Rekontra ×4, Subkontra ×8), S4 "Flecken" (Spritzen, Retour, Re): every
    side doubles whenever it may, and the names and multipliers the deal logs are the sheet's."""
    import random

    from tutorial.games.schnapsen.texts import DOUBLING_NAMES

    chains = set()
    for seed in range(10):
        deal = get_game(game).new_deal(seed, {})
        rng = random.Random(seed)
        while not deal.is_over():
            actions = deal.legal_actions()
            doubling = [a for a in actions if a.kind == "kontra"]
            deal.apply(doubling[0] if doubling else rng.choice(actions))
        chains.add(
            tuple((e["name"], e["multiplier"]) for e in deal.events if e["type"] == "kontra")
        )
    (chain,) = chains
    t = Translator(lang)
    shown = ", ".join(f"{t._(DOUBLING_NAMES[name])} ×{m}" for name, m in chain)
    assert shown in unescape(sheet_fragment(game, lang))


# -- the pack, the claim line, the 33 line and the game line, each in its place (issue 18 §3) -------

from tutorial.games.schnapsen.cards import card_points  # noqa: E402
from tutorial.games.schnapsen.session import BauernSession  # noqa: E402


def _session(game: str):
    return BauernSession(seed=1) if game == "bauernschnapsen" else DreierSession(seed=1)


def _pack_points(game: str) -> int:
    """The card points of every card a deal is dealt (hands and talon), by the engine's values."""
    deal = get_game(game).new_deal(7, {})
    return card_points([c for hand in deal.hands for c in hand] + list(deal.talon))


def _claim_line(game: str) -> int:
    """The fewest points with which the engine's own claim counts as right: a Normal game after
    its first trick, the claiming side's points set to each number in turn."""
    import copy

    from tests.schnapsen_helpers import CLAIM

    deal = get_game(game).new_deal(1, {})
    while not (deal.phase.value == "play" and deal.tricks_played == 1):
        actions = deal.legal_actions()
        quiet = [a for a in actions if a.kind in ("pass", "no_kontra") or a.value == "normal"]
        deal.apply((quiet or [a for a in actions if not a.flag])[0])
    assert CLAIM in deal.legal_actions()
    for points in range(TOTAL_POINTS + 1):
        trial = copy.deepcopy(deal)
        own = trial.side[trial.to_move]
        trial.side_points = lambda side, p=points, own=own: p if side == own else 0
        trial.apply(CLAIM)
        (claim,) = [e for e in trial.events if e["type"] == "claim"]
        if claim["correct"]:
            return points
    raise AssertionError("no claim is ever right")


def _half_line() -> int:
    """The fewest card points for which opponents with a trick cost the claimers a point."""
    return next(p for p in range(121) if normal_award(1, p) != normal_award(1, 0))


def _game_line(game: str) -> int:
    """The fewest game points that end a game on the engine's score sheet."""
    width = 2 if game == "bauernschnapsen" else 3
    for n in range(1, 100):
        sheet = _session(game)
        sheet.add_points([n] + [0] * (width - 1))
        if sheet.is_over():
            return n
    raise AssertionError("the game never ends")


def _bummerl_after(game: str, rows: list[list[int]], options: dict | None = None) -> int:
    sheet = (
        BauernSession(seed=1, options=get_game(game).parse_options(options or {}))
        if game == "bauernschnapsen"
        else DreierSession(seed=1, options=get_game(game).parse_options(options or {}))
    )
    for row in rows:
        sheet.add_points(row)
    return max(sheet.bummerl().values())


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", SCHNAPSEN)
def test_the_pack_and_the_claim_line_stand_in_their_sentence_as_the_engine_counts_them(
    game: str, lang: str
) -> None:
    """S3 §01 / §06, S4: the 20 cards are worth 120 card points, and a claim is right from 66.
    The sheet's sentence carries each number in its own place (120 and 66 swapped, or 120 typed
    as 121, fails here; before, both were only "one of the known numbers")."""
    t = Translator(lang)
    text = unescape(sheet_fragment(game, lang))
    sentence = t._("{total} card points in the pack; {target} wins the Normal game.")
    assert sentence.format(total=_pack_points(game), target=_claim_line(game)) in text


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", SCHNAPSEN)
def test_the_33_line_of_the_claim_table_is_the_engines_in_each_row(game: str, lang: str) -> None:
    """S3 §06, S4: opponents without a trick cost 3, with a trick but under 33 card points 2,
    with 33 or more 1. Each row of the sheet's table: its label with the engine's line, and the
    engine's award for that row (the label's 33 was only a known number before)."""
    t = Translator(lang)
    half = _half_line()
    rows = [r for r in _rows(sheet_fragment(game, lang)) if len(r) == 2]
    expected = [
        [t._("no trick"), str(normal_award(0, 0))],
        [t._("a trick, but under {half} card points").format(half=half),
         str(normal_award(1, half - 1))],
        [t._("{half} card points or more").format(half=half), str(normal_award(1, half))],
    ]  # fmt: skip
    start = rows.index([t._("The opponents have"), t._("Game points")])
    assert rows[start + 1 : start + 4] == expected


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", SCHNAPSEN)
def test_the_game_and_bummerl_lines_are_the_engines_score_sheet(game: str, lang: str) -> None:
    """S3 §07 / S4 "Objective and scoring": the game ends at 24; the loser takes 1 Bummerl, 2
    without a game point (Schneider); in Dreierschnapsen two at 23 beaten by the one at 0 take
    4 each (Retourschneider), which Bauernschnapsen's card does not have. Every language, for
    both games (before: Dreier only, in English only)."""
    t = Translator(lang)
    text = unescape(sheet_fragment(game, lang))
    target = _game_line(game)
    three = game == "dreierschnapsen"
    assert t._("The first to {n} game points wins the game.").format(n=target) in text
    one = _bummerl_after(game, [[target, 1, 1]] if three else [[0, 1], [target, 0]])
    schneider_count = _bummerl_after(game, [[target, 0, 0]] if three else [[target, 0]])
    line = t._("The loser gets {n} Bummerl; with no game point at all (Schneider) {s}.")
    assert line.format(n=one, s=schneider_count) in text
    retour = t._("Retourschneider: two players at {high}, the third at 0 wins: {n} Bummerl each.")
    if three:
        rows = [[0, target - 1, 0], [0, 0, target - 1], [target, 0, 0]]
        assert retour.format(high=target - 1, n=_bummerl_after(game, rows)) in text
    else:
        assert _bummerl_after(game, [[target - 1, 0], [0, target]]) == one  # no Retourschneider
        assert retour.split(":")[0] not in text
