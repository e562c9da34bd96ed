"""Dreierschnapsen: three players, a soloist against two, 6 cards each and a talon of 2."""
