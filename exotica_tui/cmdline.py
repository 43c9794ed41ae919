"""What the commands below ``cli.py`` share with it: the one-line refusal and the ``--speed``
parser (``cli.py`` is the top layer: nothing imports it). Cheap to import: building the parser
for ``exotica --help`` loads no rules."""

from __future__ import annotations

import argparse
import sys


def refused(exc: Exception, house: bool = True) -> int:
    """A refusal the user can fix: its one line on stderr, and exit status 2. The rules' words
    name the setup screen's options; a refusal of 5 seats without Escalation names the flags
    instead (``house``: the command has ``--five-without-escalation``)."""
    from .rules.config import NeedsEscalation

    text = str(exc)
    if isinstance(exc, NeedsEscalation):
        text = ("5 seats need the Escalation expansion: add escalation to --sets"
                + (", or pass --five-without-escalation (the house variant)" if house else ""))
    print(f"exotica: {text}", file=sys.stderr)
    return 2


def parse_speed(text: str) -> float:
    try:
        speed = float(text)
    except ValueError:
        speed = 0.0
    if not speed > 0:
        raise argparse.ArgumentTypeError("speed must be a number above 0, e.g. 2 or 0.5")
    return speed
