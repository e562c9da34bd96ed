"""Böhmischer Schneider: two players, 32 cards, only the next rank of the same suit beats a card."""
