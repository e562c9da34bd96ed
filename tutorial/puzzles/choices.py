"""An engine action as a puzzle choice and back, and in the reader's words.

A plain card play is its card's code (`KH`, drawn as the card); any other action is `kind`,
`kind:value` or `kind:card`, with `+` for its flag (`claim`, `bid:gang`, `play:KH+`). Tactics
puzzles that ask "claim now or play on?" and the learner's own decisions (`personal.py`) use it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from tutorial.games.base import Action, Deal
from tutorial.games.cards import CardParseError, parse_card
from tutorial.games.registry import spec_of
from tutorial.words.card_names import Skin, card_label
from tutorial.words.transcript import words_for


def choice_of(action: Action) -> str:
    """The action as a choice (see the module's docstring)."""
    if action.kind == "play" and action.card is not None and not action.flag:
        return action.card.code
    text = action.kind
    if action.card is not None:
        text += f":{action.card.code}"
    elif action.value is not None:
        text += f":{action.value}"
    return text + ("+" if action.flag else "")


def after_each(deal: Deal) -> Iterator[tuple[Action, Deal]]:
    """Each legal action of `deal` with a copy of the deal after it (the deal is left as is)."""
    for action in deal.legal_actions():
        child = deal.clone()
        child.apply(action)
        yield action, child


def action_of(choice: str) -> Action:
    """The action of a choice (`choice_of` read back)."""
    flag = choice.endswith("+")
    body = choice.removesuffix("+")
    kind, _, detail = body.partition(":")
    if not detail:
        try:
            return Action("play", card=parse_card(kind))
        except CardParseError:
            return Action(kind, flag=flag)
    try:
        return Action(kind, card=parse_card(detail), flag=flag)
    except CardParseError:
        return Action(kind, value=detail, flag=flag)


def decision_label(deal: Deal, choice: str, lang: str, skin: Skin) -> str:
    """A choice as the Play page's button names it (the game's own words for a bid, a Kontra,
    a claim), else the card's name or the action."""
    action = action_of(choice)
    label = spec_of(deal.game).parts.action_label
    if label is not None:
        return label(action, deal, words_for(lang, skin))
    if action.card is not None:
        return card_label(action.card, lang, skin)
    return str(action)


def said_at_table(
    start: Deal, events: Sequence[dict[str, Any]], seat: int, lang: str, skin: Skin
) -> list[str]:
    """What `seat` heard at the table, from `start` (the deal as dealt) through `events` (the
    log's events after the deal's own), as the Play page's buttons name it ("M: Bid Gang",
    "F: Trumps: ♣ Clubs", "R: Kontra"): every decision but the cards played (the table shows
    the trick) and the others' discards (laid away face down). `start` is played on."""
    seat_label = spec_of(start.game).parts.seat_label
    lines = []
    for event in events:
        if event.get("type") != "action":
            continue
        action = Action.from_dict(event["action"])
        mover = start.to_move
        hidden = action.kind == "discard" and mover != seat
        if action.kind != "play" and not hidden and mover is not None:
            label = decision_label(start, choice_of(action), lang, skin)
            lines.append(f"{seat_label(start, mover)}: {label}")
        start.apply(action)
    return lines
