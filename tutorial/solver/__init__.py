"""A perfect-information solver for every game of the engine, and what a seat can know.

`solve(deal, seat)` searches the rest of a deal as if every card were face up and returns each
legal action's value under best play by both sides, in the game's own points from `seat`'s side
(`Deal.payoff`): Schnapsen game points (+ when the seat's side scores, − when the other side does;
claims of 66 are actions like any other), Schneider victory points (the seat's minus the other's).
`sample_worlds(deal, seat, …)` deals the cards a seat has not seen in ways consistent with
everything it has seen, for players that cannot see through the backs of the cards. (`search`, `solve`, `worlds`; this
package imports none of them.)
"""
