"""``x`` on the game-over screen writes the log and the scores as text and HTML."""

from __future__ import annotations

from textual.app import App

from exotica_tui import autosave
from exotica_tui.rules import Game, GameConfig
from exotica_tui.tui.screens.gameover import GameOverScreen

from .conftest import play


class Host(App):
    def __init__(self, game: Game, autosaver: autosave.Autosaver | None) -> None:
        super().__init__()
        self.game, self.autosaver = game, autosaver

    def on_mount(self) -> None:
        self.push_screen(GameOverScreen(self.game))


async def test_x_exports_beside_the_save():
    game = play(Game.new(GameConfig(players=["Dee", "Eve"], seed=4)), 100_000)
    autosaver = autosave.Autosaver()
    autosaver.save(game)
    app = Host(game, autosaver)
    async with app.run_test() as pilot:
        await pilot.press("x")
        await pilot.pause()
    base = autosaver.path.with_suffix("")
    text = base.with_suffix(".txt").read_text()
    assert "Final scores" in text and "The game is over." in text
    assert "<html" in base.with_suffix(".html").read_text()


async def test_an_export_that_cannot_be_written_is_reported(tmp_path):
    game = play(Game.new(GameConfig(players=["Dee", "Eve"], seed=4)), 100_000)
    blocker = tmp_path / "file"
    blocker.write_text("")
    app = Host(game, autosave.Autosaver(blocker / "game.json"))
    notes = []
    app.notify = lambda message, **kw: notes.append((message, kw))
    async with app.run_test() as pilot:
        await pilot.press("x")
        await pilot.pause()
    ((message, kw),) = notes
    assert "cannot write to" in message and kw["severity"] == "error"
