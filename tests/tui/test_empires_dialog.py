"""``e`` at 80x24: it scrolls the others' empires, and when the options took their rows (the
table hides them rather than cut the options) it shows every empire in a dialog."""

from __future__ import annotations

import random

from textual import events

from exotica_tui.tui.screens.info import EmpiresScreen
from exotica_tui.tui.screens.table import TableScreen

from .driver import covered, make_app, press, screen_text, step


async def test_e_shows_every_empire_when_the_options_took_the_others_rows():
    app = make_app(["Ann", "Bob"], seed=12, sets=["base", "escalation"])
    rng = random.Random(3)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(200):
            await pilot.pause()
            if (isinstance(app.screen, TableScreen) and not covered(app)
                    and not app.screen.query_one("#empires").display):
                break
            assert await step(pilot, app, rng) != "over"
        else:
            raise AssertionError("no decision hid the others' empires")
        table, view = app.screen, app.session.view()
        other = view.players[1 - view.seat].name
        assert f"{other} " not in screen_text(app)
        await press(pilot, "e")
        assert isinstance(app.screen, EmpiresScreen)
        text = screen_text(app)
        assert all(f"{pv.name} " in text for pv in view.players), text
        await press(pilot, "e")
        assert app.screen is table and app.session.view() == view


async def scrolling_others(pilot, app):
    """Plays until the others' empires are shown and need scrolling: their box."""
    rng = random.Random(1)
    for _ in range(200):
        await pilot.pause()
        if (isinstance(app.screen, TableScreen) and not covered(app)
                and (box := app.screen.query_one("#empires")).display
                and box.max_scroll_y > 0):
            return box
        assert await step(pilot, app, rng) != "over"
    raise AssertionError("the others' empires never needed scrolling")


async def test_e_scrolls_the_others_when_they_are_shown():
    app = make_app(["Ann", "Bob", "Cy", "Dee", "Eve"], seed=5, sets=["base", "escalation"])
    async with app.run_test(size=(80, 24)) as pilot:
        box = await scrolling_others(pilot, app)
        table = app.screen
        top = screen_text(app)
        await press(pilot, "e")
        assert app.screen is table and box.scroll_y > 0 and screen_text(app) != top
        box.scroll_home(animate=False)
        await pilot.pause()
        assert screen_text(app) == top


async def test_the_wheel_scrolls_the_others():
    """The others' empires are one widget that scrolls itself: the mouse wheel over it scrolls
    them as over any scrolling box."""
    app = make_app(["Ann", "Bob", "Cy", "Dee", "Eve"], seed=5, sets=["base", "escalation"])
    async with app.run_test(size=(120, 30)) as pilot:
        box = await scrolling_others(pilot, app)
        top = screen_text(app)
        assert box.show_vertical_scrollbar  # the lines are drawn beside it
        assert box.virtual_size.width == box.size.width - box.styles.scrollbar_size_vertical
        box.post_message(events.MouseScrollDown(box, 1, 1, 0, 1, 0, False, False, False))
        await pilot.pause()
        assert box.scroll_y > 0 and screen_text(app) != top
