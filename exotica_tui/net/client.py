"""A seat's side of the wire, without Textual: ``RemoteSession`` (what the table screen asks
of a session, fed by the host's messages) and ``Link`` (connect, hello, read, join again).

The client holds no game: only its seat's view, its own decision and the card catalog, and
(for its replay) what the seat was shown at each update before.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque
from collections.abc import Callable
from dataclasses import replace

from ..play.hands import HandSlots, Slots
from ..play.replay import SeatReplay, Shown
from ..play.setup import Seat
from ..rules.catalog_cache import default_catalog
from ..rules.config import GameConfig
from ..rules.decision import Decision, Option
from ..rules.game import Game
from ..rules.indexes import CardIndex, index
from ..rules.scoring import Score
from ..rules.views import GameView, LogView
from . import protocol as p


class CardBook:
    """The part of a ``Game`` the widgets read: cards by id, the configuration (with no seed:
    a client must not be able to rebuild the decks), and the final scores once known."""

    name = Game.name

    def __init__(self, welcome: p.Welcome) -> None:
        self.catalog = default_catalog()
        self.card = index(self.catalog, CardIndex).__getitem__
        self.config = GameConfig.shaped(welcome.players, welcome.sets, welcome.extended)
        self.final: list[Score] | None = None

    @property
    def is_over(self) -> bool:
        return self.final is not None

    def scores(self) -> list[Score]:
        return self.final or []


KEPT_UPDATES = 2000  # the latest updates kept for the replay: ~4 KB each (packed, 0.4 ms to
# pack); a 5-seat whole-box game sends about one an answer, 730 in 2.9 MB; ~8 MB at most


class RemoteSession:
    """One seat at a remote table (``play.session.TableSession``): always at its own keyboard,
    never a handoff, never another seat's hand. It keeps what it was shown at each update
    (``shown``, the latest ``KEPT_UPDATES``) for ``replay``: nothing else reaches it."""

    open_hands = False

    def __init__(self, welcome: p.Welcome) -> None:
        self.me = self.keyboard = welcome.seat
        self.humans = welcome.humans
        self.seats = [Seat(name) for name in welcome.players]
        self.game = CardBook(welcome)
        self.auto_log: list[str] = []
        self.number = -1
        self.decision: Decision | None = None
        self.waiting: int | None = None
        self.away: list[int] = []
        self.sent = False  # an answer is on its way for ``number``
        self.slots = HandSlots()
        self._view: GameView | None = None
        self._log: list[LogView] = []  # the seat's game log
        self._talk: list[tuple[int, LogView]] = []  # table talk, after that many game lines
        self._merged: list[LogView] = []
        self.shown: deque[Shown] = deque(maxlen=KEPT_UPDATES)

    def update(self, state: p.State) -> None:
        self.number, self.sent = state.number, False
        self._log, kept = grown(self._log, state.log_start, state.view.log)
        self._view = state.view
        self.decision = decision_of(state.decision) if state.decision else None
        self.waiting, self.away = state.waiting, state.away
        self.game.final = state.scores
        self.auto_log = list(state.notes)
        if state.waiting is not None and state.waiting in state.away:
            self.auto_log.append(f"{self.seats[state.waiting].name} is disconnected: waiting")
        if state.unsaved:  # until the host saves again (net.saving)
            self.auto_log.append(f"NOT SAVED: {p.clean(state.unsaved)}")
        self._merge()
        self.shown.append(Shown.of(state.view, self.pending, self._log, len(self._log) - kept,
                                   state.scores))

    def replay(self) -> SeatReplay:
        """What this seat was shown so far, to step through (play/replay.py); once ``ready``."""
        return SeatReplay(self.me, [s.name for s in self.seats], self.game, self.shown)

    def talk(self, text: str) -> None:
        """A line of table talk or news, kept in the log where it came."""
        turn = self._view.turn_no if self._view else 0
        self._talk.append((len(self._log), LogView(turn, text, private=False)))
        self._merge()

    def _merge(self) -> None:
        out, talk = [], iter(self._talk)
        nxt = next(talk, None)
        for i, line in enumerate(self._log + [None]):
            while nxt is not None and nxt[0] <= i:
                out.append(nxt[1])
                nxt = next(talk, None)
            if line is not None:
                out.append(line)
        self._merged = out

    @property
    def ready(self) -> bool:
        return self._view is not None

    @property
    def pending(self) -> Decision | None:
        """Our own decision, or a stand-in naming the seat we wait for."""
        if self.decision is not None or self.waiting is None:
            return self.decision
        return Decision.waiting_for(self.waiting)

    def is_human(self, seat: int) -> bool:
        return self.humans[seat]

    def view(self) -> GameView:
        assert self._view is not None
        return replace(self._view, log=self._merged)

    def open_view(self, seat: int) -> GameView:
        raise AssertionError("other hands are private")

    def hand_slots(self, view: GameView) -> Slots:
        """The seat's hand slots (``play.hands``), by the number of the decision pending."""
        return self.slots.slots(view, self.number)


def grown(log: list[LogView], start: int, tail: list[LogView]) -> tuple[list[LogView], int]:
    """The seat's game log with the host's lines from ``start`` on, and how many of its lines
    stand. While the host only adds lines (or sends those held again: it sends them all to a
    seat that joins again), the same list, extended: the updates before keep their prefix of
    it. When it takes lines back (an undo), a new list."""
    start = min(start, len(log))
    held = log[start:]
    same = next((i for i, (a, b) in enumerate(zip(held, tail, strict=False)) if a != b),
                min(len(held), len(tail)))
    if same == len(held):
        log.extend(tail[same:])
        return log, start + same
    return log[:start + same] + tail[same:], start + same


def decision_of(msg: p.DecisionMsg) -> Decision:
    return Decision(msg.player, msg.kind, msg.prompt,
                    [Option(o.key, o.label, o.card, o.idle) for o in msg.options],
                    msg.min, msg.max, msg.ordered, msg.context)


RETRY_SECONDS = 1.0
RETRY_FOR = 600.0  # a client keeps trying to join again this long after losing the host
SILENT_FOR = p.SILENT_FOR  # seconds without a line from the host (it pings): lost


class Link:
    """The connection of one seat: says hello, hands each host message to ``on_message``, and
    joins again (same token) when the connection drops after a welcome, or when the host has
    said nothing for ``SILENT_FOR`` seconds (a frozen host or link). Answers the host's pings.
    Ends with the reason (a refusal, another client taking the seat over, or a host that stays
    away) given to ``on_end``."""

    def __init__(self, address: str, seat: str, token: str,
                 on_message: Callable[[p.Msg], None], on_lost: Callable[[str], None],
                 on_end: Callable[[str], None]) -> None:
        self.address, self.seat, self.token = address, seat, token
        self.on_message, self.on_lost, self.on_end = on_message, on_lost, on_end
        self.writer: asyncio.StreamWriter | None = None
        self.welcomed = self.ever = False  # let in on this connection / ever

    def send(self, msg: p.Msg) -> bool:
        if self.writer is None or self.writer.is_closing():
            return False
        self.writer.write(p.encode(msg))
        return True

    async def run(self) -> None:
        lost_at = 0.0
        loop = asyncio.get_running_loop()
        while True:
            self.welcomed = False
            try:
                reason = await self._once()
            except OSError as exc:
                reason = f"cannot reach the host at {self.address}: {exc.strerror or exc}"
            refused = reason.startswith(REFUSED) and not self.welcomed
            if refused or not self.ever:  # turned away, or never in
                self.on_end(reason.removeprefix(REFUSED))
                return
            if self.welcomed:
                lost_at = loop.time()
                self.on_lost(reason.removeprefix(REFUSED))
            elif loop.time() - lost_at > RETRY_FOR:
                self.on_end(f"the host has been away for {RETRY_FOR:g} s: {reason}")
                return
            await asyncio.sleep(RETRY_SECONDS)

    async def _once(self) -> str:
        """One connection, until it ends; the reason it ended. ``welcomed`` says whether the
        host let us in this time."""
        reader, writer = await p.connect(self.address)
        self.writer = writer
        try:
            writer.write(p.encode(p.Hello(seat=self.seat, token=self.token)))
            while (line := await heard(reader)) is not None:
                msg = p.decode(line, p.HOST)
                if isinstance(msg, p.Ping):
                    self.send(p.Pong())
                    continue
                if isinstance(msg, p.Refused):
                    self.welcomed &= msg.again  # taken over: joining again would take it back
                    return REFUSED + msg.reason
                if isinstance(msg, p.Welcome):
                    self.welcomed = self.ever = True
                self.on_message(msg)
            return "the host closed the connection"
        except p.ProtocolError as exc:
            return REFUSED + str(exc)
        except TimeoutError:  # before OSError, of which it is a kind
            return f"no word from the host for {SILENT_FOR:g} s"
        except OSError as exc:
            return f"connection lost: {exc.strerror or exc}"
        finally:
            self.writer = None
            with contextlib.suppress(Exception):
                writer.close()


REFUSED = "refused: "


async def heard(reader: asyncio.StreamReader) -> bytes | None:
    """The next line (``p.read_line``); TimeoutError if the host has said nothing for
    ``SILENT_FOR`` seconds. A process that wakes from SIGSTOP finds its timer run out with the
    host's lines waiting to be read: those are read first (a second, short wait)."""
    try:
        return await asyncio.wait_for(p.read_line(reader), SILENT_FOR)
    except TimeoutError:
        return await asyncio.wait_for(p.read_line(reader), 1.0)
