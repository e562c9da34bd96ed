"""Widgets several pages share: card pictures and the card table, notebook cells, one puzzle, the
scoreboard, the game picker, the end-of-section check."""
