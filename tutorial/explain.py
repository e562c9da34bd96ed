"""Turning the engine's `Reason`s into sentences in the reader's language and card skin.

Each reason code has one English template, marked for the gettext catalogues; card parameters are
named in the chosen skin (`9♠` or "Laub-Neun") before they are put into the sentence.
"""

from __future__ import annotations

from typing import Any

from tutorial.card_names import Skin, card_label
from tutorial.cards import Card
from tutorial.i18n import N_, Translator
from tutorial.reasons import Reason

REASON_TEXT: dict[str, str] = {
    # Böhmischer Schneider: who takes a trick (card §04, §02)
    "schneider.ace_led": N_(
        "{lead} was led, and a led ace cannot be beaten: the leader takes the trick."
    ),
    "schneider.seven_beats_ace": N_(
        "{played} beats {lead}: in this variant the seven of a suit beats its ace."
    ),
    "schneider.next_rank_wins": N_(
        "{played} is the next rank above {lead} in the same suit, so it takes the trick."
    ),
    "schneider.needs_next_rank": N_(
        "Only {needed} beats {lead}: the next rank of the same suit. {played} is not that card, "
        "so the leader takes the trick."
    ),
    "schneider.other_suit": N_(
        "Only {needed} beats {lead}: the next rank of the same suit. {played} belongs to another "
        "suit, and suits never stand in for each other, so the leader takes the trick."
    ),
    "schneider.any_higher_wins": N_(
        "{played} is higher than {lead} in the same suit, so it takes the trick."
    ),
    "schneider.any_higher_lower": N_(
        "{played} is lower than {lead}, so the leader takes the trick."
    ),
    "schneider.any_higher_other_suit": N_(
        "{played} does not follow suit, so it cannot win: the leader takes the trick."
    ),
    "schneider.any_higher_must_follow": N_(
        "You hold a card of the suit led, so you must follow suit: {card} may not be played "
        "on {lead}."
    ),
    "schneider.next_rank_any_suit_wins": N_(
        "{played} is one rank above {lead}; in this variant a card of any suit may do that, "
        "so it takes the trick."
    ),
    "schneider.next_rank_any_suit_needs": N_(
        "Only a card of rank {rank}, of any suit in this variant, beats {lead}. {played} is not "
        "one, so the leader takes the trick."
    ),
    # Böhmischer Schneider: scoring (card §06, §07)
    "schneider.score_tie": N_("{honours}:{honours} in honours: nobody scores."),
    "schneider.score_simple": N_(
        "{winner_honours}:{loser_honours} in honours: 11 to 15 honours win 1 victory point."
    ),
    "schneider.score_schneider": N_(
        "{winner_honours}:{loser_honours} in honours: 16 to 19 honours make the opponent "
        "Schneider and win 2 victory points."
    ),
    "schneider.score_schwarz": N_(
        "All 20 honours: the opponent is Schwarz, and the winner gets 3 victory points."
    ),
    # Böhmischer Schneider: illegal actions
    "schneider.deal_over": N_("The deal is over: no more cards are played."),
    "schneider.not_a_play": N_("In Böhmischer Schneider the only action is playing a card."),
    "schneider.not_in_hand": N_("{card} is not in the hand of the player to move."),
}

VARIANT_TEXT: dict[str, str] = {
    "next_rank_same_suit": N_("only the next rank of the same suit beats a card"),
    "any_higher_same_suit": N_("any higher card of the same suit beats, and you must follow suit"),
    "next_rank_any_suit": N_("the next rank of any suit beats a card"),
    "seven_beats_ace": N_("the seven beats the ace of its suit"),
}


def format_param(value: Any, lang: str, skin: Skin) -> str:
    if isinstance(value, Card):
        return card_label(value, lang, skin)
    return str(value)


def describe(reason: Reason, lang: str = "en", skin: Skin = Skin.FRENCH) -> str:
    """The reason as a sentence in `lang`; an unknown code falls back to the code itself."""
    t = Translator(lang)
    template = REASON_TEXT.get(reason.code)
    if template is None:
        return reason.code
    params = {k: format_param(v, t.lang, skin) for k, v in reason.params.items()}
    return t._(template).format(**params)


def cite(reason: Reason, lang: str = "en") -> str:
    """Where the rule is written: the rule card's section, or the variant that replaces it."""
    t = Translator(lang)
    if reason.variant:
        variant = t._(VARIANT_TEXT.get(reason.variant, reason.variant))
        return t._("variant: {variant}").format(variant=variant)
    return t._("card §{section}").format(section=reason.section)


def explain(reason: Reason, lang: str = "en", skin: Skin = Skin.FRENCH) -> str:
    """Sentence and citation together, as shown under a decision."""
    return f"{describe(reason, lang, skin)} ({cite(reason, lang)})"
