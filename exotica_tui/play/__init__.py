"""What a table needs without a screen: its setup and its session (whose turn, bots, the
handoff rule). Shared by the hot-seat app (``tui/``) and the host (``net/``); it imports the
rules and the bots, never Textual, ``tui/`` or ``net/``."""
