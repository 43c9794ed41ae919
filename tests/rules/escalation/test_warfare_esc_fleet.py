"""Warfare with three ship sizes (escalation.md §4.1, §5, §7, §13): ship costs of attacks, the
Battlecruiser's discount and influence, Primary Weapon, Peace Treaty, the tie-break."""

import pytest

from ..builders import add_planet, answer, keys, lead, set_hand, start_turn
from .esc import esc_game, esc_game_with


def attacker(cid, tile="basic", **ships):
    """Seat 0 with fleet tile ``tile``, these ships and the planet ``cid`` face down."""
    g = esc_game()
    p = g.players[0]
    p.fleet_tile = tile
    for size, n in ships.items():
        p.fleet.add(size, n)
    return g, p, add_planet(g, 0, cid, face_up=False)


def attack_options(g, seat=0):
    """Lead Warfare with one Warfare card and choose to attack; the attack options' labels."""
    set_hand(g, seat, "warfare")
    start_turn(g, seat)
    lead(g, "W")
    answer(g, "warfare_mode", "attack")
    return {o.key: o.label for o in g.pending.options}


@pytest.mark.card("nalarad", "pappathan-prime")
@pytest.mark.parametrize("cid", ["nalarad", "pappathan-prime"])
def test_bustling_and_hostile_planets_cost_one_destroyer_and_fighters_do_not_help(cid):
    g, p, pl = attacker(cid, fighter=9)
    set_hand(g, 0, "warfare")
    start_turn(g, 0)
    lead(g, "W")
    assert g.pending.kind != "warfare_mode"  # nothing to attack with: Fighters are collected
    assert p.fleet.fighters == 10
    p.fleet.add("destroyer", 1)
    opts = attack_options(g)
    assert opts[pl.card] == "Attack " + g.name(cid) + " (1 Destroyer)"
    answer(g, "attack_target", pl.card)
    assert pl.face_up and p.fleet.destroyers == 0 and p.fleet.fighters == 10


@pytest.mark.card("yago")
def test_a_civilized_planet_costs_one_battlecruiser_and_the_discount_never_reduces_it():
    g, p, pl = attacker("yago", battlecruiser=1)
    assert attack_options(g)[pl.card].endswith("(1 Battlecruiser)")
    answer(g, "attack_target", pl.card)
    assert pl.face_up and p.fleet.battlecruisers == 0
    assert g.scores()[0].planets == 4


@pytest.mark.card("basic-fleet", "improved-fleet", "lyttle")
@pytest.mark.parametrize("tile,discount", [("basic", 1), ("improved", 2)])
def test_a_held_battlecruiser_takes_fighters_off_a_fighter_cost(tile, discount):
    g, p, pl = attacker("lyttle", tile, fighter=5 - discount, battlecruiser=1)  # 5 Fighters
    opts = attack_options(g)
    assert opts[pl.card].endswith(f"({5 - discount} Fighters)")
    answer(g, "attack_target", pl.card)
    assert pl.face_up and p.fleet.fighters == 0 and p.fleet.battlecruisers == 1


@pytest.mark.card("lyttle")
def test_no_discount_without_a_battlecruiser():
    g, p, pl = attacker("lyttle", fighter=4, destroyer=2)
    set_hand(g, 0, "warfare")
    start_turn(g, 0)
    lead(g, "W")
    assert g.pending is None or g.pending.kind != "warfare_mode"
    assert not pl.face_up


@pytest.mark.card("improved-fleet", "zephan", "nalarad")
def test_primary_weapon_pays_one_battlecruiser_instead_of_any_cost():
    g, p, big = attacker("zephan", "improved", battlecruiser=1, destroyer=1)  # 6 Fighters
    bus = add_planet(g, 0, "nalarad", face_up=False)
    opts = attack_options(g)
    assert opts[f"{big.card}@1"].endswith("(1 Battlecruiser)")
    assert bus.card in opts and f"{bus.card}@1" in opts
    answer(g, "attack_target", f"{big.card}@1")
    assert big.face_up and p.fleet.battlecruisers == 0 and p.fleet.destroyers == 1


@pytest.mark.card("basic-fleet")
def test_a_held_battlecruiser_is_worth_two_influence_and_only_fighters_break_ties():
    g = esc_game()
    a, b = g.players
    a.fleet.add("battlecruiser", 1)
    a.fleet.add("destroyer", 3)
    b.fleet.add("fighter", 1)
    sa, sb = g.scores()
    assert (sa.other, sa.total, sa.tiebreak) == (2, 2, 0)
    assert (sb.other, sb.tiebreak) == (0, 1)


@pytest.mark.card("pitt-of-injustice")
def test_fighter_tokens_on_a_hostile_planet_count_for_the_tie_break():
    g = esc_game()
    add_planet(g, 0, "pitt-of-injustice", resources=["fighter"])
    assert g.scores()[0].tiebreak == 1


@pytest.mark.card("nakagawa-kozi", "kaylexa", "gregor-duffy", "orracle", "matusiak", "yago")
@pytest.mark.parametrize("cid", ["nakagawa-kozi", "kaylexa", "gregor-duffy", "orracle",
                                 "matusiak", "yago"])
def test_peace_treaty_pays_one_influence_per_source_for_dissenting_warfare(cid):
    g = esc_game()
    add_planet(g, 1, cid)
    add_planet(g, 1, "yago" if cid != "yago" else "matusiak")
    start_turn(g, 0)
    lead(g, "W")
    answer(g, "follow", "dissent")
    assert g.players[1].influence == 2
    assert "Peace Treaty" in " ".join(e.text for e in g.log)


@pytest.mark.card("yago")
def test_peace_treaty_pays_nothing_for_dissenting_another_role():
    g = esc_game()
    add_planet(g, 1, "yago")
    start_turn(g, 0)
    lead(g, "S")
    if g.pending.kind == "survey_keep":
        answer(g, "survey_keep", keys(g)[0])
    answer(g, "follow", "dissent")
    assert g.players[1].influence == 0


@pytest.mark.card("improved-fleet", "lyttle")
def test_primary_weapon_replaces_a_printed_cost_only():
    """A planet with no Warfare cost cannot be attacked, Primary Weapon or not (FAQ 7)."""
    from exotica_tui.rules.attacks import attack_prices

    g, p, pl = attacker("lyttle", "improved", battlecruiser=1)
    assert attack_prices(g, p, pl) == [{"fighter": 3}, {"battlecruiser": 1}]
    g = esc_game_with("lyttle", warfare_cost=None)
    p = g.players[0]
    p.fleet_tile = "improved"
    assert attack_prices(g, p, add_planet(g, 0, "lyttle", face_up=False)) == []

