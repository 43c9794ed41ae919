"""The Fleet tile's actions and its upgrade (escalation.md §4.2, FAQ 6, 8, 15)."""

import pytest

from ..builders import answer, keys, lead, set_hand, skip_to, start_turn
from .esc import esc_game


def action_keys(g):
    return [k for k in keys(g) if k.startswith("fleet:")]


def with_ships(tile="basic", **ships):
    g = esc_game()
    p = g.players[0]
    p.fleet_tile = tile
    for size, n in ships.items():
        p.fleet.add(size, n)
    start_turn(g, 0)
    return g, p


@pytest.mark.card("basic-fleet")
@pytest.mark.parametrize("ships,key,after", [
    ({"fighter": 7}, "fleet:0", {"fighter": 4, "destroyer": 1, "battlecruiser": 0}),
    ({"destroyer": 4}, "fleet:1", {"fighter": 0, "destroyer": 2, "battlecruiser": 1}),
])
def test_basic_fleet_exchanges_ships_once_as_the_action(ships, key, after):
    """3 Fighters -> 1 Destroyer, 2 Destroyers -> 1 Battlecruiser (§4.2, FAQ 8)."""
    g, p = with_ships(**ships)
    assert action_keys(g) == [key]
    answer(g, "action", key)
    assert p.fleet.by_size() == after
    assert g.pending.kind == "role"  # it was the action of the turn


@pytest.mark.card("basic-fleet")
def test_never_a_second_battlecruiser():
    g, _ = with_ships(destroyer=2, battlecruiser=1)
    assert g.pending.kind == "role"  # no tile action to offer


@pytest.mark.card("improved-fleet")
def test_improved_fleet_exchanges_fighters_in_pairs_as_often_as_wanted():
    g, p = with_ships("improved", fighter=7)
    answer(g, "action", "fleet:0")
    assert keys(g) == ["1", "2", "3"]
    answer(g, "ship_exchange", "3")
    assert p.fleet.by_size() == {"fighter": 1, "destroyer": 3, "battlecruiser": 0}


@pytest.mark.card("basic-fleet", "improved-fleet")
@pytest.mark.parametrize("pay", ["symbols", "fighters"])
def test_the_upgrade_costs_three_research_symbols_or_three_fighters(pay):
    g = esc_game()
    p = g.players[0]
    if pay == "fighters":
        p.fleet.add("fighter", 3)
        set_hand(g, 0)
    else:
        set_hand(g, 0, "research", "research")
    start_turn(g, 0)
    lead(g, "R", *(p.hand if pay == "symbols" else ()))
    key = "fleet-upgrade" if pay == "symbols" else "ships:improved-fleet"
    answer(g, "research", key)
    assert p.fleet_tile == "improved" and p.fleet.fighters == 0
    assert g.view(1).players[0].fleet_tile == "improved"


@pytest.mark.card("basic-fleet")
def test_a_follower_may_upgrade_with_fighters_and_is_never_auto_dissented():
    g = esc_game()
    q = g.players[1]
    q.fleet.add("fighter", 3)
    start_turn(g, 0)
    lead(g, "R")
    follow = next(o for o in g.pending.options if o.key == "follow")
    assert follow.idle is None
    answer(g, "follow", "follow")
    skip_to(g, "research", 1)
    assert "ships:improved-fleet" in keys(g) and "fleet-upgrade" not in keys(g)
    answer(g, "research", "ships:improved-fleet")
    assert q.fleet_tile == "improved" and q.fleet.fighters == 0
