"""The card rules both Schnapsen games share: card points, rank orders, who takes a trick, and the
play compulsions (follow suit, head the trick, trump, overtrump), each decision explained.

Everything here is a pure function of the cards, so the deal engines and the app's trick checker
use exactly the same rules. The play duties are data: one `Duty` chain per contract, led suit and
best card (`duty_table`), read by `legal_cards`, `illegal_reason` and `legal_rule` alike, with hands
as bit sets, because random play and the solver ask for the legal cards at every step.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from tutorial.games.cards import PACK_20, Card, Rank, Suit, card
from tutorial.games.reasons import Reason
from tutorial.games.schnapsen.sections import section

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
MARRIAGE_POINTS = 20  # a king and queen shown together (S3 §05)
TRUMP_MARRIAGE_POINTS = 40  # the same in trumps


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


def marriage_value(c: Card, trump: Suit | None) -> int:
    """What a marriage shown with `c` (its king or queen) is worth: 40 in trumps, else 20 (S3 §05)."""
    return TRUMP_MARRIAGE_POINTS if c.suit is trump else MARRIAGE_POINTS


def card_points(cards: Sequence[Card]) -> int:
    """Card points of some cards: A 11, 10 10, K 4, Q 3, J 2 (S3 §01)."""
    return sum([POINTS[c.index] for c in cards])


@dataclass(frozen=True, slots=True)
class Compulsion:
    """How strict the play duties are. The default is the Bauernschnapsen card's (S3 §04)."""

    head: bool = True  # when following suit, beat the best card if you can, even a partner's
    trump_only_to_win: bool = False  # wikibooks variant: trump when void only if that wins


STRICT = Compulsion()

# One bit per card, indexed by `Card.index`: a hand or a set of cards as one int.
BIT: tuple[int, ...] = tuple(1 << i for i in range(_TABLE))


def mask_of(cards: Sequence[Card]) -> int:
    """The cards as a bit set (see `BIT`)."""
    mask = 0
    for c in cards:
        mask |= BIT[c.index]
    return mask


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


# -- the play duties (S3 §04; S4 "Tricks"), written once as data ---------------------------------


@dataclass(frozen=True, slots=True)
class Duty:
    """One duty of a player who follows to a trick, and the duty that applies if he cannot meet it.

    `demand` is the cards the duty asks for (the led suit, or the trumps), `head` those of them
    that head the trick's best card (0 when heading is not required). A hand holding some of
    `demand` must play one of them, one of `head` if it holds any; a `free` duty only names the
    situation (any card may go). A hand holding none passes to `otherwise`; when no duty is left,
    any card may be played. The codes name the rule for each outcome, for the explanations.
    """

    demand: int
    head: int
    must: str  # a card outside `demand` breaks this rule
    must_head: str  # a card of `demand` that does not head breaks this one
    rule_head: str  # the deciding rule when the hand can head
    rule: str  # the deciding rule otherwise
    variant: str | None = None
    free: bool = False
    otherwise: Duty | None = None


_FOLLOW_ANY = "must_overtake=trick_count_contracts_only"
_ONLY_TO_WIN = "must_trump=only_if_it_wins"
_SUIT_MASKS: dict[Suit, int] = {s: mask_of([c for c in PACK_20 if c.suit is s]) for s in Suit}
_SUIT_INDEX: dict[Suit, int] = {s: i for i, s in enumerate(Suit)}  # = Card.index >> 3


def _above(best: Card, strength: Sequence[int]) -> int:
    """The cards of `best`'s suit that beat it."""
    floor = strength[best.index]
    return mask_of([c for c in PACK_20 if c.suit is best.suit and strength[c.index] > floor])


def _duty(led: Suit, best: Card, trump: Suit | None, order: RankOrder, comp: Compulsion) -> Duty:
    """The chain of duties for a trick led in `led` whose best card is `best`."""
    strength = STRENGTH[order]
    trumped = trump is not None and led is not trump and best.suit is trump
    trump_duty: Duty | None = None
    if trump is not None and led is not trump:
        trumps = _SUIT_MASKS[trump]
        if comp.trump_only_to_win:
            if best.suit is trump:  # only a higher trump wins; without one, any card
                cannot = Duty(trumps, 0, "", "", "", "discard_cannot_win", _ONLY_TO_WIN, True)
                trump_duty = Duty(_above(best, strength), 0, "must_trump_to_win", "",
                                  "trump_to_win", "trump_to_win", _ONLY_TO_WIN, otherwise=cannot)  # fmt: skip
            else:
                trump_duty = Duty(trumps, 0, "must_trump_to_win", "", "trump_to_win",
                                  "trump_to_win", _ONLY_TO_WIN)  # fmt: skip
        elif best.suit is trump and comp.head:
            trump_duty = Duty(trumps, _above(best, strength), "must_trump", "must_overtrump",
                              "overtrump", "undertrump")  # fmt: skip
        else:
            trump_duty = Duty(trumps, 0, "must_trump", "", "trump_in", "trump_in")
    suit = _SUIT_MASKS[led]
    if trumped:
        return Duty(suit, 0, "must_follow", "", "follow_after_trump", "follow_after_trump",
                    otherwise=trump_duty)  # fmt: skip
    if not comp.head:
        return Duty(suit, 0, "must_follow", "", "follow_any", "follow_any", _FOLLOW_ANY,
                    otherwise=trump_duty)  # fmt: skip
    return Duty(suit, _above(best, strength), "must_follow", "must_head", "follow_and_head",
                "follow_cannot_head", otherwise=trump_duty)  # fmt: skip


@lru_cache(maxsize=64)
def duty_table(trump: Suit | None, order: RankOrder, compulsion: Compulsion) -> tuple[Duty, ...]:
    """Every duty chain of a contract, indexed by `led suit index * 32 + best card index` (see
    `duty_for`): built once per contract, so finding the legal cards is a lookup and two masks."""
    table: list[Duty] = [Duty(0, 0, "", "", "", "")] * (4 * _TABLE)
    for led in Suit:
        for best in PACK_20:
            if best.suit is led or best.suit is trump:
                table[_SUIT_INDEX[led] * _TABLE + best.index] = _duty(
                    led, best, trump, order, compulsion
                )
    return tuple(table)


def duty_for(trick: Sequence[Card], best: Card, trump: Suit | None, order: RankOrder,
             compulsion: Compulsion = STRICT) -> Duty:  # fmt: skip
    """The duty chain of the player to move to a started trick."""
    return duty_table(trump, order, compulsion)[(trick[0].index >> 3) * _TABLE + best.index]


def legal_mask(hand_mask: int, duty: Duty) -> int:
    """The cards of a hand (as a bit set) that the duty chain allows."""
    while duty is not None:
        held = hand_mask & duty.demand
        if held:
            if duty.free:
                return hand_mask
            return held & duty.head or held
        duty = duty.otherwise  # type: ignore[assignment]
    return hand_mask


def excluded_mask(c: Card, duty: Duty) -> int:
    """The cards a player cannot have held, given that `c` was a legal answer under this duty
    chain: every demand he did not meet, and the heading cards if he followed without heading.
    (The same chains as `legal_mask`, read backwards; the players who sample unseen hands use it.)
    """
    bit = BIT[c.index]
    out = 0
    while duty is not None:
        if duty.free:
            return out
        if bit & duty.demand:
            if duty.head and not bit & duty.head:
                out |= duty.head
            return out
        out |= duty.demand
        duty = duty.otherwise  # type: ignore[assignment]
    return out


def legal_cards(
    hand: Sequence[Card],
    trick: Sequence[Card],
    best: Card | None,
    trump: Suit | None,
    order: RankOrder,
    compulsion: Compulsion = STRICT,
) -> list[Card]:
    """The cards the player to move may play (S3 §04; S4 "Tricks"). `best` is the trick's best card.

    Follow suit and head the best card if you can, even a partner's; if someone has trumped a plain
    suit, any card of that suit will do. Void in the led suit: trump, overtrumping a trump already
    played if you can, else any trump. With neither, any card. (The duties themselves are the
    `Duty` chains of `duty_table`.)
    """
    if not trick or best is None:
        return list(hand)
    allowed = legal_mask(mask_of(hand), duty_for(trick, best, trump, order, compulsion))
    return [c for c in hand if BIT[c.index] & allowed]


def _lowest(mask: int, hand: Sequence[Card], strength: Sequence[int]) -> Card:
    return min((c for c in hand if BIT[c.index] & mask), key=lambda c: strength[c.index])


def illegal_reason(
    c: Card,
    hand: Sequence[Card],
    trick: Sequence[Card],
    best: Card | None,
    trump: Suit | None,
    order: RankOrder,
    game: str,
    compulsion: Compulsion = STRICT,
    best_is_partners: bool = False,
) -> Reason | None:
    """None if `c` may be played now, else the duty it breaks, naming a card that fulfils it (a
    legal card: with A♥ and J♥ against K♥, "you hold A♥", never the J♥ he may not play either)."""
    sec = section(game, "tricks")
    if c not in hand:
        return Reason("schnapsen.not_in_hand", game, sec, {"card": c})
    if not trick or best is None:
        return None
    strength = STRENGTH[order]
    hand_mask = mask_of(hand)
    duty: Duty | None = duty_for(trick, best, trump, order, compulsion)
    while duty is not None:
        held = hand_mask & duty.demand
        if held:
            if duty.free:
                return None
            bit = BIT[c.index]
            if not bit & held:  # name a card he may play: one that heads, if he holds one
                code, mask = duty.must, held & duty.head or held
            elif held & duty.head and not bit & duty.head:
                code, mask = duty.must_head, held & duty.head
                if code == "must_head" and best_is_partners:
                    code = "must_head_partner"
            else:
                return None
            params: dict[str, object] = {"card": c}
            if code in ("must_follow", "must_trump", "must_trump_to_win"):
                params["lead"] = trick[0]
            params["held"] = _lowest(mask, hand, strength)
            if code != "must_follow" and code != "must_trump":
                params["best"] = best
            return Reason(f"schnapsen.{code}", game, sec, params, duty.variant)
        duty = duty.otherwise
    return None


def legal_rule(
    hand: Sequence[Card],
    trick: Sequence[Card],
    best: Card | None,
    trump: Suit | None,
    order: RankOrder,
    game: str,
    compulsion: Compulsion = STRICT,
) -> Reason:
    """The one duty that decides which cards are legal at this point of the trick."""
    sec = section(game, "tricks")
    if not trick or best is None:
        return Reason("schnapsen.lead_free", game, sec)
    params = {"lead": trick[0], "best": best}
    hand_mask = mask_of(hand)
    duty: Duty | None = duty_for(trick, best, trump, order, compulsion)
    while duty is not None:
        held = hand_mask & duty.demand
        if held:
            code = duty.rule_head if held & duty.head else duty.rule
            return Reason(f"schnapsen.{code}", game, sec, params, duty.variant)
        duty = duty.otherwise
    return Reason("schnapsen.discard_free", game, sec, params)


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
