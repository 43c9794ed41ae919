"""The Action phase of the base game (base-game.md §4.1, §6): every role card's action and
Politics, played through the decision protocol."""

import pytest

from tests.rules.builders import (
    acting,
    add_planet,
    answer,
    ids,
    in_hand,
    keys,
    play_action,
    set_deck,
)


@pytest.mark.card("survey")
def test_survey_action_draws_two_and_goes_to_the_discard_pile():
    g = acting(("survey",))
    top = set_deck(g, 0, "warfare", "research")
    iid = play_action(g, "survey")
    p = g.players[0]
    assert sorted(p.hand) == sorted(top)
    assert p.discard == [iid] and p.played == []
    assert g.pending.kind == "role"  # one action only


@pytest.mark.card("warfare")
def test_warfare_action_collects_one_fighter():
    g = acting(("warfare",))
    play_action(g, "warfare")
    answer(g, "choose_effect", "0")
    assert g.players[0].fighters == 1


@pytest.mark.card("warfare")
def test_warfare_action_attacks_one_planet_paying_its_cost():
    g = acting(("warfare",))
    p = g.players[0]
    p.fighters = 3
    start = p.planets[0]
    play_action(g, "warfare")
    answer(g, "choose_effect", "1")
    answer(g, "attack_target", start.card)
    assert start.face_up and p.fighters == 1  # start planets cost 2 Fighters


@pytest.mark.card("warfare")
def test_warfare_action_cannot_attack_without_enough_fighters():
    g = acting(("warfare",))
    g.players[0].fighters = 1
    play_action(g, "warfare")
    answer(g, "choose_effect", "1")
    assert g.pending.kind == "role" and not g.players[0].planets[0].face_up
    assert g.players[0].fighters == 1


@pytest.mark.card("colonize")
def test_colonize_action_tucks_itself_as_one_colony():
    g = acting(("colonize",))
    p = g.players[0]
    start = p.planets[0]
    other = add_planet(g, 0, "lyttle", face_up=False)
    iid = play_action(g, "colonize")
    answer(g, "choose_effect", "0")
    assert set(keys(g)) == {start.card, other.card}
    answer(g, "colony_target", start.card)
    assert start.colonies == [iid] and start.colony_value == 1 and other.colonies == []
    assert iid not in p.discard and not start.face_up


@pytest.mark.card("colonize")
def test_colonize_action_settles_with_colonies_already_there():
    g = acting(("colonize",))
    p = g.players[0]
    start = p.planets[0]
    start.colonies, start.colony_value = ["colonize#99", "colonize#98"], 2
    g.s.box = [c for c in g.s.box if c not in start.colonies]
    iid = play_action(g, "colonize")
    answer(g, "choose_effect", "1")
    answer(g, "settle_target", start.card)
    assert start.face_up and start.colonies == []
    assert sorted(p.discard) == sorted(["colonize#99", "colonize#98", iid])


@pytest.mark.card("colonize")
def test_colonize_action_settle_does_not_count_the_card_itself():
    g = acting(("colonize",))
    start = g.players[0].planets[0]
    start.colony_value = 1
    play_action(g, "colonize")
    answer(g, "choose_effect", "1")
    assert g.pending.kind == "role" and not start.face_up


@pytest.mark.card("produce-trade")
def test_produce_trade_action_produces_one_resource():
    g = acting(("produce-trade",))
    start = g.players[0].planets[0]
    g.players[0].reveal(start)  # an empire changes through its Player's methods
    play_action(g, "produce-trade")
    answer(g, "choose_effect", "0")
    assert start.resources == [g.card(start.card).slots[0].resource]


@pytest.mark.card("produce-trade")
def test_produce_trade_action_trades_one_resource_for_one_influence():
    g = acting(("produce-trade",))
    start = g.players[0].planets[0]
    g.players[0].reveal(start)  # an empire changes through its Player's methods
    start.resources = [g.card(start.card).slots[0].resource]
    supply = g.s.supply
    play_action(g, "produce-trade")
    answer(g, "choose_effect", "1")
    answer(g, "trade", f"{start.card}/0")
    assert start.resources == [None]
    assert g.players[0].influence == 1 and g.s.supply == supply - 1


@pytest.mark.card("research")
def test_research_action_removes_up_to_two_cards_including_itself():
    g = acting(("research", "survey", "warfare"))
    p = g.players[0]
    iid = play_action(g, "research")
    assert iid in keys(g) and g.pending.max == 2
    (survey,) = in_hand(g, 0, "survey")
    answer(g, "rfg", iid, survey)
    assert sorted(g.s.removed) == sorted([iid, survey])
    assert ids(p.hand) == ["warfare"] and iid not in p.discard


@pytest.mark.card("research")
def test_research_action_may_remove_nothing():
    g = acting(("research", "survey"))
    iid = play_action(g, "research")
    answer(g, "rfg")
    assert g.s.removed == [] and g.players[0].discard == [iid]


@pytest.mark.card("politics")
def test_politics_removes_itself_and_takes_any_role_card():
    g = acting(("politics",))
    p = g.players[0]
    before = len(g.s.stacks["W"])
    iid = play_action(g, "politics")
    assert set(keys(g)) == {"S", "W", "C", "PT", "R"}
    answer(g, "take_role", "W")
    assert ids(p.hand) == ["warfare"] and len(g.s.stacks["W"]) == before - 1
    assert g.s.removed == [iid] and iid not in p.discard


@pytest.mark.card("politics")
def test_politics_cannot_take_from_an_empty_stack():
    g = acting(("politics",))
    g.s.box += g.s.stacks["S"]
    g.s.stacks["S"] = []
    play_action(g, "politics")
    assert "S" not in keys(g)


@pytest.mark.card("politics")
def test_politics_has_no_symbols_and_cannot_boost():
    g = acting(("politics", "survey"))
    answer(g, "action", "skip")
    answer(g, "role", "S")
    assert ids(o.card for o in g.pending.options) == ["survey"]


def test_skipping_the_action_phase():
    g = acting(("survey",))
    answer(g, "action", "skip")
    assert g.pending.kind == "role" and ids(g.players[0].hand) == ["survey"]


def test_a_card_played_for_its_action_does_not_count_in_the_role_phase():
    g = acting(("survey", "survey"))
    iid = play_action(g, "survey")
    answer(g, "role", "S")
    boost = [o.card for o in g.pending.options]
    assert iid not in boost and all(c in g.players[0].hand for c in boost)
