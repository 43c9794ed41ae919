"""Greedy answers to Escalation's decisions (rules/sets/escalation/greedy.py) and
what its empire arithmetic reads from the Fleet tile and the scenario (bots/knowledge.py):
positions set up with the builders, answered by the bot from its seat's view."""

import pytest

from exotica_tui.bots.knowledge import Empire
from tests.bots.play import bot_answer
from tests.rules.builders import (
    add_permanent,
    add_planet,
    answer,
    in_hand,
    keys,
    lead,
    play_action,
    set_hand,
    start_turn,
    take,
)
from tests.rules.escalation.esc import esc_game
from tests.rules.escalation.kit_esc_techs import empire, lead_settle, skip_action

ALL = ("base", "escalation", "exotica")


def greedy(g) -> list[str]:
    return bot_answer(g, "greedy")


def researching(sets=ALL, hand=("research", "research"), **ships):
    """Seat 0 (Basic Fleet, Basic Mining with Exotica) leads Research boosted by ``hand``."""
    g = esc_game(sets=sets)
    p = g.players[0]
    for size, n in ships.items():
        p.fleet.add(size, n)
    set_hand(g, 0, *hand)
    start_turn(g, 0)
    lead(g, "R", *p.hand)
    assert g.pending.kind == "research"
    return g, p


@pytest.mark.card("improved-mining", "basic-fleet", "improved-fleet")
def test_research_with_a_fleet_upgrade_on_offer_still_values_improved_mining():
    """Review finding: beside the Fleet upgrade, Improved Mining scored 0."""
    g, p = researching()
    add_planet(g, 0, "gunsmoke-rock")
    add_planet(g, 0, "frostwell")
    assert {"fleet-upgrade", "improve_mining"} <= set(keys(g))
    assert greedy(g) == ["improve_mining"]  # 2 Asteroids: 3.5 against the upgrade's 1.2


@pytest.mark.card("basic-fleet", "improved-fleet")
def test_research_buys_the_fleet_upgrade_with_fighters_when_symbols_buy_nothing():
    g, p = researching(sets=("base", "escalation"), hand=("survey",), fighter=3)
    assert "ships:improved-fleet" in keys(g)
    assert greedy(g) == ["ships:improved-fleet"]


@pytest.mark.card("basic-fleet", "improved-fleet")
def test_follows_research_to_upgrade_the_fleet_with_three_fighters():
    g = esc_game()
    g.players[1].fleet.add("fighter", 3)
    set_hand(g, 1)
    start_turn(g, 0)
    skip_action(g)
    answer(g, "role", "R")
    assert g.pending.kind == "follow" and g.pending.player == 1
    assert greedy(g) == ["follow"]
    g.players[1].fleet.fighters = 2
    assert greedy(g) == ["dissent"]  # nothing to gain from an empty hand


@pytest.mark.card("basic-fleet", "mik-mik", "new-texas")
def test_a_battlecruiser_discount_makes_a_planet_worth_attacking_now():
    """Review finding: the empire missed the Fleet tile's passives. With a Battlecruiser the
    Basic Fleet lowers Mik-Mik's 4 Fighters to the 3 held: Warfare conquers it now, worth
    more than settling New Texas (which waits for any later Colonize)."""
    g = esc_game()
    p = g.players[0]
    p.fleet.add("battlecruiser", 1)
    p.fleet.add("fighter", 3)
    add_planet(g, 0, "mik-mik", face_up=False)
    tucked(g, add_planet(g, 0, "new-texas", face_up=False), 3)
    set_hand(g, 0, "warfare", "colonize")
    start_turn(g, 0)
    skip_action(g)
    assert greedy(g) == ["W"]
    emp = Empire(g.view(0))
    assert emp.passives["battlecruiser_discount"] == 1
    assert emp.attack_cost(g.view(0).players[0].planets[0]) == 3


@pytest.mark.card("improved-fleet", "lyttle")
def test_primary_weapon_puts_any_planet_in_reach_of_a_battlecruiser():
    g = esc_game()
    p = g.players[0]
    p.fleet_tile = "improved"
    add_planet(g, 0, "lyttle", face_up=False)  # 5 Fighters
    view = g.view(0)
    assert Empire(view).attack_cost(view.players[0].planets[0]) == 5
    p.fleet.add("battlecruiser", 1)
    view = g.view(0)
    emp = Empire(view)
    assert emp.passives["primary_weapon"] == 1
    assert emp.attack_cost(view.players[0].planets[0]) == 0


@pytest.mark.parametrize("scenario,hook", [("superlogistical", "free_phase_order"),
                                           ("bountiful-harvest", "planet_slot_extra")])
def test_the_empire_has_its_scenarios_passives(scenario, hook):
    g = esc_game(sets=ALL)
    g.players[0].scenario = scenario
    assert Empire(g.view(0)).passives[hook] == 1
    assert Empire(g.view(1)).passives[hook] == 0


@pytest.mark.card("improved-fleet", "lyttle")
def test_attacks_with_fighters_rather_than_the_battlecruiser():
    """Primary Weapon offers each planet a second price (1 Battlecruiser): greedy keeps the
    Battlecruiser (2 influence and a discount) when Fighters pay."""
    g = esc_game()
    p = g.players[0]
    p.fleet_tile = "improved"
    p.fleet.add("battlecruiser", 1)
    p.fleet.add("fighter", 5)
    pl = add_planet(g, 0, "lyttle", face_up=False)
    set_hand(g, 0, "warfare")
    start_turn(g, 0)
    lead(g, "W")
    answer(g, "warfare_mode", "attack")
    assert len([k for k in keys(g) if k.startswith(pl.card)]) == 2
    assert greedy(g) == [pl.card]


@pytest.mark.card("natural-order", "oversight-committee", "adaptability", "improved-fleet")
def test_natural_order_removes_an_opponents_permanent_never_its_own():
    g = esc_game()
    set_hand(g, 0, "natural-order")
    mine = add_permanent(g, 0, "adaptability")
    theirs = add_permanent(g, 1, "oversight-committee")
    g.players[1].fleet_tile = "improved"
    start_turn(g, 0)
    play_action(g, "natural-order")
    assert f"0:{mine.card}" in keys(g)
    assert greedy(g) == [f"1:{theirs.card}"]


@pytest.mark.card("destroyer-technology", "lyttle")
def test_pays_a_ship_cost_with_only_the_cards_it_needs():
    g = esc_game()
    p = g.players[0]
    p.fleet.add("fighter", 3)
    pl = add_planet(g, 0, "lyttle", face_up=False)  # 5 Fighters: 2 short
    set_hand(g, 0, "destroyer-technology", "warfare", "annex")
    start_turn(g, 0)
    lead(g, "W")
    answer(g, "warfare_mode", "attack")
    answer(g, "attack_target", pl.card)
    assert g.pending.kind == "pay_ships"
    assert greedy(g) == in_hand(g, 0, "destroyer-technology")  # pays 2: Annex (1) not needed


@pytest.mark.card("improved-fleet")
def test_exchanges_as_many_fighter_pairs_as_it_can():
    g = esc_game()
    p = g.players[0]
    p.fleet_tile = "improved"
    p.fleet.add("fighter", 7)
    start_turn(g, 0)
    answer(g, "action", "fleet:0")
    assert greedy(g) == ["3"]


@pytest.mark.card("basic-fleet")
def test_trades_two_destroyers_for_a_battlecruiser_as_the_action():
    g = esc_game()
    g.players[0].fleet.add("destroyer", 2)
    set_hand(g, 0, "survey")
    start_turn(g, 0)
    assert "fleet:1" in keys(g)
    assert greedy(g) == ["fleet:1"]


# -- Escalation's technologies -----------------------------------------------------------------


def trade_follower(*techs: str, hand=("produce-trade",), led="T", resources=(None,)):
    """Seat 1 holds ``techs`` and Mik-Mik (one food slot holding ``resources``) and ``hand``;
    seat 0 leads ``led``: seat 1's follow decision is pending."""
    g = esc_game()
    for face in techs:
        add_permanent(g, 1, face)
    add_planet(g, 1, "mik-mik", resources=list(resources))
    set_hand(g, 1, *hand)
    set_hand(g, 0)
    start_turn(g, 0)
    skip_action(g)
    answer(g, "role", led)
    assert g.pending.kind == "follow" and g.pending.player == 1
    return g


@pytest.mark.card("freedom-of-trade", "mik-mik")
def test_freedom_of_trade_follows_produce_as_trade_with_resources_to_trade():
    g = trade_follower("freedom-of-trade", led="P", resources=["food"])
    assert "follow:T" in keys(g)
    assert greedy(g) == ["follow:T"]  # Produce has no empty slot; its 2 Trade symbols trade


@pytest.mark.card("freedom-of-trade", "dissension", "mik-mik")
def test_freedom_of_trade_weighs_the_card_spent_and_the_dissent_draw():
    """Review finding: the follow-as gain ignored the card it spends and Dissension's extra
    draw. Following Trade as Produce fills the one slot with the one card (0.6 less the card),
    while dissenting draws 2 cards: dissent."""
    g = trade_follower("freedom-of-trade", "dissension", led="T")
    assert "follow:P" in keys(g)
    assert greedy(g) == ["dissent"]


@pytest.mark.card("black-market", "new-texas")
def test_black_market_spends_no_resource_on_a_symbol_that_gains_nothing():
    g, p, _ = empire("black-market", "new-texas", resources=["food", "water"])
    set_hand(g, 0, "warfare")
    start_turn(g, 0)
    skip_action(g)
    answer(g, "role", "W")
    assert any(k.startswith("market:") for k in keys(g))
    assert not any(k.startswith("market:") for k in greedy(g))  # no planet to attack


@pytest.mark.card("black-market", "new-texas", "lyttle")
def test_black_market_spends_a_resource_when_the_symbol_reaches_a_planet():
    g, p, _ = empire("black-market", "new-texas", resources=["food", "water"])
    p.fleet.add("fighter", 2)
    add_planet(g, 0, "mik-mik", face_up=False)  # 4 Fighters: the role's 1 leaves 1 short
    set_hand(g, 0)
    start_turn(g, 0)
    skip_action(g)
    answer(g, "role", "W")
    pick = greedy(g)
    assert pick and all(k.startswith("market:") for k in pick)


@pytest.mark.card("defense-contract", "new-texas")
@pytest.mark.parametrize("resources,fighters,expected", [
    (["food", None], 3, "new-texas/0"), ([None, None], 3, "fighter"), ([None, None], 2, "none")])
def test_defense_contract_trades_a_resource_first_then_a_spare_fighter(resources, fighters,
                                                                        expected):
    g, p, _ = empire("defense-contract", "new-texas", resources=resources)
    p.fleet.add("fighter", fighters)
    set_hand(g, 0, "warfare")  # an Action phase to use it in
    start_turn(g, 0)
    answer(g, "action", "use:defense_contract")
    assert [k for k in keys(g) if k.endswith("/0") or k in ("fighter", "none")] == keys(g)
    assert greedy(g) == [next(k for k in keys(g) if k.startswith(expected))]


def tucked(g, holder, n: int) -> None:
    """Give a face-down planet or a Colony Ship ``n`` Colonize cards as Colonies."""
    holder.colonies = [take(g, "colonize") for _ in range(n)]
    holder.colony_value = n


@pytest.mark.card("colony-ship", "styku", "mik-mik")
def test_colony_ship_moves_the_fewest_colonies_that_settle():
    g = esc_game()
    target = add_planet(g, 0, "styku", face_up=False)  # colonize cost 4
    tucked(g, add_permanent(g, 0, "colony-ship"), 3)
    tucked(g, add_planet(g, 0, "mik-mik", face_up=False), 2)
    lead_settle(g, target.card)
    assert g.pending.kind == "move_colonies"
    pick = greedy(g)
    assert g.pending.check(pick) is None and g.pending.check(pick[:-1]) is not None


@pytest.mark.card("colony-ship", "styku", "improved-colonize-cr")
def test_colony_ship_tucks_the_weakest_colonize_card():
    g = esc_game()
    add_permanent(g, 0, "colony-ship")
    add_planet(g, 0, "styku", face_up=False)
    set_hand(g, 0, "improved-colonize-cr", "colonize", "research")
    start_turn(g, 0)
    answer(g, "action", "use:colony_per_turn")
    assert g.pending.kind == "colony_card" and len(keys(g)) == 2
    assert greedy(g) == in_hand(g, 0, "colonize")


@pytest.mark.parametrize("role", ["W", "C", "P", "T"])
def test_the_judgement_counts_a_hand_as_a_lead_and_a_follow_give_it_wealth_of_knowledge(role):
    """Wealth of Knowledge: a standard Survey card boosts any role led, never a follow
    (escalation.md FAQ 18); Adaptability: a Research card is any role (base-game.md FAQ 39)."""
    from exotica_tui.bots.values import Judge
    from exotica_tui.rules.symbols import card_values

    g = esc_game()
    add_permanent(g, 0, "wealth-of-knowledge")
    add_permanent(g, 0, "adaptability")
    hand = set_hand(g, 0, "survey", "research", "warfare")
    start_turn(g, 0)
    p = g.players[0]
    j = Judge(g.view(0))
    p.turn.leading = role  # as the rules count a boost of ``role``
    assert j.hand_symbols(hand, role) == sum(card_values(g, p, hand, role).values())
    p.turn.leading = None  # and a follow of it
    assert j.hand_symbols(hand, role, lead=False) == sum(card_values(g, p, hand, role).values())
    assert j.hand_symbols(hand, role) == j.hand_symbols(hand, role, lead=False) + 1
