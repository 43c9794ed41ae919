"""Escalation's action technologies of branch esc-techs (escalation.md §9.2): each test builds
a position, plays the card and checks the outcome."""

from collections import Counter

import pytest

from exotica_tui.rules.effects import check_end
from exotica_tui.rules.research import meets, requirements_met, requirements_met_r2

from ..builders import add_planet, answer, ids, keys, set_deck, set_hand, start_turn
from .esc import esc_game
from .kit_esc_techs import play


def test_catalog_values_follow_the_level():
    """Costs 3/5/7 Research or 3 Fighters / 2 Destroyers / 1 Battlecruiser, influence 0/2/3."""
    g = esc_game()
    mine = [c for c in g.catalog.of_set("escalation") if c.kind == "tech"]
    assert len(mine) >= 23
    for c in mine:
        assert (c.cost, c.influence) == {1: (3, 0), 2: (5, 2), 3: (7, 3)}[c.level]
        assert c.alt_cost == {1: {"fighter": 3}, 2: {"destroyer": 2},
                              3: {"battlecruiser": 1}}[c.level]
        if c.stack == "diverse":
            assert c.requires == {"A": 1, "F": 1, "M": 1}


@pytest.mark.card("double-time-ar", "double-time-at", "double-time-fc", "double-time-fp",
                  "double-time-ms", "double-time-mw")
def test_double_time_needs_its_type_and_one_planet_of_another_type():
    g = esc_game()
    for cid in ("double-time-ar", "double-time-at"):
        card = g.card(cid)
        assert not requirements_met(card, Counter({"A": 2}), False, False)
        assert requirements_met(card, Counter({"A": 1, "M": 1}), False, False)
        # Prestige and Utopian planets are never the "other type" (escalation.md §8.2)
        assert not requirements_met(card, Counter({"A": 1, "prestige": 1}), False, False)
        assert not requirements_met(card, Counter({"A": 1, "utopian": 1}), False, False)
    for cid, own, other in (("double-time-fc", "F", "A"), ("double-time-fp", "F", "M"),
                            ("double-time-ms", "M", "F"), ("double-time-mw", "M", "A")):
        card = g.card(cid)
        assert not requirements_met(card, Counter({other: 3}), False, False)
        assert requirements_met(card, Counter({own: 1, other: 1}), False, False)
    add_planet(g, 0, "lyttle")
    assert not meets(g, g.players[0], g.card("double-time-ar"))
    add_planet(g, 0, "voson", face_up=False)  # a face-down planet does not count
    assert not meets(g, g.players[0], g.card("double-time-ar"))
    add_planet(g, 0, "styku")
    assert meets(g, g.players[0], g.card("double-time-ar"))


@pytest.mark.card("double-time-ar")
def test_double_time_with_coalition_needs_two_planets():
    """A planet meets one prerequisite (escalation.md §9.2): a wild Exotic planet (Coalition) is
    Double Time's Advanced or its other planet, not both; revision 2 counted it twice."""
    card = esc_game().card("double-time-ar")
    assert not requirements_met(card, Counter({"E": 1}), True, False)
    assert requirements_met(card, Counter({"E": 2}), True, False)
    assert requirements_met_r2(card, Counter({"E": 1}), True, False)


@pytest.mark.card("double-time-ar", "improved-trade-e")
def test_double_time_gives_three_actions_in_all():
    g = esc_game()
    play(g, 0, "double-time-ar", "improved-trade-e", "improved-trade-tp", "improved-trade-tc")
    p = g.players[0]
    answer(g, "action", "improved-trade-e")
    answer(g, "action", "improved-trade-tp")
    assert p.influence == 2
    assert g.pending.kind == "role"  # the fourth action is not offered
    assert ids(p.hand) == ["improved-trade-tc"]


@pytest.mark.card("improved-research-e")
def test_improved_research_draws_then_removes_up_to_3_in_hand():
    g = esc_game()
    set_deck(g, 0, "survey")
    iid = play(g, 0, "improved-research-e", "warfare", "politics")
    assert g.pending.kind == "rfg" and iid not in keys(g) and g.pending.max == 3
    answer(g, "rfg", *keys(g))
    assert g.players[0].hand == [] and len(g.s.removed) == 3


@pytest.mark.card("improved-colonize-e", "lyttle", "styku")
def test_improved_colonize_settles_then_tucks_itself():
    g = esc_game()
    p = g.players[0]
    add_planet(g, 0, "lyttle", face_up=False).colony_value = 4
    add_planet(g, 0, "styku", face_up=False)
    iid = play(g, 0, "improved-colonize-e")
    answer(g, "settle_target", next(k for k in keys(g) if k.startswith("lyttle")))
    answer(g, "choose_effect", "1")  # the only face-down planet takes it
    assert [pl.face_up for pl in p.planets] == [True, False]
    assert p.planets[1].colonies == [iid]


@pytest.mark.card("improved-production-e", "new-texas")
def test_improved_production_produces_2():
    g = esc_game()
    add_planet(g, 0, "new-texas")
    play(g, 0, "improved-production-e")
    assert g.players[0].planets[0].resources == ["food", "water"]


@pytest.mark.card("improved-survey-e", "improved-trade-e")
def test_improved_survey_draws_3_and_improved_trade_collects_1():
    g = esc_game()
    set_deck(g, 0, "survey", "warfare", "colonize")
    play(g, 0, "improved-survey-e")
    assert ids(g.players[0].hand) == ["colonize", "survey", "warfare"]
    g = esc_game()
    play(g, 0, "improved-trade-e")
    assert g.players[0].influence == 1


@pytest.mark.card("scientific-discovery", "scientific-method")
def test_scientific_discovery_takes_a_cheap_tech_without_prerequisites():
    g = esc_game()
    p = g.players[0]
    play(g, 0, "scientific-discovery", "improved-trade-e")
    assert g.pending.kind == "take_tech"
    assert all((g.card(k).cost or 0) <= 3 for k in keys(g))
    assert "double-time-mw" in keys(g) and "scientific-method" not in keys(g)
    answer(g, "take_tech", "double-time-mw")  # no Metallic planet needed
    assert "double-time-mw" in p.hand
    assert g.pending.kind == "action"  # + 1 additional action
    answer(g, "action", "double-time-mw")
    assert g.pending.kind == "action"


@pytest.mark.card("scientific-discovery", "mining-colony")
def test_scientific_discovery_puts_a_permanent_into_play():
    g = esc_game(sets=("base", "escalation", "exotica"))
    play(g, 0, "scientific-discovery")
    answer(g, "take_tech", "mining-colony")  # either face of a double-sided card
    assert [pm.face for pm in g.players[0].permanents] == ["mining-colony"]


@pytest.mark.card("industrial-espionage")
def test_industrial_espionage_takes_1_from_each_opponent_who_has_one():
    g = esc_game(players=3)
    g.players[1].influence = 2
    supply = g.s.supply
    play(g, 0, "industrial-espionage")
    assert [q.influence for q in g.players] == [1, 1, 0]
    assert g.s.supply == supply  # 1 returned, 1 collected


@pytest.mark.card("industrial-espionage")
def test_industrial_espionage_never_cancels_a_triggered_end():
    g = esc_game(players=3)
    g.players[1].influence = g.players[2].influence = 3
    g.s.supply = 0
    check_end(g)
    play(g, 0, "industrial-espionage")
    assert g.s.supply == 1 and g.s.end_triggered


@pytest.mark.card("specialized-production", "new-texas", "mik-mik")
def test_specialized_production_pays_for_the_named_type_produced_this_turn():
    g = esc_game()
    p = g.players[0]
    add_planet(g, 0, "new-texas")
    add_planet(g, 0, "mik-mik")
    set_hand(g, 0, "specialized-production", "produce-trade")
    start_turn(g, 0)
    answer(g, "action", next(k for k in keys(g) if k.startswith("specialized")))
    answer(g, "name_resource", "food")
    answer(g, "role", "P")
    answer(g, "boost", *keys(g))
    answer(g, "produce", *[k for k in keys(g) if k.endswith("food")])
    assert p.influence == 2  # two Food


@pytest.mark.card("deep-space-probes", "idroyos")
def test_deep_space_probes_recons_the_planet_deck_and_gives_an_action():
    g = esc_game()
    play(g, 0, "deep-space-probes", "improved-trade-e")
    assert g.pending.kind == "recon_pick"
    target = next(k for k in keys(g) if k.startswith("idroyos"))
    answer(g, "recon_pick", target)
    assert g.s.planet_deck[-1] == target and g.s.planet_discard == []
    assert g.pending.kind == "action"


@pytest.mark.card("synthesize")
def test_synthesize_recons_the_deck_and_draws_that_card():
    g = esc_game()
    p = g.players[0]
    p.discard.append(g.position().take("research"))
    set_deck(g, 0, "survey", "warfare")
    play(g, 0, "synthesize")
    target = next(k for k in keys(g) if k.startswith("research"))
    answer(g, "recon_pick", target)
    assert target in p.hand and p.discard == []
    assert g.pending.kind == "action"  # + 1 additional action


@pytest.mark.card("elevated-incentives")
def test_elevated_incentives_gives_a_second_full_role_phase():
    g = esc_game()
    p, q = g.players
    set_hand(g, 1, "warfare")
    play(g, 0, "elevated-incentives")
    answer(g, "role", "W")
    answer(g, "follow", "follow")
    answer(g, "follow_cards", *keys(g))
    assert (p.fighters, q.fighters) == (1, 1)
    assert g.pending.kind == "role" and g.pending.player == 0  # the additional Role phase
    answer(g, "role", "W")
    answer(g, "follow", "follow")  # followers answer again
    assert p.fighters == 2
    assert g.pending.kind == "cleanup_discard" or g.pending.player == 1
