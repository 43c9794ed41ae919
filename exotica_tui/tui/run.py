"""``exotica`` in the app: a new game (the setup screen, or the flags), the demo, or a save.
Apart from ``app.py``: the demo's app (``demo.py``) is a hot-seat app, so what picks between
them imports both."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from ..cmdline import refused
from ..play.setup import DEFAULT_SPEED, setup_from_args
from .app import ExoticaApp

if TYPE_CHECKING:
    import argparse

    from ..saves import Loaded


def run_app(args: argparse.Namespace, loaded: Loaded | None = None) -> int:
    """``exotica``: a new game (setup screen, or the flags), the demo, or a ``loaded`` save."""
    pace = 1 / (getattr(args, "speed", None) or DEFAULT_SPEED)
    try:
        if getattr(args, "demo", False):
            from .demo import DemoApp, demo_setup

            app: ExoticaApp = DemoApp(demo_setup(args.players, args.sets, args.seed), pace)
        else:
            setup = setup_from_args(args) if loaded is None else None
            app = ExoticaApp(setup, loaded=loaded, autosave=True, pace=pace)
    except ValueError as exc:
        return refused(exc)
    app.run()
    error = app.close_save()
    if error is not None:
        print(f"exotica: {error}", file=sys.stderr)
    return app.return_code or 0  # 1 after a traceback inside the app
