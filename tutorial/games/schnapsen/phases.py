"""The phases of a Schnapsen deal, the kinds of action each accepts, and the rule-card topic an
action offered in the wrong phase cites. The phase machine is the deal's structure: each phase has
its own module (`schnapsen_trump`, the games' auctions, `dreier_talon`, `schnapsen_doubling`,
`schnapsen_tricks`, `schnapsen_claims`), and `schnapsen_play.SchnapsenDeal` passes each action to
the module of the phase it belongs to."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """Where a deal stands; each phase has its own kinds of action."""

    TRUMP = "trump"
    AUCTION = "auction"
    TALON = "talon"
    DOUBLING = "doubling"
    PLAY = "play"
    CLAIM = "claim"  # a claim-or-go-on decision after a marriage (or between tricks, variant)
    OVER = "over"


PHASE_KINDS: dict[Phase, frozenset[str]] = {
    Phase.TRUMP: frozenset({"trump", "aufschlagen", "redeal"}),
    Phase.AUCTION: frozenset({"bid", "pass"}),
    Phase.TALON: frozenset({"discard"}),
    Phase.DOUBLING: frozenset({"kontra", "no_kontra"}),
    Phase.PLAY: frozenset({"play", "claim"}),
    Phase.CLAIM: frozenset({"claim", "no_claim"}),
    Phase.OVER: frozenset(),
}

# The rule-card topic each phase belongs to: an action offered in the wrong phase cites it.
PHASE_TOPICS: dict[Phase, str] = {
    Phase.TRUMP: "trump",
    Phase.AUCTION: "bidding",
    Phase.TALON: "talon",
    Phase.DOUBLING: "doubling",
    Phase.PLAY: "tricks",
    Phase.CLAIM: "claim",
    Phase.OVER: "scoring",
}
