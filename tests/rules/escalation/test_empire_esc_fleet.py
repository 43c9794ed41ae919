"""Bustling planets' actions and replenishing ship slots (escalation.md §3, §6, §8.1)."""

import pytest

from ..builders import add_permanent, add_planet, answer, keys, lead, set_deck, set_hand, start_turn
from .esc import esc_game, esc_game_with


def empire_action(g, cid, seat=0):
    start_turn(g, seat)
    answer(g, "action", f"empire:{cid}")


def public(g):
    return [e.text for e in g.log if e.seat is None]


@pytest.mark.card("monos")
def test_monos_draws_two_cards_and_the_log_names_it():
    """escalation.md §8.1 (Monos: "Action: draw 2 cards"); the log names what acted, as it does
    for a hand card ("plays ... for its action")."""
    g = esc_game()
    add_planet(g, 0, "monos")
    set_hand(g, 0)
    set_deck(g, 0, "survey", "warfare")
    empire_action(g, "monos")
    assert len(g.players[0].hand) == 2
    log = public(g)
    i = log.index("Ann uses Monos for its action.")
    assert log[i + 1] == "Ann draws 2 cards."


@pytest.mark.card("monos")
def test_a_game_of_rules_revision_2_logs_no_line_for_an_empire_action():
    g = esc_game(rules_revision=2)
    add_planet(g, 0, "monos")
    before = len(g.log)
    empire_action(g, "monos")
    assert not any("uses Monos" in e.text for e in g.log[before:])


@pytest.mark.card("ny-seia")
def test_ny_seia_removes_up_to_two_cards_in_hand_from_the_game():
    g = esc_game()
    add_planet(g, 0, "ny-seia")
    hand = set_hand(g, 0, "survey", "warfare", "colonize")
    empire_action(g, "ny-seia")
    answer(g, "rfg", hand[0], hand[1])
    assert g.players[0].hand == [hand[2]] and hand[0] in g.s.removed


@pytest.mark.card("otto-erdesz")
def test_otto_erdesz_trades_up_to_two_resources():
    g = esc_game()
    add_planet(g, 0, "otto-erdesz", resources=["silicon"])
    add_planet(g, 0, "vierra", resources=["food", "water"])
    empire_action(g, "otto-erdesz")
    assert len(keys(g)) == 3
    answer(g, "trade", "vierra/0", "vierra/1")
    assert g.players[0].influence == 2


@pytest.mark.card("terra-prime")
def test_terra_prime_settles_a_planet():
    g = esc_game()
    add_planet(g, 0, "terra-prime")
    pl = add_planet(g, 0, "monos", face_up=False)
    pl.colony_value = 4
    empire_action(g, "terra-prime")
    answer(g, "settle_target", "monos")
    assert pl.face_up


@pytest.mark.card("vierra")
def test_vierra_produces_two_resources():
    g = esc_game()
    add_planet(g, 0, "vierra")
    empire_action(g, "vierra")  # its two slots take one resource each: nothing to ask
    assert g.players[0].planets[0].resources == ["food", "water"]


@pytest.mark.card("nalarad")
def test_nalarad_attacks_a_planet():
    g = esc_game()
    add_planet(g, 0, "nalarad")
    pl = add_planet(g, 0, "odonata", face_up=False)
    g.players[0].fleet.add("destroyer", 1)
    empire_action(g, "nalarad")
    answer(g, "attack_target", "odonata")
    assert pl.face_up and g.players[0].fleet.destroyers == 0


@pytest.mark.card("monos")
def test_monos_draws_two_cards_as_the_action():
    g = esc_game()
    p = g.players[0]
    add_planet(g, 0, "monos")
    set_deck(g, 0, "survey", "warfare", "colonize", "research")
    empire_action(g, "monos")
    assert len(p.hand) == 2
    assert g.pending.kind == "role"  # one action only


@pytest.mark.card("odonata", "pappathan-prime")
def test_a_hostile_planet_gets_its_fighter_when_conquered_and_again_each_turn():
    g = esc_game()
    p = g.players[0]
    pl = add_planet(g, 0, "odonata", face_up=False)
    p.fleet.add("destroyer", 1)
    set_hand(g, 0, "warfare")
    start_turn(g, 0)
    lead(g, "W")
    answer(g, "warfare_mode", "attack")
    answer(g, "attack_target", "odonata")
    assert pl.resources == [None, None, "fighter"]
    other = add_planet(g, 0, "pappathan-prime", face_up=False)
    set_hand(g, 0, "warfare")
    start_turn(g, 0)
    assert pl.resources == [None, None, "fighter"]  # a full slot stays as it is
    pl.resources[2] = None
    other.face_up = True
    start_turn(g, 0)
    assert pl.resources[2] == "fighter" and other.resources == [None, "fighter"]


@pytest.mark.card("pitt-of-injustice", "zephan", "basic-fleet")
def test_slot_fighters_are_the_owners_ships_and_are_spent_first():
    g = esc_game()
    p = g.players[0]
    pitt = add_planet(g, 0, "pitt-of-injustice", resources=["fighter"])
    pl = add_planet(g, 0, "zephan", face_up=False)  # 6 Fighters
    p.fleet.add("fighter", 5)
    set_hand(g, 0, "warfare")
    start_turn(g, 0)
    pitt.resources = ["fighter"]
    lead(g, "W")
    answer(g, "warfare_mode", "attack")
    answer(g, "attack_target", "zephan")
    assert pl.face_up and pitt.resources == [None] and p.fleet.fighters == 0


@pytest.mark.card("pitt-of-injustice", "weapon-emporium")
def test_weapon_emporium_trades_a_slot_fighter_token_like_a_fleet_fighter():
    """escalation.md §6: slot tokens count as Fighters for Weapon Emporium trades."""
    g = esc_game()
    p = g.players[0]
    pitt = add_planet(g, 0, "pitt-of-injustice", resources=["fighter"])
    add_permanent(g, 0, "weapon-emporium")
    set_hand(g, 0, "produce-trade")
    start_turn(g, 0)
    pitt.resources = ["fighter"]
    lead(g, "T", *p.hand)
    token = next(o.key for o in g.pending.options if o.key.startswith("pitt-of-injustice"))
    answer(g, "trade", token)
    assert pitt.resources == [None] and p.influence == 1


@pytest.mark.card("odonata")
def test_slot_fighters_are_not_resources_to_produce_or_trade():
    g = esc_game()
    add_planet(g, 0, "odonata", resources=[None, "water", "fighter"])
    set_hand(g, 0, "produce-trade")
    start_turn(g, 0)
    lead(g, "T")
    assert keys(g) == ["odonata/1"]


@pytest.mark.card("oversight-committee", "pappathan-prime")
def test_a_permanents_ship_slots_fill_on_entry_pay_attacks_and_refill():
    from exotica_tui.rules.catalog import Slot

    slots = [Slot(resource="destroyer", replenishing=True),
             Slot(resource="fighter", replenishing=True)]  # as Elite Squadron's
    g = esc_game_with("oversight-committee", slots=slots)
    p = g.players[0]
    p.fleet.add("destroyer", 2)
    for cid in ("monos", "vierra", "ny-seia"):
        add_planet(g, 0, cid)
    set_hand(g, 0, "research")
    start_turn(g, 0)
    lead(g, "R")
    answer(g, "research", "ships:oversight-committee")
    pm = p.permanents[0]
    assert pm.resources == ["destroyer", "fighter"] and p.fleet.destroyers == 0
    assert g.scores()[0].tiebreak == 1  # the Fighter token counts, the Destroyer does not
    pl = add_planet(g, 0, "pappathan-prime", face_up=False)
    set_hand(g, 0, "warfare")
    start_turn(g, 0)
    lead(g, "W")
    answer(g, "warfare_mode", "attack")
    answer(g, "attack_target", pl.card)
    assert pl.face_up and pm.resources == [None, "fighter"]
    start_turn(g, 0)
    assert pm.resources == ["destroyer", "fighter"]


def scorched_odonata(rules_revision=3):
    """Seat 0 holds Scorched Earth Policy and conquers Odonata (Food, Water and a replenishing
    Fighter slot) for 1 Destroyer with a Warfare role."""
    g = esc_game(rules_revision=rules_revision)
    add_permanent(g, 0, "scorched-earth-policy")
    pl = add_planet(g, 0, "odonata", face_up=False)
    g.players[0].fleet.add("destroyer", 1)
    set_hand(g, 0, "warfare")
    start_turn(g, 0)
    lead(g, "W")
    answer(g, "warfare_mode", "attack")
    answer(g, "attack_target", pl.card)
    return g, pl


@pytest.mark.card("scorched-earth-policy", "odonata", "hanoj-t")
def test_a_planet_conquered_with_scorched_earth_keeps_its_slot_fighter():
    """Scorched Earth Policy: the planet "can never hold resources" (base-game.md FAQ 37), but
    a replenishing slot's token counts as "your ships for every purpose" (escalation.md §6):
    Odonata gets its Fighter at the flip and in each Replenish phase, the Fighter pays a ship
    cost and counts in the tie-break, and no resource is produced on it."""
    g, pl = scorched_odonata()
    p = g.players[0]
    assert pl.face_up and pl.scorched and pl.resources == [None, None, "fighter"]
    assert g.scores()[0].tiebreak == 1
    hanoj = add_planet(g, 0, "hanoj-t", face_up=False)  # 4 Fighters, 2 with Scorched Earth
    p.fleet.add("fighter", 1)
    set_hand(g, 0, "warfare")
    start_turn(g, 0)
    lead(g, "W")
    answer(g, "warfare_mode", "attack")
    answer(g, "attack_target", hanoj.card)
    assert hanoj.face_up and pl.resources == [None, None, None] and p.fleet.fighters == 0
    set_hand(g, 0, "produce-trade")
    start_turn(g, 0)  # the Replenish phase
    assert pl.resources == [None, None, "fighter"]
    lead(g, "P")
    assert pl.resources == [None, None, "fighter"]
    assert g.log[-1].text == "Nothing happens for Ann: no empty resource slot."


@pytest.mark.card("scorched-earth-policy", "odonata")
def test_rules_revision_2_leaves_a_scorched_planets_ship_slot_empty():
    g, pl = scorched_odonata(rules_revision=2)
    assert pl.scorched and pl.resources == [None, None, None]
    start_turn(g, 0)
    assert pl.resources == [None, None, None] and g.scores()[0].tiebreak == 0
