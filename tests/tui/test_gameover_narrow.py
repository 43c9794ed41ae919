"""The game-over table fits 80 columns: with five long names every column, total included,
is on the screen (the table narrows its columns instead of running off the edge)."""

import random

from exotica_tui.rules import Game, GameConfig
from exotica_tui.sim import random_answer
from exotica_tui.tui.app import ExoticaApp
from exotica_tui.tui.screens.gameover import GameOverScreen

from .driver import screen_text

NAMES = ["Annabelle Wintergreen-Xo", "Bob", "Cyrille Montgomery-Smyth", "Dee", "Eve"]


def finished_game() -> Game:
    game = Game.new(GameConfig(players=NAMES, seed=1, sets=["base", "escalation"]))
    rng = random.Random(1)
    while not game.is_over:
        game.answer(random_answer(game, game.pending, rng))
    return game


async def test_every_score_column_is_on_an_80_column_screen():
    game = finished_game()
    app = ExoticaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(GameOverScreen(game))
        await pilot.pause()
        rows = [line for line in screen_text(app).splitlines() if line.count("│") >= 9]
        assert rows and all(line.rstrip().endswith("│") for line in rows), rows
        header = next(line for line in screen_text(app).splitlines() if "rank" in line)
        assert "total" in header and "tie" in header
