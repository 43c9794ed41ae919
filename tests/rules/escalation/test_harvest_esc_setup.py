"""Bountiful Harvest, the promo scenario P3 (escalation.md §11.2 row P3, §11.3; rules/slots.py):
a Fertile start planet (Mesia Sednim, as BGA), Abundance in play, and each of the player's
planet resource slots holds one more resource (BGA: planets only, not technologies)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from exotica_tui import sim
from exotica_tui.bots import make_bot
from exotica_tui.rules import Game, GameConfig, default_catalog
from exotica_tui.rules.scenarios import compatible
from tests.rules.builders import (
    add_permanent,
    add_planet,
    answer,
    in_hand,
    keys,
    lead,
    opponents_dissent,
    scenario_game,
    set_hand,
    start_turn,
)

CAT = default_catalog()
ESC = ("base", "escalation")
PICKS = ["bountiful-harvest", "explorer"]  # Explorer: a random start planet, a plain empire
HARVEST = pytest.mark.card("bountiful-harvest")


def harvest(*hand: str, sets: tuple[str, ...] = ESC):
    """Seat 0 plays Bountiful Harvest holding ``hand``; seat 1 Explorer, hand empty."""
    g = scenario_game(PICKS, sets)
    set_hand(g, 0, *hand)
    set_hand(g, 1)
    return g


@HARVEST
def test_the_card_is_printed_row_p3_with_a_one_more_resource_special():
    sc = CAT.scenarios["bountiful-harvest"]
    assert (sc.set, sc.start_planet, sc.techs) == ("escalation", "mesia-sednim", ["abundance"])
    assert sc.deck == {"S": 3, "W": 2, "C": 3, "PT": 1, "R": 1, "Pol": 0}
    assert sc.passive("planet_slot_extra").n == 1
    assert CAT["mesia-sednim"].planet_type == "F" and CAT["mesia-sednim"].set == "base"
    p = scenario_game(PICKS, ESC).players[0]
    assert p.planets[0].card == "mesia-sednim" and [pm.face for pm in p.permanents] == ["abundance"]


@HARVEST
@pytest.mark.parametrize("other", ["fertile-ground", "abundance"])
def test_it_excludes_the_scenarios_that_need_the_abundance_card(other):
    assert not compatible(CAT, ["bountiful-harvest", other])
    assert compatible(CAT, ["bountiful-harvest", "war-path", "network-admin", "overseer"])


@HARVEST
def test_one_produce_fills_a_slot_twice_and_trade_takes_one_resource_at_a_time():
    g = harvest("produce-trade", "produce-trade")
    texas = add_planet(g, 0, "new-texas")  # food + water
    start_turn(g, 0)
    lead(g, "P", in_hand(g, 0, "produce-trade")[0])  # 2 Produce symbols
    assert keys(g) == ["new-texas/0/food", "new-texas/2/food", "new-texas/1/water",
                       "new-texas/3/water"]
    assert [o.label for o in g.pending.options][:2] == ["Food on New Texas",
                                                        "Food on New Texas #2"]
    answer(g, "produce", "new-texas/0/food", "new-texas/2/food")
    assert texas.resources == ["food", None, "food", None]
    seen = g.view(1).players[0].planets[-1]
    assert (seen.resources, seen.capacity) == (texas.resources, 2)
    opponents_dissent(g)

    set_hand(g, 0, "produce-trade")
    start_turn(g, 0)
    lead(g, "T")  # 1 Trade symbol: one of the two Food
    assert g.pending.kind == "trade" and keys(g) == ["new-texas/0", "new-texas/2"]
    answer(g, "trade", "new-texas/2")
    assert texas.resources == ["food", None, None, None] and g.players[0].influence == 1
    opponents_dissent(g)

    set_hand(g, 0, "produce-trade", "produce-trade")
    start_turn(g, 0)
    lead(g, "P", in_hand(g, 0, "produce-trade")[0])
    assert keys(g) == ["new-texas/2/food", "new-texas/1/water", "new-texas/3/water"]


@pytest.mark.card("bountiful-harvest", "defense-contract")
def test_a_second_place_is_named_apart_where_a_card_spends_a_resource():
    g = harvest("survey")
    add_permanent(g, 0, "defense-contract")
    add_planet(g, 0, "new-texas", resources=["food", None, "food", None])
    start_turn(g, 0)
    answer(g, "action", "use:defense_contract")
    labels = [o.label for o in g.pending.options if o.key.startswith("new-texas")]
    assert labels == ["Food on New Texas", "Food on New Texas #2"]


@HARVEST
def test_a_full_slot_takes_nothing_more():
    g = harvest("produce-trade")
    add_planet(g, 0, "lyttle", resources=["silicon", "silicon"])
    start_turn(g, 0)
    lead(g, "P")
    assert g.pending.kind == "follow"
    assert "Nothing happens for Ann: no empty resource slot." in [e.text for e in g.log]


@HARVEST
def test_planets_only_not_technologies_nor_another_players_planets():
    """BGA applies the special to planets: Biosphere's slots hold one each; the Explorer
    seat's planets one each."""
    g = harvest("produce-trade", "produce-trade", "produce-trade")
    add_permanent(g, 0, "biosphere")  # two 'any' slots
    start_turn(g, 0)
    lead(g, "P", *in_hand(g, 0, "produce-trade"))
    assert {k.rsplit("/", 1)[0] for k in keys(g)} == {"peace-treaty-f/0", "peace-treaty-f/1"}
    other = add_planet(g, 1, "new-texas")
    assert g.view(0).players[1].planets[-1].capacity == 1 and other.resources == [None, None]


@HARVEST
def test_a_planet_keeps_more_than_its_new_owner_holds_and_takes_none_until_below():
    """A planet that changes empires (Military Campaign moves it as it is) keeps its
    resources: its owner trades both, and produces nothing there while the slot is full."""
    g = harvest()
    add_planet(g, 1, "lyttle", resources=["silicon", "silicon"])
    set_hand(g, 1, "produce-trade", "produce-trade")
    start_turn(g, 1)
    lead(g, "P", in_hand(g, 1, "produce-trade")[0])
    assert g.pending.kind == "follow"
    opponents_dissent(g)
    set_hand(g, 1, "produce-trade", "produce-trade")
    start_turn(g, 1)
    lead(g, "T", in_hand(g, 1, "produce-trade")[0])
    answer(g, "trade", *keys(g))
    assert g.players[1].influence == 2


@pytest.mark.card("bountiful-harvest", "abundance")
def test_abundance_produces_both_resources_into_a_one_slot_planet():
    """Abundance's "whenever you settle ... produce 2" places each resource into any planet
    slot with room: both into the new planet's one slot."""
    g = harvest()
    lyttle = add_planet(g, 0, "lyttle", face_up=False)  # C4, one Silicon slot
    lyttle.colony_value = 4
    start_turn(g, 0)
    lead(g, "C")
    answer(g, "colonize_mode", "settle")
    answer(g, "settle_target", lyttle.card)
    assert lyttle.face_up and lyttle.resources == ["silicon", "silicon"]


@pytest.mark.card("bountiful-harvest", "hux-meridian")
def test_a_replenishing_slot_refills_only_when_it_holds_nothing():
    g = harvest(sets=("base", "escalation", "exotica"))
    hux = add_planet(g, 0, "hux-meridian", resources=[None, "crystal"])  # replenishing
    start_turn(g, 0)
    assert hux.resources == [None, "crystal"]
    hux.resources = [None, None]
    start_turn(g, 0)
    assert hux.resources == ["crystal", None]


def harvest_config(seed: int, seats: int) -> GameConfig:
    rest = ["explorer", "war-path", "network-admin", "mobilized"][:seats - 1]
    return GameConfig(players=[f"P{k}" for k in range(seats)], seed=seed, sets=list(ESC),
                      scenarios="chosen", scenario_picks=["bountiful-harvest", *rest])


@HARVEST
@pytest.mark.parametrize("seed", range(6))
def test_random_play_with_the_scenario_keeps_every_invariant(seed):
    """Fuzz: progress play, every answer checked (conservation, counts, replay)."""
    stats = {"decisions": 0, "turns": 0, "researched": Counter(), "played": Counter(),
             "index": 0}
    game = sim.play_one(harvest_config(seed, 2 + seed % 4), sim.POLICIES["progress"], stats)
    assert game.is_over


def second_places(game) -> int:
    """Resources seat 0 holds beyond one per slot."""
    return sum(1 for pl in game.players[0].planets
               for r in pl.resources[len(game.card(pl.card).slots):] if r)


@HARVEST
@pytest.mark.parametrize("kind", ["greedy", "search"])
def test_the_bots_play_a_harvest_game_and_fill_second_places(kind):
    game = Game.new(harvest_config(11, 2))
    bot, rng = make_bot(kind, 1), random.Random(0)
    most = 0
    while not game.is_over:
        d = game.pending
        game.answer(bot.choose(game.view(0), d) if d.player == 0
                    else sim.random_answer(game, d, rng))
        most = max(most, second_places(game))
    assert most > 0
