"""The hot-seat app: setup, then the table, handoffs between human seats, then game over.

The app holds a Session; every answer goes through ``Session.answer`` (``game.answer``), then
``advance`` decides what the screen shows next: game over, a handoff, or the refreshed table.
"""

from __future__ import annotations

import dataclasses
import random
from contextlib import suppress
from typing import TYPE_CHECKING

from textual import events
from textual.app import App
from textual.binding import Binding
from textual.message import Message
from textual.timer import Timer
from textual.worker import Worker, WorkerState

from ..play.session import Session
from ..play.setup import Setup, setup_of
from ..rules import Game, IllegalAnswer
from ..rules.decision import Decision
from .screens import table as table_screen
from .screens.table import TableScreen
from .widgets.prompt import PromptPanel

if TYPE_CHECKING:
    from ..autosave import Autosaver
    from ..saves import Loaded
    from .screens.gameover import GameOverScreen
    from .screens.setup import SetupScreen


class SaveFailed(Message):
    """An autosave failed on its thread: the app fetches the error and shows it."""


class ExoticaApp(App):
    CSS_PATH = "exotica.tcss"
    TITLE = "Eminent Domain: Exotica"
    ENABLE_COMMAND_PALETTE = False  # its footer key would crowd 80 columns; nothing to search
    # ctrl+r: the table's r leads Research (the replay of the game so far; not on the bar)
    BINDINGS = [Binding("ctrl+r", "replay", "Replay", show=False)]

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
        self.save_due = False  # an answer is on screen, not yet handed to the autosaver
        self.autosave = autosave
        self.session: Session | None = None
        self.table: TableScreen | None = None
        self.key_time = self.key_gap = 0.0  # when the latest key came, and after how long
        self.settle_from: float | None = None  # the Enter that lifted the cover, until settled

    async def on_event(self, event: events.Event) -> None:
        """Time every key as it arrives (``event.time``, also for keys queued meanwhile): the
        handoff cover lets only a key that follows a pause through (``TableScreen``). An
        answer not saved yet is handed to the autosaver before any key acts (e.g. opens the
        saves)."""
        if isinstance(event, events.Key) and not event.is_forwarded:
            self.key_gap, self.key_time = event.time - self.key_time, event.time
            if self.save_due:
                self.show_save_error(self.take_save())
            if self.settling(event):
                return  # just after the handoff: a key meant for the cover
        await super().on_event(event)

    def settling(self, key: events.Key) -> bool:
        """Whether a key is dropped: after the handoff cover lifts, every key until one that
        follows a pause of ``SETTLE_QUIET`` (issue 30, item 3): a second Enter, or a held one,
        would answer the decision unseen."""
        if self.settle_from is None or key.key == "ctrl+q":
            return False
        quiet = table_screen.SETTLE_QUIET
        if key.time - self.settle_from < quiet or self.key_gap < quiet:
            return True
        self.settle_from = None
        return False

    def on_mount(self) -> None:
        if self.loaded is not None:
            self.open_save(self.loaded)
        elif self.initial is not None:
            self.start_game(self.initial, self.resume)
        else:
            from .screens.setup import SetupScreen  # only now: a resumed game starts sooner

            self.push_screen(SetupScreen())

    def open_save(self, loaded: Loaded, read_only: bool = False) -> None:
        """Continue a save exactly where it stopped, with the table settings it kept (bots,
        auto-dissent, open hands), saving on where ``autosave.continue_in`` says. The one way a
        save is opened: ``exotica load``, ``exotica --resume`` and the list of saved games.
        A save another running exotica has open is offered read-only (nothing saved) or
        left for a new game (``OpenElsewhere``)."""
        from ..autosave import continue_in
        from ..savelock import Locked

        autosaver = None
        if not read_only:
            try:
                autosaver = continue_in(loaded)
            except Locked as exc:
                from .screens.saves import OpenElsewhere

                self.push_screen(OpenElsewhere(loaded.path, str(exc)),
                                 lambda choice: self.opened_elsewhere(loaded, choice))
                return
        self.keep_saving(autosaver)
        self.start_game(setup_of(loaded.game, loaded.save.settings), game=loaded.game)
        if read_only:
            self.notify("Read-only: this game is open elsewhere; nothing here is saved.",
                        title="Not saved", timeout=8)

    def opened_elsewhere(self, loaded: Loaded, choice: str | None) -> None:
        """Read-only, a new game (the setup screen, where ctrl+o came from or anew), or back
        to where ctrl+o came from (from the command line: exit 2)."""
        from .screens.setup import SetupScreen

        if choice == "read":
            self.open_save(loaded, read_only=True)
        elif len(self.screen_stack) > 1:
            return  # the setup screen (ctrl+o) is still there
        elif choice == "new":
            self.push_screen(SetupScreen())
        else:
            self.exit(return_code=2)

    def keep_saving(self, saver: Autosaver | None) -> None:
        """Save on with ``saver`` (after the save before is closed); a write of it that fails
        on its thread is shown at once (``SaveFailed``)."""
        self.close_save()
        self.autosaver = saver
        if saver is not None:
            saver.on_fail = self.save_failed

    def save_failed(self) -> None:
        """On the writer thread: a write failed. Once the app has stopped, ``close_save``
        reports it instead."""
        with suppress(RuntimeError):  # the event loop is closed
            self.post_message(SaveFailed())

    def on_save_failed(self, _: SaveFailed) -> None:
        if self.autosaver is not None:
            self.show_save_error(self.autosaver.untold())

    def close_save(self) -> str | None:
        """Let go of the save file of the game before (its lock), once its last write is done.
        If that write failed unseen, a running app says so; the error is returned too."""
        pending = self.take_save()
        saver, self.autosaver = self.autosaver, None
        error = (saver.close() if saver is not None else None) or pending
        if error is not None and self.is_running:
            self.notify(str(error), title="Not saved", severity="error", markup=False)
        return None if error is None else str(error)

    def start_game(self, setup: Setup, answers: list[list[str]] | None = None,
                   game: Game | None = None) -> None:
        seed = setup.seed if setup.seed is not None else random.randrange(1_000_000)
        if game is None:  # a new game never goes on in the file of the one before
            saver = None
            if self.autosave:  # only then: the autosave module costs the start 10 ms
                from ..autosave import Autosaver

                saver = Autosaver()
            self.keep_saving(saver)
        self.stop_bots()  # of a game before
        self.session = Session(setup, seed, answers, game)
        self.session.pace_bots = self.pace > 0
        if self.session.start():
            self.saved()  # the bots' moves up to the first human (a resumed game's catch-up)
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
            self.notify(str(exc), title="Not allowed", severity="error", markup=False)
            return
        self.saved()
        self.advance()

    def on_setup_screen_start(self, event: SetupScreen.Start) -> None:
        self.start_game(event.setup)

    def on_setup_screen_open(self, event: SetupScreen.Open) -> None:
        self.open_save(event.loaded)

    def on_game_over_screen_play_again(self, _event: GameOverScreen.PlayAgain) -> None:
        self.play_again()

    def on_game_over_screen_new_setup(self, _event: GameOverScreen.NewSetup) -> None:
        from .screens.setup import SetupScreen

        assert self.session is not None
        self.switch_screen(SetupScreen(self.session.setup))

    def on_prompt_panel_answered(self, event: PromptPanel.Answered) -> None:
        self.answer(event.keys)

    def on_table_screen_undo_asked(self, _event: TableScreen.UndoAsked) -> None:
        self.undo()

    def undo(self) -> None:
        """``u``: take back the keyboard seat's last answer, if rules.undo allows; the prompt
        says what happened above its options (a toast would cover them at 80x24)."""
        from ..rules.undo import UndoRefused

        assert self.session is not None and self.table is not None
        try:
            self.session.undo()
        except UndoRefused as exc:
            self.table.notice = f"Cannot undo: {exc}."
            self.table.refresh_view()
            return
        self.table.notice = "Took back your last answer (u again: the one before)."
        self.saved()
        self.advance()

    def saved(self) -> None:
        """Autosave once the screen shows the answer (the key's path to the screen does not
        wait for it), written on a thread (``autosave.Autosaver.post``); answers given before
        that are saved together. A failed save keeps the last good file; a dialog says so as
        soon as the write fails (or with the next answer), and play goes on."""
        if self.autosaver is not None and not self.save_due:
            self.save_due = True
            self.call_after_refresh(lambda: self.show_save_error(self.take_save()))

    def take_save(self) -> Exception | None:
        """Hand the game as it is now to the autosaver if an answer is not saved yet; the
        error of a write before, if it was not shown."""
        due, self.save_due = self.save_due, False
        if due and self.autosaver is not None and self.session is not None:
            return self.autosaver.post(self.session.game, self.session.settings())
        return None

    def show_save_error(self, error: Exception | None) -> None:
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
        game cannot end under them). A bot's thought that lands after the app closed its
        screens (the demo's ``q``) is dropped."""
        s = self.session
        if not self.screen_stack or self.screen is not self.table or s is None:
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

    def action_replay(self) -> None:
        """The game so far, read-only, with the replay's step keys (Esc: back to the table):
        as the seat at the keyboard saw it (its own hand only), every hand once the game is
        over (``ReplaySession.of_table``). Not under a handoff cover (the next seat's table
        is not shown yet), nor over a dialog or a replay already open."""
        from ..play.replay import ReplaySession
        from .screens.replay import ReplayScreen  # a replay's modules load when asked for

        s, table = self.session, self.table
        if s is None or table is None or self.screen is not table or table.covered:
            return
        self.push_screen(ReplayScreen(ReplaySession.of_table(
            s.game, s.keyboard, s.keyboard is not None and s.is_human(s.keyboard))))

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
