"""Mining tile, Improved Mining and Asteroids (Exotica rulebook, "Mining and Asteroids")."""

import pytest

from exotica_tui.rules.research import meets

from .builders import add_permanent, add_planet, answer, keys, set_hand, start_turn
from .exo import exo_game, lead


@pytest.mark.card("mining", "lookout-47")
def test_mining_discards_the_hand_and_flips_an_asteroid_ignoring_its_costs():
    g = exo_game()
    p = g.players[0]
    hand = set_hand(g, 0, "survey", "warfare")
    rock = add_planet(g, 0, "lookout-47", face_up=False)
    start_turn(g, 0)
    assert "mine" in keys(g)
    answer(g, "action", "mine")
    assert rock.face_up and p.fighters == 0
    assert not p.hand and set(hand) <= set(p.discard)


@pytest.mark.card("mining", "gunsmoke-rock")
def test_mining_is_allowed_with_an_empty_hand_but_needs_a_face_down_asteroid():
    g = exo_game()
    add_planet(g, 0, "quorlith", face_up=False)
    set_hand(g, 0, "survey")
    start_turn(g, 0)
    assert "mine" not in keys(g)  # an Exotic planet is no Asteroid
    g = exo_game()
    rock = add_planet(g, 0, "gunsmoke-rock", face_up=False)
    start_turn(g, 0)
    answer(g, "action", "mine")
    assert rock.face_up


@pytest.mark.card("improved-mining", "mining", "frostwell")
def test_upgrade_to_improved_mining_costs_3_research_and_no_planet():
    g = exo_game()
    p = g.players[0]
    set_hand(g, 0, "research", "research")
    lead(g, "R")
    answer(g, "boost", *p.hand)
    assert "improve_mining" in keys(g)
    answer(g, "research", "improve_mining")
    assert p.mining == "improved"
    # a follower with 2 symbols cannot afford it
    g = exo_game()
    set_hand(g, 1, "research")
    lead(g, "R")
    answer(g, "follow", "follow")
    answer(g, "follow_cards", *g.players[1].hand)
    assert g.pending is None or g.pending.kind != "research" or "improve_mining" not in keys(g)


@pytest.mark.card("improved-mining", "frostwell", "gunsmoke-rock")
def test_improved_mining_lowers_asteroid_costs_by_1():
    g = exo_game()
    p = g.players[0]
    p.mining = "improved"
    rock = add_planet(g, 0, "gunsmoke-rock", face_up=False)  # W2
    planet = add_planet(g, 0, "kraal-tessary", face_up=False)  # W4, not an Asteroid
    p.fighters = 1
    set_hand(g, 0, "warfare")
    start_turn(g, 0)
    answer(g, "action", p.hand[0])
    answer(g, "choose_effect", "1")  # attack 1 planet
    assert keys(g) == [rock.card, "none"]
    answer(g, "attack_target", rock.card)
    assert rock.face_up and not planet.face_up and p.fighters == 0
    # Frostwell settles with 1 colony instead of 2
    g = exo_game()
    p = g.players[0]
    p.mining = "improved"
    rock = add_planet(g, 0, "frostwell", face_up=False)
    set_hand(g, 0, "colonize")
    start_turn(g, 0)
    answer(g, "action", p.hand[0])
    answer(g, "choose_effect", "0")  # tuck as a colony
    answer(g, "role", "C")
    answer(g, "colonize_mode", "settle")
    answer(g, "settle_target", rock.card)
    assert rock.face_up


@pytest.mark.card("improved-mining", "sprout-rock", "smugglers-tumble", "verdance")
def test_improved_mining_keeps_one_extra_asteroid_in_survey():
    g = exo_game()
    p = g.players[0]
    p.mining = "improved"
    set_hand(g, 0, "survey", "survey")
    deck = g.s.planet_deck
    for cid in ("verdance", "sprout-rock", "smugglers-tumble"):
        iid = next(c for c in deck if c.split("#")[0] == cid)
        deck.remove(iid)
        deck.append(iid)
    lead(g, "S")
    answer(g, "boost", *p.hand)
    d = g.pending
    assert d.kind == "survey_keep" and d.max == 2
    assert d.check(["verdance", "sprout-rock"]) is None
    assert d.check(["sprout-rock", "smugglers-tumble"]) is None
    answer(g, "survey_keep", "verdance", "sprout-rock")
    assert sorted(pl.card for pl in p.planets) == ["sprout-rock", "verdance"]
    assert "smugglers-tumble" in g.s.planet_discard


@pytest.mark.card("prism-shard-12", "hermits-rest", "cassivell")
def test_face_up_asteroids_are_not_planets_for_research_but_face_down_ones_are_planets():
    g = exo_game()
    p = g.players[0]
    tech = g.card("asteroidal-trade")  # needs 1 Advanced planet
    add_planet(g, 0, "prism-shard-12", face_up=True)
    assert not meets(g, p, tech)
    add_planet(g, 0, "cassivell", face_up=True)
    assert meets(g, p, tech)
    # a face-down Asteroid is a Planet: it can be attacked like one
    rock = add_planet(g, 0, "hermits-rest", face_up=False)
    p.fighters = 3
    set_hand(g, 0, "warfare")
    start_turn(g, 0)
    answer(g, "action", p.hand[0])
    answer(g, "choose_effect", "1")
    answer(g, "attack_target", rock.card)
    assert rock.face_up


@pytest.mark.card("mining", "wellspring-geode")
def test_mining_fires_no_flip_triggers_and_fills_replenishing_slots():
    g = exo_game()
    add_permanent(g, 0, "abundance")  # "whenever you settle or attack a planet, produce 2"
    add_planet(g, 0, "verdance", face_up=True)  # an empty slot Abundance could fill
    rock = add_planet(g, 0, "wellspring-geode", face_up=False)
    start_turn(g, 0)
    answer(g, "action", "mine")
    assert rock.face_up and rock.resources == ["crystal"]
    assert g.pending.kind == "role"  # Abundance did not trigger: mining is not settling
