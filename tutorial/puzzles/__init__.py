"""Scenario puzzles: files teachers write, answered and checked by the engine."""
