"""Bauernschnapsen: four players in two fixed pairs, 20 cards, an auction of contracts."""
