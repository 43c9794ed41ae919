"""The handoff cover hides the whole table while the keyboard changes hands, at every size;
Enter shows the next player's table with the options focused."""

from __future__ import annotations

import random

import pytest

from exotica_tui.tui.widgets.prompt import ChoiceList

from .driver import covered, make_app, press, screen_text, step


@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
async def test_the_cover_hides_the_table_and_enter_seats_the_next_player(size):
    app = make_app(["Ann", "Bob", "Cy"], seed=3)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert covered(app) and "(you)" not in screen_text(app)
        assert isinstance(app.focused, ChoiceList)
        await press(pilot, "enter")
        await pilot.pause()
        assert not covered(app) and isinstance(app.focused, ChoiceList)
        me = app.session.game.players[app.session.keyboard]
        assert f"{me.name} (active) (you)" in screen_text(app)
        rng = random.Random(3)
        for _ in range(60):  # to the next handoff
            await step(pilot, app, rng)
            if covered(app):
                break
        await pilot.pause()
        assert covered(app) and "(you)" not in screen_text(app)
        await press(pilot, "enter")
        await pilot.pause()
        assert app.session.keyboard != me.seat and not covered(app)
        assert f"{app.session.game.players[app.session.keyboard].name}" in screen_text(app)


async def test_a_resize_under_the_cover_keeps_it_covering():
    app = make_app(["Ann", "Bob", "Cy"], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for size in [(120, 40), (80, 24)]:
            await pilot.resize_terminal(*size)
            await pilot.pause()
            assert covered(app) and "(you)" not in screen_text(app)
