"""``exotica`` in the app: a new game (the setup screen, or the flags), the demo, or a save.
Apart from ``app.py``: the demo's app (``demo.py``) is a hot-seat app, so what picks between
them imports both."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from ..cmdline import refused
from ..play.setup import pace, setup_from_args, table_of
from .app import ExoticaApp

if TYPE_CHECKING:
    import argparse

    from ..saves import Loaded


def run_app(args: argparse.Namespace, loaded: Loaded | None = None) -> int:
    """``exotica``: a new game (setup screen, or the flags), the demo, or a ``loaded`` save."""
    table = table_of(args)  # the table settings of the command line (speed: its pace)
    try:
        if getattr(args, "demo", False):
            from .demo import DemoApp, demo_setup

            app: ExoticaApp = DemoApp(demo_setup(args.players, args.sets, args.seed),
                                      pace(table))
        else:
            setup = setup_from_args(args) if loaded is None else None
            app = ExoticaApp(setup, loaded=loaded, autosave=True, pace=pace(setup or table))
    except ValueError as exc:
        return refused(exc)
    app.run()
    error = app.close_save()
    if error is not None:
        print(f"exotica: {error}", file=sys.stderr)
    return app.return_code or 0  # 1 after a traceback inside the app
