"""The hot-seat app: setup, then the table, handoffs between human seats, then game over.

The app holds a Session; every answer goes through ``Session.answer`` (``game.answer``), then
``advance`` decides what the screen shows next: game over, a handoff, or the refreshed table.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys

from pydantic import ValidationError
from textual.app import App

from ..rules import IllegalAnswer
from .screens.gameover import GameOverScreen
from .screens.setup import SetupScreen
from .screens.table import TableScreen
from .session import Seat, Session, Setup


class ExoticaApp(App):
    CSS_PATH = "exotica.tcss"
    TITLE = "Eminent Domain: Exotica"
    ENABLE_COMMAND_PALETTE = False  # its footer key would crowd 80 columns; nothing to search

    def __init__(self, setup: Setup | None = None,
                 answers: list[list[str]] | None = None) -> None:
        """``setup`` skips the setup screen; ``answers`` resume its game after those answers."""
        super().__init__()
        self.initial = setup
        self.resume = answers
        self.session: Session | None = None
        self.table: TableScreen | None = None

    def on_mount(self) -> None:
        if self.initial is not None:
            self.start_game(self.initial, self.resume)
        else:
            self.push_screen(SetupScreen())

    def start_game(self, setup: Setup, answers: list[list[str]] | None = None) -> None:
        seed = setup.seed if setup.seed is not None else random.randrange(1_000_000)
        self.session = Session(setup, seed, answers)
        self.session.run_automatic()
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
        self.advance()

    def advance(self) -> None:
        """Show what comes next: the final score, a handoff, or the table for the same seat."""
        s, table = self.session, self.table
        assert s is not None and table is not None
        with self.batch_update():
            self._advance(s, table)

    def _advance(self, s: Session, table: TableScreen) -> None:
        if s.game.is_over:
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


def setup_from_args(args: argparse.Namespace) -> Setup | None:
    """The setup given on the command line, or None to show the setup screen."""
    if not args.players:
        return None
    names = [n.strip() for n in args.players.split(",") if n.strip()]
    dissent = not getattr(args, "no_auto_dissent", False)
    return Setup(seats=[Seat(n, dissent) for n in names], sets=args.sets or ["base"],
                 seed=args.seed, extended=getattr(args, "extended", False),
                 scenarios=getattr(args, "scenarios", None) or "none",
                 open_hands=getattr(args, "open_hands", False))


def run_app(args: argparse.Namespace) -> int:
    setup = setup_from_args(args)
    if setup is not None:
        try:
            setup.config(0)
        except ValidationError as exc:
            msg = "; ".join(e["msg"].removeprefix("Value error, ") for e in exc.errors())
            print(f"exotica: {msg}", file=sys.stderr)
            return 2
    ExoticaApp(setup).run()
    return 0
