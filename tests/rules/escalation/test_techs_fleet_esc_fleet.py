"""Escalation's ship technologies (escalation.md §9.2), ship costs of technologies (§9.1) and
cards discarded as ships (§4.3)."""

import pytest

from exotica_tui.rules import default_catalog

from ..builders import (
    add_permanent,
    add_planet,
    answer,
    in_hand,
    keys,
    lead,
    new_game,
    play_action,
    set_hand,
    skip_to,
    start_turn,
)
from .esc import esc_game, esc_game_with


def playing(card_id, seat=0, **fleet):
    """An Escalation game where ``seat`` holds ``card_id`` and these ships, at its turn."""
    g = esc_game()
    p = g.players[seat]
    for size, n in fleet.items():
        p.fleet.add(size, n)
    set_hand(g, seat, card_id)
    return g, p


@pytest.mark.card("improved-warfare-e")
def test_improved_warfare_collects_two_fighters_or_attacks():
    g, p = playing("improved-warfare-e")
    start_turn(g, 0)
    play_action(g, "improved-warfare-e")
    answer(g, "choose_effect", "0")
    assert p.fleet.fighters == 2
    card = default_catalog()["improved-warfare-e"]
    assert (card.stack, card.level, card.cost, card.alt_cost, card.requires, card.symbols,
            card.icons) == ("metallic", 1, 3, {"fighter": 3}, {"M": 1}, ["W"], ["fighter"])


@pytest.mark.card("destroyer-technology")
def test_destroyer_technology_collects_two_destroyers():
    g, p = playing("destroyer-technology")
    start_turn(g, 0)
    play_action(g, "destroyer-technology")
    assert p.fleet.destroyers == 2
    assert g.pending.kind == "role"


@pytest.mark.card("destroyer-technology", "lyttle")
def test_destroyer_technology_in_hand_pays_two_fighters_of_a_cost():
    g, p = playing("destroyer-technology", fighter=3)
    pl = add_planet(g, 0, "lyttle", face_up=False)  # 5 Fighters
    set_hand(g, 0, "destroyer-technology", "warfare")
    start_turn(g, 0)
    lead(g, "W")
    answer(g, "warfare_mode", "attack")
    answer(g, "attack_target", pl.card)
    assert g.pending.kind == "pay_ships" and g.pending.min == 1
    answer(g, "pay_ships", in_hand(g, 0, "destroyer-technology")[0])
    assert pl.face_up and p.fleet.fighters == 0
    assert any(c.startswith("destroyer-technology") for c in p.discard)


@pytest.mark.card("tour-de-force", "lyttle")
def test_tour_de_force_collects_ships_and_attacks_after_the_role_phase():
    g, p = playing("tour-de-force", fighter=3)
    pl = add_planet(g, 0, "lyttle", face_up=False)
    start_turn(g, 0)
    play_action(g, "tour-de-force")
    assert p.fleet.by_size() == {"fighter": 5, "destroyer": 1, "battlecruiser": 0}
    answer(g, "role", "S")
    skip_to(g, "attack_target", 0)
    answer(g, "attack_target", pl.card)
    assert pl.face_up and p.fleet.fighters == 0


@pytest.mark.card("tour-de-force", "double-time-ms", "elevated-incentives", "lyttle")
def test_tour_de_force_attack_waits_for_a_later_role_phase_if_declined():
    """"You may Attack a planet after any Role phase this turn" (FAQ 30)."""
    g, p = playing("tour-de-force", fighter=3)
    pl = add_planet(g, 0, "lyttle", face_up=False)
    set_hand(g, 0, "double-time-ms", "tour-de-force", "elevated-incentives")
    start_turn(g, 0)
    for card in ("double-time-ms", "tour-de-force", "elevated-incentives"):
        play_action(g, card)
    answer(g, "role", "S")
    skip_to(g, "attack_target", 0)
    answer(g, "attack_target", "none")
    skip_to(g, "role", 0)
    answer(g, "role", "W")
    skip_to(g, "attack_target", 0)
    answer(g, "attack_target", pl.card)
    assert pl.face_up


@pytest.mark.card("soldiers-of-fortune")
@pytest.mark.parametrize("destroyers,influence", [(1, 3), (0, 0)])
def test_soldiers_of_fortune_trades_a_destroyer_for_three_influence(destroyers, influence):
    g, p = playing("soldiers-of-fortune", destroyer=destroyers)
    start_turn(g, 0)
    play_action(g, "soldiers-of-fortune")
    assert p.influence == influence and p.fleet.destroyers == 0


@pytest.mark.card("spoils-of-war", "pitt-of-injustice", "vierra")
def test_spoils_of_war_produces_one_resource_per_fighter_slot_tokens_included():
    g, p = playing("spoils-of-war", fighter=1)
    add_planet(g, 0, "pitt-of-injustice", resources=["fighter"])
    vierra = add_planet(g, 0, "vierra")
    add_planet(g, 0, "monos")
    start_turn(g, 0)
    play_action(g, "spoils-of-war")
    answer(g, "produce", "vierra/0/food", "monos/0/iron")
    assert vierra.resources == ["food", None] and p.fleet.fighters == 1


@pytest.mark.card("natural-order", "oversight-committee")
def test_natural_order_removes_a_permanent_and_pays_its_owner_reparations():
    g, p = playing("natural-order")
    pm = add_permanent(g, 1, "oversight-committee")
    g.players[1].fleet_tile = "improved"
    start_turn(g, 0)
    play_action(g, "natural-order")
    assert keys(g) == [f"1:{pm.card}", "fleet:1"]
    answer(g, "remove_permanent", f"1:{pm.card}")
    q = g.players[1]
    assert q.permanents == [] and pm.card in g.s.removed and q.influence == 2


@pytest.mark.card("natural-order", "improved-fleet")
@pytest.mark.parametrize("reparations", [2, 3])  # as printed; a changed card pays its own
def test_natural_order_turns_an_improved_fleet_back_to_basic(reparations):
    g = esc_game_with("natural-order", reparations=reparations)
    set_hand(g, 0, "natural-order")
    g.players[1].fleet_tile = "improved"
    start_turn(g, 0)
    play_action(g, "natural-order")  # the only target: no question
    assert g.players[1].fleet_tile == "basic" and g.players[1].influence == reparations


@pytest.mark.card("annex", "nalarad")
def test_annex_takes_an_opponents_face_down_planet_unseen_and_pays_reparations():
    g, p = playing("annex", destroyer=1)
    q = g.players[1]
    pl = add_planet(g, 1, "nalarad", face_up=False)
    add_planet(g, 1, "pitt-of-injustice", face_up=False)
    colony = set_hand(g, 1, "colonize")[0]
    q.hand.remove(colony)
    pl.colonies, pl.colony_value = [colony], 1
    start_turn(g, 0)
    play_action(g, "annex")
    d = g.pending
    assert d.kind == "annex_target" and [o.card for o in d.options] == [None, None]
    assert "Nalarad" not in d.options[0].label and "Metallic" in d.options[0].label
    answer(g, "annex_target", "1:0")
    assert pl in p.planets and pl.face_up and pl not in q.planets
    assert colony in q.discard and p.fleet.destroyers == 0 and q.influence == 2


@pytest.mark.card("annex", "lyttle")
def test_annex_in_hand_may_be_discarded_as_a_fighter():
    g, p = playing("annex", fighter=4)
    pl = add_planet(g, 0, "lyttle", face_up=False)
    set_hand(g, 0, "annex", "warfare")
    start_turn(g, 0)
    lead(g, "W")
    answer(g, "warfare_mode", "attack")
    answer(g, "attack_target", pl.card)
    answer(g, "pay_ships", in_hand(g, 0, "annex")[0])
    assert pl.face_up and p.fleet.fighters == 0


@pytest.mark.card("oversight-committee")
def test_oversight_committee_adds_a_hand_card_and_draws_two_then_removes():
    g = esc_game()
    p = g.players[0]
    add_permanent(g, 0, "oversight-committee")
    assert g.view(0).players[0].hand_limit == 6
    hand = set_hand(g, 0, "survey")
    start_turn(g, 0)
    pm = p.permanents[0]
    answer(g, "action", f"empire:{pm.card}")
    assert len(p.hand) == 3
    answer(g, "rfg", hand[0])
    assert hand[0] in g.s.removed and len(p.hand) == 2
    public = [e.text for e in g.log if e.seat is None]
    i = public.index("Ann uses Oversight Committee for its action.")  # the log names it
    assert public[i + 1:i + 3] == ["Ann draws 2 cards.", "Ann removes Survey from the game."]


@pytest.mark.card("military-campaign", "vierra")
def test_military_campaign_takes_a_face_up_planet_as_it_is():
    g, p = playing("warfare", battlecruiser=1, fighter=2)
    add_permanent(g, 0, "military-campaign")
    q = g.players[1]
    pl = add_planet(g, 1, "vierra", resources=["food", None])
    start_turn(g, 0)
    lead(g, "W")
    answer(g, "warfare_mode", "attack")
    key = "campaign:1:0"
    assert "1 Battlecruiser + 2 Fighters" in next(o.label for o in g.pending.options
                                                   if o.key == key)
    answer(g, "attack_target", key)
    assert pl in p.planets and pl not in q.planets and pl.resources == ["food", None]
    assert p.fleet.total() == 0 and q.influence == 2


def campaign_with_abundance(rules_revision=3):
    """Seat 0 holds Military Campaign and Abundance, 1 Battlecruiser and 2 Fighters, and takes
    Bob's empty Vierra (influence 2) with a Warfare role."""
    g = esc_game(rules_revision=rules_revision)
    p = g.players[0]
    p.fleet.add("battlecruiser", 1)
    p.fleet.add("fighter", 2)
    add_permanent(g, 0, "military-campaign")
    add_permanent(g, 0, "abundance")
    pl = add_planet(g, 1, "vierra")
    set_hand(g, 0, "warfare")
    start_turn(g, 0)
    lead(g, "W")
    answer(g, "warfare_mode", "attack")
    answer(g, "attack_target", "campaign:1:0")
    return g, pl


@pytest.mark.card("military-campaign", "abundance", "vierra")
def test_military_campaigns_take_is_an_attack_and_abundance_produces_two():
    """"When you attack, you may instead attack an opponent's face-up planet" (escalation.md
    §9.2, FAQ 13): the take is an attack, so Abundance's "whenever you Settle or Attack a
    planet, produce 2 resources" (§10 errata) fires, into the taken planet's empty slots."""
    g, pl = campaign_with_abundance()  # two empty slots for 2 resources: nothing to ask
    assert pl.resources == ["food", "water"] and g.players[1].influence == 2
    assert [e.text for e in g.log[-3:]] == [
        "Ann takes Vierra from Bob.", "Ann produces food, water.",
        "Bob receives reparations from Military Campaign: 2 influence."]


@pytest.mark.card("military-campaign", "abundance", "vierra")
def test_a_take_by_rules_revision_2_produces_nothing():
    g, pl = campaign_with_abundance(rules_revision=2)
    assert pl in g.players[0].planets and pl.resources == [None, None]


@pytest.mark.card("military-campaign", "vierra")
def test_military_campaign_gets_no_battlecruiser_discount():
    g, p = playing("warfare", battlecruiser=1, fighter=1)
    add_permanent(g, 0, "military-campaign")
    add_planet(g, 1, "vierra")
    start_turn(g, 0)
    lead(g, "W")
    assert g.pending.kind != "warfare_mode"


@pytest.mark.card("improved-warfare-e", "lyttle")
def test_a_technology_may_be_bought_with_its_ship_cost_when_its_planets_are_there():
    g, p = playing("research", fighter=3)
    start_turn(g, 0)
    lead(g, "R")
    assert "ships:improved-warfare-e" not in keys(g)  # no Metallic planet
    g, p = playing("research", fighter=3)
    add_planet(g, 0, "monos")
    start_turn(g, 0)
    lead(g, "R")
    assert "improved-warfare-e" not in keys(g)  # 1 Research symbol: too few
    answer(g, "research", "ships:improved-warfare-e")
    assert p.fleet.fighters == 0 and in_hand(g, 0, "improved-warfare-e")


@pytest.mark.card("oversight-committee", "military-campaign")
def test_a_permanent_bought_with_ships_comes_into_play_with_either_face():
    g, p = playing("research", destroyer=2)
    for cid in ("monos", "vierra", "ny-seia"):
        add_planet(g, 0, cid)
    start_turn(g, 0)
    lead(g, "R")
    assert {"ships:oversight-committee", "ships:military-campaign"} <= set(keys(g))
    answer(g, "research", "ships:military-campaign")
    assert [pm.face for pm in p.permanents] == ["military-campaign"] and p.fleet.destroyers == 0


def test_no_ship_costs_without_escalation():
    g = new_game(2, sets=("base", "exotica"))
    g.position().clear()
    g.players[0].fleet.add("fighter", 9)
    set_hand(g, 0, "research")
    start_turn(g, 0)
    lead(g, "R")
    assert not [k for k in keys(g) if k.startswith("ships:")]


@pytest.mark.card("annex", "vierra")
def test_a_card_with_a_resource_icon_may_be_traded_from_hand():
    g, p = playing("annex")
    add_planet(g, 0, "vierra", resources=["food", None])
    set_hand(g, 0, "annex", "produce-trade", "produce-trade")
    start_turn(g, 0)
    annex = in_hand(g, 0, "annex")[0]
    lead(g, "T", in_hand(g, 0, "produce-trade")[0])
    assert keys(g) == ["vierra/0", f"hand/{annex}"]
    answer(g, "trade", "vierra/0", f"hand/{annex}")
    assert p.influence == 2 and annex in p.discard and annex not in p.hand


@pytest.mark.card("weapon-emporium", "improved-survey-e")
@pytest.mark.parametrize("revision", [3, 2])
def test_weapon_emporium_trades_a_card_with_a_fighter_icon(revision):
    """Weapon Emporium trades Fighters "as if they were resources"; a card with a Fighter icon
    "may be discarded from hand as if it were that ship" (escalation.md §4.3): 1 influence."""
    g = esc_game(rules_revision=revision)
    add_permanent(g, 0, "weapon-emporium")
    p = g.players[0]
    survey, trade = set_hand(g, 0, "improved-survey-e", "produce-trade")
    start_turn(g, 0)
    lead(g, "T", trade)
    if revision < 3:
        assert g.pending is None or g.pending.kind != "trade"
        return
    assert keys(g) == [f"hand/{survey}"]
    answer(g, "trade", f"hand/{survey}")
    assert p.influence == 1 and p.discard == [survey] and p.hand == []


@pytest.mark.card("annex")
def test_following_trade_with_only_an_icon_card_is_not_idle():
    g = esc_game()
    set_hand(g, 1, "annex", "produce-trade")
    set_hand(g, 0, "produce-trade")
    start_turn(g, 0)
    lead(g, "T")
    follow = next(o for o in g.pending.options if o.key == "follow")
    assert follow.idle is None
