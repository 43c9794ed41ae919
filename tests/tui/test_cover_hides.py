"""The handoff cover stands in for the table: while it is up no cell of the table is drawn
(``#table`` is not displayed), and Enter brings the table back, laid out for the size the
terminal has then."""

from __future__ import annotations

import pytest

from .driver import covered, make_app, press, screen_text


@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
async def test_the_table_is_not_displayed_while_covered(size):
    app = make_app(["Ann", "Bob"], seed=2)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert covered(app) and not app.screen.query_one("#table").display
        text = screen_text(app)
        assert "Pass the keyboard to" in text and "'s hand (" not in text and "Turn 1 ·" not in text
        await press(pilot, "enter")
        assert not covered(app) and app.screen.query_one("#table").display
        assert "Turn 1 ·" in screen_text(app)


async def test_a_resize_under_the_cover_shows_the_table_at_the_new_size():
    app = make_app(["Ann", "Bob"], seed=2)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        assert covered(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await press(pilot, "enter")
        await pilot.pause()
        status = app.screen.query_one("#status")
        assert app.screen.has_class("-narrow") and status.outer_size.width == 80
        lines = screen_text(app).rstrip("\n").split("\n")
        assert len(lines) == 24 and "Turn 1 ·" in lines[0]
