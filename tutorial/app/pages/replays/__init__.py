"""The Replays page."""
