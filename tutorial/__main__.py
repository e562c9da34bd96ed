"""`python -m tutorial` runs the same command as `kartenschule`."""

import sys

from tutorial.cli.main import main

sys.exit(main())
