"""The file formats teachers and users hand us (scenario, replay and replay-log files), as schemas.

This floor sits on the engine and below the puzzle and replay loaders:
- `files` lists the files a command was given; `reading` turns bytes into plain data with line
  numbers, within limits of size, nesting and number length, never blocking on a pipe;
- `shapes`, `steps`, `scenario`, `replay`, `replay_log` are the pydantic models: which fields each
  format has and the type of each;
- `messages` turns a validation error into `path:line: field: reason` in plain words.
Whether a position, a step or a stated result is *right* is not decided here: that stays the
engine's job, asked by the loaders.
"""
