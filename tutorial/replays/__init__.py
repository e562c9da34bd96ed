"""Step-through replays of worked examples and whole deals, checked by the engine."""
