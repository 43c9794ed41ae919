"""The hot-seat app: setup, then the table, handoffs between human seats, then game over.

The app holds a Session; every answer goes through ``Session.answer`` (``game.answer``), then
``advance`` decides what the screen shows next: game over, a handoff, or the refreshed table.
"""

from __future__ import annotations

import argparse
import dataclasses
import gc
import random
import sys
from collections.abc import Mapping
from typing import TYPE_CHECKING

from textual.app import App
from textual.timer import Timer
from textual.worker import Worker, WorkerState

from ..rules import Game, IllegalAnswer
from ..rules.decision import Decision
from .screens.table import TableScreen
from .session import Seat, Session, Setup, bot_seat, parse_seats

if TYPE_CHECKING:
    from ..saves import Autosaver, Loaded


class ExoticaApp(App):
    CSS_PATH = "exotica.tcss"
    TITLE = "Eminent Domain: Exotica"
    ENABLE_COMMAND_PALETTE = False  # its footer key would crowd 80 columns; nothing to search

    def __init__(self, setup: Setup | None = None, answers: list[list[str]] | None = None,
                 loaded: Loaded | None = None, autosave: bool = False,
                 pace: float = 0.0) -> None:
        """``setup`` skips the setup screen; ``answers`` resume its game after those answers,
        ``loaded`` continues a save (``open_save``). ``autosave`` makes a new save file
        for each new game. ``pace``: seconds between two bot answers while the table is
        watched (0: bots answer at once)."""
        super().__init__()
        self.pace = pace
        self.bot_timer: Timer | None = None
        self.thinking: tuple[Worker, Decision] | None = None  # a bot thinking on a thread
        self.thought: tuple[Decision, list[str]] | None = None  # its answer, not yet given
        self.initial = setup
        self.resume = answers
        self.loaded = loaded
        self.autosaver: Autosaver | None = None  # saves after every answer
        self.autosave = autosave
        self.session: Session | None = None
        self.table: TableScreen | None = None

    def on_mount(self) -> None:
        if self.loaded is not None:
            self.open_save(self.loaded)
        elif self.initial is not None:
            self.start_game(self.initial, self.resume)
        else:
            from .screens.setup import SetupScreen  # only now: a resumed game starts sooner

            self.push_screen(SetupScreen())

    def open_save(self, loaded: Loaded) -> None:
        """Continue a save exactly where it stopped, with the table settings it kept (bots,
        auto-dissent, open hands), saving on where ``saves.continue_in`` says. The one way a
        save is opened: ``exotica load``, ``exotica --resume`` and the list of saved games."""
        from ..saves import continue_in

        self.autosaver = continue_in(loaded)
        self.start_game(setup_of(loaded.game, loaded.save.settings), game=loaded.game)

    def start_game(self, setup: Setup, answers: list[list[str]] | None = None,
                   game: Game | None = None) -> None:
        seed = setup.seed if setup.seed is not None else random.randrange(1_000_000)
        if game is None:  # a new game never goes on in the file of the one before
            from ..saves import Autosaver

            self.autosaver = Autosaver() if self.autosave else None
        self.stop_bots()  # of a game before
        self.session = Session(setup, seed, answers, game)
        self.session.pace_bots = self.pace > 0
        self.session.start()
        gc.freeze()  # the loaded game and app are long-lived: spare them every collection
        self.table = TableScreen(self.session)
        if len(self.screen_stack) > 1:
            self.switch_screen(self.table)
        else:
            self.push_screen(self.table)
        self.advance()

    def answer(self, keys: list[str]) -> None:
        assert self.session is not None
        if self.session.bot_due():
            return  # a bot's turn to answer (keys of a prompt that was just replaced)
        try:
            self.session.answer(keys)
        except IllegalAnswer as exc:
            self.notify(str(exc), title="Not allowed", severity="error")
            return
        self.saved()
        self.advance()

    def undo(self) -> None:
        """``u``: take back the keyboard seat's own answers, as far as rules.undo allows."""
        from ..rules.undo import UndoRefused

        assert self.session is not None
        before = len(self.session.game.record.answers)
        try:
            self.session.undo()
        except UndoRefused as exc:
            self.notify(f"Cannot undo: {exc}", severity="warning")
            return
        taken = before - len(self.session.game.record.answers)
        self.notify(f"Took back {taken} answer(s).")
        self.saved()
        self.advance()

    def saved(self) -> None:
        """Autosave (a failed save keeps the last good file; a dialog says so, once the next
        screen is up, and play goes on)."""
        if self.autosaver is not None and self.session is not None:
            error = self.autosaver.save(self.session.game, self.session.settings())
            if error is not None:
                from .screens.info import SaveErrorScreen

                self.call_after_refresh(self.push_screen, SaveErrorScreen(str(error)))

    def advance(self) -> None:
        """Show what comes next: the final score, a handoff, or the table for the same seat."""
        s, table = self.session, self.table
        assert s is not None and table is not None
        with self.batch_update():
            self._advance(s, table)
        due = s.bot_due() and not s.game.is_over
        if due and self.bot_timer is None:  # the table's: it stops when the table closes
            self.bot_timer = table.set_interval(self.pace, self.bot_move)
        elif not due:
            self.stop_bots()

    def stop_bots(self) -> None:
        """No more bot moves (the table closes, or humans are asked); a bot still thinking
        is forgotten."""
        if self.bot_timer is not None:
            self.bot_timer.stop()
            self.bot_timer = None
        self.thinking = self.thought = None

    def bot_move(self) -> None:
        """A paced bot answer: one per tick of an interval timer, the log showing each move in
        turn. The bot thinks on a thread (the search bot takes up to a tenth of a second), so
        keys stay live meanwhile; a tick while it thinks is skipped, so the pace holds. Bots
        wait while a card, the log or the help covers the table (nothing is missed, and the
        game cannot end under them)."""
        s = self.session
        if self.screen is not self.table or s is None:
            return
        if self.thought is not None:
            (d, keys), self.thought = self.thought, None
            if s.play_bot(d, keys):
                self.saved()
                self.advance()
        elif self.thinking is None and s.bot_due():
            d, think = s.bot_task()
            self.thinking = (self.run_worker(think, thread=True, group="bot"), d)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """A bot has thought: its answer goes in at once, or once the table is back on
        screen. (A bot that raises stops the app with its error, like any bug.)"""
        if self.thinking is None or event.worker is not self.thinking[0]:
            return  # a worker of a game before
        if event.state == WorkerState.SUCCESS:
            self.thought = (self.thinking[1], event.worker.result)
            self.thinking = None
            self.bot_move()
        elif event.state in (WorkerState.ERROR, WorkerState.CANCELLED):
            self.thinking = None

    def _advance(self, s: Session, table: TableScreen) -> None:
        if s.game.is_over:
            from .screens.gameover import GameOverScreen

            self.switch_screen(GameOverScreen(s.game))
        elif s.needs_handoff():
            assert s.pending is not None
            table.cover(s.public_view(), s.pending, self._handed)
        else:
            table.refresh_view()

    def _handed(self) -> None:
        assert self.session is not None and self.table is not None
        self.session.sit()
        self.table.refresh_view()

    def play_again(self) -> None:
        assert self.session is not None
        self.start_game(dataclasses.replace(self.session.setup, seed=None))


def setup_of(game: Game, settings: Mapping[str, object] | None = None) -> Setup:
    """The setup of a loaded game: its configuration and the table settings its save kept
    (``Session.settings``: bot seats, auto-dissent, open hands). A seat whose bot this version
    does not know is played by a person."""
    from ..bots import known_bot, make_bot

    cfg, settings = game.config, settings or {}
    bots = settings.get("bots")
    bots = bots if isinstance(bots, dict) else {}
    dissent = settings.get("auto_dissent")
    dissent = dissent if isinstance(dissent, list) else []
    seats = []
    for i, name in enumerate(cfg.players):
        kind = bots.get(str(i))
        if isinstance(kind, str) and known_bot(kind):
            seats.append(bot_seat(name, kind, cfg.seed * 31 + i, make_bot))
        else:
            auto = dissent[i] if i < len(dissent) and isinstance(dissent[i], bool) else True
            seats.append(Seat(name, auto))
    return Setup(seats=seats, sets=list(cfg.sets), seed=cfg.seed, extended=cfg.extended,
                 scenarios=cfg.scenarios, open_hands=settings.get("open_hands") is True)


def setup_from_args(args: argparse.Namespace) -> Setup | None:
    """The setup given on the command line, or None to show the setup screen. Raises
    ValueError with a message for the player."""
    if not args.players:
        return None
    seed = args.seed if args.seed is not None else random.randrange(1_000_000)
    seats = parse_seats(args.players, not getattr(args, "no_auto_dissent", False), seed)
    setup = Setup(seats=seats, sets=args.sets or ["base"], seed=seed,
                  extended=getattr(args, "extended", False),
                  scenarios=getattr(args, "scenarios", None) or "none",
                  open_hands=getattr(args, "open_hands", False))
    return setup.check()


DEFAULT_SPEED = 3.0  # bot answers per second while someone watches


def run_app(args: argparse.Namespace, loaded: Loaded | None = None) -> int:
    """``exotica``: a new game (setup screen, or the flags), the demo, or a ``loaded`` save."""
    pace = 1 / (getattr(args, "speed", None) or DEFAULT_SPEED)
    try:
        if getattr(args, "demo", False):
            from .demo import DemoApp, demo_setup

            DemoApp(demo_setup(args.players, args.sets, args.seed), pace).run()
            return 0
        setup = setup_from_args(args) if loaded is None else None
    except ValueError as exc:
        print(f"exotica: {exc}", file=sys.stderr)
        return 2
    ExoticaApp(setup, loaded=loaded, autosave=True, pace=pace).run()
    return 0
