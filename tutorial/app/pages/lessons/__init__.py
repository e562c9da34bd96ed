"""The Lessons page."""
