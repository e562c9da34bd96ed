"""The play duties are one table read three ways (the legal cards, why a card is illegal, which
duty decides) and once backwards (what a legal play shows the player has not got): all four
readings agree on every hand and trick, under every compulsion variant."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tutorial.games.cards import PACK_20, SUITS
from tutorial.games.schnapsen.cards import (
    BIT,
    STRENGTH,
    Compulsion,
    RankOrder,
    best_index,
    duty_for,
    excluded_mask,
    illegal_reason,
    legal_cards,
    legal_rule,
    mask_of,
)

COMPULSIONS = [Compulsion(), Compulsion(head=False), Compulsion(trump_only_to_win=True),
               Compulsion(head=False, trump_only_to_win=True)]  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(
    seed=st.integers(0, 10**9),
    trick_size=st.integers(1, 3),
    hand_size=st.integers(1, 6),
    trump=st.sampled_from([None, *SUITS]),
    order=st.sampled_from(list(RankOrder)),
    compulsion=st.sampled_from(COMPULSIONS),
)
def test_the_duty_readings_agree(
    seed: int,
    trick_size: int,
    hand_size: int,
    trump: object,
    order: RankOrder,
    compulsion: Compulsion,
) -> None:
    rng = random.Random(seed)
    cards = rng.sample(PACK_20, trick_size + hand_size)
    trick, hand = cards[:trick_size], cards[trick_size:]
    best = trick[best_index(trick, trump, STRENGTH[order])]  # type: ignore[arg-type]
    legal = legal_cards(hand, trick, best, trump, order, compulsion)  # type: ignore[arg-type]
    assert legal, "someone must be able to play"
    for c in hand:
        reason = illegal_reason(c, hand, trick, best, trump, order, "bauernschnapsen", compulsion)  # type: ignore[arg-type]
        assert (reason is None) == (c in legal), (c, reason)
        if reason is not None:  # the card it names, meeting the duty, may be played
            assert reason.params["held"] in legal, (c, reason)
    rule = legal_rule(hand, trick, best, trump, order, "bauernschnapsen", compulsion)  # type: ignore[arg-type]
    assert rule.code.startswith("schnapsen.")
    duty = duty_for(trick, best, trump, order, compulsion)  # type: ignore[arg-type]
    held = mask_of(hand)
    for c in legal:  # a legal play never shows a card the player does hold as missing
        assert not excluded_mask(c, duty) & (held & ~BIT[c.index])
