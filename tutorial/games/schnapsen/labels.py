"""How a Schnapsen decision reads on a button: each action in the reader's words (the Play page
draws the buttons; `GameParts.action_label`)."""

from __future__ import annotations

from tutorial.games.base import Action, Deal
from tutorial.games.cards import Suit
from tutorial.games.parts import Words
from tutorial.games.schnapsen.doubling import DOUBLING_NAMES as DOUBLING_BY_GAME
from tutorial.games.schnapsen.texts import CONTRACT_NAMES, DOUBLING_NAMES
from tutorial.words.card_names import suit_name


def action_label(action: Action, deal: Deal, words: Words) -> str:
    """The button text of an action that is not a tap on a card of the hand."""
    t, lang, skin = words.t, words.lang, words.skin
    kind = action.kind
    if kind == "pass":
        return t._("Pass")
    if kind == "bid":
        name = t._(CONTRACT_NAMES.get(str(action.value), str(action.value)))
        if action.flag:
            # shown in: dreierschnapsen (only its contracts may be bid without the talon)
            return t._("Bid {contract} without the talon").format(contract=name)
        return t._("Bid {contract}").format(contract=name)
    if kind == "trump":
        suit = Suit(str(action.value))
        return t._("Trumps: {suit}").format(suit=f"{suit.symbol} {suit_name(suit, lang, skin)}")
    if kind == "aufschlagen":
        return t._("Turn up blind card {n} for trumps").format(n=int(action.value or 0) + 1)
    if kind == "redeal":
        return t._("Ask for a new deal (three Unters)")
    if kind == "kontra":
        level = getattr(deal, "kontra_level", 0)
        names = DOUBLING_BY_GAME.get(deal.game, ())
        name = names[level] if level < len(names) else "kontra"
        return t._(DOUBLING_NAMES.get(name, name))
    if kind == "no_kontra":
        return t._("Do not double")
    if kind == "claim":
        return t._("Claim 66")
    if kind == "no_claim":
        return t._("Play on")
    if kind == "play" and action.flag and action.card is not None:
        return t._("Play {card} and announce the marriage").format(card=words.card(action.card))
    if action.card is not None:
        return words.card(action.card)
    return str(action)
