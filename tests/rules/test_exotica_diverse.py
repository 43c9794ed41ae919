"""Exotica Diverse technologies: one face-up Advanced, Fertile and Metallic planet each."""

from dataclasses import replace

import pytest

from exotica_tui.rules.research import meets
from exotica_tui.rules.symbols import empire_symbols, face_up_asteroids, halo_exotic

from .builders import add_permanent, add_planet, answer, keys, set_hand, start_turn
from .exo import exo_game, lead
from .test_exotica_planet_stacks import play


def research_with(g, seat, *planets):
    """Give ``seat`` these face-up planets and lead Research with 3 symbols."""
    for cid in planets:
        add_planet(g, seat, cid)
    set_hand(g, seat, "research", "research")
    lead(g, "R", seat)
    answer(g, "boost", *g.players[seat].hand)


@pytest.mark.card("alien-artifact", "cassivell", "verdance", "scopa-ridge")
def test_diverse_research_needs_advanced_fertile_and_metallic_planets():
    g = exo_game()
    research_with(g, 0, "cassivell", "verdance")
    assert "alien-artifact" not in keys(g)
    g = exo_game()
    research_with(g, 0, "cassivell", "verdance", "scopa-ridge")
    assert {"alien-artifact", "space-station", "tractor-beam", "double-back"} <= set(keys(g))
    assert "coalition" not in keys(g)  # 5 Research
    answer(g, "research", "alien-artifact")
    p = g.players[0]
    assert [pm.face for pm in p.permanents] == ["alien-artifact"]
    assert halo_exotic(g, p) == 1  # its printed Exotic symbol is haloed in play


@pytest.mark.card("space-station", "lookout-47")
def test_space_station_becomes_a_copy_of_an_asteroid_in_play():
    g = exo_game()
    add_planet(g, 1, "lookout-47")  # an opponent's Asteroid may be copied
    research_with(g, 0, "cassivell", "verdance", "scopa-ridge")
    answer(g, "research", "space-station")
    p = g.players[0]
    (pm,) = p.permanents
    assert pm.face == "space-station" and pm.copy == "lookout-47"
    assert face_up_asteroids(g, p) == 1 and empire_symbols(g, p, "S") == 2  # + Scopa Ridge
    assert pm.resources == [None]  # Lookout 47's silicon slot
    assert g.scores()[0].planets == 1 + 3 + 3 + 3  # the copy's influence counts


@pytest.mark.card("space-station")
def test_space_station_with_no_asteroid_in_play_copies_nothing():
    g = exo_game()
    research_with(g, 0, "cassivell", "verdance", "scopa-ridge")
    answer(g, "research", "space-station")
    (pm,) = g.players[0].permanents
    assert pm.copy is None and face_up_asteroids(g, g.players[0]) == 0


@pytest.mark.card("tractor-beam", "wellspring-geode")
def test_tractor_beam_recons_an_asteroid_into_the_empire_face_down():
    g = exo_game()
    p = g.players[0]
    play(g, 0, "tractor-beam")
    assert all(g.card(k).is_asteroid for k in keys(g))
    target = next(k for k in keys(g) if k.startswith("wellspring-geode"))
    answer(g, "recon_pick", target)
    (pl,) = p.planets
    assert pl.card == target and not pl.face_up


@pytest.mark.card("coalition", "quorlith")
def test_coalition_lets_exotic_planets_stand_in_for_any_type():
    g = exo_game()
    p = g.players[0]
    add_planet(g, 0, "cassivell")
    add_planet(g, 0, "verdance")
    add_planet(g, 0, "quorlith")
    diverse = g.card("tractor-beam")
    assert not meets(g, p, diverse)
    add_permanent(g, 0, "coalition")
    assert meets(g, p, diverse)
    # a single Exotic planet cannot meet an Exotic requirement and stand in for a type at once
    assert not meets(g, p, replace(g.card("exo-improved-survey"), requires={"E": 1, "M": 1}))


@pytest.mark.card("organized-labor", "sprout-rock", "hermits-rest")
def test_organized_labor_fills_asteroid_resource_slots_at_the_start_of_your_turn():
    g = exo_game()
    add_permanent(g, 0, "organized-labor")
    a = add_planet(g, 0, "sprout-rock")
    b = add_planet(g, 0, "hermits-rest")
    planet = add_planet(g, 0, "verdance")
    start_turn(g, 0)
    assert a.resources == ["food"] and b.resources == ["iron"] and planet.resources == [None]


@pytest.mark.card("double-back")
def test_double_back_takes_a_planet_from_the_discard_pile_face_down():
    g = exo_game()
    p = g.players[0]
    g.s.planet_discard += [g.s.planet_deck.pop(), g.s.planet_deck.pop()]
    wanted = g.s.planet_discard[0]
    play(g, 0, "double-back")
    answer(g, "planet_from_discard", wanted)
    assert [pl.card for pl in p.planets] == [wanted] and not p.planets[0].face_up
    assert wanted not in g.s.planet_discard
