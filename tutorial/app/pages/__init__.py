"""One package per page of the app; each has a `page.py` (or two, for the live class) whose `render`
draws it, and the parts only that page uses."""
