"""Greedy answers to the Exotica Promo Pack's decisions: legal and sensible, from positions
set up with the builders."""

import pytest

from tests.bots.play import bot_answer
from tests.rules.builders import (
    add_permanent,
    add_planet,
    answer,
    set_deck,
    set_hand,
    start_turn,
)
from tests.rules.promo import promo_game
from tests.rules.test_exotica_planet_stacks import play


@pytest.mark.card("political-sabotage")
def test_sabotage_names_the_symbol_opponents_use_most():
    g = promo_game()
    for c in ("warfare", "warfare", "survey"):
        set_deck(g, 1, c)
        g.players[1].discard.append(g.players[1].deck.pop())
    play(g, 0, "political-sabotage")
    assert bot_answer(g, "greedy") == ["W"]


@pytest.mark.card("mutagenesis")
def test_mutagenesis_removes_an_opponents_best_planet_never_its_own():
    g = promo_game()
    add_planet(g, 0, "kyrie-juno")
    add_planet(g, 1, "styku")
    add_planet(g, 1, "zephan")
    add_planet(g, 1, "voson", face_up=False)
    play(g, 0, "mutagenesis")
    (key,) = bot_answer(g, "greedy")
    seat, i = (int(x) for x in key.split("/"))
    assert seat == 1 and g.players[1].planets[i].card == "zephan"


@pytest.mark.card("stolen-trade-secrets", "adaptability", "improved-survey-st")
def test_stolen_trade_secrets_takes_the_technology_worth_most():
    g = promo_game()
    pm = add_permanent(g, 1, "adaptability")
    set_deck(g, 1, "improved-survey-st")
    g.players[1].discard.append(g.players[1].deck.pop())
    play(g, 0, "stolen-trade-secrets")
    assert bot_answer(g, "greedy") == [f"1/pm/{pm.card}"]


@pytest.mark.card("greater-mimic", "adaptability", "weapon-emporium")
def test_a_mimic_copies_a_technology_of_an_opponent():
    g = promo_game()
    add_permanent(g, 1, "adaptability")
    add_permanent(g, 1, "weapon-emporium")
    add_permanent(g, 0, "greater-mimic")
    set_hand(g, 0)
    start_turn(g, 0)
    keys = bot_answer(g, "greedy")
    assert keys[0] in ("adaptability", "weapon-emporium")
    answer(g, "copy_target", *keys)
    assert g.players[0].permanents[0].copy == keys[0]
