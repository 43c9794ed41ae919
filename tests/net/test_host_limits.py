"""What a client can make the host do is capped (issue 29): table talk a seat may send, and
the log lines a flood of wrong hellos writes; and ``--listen tcp:...:0`` names the port the
system gave in the join lines."""

from __future__ import annotations

import asyncio
import re
import shlex

import pytest

from exotica_tui.cli import build_parser
from exotica_tui.net import protocol as p

from .kit import Seat, seats, start_host
from .test_host_restart import start


@pytest.mark.parametrize("transport", ["unix", "tcp"])
async def test_host_refuses_table_talk_past_five_lines_in_ten_seconds(tmp_path, transport):
    host, server, address, _ = await start_host(tmp_path, transport=transport)
    async with server:
        ann, bob = await seats(host, address, "Ann", "Bob")
        for i in range(8):
            bob.send(p.Say(text=f"line {i}"))
        bob.send(p.Say(text="last"))
        told = await bob.until(lambda m: isinstance(m, p.Notice) and m.kind == "error")
        assert told.text == "too much talk: at most 5 lines in 10 s"
        ann.send(p.Say(text="Ann may talk"))  # a limit of Bob's seat only
        heard = await ann.until(lambda m: isinstance(m, p.Notice) and m.who == "Ann")
        said = [n.text for n in ann.notices if n.kind == "say"]
        assert said == [f"line {i}" for i in range(5)] + ["Ann may talk"]
        assert heard.text == "Ann may talk"
        host.talk[1].seconds = 0.0  # the ten seconds are over: Bob talks again
        bob.send(p.Say(text="again"))
        assert (await ann.until(lambda m: isinstance(m, p.Notice) and m.who == "Bob")).text \
            == "again"
        errors = [n.text for n in bob.notices if n.kind == "error"]
        assert errors == ["too much talk: at most 5 lines in 10 s"]  # one notice, not four


async def test_host_logs_a_flood_of_wrong_hellos_in_a_few_lines(tmp_path):
    host, server, address, logs = await start_host(tmp_path)
    async with server:
        async def wrong() -> list:
            bad = await Seat(address, "Ann", "wrong").open(hello=False)
            hello = p.encode(p.Hello(seat="Ann", token="wrong"))
            bad.send_raw(hello * 3)  # a connection is refused at its first wrong hello
            return [await bad.recv(), await bad.recv()]

        answers = await asyncio.gather(*(wrong() for _ in range(60)))
        assert all(isinstance(a, p.Refused) and b is None for a, b in answers)
        await asyncio.sleep(1.2)  # the line that counts the rest comes a second later
    refused = 'refused a client: no seat "Ann" with that token at this table'
    each = [line for line in logs if line == refused]
    counted = [int(m[1]) for line in logs
               if (m := re.fullmatch(r"refused (\d+) more clients? in a second "
                                     r"\(not logged one by one\)", line))]
    assert len(each) + sum(counted) == 60
    assert len(each) <= 15 and counted  # 5 a second (a loaded machine may take 2-3 s)


async def test_host_on_port_zero_prints_join_lines_with_the_real_port(tmp_path):
    proc, tokens = await start(tmp_path, "--players", "Ann,Bob", listen="tcp:127.0.0.1:0")
    try:
        line = next(line for line in proc.lines if line.startswith("exotica join "))
        args = build_parser().parse_args(shlex.split(line)[1:])
        port = int(args.address.rpartition(":")[2])
        assert args.address == f"tcp:127.0.0.1:{port}" and port != 0
        assert any(f"hosting on tcp:127.0.0.1:{port};" in line for line in proc.lines)
        seat = await Seat(args.address, args.seat, args.token).open()
        assert (await seat.state_ready()).view.players[0].name == "Ann"
    finally:
        proc.terminate()
        proc.wait()
