"""``exotica --demo``: computer players at every seat, open hands, one game after another at a
pace a watcher can follow, until ``q`` or Ctrl+C."""

from __future__ import annotations

from textual.binding import Binding

from ..play.session import Session
from ..play.setup import Setup, parse_seats
from .app import ExoticaApp
from .screens.gameover import GameOverScreen

DEMO_SEATS = "bot:greedy,bot:search,bot:expert:0.2,bot:learned"
DEMO_SETS = ["base", "exotica"]
PAUSE_AFTER_GAME = 30  # the final score stays up as long as this many bot answers


def demo_setup(players: str | None = None, sets: list[str] | None = None,
               seed: int | None = None) -> Setup:
    """The demo table: four bots (greedy, search, expert, learned) with Exotica unless told
    otherwise; every hand open. A new seed each game unless ``seed`` fixes the first one."""
    seats = parse_seats(players or DEMO_SEATS, seed=seed or 0)
    return Setup(seats=seats, sets=sets or DEMO_SETS, seed=seed, open_hands=True).check()


class DemoApp(ExoticaApp):
    """The app with nobody to ask: bots answer at ``pace``; after the final score a new game
    starts with a new seed. Never saves."""

    BINDINGS = [Binding("q", "quit", "Quit demo"),  # not over typing in the setup
                Binding("ctrl+c", "quit", "Quit", show=False, priority=True)]

    def __init__(self, setup: Setup, pace: float, answers: list[list[str]] | None = None,
                 ) -> None:
        super().__init__(setup, answers, pace=pace)

    def advance(self) -> None:
        super().advance()
        assert self.session is not None
        if self.session.game.is_over:
            self.after_game(self.session)

    def after_game(self, session: Session) -> None:
        """A new game once the final score has been up a while (later if the log is open over
        it; never if ``n`` already started one or ``s`` opened the setup)."""
        self.set_timer(self.pace * PAUSE_AFTER_GAME, lambda: self.next_game(session))

    def next_game(self, after: Session) -> None:
        if self.session is not after:
            return
        if isinstance(self.screen, GameOverScreen):
            self.play_again()
        elif any(isinstance(s, GameOverScreen) for s in self.screen_stack):
            self.after_game(after)
