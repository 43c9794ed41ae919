"""One host, a seat per screen (design.md, "net/"): ``host`` holds the one live game and
runs the bots; ``client`` is the app of one seat with a remote session behind it.

Privacy by construction: the host sends a client only ``game.view(seat)`` and that seat's own
decisions, never the record, the seed or another seat's view.
"""
