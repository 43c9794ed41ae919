"""The Fleet tile's actions and its upgrade (escalation.md §4.2, FAQ 6, 8, 15)."""

import pytest

from ..builders import answer, keys, lead, set_hand, skip_to, start_turn
from .esc import esc_game


def action_keys(g):
    return [k for k in keys(g) if k.startswith("fleet:")]


@pytest.mark.card("basic-fleet")
def test_basic_fleet_exchanges_three_fighters_for_a_destroyer_once_as_the_action():
    g = esc_game()
    p = g.players[0]
    p.fleet.add("fighter", 7)
    start_turn(g, 0)
    assert action_keys(g) == ["fleet:0"]
    answer(g, "action", "fleet:0")
    assert p.fleet.by_size() == {"fighter": 4, "destroyer": 1, "battlecruiser": 0}
    assert g.pending.kind == "role"  # it was the action of the turn


@pytest.mark.card("basic-fleet")
def test_two_destroyers_make_a_battlecruiser_and_never_a_second_one():
    g = esc_game()
    p = g.players[0]
    p.fleet.add("destroyer", 4)
    start_turn(g, 0)
    assert action_keys(g) == ["fleet:1"]
    answer(g, "action", "fleet:1")
    assert p.fleet.by_size() == {"fighter": 0, "destroyer": 2, "battlecruiser": 1}
    start_turn(g, 0)
    assert g.pending.kind == "role"  # no tile action while holding a Battlecruiser


@pytest.mark.card("improved-fleet")
def test_improved_fleet_exchanges_fighters_in_pairs_as_often_as_wanted():
    g = esc_game()
    p = g.players[0]
    p.fleet_tile = "improved"
    p.fleet.add("fighter", 7)
    start_turn(g, 0)
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
