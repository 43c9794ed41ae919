"""Everything from outside is data in the host's log too (issue 29, items 2 and 5): escape codes
in any field of any message, or in an unknown key, reach neither the host's log nor a reply as
control characters; a refusal quotes at most ``QUOTE_CELLS`` of input; a JSON boolean is no
number. Over a unix socket and loopback TCP."""

from __future__ import annotations

import asyncio
import json
import re
import typing

import pytest

from exotica_tui.net import protocol as p
from exotica_tui.net.commands import listen
from exotica_tui.usertext import QUOTE_CELLS

from .kit import TIMEOUT, start_host

ESCAPES = "\x1b]0;pwned\x07\x1b[2J\x9b2J\u202e\x00"
HOSTILE = ESCAPES + "Q" * 300  # a long quote: none may be echoed past the cap
CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2066-\u2069]")
TOO_LONG = re.compile(f"Q{{{QUOTE_CELLS + 1},}}|9{{{QUOTE_CELLS + 1},}}")
MESSAGES = typing.get_args(typing.get_args(p.ClientMsg)[0])  # every type a client may send


@pytest.fixture(params=["unix", "tcp"])
async def table(request, tmp_path):
    """A host (Ann, Bob and a bot) and what it wrote: its log lines and every frame it sent."""
    host, server, address, logs = await start_host(tmp_path, players="Ann,Bob,bot:greedy")
    if request.param == "tcp":
        server.close()
        server = await listen(host, "tcp:127.0.0.1:0")
        address = f"tcp:127.0.0.1:{server.sockets[0].getsockname()[1]}"
    sent: list[bytes] = []
    host.sent = lambda _seat, data: sent.append(data)
    async with server:
        yield host, address, logs, sent


def fields(model) -> dict[str, object]:
    """A message of ``model`` whose every text is hostile (its numbers stay numbers)."""
    out: dict[str, object] = {"v": p.VERSION, "type": model.model_fields["type"].default}
    for name, info in model.model_fields.items():
        if name in out:
            continue
        kind = typing.get_origin(info.annotation) or info.annotation
        out[name] = 0 if kind is int else [HOSTILE] * 3 if kind is list else HOSTILE
    return out


def hostile_messages() -> list[dict]:
    """Each message type with hostile texts, with an unknown hostile key, with each field
    hostile in turn (a number that is text), and a hostile type and version."""
    out: list[dict] = [{"v": p.VERSION, "type": HOSTILE}, {"v": HOSTILE, "type": "hello"},
                       {"v": 10 ** 4000 - 1, "type": "hello"}, {HOSTILE: 1}]
    for model in MESSAGES:
        good = fields(model)
        out += [good, {**good, HOSTILE: HOSTILE}]
        out += [{**good, name: HOSTILE} for name in good if name not in ("v", "type")]
    return out


async def exchange(address: str, host, message: dict, hello: bool) -> list[dict]:
    """Send one message (after a right hello, or as the first line) and a hello after it
    (answered "already said hello" if the connection is still open); the host's replies."""
    reader, writer = await p.connect(address)
    if hello:
        writer.write(p.encode(p.Hello(seat="Ann", token=host.tokens["Ann"])))
    writer.write(json.dumps(message).encode() + b"\n")
    writer.write(p.encode(p.Hello(seat="Ann", token=host.tokens["Ann"])))
    replies = []
    try:
        while line := await asyncio.wait_for(reader.readline(), TIMEOUT):
            replies.append(json.loads(line))
            if replies[-1].get("text") == "already said hello" or replies[-1]["type"] == "refused":
                break
    finally:
        writer.close()
    while 0 in host.conns:  # the host sees Ann leave before she joins again
        await asyncio.sleep(0.005)
    return replies


def texts(value) -> list[str]:
    """Every string in a decoded JSON value, keys included."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [t for k, v in value.items() for t in (k, *texts(v))]
    if isinstance(value, list):
        return [t for v in value for t in texts(v)]
    return []


async def test_escape_codes_in_every_field_reach_no_log_and_no_reply(table):
    host, address, logs, sent = table
    replies = []
    for message in hostile_messages():
        for hello in (False, True):
            replies += await exchange(address, host, message, hello)
    refusals = [r["reason"] for r in replies if r["type"] == "refused"]
    assert len(refusals) > len(hostile_messages())  # most were refused, each with a line
    assert any("pwned" in line for line in logs)  # quoted, as visible escapes
    frames = [json.loads(line) for data in sent for line in data.splitlines()]
    for line in logs + [t for frame in frames + replies for t in texts(frame)]:
        assert not CONTROL.search(line), line
    quoted = logs + refusals + [r["text"] for r in replies if r.get("kind") == "error"]
    for line in quoted:
        assert not TOO_LONG.search(line), line
    assert any("version 99999999" in r and "…" in r for r in refusals)  # 4,000 digits: cut


def numbers(model) -> list[str]:
    return [name for name, info in model.model_fields.items() if info.annotation is int]


@pytest.mark.parametrize("model", [m for m in MESSAGES if numbers(m)],
                         ids=lambda m: m.__name__)
async def test_a_json_boolean_is_no_number(table, model):
    """``"decision": true`` was taken as decision 1: every number of every message is refused
    as a boolean (or as text), by a client that said hello or one that did not."""
    host, address, logs, _ = table
    for name in numbers(model):
        for wrong in (True, False, "1"):
            message = {**fields(model), name: wrong}
            if model is p.Hello:
                message.update(seat="Ann", token=host.tokens["Ann"])
            for hello in (False, True) if model is not p.Hello else (False,):
                (reply,) = [r for r in await exchange(address, host, message, hello)
                            if r["type"] in ("refused", "notice")][:1]
                assert reply["type"] == "refused", (name, wrong, reply)
                assert reply["reason"].startswith(("malformed message", "the client speaks"))
