"""The My progress page."""
