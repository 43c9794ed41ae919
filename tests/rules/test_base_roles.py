"""The Role phase (base-game.md §4.2, §4.3, §5): leading, boosting, empty stacks, following in
seat order and dissent; Survey, Warfare, Colonize, Produce, Trade and Research."""

import pytest

from tests.rules.builders import (
    add_permanent,
    add_planet,
    answer,
    base_id,
    ids,
    in_hand,
    keys,
    lead,
    resolved_with,
    set_deck,
    start_turn,
    table,
)

STACK = {"S": "S", "W": "W", "C": "C", "P": "PT", "T": "PT", "R": "R"}
ROLE_CARD = {"S": "survey", "W": "warfare", "C": "colonize", "P": "produce-trade",
             "T": "produce-trade", "R": "research"}


def empty_stack(g, stack):
    g.s.box += g.s.stacks[stack]
    g.s.stacks[stack] = []


# -- leading, boosting, empty stacks --------------------------------------------------------


@pytest.mark.card("survey", "warfare", "colonize", "produce-trade", "research")
@pytest.mark.parametrize("role", ["S", "W", "C", "P", "T", "R"])
def test_leading_takes_the_top_card_of_the_roles_stack(role):
    g = start_turn(table(2), 0)
    stack = g.s.stacks[STACK[role]]
    top, size = stack[-1], len(stack)
    lead(g, role)
    assert len(g.s.stacks[STACK[role]]) == size - 1
    assert base_id(top) == ROLE_CARD[role]
    p = g.players[0]
    assert top in p.played or top in p.discard or any(top in pl.colonies for pl in p.planets)
    assert resolved_with(g) == 1


@pytest.mark.parametrize(("setting", "role", "x"), [
    ("errata", "S", 1), ("errata", "W", 1), ("errata", "C", 0), ("errata", "P", 1),
    ("errata", "T", 1), ("errata", "R", 1),
    ("printed", "S", 0), ("printed", "W", 0), ("printed", "C", 0), ("printed", "P", 1),
    ("printed", "T", 1), ("printed", "R", 1),
])
def test_leading_an_empty_stack_gives_no_card_and_the_display_bonus(setting, role, x):
    g = start_turn(table(2, empty_stack_bonus=setting), 0)
    empty_stack(g, STACK[role])
    lead(g, role)
    assert resolved_with(g) == x
    assert g.players[0].played == []


def test_empty_stack_survey_bonus_makes_the_leader_see_boosts_plus_one():
    g = start_turn(table(2, hands={0: ("survey",)}), 0)
    empty_stack(g, "S")
    deck = list(g.s.planet_deck)
    lead(g, "S", *in_hand(g, 0, "survey"))
    assert g.pending.kind == "survey_keep" and len(g.pending.options) == 2
    assert keys(g) == [deck[-1], deck[-2]]


def test_boosting_adds_matching_symbols_of_hand_cards():
    g = start_turn(table(2, hands={0: ("warfare", "warfare", "improved-warfare-wr",
                                       "survey")}), 0)
    answer(g, "action", "skip")
    answer(g, "role", "W")
    assert ids(o.card for o in g.pending.options) == ["improved-warfare-wr", "warfare",
                                                      "warfare"]
    answer(g, "boost", *g.players[0].hand[:3])
    assert g.players[0].fighters == 4 and resolved_with(g) == 4


@pytest.mark.card("produce-trade")
@pytest.mark.parametrize("role", ["P", "T"])
def test_a_produce_trade_card_counts_once_for_the_role_led(role):
    g = start_turn(table(2, hands={0: ("produce-trade", "produce-trade")}), 0)
    lead(g, role, *in_hand(g, 0, "produce-trade"))
    assert resolved_with(g) == 3


def test_produce_cannot_be_boosted_with_trade_symbols():
    g = start_turn(table(2, hands={0: ("improved-trade-tc", "improved-production-pr")}), 0)
    answer(g, "action", "skip")
    answer(g, "role", "P")
    assert ids(o.card for o in g.pending.options) == ["improved-production-pr"]


def test_empire_symbols_count_for_the_leader_and_every_follower():
    g = start_turn(table(2), 0)
    add_planet(g, 0, "tankahshin")  # W
    add_planet(g, 1, "erkam-w")  # W
    add_planet(g, 1, "overlord-betzel-s-domain")  # W
    lead(g, "W")
    assert g.players[0].fighters == 2
    answer(g, "follow", "follow")
    assert g.players[1].fighters == 2


# -- following and dissent --------------------------------------------------------------------


@pytest.mark.parametrize("leader", [0, 2])
def test_followers_are_asked_one_at_a_time_in_seat_order(leader):
    g = start_turn(table(4), leader)
    lead(g, "W")
    asked = []
    while g.pending.kind == "follow":
        asked.append(g.pending.player)
        g.answer(["follow"])
    assert asked == [(leader + k) % 4 for k in (1, 2, 3)]


def test_each_follower_sees_the_choices_before_them():
    g = start_turn(table(3), 0)
    lead(g, "W")
    answer(g, "follow", "follow")
    assert g.pending.player == 2 and g.players[1].fighters == 0  # follower without symbols
    assert any("Bob follows" in e.text for e in g.log)


def test_a_follower_gets_no_role_card_and_no_leader_bonus():
    g = start_turn(table(2, hands={1: ("survey", "survey")}), 0)
    size = len(g.s.stacks["S"])
    lead(g, "S")
    answer(g, "follow", "follow")
    answer(g, "follow_cards", *in_hand(g, 1, "survey"))
    assert len(g.s.stacks["S"]) == size - 1
    assert resolved_with(g, "Bob") == 2  # looks at 1 planet and keeps it
    assert len(g.players[1].planets) == 2 and len(g.s.planet_deck) == 27 - 1 - 1


def test_dissent_draws_one_card():
    g = start_turn(table(2), 0)
    top = set_deck(g, 1, "research")
    lead(g, "W")
    answer(g, "follow", "dissent")
    assert g.players[1].hand == top


def test_dissent_with_empty_deck_reshuffles_the_discard_pile():
    g = start_turn(table(2), 0)
    p = g.players[1]
    p.discard, p.deck = p.deck, []
    lead(g, "W")
    answer(g, "follow", "dissent")
    assert len(p.hand) == 1 and len(p.deck) == 4 and p.discard == []


def test_dissent_with_no_cards_anywhere_draws_nothing():
    g = start_turn(table(2), 0)
    p = g.players[1]
    g.s.box += p.deck
    p.deck = []
    lead(g, "W")
    answer(g, "follow", "dissent")
    assert p.hand == []


def test_a_dissenting_follower_keeps_more_than_the_hand_limit_until_their_cleanup():
    g = start_turn(table(2, hands={1: ("survey",) * 5}), 0)
    lead(g, "W")
    answer(g, "follow", "dissent")
    assert len(g.players[1].hand) == 6
    assert g.pending.player == 1 and g.pending.kind == "action"


def test_politics_cannot_follow():
    g = start_turn(table(2, hands={1: ("politics",)}), 0)
    lead(g, "S")
    answer(g, "follow", "follow")
    assert ids(g.players[1].hand) == ["politics"] and g.players[1].played == []


# -- Survey ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("boosts", "seen"), [(0, 1), (1, 2), (3, 4)])
def test_survey_leader_looks_at_x_planets_and_keeps_one(boosts, seen):
    g = start_turn(table(2, hands={0: ("survey",) * boosts}), 0)
    deck = list(g.s.planet_deck)
    lead(g, "S", *in_hand(g, 0, "survey"))
    look = deck[-seen:][::-1]
    if seen > 1:
        assert g.pending.kind == "survey_keep" and keys(g) == look and g.pending.min == 1
        answer(g, "survey_keep", look[-1])
    p = g.players[0]
    kept = p.planets[-1]
    assert kept.card == look[-1] and not kept.face_up
    assert sorted(g.s.planet_discard) == sorted(look[:-1])
    assert len(g.s.planet_deck) == 27 - seen


@pytest.mark.parametrize(("symbols", "seen"), [(1, 0), (2, 1), (3, 2)])
def test_survey_follower_looks_at_x_minus_one(symbols, seen):
    g = start_turn(table(2, hands={1: ("survey",) * symbols}), 0)
    lead(g, "S")
    before = len(g.s.planet_deck)
    answer(g, "follow", "follow")
    answer(g, "follow_cards", *in_hand(g, 1, "survey"))
    if seen > 1:
        assert g.pending.kind == "survey_keep" and len(g.pending.options) == seen
        g.answer([keys(g)[0]])
    assert len(g.s.planet_deck) == before - seen
    assert len(g.players[1].planets) == 1 + (seen > 0)


def test_survey_empire_symbols_count():
    g = start_turn(table(2), 0)
    add_planet(g, 0, "voson")  # S
    lead(g, "S")
    assert g.pending.kind == "survey_keep" and len(g.pending.options) == 2


def test_survey_reshuffles_the_planet_discard_pile_when_the_deck_runs_out():
    g = start_turn(table(2, hands={0: ("survey", "survey")}), 0)
    s = g.s
    s.planet_discard, s.planet_deck = s.planet_deck[:-1], s.planet_deck[-1:]
    lead(g, "S", *in_hand(g, 0, "survey"))
    assert len(g.pending.options) == 3 and len(s.planet_deck) == 24
    g.answer([keys(g)[0]])
    assert len(s.planet_discard) == 2


# -- Warfare -----------------------------------------------------------------------------------


def test_warfare_leader_may_attack_instead_of_collecting():
    g = start_turn(table(2, hands={0: ("warfare",)}), 0)
    p = g.players[0]
    p.fighters = 2
    start = p.planets[0]
    lead(g, "W", *in_hand(g, 0, "warfare"))
    answer(g, "warfare_mode", "attack")
    answer(g, "attack_target", start.card)
    assert start.face_up and p.fighters == 0


def test_warfare_attack_costs_the_planets_warfare_cost():
    g = start_turn(table(2), 0)
    p = g.players[0]
    p.fighters = 5
    cheap = add_planet(g, 0, "echo-rose", face_up=False)  # W4
    add_planet(g, 0, "srod-avein-n2", face_up=False)  # W6: too dear
    lead(g, "W")
    answer(g, "warfare_mode", "attack")
    assert set(keys(g)) == {p.planets[0].card, cheap.card, "none"}
    answer(g, "attack_target", cheap.card)
    assert cheap.face_up and p.fighters == 1


def test_warfare_attack_sends_colonies_to_the_discard_pile():
    g = start_turn(table(2), 0)
    p = g.players[0]
    p.fighters = 2
    start = p.planets[0]
    start.colonies, start.colony_value = ["colonize#77"], 1
    lead(g, "W")
    answer(g, "warfare_mode", "attack")
    answer(g, "attack_target", start.card)
    assert "colonize#77" in p.discard and start.colonies == []


def test_warfare_symbols_are_not_fighters():
    g = start_turn(table(2, hands={0: ("warfare",) * 3}), 0)
    g.players[0].fighters = 1
    lead(g, "W", *in_hand(g, 0, "warfare"))
    assert g.pending.kind != "warfare_mode"
    assert g.players[0].fighters == 5 and not g.players[0].planets[0].face_up


def test_warfare_followers_collect_but_cannot_attack():
    g = start_turn(table(2, hands={1: ("warfare",)}), 0)
    q = g.players[1]
    q.fighters = 5
    lead(g, "W")
    answer(g, "follow", "follow")
    answer(g, "follow_cards", *in_hand(g, 1, "warfare"))
    assert q.fighters == 6 and not q.planets[0].face_up
    assert g.pending is None or g.pending.kind != "warfare_mode"


# -- Colonize ----------------------------------------------------------------------------------


def test_colonize_tucks_the_role_card_and_boosts_as_colonies():
    g = start_turn(table(2, hands={0: ("colonize", "terraforming")}), 0)
    p = g.players[0]
    start = p.planets[0]
    lead(g, "C", *p.hand)
    assert start.colony_value == 4 and len(start.colonies) == 3
    assert not start.face_up and p.played == []


def test_colonize_split_between_planets():
    g = start_turn(table(2, hands={0: ("colonize",)}), 0)
    p = g.players[0]
    start = p.planets[0]
    other = add_planet(g, 0, "lyttle", face_up=False)
    lead(g, "C", *p.hand)
    answer(g, "colony_target", start.card)
    answer(g, "colony_target", other.card)
    assert start.colony_value == 1 and other.colony_value == 1


def test_colonize_leader_may_settle_instead_and_the_played_cards_are_discarded():
    g = start_turn(table(2, hands={0: ("colonize",)}), 0)
    p = g.players[0]
    start = p.planets[0]
    start.colonies, start.colony_value = ["colonize#71", "colonize#72"], 2
    lead(g, "C", *p.hand)
    answer(g, "colonize_mode", "settle")
    answer(g, "settle_target", start.card)
    assert start.face_up and start.colonies == []
    assert ids(p.discard) == ["colonize"] * 2 and ids(p.played) == ["colonize"] * 2
    answer(g, "follow", "dissent")
    assert ids(p.discard) == ["colonize"] * 4


def test_settle_counts_empire_colonize_symbols():
    g = start_turn(table(2), 0)
    p = g.players[0]
    add_planet(g, 0, "styku")  # C
    lyttle = add_planet(g, 0, "lyttle", face_up=False)  # C4
    lyttle.colony_value = 3
    lead(g, "C")
    answer(g, "colonize_mode", "settle")
    assert set(keys(g)) == {lyttle.card, "none"}  # the start planet (C2) lacks 1 Colony
    answer(g, "settle_target", lyttle.card)
    assert lyttle.face_up and not p.planets[0].face_up


def test_colonize_without_a_ready_planet_only_adds_colonies():
    g = start_turn(table(2), 0)
    start = g.players[0].planets[0]
    start.colony_value = 0
    lead(g, "C")
    assert g.pending.kind == "follow" and start.colony_value == 1


def test_colonize_with_no_face_down_planet_discards_the_cards():
    g = start_turn(table(2), 0)
    p = g.players[0]
    p.reveal(p.planets[0])  # an empire changes through its Player's methods
    lead(g, "C")
    assert ids(p.played) == ["colonize"]
    answer(g, "follow", "dissent")
    assert ids(p.discard) == ["colonize"]


def test_colonize_followers_tuck_but_cannot_settle():
    g = start_turn(table(2, hands={1: ("colonize",)}), 0)
    q = g.players[1]
    start = q.planets[0]
    start.colony_value = 2
    lead(g, "C")
    answer(g, "follow", "follow")
    answer(g, "follow_cards", *q.hand)
    assert not start.face_up and start.colony_value == 3


def test_empire_colonize_symbols_never_make_colonies():
    g = start_turn(table(2), 0)
    add_planet(g, 1, "styku")
    start = g.players[1].planets[0]
    lead(g, "C")
    answer(g, "follow", "follow")
    assert start.colony_value == 0 and not start.face_up


# -- Produce and Trade -------------------------------------------------------------------------


def test_produce_fills_empty_typed_slots_and_wastes_the_rest():
    g = start_turn(table(2, hands={0: ("produce-trade",) * 3}), 0)
    texas = add_planet(g, 0, "new-texas")  # food + water
    lyttle = add_planet(g, 0, "lyttle", resources=["silicon"])  # full
    lead(g, "P", *in_hand(g, 0, "produce-trade"))  # 3 symbols, 2 empty slots: forced
    assert texas.resources == ["food", "water"] and lyttle.resources == ["silicon"]


def test_produce_only_on_face_up_planets():
    g = start_turn(table(2), 0)
    add_planet(g, 0, "gerdland", face_up=False)
    lead(g, "P")
    assert g.pending.kind == "follow"
    assert all(r is None for pl in g.players[0].planets for r in pl.resources)


def test_trade_takes_one_influence_from_the_supply_per_resource():
    g = start_turn(table(2, hands={0: ("produce-trade",) * 2}), 0)
    add_planet(g, 0, "new-texas", resources=["food", "water"])
    add_planet(g, 0, "lyttle", resources=["silicon"])
    supply = g.s.supply
    lead(g, "T", *in_hand(g, 0, "produce-trade"))
    assert g.pending.kind == "trade" and g.pending.max == 3
    answer(g, "trade", *keys(g)[:3])
    assert g.players[0].influence == 3 and g.s.supply == supply - 3


def test_trade_symbols_beyond_the_resources_give_nothing():
    g = start_turn(table(2, hands={0: ("produce-trade",) * 3}), 0)
    add_planet(g, 0, "lyttle", resources=["silicon"])
    lead(g, "T", *in_hand(g, 0, "produce-trade"))
    answer(g, "trade", *keys(g))
    assert g.players[0].influence == 1


def test_produce_trade_follower_must_follow_the_role_led():
    g = start_turn(table(2, hands={1: ("improved-trade-tc", "improved-production-pr")}), 0)
    add_planet(g, 0, "gerdland")
    lead(g, "P")
    answer(g, "follow", "follow")
    assert ids(o.card for o in g.pending.options) == ["improved-production-pr"]


# -- Research ----------------------------------------------------------------------------------


def test_research_offers_techs_by_cost_and_face_up_planets():
    g = start_turn(table(2, hands={0: ("research",) * 2}), 0)
    add_planet(g, 0, "lyttle")  # A
    add_planet(g, 0, "gerdland", face_up=False)  # face-down planets do not count
    lead(g, "R", *in_hand(g, 0, "research"))
    offered = set(keys(g))
    a1 = {c.id for c in g.catalog.of_set("base") if c.kind == "tech" and c.requires == {"A": 1}}
    assert offered == a1 | {"none"}


def test_research_level_two_needs_two_planets_and_five_symbols():
    g = start_turn(table(2, hands={0: ("research",) * 4}), 0)
    add_planet(g, 0, "lyttle")
    add_planet(g, 0, "echo-rose")
    lead(g, "R", *in_hand(g, 0, "research"))  # 1 + 4 + 2 planet symbols = 7
    offered = set(keys(g))
    assert {"data-network", "weapon-emporium", "streamlining"} <= offered
    assert not {"adaptability", "hyperefficiency", "survey-team"} & offered
    answer(g, "research", "data-network")
    assert ids(g.players[0].hand) == ["data-network"]
    assert "data-network" not in g.s.techs["advanced"]


def test_research_start_planets_count_once_face_up():
    g = start_turn(table(2, hands={0: ("research",) * 2}), 0)
    start = g.players[0].planets[0]
    g.players[0].reveal(start)  # an empire changes through its Player's methods
    ptype = g.card(start.card).planet_type
    lead(g, "R", *in_hand(g, 0, "research"))
    offered = [g.card(k) for k in keys(g) if k != "none"]
    assert len(offered) == 8 and all(c.requires == {ptype: 1} for c in offered)


def test_research_permanent_chooses_a_face_and_goes_into_play():
    g = start_turn(table(2, hands={0: ("research",) * 4}), 0)
    add_planet(g, 0, "voson")
    add_planet(g, 0, "tankahshin")
    lead(g, "R", *in_hand(g, 0, "research"))  # 5 symbols
    assert {"imperialism", "scorched-earth-policy"} <= set(keys(g))
    answer(g, "research", "scorched-earth-policy")
    p = g.players[0]
    (pm,) = p.permanents
    assert pm.face == "scorched-earth-policy" and pm.card == "imperialism"
    assert not any("imperialism" in pile for pile in g.s.techs.values())
    assert "scorched-earth-policy" not in p.hand


def test_research_buys_one_technology_and_nothing_is_legal():
    g = start_turn(table(2, hands={0: ("research",) * 6}), 0)
    for planet in ("lyttle", "echo-rose", "oknow"):
        add_planet(g, 0, planet)
    lead(g, "R", *in_hand(g, 0, "research"))
    assert g.pending.max == 1
    answer(g, "research", "none")
    assert g.players[0].permanents == [] and ids(g.players[0].hand) == []
    assert sum(len(v) for v in g.s.techs.values()) == 39


def test_research_followers_may_buy_without_a_role_card():
    g = start_turn(table(2, hands={1: ("research",) * 3}), 0)
    add_planet(g, 1, "voson")
    lead(g, "R")
    answer(g, "follow", "follow")
    answer(g, "follow_cards", *in_hand(g, 1, "research"))
    assert g.pending.kind == "research" and g.pending.player == 1
    answer(g, "research", "improved-trade-ts")
    assert ids(g.players[1].hand) == ["improved-trade-ts"]


def test_research_single_copy_is_gone_once_taken():
    g = start_turn(table(2, hands={0: ("research",) * 2, 1: ("research",) * 3}), 0)
    add_planet(g, 0, "voson")
    add_planet(g, 1, "pink-sonar")
    lead(g, "R", *in_hand(g, 0, "research"))
    answer(g, "research", "improved-trade-ts")
    answer(g, "follow", "follow")
    answer(g, "follow_cards", *in_hand(g, 1, "research"))
    assert "improved-trade-ts" not in keys(g) and "improved-trade-tw" in keys(g)


def test_research_with_adaptable_symbols_from_permanents():
    g = start_turn(table(2, hands={0: ("research",) * 2}), 0)
    add_planet(g, 0, "artigas-gns-111")
    add_planet(g, 0, "mik-mik")
    add_permanent(g, 0, "fertile-ground")  # R symbol
    lead(g, "R", *in_hand(g, 0, "research"))
    assert resolved_with(g) == 4


def test_leading_colonize_from_an_empty_stack_may_still_settle():
    g = start_turn(table(2), 0)
    empty_stack(g, "C")
    start = g.players[0].planets[0]
    start.colony_value = 2
    lead(g, "C")
    answer(g, "colonize_mode", "settle")
    answer(g, "settle_target", start.card)
    assert start.face_up and g.players[0].played == []
