"""The Trick checker page, for Schneider and for both Schnapsen games."""
