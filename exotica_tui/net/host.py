"""The host: the one live game, its bots and its autosave, and a connection per human seat.

The autosave is written on a background thread (``autosave.Autosaver``), so a write never
holds up the event loop; a client is sent a new state only once that state is saved, so a
host killed (kill -9) at any moment resumes at least where every client was.

Each seat has a random secret token. A client first says hello (seat and token), then gets
its seat's view after every change and may answer its own decisions, undo, or talk. All game
work runs on the event loop, one message at a time, so the game is never seen half-changed.
A slow reader never holds the table up: its messages wait in its own outbox, and a client
that falls too far behind (or does not drain within ``send_timeout``) is disconnected; it can
join again with its token.

Liveness: the host pings every client every ``ping_every`` seconds and drops one it has not
heard from for ``silent_for`` (a frozen process, a dead SSH link: the host may have nothing
else to send it while its seat's decision waits, so nothing else would notice). The right
token takes a seat over at once from a client that does not answer a ping within
``probe_for``; a client that answers keeps its seat.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from ..play.session import Session
from ..rules import IllegalAnswer
from ..rules.decision import Decision
from ..rules.points import winners
from ..rules.words import count
from ..usertext import QUOTE_CELLS, shown
from . import protocol as p
from .limits import TALK_LINES, TALK_SECONDS, CappedLog, Window
from .saving import Saving


@dataclass(eq=False)
class Conn:
    seat: int
    writer: asyncio.StreamWriter
    outbox: deque[bytes] = field(default_factory=deque)
    state_due: bool = True
    log_sent: int = 0  # log lines of the seat's view this client has
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    draining: bool = False  # the sender waits for the client to read
    closed: bool = False
    sender: asyncio.Task | None = None
    keeper: asyncio.Task | None = None  # pings the client, drops it once silent
    heard: float = 0.0  # loop time of the latest line from the client
    alive: asyncio.Event = field(default_factory=asyncio.Event)  # set by every line


LINGER = 600.0
"""Seconds a dropped connection stays half open: a client that wakes (SIGCONT) reads every line
up to the one saying why, and its pongs meanwhile are read and thrown away; a connection
closed at once would make its first pong fail, and the error would hide those lines."""


def decision_msg(d: Decision) -> p.DecisionMsg:
    return p.DecisionMsg(player=d.player, kind=d.kind, prompt=d.prompt,
                         options=[p.OptionMsg(key=o.key, label=o.label, card=o.card,
                                              idle=o.idle) for o in d.options],
                         min=d.min, max=d.max, ordered=d.ordered, context=d.facts())


def unoffered(d: Decision | None, keys: list[str]) -> str | None:
    """Keys the decision does not offer, quoted as data (cut to ``QUOTE_CELLS``)."""
    offered = d.keys() if d else []
    bad = [k for k in keys if k not in offered]
    return f"not allowed: not an option here: {shown(', '.join(bad), QUOTE_CELLS)}" \
        if bad else None


UNKNOWN = secrets.token_urlsafe(16)  # compared against when no human seat has the name


def new_tokens(session: Session) -> dict[str, str]:
    return {s.name: secrets.token_urlsafe(16) for s in session.seats if s.bot is None}


class Host(Saving):
    """Serves one ``Session`` (bots answer inside it at once) to a client per human seat."""

    def __init__(self, session: Session, tokens: dict[str, str],
                 save: Callable[[], str | None] = lambda: None,
                 log: Callable[[str], None] = print, hello_timeout: float = 10.0,
                 send_timeout: float = 10.0, outbox_cap: int = 256, pace: float = 0.0,
                 flush: Callable[[], str | None] | None = None,
                 ping_every: float = p.PING_EVERY, silent_for: float = p.SILENT_FOR,
                 probe_for: float = 1.0, save_retry: float = 5.0) -> None:
        """``save``, ``flush``, ``save_retry``: see ``Saving``; ``log`` takes plain lines;
        ``pace``: seconds between two bot answers once the game is hosted (0: at once)."""
        self.session = session
        self.tokens = tokens
        self.log = log
        self.init_saving(save, flush, save_retry)
        self.hello_timeout, self.send_timeout, self.outbox_cap = (
            hello_timeout, send_timeout, outbox_cap)
        self.number = 0  # of the pending decision; every change of the game makes a new one
        self.conns: dict[int, Conn] = {}
        self.sent: Callable[[int, bytes], None] | None = None  # a witness of every byte sent
        self.pace = pace
        self.ping_every, self.silent_for, self.probe_for = ping_every, silent_for, probe_for
        self.claims: set[int] = set()  # seats being taken over (their old client is pinged)
        self.seen: set[int] = set()  # seats that had a client: the next one is "back"
        self.talk = {i: Window(TALK_LINES, TALK_SECONDS) for i in range(len(session.seats))}
        self.hushed: set[int] = set()  # seats told that they talk too much
        self.refusals = CappedLog(lambda line: self.log(line))  # before a seat is known
        self.bot_step: asyncio.Handle | asyncio.Task | None = None
        session.run_automatic()  # bots before the first human decision answer at once
        if pace > 0:  # then at a pace the seats can follow, thinking on a thread
            session.pace_bots, session.keyboard = True, 0  # "someone watches the table"

    @property
    def game(self):
        return self.session.game

    # -- connections -------------------------------------------------------------------------

    async def handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        conn: Conn | None = None
        try:
            conn = await self._greet(reader, writer)
            if conn is not None:
                await self._serve(conn, reader)
        except p.ProtocolError as exc:
            self._refuse(writer, str(exc), conn)
        except (ConnectionError, OSError, asyncio.CancelledError):
            pass  # a closed connection, or a host shutting down: nothing more to say
        finally:
            if conn is not None:
                self.drop(conn)
            with contextlib.suppress(Exception):
                writer.close()

    async def _greet(self, reader, writer) -> Conn | None:
        try:
            line = await asyncio.wait_for(p.read_line(reader), self.hello_timeout)
        except TimeoutError:
            raise p.ProtocolError(f"too slow: no hello within {self.hello_timeout:g} s") from None
        if line is None:
            return None
        hello = p.decode(line, p.CLIENT)
        if not isinstance(hello, p.Hello):
            raise p.ProtocolError("say hello (seat and token) first")
        names = [s.name for s in self.session.seats]
        seat = self._seat_of(hello, names)
        await self._claim(seat)
        self.tell("info", self._arrival(seat))  # the others
        conn = self.conns[seat] = Conn(seat, writer, heard=asyncio.get_running_loop().time())
        writer.transport.set_write_buffer_limits(high=64 * 1024)
        p.keepalive(writer)
        s = self.session
        self._queue(conn, p.Welcome(seat=seat, players=names,
                                    humans=[s.is_human(i) for i in range(len(names))],
                                    sets=list(self.game.config.sets),
                                    extended=self.game.config.extended))
        conn.sender = asyncio.get_running_loop().create_task(self._sender(conn))
        conn.keeper = asyncio.get_running_loop().create_task(self._keepalive(conn))
        self.log(f"{hello.seat} joined")
        self.send_states()  # who is away changed
        return conn

    def _seat_of(self, hello: p.Hello, names: list[str]) -> int:
        """The seat the hello's token opens. Before that, a refusal tells nothing of the
        table: the same line (quoting the seat asked for, cut) whether there is no such seat,
        a bot plays it or the token is wrong, after the same constant-time compare."""
        token = self.tokens.get(hello.seat)
        if not secrets.compare_digest(hello.token.encode(), (token or UNKNOWN).encode()) \
                or token is None:
            raise p.ProtocolError(f"no seat \"{shown(hello.seat, QUOTE_CELLS)}\" with that "
                                  "token at this table")
        return names.index(hello.seat)

    async def _claim(self, seat: int) -> None:
        """Free the seat for a client that gave its token, or ProtocolError: a seat whose
        client answers a ping within ``probe_for`` stays with it; one whose client does not (a
        frozen process, a dead link) is taken over at once, the old connection closed with a
        line saying why (and told not to join again by itself: it would take the seat back)."""
        name = self.session.seats[seat].name
        old = self.conns.get(seat)
        taken = p.ProtocolError(f"seat {name} is taken: another client plays it")
        if seat in self.claims:  # another client is taking it over right now
            raise taken
        if old is None:
            return
        self.claims.add(seat)
        try:
            old.alive.clear()
            self._queue(old, p.Ping())
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(old.alive.wait(), self.probe_for)
        finally:
            self.claims.discard(seat)
        if old.alive.is_set() or self.conns.get(seat) not in (old, None):
            raise taken
        self.drop(old, f"another client took over seat {name}", again=False, lost=True)

    def _arrival(self, seat: int) -> str:
        """What the others are told when a client takes the seat."""
        name = self.session.seats[seat].name
        back = seat in self.seen
        self.seen.add(seat)
        return f"{name} is back." if back else f"{name} joined the table."

    async def _keepalive(self, conn: Conn) -> None:
        """Ping the client every ``ping_every`` seconds; drop it once it has been silent for
        ``silent_for`` (its seat is free: its player joins again with the same line)."""
        loop = asyncio.get_running_loop()
        while not conn.closed:
            due = loop.time() + self.ping_every
            await asyncio.sleep(self.ping_every)
            if loop.time() - due > self.ping_every:  # the host itself was stopped, not the
                conn.heard = loop.time()  # client: its pongs wait, unread, in the socket
            if loop.time() - conn.heard >= self.silent_for:
                self.drop(conn, f"no word from the client for {self.silent_for:g} s", lost=True)
            else:
                self._queue(conn, p.Ping())

    async def _serve(self, conn: Conn, reader) -> None:
        loop = asyncio.get_running_loop()
        while (line := await p.read_line(reader)) is not None:
            if conn.closed:  # dropped (``drop``): what a client that just woke sends is lost
                continue
            conn.heard = loop.time()
            conn.alive.set()
            msg = p.decode(line, p.CLIENT)
            if isinstance(msg, p.Say):
                self._say(conn, msg.text)
            elif isinstance(msg, p.Answer | p.Undo):
                self._act(conn, msg)
            elif isinstance(msg, p.Pong):
                pass  # heard: that is all a pong is for
            else:
                self._queue(conn, p.Notice(kind="error", text="already said hello"))
            await asyncio.sleep(0)  # let the senders run between two messages

    def _say(self, conn: Conn, text: str) -> None:
        """Table talk for every seat, at most ``TALK_LINES`` lines in ``TALK_SECONDS`` a seat:
        a line past that is not even cleaned; the seat is told once until it may talk again."""
        if not self.talk[conn.seat].allow():
            if conn.seat not in self.hushed:
                self.hushed.add(conn.seat)
                self._queue(conn, p.Notice(kind="error", text=f"too much talk: at most "
                                           f"{TALK_LINES} lines in {TALK_SECONDS:g} s"))
            return
        self.hushed.discard(conn.seat)
        text = p.clean(text)
        if text:
            self.tell("say", text, who=self.session.seats[conn.seat].name)

    def _act(self, conn: Conn, msg: p.Answer | p.Undo) -> None:
        d = self.game.pending
        if msg.decision != self.number or d is None:
            why = "that decision has already been answered"
        elif d.player != conn.seat:
            why = "it is not your decision"
        else:
            why = self._apply(msg)
        if why:
            self._queue(conn, p.Notice(kind="error", text=why))

    def _apply(self, msg: p.Answer | p.Undo) -> str | None:
        from ..rules.undo import UndoRefused

        try:
            if isinstance(msg, p.Answer):
                if bad := unoffered(self.game.pending, msg.keys):
                    return bad
                self.session.answer(list(msg.keys))
            else:
                before = len(self.game.record.answers)
                self.session.undo()
                self.session.run_automatic()
                taken = before - len(self.game.record.answers)
                self.tell("info", f"{self.session.seats[self.game.pending.player].name} took "
                                  f"back {count(taken, 'answer')}.")
        except IllegalAnswer as exc:
            return f"not allowed: {exc}"
        except UndoRefused as exc:
            return f"cannot undo: {exc}"
        self.changed(undone=isinstance(msg, p.Undo))
        return None

    def changed(self, undone: bool = False) -> None:
        """The game moved on: save, and send every client its new view."""
        self.number += 1
        if self.game.is_over:
            top = [s.name for s in winners(self.game.scores())]
            self.log(f"game over: {' and '.join(top)} won; ctrl+c stops the host")
        if undone:
            for conn in self.conns.values():
                conn.log_sent = 0  # the log was rebuilt
        self.save_and_send()
        if self.session.bot_due() and self.bot_step is None:
            self.bot_step = asyncio.get_running_loop().call_later(self.pace, self._bot_move)

    def _bot_move(self) -> None:
        self.bot_step = asyncio.get_running_loop().create_task(self._bot_think())

    async def _bot_think(self) -> None:
        """One paced bot answer (``Session.bot_task``: the bot reads no live game state)."""
        d, think = self.session.bot_task()
        keys = await asyncio.to_thread(think)
        self.bot_step = None
        if self.session.play_bot(d, keys):
            self.changed()

    def send_states(self) -> None:
        for conn in self.conns.values():
            conn.state_due = True
            conn.wake.set()

    def tell(self, kind: str, text: str, who: str | None = None) -> None:
        """A line for every client's log (table talk, joins, departures)."""
        for conn in list(self.conns.values()):
            self._queue(conn, p.Notice(kind=kind, text=text, who=who))  # type: ignore[arg-type]

    def _queue(self, conn: Conn, msg: p.Msg) -> None:
        if conn.closed:
            return
        if conn.draining and len(conn.outbox) >= self.outbox_cap:
            self.drop(conn, "too slow: it does not read what the host sends")
            return
        conn.outbox.append(p.encode(msg))
        conn.wake.set()

    async def _sender(self, conn: Conn) -> None:
        while not conn.closed:
            await conn.wake.wait()
            conn.wake.clear()
            if conn.closed:
                return
            frames = list(conn.outbox)
            conn.outbox.clear()
            if conn.state_due and self.saved == self.number:  # else once it is saved
                conn.state_due = False
                frames.append(p.encode(self.state_for(conn)))
            self._write(conn, b"".join(frames))
            conn.draining = True
            try:
                await asyncio.wait_for(conn.writer.drain(), self.send_timeout)
            except TimeoutError:
                self.drop(conn, f"too slow: nothing read for {self.send_timeout:g} s")
            except (ConnectionError, OSError):
                self.drop(conn)
            conn.draining = False

    def _write(self, conn: Conn, data: bytes) -> None:
        if self.sent is not None:
            self.sent(conn.seat, data)
        conn.writer.write(data)

    def state_for(self, conn: Conn) -> p.State:
        """The seat's own view (only the log lines it does not have yet) and decision."""
        game = self.game
        view = game.view(conn.seat)  # a fresh view: ours to change
        start = conn.log_sent if conn.log_sent <= len(view.log) else 0
        conn.log_sent = len(view.log)
        view.log = view.log[start:]
        d = game.pending
        return p.State(
            number=self.number, view=view,
            log_start=start, decision=decision_msg(d) if d and d.player == conn.seat else None,
            waiting=d.player if d else None, notes=list(self.session.auto_log),
            away=[i for i in range(len(self.session.seats))
                  if self.session.is_human(i) and i not in self.conns],
            scores=game.scores() if game.is_over else None, unsaved=self.unsaved)

    def _refuse(self, writer, reason: str, conn: Conn | None, again: bool = True) -> None:
        who = self.session.seats[conn.seat].name if conn else "a client"
        (self.log if conn else self.refusals)(f"refused {who}: {shown(reason)}")  # input: data
        with contextlib.suppress(Exception):
            writer.write(p.encode(p.Refused(reason=reason, again=again)))

    def drop(self, conn: Conn, reason: str = "", again: bool = True, lost: bool = False) -> None:
        """Close a seat's connection (once); the others are told and wait for it. ``lost``:
        the client went silent (the others read "Ann lost connection."); ``again``: whether
        it may join again by itself (not once another client has its seat)."""
        if conn.closed:
            return
        conn.closed = True
        conn.wake.set()
        name = self.session.seats[conn.seat].name
        if reason:
            self._refuse(conn.writer, reason, conn, again)
        with contextlib.suppress(Exception):
            conn.writer.write_eof()  # ``_serve`` reads on until the client closes, or ...
            asyncio.get_running_loop().call_later(LINGER, conn.writer.transport.abort)
        if conn.keeper is not None:
            conn.keeper.cancel()
        if self.conns.get(conn.seat) is conn:
            del self.conns[conn.seat]
            self.log(f"{name} disconnected" + (f" ({reason})" if reason else ""))
            self.tell("info", f"{name} lost connection." if lost else f"{name} disconnected.")
            self.send_states()

