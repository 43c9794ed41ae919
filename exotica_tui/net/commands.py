"""``exotica host`` and ``exotica serve`` on the command line (``exotica join`` is the join
client's: ``tui.join``).

The host runs headless: plain log lines on stdout, a join line per human seat, Ctrl+C stops it
(the game is saved after every answer; ``exotica host --resume`` continues it, and the seats'
tokens, kept beside the save with mode 0600, stay the same so every client can join again).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import socket
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from . import protocol as p
from .joinline import join_line

Client = Callable[[str, str, str], Awaitable[None]]  # a seat's join client: address, name, token


def say(text: str) -> None:
    print(f"{time.strftime('%H:%M:%S')} {text}", flush=True)


def start_session(args: argparse.Namespace):
    """The session to host and where it saves: a new game from the flags, or a save."""
    from .. import autosave, saves
    from ..play.session import Session
    from ..play.setup import setup_from_args, setup_of, table_of
    from ..savelock import Locked

    if args.resume or args.load:
        loaded = saves.load(args.load) if args.load else saves.latest_unfinished()
        if loaded is None:
            raise saves.SaveError(f"no unfinished saved game in {saves.save_dir()}")
        setup = setup_of(loaded.game, loaded.save.settings, table_of(args))
        try:
            autosaver = autosave.continue_in(loaded)
        except Locked as exc:  # a host has no one to offer read-only to
            raise saves.SaveError(f"{loaded.path}: {exc}") from None
        return Session(setup, loaded.game.config.seed, game=loaded.game), autosaver
    setup = setup_from_args(args)
    if setup is None:
        raise ValueError("give the seats with --players (e.g. Ann,Bob,bot:greedy), "
                         "or --resume / --load FILE")
    return Session(setup, setup.seed or 0), autosave.Autosaver()


def seat_tokens(session, save_path: Path) -> dict[str, str]:
    """The tokens kept beside the save (the same seats) or new ones, written there (0600)."""
    from .host import new_tokens

    path = save_path.with_name(save_path.name + ".seats")
    fresh = new_tokens(session)
    with contextlib.suppress(OSError, ValueError):
        if path.is_file() and not path.is_symlink() and path.stat().st_size < 64 * 1024:
            kept = json.loads(path.read_bytes())
            if isinstance(kept, dict) and set(kept) == set(fresh) and all(
                    isinstance(v, str) for v in kept.values()):
                return kept
    path.parent.mkdir(parents=True, exist_ok=True)
    with contextlib.suppress(FileNotFoundError):
        path.unlink()  # whatever was there: a fresh private file takes its place
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    with os.fdopen(fd, "w") as f:
        json.dump(fresh, f)
    return fresh


async def listen(host, address: str) -> asyncio.Server:
    """Listen on ``address``: a unix socket only its user may use (a stale one of a killed
    host is replaced; a live one is an error), or a loopback TCP port."""
    kind, where, port = p.parse_address(address)
    if kind == "tcp":
        return await asyncio.start_server(host.handle, str(where), port,
                                          limit=p.CLIENT_LINE_CAP)
    path = Path(where)
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    if path.is_socket():
        probe = socket.socket(socket.AF_UNIX)
        try:
            probe.connect(os.fspath(path))
        except OSError:
            path.unlink()  # left by a host that was killed
        else:
            raise OSError(f"a host is already listening on {path}")
        finally:
            probe.close()
    old = os.umask(0o177)
    try:
        server = await asyncio.start_unix_server(host.handle, os.fspath(path),
                                                 limit=p.CLIENT_LINE_CAP)
    finally:
        os.umask(old)
    os.chmod(path, 0o600)
    return server


async def run_host(args: argparse.Namespace, web: tuple[str, int] | None = None,
                   here: Client | None = None) -> None:
    """Host the game; ``here``: the join client that ``--here`` seats in this terminal."""
    from .host import Host

    session, saver = start_session(args)
    tokens = seat_tokens(session, saver.path)

    def save() -> str | None:
        error = saver.post(session.game, session.settings())
        return str(error) if error else None

    def flush() -> str | None:
        error = saver.flush()
        return str(error) if error else None

    if args.here is not None and args.here not in tokens:
        raise ValueError(f"--here {args.here}: no human seat of that name")
    host = Host(session, tokens, save, say, pace=session.setup.pace,
                flush=flush)
    address = args.listen or p.default_address()
    server = await listen(host, address)
    address = p.bound_address(address, server.sockets)  # tcp:...:0 -> the port it got
    if (save() or flush()) is None:
        say(f"saving to {saver.path}")
    say(f"hosting on {address}; ctrl+c stops (the game stays saved)")
    for name, token in tokens.items():
        if name != args.here:
            print(join_line(address, name, token), flush=True)
    if web is not None:
        from .web import start_web

        for name, url in (await start_web(address, tokens, *web)).items():
            print(f"{name}: {url}", flush=True)
    try:
        async with server:
            if args.here is not None:
                assert here is not None, "the command line hands over the join client"
                await sit_here(host, address, args.here, here)
            else:
                await server.serve_forever()
    finally:
        if error := flush():  # the last write finishes: the game stays saved
            say(f"not saved: {error}")
        kind, where, _ = p.parse_address(address)
        if kind == "unix":
            with contextlib.suppress(OSError):
                Path(where).unlink()


async def sit_here(host, address: str, name: str, client: Client) -> None:
    """``--here NAME``: that seat's join client on this terminal, in this process; once the
    others have their join lines (Enter), the screen is the app's and the host logs nothing."""
    loop = asyncio.get_running_loop()
    await loop.run_in_executor(None, input, f"Press Enter to sit down as {name}. ")
    host.log = lambda _line: None
    await client(address, name, host.tokens[name])


def cmd_host(args: argparse.Namespace, web: tuple[str, int] | None = None,
             here: Client | None = None) -> int:
    """``exotica host``; ``here``: the join client for ``--here`` (``tui.join.sit``: net/ does
    not import the Textual app, the command line hands it over)."""
    from ..saves import SaveError

    try:
        if args.listen:
            p.parse_address(args.listen)
        asyncio.run(run_host(args, web, here))
    except KeyboardInterrupt:
        say("stopped; the game is saved (exotica host --resume continues it)")
    except (ValueError, OSError, SaveError) as exc:
        from ..cmdline import refused

        return refused(exc)
    return 0


def cmd_serve(args: argparse.Namespace, here: Client | None = None) -> int:
    try:
        kind, host, port = p.parse_address(f"tcp:{args.web}")
    except ValueError as exc:
        print(f"exotica: --web {exc}", file=sys.stderr)
        return 2
    try:
        import textual_serve  # noqa: F401
    except ImportError:
        print("exotica: serve needs textual-serve: pip install 'exotica-tui[web]'",
              file=sys.stderr)
        return 2
    return cmd_host(args, (str(host), port), here)
