"""The Puzzles page and its review mode."""
