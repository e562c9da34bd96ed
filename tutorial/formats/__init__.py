"""The file formats teachers and users hand us (scenario, replay and replay-log files), as schemas.

This floor sits on the engine and below the puzzle and replay loaders: `reading` turns bytes into
plain data with line numbers, safely; the pydantic models say which shapes and types each format
allows; `messages` turns a validation error into `path:line: field: reason`. Whether a position or
a step is *legal* is not decided here: that stays the engine's job.
"""
