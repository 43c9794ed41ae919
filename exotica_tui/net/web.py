"""``exotica serve``: each human seat's join client in a browser tab, via textual-serve.

Every seat gets its own page, ``/seat/TOKEN/``: a textual-serve app (mounted as an aiohttp
sub-application) whose command is that seat's ``exotica join``. There is no index of seats:
a link is as secret as the token in it. Loopback addresses only.
"""

from __future__ import annotations

import shlex
import sys

from aiohttp import web
from textual_serve.server import Server

from .joinline import join_args
from .serve_internals import web_app


class SeatServer(Server):
    async def on_startup(self, app: web.Application) -> None:
        """Quiet: textual-serve would print its banner and the command (with the token)."""


async def start_web(address: str, tokens: dict[str, str], host: str,
                    port: int) -> dict[str, str]:
    """Serve every seat; the link of each, by seat name."""
    root = web.Application()
    links = {}
    base = f"http://{host if ':' not in host else f'[{host}]'}:{port}"
    for name, token in tokens.items():
        command = shlex.join([sys.executable, "-m", "exotica_tui.cli",
                              *join_args(address, name, token)])
        seat = SeatServer(command, host=host, port=port, title=f"Exotica: {name}",
                          public_url=base)
        root.add_subapp(f"/seat/{token}/", await web_app(seat))
        links[name] = f"{base}/seat/{token}/"
    runner = web.AppRunner(root, access_log=None)
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    return links
