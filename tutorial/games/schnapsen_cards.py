"""The card rules both Schnapsen games share: card points, rank orders, who takes a trick, and the
play compulsions (follow suit, head the trick, trump, overtrump), each decision explained.

Everything here is a pure function of the cards, so the deal engines and the app's trick checker
use exactly the same rules. The hot functions (`beats`, `legal_cards`) work on per-card integer
tables indexed by `Card.index`, because random play calls them for every card.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from tutorial.cards import PACK_20, Card, Rank, Suit, card
from tutorial.games.schnapsen_sections import section
from tutorial.reasons import Reason

PACK_SET = frozenset(PACK_20)
_TABLE = 32  # Card.index runs over the 32-card pack; the 20-card pack is a subset

RANK_POINTS: dict[Rank, int] = {
    Rank.ACE: 11,
    Rank.TEN: 10,
    Rank.KING: 4,
    Rank.QUEEN: 3,
    Rank.JACK: 2,
}
TOTAL_POINTS = 120  # 4 suits × 30 (S3 §01, S4 "Cards")
TARGET = 66


class RankOrder(StrEnum):
    """How ranks beat each other in a suit: normally the ace is highest, in ace-low contracts lowest."""

    NORMAL = "normal"  # A > 10 > K > Q > J
    ACE_LOW = "ace_low"  # 10 > K > Q > J > A (Zehnergang, Assenbettler, Bauernloch)


ORDER_RANKS: dict[RankOrder, tuple[Rank, ...]] = {
    RankOrder.NORMAL: (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK),
    RankOrder.ACE_LOW: (Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.ACE),
}


def _points_table() -> tuple[int, ...]:
    table = [0] * _TABLE
    for c in PACK_20:
        table[c.index] = RANK_POINTS[c.rank]
    return tuple(table)


def _strength_table(order: RankOrder) -> tuple[int, ...]:
    table = [-1] * _TABLE
    ranks = ORDER_RANKS[order]
    for c in PACK_20:
        table[c.index] = len(ranks) - ranks.index(c.rank)
    return tuple(table)


POINTS: tuple[int, ...] = _points_table()
STRENGTH: dict[RankOrder, tuple[int, ...]] = {o: _strength_table(o) for o in RankOrder}
# The other card of a marriage: K ↔ Q of the same suit.
MARRIAGE_PARTNER: dict[Card, Card] = {
    **{card(Rank.KING, s): card(Rank.QUEEN, s) for s in Suit},
    **{card(Rank.QUEEN, s): card(Rank.KING, s) for s in Suit},
}


def card_points(cards: Sequence[Card]) -> int:
    """Card points of some cards: A 11, 10 10, K 4, Q 3, J 2 (S3 §01)."""
    return sum([POINTS[c.index] for c in cards])


@dataclass(frozen=True, slots=True)
class Compulsion:
    """How strict the play duties are. The default is the Bauernschnapsen card's (S3 §04)."""

    head: bool = True  # when following suit, beat the best card if you can, even a partner's
    trump_only_to_win: bool = False  # wikibooks variant: trump when void only if that wins


STRICT = Compulsion()


def beats(c: Card, best: Card, trump: Suit | None, strength: Sequence[int]) -> bool:
    """Whether `c` takes the trick from `best`: higher in the same suit, or a trump on a plain card."""
    if c.suit is best.suit:
        return strength[c.index] > strength[best.index]
    return c.suit is trump


def best_index(trick: Sequence[Card], trump: Suit | None, strength: Sequence[int]) -> int:
    """The position of the card that takes (or would take) the trick so far (S3 §04)."""
    best = 0
    for i in range(1, len(trick)):
        if beats(trick[i], trick[best], trump, strength):
            best = i
    return best


def legal_cards(
    hand: Sequence[Card],
    trick: Sequence[Card],
    best: Card | None,
    trump: Suit | None,
    strength: Sequence[int],
    compulsion: Compulsion = STRICT,
) -> list[Card]:
    """The cards the player to move may play (S3 §04; S4 "Tricks"). `best` is the trick's best card.

    Follow suit and head the best card if you can, even a partner's; if someone has trumped a plain
    suit, any card of that suit will do. Void in the led suit: trump, overtrumping a trump already
    played if you can, else any trump. With neither, any card.
    """
    if not trick or best is None:
        return list(hand)
    led = trick[0].suit
    follow = [c for c in hand if c.suit is led]
    if follow:
        if trump is not None and led is not trump and best.suit is trump:
            return follow
        if compulsion.head:
            floor = strength[best.index]
            higher = [c for c in follow if strength[c.index] > floor]
            return higher or follow
        return follow
    if trump is not None:
        trumps = [c for c in hand if c.suit is trump]
        if trumps:
            if best.suit is trump:
                floor = strength[best.index]
                higher = [c for c in trumps if strength[c.index] > floor]
                if compulsion.trump_only_to_win:
                    return higher or list(hand)
                if compulsion.head:
                    return higher or trumps
            return trumps
    return list(hand)


def _lowest(cards: list[Card], strength: Sequence[int]) -> Card:
    return min(cards, key=lambda c: strength[c.index])


def illegal_reason(
    c: Card,
    hand: Sequence[Card],
    trick: Sequence[Card],
    best: Card | None,
    trump: Suit | None,
    strength: Sequence[int],
    game: str,
    compulsion: Compulsion = STRICT,
    best_is_partners: bool = False,
) -> Reason | None:
    """None if `c` may be played now, else the duty it breaks, naming a card that fulfils it."""
    sec = section(game, "tricks")
    if c not in hand:
        return Reason("schnapsen.not_in_hand", game, sec, {"card": c})
    if not trick or best is None:
        return None
    lead = trick[0]
    follow = [h for h in hand if h.suit is lead.suit]
    if follow:
        if c.suit is not lead.suit:
            held = _lowest(follow, strength)
            return Reason(
                "schnapsen.must_follow", game, sec, {"card": c, "lead": lead, "held": held}
            )
        if trump is not None and lead.suit is not trump and best.suit is trump:
            return None
        if compulsion.head:
            higher = [h for h in follow if strength[h.index] > strength[best.index]]
            if higher and c not in higher:
                code = "schnapsen.must_head_partner" if best_is_partners else "schnapsen.must_head"
                params = {"card": c, "held": _lowest(higher, strength), "best": best}
                return Reason(code, game, sec, params)
        return None
    if trump is None:
        return None
    trumps = [h for h in hand if h.suit is trump]
    if not trumps:
        return None
    if compulsion.trump_only_to_win:
        winners = trumps
        if best.suit is trump:
            winners = [h for h in trumps if strength[h.index] > strength[best.index]]
        if winners and c not in winners:
            params = {"card": c, "lead": lead, "held": _lowest(winners, strength), "best": best}
            return Reason(
                "schnapsen.must_trump_to_win", game, sec, params, "must_trump=only_if_it_wins"
            )
        return None
    if c.suit is not trump:
        held = _lowest(trumps, strength)
        return Reason("schnapsen.must_trump", game, sec, {"card": c, "lead": lead, "held": held})
    if compulsion.head and best.suit is trump:
        higher = [h for h in trumps if strength[h.index] > strength[best.index]]
        if higher and c not in higher:
            params = {"card": c, "held": _lowest(higher, strength), "best": best}
            return Reason("schnapsen.must_overtrump", game, sec, params)
    return None


def legal_rule(
    hand: Sequence[Card],
    trick: Sequence[Card],
    best: Card | None,
    trump: Suit | None,
    strength: Sequence[int],
    game: str,
    compulsion: Compulsion = STRICT,
) -> Reason:
    """The one duty that decides which cards are legal at this point of the trick."""
    sec = section(game, "tricks")
    if not trick or best is None:
        return Reason("schnapsen.lead_free", game, sec)
    lead = trick[0]
    params = {"lead": lead, "best": best}
    follow = [h for h in hand if h.suit is lead.suit]
    if follow:
        if trump is not None and lead.suit is not trump and best.suit is trump:
            return Reason("schnapsen.follow_after_trump", game, sec, params)
        if not compulsion.head:
            return Reason(
                "schnapsen.follow_any",
                game,
                sec,
                params,
                "must_overtake=trick_count_contracts_only",
            )
        if any(strength[h.index] > strength[best.index] for h in follow):
            return Reason("schnapsen.follow_and_head", game, sec, params)
        return Reason("schnapsen.follow_cannot_head", game, sec, params)
    trumps = [h for h in hand if trump is not None and h.suit is trump]
    if not trumps:
        return Reason("schnapsen.discard_free", game, sec, params)
    higher = [h for h in trumps if strength[h.index] > strength[best.index]]
    if compulsion.trump_only_to_win:
        variant = "must_trump=only_if_it_wins"
        if best.suit is not trump or higher:
            return Reason("schnapsen.trump_to_win", game, sec, params, variant)
        return Reason("schnapsen.discard_cannot_win", game, sec, params, variant)
    if best.suit is trump and compulsion.head:
        code = "schnapsen.overtrump" if higher else "schnapsen.undertrump"
        return Reason(code, game, sec, params)
    return Reason("schnapsen.trump_in", game, sec, params)


def winning_reason(
    c: Card,
    trick: Sequence[Card],
    best: Card | None,
    trump: Suit | None,
    strength: Sequence[int],
    game: str,
) -> Reason | None:
    """Why `c` would now take the trick, or None if it would not."""
    sec = section(game, "tricks")
    if not trick or best is None:
        return Reason("schnapsen.wins_lead", game, sec, {"card": c})
    if not beats(c, best, trump, strength):
        return None
    params = {"card": c, "best": best}
    if c.suit is trump and best.suit is not trump:
        return Reason("schnapsen.wins_trump", game, sec, params)
    if c.suit is trump and trick[0].suit is not trump:
        return Reason("schnapsen.wins_overtrump", game, sec, params)
    return Reason("schnapsen.wins_heads", game, sec, params)


def trick_rule_code(best: Card, trump: Suit | None, order: RankOrder) -> str:
    """The code of the rule that gave the trick to `best`; cheap, so every logged trick carries it."""
    if trump is None:
        code = "schnapsen.trick_no_trumps"
    elif best.suit is trump:
        code = "schnapsen.trick_trump"
    else:
        code = "schnapsen.trick_led_suit"
    return code + "_ace_low" if order is RankOrder.ACE_LOW else code


def trick_rule_codes(trumps: bool, order: RankOrder) -> tuple[str, str]:
    """The trick rule codes of a contract, indexed by "the best card is a trump" (precomputed
    once per deal, so logging a trick costs a tuple lookup)."""
    suffix = "_ace_low" if order is RankOrder.ACE_LOW else ""
    if not trumps:
        return ("schnapsen.trick_no_trumps" + suffix,) * 2
    return "schnapsen.trick_led_suit" + suffix, "schnapsen.trick_trump" + suffix


def trick_reason(trick: Sequence[Card], trump: Suit | None, order: RankOrder, game: str) -> Reason:
    """Why the best card of a played trick takes it: the highest trump, else the led suit's highest."""
    best = trick[best_index(trick, trump, STRENGTH[order])]
    params = {"best": best, "lead": trick[0]}
    return Reason(trick_rule_code(best, trump, order), game, section(game, "tricks"), params)
