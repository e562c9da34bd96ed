"""What Bauernschnapsen and Dreierschnapsen share behind the game API: options, dealing, logs.

Both shuffle the 20-card pack from the seed, draw the first dealer by lot, cut or knock, and read a
saved log back from its first event; only the deal class, the options and the table size differ.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from tutorial.games.base import GameRules, ReplayError, dealt_deck
from tutorial.games.cards import PACK_20
from tutorial.games.schnapsen.deal import SchnapsenDeal
from tutorial.games.schnapsen.options import choose_cut, parse_options


class SchnapsenRules(GameRules):
    """A Schnapsen game behind the shared API; subclasses name their deal and options classes."""

    title: ClassVar[str]
    deal_class: ClassVar[type[SchnapsenDeal]]
    options_class: ClassVar[type]
    default_options: ClassVar[Any]
    ranges: ClassVar[dict[str, tuple[int, int]]]

    def parse_options(self, data: Any = None) -> Any:
        if data is None:
            return self.default_options
        return parse_options(self.options_class, self.title, data, self.ranges)

    def new_deal(self, seed: int, options: Any = None, dealer: int | None = None) -> SchnapsenDeal:
        """Dealer by lot unless given, shuffle, then the cut or knock (S3 §02, S4 "Dealing")."""
        opts = self.parse_options(options)
        rng = random.Random(seed)
        first_dealer = rng.randrange(self.players)
        deck = list(PACK_20)
        rng.shuffle(deck)
        cut = choose_cut(rng, opts.cut, len(deck))
        if cut is not None:
            deck = deck[cut:] + deck[:cut]
        seat = first_dealer if dealer is None else dealer
        return self.deal_class(opts, seat, deck, cut, shuffled=True)

    def deal_from_log(self, log: dict[str, Any]) -> SchnapsenDeal:
        deck, dealer, cut = dealt_deck(log, self.title)
        options = self.parse_options(log.get("options"))
        try:
            return self.deal_class(options, dealer, deck, cut)
        except ValueError as exc:
            raise ReplayError(f"event 0: unreadable deal ({exc})") from exc
