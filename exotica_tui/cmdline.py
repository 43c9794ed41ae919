"""What the commands below ``cli.py`` share with it: the one-line refusal and the options of a
game (``add_options``, from game_options.py) (``cli.py`` is the top layer: nothing imports it).
Cheap to import: building the parser for ``exotica --help`` loads no rules."""

from __future__ import annotations

import argparse
import sys

from .game_options import options


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


def add_options(parser: argparse.ArgumentParser, *classes: type, hosted: bool = False) -> None:
    """The command-line options of the option fields of ``classes`` (game_options.py), each
    ``--`` its name: a bool (off by default) a flag that turns it on, a field with ``choices``
    one of those, any other read by its ``parse``; ``hosted``: only those ``exotica host``
    offers."""
    for cls in classes:
        for f, words in options(cls):
            flag = "--" + f.name.replace("_", "-")
            if hosted and not words.hosted:
                continue
            if isinstance(f.default, bool):
                parser.add_argument(flag, action="store_true", help=words.help)
            else:
                parser.add_argument(flag, type=words.parse, default=f.default, help=words.help,
                                    choices=list(words.choices) if words.choices else None)
