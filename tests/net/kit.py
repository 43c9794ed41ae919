"""Test helpers: a host on a unix socket in a temporary folder (or a loopback TCP port), and a
scripted seat client that speaks the protocol directly (every byte it receives is kept; it
answers the host's pings whenever it reads)."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

from exotica_tui.bots import make_bot
from exotica_tui.net import protocol as p
from exotica_tui.net.client import decision_of
from exotica_tui.net.commands import listen
from exotica_tui.net.host import Host, new_tokens
from exotica_tui.play.session import Session
from exotica_tui.play.setup import Setup, parse_seats

TIMEOUT = 10.0  # seconds any single wait may take before the test fails


async def start_host(folder: Path, players: str = "Ann,Bob", seed: int = 3,
                     sets: tuple[str, ...] = ("base", "exotica"), transport: str = "unix",
                     **kw):
    setup = Setup(seats=parse_seats(players, seed=seed), sets=list(sets), seed=seed)
    session = Session(setup, seed)
    logs: list[str] = []
    host = Host(session, new_tokens(session), log=logs.append, **kw)
    address = f"unix:{folder / 'host.sock'}" if transport == "unix" else "tcp:127.0.0.1:0"
    server = await listen(host, address)
    return host, server, p.bound_address(address, server.sockets), logs


class Seat:
    """One scripted client: hello, then messages one by one."""

    def __init__(self, address: str, seat: str, token: str):
        self.address, self.seat, self.token = address, seat, token
        self.received = bytearray()
        self.state: p.State | None = None
        self.log: list = []
        self.notices: list[p.Notice] = []
        self.bot = make_bot("greedy", 1)
        self.rng = random.Random(1)

    async def open(self, hello: bool = True) -> Seat:
        self.reader, self.writer = await p.connect(self.address)
        if hello:
            self.send(p.Hello(seat=self.seat, token=self.token))
        return self

    def send(self, msg: p.Msg) -> None:
        self.writer.write(p.encode(msg))

    def send_raw(self, data: bytes) -> None:
        self.writer.write(data)

    async def recv(self):
        line = await asyncio.wait_for(self.reader.readline(), TIMEOUT)
        if not line:
            return None
        self.received += line
        msg = p.decode(line, p.HOST)
        if isinstance(msg, p.Ping):
            self.send(p.Pong())
        elif isinstance(msg, p.State):
            self.state = msg
            self.log[msg.log_start:] = msg.view.log
        elif isinstance(msg, p.Notice):
            self.notices.append(msg)
        return msg

    async def until(self, pred):
        """The first message that ``pred`` takes, or None at the end; at most ``TIMEOUT`` in all
        (the host's pings would keep a wait for a message that never comes alive)."""
        async with asyncio.timeout(TIMEOUT):
            while True:
                msg = await self.recv()
                if msg is None or pred(msg):
                    return msg

    async def state_ready(self) -> p.State:
        await self.until(lambda m: isinstance(m, p.State))
        assert self.state is not None
        return self.state

    def answer(self, retry: bool = False) -> None:
        """Answer our pending decision: the greedy bot's choice, or at random on a retry."""
        s = self.state
        assert s is not None and s.decision is not None
        d = decision_of(s.decision)
        if retry:
            k = self.rng.randint(d.min, d.max)
            keys = self.rng.sample(d.keys(), k)
        else:
            keys = self.bot.choose(s.view, d)
        self.send(p.Answer(decision=s.number, keys=keys))

    async def play(self, stop=lambda s: False) -> p.State:
        """Answer every decision of ours until the game ends (or ``stop(state)``)."""
        answered = -1
        msg = self.state
        while True:
            s = self.state
            if isinstance(msg, p.Notice) and msg.kind == "error" and s and s.decision:
                self.answer(retry=True)  # the rules refused the bot's pick
            elif isinstance(msg, p.State):
                if msg.scores is not None or stop(msg):
                    return msg
                if msg.decision is not None and msg.number != answered:
                    answered = msg.number
                    self.answer()
            msg = await self.recv()
            assert msg is not None, "the host closed the connection"

    def close(self) -> None:
        self.writer.close()


async def seats(host: Host, address: str, *names: str) -> list[Seat]:
    out = []
    for name in names:
        seat = await Seat(address, name, host.tokens[name]).open()
        await seat.state_ready()
        out.append(seat)
    return out
