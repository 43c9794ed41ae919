"""The Mining tile of each Exotica empire: its face, what it does now and what Improved Mining
would add with its cost, all read from the catalog (cards/exotica/tiles.toml)."""

from __future__ import annotations

import pytest

from exotica_tui.rules import Game, GameConfig
from exotica_tui.tui import render

from ..rules.builders import changed_catalog
from .driver import make_app, press, screen_text


@pytest.fixture
def game() -> Game:
    return Game.new(GameConfig(players=["Ann", "Bob"], seed=1, sets=["base", "exotica"]))


def test_every_word_comes_from_the_catalog():
    game = Game.new(GameConfig(players=["Ann", "Bob"], seed=1, sets=["base", "exotica"]),
                    changed_catalog({
                        "mining": {"name": "Drill", "text": "Action: dig.", "short": "dig"},
                        "improved-mining": {"name": "Big Drill", "cost": 7, "short": "deeper",
                                            "text": "Action: as Drill. Dig deeper."}}))
    line = render.mining_tile(game, "basic", "line").plain
    assert line == "Drill: basic · Big Drill (7 Research)"
    assert render.mining_tile(game, "basic", "short").plain == (
        "Drill: basic · dig\nBig Drill (7 Research): deeper")
    assert render.mining_tile(game, "basic", "full").plain == (
        "Drill: basic\nAction: dig.\nBig Drill (7 Research) adds: Dig deeper.")
    assert render.mining_tile(game, "improved", "full").plain == (
        "Big Drill\nAction: dig. Dig deeper.")
    assert render.mining_tile(game, "improved", "short").plain == "Big Drill · dig; deeper"
    assert render.mining_tile(game, "improved", "line").plain == "Big Drill"


@pytest.mark.parametrize("size, mine", [((80, 24), "short"), ((160, 50), "full")])
async def test_each_exotica_empire_shows_its_tile(size, mine):
    app = make_app(["Ann", "Bob"], seed=3, sets=["base", "exotica"])
    async with app.run_test(size=size) as pilot:
        await press(pilot, "enter")
        await pilot.pause()
        game, me = app.session.game, app.session.keyboard
        shown = [e for e in app.screen.shown_empires() if e.mining]
        assert len(shown) == 2
        left = app.screen.query_one("#left").region.width  # the empires' column, no more
        drawn = " ".join(line[:left] for line in screen_text(app).splitlines())
        drawn = " ".join(drawn.replace("▌", " ").split())  # without the tile's left edge
        for seat in (0, 1):
            want = render.mining_tile(game, "basic", mine if seat == me else "line")
            assert app.screen.empire_of(seat).mining == want
            if seat == me or size[0] > 100:  # narrow: the others may be below the options
                assert " ".join(want.plain.split()) in drawn


async def test_a_base_game_has_no_tile():
    app = make_app(["Ann", "Bob"], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        assert not any(e.mining for e in app.screen.shown_empires())
