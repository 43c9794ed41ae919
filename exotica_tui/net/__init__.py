"""One host, a seat per screen (design.md, "net/"): ``host`` holds the one live game and
runs the bots; ``client`` is one seat's side of the wire, a remote session without Textual
(the join client's app is ``tui.join``, which imports it: net/ never imports tui/).

Privacy by construction: the host sends a client only ``game.view(seat)`` and that seat's own
decisions, never the record, the seed or another seat's view.
"""
