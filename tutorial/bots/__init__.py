"""Opponents of three strengths, for every decision of every game: `random` (any legal action),
`rules` (each game's rules of thumb) and `strong` (samples the unseen cards and solves each
sample); `opponents.make_bot` picks one by name. `advice.advise` gives the strong player's values
for a decision, for hints and reviews."""
