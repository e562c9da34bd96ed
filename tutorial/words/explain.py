"""Turning the engine's `Reason`s into sentences in the reader's language and card skin.

Each reason code has one English template (in `tutorial.words.texts`, one module per game), marked for
the gettext catalogues; card parameters are named in the chosen skin (`9♠` or "Laub-Neun") before
they are put into the sentence. A template whose wording follows a number is a `Plural`, so each
language picks its own form. A result reason carries the parts of its score (award, without-talon
point, doubling, total) as the engine computed them; `scored` puts them into words.
"""

from __future__ import annotations

from collections import ChainMap
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from babel.numbers import format_decimal

from tutorial.games.cards import Card
from tutorial.games.reasons import Reason
from tutorial.games.registry import SPECS, generation
from tutorial.games.spec import GameTexts
from tutorial.words.card_names import Skin, card_label
from tutorial.words.i18n import Message, Translator
from tutorial.words.texts.coach import COACH_REASONS
from tutorial.words.texts.tactics import DECISION_REASONS, TACTICS_REASONS

# Babel's `pt` is Brazilian; the app's Portuguese is European (docs/style-pt.md).
BABEL_LOCALES = {"pt": "pt_PT"}


class _Joined(Mapping[str, Any]):
    """One table read across every registered game's texts (the first game's entry wins), then
    `extra`: a chain over the games' own dicts (so it sees what they hold now), rebuilt after a
    game is registered or removed."""

    def __init__(self, table: Callable[[GameTexts], Mapping[str, Any]], extra: Mapping) -> None:
        self._table, self._extra = table, extra
        self._built: tuple[int, ChainMap[str, Any]] = (-1, ChainMap())

    def _chain(self) -> ChainMap[str, Any]:
        built, chain = self._built
        if built != generation():
            maps = [self._table(spec.texts) for spec in SPECS.values()]
            chain = ChainMap(*maps, self._extra)  # type: ignore[arg-type]
            self._built = (generation(), chain)
        return chain

    def __getitem__(self, key: str) -> Any:
        return self._chain()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._chain())

    def __len__(self) -> int:
        return len(self._chain())


REASON_TEXT: Mapping[str, Message] = _Joined(
    lambda texts: texts.reasons, {**COACH_REASONS, **TACTICS_REASONS, **DECISION_REASONS}
)
VARIANT_TEXT: Mapping[str, str] = _Joined(lambda texts: texts.variants, {})
SCORE_PARTS: Mapping[str, Message] = _Joined(lambda texts: texts.score_parts, {})


def _named(param: str, value: Any) -> str | None:
    """The name (N_) a game gives this parameter's value (a contract's id, a doubling's id)."""
    key = {"high": "contract", "previous": "doubling"}.get(param, param)
    for spec in SPECS.values():
        names = spec.texts.value_names.get(key)
        if names and str(value) in names:
            return names[str(value)]
    return None


def name_of(param: str, value: Any, lang: str = "en") -> str:
    """A value by its name in `lang` (a contract's id → "Bauernschnapser"), else as written."""
    english = _named(param, value)
    return Translator(lang)._(english) if english is not None else str(value)


# Reasons whose `kind` is an action's id, put into the sentence as a phrase ("giving Kontra").
KIND_CODES = ("schnapsen.expect_", "schnapsen.doubling_over")


def format_param(value: Any, lang: str, skin: Skin, name: str = "") -> str:
    """A reason parameter as text: cards in the skin, contract and doubling names translated, a
    part that is a reason of its own as its sentence."""
    if isinstance(value, Card):
        return card_label(value, lang, skin)
    if isinstance(value, Reason):
        return describe(value, lang, skin, capital=value.code not in PHRASES)
    if isinstance(value, float):  # an average: two decimals as the locale writes them
        return format_decimal(value, "0.00", locale=BABEL_LOCALES.get(lang, lang))
    english = _named(name, value)
    if english is not None:
        return Translator(lang)._(english)
    return str(value)


def scored(params: dict[str, Any], t: Translator) -> str:
    """The game points a result reason says were scored, with how they were reached:
    "2 game points", "2 game points, ×2 for Kontra = 4", "… + 1 for playing without the talon …"."""
    text = t.message(SCORE_PARTS["base"], params).format(base=params["base"])
    bonus, multiplier = params.get("bonus", 0), params.get("multiplier", 1)
    if bonus:
        text = t._(SCORE_PARTS["bonus"]).format(points=text, bonus=bonus)
    if multiplier != 1:
        doubling = str(params.get("doubling", ""))
        english = _named("doubling", doubling)
        name = t._(english) if english is not None else doubling
        text = t._(SCORE_PARTS["doubled"]).format(points=text, multiplier=multiplier, doubling=name)
    if bonus or multiplier != 1:
        text = t._(SCORE_PARTS["total"]).format(points=text, game_points=params["game_points"])
    return text


# Reasons that are a phrase inside another's sentence ("noch 1 Stich", "+2 game points"): kept
# in lower case there (a reason of its own starts with a capital).
PHRASES = frozenset({"tactics.tricks", "tactics.tricks_all", "tactics.claim_points", "tactics.game_points",
                     "tactics.victory_points", "decision.game_points", "decision.victory_points",
                     "tactics.bidding", "tactics.passing", "tactics.naming",
                     "tactics.without_talon"})  # fmt: skip


def describe(
    reason: Reason, lang: str = "en", skin: Skin = Skin.FRENCH, capital: bool = True
) -> str:
    """The reason as a sentence in `lang` (`capital`: with a capital, as a sentence starts); an
    unknown code falls back to the code itself."""
    t = Translator(lang)
    template = REASON_TEXT.get(reason.code)
    if template is None:
        return reason.code
    params = {k: format_param(v, t.lang, skin, k) for k, v in reason.params.items()}
    if "game_points" in reason.params:
        params["scored"] = scored(reason.params, t)
    if reason.code.startswith(KIND_CODES) and "kind" in reason.params:
        params["kind"] = action_phrase(reason.game, str(reason.params["kind"]), t)
    if "label" in reason.params:  # a fact's own label, translated, with the fact's parameters
        params["label"] = t._(str(reason.params["label"])).format(**params)
    text = t.message(template, reason.params).format(**params)
    return text[:1].upper() + text[1:] if capital else text


def action_phrase(game: str, kind: str, t: Translator) -> str:
    """An action's name in a sentence ("giving Kontra", "calling Spritzen"), not its id."""
    spec = SPECS.get(game)
    phrase = spec.texts.action_phrases.get(kind) if spec is not None else None
    return t._(phrase) if phrase else kind


def cite(reason: Reason, lang: str = "en") -> str:
    """Where the rule is written: the rule card's section, or the variant that replaces it."""
    t = Translator(lang)
    if reason.variant:
        variant = t._(VARIANT_TEXT.get(reason.variant, reason.variant))
        return t._("variant: {variant}").format(variant=variant)
    spec = SPECS.get(reason.game)
    if spec is not None and spec.old_sections:  # numbered in teaching order, not as on the card
        return t._("lesson §{section}").format(section=reason.section)
    return t._("card §{section}").format(section=reason.section)


def explain(reason: Reason, lang: str = "en", skin: Skin = Skin.FRENCH) -> str:
    """Sentence and citation together, as shown under a decision."""
    return f"{describe(reason, lang, skin)} ({cite(reason, lang)})"


def variant_names(options: dict[str, Any], lang: str = "en") -> list[str]:
    """The rule variants an option set switches on, in words (defaults and false flags left out)."""
    t = Translator(lang)
    names = []
    for name, value in options.items():
        text = str(value).lower()
        if text in ("false", "0", "no", ""):
            continue
        key = next(
            (
                k
                for k in (f"{name}={text}", text, name if text == "true" else "")
                if k in VARIANT_TEXT
            ),
            None,
        )
        if key is not None:
            names.append(t._(VARIANT_TEXT[key]))
        elif f"{name}=*" in VARIANT_TEXT and isinstance(value, int):
            number = format_decimal(value, locale=BABEL_LOCALES.get(lang, lang))
            names.append(t._(VARIANT_TEXT[f"{name}=*"]).format(value=number))
        else:  # an option without words yet: its name, never silently left out
            names.append(f"{name} = {value}")
    return names
