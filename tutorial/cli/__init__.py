"""The `kartenschule` command: one module per subcommand, `main` puts them together."""
