"""The wire: versioned pydantic messages, one JSON object per line, with a size cap.

Both sides accept only what they expect (design.md, "User text is data"): a line longer than
the cap, bad JSON, an unknown message or a message of another protocol version is refused with
one clear line. Addresses are ``unix:PATH`` or ``tcp:HOST:PORT`` on a loopback host only.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import os
import socket
import warnings
from pathlib import Path
from typing import Annotated, Literal

import platformdirs
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from ..rules.scoring import Score
from ..rules.views import GameView
from ..usertext import QUOTE_CELLS, clean_line, shown, steady

VERSION = 1
CLIENT_LINE_CAP = 16 * 1024  # an answer, an undo, a line of table talk: all small
HOST_LINE_CAP = 8 * 1024 * 1024  # a whole view with the full log of a long 5-seat game
SAY_CAP = 200  # characters of one line of table talk
PING_EVERY = 5.0  # seconds between two pings of the host to a client
SILENT_FOR = 20.0  # seconds without a line from the other side: the connection is lost


def clean(text: str) -> str:
    """User text from a socket (talk, a reason) as one line that terminals draw as wide as Rich
    measures it (``usertext.steady``: 👍🏽 is 👍), so no talk line moves a border."""
    return steady(clean_line(text))


class ProtocolError(Exception):
    """A message that cannot be accepted; the text is the one line to show."""


class Msg(BaseModel):
    model_config = ConfigDict(extra="forbid")
    v: int = VERSION


# -- client to host ----------------------------------------------------------------------------


class Hello(Msg):
    type: Literal["hello"] = "hello"
    seat: str = Field(max_length=100)
    token: str = Field(max_length=100)


class Answer(Msg):
    type: Literal["answer"] = "answer"
    decision: int  # the number of the decision answered (``State.number``)
    keys: list[str] = Field(max_length=64)


class Undo(Msg):
    type: Literal["undo"] = "undo"
    decision: int


class Say(Msg):
    type: Literal["say"] = "say"
    text: str = Field(max_length=SAY_CAP)


class Pong(Msg):
    """The answer to a ``Ping``: the client is alive (design: a frozen client loses its seat)."""

    type: Literal["pong"] = "pong"


# -- host to client ----------------------------------------------------------------------------


class OptionMsg(BaseModel):
    key: str
    label: str
    card: str | None = None
    idle: str | None = None  # why it would do nothing now (rules.idle)


class DecisionMsg(BaseModel):
    """A decision of the client's own seat: what it needs to ask, nothing of the rules' code."""

    player: int
    kind: str
    prompt: str
    options: list[OptionMsg]
    min: int
    max: int
    ordered: bool
    context: dict


class Welcome(Msg):
    type: Literal["welcome"] = "welcome"
    seat: int
    players: list[str]
    humans: list[bool]
    sets: list[str]
    extended: bool


class State(Msg):
    """The seat's view after a change. ``view.log`` holds only the lines from ``log_start`` on
    (the client has the ones before); ``decision`` is the seat's own pending decision."""

    type: Literal["state"] = "state"
    number: int  # of the pending decision: an answer names it
    view: GameView
    log_start: int
    decision: DecisionMsg | None
    waiting: int | None  # the seat whose decision is pending
    notes: list[str]
    away: list[int]  # human seats with no client connected
    scores: list[Score] | None  # once the game is over
    unsaved: str | None = None  # why the host's latest save failed, until one succeeds


class Notice(Msg):
    """A line for the log: table talk (``who`` said it), the host's news, or a refusal."""

    type: Literal["notice"] = "notice"
    kind: Literal["say", "info", "error"]
    text: str
    who: str | None = None


class Refused(Msg):
    """The connection is refused or ended; ``reason`` is the one line to show."""

    type: Literal["refused"] = "refused"
    reason: str
    again: bool = True  # the client may join again by itself; not once another client has
    # taken its seat over (it would take the seat back from the player's new terminal)


class Ping(Msg):
    """Sent every ``PING_EVERY`` seconds: the client answers ``Pong``; either side that hears
    nothing from the other for ``SILENT_FOR`` seconds takes the connection for lost."""

    type: Literal["ping"] = "ping"


ClientMsg = Annotated[Hello | Answer | Undo | Say | Pong, Field(discriminator="type")]
HostMsg = Annotated[Welcome | State | Notice | Refused | Ping, Field(discriminator="type")]
CLIENT = TypeAdapter(ClientMsg)
HOST = TypeAdapter(HostMsg)


def encode(msg: Msg) -> bytes:
    return msg.model_dump_json().encode() + b"\n"


def decode(line: bytes, adapter: TypeAdapter):
    """One message from one line (``CLIENT``: read by the host, ``HOST``: by a client);
    ProtocolError with one line for anything else."""
    side, me = ("the client", "this host") if adapter is CLIENT else ("the host", "this client")
    try:
        raw = json.loads(line)
    except (ValueError, RecursionError):
        raise ProtocolError("malformed message (not JSON)") from None
    if not isinstance(raw, dict):
        raise ProtocolError("malformed message (not a JSON object)")
    theirs = raw.get("v")
    if type(theirs) is not int or theirs != VERSION:  # a JSON true is no version 1
        theirs = shown(str(theirs), QUOTE_CELLS) if type(theirs) is int else "?"
        raise ProtocolError(f"{side} speaks protocol version {theirs}, {me} version {VERSION}")
    try:  # a client's numbers are numbers: strict, so "decision": true is not decision 1
        return adapter.validate_python(raw, strict=adapter is CLIENT)
    except ValidationError as exc:
        raise ProtocolError(f"malformed message ({invalid(exc.errors()[0])})") from None


def invalid(err) -> str:
    """Where and why a message is malformed, quoting its input (a key, a type) as data, cut
    to ``QUOTE_CELLS``: the line goes to the host's log and back to the sender."""
    where = ".".join(shown(str(p), QUOTE_CELLS) for p in err["loc"])
    if err["type"] == "union_tag_invalid":
        ctx = err["ctx"]
        return (f"unknown message type \"{shown(str(ctx['tag']), QUOTE_CELLS)}\", not one "
                f"of {ctx['expected_tags']}")
    return f"{where}: {shown(err['msg'], QUOTE_CELLS * 2)}"


async def read_line(reader: asyncio.StreamReader) -> bytes | None:
    """The next line, None at the end of the stream; ProtocolError past the reader's cap."""
    try:
        return await reader.readuntil(b"\n")
    except asyncio.IncompleteReadError as exc:
        if exc.partial.strip():
            raise ProtocolError("the connection ended in the middle of a message") from None
        return None
    except asyncio.LimitOverrunError:
        raise ProtocolError("message too long") from None


# -- addresses ---------------------------------------------------------------------------------


def default_address() -> str:
    """``unix:`` a socket in the user's runtime folder, made private to the user (a folder
    that another user owns or may write to is refused: OSError)."""
    with warnings.catch_warnings():  # no XDG_RUNTIME_DIR: platformdirs warns, uses /tmp
        warnings.simplefilter("ignore")
        folder = platformdirs.user_runtime_path("exotica", appauthor=False)
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    st = folder.stat()
    if st.st_uid != os.getuid() or st.st_mode & 0o077:
        raise OSError(f"{folder} is not private to you; give --listen unix:PATH")
    return f"unix:{folder / 'host.sock'}"


def parse_address(text: str) -> tuple[str, str | Path, int]:
    """``unix:PATH`` -> ("unix", path, 0); ``tcp:HOST:PORT`` -> ("tcp", host, port) with a
    loopback host only. ValueError with a message for anything else."""
    kind, _, rest = text.partition(":")
    if kind == "unix" and rest:
        return "unix", Path(rest).expanduser(), 0
    if kind == "tcp":
        host, _, port = rest.rpartition(":")
        host = host.strip("[]")
        try:
            loopback = host == "localhost" or ipaddress.ip_address(host).is_loopback
            number = int(port)
        except ValueError:
            loopback, number = False, -1
        if not loopback:
            raise ValueError(f"{text!r}: only loopback addresses (127.0.0.1, ::1, localhost)")
        if not 0 <= number <= 65535:
            raise ValueError(f"{text!r}: the port must be a number 0-65535")
        return "tcp", host, number
    raise ValueError(f"{text!r}: an address is unix:PATH or tcp:HOST:PORT")


async def connect(address: str, limit: int = HOST_LINE_CAP):
    kind, where, port = parse_address(address)
    if kind == "unix":
        return await asyncio.open_unix_connection(os.fspath(where), limit=limit)
    reader, writer = await asyncio.open_connection(str(where), port, limit=limit)
    keepalive(writer)
    return reader, writer


def keepalive(writer: asyncio.StreamWriter) -> None:
    """TCP keepalive on a TCP connection (the kernel probes a link that went quiet: a dead
    network path ends the connection even if no ping is due); nothing on a unix socket."""
    sock = writer.get_extra_info("socket")
    if sock is None or sock.family not in (socket.AF_INET, socket.AF_INET6):
        return
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
    for option, seconds in (("TCP_KEEPIDLE", 10), ("TCP_KEEPINTVL", 5), ("TCP_KEEPCNT", 3)):
        if hasattr(socket, option):  # Linux names; other systems keep their defaults
            sock.setsockopt(socket.IPPROTO_TCP, getattr(socket, option), seconds)


def bound_address(address: str, sockets) -> str:
    """``address`` with the port the listening socket really got (``tcp:HOST:0`` asks the
    system for a free one: the join lines must name it)."""
    kind, where, port = parse_address(address)
    if kind != "tcp" or port != 0 or not sockets:
        return address
    real = sockets[0].getsockname()[1]
    return f"tcp:[{where}]:{real}" if ":" in str(where) else f"tcp:{where}:{real}"
