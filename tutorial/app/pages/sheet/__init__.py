"""The cheat sheet page."""
