"""``exotica`` flags that skip the setup screen."""

from __future__ import annotations

from exotica_tui.cli import build_parser, main
from exotica_tui.play.setup import setup_from_args
from exotica_tui.tui.app import ExoticaApp
from exotica_tui.tui.screens.table import TableScreen

from .driver import press


def test_flags_fill_the_setup():
    args = build_parser().parse_args(["--players", "Ann,Bob,Cy", "--sets", "base,exotica",
                                      "--seed", "7", "--extended", "--open-hands",
                                      "--no-auto-dissent"])
    setup = setup_from_args(args)
    assert [s.name for s in setup.seats] == ["Ann", "Bob", "Cy"]
    assert setup.sets == ["base", "exotica"] and setup.seed == 7 and setup.extended
    assert setup.open_hands and not any(s.auto_dissent for s in setup.seats)
    assert setup_from_args(build_parser().parse_args([])) is None  # the setup screen


def test_a_bad_table_is_refused_before_the_app_starts(capsys):
    assert main(["--players", "Ann,Bob", "--extended"]) == 2
    assert "the extended variant is for 3 players" in capsys.readouterr().err


async def test_open_hands_shows_every_hand_without_handoffs():
    args = build_parser().parse_args(["--players", "Ann,Bob", "--seed", "3", "--open-hands"])
    app = ExoticaApp(setup_from_args(args))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        other = 1 - app.session.keyboard
        empire = app.screen.empire_of(other).text.plain
        assert "Hand (open): " in empire
        hand = app.session.game.players[other].hand
        assert all(app.session.game.name(c) in empire for c in hand)
        seats = set()
        for _ in range(30):  # answers pass from seat to seat with no handoff between
            seats.add(app.session.pending.player)
            await press(pilot, "enter")
            assert isinstance(app.screen, TableScreen)
        assert seats == {0, 1}
