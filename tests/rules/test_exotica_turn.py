"""Exotica turn structure and translators (rulebook "Gameplay", "Exotic Translators")."""

import pytest

from exotica_tui.rules.symbols import translators

from .builders import add_planet, answer, keys, set_hand, start_turn
from .exo import dissent_all, exo_game, lead, resolved

# -- translators -------------------------------------------------------------------------------


@pytest.mark.card("oculon", "rosetta-fish")
def test_two_translators_for_one_role_never_count_a_symbol_twice():
    for with_fish in (False, True):
        g = exo_game()
        p = g.players[0]
        add_planet(g, 0, "oculon")  # Exotic symbol, Survey translator
        if with_fish:
            from .builders import add_permanent

            add_permanent(g, 0, "rosetta-fish")
            p.tucked.append(g.s.stacks["S"].pop())  # a second Survey translator
        lead(g, "S")
        answer(g, "translate", "yes")
        assert resolved(g, "Survey") == 2


@pytest.mark.card("kraal-tessary")
def test_translation_is_the_players_choice():
    g = exo_game()
    add_planet(g, 0, "kraal-tessary")  # Exotic symbol, Warfare translator
    lead(g, "W")
    assert g.pending.kind == "translate"
    answer(g, "translate", "no")
    assert resolved(g, "Warfare") == 1


@pytest.mark.card("sporemother", "exo-improved-trade")
def test_a_follower_translates_exotic_symbols_in_hand():
    g = exo_game()
    add_planet(g, 1, "sporemother")  # Exotic symbol, Produce translator
    (card,) = set_hand(g, 1, "exo-improved-trade")
    lead(g, "P")
    answer(g, "follow", "follow")
    answer(g, "translate", "yes")
    assert card in keys(g)
    answer(g, "follow_cards", card)
    assert resolved(g, "Produce") == 2  # the card's Exotic symbol + Sporemother's


@pytest.mark.card("yl-maru", "exo-improved-survey")
def test_an_exotic_symbol_translated_to_colonize_is_a_colony_when_tucked():
    g = exo_game()
    add_planet(g, 0, "yl-maru")  # Colonize translator, no symbol of its own
    target = add_planet(g, 0, "verdance", face_up=False)
    (card,) = set_hand(g, 0, "exo-improved-survey")
    lead(g, "C")
    answer(g, "translate", "yes")
    answer(g, "boost", card)  # both cards go under the only face-down planet
    assert target.colony_value == 2 and card in target.colonies


@pytest.mark.card("oculon", "xenolinguistics")
def test_different_translators_each_translate_exotic_symbols():
    g = exo_game()
    p = g.players[0]
    add_planet(g, 0, "oculon")
    (iid,) = set_hand(g, 0, "xenolinguistics")
    start_turn(g, 0)
    answer(g, "action", iid)
    answer(g, "choose_role_symbol", "W")
    assert translators(g, p) == {"S", "W"}
    answer(g, "role", "W")
    answer(g, "translate", "yes")
    assert resolved(g, "Warfare") == 2


# -- set-aside cards and the final round ---------------------------------------------------------


@pytest.mark.card("exo-improved-survey")
def test_cards_played_for_actions_are_set_aside_until_the_leaders_cleanup():
    g = exo_game(3)
    p, q, _ = g.players
    iid, kept = set_hand(g, 0, "exo-improved-survey", "survey")
    start_turn(g, 0)
    answer(g, "action", iid)
    assert iid in p.played
    answer(g, "role", "S")
    assert iid not in keys(g)  # no effect in the role phase
    answer(g, "boost")  # look at 1 planet and keep it
    (f,) = set_hand(g, 1, "survey")
    answer(g, "follow", "follow")
    answer(g, "follow_cards", f)  # a follower looks at X-1 = 0 planets
    assert f in q.played and iid in p.played
    answer(g, "follow", "dissent")
    while g.s.active == 0:
        g.answer(g.pending.keys()[: g.pending.min])
    assert iid in p.discard and f in q.discard and not p.played and not q.played


def test_after_the_end_triggers_the_round_is_finished_and_one_more_round_played():
    g = exo_game(2)
    g.s.stacks["S"] = g.s.stacks["S"][-1:]
    start_turn(g, 0)
    answer(g, "role", "S")  # takes the last Survey card: the end triggers in round 1
    assert g.s.end_triggered
    turns = set()
    while g.pending is not None:
        turns.add((g.s.turn_no, g.s.active))
        d = g.pending
        g.answer(["dissent"] if d.kind == "follow" else d.keys()[: d.min] if d.min else [])
    assert turns == {(1, 0), (2, 1), (3, 0), (4, 1)}


def test_influence_beyond_the_supply_is_still_collected():
    g = exo_game(2)
    g.s.supply = 1
    add_planet(g, 0, "verdance", resources=["water"])
    add_planet(g, 0, "bramblehome", resources=["food"])
    set_hand(g, 0, "produce-trade")
    lead(g, "T")
    answer(g, "boost", *g.players[0].hand)
    answer(g, "trade", "verdance/0", "bramblehome/0")
    assert g.players[0].influence == 2 and g.s.supply == 0 and g.s.end_triggered
    dissent_all(g)
