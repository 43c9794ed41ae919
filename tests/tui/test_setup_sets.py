"""The setup screen offers the installed card sets (base always; the Promo Pack only with
Escalation and Exotica) and refuses 5 seats without Escalation unless the house variant is on
(Exotica rulebook, "5 Player Setup - requires Escalation expansion")."""

from __future__ import annotations

import pytest
from textual.widgets import Checkbox, Input

from exotica_tui.rules import default_catalog
from exotica_tui.rules.config import FIVE_SEATS
from exotica_tui.tui.app import ExoticaApp
from exotica_tui.tui.screens.setup import SetupScreen

from .driver import press, screen_text

FIVE = ["Ann", "Bob", "Cy", "Dee", "Eve"]


async def fill(pilot, app: ExoticaApp, names: list[str], *ticks: str) -> None:
    for i, name in enumerate(names + [""] * (5 - len(names))):
        app.screen.query_one(f"#name-{i}", Input).value = name
    for box in ticks:
        app.screen.query_one(box, Checkbox).value = True
    await pilot.pause()


async def start(pilot, app: ExoticaApp, names: list[str], *ticks: str) -> None:
    """Fill the setup screen and press ctrl+s."""
    await fill(pilot, app, names, *ticks)
    await press(pilot, "ctrl+s")
    await pilot.pause()


async def test_five_seats_without_escalation_are_refused_with_one_line():
    app = ExoticaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await start(pilot, app, FIVE, "#set-exotica")
        assert isinstance(app.screen, SetupScreen)
        assert f"Cannot start: {FIVE_SEATS}" in " ".join(screen_text(app).split())


async def test_the_house_variant_starts_five_seats_without_escalation():
    app = ExoticaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await start(pilot, app, FIVE, "#five-without-escalation")
        config = app.session.game.config
        assert config.five_without_escalation and len(config.players) == 5


async def test_the_base_game_is_always_in_and_every_installed_set_is_offered():
    app = ExoticaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        base = app.screen.query_one("#set-base", Checkbox)
        assert base.value and base.disabled
        offered = {b.id.removeprefix("set-") for b in app.screen.query("#sets Checkbox")}
        assert offered == {"base"} | (set(default_catalog().sets) & {
            "escalation", "exotica", "exotica-promo"})
        await start(pilot, app, ["Ann", "Bob"], "#set-exotica")
        assert app.session.game.config.sets == ["base", "exotica"]


@pytest.mark.skipif(not {"escalation", "exotica-promo"} <= set(default_catalog().sets),
                    reason="the Escalation and Promo Pack cards are not installed")
async def test_the_promo_pack_is_offered_only_with_escalation_and_exotica():
    app = ExoticaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        promo = app.screen.query_one("#set-exotica-promo", Checkbox)
        assert promo.disabled
        await fill(pilot, app, ["Ann", "Bob"], "#set-escalation", "#set-exotica")
        assert not promo.disabled
        promo.value = True
        app.screen.query_one("#set-exotica", Checkbox).value = False
        await pilot.pause()
        assert promo.disabled and not promo.value
