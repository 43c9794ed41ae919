"""The private name of textual-serve that ``exotica serve`` uses, in one place, as
``tui/textual_internals.py`` keeps Textual's: ``tests/tui/test_textual_internals.py`` checks
that it still exists. Imports textual-serve (the [web] extra) only when asked."""

from __future__ import annotations

import importlib

SERVE_NAMES = [("textual_serve.server", "Server", "_make_app")]


def check_serve_names() -> list[str]:
    """The names missing from this textual-serve (``textual_internals.check_private_names``
    for Textual); nothing to check where it is not installed."""
    problems = []
    for module, cls, name in SERVE_NAMES:
        try:
            owner = getattr(importlib.import_module(module), cls)
        except ImportError:
            continue
        if not callable(getattr(owner, name, None)):
            problems.append(f"{cls}.{name} is gone")
    return problems


async def web_app(server):
    """The aiohttp application of a textual-serve ``Server``, to mount under a path of one's
    own (``Server.serve`` would run it alone on the port)."""
    return await server._make_app()
