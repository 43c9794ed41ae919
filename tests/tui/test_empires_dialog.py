"""``e``: every empire in full, in a dialog, at every size (the table shows each empire in the
form its rows allow: at 80x24 with five seats, most of them in a line or by name)."""

from __future__ import annotations

import pytest

from exotica_tui.tui.screens.info import EmpiresScreen
from exotica_tui.tui.screens.table import TableScreen

from .driver import make_app, press, screen_text


@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
async def test_e_shows_every_empire_and_e_again_goes_back(size):
    app = make_app(["Ann", "Bob", "Cy", "Dee", "Eve"], seed=12, sets=["base", "escalation"])
    async with app.run_test(size=size) as pilot:
        await press(pilot, "enter")
        table, view = app.screen, app.session.view()
        assert isinstance(table, TableScreen)
        await press(pilot, "e")
        assert isinstance(app.screen, EmpiresScreen)
        text = screen_text(app)
        assert all(f"{pv.name}  ★" in text or f"{pv.name} (" in text for pv in view.players), text
        await press(pilot, "e")
        assert app.screen is table and app.session.view() == view
        await press(pilot, "e", "escape")
        assert app.screen is table

