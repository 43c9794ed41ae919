"""Game over: each player's score breakdown, exactly ``game.scores()``, and play again."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Horizontal, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Button, Footer, Static

from ...export import score_table
from ...rules.game import Game
from ...rules.points import winners as won
from ...usertext import shown
from .. import keys


class GameOverScreen(Screen):
    BINDINGS = [Binding("n", "again", "Play again"), Binding("s", "setup", "New setup"),
                Binding("l", "log", "Log"), Binding("x", "export", keys.label("x")),
                Binding("r", "replay", "Replay"), Binding("v", "review", "Review"),
                Binding("q", "app.quit", "Quit")]

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game
        self._replay = None

    def compose(self) -> ComposeResult:
        winners = [s.name for s in won(self.game.scores())]
        with VerticalScroll(id="gameover"):
            with Center():
                yield Static(Text(f"Game over: {' and '.join(winners)} "
                                  f"{'wins' if len(winners) == 1 else 'share the victory'}!"),
                             id="winner")
            with Center():
                yield Static(score_table(self.game), id="scores")
            with Center():
                yield Static(Text("tie-break: resources plus fighters in the empire"),
                             id="gameover-keys")
            with Center(), Horizontal(id="gameover-buttons"):
                yield Button("Play again (n)", id="again", variant="primary")
                yield Button("New setup (s)", id="setup")
                yield Button("Quit (q)", id="quit")
        yield Footer()

    class PlayAgain(Message):
        """The same table again with a new seed."""

    class NewSetup(Message):
        """The setup screen, filled in with this table."""

    def action_again(self) -> None:
        self.post_message(self.PlayAgain())

    def action_setup(self) -> None:
        self.post_message(self.NewSetup())

    def on_button_pressed(self, event: Button.Pressed) -> None:
        actions = {"again": self.action_again, "setup": self.action_setup, "quit": self.app.exit}
        actions[event.button.id or "quit"]()

    def action_log(self) -> None:
        from .info import LogScreen

        view = self.game.view(0)
        view.log = [e for e in view.log if not e.private]
        self.app.push_screen(LogScreen(view))

    def replay(self):
        """The game's replay (play/replay.py), made once."""
        from ...play.replay import Replay

        if self._replay is None:
            self._replay = Replay(self.game.record)
        return self._replay

    def action_replay(self) -> None:
        """``r``: the table again from the start, every hand open (issue 32)."""
        from .replay import replay_screen

        self.app.push_screen(replay_screen(self.replay()))

    def action_review(self) -> None:
        """``v``: how the game was won: scores over the turns, turning points."""
        from ...play.review import review
        from .review import ReviewScreen

        self.app.push_screen(ReviewScreen(self.replay(), review(self.replay())))

    def action_export(self) -> None:
        """``x``: the log and the scores as .txt and .html, beside the game's save."""
        from ...export import export
        from ...saves import SaveError, new_save_path

        saver = getattr(self.app, "autosaver", None)
        base = (saver.path if saver is not None else new_save_path()).with_suffix("")
        try:
            txt, html = export(self.game, base, force=True)  # its own export of before
        except SaveError as exc:
            self.app.notify(str(exc), title="Not exported", severity="error", markup=False)
            return
        self.app.notify(shown(f"Wrote {txt} and {html}"), title="Exported", timeout=8,
                        markup=False)
