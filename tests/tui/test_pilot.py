"""A complete 2-seat game played to the game-over screen through key presses only."""

from __future__ import annotations

import random

from exotica_tui.tui.screens.gameover import GameOverScreen

from .driver import make_app, screen_text, step


async def test_full_game_by_keys_reaches_game_over_with_the_scores():
    app = make_app(["Ann", "Bob"], seed=4)
    rng = random.Random(4)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(1000):  # leading Produce empties its stack soon: a short game
            if await step(pilot, app, rng, prefer={"role": "P"}) == "over":
                break
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        game = app.session.game
        assert game.is_over
        text = screen_text(app)
        for s in game.scores():
            row = next(line for line in text.splitlines() if f" {s.name}" in line and "│" in line)
            cells = [c.strip() for c in row.split("│") if c.strip()]
            assert cells[2:] == [str(v) for v in (s.tokens, s.planets, s.techs, s.other,
                                                   s.total, s.tiebreak)]
