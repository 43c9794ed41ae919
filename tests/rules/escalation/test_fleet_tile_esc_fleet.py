"""The Fleet tile's actions and its upgrade (escalation.md §4.2, FAQ 6, 8, 15)."""

import pytest

from ..builders import add_planet, answer, keys, lead, set_hand, skip_to, start_turn
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


@pytest.mark.card("improved-fleet", "improved-research-e")
@pytest.mark.parametrize(("tile", "ships", "planet", "useful"), [
    ("improved", {"fighter": 3}, True, True),  # 3 Fighters buy Improved Research (level 1)
    ("improved", {"fighter": 3}, False, False),  # ships, but no Advanced planet for it
    ("improved", {"fighter": 2}, True, False),  # a planet, but too few ships for any cost
    ("basic", {}, False, False),  # no ship: not even the Fleet upgrade
])
def test_following_research_without_symbols_is_auto_dissented_unless_ships_can_buy(
        tile, ships, planet, useful):
    """With no Research symbol, following Research does something only when p can pay a
    ship cost there now (escalation.md §9.1, FAQ 1-3); else auto-dissent skips it."""
    g = esc_game()
    q = g.players[1]
    q.fleet_tile = tile
    for size, n in ships.items():
        q.fleet.add(size, n)
    if planet:
        add_planet(g, 1, "oknow")  # Advanced, face up, no symbol
    start_turn(g, 0)
    lead(g, "R")
    follow = next(o for o in g.pending.options if o.key == "follow")
    assert follow.idle == (None if useful else "no Research symbol")
    if useful:
        answer(g, "follow", "follow")
        skip_to(g, "research", 1)
        answer(g, "research", "ships:improved-research-e")
        assert "improved-research-e" in q.hand and q.fleet.fighters == 0
