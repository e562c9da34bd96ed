"""Content on top of the engine: lessons, facts, cells (and later puzzles and replays)."""
