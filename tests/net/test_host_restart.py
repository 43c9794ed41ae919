"""The host killed with SIGKILL and started again with ``--resume`` takes all seats back:
the same tokens, the same table."""

from __future__ import annotations

import asyncio
import os
import shlex
import signal
import subprocess
import sys
from dataclasses import replace

from exotica_tui.cli import build_parser

from .kit import TIMEOUT, Seat


async def start(tmp_path, *args: str, listen: str | None = None
                ) -> tuple[subprocess.Popen, dict[str, str]]:
    """``exotica host ARGS`` in a subprocess; its join lines, by seat (``proc.lines``: what it
    printed until then)."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "exotica_tui.cli", "host", *args,
         "--listen", listen or f"unix:{tmp_path / 'h.sock'}"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        env={**os.environ, "EXOTICA_HOME": str(tmp_path / "home")})
    tokens: dict[str, str] = {}
    proc.lines = []  # type: ignore[attr-defined]
    loop = asyncio.get_running_loop()
    while len(tokens) < 2:
        line = await asyncio.wait_for(loop.run_in_executor(None, proc.stdout.readline), TIMEOUT)
        assert line, "the host ended early"
        proc.lines.append(line)  # type: ignore[attr-defined]
        if line.startswith("exotica join "):
            args = build_parser().parse_args(shlex.split(line)[1:])
            tokens[args.seat] = args.token
    return proc, tokens


async def test_host_killed_and_resumed_takes_all_seats_back(tmp_path):
    proc, tokens = await start(tmp_path, "--players", "Ann,Bob", "--sets", "base,exotica",
                               "--seed", "3")
    address = f"unix:{tmp_path / 'h.sock'}"
    try:
        ann = await Seat(address, "Ann", tokens["Ann"]).open()
        bob = await Seat(address, "Bob", tokens["Bob"]).open()
        await ann.state_ready()
        await bob.state_ready()
        done = await asyncio.wait_for(asyncio.gather(
            ann.play(stop=lambda s: s.number >= 12), bob.play(stop=lambda s: s.number >= 12)),
            TIMEOUT)
        before = [replace(s.view, log=[]) for s in done]
        logs = [[e.text for e in c.log] for c in (ann, bob)]
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    assert await ann.until(lambda m: False) is None  # the connection died with the host
    proc, again = await start(tmp_path, "--resume")
    try:
        assert again == tokens
        for i, name in enumerate(("Ann", "Bob")):
            seat = await Seat(address, name, tokens[name]).open()
            state = await seat.state_ready()
            assert replace(state.view, log=[]) == before[i]
            assert [e.text for e in seat.log] == logs[i]
            assert (state.decision is None) == (done[i].decision is None)
    finally:
        proc.terminate()
        proc.wait(TIMEOUT)
