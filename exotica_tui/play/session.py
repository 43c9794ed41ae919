"""The session of a table: a game plus who sits where, and who is at the keyboard; the
hot-seat app and the host (``net.host``) each drive one.

No Textual here, so the privacy rules and auto-dissent can be tested without a screen.
Privacy (design.md, "The interface"): only ``game.view(keyboard)`` is ever rendered, and a
handoff is due whenever the next decision belongs to another human seat than the one at the
keyboard. Bots (a seat whose ``bot`` is set) answer without a handoff.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Protocol

from ..rules import Catalog, Game, GameConfig
from ..rules.decision import Decision
from ..rules.kinds import K
from ..rules.views import GameView
from .hands import HandSlots, Slots
from .setup import Seat, Setup


class Cards(Protocol):
    """What the widgets read of a game besides the view: the card catalog and the config."""

    catalog: Catalog
    config: GameConfig

    def card(self, card_id: str): ...
    def name(self, card_id: str) -> str: ...


class TableSession(Protocol):
    """What the table screen asks of a session: the hot-seat ``Session`` here, or a seat's
    ``net.client.RemoteSession`` fed by a host."""

    game: Cards
    keyboard: int | None
    auto_log: list[str]

    @property
    def seats(self) -> Sequence[Seat]: ...
    @property
    def pending(self) -> Decision | None: ...
    @property
    def open_hands(self) -> bool: ...
    def is_human(self, seat: int) -> bool: ...
    def view(self) -> GameView: ...
    def open_view(self, seat: int) -> GameView: ...
    def hand_slots(self, view: GameView) -> Slots: ...


def from_leader(view: GameView) -> list[int]:
    """The seats in turn order from the leader (the active player)."""
    n = len(view.players)
    return [(view.active + k) % n for k in range(n)]


def shown_hands(s: TableSession, me: int) -> dict[int, list[str]]:
    """The other seats' hands an open-hands game shows to ``me``, by seat; none otherwise."""
    if not s.open_hands:
        return {}
    return {seat: s.open_view(seat).players[seat].hand or []
            for seat in range(len(s.seats)) if seat != me}


class Session:
    """Drives a game for a table of seats; the UI asks it what to show and feeds it answers."""

    def __init__(self, setup: Setup, seed: int, answers: list[list[str]] | None = None,
                 game: Game | None = None):
        """Start a game, resume one by replaying its ``answers``, or continue ``game``."""
        self.setup = setup
        self.seed = seed
        self.game = game or Game.new(setup.config(seed))
        for keys in answers or []:
            self.game.answer(list(keys))
        self.keyboard: int | None = None  # the human seat whose view is on screen
        self.auto_log: list[str] = []  # answers the session gave by itself since the last one
        self.pace_bots = False  # leave bot decisions to the app once someone watches
        self.hands: dict[int, HandSlots] = {}  # each human seat's hand slots

    def start(self) -> bool:
        """Answer what needs no human, and seat the keyboard where no handoff is due: an open
        table seats its human at once, a table of bots only shows seat 0. Whether it answered
        anything (a resumed game's bots catch up): the app saves those answers at once, or
        every resume would replay the same bot moves (issue 30, item 5)."""
        if not any(self.is_human(i) for i in range(len(self.seats))):
            self.keyboard = 0
        before = len(self.game.record.answers)
        self.run_automatic()
        if self.setup.open_hands:
            self.sit()
        return len(self.game.record.answers) > before

    @property
    def seats(self) -> list[Seat]:
        return self.setup.seats

    @property
    def pending(self) -> Decision | None:
        return self.game.pending

    @property
    def open_hands(self) -> bool:
        return self.setup.open_hands

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].bot is None

    def view(self) -> GameView:
        """What the screen may show: the keyboard seat's view (seat 0 before anyone sat)."""
        return self.game.view(self.keyboard if self.keyboard is not None else 0)

    def public_view(self) -> GameView:
        """Only what everyone may see: no hand, no looked-at planets, no private log line."""
        view = self.game.view(0)  # a fresh view: ours to change
        for p in view.players:
            p.hand = None
        view.looking = []
        view.log = [e for e in view.log if not e.private]
        return view

    def open_view(self, seat: int) -> GameView:
        """Another seat's view; only for open-hands games."""
        assert self.setup.open_hands, "other hands are private"
        return self.game.view(seat)

    def hand_slots(self, view: GameView) -> Slots:
        """The slots (digits) of ``view``'s hand, its seat's (``play.hands``)."""
        return self.hands.setdefault(view.seat, HandSlots()).slots(
            view, len(self.game.record.answers))

    def bot_due(self) -> bool:
        d = self.game.pending
        return d is not None and not self.is_human(d.player)

    def run_automatic(self) -> None:
        """Answer every decision that needs no human: bots (unless paced while someone
        watches the table: the app then asks them at a readable pace), and
        auto-dissent: a follow that could do nothing (``rules.idle`` marks it) is dissented,
        which at least draws a card."""
        while (d := self.game.pending) is not None:
            seat = self.seats[d.player]
            if seat.bot is not None:
                if self.pace_bots and self.keyboard is not None:
                    return
                self.game.answer(seat.bot(self.game.view(d.player), d))
            elif (d.kind == K.FOLLOW and seat.auto_dissent
                  and any(o.key == "follow" and o.idle for o in d.options)):
                self.game.answer(["dissent"])
                self.auto_log.append(f"{seat.name} dissents automatically.")
            else:
                return

    def needs_handoff(self) -> bool:
        """Whether the pending decision belongs to a human who is not at the keyboard."""
        d = self.game.pending
        if d is None or self.setup.open_hands or not self.is_human(d.player):
            return False
        return self.keyboard != d.player

    def sit(self) -> None:
        """The human seat of the pending decision takes the keyboard (after a handoff)."""
        d = self.game.pending
        if d is not None and self.is_human(d.player):
            self.keyboard = d.player

    def settings(self) -> dict:
        """What a save keeps beside the record (``Setup.settings``)."""
        return self.setup.settings()

    def undo(self) -> None:
        """Take back the keyboard seat's own answers (rules.undo: never past new information).
        Raises UndoRefused with the reason."""
        from ..rules.undo import undo

        self.game = undo(self.game)
        self.auto_log.clear()

    def bot_task(self) -> tuple[Decision, Callable[[], list[str]]]:
        """The pending decision of a bot, and its bot's thinking as a call that reads no game
        state (the view is taken now, and the options' idle marks judged now: a bot reads a
        follow's, ``bots.base.idle_follow``), so it may run on another thread (a paced table)."""
        d = self.game.pending
        assert d is not None
        bot = self.seats[d.player].bot
        assert bot is not None
        for o in d.options:
            o.idle  # noqa: B018 (judged now, from the live game: Later)
        return d, partial(bot, self.game.view(d.player), d)

    def play_bot(self, d: Decision, keys: list[str]) -> bool:
        """Answer ``d`` with what its bot thought, unless it is no longer the pending
        decision (an undo replaced the game meanwhile)."""
        if self.game.pending is not d:
            return False
        self.answer(keys)
        return True

    def answer(self, keys: list[str]) -> None:
        self.game.answer(keys)
        self.auto_log.clear()
        self.run_automatic()
        if self.setup.open_hands:
            self.sit()
