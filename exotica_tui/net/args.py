"""The command line of ``exotica host``, ``serve`` and ``join``, apart from the commands
themselves (``commands.py``; ``join`` runs the join client, ``tui.join``): building the parser,
e.g. for ``exotica --help``, imports no protocol, rules or pydantic (issue 13, start-up)."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path


def later(name: str, **kwargs):
    """The command ``commands.<name>``, imported when it runs."""
    def run(args: argparse.Namespace) -> int:
        from . import commands

        return getattr(commands, name)(args, **kwargs)
    return run


def add_commands(sub, setup_options, run_join: Callable[[argparse.Namespace], int],
                 here) -> None:
    """The subcommands, beside the others of ``cli.build_parser``. The join client is a
    Textual app (``tui.join``), which net/ does not import: ``cli`` hands over ``run_join``,
    the ``join`` command, and ``here``, the client that ``--here`` seats in the host's terminal
    (``commands.Client``)."""
    for name, helptext in (("host", "hold a game for players who join from other terminals"),
                           ("serve", "host a game and serve each seat to a browser tab")):
        cmd = sub.add_parser(name, help=helptext)
        setup_options(cmd, hosted=True)  # the rules' options and the host's table settings
        cmd.add_argument("--resume", action="store_true",
                         help="host the most recent unfinished saved game")
        cmd.add_argument("--load", type=Path, metavar="FILE", help="host the game of a save")
        cmd.add_argument("--listen", default=None, metavar="ADDRESS",
                         help="unix:PATH (default: in your runtime folder) or "
                              "tcp:127.0.0.1:PORT (loopback only)")
        cmd.add_argument("--here", metavar="NAME",
                         help="play this seat in this terminal (quitting it stops the host)")
        cmd.set_defaults(func=later(f"cmd_{name}", here=here))
    serve = sub.choices["serve"]
    serve.add_argument("--web", default="127.0.0.1:8000", metavar="HOST:PORT",
                       help="where browsers connect (loopback only)")
    join = sub.add_parser("join", help="play one seat of a hosted game")
    join.add_argument("address", metavar="ADDRESS", help="unix:PATH or tcp:HOST:PORT")
    join.add_argument("--seat", required=True, metavar="NAME")
    join.add_argument("--token", required=True)
    join.set_defaults(func=run_join)

