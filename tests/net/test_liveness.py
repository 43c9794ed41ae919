"""A frozen client (SIGSTOP, a dead SSH link) neither keeps its seat nor stalls the table in
silence (issue 29): the host pings every client, drops one that stays silent, and hands the
seat at once to the same token on a new connection when the old one does not answer a ping.
The others read "Ann lost connection." and "Ann is back."."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from exotica_tui.net import client
from exotica_tui.net import protocol as p

from .kit import TIMEOUT, Seat, seats, start_host

TRANSPORTS = ["unix", "tcp"]


async def news(seat: Seat, text: str) -> p.Notice:
    msg = await seat.until(lambda m: isinstance(m, p.Notice) and m.kind == "info"
                           and m.text == text)
    assert msg is not None, f"no {text!r}"
    return msg


async def refused(seat: Seat) -> p.Refused:
    msg = await seat.until(lambda m: isinstance(m, p.Refused))
    assert msg is not None, "closed without a line saying why"
    assert await seat.until(lambda m: False) is None  # and closed
    return msg


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_host_drops_a_client_silent_past_the_timeout(tmp_path, transport):
    host, server, address, logs = await start_host(tmp_path, transport=transport,
                                                   ping_every=0.05, silent_for=0.4)
    async with server:
        ann, bob = await seats(host, address, "Ann", "Bob")  # Ann reads no more: silent
        await news(bob, "Ann lost connection.")  # Bob reads, so he answers the pings
        away = await bob.until(lambda m: isinstance(m, p.State) and m.away == [0])
        assert away is not None and 1 in host.conns and 0 not in host.conns
        assert "Ann disconnected (no word from the client for 0.4 s)" in logs
        gone = await refused(ann)  # what Ann's client reads once it wakes
        assert (gone.reason, gone.again) == ("no word from the client for 0.4 s", True)
        again = await Seat(address, "Ann", host.tokens["Ann"]).open()
        assert (await again.state_ready()).view.seat == 0
        await news(bob, "Ann is back.")


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_host_hands_a_silent_clients_seat_to_its_token_at_once(tmp_path, transport):
    host, server, address, _ = await start_host(tmp_path, transport=transport, probe_for=0.3)
    async with server:
        ann, bob = await seats(host, address, "Ann", "Bob")
        if transport == "tcp":
            sock = host.conns[0].writer.get_extra_info("socket")
            assert sock.getsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE) == 1
        start = time.monotonic()
        again = await Seat(address, "Ann", host.tokens["Ann"]).open()  # Ann does not read
        state = await again.state_ready()
        assert state.view.seat == 0 and time.monotonic() - start < 2
        await news(bob, "Ann lost connection.")
        await news(bob, "Ann is back.")
        old = await refused(ann)
        assert (old.reason, old.again) == ("another client took over seat Ann", False)
        again.send(p.Say(text="here"))
        said = await bob.until(lambda m: isinstance(m, p.Notice) and m.kind == "say")
        assert (said.who, said.text) == ("Ann", "here")


def join_process(address: str, seat: str, token: str, silent: float) -> subprocess.Popen:
    """The real join client (Textual app, headless) in a process of its own."""
    return subprocess.Popen(
        [sys.executable, str(Path(__file__).with_name("headless_join.py")), address, seat,
         token, str(silent)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})


@contextlib.asynccontextmanager
async def reading(*clients: Seat):
    """The clients read (and so answer the pings) in the background meanwhile."""
    async def read(seat: Seat) -> None:
        while await seat.recv() is not None:
            pass

    tasks = [asyncio.get_running_loop().create_task(read(seat)) for seat in clients]
    try:
        yield
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


async def until(cond, seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while not cond():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.02)


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_frozen_join_client_loses_its_seat_to_the_same_join_line(tmp_path, transport):
    host, server, address, _ = await start_host(tmp_path, transport=transport)
    to_ann = bytearray()
    host.sent = lambda seat, data: to_ann.extend(data) if seat == 0 else None
    async with server:
        (bob,) = await seats(host, address, "Bob")
        # it takes the host for lost after 1 s of silence: it is frozen for longer, and must
        # still read why it lost its seat when it wakes, not take the seat back
        proc = join_process(address, "Ann", host.tokens["Ann"], silent=1.0)
        try:
            await until(lambda: 0 in host.conns)
            await news(bob, "Ann joined the table.")
            await asyncio.wait_for(bob.play(stop=lambda s: s.waiting == 0), TIMEOUT)
            number = host.number  # Ann's decision: her frozen client has been sent it
            await until(lambda: f'"number":{number},'.encode() in to_ann)
            proc.send_signal(signal.SIGSTOP)
            await asyncio.sleep(0.5)
            start = time.monotonic()
            ann = await Seat(address, "Ann", host.tokens["Ann"]).open()  # the same join line
            state = await ann.state_ready()
            assert time.monotonic() - start < 2
            assert state.number == number and state.decision is not None
            await news(bob, "Ann is back.")
            kept = host.conns[0]
            await asyncio.wait_for(asyncio.gather(  # and the table plays on
                ann.play(stop=lambda s: s.number >= number + 12),
                bob.play(stop=lambda s: s.number >= number + 12)), TIMEOUT * 3)
            proc.send_signal(signal.SIGCONT)  # the old client wakes: it ends, seat untouched
            async with reading(ann, bob):
                _, err = await asyncio.to_thread(proc.communicate, timeout=TIMEOUT * 2)
            assert proc.returncode == 2
            assert "exotica: another client took over seat Ann" in err
            assert host.conns.get(0) is kept
            ann.send(p.Say(text="still mine"))
            said = await bob.until(lambda m: isinstance(m, p.Notice) and m.kind == "say")
            assert (said.who, said.text) == ("Ann", "still mine")
        finally:
            proc.kill()
            proc.wait()


async def test_join_client_joins_again_when_the_host_goes_silent(tmp_path, monkeypatch):
    monkeypatch.setattr(client, "SILENT_FOR", 0.3)
    monkeypatch.setattr(client, "RETRY_SECONDS", 0.05)
    hellos: list[bytes] = []

    async def frozen_host(reader, writer):  # lets a seat in, then never says a word
        hellos.append(await reader.readline())
        writer.write(p.encode(p.Welcome(seat=0, players=["Ann", "Bob"], humans=[True, True],
                                        sets=["base"], extended=False)))
        await reader.read()

    server = await asyncio.start_unix_server(frozen_host, tmp_path / "h.sock")
    lost: list[str] = []
    link = client.Link(f"unix:{tmp_path / 'h.sock'}", "Ann", "x", lambda m: None,
                       lost.append, lambda why: None)
    async with server:
        task = asyncio.get_running_loop().create_task(link.run())
        await until(lambda: len(hellos) >= 2, TIMEOUT)
        task.cancel()
    assert lost[0] == "no word from the host for 0.3 s"


async def test_join_client_answers_the_hosts_pings(tmp_path):
    host, server, address, _ = await start_host(tmp_path, ping_every=0.05, silent_for=0.5)
    async with server:
        (bob,) = await seats(host, address, "Bob")
        ended: list[str] = []
        link = client.Link(address, "Ann", host.tokens["Ann"], lambda m: None,
                           lambda why: None, ended.append)
        task = asyncio.get_running_loop().create_task(link.run())
        await news(bob, "Ann joined the table.")
        await asyncio.sleep(1.0)  # twice the silence the host allows: the pongs keep Ann in
        assert 0 in host.conns and not ended
        task.cancel()


async def test_host_stopped_for_a_while_drops_no_client(tmp_path):
    host, server, address, logs = await start_host(tmp_path, ping_every=0.05, silent_for=0.3)
    async with server:
        ann, bob = await seats(host, address, "Ann", "Bob")
        async with reading(ann, bob):
            await asyncio.sleep(0.2)
            time.sleep(0.6)  # the host's loop stands still (SIGSTOP): no pong is read meanwhile
            await asyncio.sleep(0.5)
        assert sorted(host.conns) == [0, 1]
        assert not [n for s in (ann, bob) for n in s.notices if "lost" in n.text]


async def test_join_client_woken_from_sigstop_reads_what_the_host_sent_first(
        tmp_path, monkeypatch):
    monkeypatch.setattr(client, "SILENT_FOR", 0.3)
    writers: list[asyncio.StreamWriter] = []

    async def host(reader, writer):
        await reader.readline()
        writer.write(p.encode(p.Welcome(seat=0, players=["Ann", "Bob"], humans=[True, True],
                                        sets=["base"], extended=False)))
        writers.append(writer)
        await reader.read()

    server = await asyncio.start_unix_server(host, tmp_path / "h.sock")
    lost, ended = [], []
    link = client.Link(f"unix:{tmp_path / 'h.sock'}", "Ann", "x", lambda m: None,
                       lost.append, ended.append)
    async with server:
        task = asyncio.get_running_loop().create_task(link.run())
        await until(lambda: writers, TIMEOUT)
        await asyncio.sleep(0.05)  # the client waits for the next line, its timer running
        line = p.encode(p.Refused(reason="another client took over seat Ann", again=False))
        asyncio.get_running_loop().call_later(0.3, writers[0].write, line)
        time.sleep(0.5)  # the process stands still (SIGSTOP) past the client's timer; as it
        # wakes, the timer runs out first and the host's line is there right after
        await asyncio.wait_for(task, TIMEOUT)
    assert (lost, ended) == ([], ["another client took over seat Ann"])
