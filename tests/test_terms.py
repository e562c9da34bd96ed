"""One set of terms per language (issue 12, item 5): the term table, its checker, and the content.

The checker is tested on crafted texts first (it must find a planted variant, inflected too, with
file and line, and accept the table's term), then run on every lesson, glossary, puzzle, replay and
catalogue: each drift is listed as `file:line: [lang] found «…», expected «…» (concept: reason)`.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from tutorial.content.terms import (
    GAMES,
    TERMS_PATH,
    TermTableError,
    TextLine,
    check_terms,
    load_terms,
    parse_terms,
    po_lines,
    scan,
    yaml_lines,
)
from tutorial.words.i18n import LANGUAGES

TERMS = load_terms()

TABLE = {
    "bummerl": {
        "en": {"term": "Bummerl"},
        "de": {"term": "Bummerl"},
        "ru": {"term": "буммерль", "avoid": [{"match": r"бумерл\w*", "reason": "double m"}]},
        "pt": {"term": "Bummerl"},
    },
    "marriage": {
        "games": ["bauernschnapsen", "dreierschnapsen"],
        "en": {"term": "marriage"},
        "de": {"term": "Zwanziger / Vierziger"},
        "ru": {
            "term": "марьяж",
            "avoid": [{"match": r"брак(?:а|ом)?", "reason": "one word", "glossary": ["marriage"]}],
        },
        "pt": {"term": "casamento"},
    },
}


def lines(text: str, lang: str = "ru", game: str = "dreierschnapsen") -> list[TextLine]:
    return [
        TextLine("lessons/x.md", n, lang, frozenset({game}), t)
        for n, t in enumerate(text.splitlines(), 1)
    ]


def test_a_planted_variant_is_found_with_its_line_and_the_expected_term() -> None:
    drifts = scan(parse_terms(TABLE), lines("Игра до 24.\nКто проиграл, получает бумерль."))
    assert [str(d) for d in drifts] == [
        "lessons/x.md:2: [ru] found «бумерль», expected «буммерль» (bummerl: double m)"
    ]


def test_inflected_forms_are_found_by_their_stem() -> None:
    text = "Два бумерля.\nС бумерлем.\nБез бумерлей."
    assert [d.found for d in scan(parse_terms(TABLE), lines(text))] == [
        "бумерля",
        "бумерлем",
        "бумерлей",
    ]


def test_the_tables_term_is_accepted() -> None:
    text = "Кто проиграл, получает буммерль; два буммерля; марьяж и марьяжи."
    assert scan(parse_terms(TABLE), lines(text)) == []


def test_a_variant_inside_a_longer_word_is_not_a_drift() -> None:
    # «брак» must not be found in «бракованный» or «обрак»: variants match whole words only.
    assert scan(parse_terms(TABLE), lines("Бракованная колода, обрак.")) == []


def test_variants_are_checked_only_in_their_language() -> None:
    assert scan(parse_terms(TABLE), lines("бумерль", lang="de")) == []


def test_a_game_scoped_concept_is_not_checked_in_another_game() -> None:
    assert scan(parse_terms(TABLE), lines("брак", game="schneider")) == []
    assert [d.found for d in scan(parse_terms(TABLE), lines("брак"))] == ["брак"]


def test_text_shown_in_every_game_is_checked_against_each_games_terms() -> None:
    """A UI string shown in every game is held to each game's words: a one-game concept too, and
    the report names the game where the word is wrong."""
    everywhere = frozenset(GAMES)
    shared = [TextLine("messages.po", 7, "ru", everywhere, "Козырный брак.")]
    one_game = {**TABLE["marriage"], "games": ["dreierschnapsen"]}
    found = scan(parse_terms({"marriage": one_game}), shared)
    assert [(d.found, d.game) for d in found] == [("брак", "dreierschnapsen")]
    assert "(marriage, in dreierschnapsen: one word)" in str(found[0])
    assert (
        scan(parse_terms({"marriage": one_game}), lines("Козырный брак.", game="schneider")) == []
    )


def test_a_variant_kept_in_the_glossary_is_allowed_only_under_its_entry(tmp_path: Path) -> None:
    glossary = tmp_path / "glossary.yaml"
    glossary.write_text(
        "marriage:\n"
        '  ru: [Марьяж, "Король и дама одной масти; иначе — брак."]\n'
        "trick:\n"
        '  ru: [Взятка, "Козырный брак берёт."]\n',
        encoding="utf-8",
    )
    found = scan(
        parse_terms(TABLE), yaml_lines(glossary, "g.yaml", "dreierschnapsen", glossary=True)
    )
    assert [(d.line, d.found) for d in found] == [(4, "брак")]


def test_yaml_text_is_read_in_the_language_of_its_key(tmp_path: Path) -> None:
    puzzle = tmp_path / "p.yaml"
    puzzle.write_text(
        'id: x\nprompt:\n  de: "бумерль"\n  ru: "Кто получает бумерль?"\nanswer: бумерль\n',
        encoding="utf-8",
    )
    found = scan(parse_terms(TABLE), yaml_lines(puzzle, "p.yaml", "dreierschnapsen"))
    assert [(d.line, d.lang) for d in found] == [(4, "ru")]


def test_po_translations_are_checked_in_their_language_and_msgids_as_english(
    tmp_path: Path,
) -> None:
    po = tmp_path / "schnapsen.po"
    po.write_text(
        '#: tutorial/games/schnapsen/texts.py:1\nmsgid "Bummerl"\nmsgstr ""\n"Один бумерль"\n',
        encoding="utf-8",
    )
    read = list(po_lines(po, "schnapsen.po", "ru"))
    assert [(line.line, line.lang, line.text) for line in read] == [
        (2, "en", "Bummerl"),
        (3, "ru", "Один бумерль"),
    ]
    assert [d.line for d in scan(parse_terms(TABLE), read)] == [3]


def test_a_phrase_wrapped_over_two_po_lines_is_found(tmp_path: Path) -> None:
    po = tmp_path / "schnapsen.po"
    po.write_text('msgid "A marriage"\nmsgstr ""\n"Козырный "\n"брак"\n', encoding="utf-8")
    found = scan(parse_terms(TABLE), po_lines(po, "schnapsen.po", "ru"))
    assert [(d.line, d.found) for d in found] == [(2, "брак")]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda t: t["bummerl"].pop("pt"), "bummerl: pt: term: missing"),
        (
            lambda t: t["bummerl"]["ru"]["avoid"][0].update(match="(бумерл"),
            "avoid[0]: match: not a pattern",
        ),
        (lambda t: t["bummerl"]["ru"]["avoid"][0].pop("reason"), "avoid[0]: reason: missing"),
        (lambda t: t["marriage"].update(games=["skat"]), "marriage: games: must list"),
    ],
)
def test_a_malformed_table_is_refused_with_the_field_named(change, message: str) -> None:
    table = yaml.safe_load(yaml.safe_dump(TABLE, allow_unicode=True))
    change(table)
    with pytest.raises(TermTableError, match=message.replace("(", r"\(").replace("[", r"\[")):
        parse_terms(table)


def test_every_concept_has_a_term_in_every_language() -> None:
    data = yaml.safe_load(TERMS_PATH.read_text(encoding="utf-8"))
    assert {(t.concept, t.lang) for t in TERMS} == {(c, lang) for c in data for lang in LANGUAGES}


@pytest.mark.parametrize("term", TERMS, ids=lambda t: f"{t.concept}-{t.lang}")
def test_no_term_is_its_own_avoided_variant(term) -> None:
    found = scan(TERMS, [TextLine("terms.yaml", 1, term.lang, term.games, term.term)])
    assert found == [], f"{term.concept} [{term.lang}]: the term «{term.term}» is listed to avoid"


KNOWN_DRIFT = [
    ("ru", "dreierschnapsen", "Форхенд заходит."),
    ("ru", "bauernschnapsen", "Паре записывают бумерль."),
    ("ru", "bauernschnapsen", "Козырный брак."),
    ("ru", "dreierschnapsen", "Играется Normal."),
    ("ru", "dreierschnapsen", "Ложная заявка."),
    ("ru", "schneider", "Ходить в масть не нужно."),
    ("ru", "dreierschnapsen", "Тузы, королей и дам."),
    ("pt", "dreierschnapsen", "Fica com o monte."),
    ("pt", "schneider", "O monte de A tem 13 honras."),
    ("pt", "bauernschnapsen", "O leilão acaba."),
    ("pt", "bauernschnapsen", "M declara um Schnapser."),
    ("pt", "bauernschnapsen", "Faz-o quem dá."),
    ("de", "bauernschnapsen", "Eine Partie vom Mischen bis zum Anschreiben."),
    ("de", "schneider", "B darf jede Karte zugeben."),
    ("de", "bauernschnapsen", "Als Spieler nimmt er den Talon."),
    ("de", "dreierschnapsen", "Er muss überstechen."),
    ("de", "dreierschnapsen", "Ein Paar melden."),
    ("de", "dreierschnapsen", "Wer mit 66 ausmelden kann."),
    ("de", "bauernschnapsen", "M bietet Bettler."),
    ("de", "bauernschnapsen", "Die Ansage stimmt also."),
    ("de", "schneider", "Welche Karte bekommt ihn?"),
    ("de", "bauernschnapsen", "M hat 12 Kartenpunkte."),
    ("ru", "dreierschnapsen", "Сторона заявляет «хватит»."),
    ("ru", "dreierschnapsen", "Заявившие получают 2."),
    ("pt", "bauernschnapsen", "Quem ganha a vaza?"),
    ("pt", "bauernschnapsen", "O pedido está certo."),
    ("pt", "dreierschnapsen", "20 pontos de carta."),
    ("en", "dreierschnapsen", "Anna deals the first hand."),
]


@pytest.mark.parametrize(("lang", "game", "text"), KNOWN_DRIFT)
def test_the_issues_known_drift_is_caught_by_the_table(lang: str, game: str, text: str) -> None:
    """Each variant issue 12 names is caught, so it cannot come back in moved or new text."""
    assert scan(TERMS, lines(text, lang, game)), f"[{lang}] «{text}» ({game}) is not caught"


def test_lessons_glossaries_puzzles_replays_and_ui_keep_to_the_term_table() -> None:
    drifts = check_terms()
    assert not drifts, f"{len(drifts)} terms differ from lessons/terms.yaml:\n" + "\n".join(
        map(str, drifts)
    )


def test_every_game_is_read() -> None:
    from tutorial.content.terms import content_lines

    seen = {game for line in content_lines() for game in line.games}
    assert seen == set(GAMES)


def test_a_table_yaml_cannot_read_is_refused_with_file_and_line(tmp_path: Path) -> None:
    table = tmp_path / "terms.yaml"
    table.write_text("bummerl:\n  ru:\n    avoid:\n      - match: a: b\n", encoding="utf-8")
    with pytest.raises(TermTableError, match=r"^terms\.yaml:4: not readable as YAML$"):
        load_terms(table)


def test_the_command_line_reports_each_drift_with_file_and_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from tutorial.cli import main as cli
    from tutorial.cli import terms as cli_terms

    lesson = tmp_path / "lessons" / "bauernschnapsen" / "ru" / "07-end.md"
    lesson.parent.mkdir(parents=True)
    lesson.write_text("# Конец\n\nПроигравшие получают бумерль.\n", encoding="utf-8")
    monkeypatch.setattr(cli_terms, "check_terms", lambda: check_terms(tmp_path))
    assert cli.main(["terms"]) == 1
    err = capsys.readouterr().err
    assert (
        "lessons/bauernschnapsen/ru/07-end.md:3: [ru] found «бумерль», expected «буммерль»" in err
    )


def test_the_command_line_says_ok_when_every_text_keeps_to_the_table(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from tutorial.cli import main as cli

    assert cli.main(["terms"]) == 0
    assert capsys.readouterr().out.startswith("ok: every text keeps to the")


# Issue 18, item 2: each example the old check missed, in its old wording, fed through the same
# entry point `kartenschule terms` uses (`check_terms` on a project tree), must be reported.


def _project(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path


def _found(tmp_path: Path, files: dict[str, str]) -> list[tuple[str, int, str, str]]:
    return [(d.path, d.line, d.found, d.concept) for d in check_terms(_project(tmp_path, files))]


LESSON_EXAMPLES = [
    # (game, lang, old wording, found, concept)
    ("schneider", "ru", "Взявший первым берёт карту из прикупа.", "прикупа", "stock"),
    ("schneider", "pt", "O vencedor compra a carta de cima do talão.", "talão", "stock"),
    (
        "schneider",
        "pt",
        "Cada jogador guarda as vazas num monte próprio.",
        "monte próprio",
        "trick-pile",
    ),
    ("schneider", "pt", "Cada um conta as honras do seu monte.", "seu monte", "trick-pile"),
    (
        "schneider",
        "de",
        "Sticht die zugegebene Karte nicht, nimmt A beide.",
        "zugegebene",
        "answer",
    ),
    (
        "bauernschnapsen",
        "ru",
        "Он может заявить сразу после марьяжа.",
        "заявить сразу после марьяжа",
        "claim",
    ),
    ("bauernschnapsen", "ru", "F выходит A♥, чтобы вытянуть козыри.", "выходит", "lead"),
    ("dreierschnapsen", "ru", "Взятку берёт вышедший.", "вышедший", "lead"),
    ("bauernschnapsen", "pt", "Assista e suba se puder.", "suba", "head-trick"),
    (
        "dreierschnapsen",
        "pt",
        "Cada jogador anuncia um contrato.",
        "anuncia um contrato",
        "auction",
    ),
    ("dreierschnapsen", "pt", "M e D anunciaram ambos Gang.", "anunciaram ambos Gang", "auction"),
    (
        "bauernschnapsen",
        "de",
        "Eine schon gespielte Dame ergibt kein Paar.",
        "ergibt kein Paar",
        "marriage",
    ),
    ("bauernschnapsen", "de", "Mögliche Paare im Blatt.", "Mögliche Paare", "marriage"),
    # zugeben as a separable verb: 24 Schneider puzzles and the worked example read "B gibt J♠ zu"
    (
        "schneider",
        "de",
        "A spielt 9♠ aus. B gibt J♠ zu – ein Bube wird doch wohl eine Neun stechen?",
        "gibt J♠ zu",
        "answer",
    ),
    (
        "schneider",
        "de",
        "B, der Geber, gibt Q♥ (den Ober) zu.",
        "gibt Q♥ (den Ober) zu",
        "answer",
    ),
    # docs/style-de.md: «eine falsche Ausmeldung» → «falsches Ausmelden»
    (
        "bauernschnapsen",
        "de",
        "In dieser Variante kostet eine falsche Ausmeldung 2.",
        "Ausmeldung",
        "claim",
    ),
    # Audit of issue 18 (second pass): the forms the table still let through.
    # de: a bid is angesagt (die Ansage), never geboten (style-de, terms.yaml auction); 31 uses
    # in the Bauern and Dreier auction puzzles, the coach and one wrong-choice sentence.
    ("bauernschnapsen", "de", "Darf M einen Kontrabauernschnapser bieten?", "bieten", "auction"),
    ("dreierschnapsen", "de", "Das höchste Gebot spielt.", "Gebot", "auction"),
    ("dreierschnapsen", "de", "Drei gleiche Gebote, alle mit Talon.", "Gebote", "auction"),
    (
        "dreierschnapsen",
        "de",
        "Bietet niemand, spielt der Rufer das Normalspiel.",
        "Bietet",
        "auction",
    ),
    ("bauernschnapsen", "de", "M hat F überboten.", "überboten", "auction"),
    (
        "bauernschnapsen",
        "de",
        "M und R haben gepasst und sind aus dem Bieten.",
        "Bieten",
        "auction",
    ),
    ("dreierschnapsen", "de", "Spiel 1 des Beispiels, aber anders geboten.", "geboten", "auction"),
    # pt: a trick or a card is superada, never «subida»
    ("bauernschnapsen", "pt", "Assista e suba a vaza se puder.", "suba a vaza", "head-trick"),
    ("dreierschnapsen", "pt", "Tem de subir a vaza com o ás.", "subir a vaza", "head-trick"),
    # de: cards in hand are Zwanziger or Vierziger; a Paar is two partners
    ("bauernschnapsen", "de", "F hat zwei Paare auf der Hand.", "Paare auf der Hand", "marriage"),
    # ru: the claim is an объявление, the заявка is a bid
    ("dreierschnapsen", "ru", "Его заявка оказалась ложной.", "заявка оказалась ложной", "claim"),
    # pt: the tricks someone took are his pilha; o monte is Schneider's stock
    ("schneider", "pt", "A leva a vaza para o monte dele.", "monte dele", "trick-pile"),
    # de: das Bummerl, so «wäre es eines» (style-de's own example)
    (
        "bauernschnapsen",
        "de",
        "Das kostet vier Bummerl; nach der Karte wäre es einer.",
        "Bummerl; nach der Karte wäre es einer",
        "bummerl",
    ),
]


@pytest.mark.parametrize(
    ("lang", "game", "text"),
    [
        ("de", "dreierschnapsen", "Die App bietet ihm dieses neue Geben an."),
        ("de", "dreierschnapsen", "Pagat bietet diese Form als Variante an."),
        ("de", "bauernschnapsen", "Die höchste Ansage ist ein Gang; M darf ihn halten."),
        ("pt", "bauernschnapsen", "D licita Bettler e F sobe para Gang; teve de subir."),
        ("ru", "dreierschnapsen", "Заявка оказалась самой старшей."),
    ],
)
def test_offering_raising_a_bid_and_a_bid_that_ranks_highest_are_no_drift(
    lang: str, game: str, text: str
) -> None:
    """«anbieten» (to offer) is another verb than bieten; subir is right for raising a bid; a
    заявка that is the highest is a bid, not a claim."""
    assert scan(TERMS, lines(text, lang, game)) == []


def test_the_auction_puzzles_and_the_coach_say_ansagen_not_bieten(tmp_path: Path) -> None:
    """The old wording of a Dreier auction puzzle and of the coach's hint, put back, is reported
    in its file and line (a scenario and a catalogue, not only a lesson)."""
    scenario = "scenarios/dreierschnapsen/07-x.yaml"
    po = "tutorial/words/locales/de/LC_MESSAGES/coach.po"
    files = {
        scenario: 'id: x\nprompt:\n  de: "Trumpf ♣. F passt. Darf M einen Gang bieten?"\n',
        po: _po("Bid the {contract}: of all your choices it promises the most.",
                "Biete {contract}: Von allen deinen Möglichkeiten verspricht es am meisten."),
    }  # fmt: skip
    found = _found(tmp_path, files)
    assert (scenario, 3, "bieten", "auction") in found
    assert (po, 5, "Biete", "auction") in found


@pytest.mark.parametrize(
    "text",
    [
        "Der Geber gibt jedem zwei Päckchen zu drei Karten.",
        "Es gibt keine Pflicht zu bedienen, also dürfen alle drei gespielt werden.",
        "A spielt 9♠ aus, B antwortet mit J♠.",
    ],
)
def test_giving_cards_or_a_duty_is_not_the_separable_zugeben(text: str) -> None:
    assert scan(TERMS, lines(text, "de", "schneider")) == []


@pytest.mark.parametrize(("game", "lang", "text", "found", "concept"), LESSON_EXAMPLES)
def test_the_issues_examples_are_reported_when_put_back_in_a_lesson(
    tmp_path: Path, game: str, lang: str, text: str, found: str, concept: str
) -> None:
    name = f"lessons/{game}/{lang}/01-x.md"
    assert _found(tmp_path, {name: f"# T\n\n{text}\n"}) == [(name, 3, found, concept)]


def test_a_phrase_broken_by_a_line_end_is_found_at_the_line_it_starts_on(tmp_path: Path) -> None:
    """«pontos de\\ncarta» and «ganhar uma\\nvaza» were missed when lines were read one by one."""
    name = "lessons/dreierschnapsen/pt/01-x.md"
    text = (
        "# T\n\nFicam menos de 120 pontos de\ncarta. Pode declarar depois de ganhar uma\n  vaza.\n"
    )
    assert _found(tmp_path, {name: text}) == [
        (name, 3, "pontos de carta", "card-points"),
        (name, 4, "ganhar uma vaza", "take-trick"),
    ]


def test_a_phrase_broken_by_a_markdown_link_is_found(tmp_path: Path) -> None:
    name = "lessons/schneider/pt/01-x.md"
    text = "# T\n\nA resposta ganha a [vaza](glossary:trick) se for o valor seguinte.\n"
    assert _found(tmp_path, {name: text}) == [(name, 3, "ganha a vaza", "take-trick")]


def test_a_text_inside_a_fenced_block_is_still_read_line_by_line(tmp_path: Path) -> None:
    name = "lessons/bauernschnapsen/ru/01-x.md"
    text = "# T\n\n```fact\nexpect: бумерль\n```\n"
    assert _found(tmp_path, {name: text}) == [(name, 4, "бумерль", "bummerl")]


def test_a_scenario_text_is_checked_in_its_language(tmp_path: Path) -> None:
    name = "scenarios/bauernschnapsen/03-x.yaml"
    text = 'id: x\nprompt:\n  pt: "Se ninguém anuncia, joga F."\n  de: "Ein Paar braucht König und Dame."\n'
    assert _found(tmp_path, {name: text}) == [
        (name, 3, "ninguém anuncia", "auction"),
        (name, 4, "Ein Paar braucht", "marriage"),
    ]


def _po(msgid: str, msgstr: str) -> str:
    return f'msgid ""\nmsgstr ""\n\nmsgid "{msgid}"\nmsgstr "{msgstr}"\n'


SCHNEIDER_CODE = (
    "from tutorial.words.i18n import N_\n\n\n"
    "def _schneider_body(_):\n"
    '    return _("The winner of a trick draws first.")\n'
)


@pytest.mark.parametrize(
    ("lang", "msgstr", "found"),
    [
        ("ru", "Взявший взятку первым берёт карту из прикупа.", "прикупа"),
        ("pt", "Quem leva a vaza compra primeiro do talão.", "talão"),
    ],
)
def test_a_ui_string_is_checked_in_the_game_whose_code_shows_it(
    tmp_path: Path, lang: str, msgstr: str, found: str
) -> None:
    """The cheat sheet's Schneider body shows this string: the term check traces the message to
    that function (not to the catalogue's stale `#:` line) and holds it to Schneider's stock."""
    po = f"tutorial/words/locales/{lang}/LC_MESSAGES/messages.po"
    files = {
        "tutorial/sheets/page.py": SCHNEIDER_CODE,
        po: _po("The winner of a trick draws first.", msgstr),
    }
    assert _found(tmp_path, files) == [(po, 5, found, "stock")]


def test_a_ui_string_of_shared_code_is_checked_in_every_game(tmp_path: Path) -> None:
    """«{n} cards in the talon» was shown by code serving every game; in Russian «прикуп» is wrong
    for Schneider's stock, so a shared string using it is reported, naming Schneider."""
    code = (
        "def talon(t, n):\n"
        '    return t.ngettext("{n} card in the talon", "{n} cards in the talon", n)\n'
    )
    po = "tutorial/words/locales/ru/LC_MESSAGES/messages.po"
    files = {
        "tutorial/app/widgets/card_table.py": code,
        po: _po("{n} card in the talon", "В прикупе {n}"),
    }
    drifts = check_terms(_project(tmp_path, files))
    assert [(d.found, d.game) for d in drifts] == [("прикупе", "schneider")]
    assert str(drifts[0]).startswith(
        f"{po}:5: [ru] found «прикупе», expected «запас» (stock, in schneider:"
    )


def test_a_shown_in_comment_names_the_games_of_shared_code(tmp_path: Path) -> None:
    code = (
        "def talon(t, n):\n"
        "    # shown in: dreierschnapsen (the two-card talon)\n"
        '    return t.ngettext("{n} card in the talon", "{n} cards in the talon", n)\n'
    )
    po = "tutorial/words/locales/ru/LC_MESSAGES/messages.po"
    files = {
        "tutorial/app/widgets/card_table.py": code,
        po: _po("{n} card in the talon", "В прикупе {n}"),
    }
    assert check_terms(_project(tmp_path, files)) == []


def test_the_branch_of_a_game_test_names_its_game(tmp_path: Path) -> None:
    """`_("…each defender…") if f.game == "dreierschnapsen" else _("…the other pair…")`: the
    else branch is Bauernschnapsen only, so «Paar» there is the two partners, not a drift."""
    code = (
        "def _schnapsen_body(f, _):\n"
        "    return (\n"
        '        _("Contract lost: each defender scores.")\n'
        '        if f.game == "dreierschnapsen"\n'
        '        else _("Contract lost: the other pair scores.")\n'
        "    )\n"
    )
    po = "tutorial/words/locales/de/LC_MESSAGES/messages.po"
    files = {
        "tutorial/sheets/page.py": code,
        po: _po(
            "Contract lost: the other pair scores.", "Spiel verloren: das andere Paar schreibt."
        ),
    }
    assert check_terms(_project(tmp_path, files)) == []
    files["tutorial/sheets/page.py"] = code.replace('if f.game == "dreierschnapsen"', "if f.three")
    assert [d.game for d in check_terms(_project(tmp_path, files))] == ["dreierschnapsen"]


def test_the_command_line_fails_on_an_example_put_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from tutorial.cli import main as cli
    from tutorial.cli import terms as cli_terms

    root = _project(
        tmp_path, {"lessons/schneider/de/04-x.md": "# T\n\nSticht die zugegebene\nKarte nicht.\n"}
    )
    monkeypatch.setattr(cli_terms, "check_terms", lambda: check_terms(root))
    assert cli.main(["terms"]) == 1
    err = capsys.readouterr().err
    assert "lessons/schneider/de/04-x.md:3: [de] found «zugegebene», expected «antworten»" in err
