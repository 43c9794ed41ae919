"""A game watched again from its record: every position of it, any one at once (issue 32).

A save is the record of a game (its configuration and every answer). ``Replay`` plays the
record through once and keeps a checkpoint after every answer: the state pickled (in memory
only, never written; ~12 KB), the log's length and the decision then pending. A position is
that state in a copy of the finished game (``Replay.at``): no answer is replayed to reach it,
so any step is as near as the next (~0.2 ms, then the views). The game's flow (a generator)
cannot be copied, so a position is read-only: it is viewed and scored, never answered.

What a replay may show (``Sight``): a finished game every hand; an unfinished one only what
everyone saw (no hand, no look, no private log line), unless its own seat watches it (a
hot-seat player, a host's or a join client's seat): then that seat's view only.

A join client has no record (the answers and the seed stay with the host): ``SeatReplay``
steps over the views its seat received instead (``Shown``, one an update), with the same
turn index (``Steps``) and the same ``ReplaySession``; it can show nothing it was not sent.
"""

from __future__ import annotations

import copy
import pickle
import zlib
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum

from ..rules import Game, GameRecord
from ..rules.decision import Decision
from ..rules.scoring import Score
from ..rules.views import GameView, LogView, build_view
from .hands import Slots
from .session import Cards
from .setup import Seat

MARK = "▶ "  # begins the log lines of the current step (a mark, not only a colour)
NO_SEAT = -1  # the view of no seat: every secret hidden (``views.player_view``'s ``mine``)


@dataclass(slots=True, frozen=True)
class Checkpoint:
    """The game after ``step`` answers (step 0: set up, before the first answer)."""

    state: bytes  # the State, pickled
    log_len: int
    pending: Decision | None
    turn: int


class Steps:
    """The turn index of a sequence of positions (steps ``0..last``, each in a turn): where the
    step keys go. A record's ``Replay`` and a seat's ``SeatReplay`` each have one."""

    def __init__(self, turns: Sequence[int]) -> None:
        self.turns = list(turns)  # the turn of each step
        self.turn_starts: dict[int, int] = {}  # turn -> its first step
        for step, turn in enumerate(self.turns):
            self.turn_starts.setdefault(turn, step)

    @property
    def last(self) -> int:
        return len(self.turns) - 1

    def turn_of(self, step: int) -> int:
        return self.turns[step]

    def next_turn(self, step: int) -> int:
        """The first step of the turn after ``step``'s (the last step if none)."""
        later = [s for t, s in self.turn_starts.items() if t > self.turn_of(step)]
        return min(later, default=self.last)

    def previous_turn(self, step: int) -> int:
        """The first step of ``step``'s turn, or of the turn before if already there."""
        start = self.turn_starts[self.turn_of(step)]
        if start < step:
            return start
        return max((s for s in self.turn_starts.values() if s < step), default=0)

    def turn_start(self, turn: int) -> int:
        """The first step of ``turn`` (the nearest turn there is)."""
        turns = sorted(self.turn_starts)
        nearest = min(turns, key=lambda t: (abs(t - turn), t))
        return self.turn_starts[nearest]


class Replay(Steps):
    """The checkpoints of a record, its turn index, and the positions built from them."""

    KEPT = 8  # positions kept built (stepping back and forth revisits a few)

    def __init__(self, record: GameRecord) -> None:
        """Play ``record`` through, by its own rules revision (a checked save's: ``saves.load``;
        a live game's record is copied, so that its answers to come do not reach here)."""
        self.record = record = GameRecord(config=record.config, answers=list(record.answers))
        self.final = Game.new(record.config)  # its log and cards are every position's
        self.checkpoints = [self._checkpoint(self.final)]
        for keys in record.answers:
            self.final.answer(list(keys))
            self.checkpoints.append(self._checkpoint(self.final))
        super().__init__([cp.turn for cp in self.checkpoints])
        self.names = list(record.config.players)
        self._built: OrderedDict[int, Game] = OrderedDict()
        self._lines: dict[int, tuple[list[LogView], list[int]]] = {}  # (``seat_lines``)
        self._views: list[LogView] | None = None

    @staticmethod
    def _checkpoint(game: Game) -> Checkpoint:
        return Checkpoint(pickle.dumps(game.s, pickle.HIGHEST_PROTOCOL), len(game.log),
                          game.pending, game.s.turn_no)

    @property
    def finished(self) -> bool:
        return self.final.is_over

    def final_scores(self) -> list[Score]:
        return self.final.scores()

    def at(self, step: int) -> Game:
        """The game after ``step`` answers, read-only (views and scores only)."""
        game = self._built.get(step)
        if game is not None:
            self._built.move_to_end(step)
            return game
        cp = self.checkpoints[step]
        game = copy.copy(self.final)
        game.s = pickle.loads(cp.state)
        game.log = self.final.log[:cp.log_len]
        game.pending = cp.pending
        game.record = GameRecord(config=self.record.config,
                                 answers=self.record.answers[:step])
        game.log_views = PrefixLogs(game.log, self)  # (views.log_views reads it)
        game.planet_views = game.pools = None  # caches of another state
        game.empires, game.marks = {}, []
        game._gen = None  # never answered: the flow is the finished game's
        self._built[step] = game
        if len(self._built) > self.KEPT:
            self._built.popitem(last=False)
        return game

    def seat_lines(self, seat: int, n: int) -> list[LogView]:
        """The lines of the log's first ``n`` entries that ``seat`` may read (``NO_SEAT``: the
        public ones), filtered once for the whole log: a position's log is its prefix."""
        if seat not in self._lines:
            if self._views is None:  # each line's view, made once for every seat
                self._views = [LogView(e.turn, e.text, e.seat is not None)
                               for e in self.final.log]
            lines, counts = [], [0]
            for e, v in zip(self.final.log, self._views, strict=True):
                if e.seat is None or e.seat == seat:
                    lines.append(v)
                counts.append(len(lines))
            self._lines[seat] = (lines, counts)
        lines, counts = self._lines[seat]
        return lines[:counts[n]]

    def pending_at(self, step: int) -> Decision | None:
        return self.checkpoints[step].pending

    def view_at(self, step: int, seat: int, public: bool) -> GameView:
        """The position of ``step`` as ``seat`` sees it, or (``public``) as nobody's seat."""
        game = self.at(step)
        return public_view(game, seat) if public else game.view(seat)

    def fresh_lines(self, step: int, seat: int | None) -> int:
        """How many of the log lines the step's answer wrote ``seat`` reads (None: public)."""
        log = self.final.log
        return sum(1 for i in self.step_entries(step)
                   if log[i].seat is None or log[i].seat == seat)

    def step_entries(self, step: int) -> range:
        """Where the log lines the step's answer wrote are (step 0: the set-up's lines)."""
        before = self.checkpoints[step - 1].log_len if step else 0
        return range(before, self.checkpoints[step].log_len)


@dataclass(slots=True, frozen=True)
class Shown:
    """One update a joined seat received (``net.client.RemoteSession``): its view and decision
    as they came, packed (pickled and compressed, in memory only: ~2.5 KB where the objects
    take ~30 KB), its game log then (the first ``log_len`` lines of ``log``, a list shared
    with the updates before while the log only grows) and how many of those lines were new."""

    packed: bytes  # the view (without its log lines: they are in ``log``) and the decision
    turn: int
    log: list[LogView]
    log_len: int
    fresh: int
    scores: list[Score] | None  # once the game is over

    @classmethod
    def of(cls, view: GameView, pending: Decision | None, log: list[LogView], fresh: int,
           scores: list[Score] | None) -> Shown:
        """``pending``: the seat's own decision, or a stand-in for the seat it waits for."""
        bare = replace(view, log=[])
        packed = zlib.compress(pickle.dumps((bare, pending), pickle.HIGHEST_PROTOCOL), 1)
        return cls(packed, view.turn_no, log, len(log), fresh, scores)

    def unpacked(self) -> tuple[GameView, Decision | None]:
        """The view (with its log then) and the decision, as received."""
        view, pending = pickle.loads(zlib.decompress(self.packed))
        view.log = self.log[:self.log_len]
        return view, pending


class SeatReplay(Steps):
    """What one seat was shown, update by update: positions built from nothing but what it
    received, so a replay of them can show no more (the seat's own hand, its own private lines,
    the public rest). ``cards``: the seat's card book (play/session.py ``Cards``)."""

    def __init__(self, seat: int, names: Sequence[str], cards: Cards,
                 shown: Sequence[Shown]) -> None:
        assert shown, "a seat's replay begins with its first update"
        super().__init__([s.turn for s in shown])
        self.seat, self.names, self.cards, self.shown = seat, list(names), cards, list(shown)
        self._open: tuple[int, GameView, Decision | None] | None = None  # the step unpacked

    @property
    def finished(self) -> bool:
        return self.shown[-1].scores is not None

    def final_scores(self) -> list[Score]:
        return self.shown[-1].scores or []

    def at(self, step: int) -> Cards:
        return self.cards

    def _unpacked(self, step: int) -> tuple[GameView, Decision | None]:
        if self._open is None or self._open[0] != step:
            self._open = (step, *self.shown[step].unpacked())
        return self._open[1:]

    def pending_at(self, step: int) -> Decision | None:
        return self._unpacked(step)[1]

    def view_at(self, step: int, seat: int, public: bool) -> GameView:
        """The view the seat received at ``step``, with its log then (a copy: ours to mark)."""
        assert seat == self.seat and not public, "a seat's replay holds its own view only"
        view = self._unpacked(step)[0]
        return replace(view, log=list(view.log))

    def fresh_lines(self, step: int, seat: int | None) -> int:
        return self.shown[step].fresh


Positions = Replay | SeatReplay  # what a ``ReplaySession`` steps through


class PrefixLogs:
    """A position's log lines for ``views.log_views`` (which takes them from the game's
    ``log_views`` while its ``log`` is the same list): the prefixes of the whole log's."""

    __slots__ = ("log", "replay")

    def __init__(self, log: list, replay: Replay) -> None:
        self.log, self.replay = log, replay

    def lines(self, seat: int) -> list[LogView]:
        return self.replay.seat_lines(seat, len(self.log))


class Sight(Enum):
    """What a replay shows: every hand (a finished game), one seat's view, or public facts."""

    OPEN = "open"
    SEAT = "seat"
    PUBLIC = "public"


def sight_of(finished: bool, seat: int | None = None) -> Sight:
    """A finished game is open; an unfinished one shows ``seat``'s view if its own seat
    watches it (the hot-seat player, a host's or a join client's seat), else public facts."""
    if finished:
        return Sight.OPEN
    return Sight.PUBLIC if seat is None else Sight.SEAT


def public_view(game: Game, seat: int) -> GameView:
    """What everyone may see, oriented to ``seat`` (the deciding one): the view of no seat
    (no hand, no face-down front, no look, no private line) with ``seat`` as its own."""
    view = build_view(game, NO_SEAT)
    view.seat = seat
    return view


class ReplaySession:
    """A read-only ``TableSession`` (play/session.py) over a ``Replay``: the table shows the
    position of ``step``, as the seat of ``sight`` sees it; no seat is at the keyboard to
    answer (``is_human`` is False everywhere: the table shows no prompt)."""

    def __init__(self, replay: Positions, sight: Sight = Sight.PUBLIC,
                 seat: int | None = None, step: int = 0) -> None:
        assert (sight is Sight.SEAT) == (seat is not None), "a seat's sight names the seat"
        assert sight is not Sight.OPEN or replay.finished, "an unfinished game's hands"
        self.replay, self.sight, self.own = replay, sight, seat
        self.seats: Sequence[Seat] = [Seat(name) for name in replay.names]
        self.auto_log: list[str] = []
        self.step = 0
        self.goto(step)

    @classmethod
    def of_table(cls, game: Game, keyboard: int | None, human: bool) -> ReplaySession:
        """The replay a table offers while its game goes on (hot-seat ``Session``, or a host's
        own seat): the game so far as the seat at its keyboard saw it, if a person sits there
        (``human``); public facts otherwise; every hand once the game is over. At the end
        of the record, where the table is."""
        seat = keyboard if human and keyboard is not None else None
        replay = Replay(game.record)
        return cls(replay, sight_of(replay.finished, seat),
                   None if replay.finished else seat, replay.last)

    # -- the TableSession protocol ---------------------------------------------------------

    @classmethod
    def of_seat(cls, shown: SeatReplay) -> ReplaySession:
        """What a joined seat was shown, at its last update (where its table is)."""
        return cls(shown, Sight.SEAT, shown.seat, shown.last)

    @property
    def game(self) -> Cards:
        return self.replay.at(self.step)

    @property
    def keyboard(self) -> int:
        """Whose view is shown: the own seat, else who decides next (the leader at the end)."""
        if self.own is not None:
            return self.own
        d = self.pending
        return d.player if d is not None else self.replay.at(self.step).s.active

    @property
    def pending(self) -> Decision | None:
        return self.replay.pending_at(self.step)

    @property
    def open_hands(self) -> bool:
        return self.sight is Sight.OPEN

    def is_human(self, seat: int) -> bool:
        return False

    def view(self) -> GameView:
        seat, public = self.keyboard, self.sight is Sight.PUBLIC
        view = self.replay.view_at(self.step, seat, public)
        self._mark(view, None if public else seat)
        return view

    def hand_slots(self, view: GameView) -> Slots:
        """The hand in its order: a replay steps both ways, so no slot is kept from a step
        before (``play.hands`` keeps digits still for a player's fingers)."""
        return tuple(view.players[view.seat].hand or [])

    def open_view(self, seat: int) -> GameView:
        assert self.open_hands, "other hands are private"
        return self.replay.view_at(self.step, seat, False)

    # -- stepping --------------------------------------------------------------------------

    def goto(self, step: int) -> None:
        self.step = max(0, min(step, self.replay.last))
        r = self.replay
        self.auto_log[:] = [f"REPLAY {self.step}/{r.last}"]
        if self.step == r.last and r.finished:  # the end: the final scores, best first
            ranked = sorted(r.final_scores(), key=lambda s: (s.rank, s.seat))
            self.auto_log.append("final: " + ", ".join(
                f"{s.name} {s.total}" + (" ★" if s.rank == 1 else "") for s in ranked))

    def move(self, how: str) -> None:
        """``forward``/``back`` one answer, ``next_turn``/``previous_turn``, ``home``/``end``."""
        r, step = self.replay, self.step
        self.goto({"forward": step + 1, "back": step - 1, "home": 0, "end": r.last,
                   "next_turn": r.next_turn(step), "previous_turn": r.previous_turn(step)}[how])

    def goto_turn(self, turn: int) -> None:
        self.goto(self.replay.turn_start(turn))

    def _mark(self, view: GameView, seat: int | None) -> None:
        """Mark the log lines of this step's answer (those ``seat`` may read; None: public)."""
        mine = self.replay.fresh_lines(self.step, seat)
        if mine:
            view.log[-mine:] = [replace(e, text=MARK + e.text) for e in view.log[-mine:]]
