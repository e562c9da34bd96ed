"""The engine floor: the game API every game shares (`base`), cards and reasons, and one package per
game (`schneider`, `bauernschnapsen`, `dreierschnapsen`, and the Schnapsen family they share).
`registry` is the one list of the games; importing any engine module loads no game it does not
name."""
