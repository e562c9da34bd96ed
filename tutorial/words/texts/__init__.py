"""Reason templates per game: the English source text the gettext catalogues translate."""
