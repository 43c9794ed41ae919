"""The setup screen at 80x24 and 60x20: the start button is in view without scrolling, and the
extended variant is an option of its own, not a third card set."""

from __future__ import annotations

import pytest
from textual.widgets import Button, Checkbox

from exotica_tui.tui.app import ExoticaApp

from .driver import screen_text


@pytest.mark.parametrize("size", [(80, 24), (60, 20)])
async def test_the_start_button_is_in_view_and_every_option_reads_whole(size):
    app = ExoticaApp()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        start = app.screen.query_one("#start", Button)
        assert app.screen.region.contains_region(start.region)
        assert start.region.bottom < size[1]  # above the key footer
        drawn = screen_text(app)
        assert "Start game" in drawn
        for check in app.screen.query(Checkbox):
            assert str(check.label) in drawn
        sets = app.screen.query_one("#sets")
        assert not sets.query("#extended")  # a variant, not a card set
        for button in app.screen.query("RadioButton"):
            assert str(button.label) in drawn, drawn
