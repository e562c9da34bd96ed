"""What Bauernschnapsen and Dreierschnapsen share: the Schnapsen family's cards, contracts, phases and
scoring, and how both games appear in puzzles, replays, transcripts and the cheat sheet."""
