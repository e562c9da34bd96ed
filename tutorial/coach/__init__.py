"""Help for a learner at the table, on the engine floor: `hint` for the decision at hand and
`review` of a deal's decisions against the strong player's. Both return data (actions, values,
`Reason`s); the pages put them into words with `tutorial.words.explain`."""

from tutorial.coach.hints import Hint, hint
from tutorial.coach.review import Decision, review

__all__ = ["Decision", "Hint", "hint", "review"]
