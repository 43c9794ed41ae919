"""Ships are a typed fleet (rules/fleet.py): Fighters, Destroyers, Battlecruisers by size.

Only Fighters are used by the base game and Exotica; a fleet of Fighters only must digest
exactly as the single Fighter count did before, or old saves would no longer load.
"""

import pytest

from exotica_tui.rules.fleet import SIZES, Fleet
from exotica_tui.rules.views import full_state

from .builders import new_game


def test_a_fleet_counts_each_size_and_never_goes_negative():
    f = Fleet()
    f.add("fighter", 3)
    f.add("destroyer", 2)
    f.add("fighter", -1)
    assert f.by_size() == {"fighter": 2, "destroyer": 2, "battlecruiser": 0}
    assert f.total() == 4 and tuple(f.by_size()) == SIZES
    with pytest.raises(ValueError, match="only 2 destroyer"):
        f.add("destroyer", -3)
    assert f.destroyers == 2


def test_a_fleet_of_fighters_only_digests_as_the_old_fighter_count():
    g = new_game(3)
    g.players[1].fleet.add("fighter", 4)
    entries = [{k: v for k, v in q.items() if k == "fighters" or k == "ships"}
               for q in full_state(g)["players"]]
    assert entries == [{"fighters": 0}, {"fighters": 4}, {"fighters": 0}]
    before = g.digest()
    g.players[1].fleet.add("destroyer", 1)
    assert full_state(g)["players"][1]["ships"] == {"destroyer": 1, "battlecruiser": 0}
    assert g.digest() != before


def test_the_seat_view_shows_the_fleet_by_size():
    g = new_game(2)
    g.players[0].fleet.add("battlecruiser", 1)
    assert g.view(1).players[0].ships == {"fighter": 0, "destroyer": 0, "battlecruiser": 1}
