"""Escalation's double-sided permanents whose other face is a Peace Treaty, and Well Oiled
Machine / Elite Squadron (escalation.md §9.2, FAQ 10, 20, 21, 23, 29): each test builds a
position, plays through the rule and checks the outcome."""

import pytest

from exotica_tui.rules.idle import follow_reason
from exotica_tui.rules.research import gain_tech

from ..builders import add_permanent, answer, keys, set_hand, start_turn
from .esc import esc_game
from .kit_esc_techs import empire, lead


@pytest.mark.card("peace-treaty-a", "peace-treaty-f", "peace-treaty-m")
def test_peace_treaties_pay_1_influence_each_for_a_warfare_dissent():
    g = esc_game()
    for face in ("peace-treaty-a", "peace-treaty-f", "peace-treaty-m"):
        add_permanent(g, 1, face)
    lead(g, "W")
    answer(g, "follow", "dissent")
    assert g.players[1].influence == 3


@pytest.mark.card("freedom-of-trade", "new-texas")
def test_freedom_of_trade_follows_produce_as_trade():
    g, q, _ = empire("freedom-of-trade", "new-texas", seat=1, resources=["food", "water"])
    assert follow_reason(g, q, "T") is None
    lead(g, "P")
    assert "follow:T" in keys(g)
    # nothing to produce, but auto-dissent must not skip the useful follow as Trade
    assert next(o for o in g.pending.options if o.key == "follow").idle is None
    answer(g, "follow", "follow:T")
    if g.pending.kind == "follow_cards":
        answer(g, "follow_cards")
    answer(g, "trade", *keys(g))  # its 2 Trade symbols
    assert q.influence == 2 and q.planets[0].resources == [None, None]


@pytest.mark.card("freedom-of-trade")
def test_freedom_of_trade_follows_trade_as_produce():
    g = esc_game()
    add_permanent(g, 1, "freedom-of-trade")
    lead(g, "T")
    assert "follow:P" in keys(g)
    g = esc_game()
    lead(g, "W")
    assert not [k for k in keys(g) if k.startswith("follow:")]


@pytest.mark.card("biosphere")
def test_biosphere_holds_two_resources_of_any_type():
    g = esc_game()
    p = g.players[0]
    pm = add_permanent(g, 0, "biosphere")
    assert pm.resources == [None, None]
    set_hand(g, 0, "produce-trade")
    lead(g, "P")
    answer(g, "boost", *keys(g))
    slots = [k for k in keys(g) if k.endswith("/0/silicon") or k.endswith("/1/iron")]
    answer(g, "produce", *slots)
    assert pm.resources == ["silicon", "iron"]
    assert p.influence == 0


@pytest.mark.card("thorough-survey")
def test_thorough_survey_looks_at_2_fewer_and_keeps_1_more():
    g = esc_game()
    add_permanent(g, 0, "thorough-survey")
    set_hand(g, 0, "survey", "survey", "survey")
    lead(g, "S")
    answer(g, "boost", *keys(g))  # X = 4
    assert g.pending.kind == "thorough_survey"
    answer(g, "thorough_survey", "yes")
    assert len(g.s.looking) == 2 and g.pending.max == 2
    answer(g, "survey_keep", *keys(g))
    assert len(g.players[0].planets) == 2


@pytest.mark.card("thorough-survey")
def test_thorough_survey_is_not_offered_when_nothing_would_be_looked_at():
    g = esc_game()
    add_permanent(g, 0, "thorough-survey")
    set_hand(g, 0, "survey")
    lead(g, "S")
    answer(g, "boost", *keys(g))  # X = 2: 0 planets after the 2 fewer
    assert g.pending.kind == "survey_keep"


@pytest.mark.card("well-oiled-machine")
def test_well_oiled_machine_offers_one_additional_role_phase_each_turn():
    g = esc_game()
    p = g.players[0]
    add_permanent(g, 0, "well-oiled-machine")
    lead(g, "W")
    answer(g, "follow", "dissent")
    assert g.pending.kind == "extra_role"
    answer(g, "extra_role", "yes")
    answer(g, "role", "W")
    answer(g, "follow", "dissent")
    assert p.fighters == 2
    assert g.pending.kind != "extra_role"  # once each turn


@pytest.mark.card("elite-squadron")
def test_elite_squadron_has_replenishing_destroyer_and_fighters():
    g = esc_game()
    p = g.players[0]
    for _ in gain_tech(g, p, "elite-squadron"):
        raise AssertionError("it asks nothing")
    (pm,) = p.permanents
    assert pm.resources == ["destroyer", "fighter", "fighter"]  # placed as it enters play
    pm.resources[0] = pm.resources[2] = None  # spent
    start_turn(g, 0)  # the Replenish phase refills each empty slot
    assert pm.resources == ["destroyer", "fighter", "fighter"]


@pytest.mark.card("thorough-survey", "improved-mining", "lookout-47")
def test_thorough_survey_with_improved_mining_keeps_2_planets_and_an_asteroid():
    g = esc_game(sets=("base", "escalation", "exotica"))
    p = g.players[0]
    add_permanent(g, 0, "thorough-survey")
    p.mining = "improved"
    top = [g.position().take(c)
           for c in ("lyttle", "styku", "voson", "tankahshin", "lookout-47")]
    g.s.planet_deck += top
    set_hand(g, 0, "survey", "survey", "survey", "survey", "survey")
    lead(g, "S")
    answer(g, "boost", *keys(g))  # X = 6
    answer(g, "thorough_survey", "yes")  # look at 4, keep 2 planets (+1 Asteroid)
    assert sorted(g.s.looking) == sorted(top[1:]) and g.pending.max == 3
    with pytest.raises(Exception, match="at most 2 cards"):
        g.answer(top[1:4])
    answer(g, "survey_keep", top[1], top[2], top[4])
    assert len(p.planets) == 3
