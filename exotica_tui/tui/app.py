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
from typing import TYPE_CHECKING

from textual.app import App

from ..rules import Game, IllegalAnswer
from .screens.table import TableScreen
from .session import Seat, Session, Setup, parse_seats

if TYPE_CHECKING:
    from ..saves import Autosaver


class ExoticaApp(App):
    CSS_PATH = "exotica.tcss"
    TITLE = "Eminent Domain: Exotica"
    ENABLE_COMMAND_PALETTE = False  # its footer key would crowd 80 columns; nothing to search

    def __init__(self, setup: Setup | None = None, answers: list[list[str]] | None = None,
                 game: Game | None = None, autosaver: Autosaver | None = None,
                 autosave: bool = False) -> None:
        """``setup`` skips the setup screen; ``answers`` resume its game after those answers,
        ``game`` continues a loaded game. ``autosaver`` saves after every answer (a loaded
        game's); ``autosave`` makes a new save file for each new game."""
        super().__init__()
        self.initial = setup
        self.resume = answers
        self.loaded = game
        self.autosaver = autosaver
        self.autosave = autosave
        self.session: Session | None = None
        self.table: TableScreen | None = None

    def on_mount(self) -> None:
        if self.loaded is not None:
            self.start_game(self.initial or setup_of(self.loaded), game=self.loaded)
        elif self.initial is not None:
            self.start_game(self.initial, self.resume)
        else:
            from .screens.setup import SetupScreen  # only now: a resumed game starts sooner

            self.push_screen(SetupScreen())

    def start_game(self, setup: Setup, answers: list[list[str]] | None = None,
                   game: Game | None = None) -> None:
        seed = setup.seed if setup.seed is not None else random.randrange(1_000_000)
        if game is None and self.autosave:
            from ..saves import Autosaver

            self.autosaver = Autosaver()
        self.session = Session(setup, seed, answers, game)
        self.session.run_automatic()
        gc.freeze()  # the loaded game and app are long-lived: spare them every collection
        if setup.open_hands:
            self.session.sit()
        self.table = TableScreen(self.session)
        if len(self.screen_stack) > 1:
            self.switch_screen(self.table)
        else:
            self.push_screen(self.table)
        self.advance()

    def answer(self, keys: list[str]) -> None:
        assert self.session is not None
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


def setup_of(game: Game) -> Setup:
    """The setup of a loaded game: its configuration, every seat played by a person."""
    cfg = game.config
    return Setup(seats=[Seat(n) for n in cfg.players], sets=list(cfg.sets), seed=cfg.seed,
                 extended=cfg.extended, scenarios=cfg.scenarios)


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


def run_app(args: argparse.Namespace, game: Game | None = None,
            autosaver: Autosaver | None = None) -> int:
    """``exotica``: a new game (setup screen, or the flags), or ``game`` loaded from a save."""
    try:
        setup = setup_from_args(args) if game is None else None
    except ValueError as exc:
        print(f"exotica: {exc}", file=sys.stderr)
        return 2
    ExoticaApp(setup, game=game, autosaver=autosaver, autosave=game is None).run()
    return 0
