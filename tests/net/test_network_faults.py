"""Bad input gets one clear line and the host keeps going; a seat that drops finds the same
table when it joins again, and the others see it leave and wait."""

from __future__ import annotations

import asyncio
import json
import socket
from dataclasses import replace

import pytest

from exotica_tui.net import protocol as p

from .kit import Seat, seats, start_host


async def refusal(seat: Seat) -> str:
    msg = await seat.until(lambda m: isinstance(m, p.Refused))
    assert msg is not None, "closed without a refusal"
    assert await seat.recv() is None  # and the connection is closed
    return msg.reason


async def still_serves(host, address) -> None:
    """Another seat's client can still join and is sent its view."""
    free = next(n for n in host.tokens if host.session.seats.index(
        next(s for s in host.session.seats if s.name == n)) not in host.conns)
    seat = await Seat(address, free, host.tokens[free]).open()
    assert (await seat.state_ready()).view.seat == [s.name for s in host.session.seats].index(free)
    seat.close()


@pytest.fixture
async def table(tmp_path):
    host, server, address, logs = await start_host(tmp_path)
    async with server:
        yield host, address, logs


async def test_host_refuses_wrong_token(tmp_path):
    """Before a right token, a refusal tells nothing of the table (issue 29, item 5): the same
    line for a wrong token, a seat that does not exist and a bot's seat."""
    host, server, address, logs = await start_host(tmp_path, players="Ann,Bob,bot:greedy")
    async with server:
        for seat in ("Ann", "Zed", "Greedy"):
            assert await refusal(await Seat(address, seat, "not-the-token").open()) == \
                f'no seat "{seat}" with that token at this table'
        assert 'refused a client: no seat "Ann" with that token at this table' in logs
        await still_serves(host, address)


async def test_host_refuses_second_client_on_taken_seat(table):
    host, address, _ = table
    (ann,) = await seats(host, address, "Ann")
    second = await Seat(address, "Ann", host.tokens["Ann"]).open()
    probe = await ann.until(lambda m: isinstance(m, p.Ping))  # Ann's client answers: alive
    assert probe is not None
    assert await refusal(second) == "seat Ann is taken: another client plays it"
    ann.send(p.Say(text="still here"))
    said = await ann.until(lambda m: isinstance(m, p.Notice) and m.kind == "say")
    assert said.who == "Ann" and said.text == "still here"


@pytest.mark.parametrize("data, reason", [
    (b"{not json\n", "malformed message (not JSON)"),
    (b"[1, 2]\n", "malformed message (not a JSON object)"),
    (b'{"v": 1, "type": "hello", "seat": "Ann"}\n', "malformed message (hello.token: Field "
                                                      "required)"),
    (b'{"v": 1, "type": "launch"}\n', 'malformed message (unknown message type "launch", not '
                                      "one of 'hello', 'answer', 'undo', 'say', 'pong')"),
    (b"[" * 100_000 + b"\n", "message too long"),
    (b'{"v": 1, "type": "say", "text": "' + b"x" * (p.CLIENT_LINE_CAP + 10) + b'"}\n',
     "message too long"),
])
async def test_host_refuses_malformed_or_oversized_message(table, data, reason):
    host, address, _ = table
    bad = await Seat(address, "Ann", "").open(hello=False)
    bad.send_raw(data)
    assert await refusal(bad) == reason
    await still_serves(host, address)


async def test_host_refuses_malformed_message_after_hello_and_seat_rejoins(table):
    host, address, _ = table
    ann, bob = await seats(host, address, "Ann", "Bob")
    ann.send_raw(b'{"v": 1, "type": "answer", "decision": "soon", "keys": []}\n')
    assert (await refusal(ann)).startswith("malformed message (answer.decision:")
    gone = await bob.until(lambda m: isinstance(m, p.Notice) and "disconnected" in m.text)
    assert gone.text == "Ann disconnected."
    again = await Seat(address, "Ann", host.tokens["Ann"]).open()
    assert (await again.state_ready()).view.seat == 0


async def test_network_refuses_other_protocol_version(table):
    host, address, _ = table
    old = await Seat(address, "Ann", host.tokens["Ann"]).open(hello=False)
    old.send_raw(json.dumps({"v": 99, "type": "hello", "seat": "Ann",
                             "token": host.tokens["Ann"]}).encode() + b"\n")
    assert await refusal(old) == "the client speaks protocol version 99, this host version 1"
    with pytest.raises(p.ProtocolError, match="^the host speaks protocol version 2, this "
                                              "client version 1$"):
        p.decode(b'{"v": 2, "type": "state"}', p.HOST)


async def test_host_refuses_answer_to_answered_decision(table):
    host, address, _ = table
    ann, bob = await seats(host, address, "Ann", "Bob")
    first = bob.state
    assert first.decision is not None  # Bob starts (seed 3)
    bob.answer()
    await bob.until(lambda m: isinstance(m, p.State) and m.number > first.number)
    before = len(host.game.record.answers)
    bob.send(p.Answer(decision=first.number, keys=[first.decision.options[0].key]))
    ann.send(p.Answer(decision=host.number, keys=["skip"]))
    note = await bob.until(lambda m: isinstance(m, p.Notice) and m.kind == "error")
    assert note.text == "that decision has already been answered"
    if host.game.pending.player != 0:
        note = await ann.until(lambda m: isinstance(m, p.Notice) and m.kind == "error")
        assert note.text == "it is not your decision"
    assert len(host.game.record.answers) == before
    bob.send(p.Say(text="ok"))  # the connection stays open
    assert (await bob.until(lambda m: isinstance(m, p.Notice) and m.kind == "say")).text == "ok"


@pytest.mark.parametrize("limits, why", [
    ({"outbox_cap": 8}, "too slow: it does not read what the host sends"),
    ({"outbox_cap": 10**6, "send_timeout": 0.2}, "too slow: nothing read for 0.2 s"),
])
async def test_host_drops_very_slow_reader_and_keeps_going(tmp_path, limits, why):
    host, server, address, logs = await start_host(tmp_path, **limits)
    host.talk[1].most = 10**9  # Bob's table talk is what fills Ann's outbox: no rate limit
    async with server:
        ann = socket.socket(socket.AF_UNIX)  # a client that never reads
        ann.connect(address.removeprefix("unix:"))
        ann.sendall(p.encode(p.Hello(seat="Ann", token=host.tokens["Ann"])))
        (bob,) = await seats(host, address, "Bob")
        for batch in range(100):
            for i in range(50):
                bob.send(p.Say(text=f"line {batch} {i} " + "x" * 150))
            last = f"line {batch} 49 "
            gone = await bob.until(lambda m, last=last: isinstance(m, p.Notice) and (
                m.text.startswith(last) or "disconnected" in m.text))
            if "disconnected" in gone.text:
                break
        else:
            gone = await bob.until(lambda m: isinstance(m, p.Notice) and "disconnected" in m.text)
        assert gone.text == "Ann disconnected."
        assert f"Ann disconnected ({why})" in logs
        state = await bob.until(lambda m: isinstance(m, p.State) and m.away == [0])
        assert state.waiting == 1  # Bob plays on while Ann is away
        bob.answer()
        await bob.until(lambda m: isinstance(m, p.State) and m.number > state.number)
        ann.close()


async def test_host_refuses_client_too_slow_to_say_hello(tmp_path):
    host, server, address, logs = await start_host(tmp_path, hello_timeout=0.2)
    async with server:
        slow = await Seat(address, "Ann", host.tokens["Ann"]).open(hello=False)
        slow.send_raw(b'{"v": 1, "ty')
        assert await refusal(slow) == "too slow: no hello within 0.2 s"
        await still_serves(host, address)


async def test_network_rejoin_finds_the_same_table(table):
    host, address, _ = table
    ann, bob = await seats(host, address, "Ann", "Bob")
    await asyncio.wait_for(asyncio.gather(
        ann.play(stop=lambda s: s.number >= 20), bob.play(stop=lambda s: s.number >= 20)), 30)
    seen = ann.state
    ann.close()
    gone = await bob.until(lambda m: isinstance(m, p.Notice) and "disconnected" in m.text)
    assert gone.text == "Ann disconnected."
    away = await bob.until(lambda m: isinstance(m, p.State))
    assert away.away == [0]
    again = await Seat(address, "Ann", host.tokens["Ann"]).open()
    state = await again.state_ready()
    assert state.log_start == 0 and state.number == host.number
    assert replace(state.view, log=[]) == replace(host.game.view(0), log=[])
    assert [e.text for e in again.log] == [e.text for e in host.game.view(0).log]
    if seen.number == state.number:
        assert replace(state.view, log=[]) == replace(seen.view, log=[])
    back = await bob.until(lambda m: isinstance(m, p.State) and m.away == [])
    assert back.waiting is not None


def test_network_addresses_are_loopback_only():
    assert p.parse_address("tcp:127.0.0.1:4000") == ("tcp", "127.0.0.1", 4000)
    assert p.parse_address("tcp:[::1]:4000") == ("tcp", "::1", 4000)
    for bad in ("tcp:0.0.0.0:4000", "tcp:192.168.1.2:80", "tcp:example.com:80", "ftp:x"):
        with pytest.raises(ValueError):
            p.parse_address(bad)


def test_network_table_talk_is_one_clean_line():
    assert p.clean("  hi\x1b[31m there\n\tBob\u202e ") == "hi there Bob"  # usertext.clean_line
    assert p.clean("ok 👍🏽\u3164go") == "ok 👍 go"  # usertext.steady: as wide as Rich measures


def test_host_here_hands_its_seat_to_the_join_client(monkeypatch, tmp_path):
    """``host --here Ann``: net/ never imports the join client (a Textual app, ``tui.join``);
    the command line hands it over, and it joins this host as Ann, with Ann's token."""
    from exotica_tui.cli import main
    from exotica_tui.tui import join

    welcomed = []

    async def sit(address: str, seat: str, token: str) -> None:
        reader, writer = await p.connect(address)
        writer.write(p.encode(p.Hello(seat=seat, token=token)))
        welcomed.append(p.decode(await p.read_line(reader), p.HOST))
        writer.close()

    monkeypatch.setattr(join, "sit", sit)
    monkeypatch.setattr("builtins.input", lambda prompt="": "")  # Enter: sit down
    sock = f"unix:{tmp_path / 'h.sock'}"
    assert main(["host", "--players", "Ann,Bob", "--here", "Ann", "--listen", sock]) == 0
    assert [(type(m), m.seat) for m in welcomed] == [(p.Welcome, 0)]


def test_host_refuses_bad_command_lines(capsys, tmp_path):
    from exotica_tui.cli import main

    sock = f"unix:{tmp_path / 'h.sock'}"
    assert main(["host", "--players", "Ann,Bob", "--here", "Zed", "--listen", sock]) == 2
    assert capsys.readouterr().err == "exotica: --here Zed: no human seat of that name\n"
    assert main(["host", "--players", "Ann,Bob", "--listen", "tcp:10.0.0.1:80"]) == 2
    assert "only loopback addresses" in capsys.readouterr().err
    assert main(["join", "tcp:example.com:80", "--seat", "Ann", "--token", "x"]) == 2
    assert main(["serve", "--players", "Ann,Bob", "--web", "0.0.0.0:8000"]) == 2
    assert "--web 'tcp:0.0.0.0:8000': only loopback" in capsys.readouterr().err
    assert main(["host", "--listen", sock]) == 2
    assert "give the seats with --players" in capsys.readouterr().err


async def test_network_undo_takes_back_own_answer_only(table):
    host, address, _ = table
    ann, bob = await seats(host, address, "Ann", "Bob")
    bob.send(p.Answer(decision=bob.state.number, keys=["skip"]))  # no action: nothing seen
    moved = await bob.until(lambda m: isinstance(m, p.State) and m.number > 0)
    assert host.game.record.answers == [["skip"]]
    ann.send(p.Undo(decision=moved.number))
    refused = await ann.until(lambda m: isinstance(m, p.Notice) and m.kind == "error")
    assert refused.text == "it is not your decision"
    bob.send(p.Undo(decision=moved.number))
    back = await bob.until(lambda m: isinstance(m, p.State) and m.number > moved.number)
    assert host.game.record.answers == [] and back.log_start == 0
    told = await ann.until(lambda m: isinstance(m, p.Notice) and m.kind == "info")
    assert told.text == "Bob took back 1 answer."
    assert [e.text for e in bob.log] == [e.text for e in host.game.view(1).log]


async def test_host_paces_bots_so_seats_see_each_move(tmp_path):
    host, server, address, _ = await start_host(tmp_path, players="Ann,bot:greedy,bot:random",
                                                seed=4, pace=0.02)
    async with server:
        (ann,) = await seats(host, address, "Ann")
        assert ann.state.decision is not None  # bots before the first human answered at once
        ann.answer()
        states = []
        while len(states) < 40:
            msg = await ann.recv()
            if isinstance(msg, p.State):
                states.append(msg)
                if msg.decision is not None:
                    ann.answer()
            elif msg.kind == "error":
                ann.answer(retry=True)
        bot_moves = [s for s in states if s.waiting in (1, 2)]
        assert len(bot_moves) > 10  # each bot answer is a state of its own
        assert all(b.number == a.number + 1 for a, b in zip(states, states[1:], strict=False)
                   if a.waiting in (1, 2))


def test_host_keeps_seat_tokens_private_beside_the_save(tmp_path):
    from exotica_tui.net.commands import seat_tokens
    from exotica_tui.play.session import Session
    from exotica_tui.play.setup import Setup, parse_seats

    session = Session(Setup(seats=parse_seats("Ann,bot:greedy,Bob")), 1)
    save = tmp_path / "game.json"
    tokens = seat_tokens(session, save)
    path = tmp_path / "game.json.seats"
    assert set(tokens) == {"Ann", "Bob"} and (path.stat().st_mode & 0o777) == 0o600
    assert seat_tokens(session, save) == tokens  # the same seats come back with the same keys
    path.write_text("[not, tokens")
    fresh = seat_tokens(session, save)
    assert set(fresh) == {"Ann", "Bob"} and fresh != tokens
    path.unlink()
    path.symlink_to(tmp_path / "elsewhere")
    assert set(seat_tokens(session, save)) == {"Ann", "Bob"}
    assert not (tmp_path / "elsewhere").exists() and not path.is_symlink()
