"""What an empire shows of its tiles and of its face-down planets' prices comes from the view
(issue 31): the Fleet tile's face from ``PlayerView.fronts``, the Colonies a planet takes to
settle from ``PlanetView.settle`` for its owner (the Asteroid discount included), the printed
cost for everyone else."""

from __future__ import annotations

import pytest

from exotica_tui.tui import render
from tests.rules.builders import new_game
from tests.tui.escalation import escalation_game


@pytest.mark.card("gunsmoke-rock", "improved-mining")
def test_the_owner_sees_what_an_asteroid_takes_to_settle_others_its_printed_cost():
    game = new_game(2, sets=("base", "exotica"))
    pos = game.position()
    pos.clear()
    pl = pos.add_planet(0, "gunsmoke-rock", face_up=False)  # C4
    pl.colonies.append(pos.take("colonize"))
    pl.colony_value = 1
    game.players[0].set_mining("improved")  # Asteroids cost 1 less to settle
    mine = game.view(0).players[0]
    assert mine.planets[0].settle == 2  # 4 - 1 (Improved Mining) - 1 (a Colony)
    assert "colonies 1/3" in render.empire(game, mine, True, True).plain
    theirs = game.view(1).players[0]
    assert theirs.planets[0].settle is None
    assert "colonies 1/4" in render.empire(game, theirs, False, False).plain


def test_the_fleet_tiles_face_is_the_one_the_rules_list():
    game = escalation_game()
    game.players[0].set_fleet_tile("improved")
    pv = game.view(0).players[0]
    assert "improved-fleet" in pv.fronts
    assert "Improved Fleet" in render.empire(game, pv, True, True, fleet_face=True).plain
    other = game.view(0).players[1]
    assert "Basic Fleet" in render.empire(game, other, False, False, fleet_face=True).plain
