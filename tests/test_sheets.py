"""Cheat sheets (issue 12 item 8): every number on a sheet is the engine's, each sheet prints to one
PDF page in its own language, and the app and the command line both offer it."""

from __future__ import annotations

import io
import re
from html import unescape

import pytest

from tests.apptest_helpers import failures, open_page
from tutorial.cli import main
from tutorial.games import get_game, schneider
from tutorial.games.schnapsen_cards import RANK_POINTS, TOTAL_POINTS
from tutorial.games.schnapsen_scoring import normal_award
from tutorial.games.schnapsen_session import DreierSession
from tutorial.i18n import LANGUAGES, Translator
from tutorial.sheets.page import SHEET_GAMES, TITLE, sheet_fragment
from tutorial.texts.schnapsen import CONTRACT_NAMES

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
