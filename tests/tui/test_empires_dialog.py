"""``e``: every empire in full in a dialog, over the table at any size; ``e`` or Esc: back."""

from __future__ import annotations

import random

import pytest

from exotica_tui.tui.screens.info import EmpiresScreen
from exotica_tui.tui.screens.table import TableScreen

from .driver import covered, make_app, press, screen_text, step
from .probe_table import header_pattern


@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
async def test_e_shows_every_empire_and_e_goes_back(size):
    app = make_app(["Ann", "Bob", "Cy", "Dee", "Eve"], seed=5, sets=["base", "escalation"])
    rng = random.Random(3)
    async with app.run_test(size=size) as pilot:
        for _ in range(40):  # a few answers in: planets and ships to show
            await step(pilot, app, rng)
        while not isinstance(app.screen, TableScreen) or covered(app):
            await step(pilot, app, rng)
        table, view = app.screen, app.session.view()
        await press(pilot, "e")
        assert isinstance(app.screen, EmpiresScreen)
        text = screen_text(app)
        assert all(header_pattern(pv.name).search(text) for pv in view.players), text
        await press(pilot, "e")
        assert app.screen is table and app.session.view() == view
