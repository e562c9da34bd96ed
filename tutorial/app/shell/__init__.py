"""The app shell: what every page stands in — the entry point and navigation, per-session settings,
links, the guard that keeps a failure in its box, presentation mode, identity and memory, the
live-class route and poller."""
