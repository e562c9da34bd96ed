"""Playing a deal against the engine: the learner's game, its variants (engine floor, no Streamlit)."""
