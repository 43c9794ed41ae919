"""Exotica technologies of the Fertile, Metallic and Advanced stacks (rulebook appendix)."""

import pytest

from exotica_tui.rules.symbols import empire_symbols

from .builders import add_permanent, add_planet, answer, keys, set_deck, set_hand, start_turn
from .exo import exo_game, lead, resolved


def play(g, seat, card_id):
    """Start ``seat``'s turn holding just ``card_id`` and play it for its action."""
    (iid,) = set_hand(g, seat, card_id)
    start_turn(g, seat)
    answer(g, "action", iid)
    return iid


# -- Alien Tech permanents: conditional symbols from haloed Exotic symbols -----------------------


@pytest.mark.card("fertile-alien-tech", "quorlith", "the-chorus")
def test_fertile_alien_tech_gives_produce_at_1_and_colonize_at_2_exotic_symbols():
    g = exo_game()
    p = g.players[0]
    add_permanent(g, 0, "fertile-alien-tech")
    assert empire_symbols(g, p, "P") == 0
    add_planet(g, 0, "quorlith")
    assert (empire_symbols(g, p, "P"), empire_symbols(g, p, "C")) == (1, 0)
    add_planet(g, 0, "the-chorus")
    assert (empire_symbols(g, p, "P"), empire_symbols(g, p, "C")) == (1, 1)
    lead(g, "P")
    assert resolved(g, "Produce") == 2


@pytest.mark.card("metallic-alien-tech", "oculon")
def test_metallic_alien_tech_gives_survey_and_warfare_at_1_exotic_symbol():
    g = exo_game()
    add_permanent(g, 0, "metallic-alien-tech")
    set_hand(g, 0, "exo-improved-warfare")  # an Exotic symbol in hand has no halo
    lead(g, "W")
    answer(g, "boost")
    assert resolved(g, "Warfare") == 1
    g = exo_game()
    add_permanent(g, 0, "metallic-alien-tech")
    add_planet(g, 0, "oculon")
    lead(g, "W")
    assert resolved(g, "Warfare") == 2
    assert empire_symbols(g, g.players[0], "S") == 1


@pytest.mark.card("advanced-alien-tech", "precursor-lantern", "obelisk-kesh")
def test_advanced_alien_tech_gives_trade_at_1_and_research_at_2():
    g = exo_game()
    p = g.players[0]
    add_permanent(g, 0, "advanced-alien-tech")
    add_planet(g, 0, "precursor-lantern")
    assert (empire_symbols(g, p, "T"), empire_symbols(g, p, "R")) == (1, 0)
    add_planet(g, 0, "obelisk-kesh")
    lead(g, "R")
    assert resolved(g, "Research") == 2


# -- "When you mine" permanents ------------------------------------------------------------------


@pytest.mark.card("mining-colony", "sprout-rock")
def test_mining_colony_settles_and_produces_when_you_mine():
    g = exo_game()
    add_permanent(g, 0, "mining-colony")
    rock = add_planet(g, 0, "sprout-rock", face_up=False)
    ready = add_planet(g, 0, "bramblehome", face_up=False)
    ready.colony_value = 5
    start_turn(g, 0)
    answer(g, "action", "mine")
    answer(g, "settle_target", ready.card)
    # produce 2: Sprout Rock's and Bramblehome's food slots (forced)
    assert rock.face_up and ready.face_up
    assert rock.resources == ["food"] and ready.resources == ["food"]


@pytest.mark.card("mining-base", "gunsmoke-rock")
def test_mining_base_draws_2_and_collects_2_fighters_when_you_mine():
    g = exo_game()
    p = g.players[0]
    add_permanent(g, 0, "mining-base")
    add_planet(g, 0, "gunsmoke-rock", face_up=False)
    set_hand(g, 0, "survey")
    start_turn(g, 0)
    answer(g, "action", "mine")
    assert p.fighters == 2 and len(p.hand) == 2  # the hand was discarded first


@pytest.mark.card("mining-laboratory", "smugglers-tumble")
def test_mining_laboratory_removes_from_hand_or_discard_and_trades_when_you_mine():
    g = exo_game()
    p = g.players[0]
    add_permanent(g, 0, "mining-laboratory")
    add_planet(g, 0, "smugglers-tumble", face_up=False)
    add_planet(g, 0, "verdance", resources=["water"])
    hand = set_hand(g, 0, "survey", "warfare")
    start_turn(g, 0)
    answer(g, "action", "mine")  # the hand goes to the discard pile first
    assert g.pending.kind == "rfg" and set(hand) <= set(keys(g))
    answer(g, "rfg", *hand)
    assert set(hand) <= set(g.s.removed)
    answer(g, "trade", "verdance/0")
    assert p.influence == 1


# -- Alien cards: "Exotic symbol:" counts haloed symbols only -----------------------------------


@pytest.mark.card("alien-inhabitation", "ysmeras-hollow")
def test_alien_inhabitation_settles_produces_and_repeats_per_exotic_symbol():
    g = exo_game()
    x = add_planet(g, 0, "ysmeras-hollow")
    ready = add_planet(g, 0, "verdance", face_up=False)
    ready.colony_value = 4
    play(g, 0, "alien-inhabitation")
    answer(g, "settle_target", ready.card)
    answer(g, "produce", "ysmeras-hollow/0/crystal")
    answer(g, "choose_effect", "1")  # 1 Exotic symbol: produce 1
    assert ready.face_up and x.resources == ["crystal"] and ready.resources == ["water"]
    assert g.pending.kind == "role"


@pytest.mark.card("alien-recruiter")
def test_alien_recruiter_ignores_exotic_symbols_in_hand():
    g = exo_game()
    p = g.players[0]
    (iid, _) = set_hand(g, 0, "alien-recruiter", "exo-improved-survey")
    set_deck(g, 0, "survey")
    start_turn(g, 0)
    answer(g, "action", iid)
    assert g.pending.kind == "role"  # no Exotic-symbol choice: no halo
    assert p.fighters == 1 and len(p.hand) == 2


@pytest.mark.card("alien-understanding", "quorlith")
def test_alien_understanding_trades_removes_and_repeats_per_exotic_symbol():
    g = exo_game()
    p = g.players[0]
    add_planet(g, 0, "quorlith", resources=["crystal"])
    add_planet(g, 0, "verdance", resources=["water"])
    (iid, junk) = set_hand(g, 0, "alien-understanding", "survey")
    start_turn(g, 0)
    answer(g, "action", iid)
    answer(g, "trade", "quorlith/0")
    answer(g, "rfg", junk)
    answer(g, "choose_effect", "0")  # 1 Exotic symbol: trade 1
    answer(g, "trade", "verdance/0")
    assert p.influence == 2 and junk in g.s.removed


# -- Asteroidal cards: ASTEROID = once per face-up Asteroid ------------------------------------


@pytest.mark.card("asteroidal-colonies", "frostwell", "lookout-47")
def test_asteroidal_colonies_gives_each_asteroid_a_colonize_symbol_for_this_action():
    g = exo_game()
    p = g.players[0]
    add_planet(g, 0, "frostwell")  # its own Colonize symbol + 1 gained
    add_planet(g, 0, "lookout-47")  # 1 gained
    target = add_planet(g, 0, "the-chorus", face_up=False)  # colonize cost 3
    play(g, 0, "asteroidal-colonies")
    answer(g, "settle_target", target.card)
    assert target.face_up
    assert empire_symbols(g, p, "C") == 1  # the gained symbols lasted for the action only


@pytest.mark.card("asteroidal-production", "sprout-rock", "lookout-47")
def test_asteroidal_production_produces_1_plus_1_per_asteroid():
    g = exo_game()
    a = add_planet(g, 0, "sprout-rock")
    b = add_planet(g, 0, "lookout-47")
    c = add_planet(g, 0, "bramblehome")
    play(g, 0, "asteroidal-production")
    while g.pending.kind == "produce":
        answer(g, "produce", keys(g)[0])
    assert sum(r is not None for pl in (a, b, c) for r in pl.resources) == 3


@pytest.mark.card("asteroidal-survey", "hermits-rest")
def test_asteroidal_survey_draws_per_asteroid_and_grants_another_action():
    g = exo_game()
    p = g.players[0]
    add_planet(g, 0, "hermits-rest")
    set_deck(g, 0, "survey", "survey", "colonize")
    play(g, 0, "asteroidal-survey")
    assert len(p.hand) == 2 and g.pending.kind == "action"
    answer(g, "action", p.hand[0])
    assert g.pending.kind == "role"


@pytest.mark.card("asteroidal-warfare", "gunsmoke-rock", "lookout-47")
def test_asteroidal_warfare_collects_per_asteroid_then_attacks():
    g = exo_game()
    p = g.players[0]
    add_planet(g, 0, "gunsmoke-rock")
    add_planet(g, 0, "lookout-47")
    target = add_planet(g, 0, "prism-shard-12", face_up=False)  # W3
    p.fighters = 1
    play(g, 0, "asteroidal-warfare")
    answer(g, "attack_target", target.card)
    assert target.face_up and p.fighters == 0


@pytest.mark.card("asteroidal-trade", "smugglers-tumble")
def test_asteroidal_trade_trades_once_plus_once_per_asteroid():
    g = exo_game()
    p = g.players[0]
    add_planet(g, 0, "smugglers-tumble", resources=["crystal"])
    add_planet(g, 0, "mossgrave", resources=["food", "water"])
    play(g, 0, "asteroidal-trade")
    answer(g, "trade", "mossgrave/0")
    answer(g, "trade", "mossgrave/1")
    assert p.influence == 2 and g.pending.kind == "role"


@pytest.mark.card("asteroidal-research", "prism-shard-12")
def test_asteroidal_research_draws_and_removes_per_asteroid_itself_included():
    g = exo_game()
    p = g.players[0]
    add_planet(g, 0, "prism-shard-12")
    drawn = set_deck(g, 0, "survey", "warfare")
    iid = play(g, 0, "asteroidal-research")
    assert set(drawn) <= set(p.hand)
    assert iid in keys(g)  # may include this card
    answer(g, "rfg", iid)
    answer(g, "rfg", drawn[0])
    assert iid in g.s.removed and drawn[0] in g.s.removed and p.hand == [drawn[1]]
